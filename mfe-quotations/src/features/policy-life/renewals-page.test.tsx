import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RenewalWorklistResponse, RenewalWorklistRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { RenewalsPage } from './renewals-page';

const row = (id: number, lastname: string, policyscheduledate: string, days_left: number, life_status: string): RenewalWorklistRow => ({
  id,
  intake_id: 3,
  unique_id: `SUM-Q-2026-00000${id}`,
  policy_number: `SUM-P-2026-00000${id}`,
  firstname: 'Olivia',
  lastname,
  policyeffectivedate: '2026-11-26',
  policyscheduledate,
  policyamount: 1200,
  submga_name: null,
  intake_Name: 'PROPERTY',
  programname: 'Homeowners',
  days_left,
  life_status,
  // The policy's version as the worklist read it: a renewal from the row sends it.
  version: id + 3,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('RenewalsPage', () => {
  it("shows each worklist policy's status today in a Policy Status column", async () => {
    const answer: RenewalWorklistResponse = {
      records: [row(1, 'Ends-today', '2026-11-26', 0, 'Expired'), row(2, 'Ends-soon', '2026-12-16', 20, 'In force')],
      total: 2,
    };
    const { calls } = mockFetch({ '/viewrenewalworklist': { body: answer } });
    renderWithProviders(<RenewalsPage />);
    const table = await screen.findByRole('table', { name: 'Renewals' });
    expect(within(table).getByRole('columnheader', { name: /Policy Status/ })).toBeInTheDocument();
    const today = (await within(table).findByRole('cell', { name: 'Olivia Ends-today' })).closest('tr')!;
    expect(within(today).getByRole('cell', { name: 'Expired' })).toBeInTheDocument();
    expect(within(today).getByRole('cell', { name: '$1,200.00' })).toBeInTheDocument();
    const soon = within(table).getByRole('cell', { name: 'Olivia Ends-soon' }).closest('tr')!;
    expect(within(soon).getByRole('cell', { name: 'In force' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewrenewalworklist')?.body).toMatchObject({ days: 90, page: 1 });
  });

  it('asks before renewing a row, naming the policy and its term, then opens the renewal quotation', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewrenewalworklist': { body: { records: [row(2, 'Ends-soon', '2027-11-26', 20, 'In force')], total: 1 } },
      '/policyrenew': { body: { message: 'Renewal quotation created', id: 52, unique_id: 'SUM-Q-2026-000052' } },
    });
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_renewals" element={<RenewalsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_renewals' },
    );
    await user.click(await screen.findByRole('button', { name: 'Renew SUM-P-2026-000002' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000002' });
    expect(dialog).toHaveTextContent('Policy SUM-P-2026-000002, term 11-26-2026 to 11-25-2027 (expires 11-26-2027).');
    expect(dialog).toHaveTextContent('from 11-26-2027');
    expect(calls.some((call) => call.path === '/policyrenew')).toBe(false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/policyrenew')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Renew SUM-P-2026-000002' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000002' })).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_policy_quotation/52/3');
    expect(calls.filter((call) => call.path === '/policyrenew').map((call) => call.body)).toEqual([{ id: 2, version: 5 }]);
  });

  it('opens a worklist row on its policy with Enter on the focused row, as the policy list does; its Renew button keeps Enter to itself', async () => {
    const user = userEvent.setup();
    mockFetch({ '/viewrenewalworklist': { body: { records: [row(2, 'Ends-soon', '2027-11-26', 20, 'In force')], total: 1 } } });
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_renewals" element={<RenewalsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_renewals' },
    );
    const policyRow = (await screen.findByRole('cell', { name: 'Olivia Ends-soon' })).closest('tr')!;
    expect(within(policyRow).getByRole('button', { name: 'Open SUM-P-2026-000002' })).toBeInTheDocument();
    within(policyRow).getByRole('button', { name: 'Renew SUM-P-2026-000002' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000002' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    policyRow.focus();
    expect(policyRow).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_policies/2/3');
  });
});
