import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingListRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { BillingPage } from './components/billing-page';

const row: BillingListRow = {
  id: 41,
  intake_id: 3,
  policy_number: 'SUM-P-2026-000007',
  insured: 'Dana Reyes',
  overdue: 166.66,
  days_overdue: 23,
  oldest_due: '2026-11-01',
  delinquency_date: '2026-11-11',
  notice_date: '2026-11-12',
  cancel_on: '2026-11-22',
  next_due_amount: 83.33,
  balance: 916.63,
  life_status: 'In force',
  cancelled_on: null,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '2');
});

describe('Billing screen', () => {
  it('lists overdue policies most overdue first, sorts and filters on the server, and takes a payment of what is overdue from the row', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewbillinglist': { body: { records: [row], total: 1 } },
      '/policyquotationpayment': { status: 201, body: { message: 'Payment accepted', id: 41, balance: 833.3 } },
    });
    renderRoutes({ '/user_admin_billing': <BillingPage /> }, '/user_admin_billing');
    const table = await screen.findByRole('table', { name: 'Billing' });
    // The table shows its loading row first.
    expect(await within(table).findByText('SUM-P-2026-000007')).toBeInTheDocument();
    const cells = within(table).getAllByRole('row')[1]!;
    expect(cells).toHaveTextContent('$166.66');
    expect(cells).toHaveTextContent('23');
    expect(cells).toHaveTextContent('11-12-2026');
    expect(cells).toHaveTextContent('11-22-2026');
    expect(calls.find((call) => call.path === '/viewbillinglist')?.body).toMatchObject({ page: 1, sort: 'days_overdue', direction: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Sort by Overdue' }));
    expect(calls.at(-1)?.body).toMatchObject({ page: 1, sort: 'overdue', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Filter by Insured' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter Insured' }), 'Reyes');
    expect(calls.at(-1)?.body).toMatchObject({ filters: { insured: 'Reyes' }, sort: 'overdue' });

    expect(cells).toHaveTextContent('In force');

    await user.click(screen.getByRole('button', { name: 'Take Payment SUM-P-2026-000007' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payment Type/ }), 'ZELLE Payment');
    expect(within(dialog).getByRole('textbox', { name: /Paid Amount/ })).toHaveValue('166.66');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference Number/ }), 'Z-1');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('SUM-P-2026-000007: Payment accepted')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/policyquotationpayment')?.body).toMatchObject({ id: 41, paidamount: 166.66, policyPaymentType: 'ZELLE Payment' });
  });

  it('shows a cancelled policy that still owes earned premium with its status and cancellation date', async () => {
    mockFetch({
      '/viewbillinglist': {
        body: { records: [{ ...row, policy_number: 'SUM-P-2026-000017', life_status: 'Cancelled', cancelled_on: '2026-12-07', notice_date: null, cancel_on: null, next_due_amount: null }], total: 1 },
      },
    });
    renderRoutes({ '/user_admin_billing': <BillingPage /> }, '/user_admin_billing');
    const table = await screen.findByRole('table', { name: 'Billing' });
    expect(await within(table).findByText('SUM-P-2026-000017')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]!).toHaveTextContent('Cancelled 12-07-2026');
    expect(within(table).getByRole('columnheader', { name: /Policy Status/ })).toBeInTheDocument();
  });

  it('refuses a year typed in two digits and a day that does not exist at the field, asking nothing and showing no other day\'s list', async () => {
    const { calls } = mockFetch({ '/viewbillinglist': { body: { records: [row], total: 1 } } });
    renderRoutes({ '/user_admin_billing': <BillingPage /> }, '/user_admin_billing');
    const table = await screen.findByRole('table', { name: 'Billing' });
    expect(await within(table).findByText('SUM-P-2026-000007')).toBeInTheDocument();
    const asked = () => calls.filter((call) => call.path === '/viewbillinglist').map((call) => (call.body as { asof?: string }).asof);
    const input = screen.getByLabelText('Overdue as of');

    fireEvent.change(input, { target: { value: '0027-11-27' } });
    expect(input).toHaveAccessibleDescription('Overdue as of has the year 0027: type the year in four digits');
    expect(within(table).queryByText('SUM-P-2026-000007')).toBeNull();
    expect(asked()).not.toContain('0027-11-27');

    // 02/30/2027: the browser gives '' and flags the input.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveAccessibleDescription('Overdue as of is not a valid date');
    expect(within(table).queryByText('SUM-P-2026-000007')).toBeNull();
    const before = asked().length;

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false, valid: true } });
    fireEvent.change(input, { target: { value: '2027-02-28' } });
    expect(await within(table).findByText('SUM-P-2026-000007')).toBeInTheDocument();
    expect(input).not.toHaveAccessibleDescription();
    expect(asked().slice(before)).toEqual(['2027-02-28']);
  });
});
