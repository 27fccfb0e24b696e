import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerViewResponse, PolicyQuotationListRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { CustomerViewPage } from './components/customer-view-page';

const CUSTOMER: CustomerViewResponse['customer'] = {
  customer_id: 4,
  firstname: 'Olivia',
  lastname: 'Bennett',
  address: '12 Main St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: 'olivia@example.com',
};

const record = (id: number, stage: { quotation: 0 | 1; policyapproved: 0 | 1; becomepolicy: 0 | 1 }, extra: Partial<PolicyQuotationListRow>): PolicyQuotationListRow => ({
  ...CUSTOMER,
  id,
  intake_id: 3,
  intake_Name: 'Commercial Auto',
  intake_subName: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  unique_id: `SUM-Q-2026-00000${id}`,
  policyeffectivedate: '2026-06-15',
  policyscheduledate: '2027-06-15',
  state_name: 'Colorado',
  policyamount: 1250,
  status: 'Quotation',
  policy_number: null,
  submga_id: null,
  submga_code: null,
  submga_name: null,
  life_status: null,
  billing_status: null,
  ...stage,
  ...extra,
});

const POLICY = record(
  7,
  { quotation: 1, policyapproved: 1, becomepolicy: 1 },
  { status: 'Policy', policy_number: 'SUM-P-2026-000007', life_status: 'In force', policyamount: 1250, policyeffectivedate: '2026-06-15' },
);
const BINDER = record(8, { quotation: 1, policyapproved: 1, becomepolicy: 0 }, { status: 'Binder', intake_Name: 'General Liability', policyamount: 980.5, policyeffectivedate: '2026-09-01' });
const INTAKE_FORM = record(9, { quotation: 0, policyapproved: 0, becomepolicy: 0 }, { status: 'Quotation', policyamount: 0 });

const ROUTE = '/user_admin_view_customer/:id';
const renderAt = (path: string) => renderRoutes({ [ROUTE]: <CustomerViewPage /> }, path);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});
afterEach(() => jest.restoreAllMocks());

describe('CustomerViewPage', () => {
  it("asks for the route's customer and shows its details and its records as the product formats them", async () => {
    const { calls } = mockFetch({ '/viewcustomer': { body: { customer: CUSTOMER, records: [POLICY, BINDER] } } });
    renderAt('/user_admin_view_customer/4');
    expect(await screen.findByRole('heading', { name: 'Olivia Bennett' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/viewcustomer').map((call) => call.body)).toEqual([{ company_id: 2, customer_id: 4 }]);

    const detail = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(detail('Last Name')).toHaveTextContent('Bennett');
    expect(detail('Phone')).toHaveTextContent('(303) 555-0100');
    expect(detail('Email')).toHaveTextContent('olivia@example.com');
    expect(detail('Address')).toHaveTextContent('12 Main St');
    expect(detail('Zip Code')).toHaveTextContent('80202');

    const table = screen.getByRole('table', { name: 'Records of Olivia Bennett' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(1, 7).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['SUM-P-2026-000007', 'Policy', 'In force', 'Commercial Auto', '06-15-2026', '$1,250.00'],
      ['SUM-Q-2026-000008', 'Binder', '', 'General Liability', '09-01-2026', '$980.50'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/user_admin_customers');
  });

  it('opens a record on its stage screen with Enter on the focused row, a double click, or its action button', async () => {
    const user = userEvent.setup();
    mockFetch({ '/viewcustomer': { body: { customer: CUSTOMER, records: [POLICY, BINDER, INTAKE_FORM] } } });
    const { unmount } = renderAt('/user_admin_view_customer/4');
    const policyRow = (await screen.findByRole('cell', { name: 'SUM-P-2026-000007' })).closest('tr')!;
    policyRow.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_policies/7/3');
    unmount();

    const second = renderAt('/user_admin_view_customer/4');
    await user.dblClick(await screen.findByRole('cell', { name: 'General Liability' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_binder_policies/8/3');
    second.unmount();

    renderAt('/user_admin_view_customer/4');
    // An intake form not yet sent opens in its edit form, as on the record lists.
    await user.click(await screen.findByRole('button', { name: 'Open SUM-Q-2026-000009' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/edit_intakeform_user_admin_policy/9/3');
  });

  it('says No records for a customer without any', async () => {
    mockFetch({ '/viewcustomer': { body: { customer: CUSTOMER, records: [] } } });
    renderAt('/user_admin_view_customer/4');
    const table = await screen.findByRole('table', { name: 'Records of Olivia Bennett' });
    expect(within(table).getByText('No records')).toBeInTheDocument();
  });

  it("answers a customer that is not the caller's as not found, a malformed id without asking, and a failure with Retry", async () => {
    mockFetch({ '/viewcustomer': { status: 404, body: { message: 'No such customer' } } });
    const first = renderAt('/user_admin_view_customer/99');
    expect(await screen.findByRole('heading', { name: 'Oops, page not available!' })).toBeInTheDocument();
    first.unmount();

    const malformed = mockFetch({ '/viewcustomer': { body: { customer: CUSTOMER, records: [] } } });
    const second = renderAt('/user_admin_view_customer/abc');
    expect(await screen.findByRole('heading', { name: 'Oops, page not available!' })).toBeInTheDocument();
    expect(malformed.calls.filter((call) => call.path === '/viewcustomer')).toEqual([]);
    second.unmount();

    let failing = true;
    mockFetch({ '/viewcustomer': () => (failing ? { status: 500, body: { message: 'Database unavailable' } } : { body: { customer: CUSTOMER, records: [POLICY] } }) });
    renderAt('/user_admin_view_customer/4');
    expect(await screen.findByText('The customer could not be loaded')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('cell', { name: 'SUM-P-2026-000007' })).toBeInTheDocument();
  });
});
