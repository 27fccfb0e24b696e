import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { CustomersPage } from './components/customers-page';

const customer = (customer_id: number, firstname: string, lastname: string, city: string): Customer => ({
  customer_id,
  firstname,
  lastname,
  address: '12 Main St',
  city,
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: `${firstname.toLowerCase()}@example.com`,
});
const CUSTOMERS = [customer(4, 'Olivia', 'Bennett', 'Denver'), customer(5, 'Lucas', 'Henriksen', 'Boulder')];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});
afterEach(() => jest.restoreAllMocks());

describe('CustomersPage', () => {
  it("lists the client's customers", async () => {
    const { calls } = mockFetch({ '/viewcustomerlist': { body: { customers: CUSTOMERS } } });
    renderWithProviders(<CustomersPage />, { path: '/user_admin_customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = (await within(table).findByRole('cell', { name: 'Bennett' })).closest('tr')!;
    expect(row).toHaveTextContent('Olivia');
    expect(row).toHaveTextContent('Denver');
    expect(within(table).getByRole('cell', { name: 'Henriksen' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewcustomerlist')?.body).toEqual({ company_id: 2 });
  });

  it('exports the customers the header filters keep as CSV from the server, with the token', async () => {
    const saved = captureSavedFiles();
    mockFetch({ '/viewcustomerlist': { body: { customers: CUSTOMERS } } });
    const downloads = mockExportCalls();
    renderWithProviders(<CustomersPage />, { path: '/user_admin_customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('cell', { name: 'Bennett' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Denver');
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Henriksen' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['customers.csv']));
    expect(downloads).toEqual([
      { path: '/exportviewcustomerlist', body: { company_id: 2, filters: { city: 'Denver' }, format: 'csv' }, authorization: expect.stringMatching(/^Bearer /) },
    ]);
  });
});
