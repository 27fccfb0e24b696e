import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderRoutes, renderWithProviders } from '@kyubos/devtools/testing';
import { CustomerViewPage } from './components/customer-view-page';
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

/** The server's answer: the customers whose city holds the City filter, as /viewcustomerlist filters. */
const answerFor = (body: unknown) => {
  const city = ((body as { filters?: { city?: string } }).filters?.city ?? '').toLowerCase();
  const customers = CUSTOMERS.filter((row) => row.city!.toLowerCase().includes(city));
  return { body: { customers, total: customers.length } };
};

describe('CustomersPage', () => {
  it("asks the server for a page of the client's customers and shows its total", async () => {
    const { calls } = mockFetch({ '/viewcustomerlist': { body: { customers: CUSTOMERS, total: 25024 } } });
    renderWithProviders(<CustomersPage />, { path: '/user_admin_customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = (await within(table).findByRole('cell', { name: 'Bennett' })).closest('tr')!;
    expect(row).toHaveTextContent('Olivia');
    expect(row).toHaveTextContent('Denver');
    expect(within(table).getByRole('cell', { name: 'Henriksen' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewcustomerlist')?.body).toEqual({ company_id: 2, filters: {}, page: 1, pageSize: 15 });
    expect(await screen.findByText(/of 25024/)).toBeInTheDocument();
  });

  it('shows each phone as the product shows phones, whether stored with its country code, without it, or as written', async () => {
    const phones = { 4: '13035550142', 5: '3035550151', 6: '+44 20 7946 0958', 7: null };
    const customers = [...CUSTOMERS, customer(6, 'Amara', 'Okafor', 'London'), customer(7, 'Noor', 'Haddad', 'Aurora')].map((row) => ({ ...row, phonenumber: phones[row.customer_id as keyof typeof phones] }));
    mockFetch({ '/viewcustomerlist': { body: { customers, total: 4 } } });
    renderWithProviders(<CustomersPage />, { path: '/user_admin_customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('cell', { name: 'Bennett' });
    const phoneColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent?.includes('Phone'));
    const phoneOf = (lastname: string) => within(within(table).getByRole('cell', { name: lastname }).closest('tr')!).getAllByRole('cell')[phoneColumn]!.textContent;
    expect(phoneOf('Bennett')).toBe('(303) 555-0142');
    expect(phoneOf('Henriksen')).toBe('(303) 555-0151');
    expect(phoneOf('Okafor')).toBe('+44 20 7946 0958');
    expect(phoneOf('Haddad')).toBe('');
  });

  it("opens a customer's view with Enter on the focused row, a double click, or its action button", async () => {
    const user = userEvent.setup();
    mockFetch({ '/viewcustomerlist': { body: { customers: CUSTOMERS, total: 2 } } });
    const list = () => renderRoutes({ '/user_admin_customers': <CustomersPage /> }, '/user_admin_customers');
    const first = list();
    const row = (await screen.findByRole('cell', { name: 'Bennett' })).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_customer/4');
    first.unmount();

    const second = list();
    await user.dblClick(await screen.findByRole('cell', { name: 'Boulder' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_customer/5');
    second.unmount();

    list();
    await user.click(await screen.findByRole('button', { name: 'Open Olivia Bennett' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_customer/4');
  });

  it("Back to Customers from a customer's view returns to the page and order the list was left at", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewcustomerlist': { body: { customers: CUSTOMERS, total: 30 } },
      '/viewcustomer': { body: { customer: CUSTOMERS[0], records: [] } },
    });
    renderRoutes({ '/user_admin_customers': <CustomersPage />, '/user_admin_view_customer/:id': <CustomerViewPage /> }, '/user_admin_customers?page=2&sort=city&direction=desc');
    await user.click(await screen.findByRole('button', { name: 'Open Olivia Bennett' }));
    const back = await screen.findByRole('link', { name: 'Back to Customers' });
    expect(back).toHaveAttribute('href', '/user_admin_customers?page=2&sort=city&direction=desc');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/user_admin_customers?page=2&sort=city&direction=desc');

    await user.click(back);
    await screen.findByRole('button', { name: 'Open Olivia Bennett' });
    // The list shows that page again (its answer kept, or asked anew): never page 1 in its default order.
    const asked = calls.filter((call) => call.path === '/viewcustomerlist').map((call) => call.body);
    expect(asked.length).toBeGreaterThan(0);
    for (const body of asked) expect(body).toMatchObject({ page: 2, sort: 'city', direction: 'desc' });
  });

  it('sends the header filters and the sort to the server, and exports what they keep as CSV, with the token', async () => {
    const saved = captureSavedFiles();
    const { calls } = mockFetch({ '/viewcustomerlist': answerFor });
    const downloads = mockExportCalls();
    renderWithProviders(<CustomersPage />, { path: '/user_admin_customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('cell', { name: 'Bennett' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Denver');
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Henriksen' })).not.toBeInTheDocument());
    expect(calls.at(-1)?.body).toMatchObject({ company_id: 2, filters: { city: 'Denver' }, page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by City' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ filters: { city: 'Denver' }, sort: 'city', direction: 'asc', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['customers.csv']));
    expect(downloads).toEqual([
      { path: '/exportviewcustomerlist', body: { company_id: 2, filters: { city: 'Denver' }, sort: 'city', direction: 'asc', format: 'csv' }, authorization: expect.stringMatching(/^Bearer /) },
    ]);
  });
});
