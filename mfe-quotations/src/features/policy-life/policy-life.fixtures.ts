/** What the policy-life tests share: an annual $1,200 policy of 01-01-2027 and its life so far. */
import type { PolicyQuotation, PolicyTransactionsResponse } from '@kyubos/contracts';

export const coverage = (id: number, name: string, required: string, premium: number, include: 'Y' | 'N') => ({
  coverage_id: id,
  coverage_name: name,
  covargerequired: required,
  coveragelimit: '$1,000,000',
  coverageaccept: 0,
  deductiblebasis: 'Fixed Amt' as const,
  deductible: 0,
  deductibleamount: 0,
  premium,
  coverageinclude: include,
  coverageacceptdate: '',
});

/** An annual $1,200 policy from 01-01-2027; the $365 Flood coverage not taken. */
export const RECORD = {
  id: 41,
  intake_id: 3,
  unique_id: 'SUM-Q-2026-000041',
  policy_number: 'SUM-P-2026-000007',
  policyeffectivedate: '2027-01-01',
  policyscheduledate: '2028-01-01',
  policyamount: 1200,
  policycoverage: [coverage(1, 'Building', 'Required', 1200, 'Y'), coverage(2, 'Flood', 'Optional', 365, 'N')],
  firstname: 'Dana',
  lastname: 'Whitfield',
  address: '12 Old Rd',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '13035550199',
  email: 'dana@example.com',
} as unknown as PolicyQuotation;

export const LIFE: PolicyTransactionsResponse = {
  transactions: [
    { id: null, type: 'New business', effectivedate: '2027-01-01', premium_delta: 1200, reason: null, method: null, changes: null, created_by: 'Summit Specialty MGA', createdAt: '2026-11-20T10:00:00.000Z' },
  ],
  status: 'Pending',
  version: 0,
  term: { start: '2027-01-01', end: '2028-01-01' },
  renewal_of: null,
  renewal: null,
  not_renewing_reason: null,
  reinstatement_days: 30,
};
