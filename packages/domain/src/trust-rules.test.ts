import {
  MAKER_CHECKER_ACCOUNT_REFUSAL,
  MAKER_CHECKER_REFUSAL,
  MAKER_CHECKER_SAVER_REFUSAL,
  makerCheckerRefusal,
} from './lifecycle';
import { effectiveDateProblem, effectiveDateRange } from './policy-dates';
import { maskPolicyDetails, maskSecret } from './private-data';
import { recordNumberOf, recordScreenHref } from './record-stage';

describe('private values', () => {
  it('keep their last 4 and their separators', () => {
    expect(maskSecret('418-52-9630')).toBe('***-**-9630');
    expect(maskSecret('12-3456789')).toBe('**-***6789');
    expect(maskSecret('1234')).toBe('****');
    expect(maskSecret('')).toBe('');
  });
  it('are masked in the details of the secure attributes only', () => {
    const details = { '11': { 'Owner SSN': { '0': '418-52-9630' } }, '12': { City: { '0': 'Denver' } } };
    expect(maskPolicyDetails(details, new Set(['11']))).toEqual({ '11': { 'Owner SSN': { '0': '***-**-9630' } }, '12': { City: { '0': 'Denver' } } });
  });
});

describe('effective date window', () => {
  const window = { daysPast: 0, daysAhead: 365 };
  it('allows today through 365 days ahead by default', () => {
    expect(effectiveDateRange('2026-11-25', window)).toEqual({ min: '2026-11-25', max: '2027-11-25' });
    expect(effectiveDateProblem('2026-11-25', '2026-11-25', window)).toBeNull();
    expect(effectiveDateProblem('2027-11-25', '2026-11-25', window)).toBeNull();
  });
  it('names the allowed range for 01-01-2026 written on 11-25-2026', () => {
    expect(effectiveDateProblem('2026-01-01', '2026-11-25', window)).toBe('must be between 11-25-2026 and 11-25-2027');
    expect(effectiveDateProblem('2026-01-01', '2026-11-25', { daysPast: 365, daysAhead: 0 })).toBeNull();
  });
});

describe('maker-checker, whole', () => {
  const on = { approverMustDiffer: true };
  it('refuses the creator, a saver, and an account either made', () => {
    expect(makerCheckerRefusal(on, 5, 5)).toBe(MAKER_CHECKER_REFUSAL);
    expect(makerCheckerRefusal(on, 5, 6, { savers: [5, 6] })).toBe(MAKER_CHECKER_SAVER_REFUSAL);
    expect(makerCheckerRefusal(on, 5, 9, { savers: [5, 6], approverCreatedBy: 5 })).toBe(MAKER_CHECKER_ACCOUNT_REFUSAL);
    expect(makerCheckerRefusal(on, 5, 9, { savers: [5, 6], approverCreatedBy: 6 })).toBe(MAKER_CHECKER_ACCOUNT_REFUSAL);
    expect(makerCheckerRefusal(on, 5, 9, { savers: [5, 6], approverCreatedBy: 7 })).toBeNull();
    expect(makerCheckerRefusal({ approverMustDiffer: false }, 5, 5, { savers: [5] })).toBeNull();
  });
});

describe('record numbers and screens', () => {
  const policy = { id: 7, intake_id: 3, unique_id: 'SUM-Q-2026-000017', policy_number: 'SUM-P-2026-000004', quotation: 1, policyapproved: 1, becomepolicy: 1 };
  it('a policy is known by its policy number, the rest by the quotation number', () => {
    expect(recordNumberOf(policy)).toBe('SUM-P-2026-000004');
    expect(recordNumberOf({ ...policy, becomepolicy: 0 })).toBe('SUM-Q-2026-000017');
  });
  it('opens each stage on its screen', () => {
    expect(recordScreenHref(policy)).toBe('/user_admin_view_policies/7/3');
    expect(recordScreenHref({ ...policy, becomepolicy: 0 })).toBe('/user_admin_view_binder_policies/7/3');
    expect(recordScreenHref({ ...policy, policyapproved: 0, becomepolicy: 0 })).toBe('/user_admin_view_policy_quotation/7/3');
    expect(recordScreenHref({ ...policy, quotation: 0, policyapproved: 0, becomepolicy: 0 })).toBe('/edit_intakeform_user_admin_policy/7/3');
  });
});
