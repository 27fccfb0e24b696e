import { screen, waitFor } from '@testing-library/react';
import type { PolicyInstallmentsResponse, PolicyQuotation, PolicyTransactionsResponse } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PolicyLife } from './policy-life';

/** An annual $1,200 policy from 01-01-2027, billed monthly. */
const RECORD = {
  id: 41,
  intake_id: 3,
  unique_id: 'SUM-Q-2026-000041',
  policy_number: 'SUM-P-2026-000007',
  policyeffectivedate: '2027-01-01',
  policyscheduledate: '2028-01-01',
  policyamount: 1200,
  policycoverage: [],
} as unknown as PolicyQuotation;

const LIFE: PolicyTransactionsResponse = {
  transactions: [],
  status: 'In force',
  version: 0,
  term: { start: '2027-01-01', end: '2028-01-01' },
  renewal_of: null,
  renewal: null,
  not_renewing_reason: null,
  reinstatement_days: 30,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('billing status beside the policy status', () => {
  /** Two of twelve $100.00 monthly instalments paid; the third, due 03-01-2027, unpaid past its 10 days of grace. */
  const plan = (billing_status: 'Delinquent' | null): PolicyInstallmentsResponse => ({
    installments: [
      { number: 1, duedate: '2027-01-01', amount: 100, paid: 100, status: 'Paid' },
      { number: 2, duedate: '2027-02-01', amount: 100, paid: 100, status: 'Paid' },
      { number: 3, duedate: '2027-03-01', amount: 100, paid: 0, status: billing_status ? 'Overdue' : 'Due' },
    ],
    balance: 1000,
    next_due: { number: 3, duedate: '2027-03-01', amount: 100 },
    next_to_fall_due: billing_status ? null : { number: 3, duedate: '2027-03-01', amount: 100 },
    overdue: billing_status ? 100 : 0,
    delinquency_date: billing_status ? '2027-03-11' : null,
    billing_status,
    refund_due: 0,
    grace_period: '10 days',
    schedule: '1month',
    payments: [],
    notice: null,
  });

  it('shows Delinquent on the status line when the instalment plan says so', async () => {
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/viewpolicyinstallments': { body: plan('Delinquent') },
    });
    renderWithProviders(<PolicyLife record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByTestId('policy-billing-status')).toHaveTextContent('Delinquent');
    expect(screen.getByTestId('policy-life-status')).toHaveTextContent('In force');
    expect(screen.getByTestId('policy-life-status').parentElement).toHaveTextContent('Policy Status: In force · Delinquent');
    expect(calls.find((call) => call.path === '/viewpolicyinstallments')?.body).toEqual({ id: 41 });
  });

  it('shows no billing status for a policy paid to date', async () => {
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/viewpolicyinstallments': { body: plan(null) },
    });
    renderWithProviders(<PolicyLife record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByTestId('policy-life-status')).toHaveTextContent('In force');
    await waitFor(() => expect(calls.some((call) => call.path === '/viewpolicyinstallments')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.getByTestId('policy-life-status').parentElement).toHaveTextContent(/^Policy Status: In force$/));
    expect(screen.queryByTestId('policy-billing-status')).not.toBeInTheDocument();
  });
});
