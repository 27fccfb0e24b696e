import { amountCents, bdxDate, bdxTimeline, bdxTotalsAgree, canApproveBdx, canImportBdx, canRemoveBdx, canSendBdx, checkBdxRows, mapBdxColumns, missingBdxColumns, overlappingSlab } from './index';

describe('bordereau row checks', () => {
  it('maps headers by their normalised names, the first synonym winning', () => {
    expect(mapBdxColumns(['Policy Number', 'Insured', 'Amount', 'Premium', 'Policy-Effective-Date'])).toEqual({
      policy_number: 0,
      insured_name: 1,
      premium: 3,
      effective_date: 4,
    });
    expect(missingBdxColumns(mapBdxColumns(['insured', 'state']))).toEqual(['policy_number', 'premium']);
  });

  it('reads amounts in cents and refuses what is not one', () => {
    expect(amountCents('$1,250.5')).toBe(125050);
    expect(amountCents('(80.00)')).toBe(-8000);
    expect(amountCents('-0.07')).toBe(-7);
    expect(amountCents('12x')).toBeNull();
    expect(amountCents('1.234')).toBeNull();
  });

  it('reads ISO and US dates and refuses impossible ones', () => {
    expect(bdxDate('2026-03-01')).toBe('2026-03-01');
    expect(bdxDate('3/9/2026')).toBe('2026-03-09');
    expect(bdxDate('02-29-2024')).toBe('2024-02-29');
    expect(bdxDate('02-29-2026')).toBeNull();
    expect(bdxDate('next week')).toBeNull();
  });

  it('lists faulty rows with their numbers and adds up only sound premiums', () => {
    const map = mapBdxColumns(['policy_number', 'effective_date', 'premium']);
    const check = checkBdxRows(
      [
        ['P-1', '2026-03-01', '100'],
        ['', '2026-13-01', 'abc'],
        ['P-3', '', '50.25'],
      ],
      map,
    );
    expect(check).toEqual({
      rowCount: 3,
      validRowCount: 2,
      computedCents: 15025,
      problemCount: 1,
      problems: [{ row: 2, reason: "Policy Number is missing; Premium 'abc' is not an amount; Effective Date '2026-13-01' is not a date" }],
    });
  });
});

describe('bordereau transitions', () => {
  const made = { direction: 'inbound' as const, imported: '0', approved: '0', processed: '1', sent_at: null, parse_status: 'parsed' as const };
  it('removes a file the client made until approved or sent, and a carrier’s file, read or not, until imported', () => {
    expect(canRemoveBdx(made)).toBe(true);
    expect(canRemoveBdx({ ...made, approved: '1' })).toBe(false);
    expect(canRemoveBdx({ ...made, sent_at: '2026-11-27T13:44:00Z' })).toBe(false);
    const carriers = { ...made, direction: 'outbound' as const, processed: '0' };
    expect(canRemoveBdx({ ...carriers, parse_status: 'unsupported' })).toBe(true);
    expect(canRemoveBdx(carriers)).toBe(true);
    expect(canRemoveBdx({ ...carriers, imported: '1' })).toBe(false);
  });
  it('approves only read, unapproved, unsent files the client made', () => {
    expect(canApproveBdx(made)).toBe(true);
    expect(canApproveBdx({ ...made, parse_status: 'unsupported' })).toBe(true);
    expect(canApproveBdx({ ...made, parse_status: 'failed' })).toBe(false);
    expect(canApproveBdx({ ...made, approved: '1' })).toBe(false);
    expect(canApproveBdx({ ...made, direction: 'outbound' })).toBe(false);
  });
  it('sends approved files once; imports read carrier files once', () => {
    expect(canSendBdx(made)).toBe(false);
    expect(canSendBdx({ ...made, approved: '1' })).toBe(true);
    expect(canSendBdx({ ...made, approved: '1', sent_at: '2026-03-01T00:00:00Z' })).toBe(false);
    expect(canImportBdx({ ...made, direction: 'outbound' })).toBe(true);
    expect(canImportBdx({ ...made, direction: 'outbound', imported: '1' })).toBe(false);
  });
  it('needs a note unless the computed total equals the control value', () => {
    expect(bdxTotalsAgree({ parse_status: 'parsed', computed_total: '3250.50', control_value: '3250.5' })).toBe(true);
    expect(bdxTotalsAgree({ parse_status: 'parsed', computed_total: '3250.49', control_value: '3250.50' })).toBe(false);
    expect(bdxTotalsAgree({ parse_status: 'unsupported', computed_total: null, control_value: '1' })).toBe(false);
  });
  it('gives the history timeline with Sent At only for files the client sends', () => {
    const file = { createdAt: 'a', processed_date: 'b', approved_date: null, sent_at: null, imported_date: null };
    expect(bdxTimeline({ ...file, direction: 'inbound' }).map((step) => step.label)).toEqual(['Received At', 'Processed At', 'Approve At', 'Sent At', 'Import At']);
    expect(bdxTimeline({ ...file, direction: 'outbound' }).map((step) => [step.label, step.at])).toEqual([
      ['Received At', 'a'],
      ['Processed At', 'b'],
      ['Approve At', null],
      ['Import At', null],
    ]);
  });
});

describe('slab overlap', () => {
  const slabs = [
    { id: 1, slab_name: 'A', lowerlimit: '0', upperlimit: '100' },
    { id: 2, slab_name: 'B', lowerlimit: '100.01', upperlimit: '200' },
  ];
  it('finds another slab sharing a point, never the slab itself', () => {
    expect(overlappingSlab({ slab_name: 'C', lowerlimit: 150, upperlimit: 300 }, slabs)?.slab_name).toBe('B');
    expect(overlappingSlab({ slab_name: 'C', lowerlimit: 200.01, upperlimit: 300 }, slabs)).toBeNull();
    expect(overlappingSlab({ id: 1, slab_name: 'A', lowerlimit: 0, upperlimit: 90 }, slabs)).toBeNull();
  });
});
