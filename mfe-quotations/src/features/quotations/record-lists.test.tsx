import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyQuotationListRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { BinderListPage, FullRecordListPanel, PolicyListPage, QuotationListPage } from './components/list-pages';

const rowOf = (id: number, status: PolicyQuotationListRow['status'] = 'Quotation'): PolicyQuotationListRow => ({
  id,
  intake_id: 3,
  intake_Name: 'PROPERTY',
  intake_subName: 'Habitational',
  createdAt: '2026-11-02T15:04:00.000Z',
  unique_id: `SUM-Q-2026-${String(id).padStart(6, '0')}`,
  policy_number: null,
  submga_id: null,
  submga_code: null,
  submga_name: null,
  customer_id: 100 + id,
  firstname: 'Dana',
  lastname: `Reyes${id}`,
  address: null,
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: null,
  policyeffectivedate: '2026-01-31',
  policyscheduledate: '2027-01-31',
  state_name: 'Colorado',
  policyamount: 1200,
  status,
  quotation: 1,
  policyapproved: status === 'Quotation' ? 0 : 1,
  becomepolicy: status === 'Policy' ? 1 : 0,
});

/** 40 records; the server answers the page asked for and the whole total. */
const answer = (status: PolicyQuotationListRow['status']) => (body: unknown) => {
  const { page = 1, pageSize = 15 } = body as { page?: number; pageSize?: number };
  const rows = Array.from({ length: 40 }, (_, index) => rowOf(index + 1, status));
  return { body: { Policyquotations: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length } };
};

const renderAt = (path: string) =>
  renderRoutes(
    {
      '/user_admin_policy_quotations': <QuotationListPage />,
      '/user_admin_policy_binder': <BinderListPage />,
      '/user_admin_home': <FullRecordListPanel />,
      '/user_admin_policies': <PolicyListPage />,
    },
    path,
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});

