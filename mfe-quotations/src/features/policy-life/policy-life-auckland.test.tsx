/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyQuotation, PolicyTransactionsResponse } from '@kyubos/contracts';
import { fixClock, liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PolicyLifeSection } from './policy-life-section';
import { PolicyVersionSection } from './policy-version-section';

/** 19:12 UTC on 11-27-2026: 08:12 on 11-28 in Auckland. The product's today is 11-27. */
const NOW = '2026-11-27T19:12:00.000Z';

/** An in-force month-long $1,000 policy, 11-17-2026 to 12-17-2026. */
const RECORD = {
  id: 70,
  intake_id: 2,
  unique_id: 'SUM-Q-2026-000070',
  policy_number: 'SUM-P-2026-000012',
  policyeffectivedate: '2026-11-17',
  policyscheduledate: '2026-12-17',
  policyamount: 1000,
  policycoverage: [],
  firstname: 'Dana',
  lastname: 'Whitfield',
} as unknown as PolicyQuotation;

const LIFE: PolicyTransactionsResponse = {
  transactions: [
    { id: null, type: 'New business', effectivedate: '2026-11-17', premium_delta: 1000, reason: null, method: null, changes: null, created_by: 'Summit Specialty MGA', createdAt: '2026-11-17T19:15:00.000Z' },
  ],
  status: 'In force',
  version: 0,
  term: { start: '2026-11-17', end: '2026-12-17' },
  renewal_of: null,
  renewal: null,
  not_renewing_reason: null,
  reinstatement_days: 30,
};

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = fixClock(NOW);
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});
afterEach(() => restoreClock());

describe('a policy seen from Auckland on the evening of a UTC day (the next morning there)', () => {
  it("starts the Cancel dialog on today's UTC day, the day the server takes as today, and sends it", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policycancel': { body: { message: 'Policy cancelled', status: 'Cancelled', return_premium: 666.67 } },
    });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    // Recorded in UTC, as every timestamp: 08:15 AM on 11-18 in Auckland.
    expect(await within(await screen.findByRole('table', { name: 'Transactions' })).findByText('11/17/2026, 07:15 PM')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    expect(within(dialog).getByLabelText(/Cancellation Effective Date/)).toHaveValue('2026-11-27');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sold');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Policy' }));
    expect(calls.find((call) => call.path === '/policycancel')?.body).toMatchObject({ id: 70, cancellationeffectivedate: '2026-11-27' });
  });

  it('opens Version As Of on the same UTC day', async () => {
    const { calls } = mockFetch({ '/viewpolicyversion': { status: 404, body: { message: 'Not found' } } });
    renderWithProviders(<PolicyVersionSection record={RECORD} />);
    expect(screen.getByLabelText(/As of/)).toHaveValue('2026-11-27');
    await screen.findAllByText(/./);
    expect(calls.find((call) => call.path === '/viewpolicyversion')?.body).toEqual({ id: 70, asof: '2026-11-27' });
  });
});
