import { recordStage } from './record-stage';
import { bdxAdminStatus, bdxPortalStatus } from './bdx-status';
import { formatPeriod, periodDigits } from './period';

describe('record stage', () => {
  it.each([
    [{ quotation: 0, policyapproved: 0, becomepolicy: 0 }, 'Quotation'],
    [{ quotation: '1', policyapproved: '0', becomepolicy: '0' }, 'Quotation'],
    [{ quotation: 1, policyapproved: 1, becomepolicy: 0 }, 'Binder'],
    [{ quotation: 1, policyapproved: 1, becomepolicy: 1 }, 'Policy'],
  ])('%j is a %s', (flags, stage) => {
    expect(recordStage(flags)).toBe(stage);
  });
});

describe('BDX status', () => {
  it('reads imported, then approved, then processed; the default differs per side', () => {
    expect(bdxAdminStatus({ imported: '1', approved: '1', processed: '1' })).toBe('Completed');
    expect(bdxAdminStatus({ imported: '0', approved: '1', processed: '1' })).toBe('Approved');
    expect(bdxAdminStatus({ imported: null, approved: '0', processed: 1 })).toBe('Processed');
    expect(bdxAdminStatus({ imported: null, approved: null, processed: null })).toBe('Received');
    expect(bdxPortalStatus({ imported: null, approved: null, processed: null })).toBe('Sent');
    expect(bdxPortalStatus({ imported: '1', approved: '0', processed: '0' })).toBe('Completed');
  });
});

describe('period', () => {
  it('keeps at most six digits and shows MM/YYYY', () => {
    expect(periodDigits('12/2024x9')).toBe('122024');
    expect(formatPeriod('1')).toBe('1');
    expect(formatPeriod('12')).toBe('12');
    expect(formatPeriod('122')).toBe('12/2');
    expect(formatPeriod('1220249')).toBe('12/2024');
  });
});