describe('the record lists', () => {
  it('ask the server for one page, show its total, sort by a list column and send typed filters on Filter', async () => {
    const { calls } = mockFetch({ '/viewpolicyquotationlist': answer('Quotation') });
    const user = userEvent.setup();
    renderAt('/user_admin_policy_quotations');
    expect(screen.getByRole('heading', { name: 'Policies Quotations' })).toBeInTheDocument();
    expect(await screen.findByText('Showing rows 1 to 15 of 40')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ company_id: 2, filters: {}, page: 1, pageSize: 15 });

    await user.click(screen.getByRole('button', { name: 'Sort by Last Name' }));
    expect(calls.at(-1)?.body).toMatchObject({ page: 1, sort: 'lastname', direction: 'asc' });

    await user.click(screen.getByRole('button', { name: 'Filter by Number' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Number' }), 'SUM-Q');
    expect(calls.at(-1)?.body).not.toHaveProperty('filters.unique_id');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(calls.at(-1)?.body).toMatchObject({ page: 1, filters: { unique_id: 'SUM-Q' }, sort: 'lastname' });
  });

  it('show binders as cards, paged by the server too', async () => {
    localStorage.setItem('viewType', 'grid');
    mockFetch({ '/viewpolicybinderlist': answer('Binder') });
    renderAt('/user_admin_policy_binder');
    const cards = await screen.findByRole('list', { name: 'Binders' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(15);
    // The insured's phone as the record views show it, not its stored digits.
    expect(within(within(cards).getAllByRole('listitem')[0]!).getByText('(303) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Showing rows 1 to 15 of 40')).toBeInTheDocument();
    // A real link: it opens in a new tab as well.
    const edit = within(cards).getByRole('link', { name: 'Edit SUM-Q-2026-000002' });
    expect(edit).toHaveAttribute('href', '/user_admin_view_binder_policies/2/3');
    expect(within(cards).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await userEvent.click(edit);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_binder_policies/2/3');
  });

  it('keep the customer of the row selected in the full list for the next quotation, and clear it with a click on the blank row', async () => {
    mockFetch({ '/policyquotationlist': answer('Quotation') });
    const user = userEvent.setup();
    renderAt('/user_admin_home');
    const table = await screen.findByRole('table', { name: 'Policies, quotations and binders' });
    await user.click(await within(table).findByRole('cell', { name: 'Reyes3' }));
    expect(JSON.parse(localStorage.getItem('selectedDataArray') ?? 'null')).toMatchObject({ customer_id: 103, lastname: 'Reyes3' });
    // A single click on the blank last row clears it, as a single click on a row selects it (spec 3 §2.1).
    await user.click(within(table).getByRole('row', { name: 'Clear the selected customer' }));
    expect(localStorage.getItem('selectedDataArray')).toBeNull();
    expect(within(table).getByRole('cell', { name: 'Reyes3' }).closest('tr')).toHaveAttribute('aria-selected', 'false');
  });

  it('clear the selected customer with a double click on the blank row too', async () => {
    mockFetch({ '/policyquotationlist': answer('Quotation') });
    const user = userEvent.setup();
    renderAt('/user_admin_home');
    const table = await screen.findByRole('table', { name: 'Policies, quotations and binders' });
    await user.click(await within(table).findByRole('cell', { name: 'Reyes4' }));
    expect(JSON.parse(localStorage.getItem('selectedDataArray') ?? 'null')).toMatchObject({ customer_id: 104 });
    await user.dblClick(within(table).getByRole('row', { name: 'Clear the selected customer' }));
    expect(localStorage.getItem('selectedDataArray')).toBeNull();
  });

  it("show a policy's policy number and each record's agent, filter and sort by agent, and open a record on a double click on its data", async () => {
    const rows = [
      { ...rowOf(1, 'Policy'), policy_number: 'SUM-P-2026-000017', submga_id: 4, submga_code: 'SSA-001', submga_name: 'Summit Select Agency' },
      rowOf(2, 'Quotation'),
    ];
    const { calls } = mockFetch({ '/policyquotationlist': { body: { Policyquotations: rows, total: 2 } } });
    const user = userEvent.setup();
    renderAt('/user_admin_home');
    const table = await screen.findByRole('table', { name: 'Policies, quotations and binders' });
    const policyRow = (await within(table).findByRole('cell', { name: 'SUM-P-2026-000017' })).closest('tr')!;
    expect(within(policyRow).queryByText('SUM-Q-2026-000001')).not.toBeInTheDocument();
    expect(within(policyRow).getByRole('cell', { name: 'Summit Select Agency' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Agent/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Agent' }));
    expect(calls.at(-1)?.body).toMatchObject({ sort: 'submga_name', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Filter by Agent' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Agent' }), 'Summit');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(calls.at(-1)?.body).toMatchObject({ filters: { submga_name: 'Summit' } });

    await user.dblClick(within(table).getByRole('cell', { name: 'Reyes2' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_view_policy_quotation/2/3');
  });

  it("show each policy's status (from its transactions and today) and filter and sort by it on the server; quotations have none", async () => {
    const rows = [{ ...rowOf(1, 'Policy'), life_status: 'Cancelled' }, { ...rowOf(2, 'Policy'), life_status: 'In force' }];
    const { calls } = mockFetch({ '/viewpolicylist': { body: { Policyquotations: rows, total: 2 } } });
    const user = userEvent.setup();
    renderAt('/user_admin_policies');
    const table = await screen.findByRole('table', { name: 'Policies' });
    const first = (await within(table).findByRole('cell', { name: 'Reyes1' })).closest('tr')!;
    expect(within(first).getByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();
    expect(within(within(table).getByRole('cell', { name: 'Reyes2' }).closest('tr')!).getByRole('cell', { name: 'In force' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Policy Status' }));
    expect(calls.at(-1)?.body).toMatchObject({ sort: 'life_status', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Filter by Policy Status' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Policy Status' }), 'Cancelled');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(calls.at(-1)?.body).toMatchObject({ filters: { life_status: 'Cancelled' } });
  });

  it('show Delinquent in the Billing Status column and filter and sort the policies by it on the server', async () => {
    const rows = [
      { ...rowOf(1, 'Policy'), life_status: 'In force', billing_status: 'Delinquent' as const },
      { ...rowOf(2, 'Policy'), life_status: 'In force', billing_status: null },
    ];
    const { calls } = mockFetch({ '/viewpolicylist': { body: { Policyquotations: rows, total: 2 } } });
    const user = userEvent.setup();
    renderAt('/user_admin_policies');
    const table = await screen.findByRole('table', { name: 'Policies' });
    const late = (await within(table).findByRole('cell', { name: 'Reyes1' })).closest('tr')!;
    expect(within(late).getByRole('cell', { name: 'Delinquent' })).toBeInTheDocument();
    expect(within(within(table).getByRole('cell', { name: 'Reyes2' }).closest('tr')!).queryByText('Delinquent')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort by Billing Status' }));
    expect(calls.at(-1)?.body).toMatchObject({ sort: 'billing_status', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Filter by Billing Status' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Billing Status' }), 'Delinquent');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(calls.at(-1)?.body).toMatchObject({ filters: { billing_status: 'Delinquent' } });
  });

  it.each([
    ['/user_admin_home', '/policyquotationlist', 'Quotation'],
    ['/user_admin_policies', '/viewpolicylist', 'Policy'],
    ['/user_admin_policy_quotations', '/viewpolicyquotationlist', 'Quotation'],
  ] as const)('at %s, send the header filters on Enter in a filter box, the same request as the Filter button', async (path, listCall, status) => {
    /** Opens the Last Name filter by its button, types, then sends by `send`; gives the request the list made. */
    async function filterByLastName(send: 'Enter' | 'Filter button') {
      const { calls } = mockFetch({ [listCall]: answer(status) });
      const user = userEvent.setup();
      const { unmount } = renderAt(path);
      await screen.findByText(/Showing rows 1 to \d+ of 40/);
      await user.click(screen.getByRole('button', { name: 'Filter by Last Name' }));
      const box = screen.getByRole('searchbox', { name: 'Filter Last Name' });
      expect(box).toHaveFocus();
      await user.type(box, 'Reyes1');
      const asked = calls.length;
      if (send === 'Enter') await user.keyboard('{Enter}');
      else await user.click(screen.getByRole('button', { name: 'Filter' }));
      expect(calls).toHaveLength(asked + 1);
      const request = calls.at(-1);
      unmount();
      return request;
    }

    const byEnter = await filterByLastName('Enter');
    const byButton = await filterByLastName('Filter button');
    expect(byEnter?.body).toMatchObject({ page: 1, filters: { lastname: 'Reyes1' } });
    expect(byEnter?.body).toEqual(byButton?.body);
    expect(byEnter?.path).toEqual(byButton?.path);
  });

  it('show no Policy Status column on the quotations list', async () => {
    mockFetch({ '/viewpolicyquotationlist': answer('Quotation') });
    renderAt('/user_admin_policy_quotations');
    const table = await screen.findByRole('table', { name: 'Policies Quotations' });
    await within(table).findByRole('cell', { name: 'Reyes1' });
    expect(within(table).queryByRole('columnheader', { name: /Policy Status/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Billing Status/ })).not.toBeInTheDocument();
  });
});
