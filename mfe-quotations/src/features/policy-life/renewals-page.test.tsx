import { screen, within } from '@testing-library/react';
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
});
