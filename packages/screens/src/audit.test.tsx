import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders, type RecordedCall } from '@kyubos/devtools/testing';
import { AuditScreen, RecordActivityTabs } from './audit';

const row = (id: number, extra: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-26T01:02:03.000Z',
  client_id: 2,
  user_id: 7,
  user_name: 'Dana Brooks',
  audience: 'admin',
  login_type: 2,
  call: '/updateclientuser',
  request_id: `r-${id}`,
  action: 'update',
  entity: 'users',
  entity_id: '41',
  changes: { lastname: { before: 'Summers', after: 'Winters' } },
  ...extra,
});

const lastBody = (calls: RecordedCall[]) => calls.at(-1)?.body;

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('the Activity tab of a record view', () => {
  it('shows the record alone when the user does not read the audit trail, and asks nothing', () => {
    const { calls } = mockFetch({});
    renderWithProviders(
      <RecordActivityTabs entity="users" entityId={41} enabled={false}>
        <p>The user form</p>
      </RecordActivityTabs>,
    );
    expect(screen.getByText('The user form')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("opens on Details; Activity asks the server for this record's rows and shows each change before → after", async () => {
    const { calls } = mockFetch({
      '/viewaudit': { body: { rows: [row(2), row(1, { action: 'insert', call: '/createclientuser', changes: { username: { before: null, after: 'riley' } } })], total: 2 } },
    });
    renderWithProviders(
      <RecordActivityTabs entity="users" entityId={41} enabled>
        <p>The user form</p>
      </RecordActivityTabs>,
    );
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('The user form')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Winters', { exact: false })).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ entity: 'users', entity_id: '41', page: 1, pageSize: 10 });
    expect(screen.queryByText('The user form')).toBeNull();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('lastname: Summers → Winters');
    expect(rows[1]).toHaveTextContent('Dana Brooks (#7)');
    expect(rows[2]).toHaveTextContent('username: riley');
  });

  it('shows changed values that are ISO dates MM-DD-YYYY, other text as stored', async () => {
    mockFetch({
      '/viewaudit': { body: { rows: [row(5, { entity: 'policy_quotations', changes: { not_renewing_on: { before: '2026-11-27', after: null }, not_renewing_reason: { before: 'Adverse loss history', after: null } } })], total: 1 } },
    });
    renderWithProviders(
      <RecordActivityTabs entity="policy_quotations" entityId={70} enabled>
        <p>The policy</p>
      </RecordActivityTabs>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('11-27-2026 → —', { exact: false })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('not_renewing_on: 11-27-2026 → —');
    expect(rows[1]).toHaveTextContent('not_renewing_reason: Adverse loss history → —');
  });
});

describe('the Audit screen', () => {
  it('asks for the newest page, then again from page 1 with each filter typed', async () => {
    const { calls } = mockFetch({ '/viewaudit': { body: { rows: [row(3)], total: 1 } } });
    renderWithProviders(<AuditScreen />);
    expect(screen.getByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    expect(await screen.findByText('Summers → Winters', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('lastname: Summers → Winters');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25 });

    await userEvent.type(screen.getByLabelText('Entity'), 'users');
    await userEvent.type(screen.getByLabelText('Record id'), '41');
    await userEvent.type(screen.getByLabelText('User id'), '7');
    await userEvent.type(screen.getByLabelText('Call'), '/updateclientuser');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, entity: 'users', entity_id: '41', user_id: 7, call: '/updateclientuser' });
  });

  it("tells a carrier user from a back-office user of the same id: named as one, and the User kind filter asks for either", async () => {
    const { calls } = mockFetch({
      '/viewaudit': { body: { rows: [row(4, { user_id: 3, user_name: 'Monica Reed', audience: 'carrier', action: 'sign-out', call: '/carrierlogout', changes: {} }), row(3, { user_id: 3, user_name: 'Sam Carter' })], total: 2 } },
    });
    renderWithProviders(<AuditScreen />);
    expect(await screen.findByText('Monica Reed (carrier user #3)')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Sam Carter (#3)');
    await userEvent.type(screen.getByLabelText('User id'), '3');
    await userEvent.selectOptions(screen.getByLabelText('User kind'), 'Carrier users');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, user_id: 3, audience: 'carrier' });
    await userEvent.selectOptions(screen.getByLabelText('User kind'), 'Back-office users');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, user_id: 3, audience: 'admin' });
    await userEvent.selectOptions(screen.getByLabelText('User kind'), 'All users');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, user_id: 3 });
  });

  it('says at User id when it is not a number, asks nothing and shows no rows, until it is digits again', async () => {
    const { calls } = mockFetch({ '/viewaudit': { body: { rows: [row(3)], total: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<AuditScreen />);
    await screen.findByText('Summers → Winters', { exact: false });
    const asked = calls.length;
    const userId = screen.getByLabelText('User id');

    await user.type(userId, 'abc');
    expect(userId).toHaveValue('abc');
    expect(userId).toHaveAttribute('aria-invalid', 'true');
    expect(userId).toHaveAccessibleDescription('User id must be a number, e.g. 7');
    expect(await screen.findByText("Type the user id in digits to see that user's rows.")).toBeInTheDocument();
    expect(screen.queryByText('Summers → Winters', { exact: false })).not.toBeInTheDocument();
    expect(calls).toHaveLength(asked);

    await user.clear(userId);
    await user.type(userId, '12');
    expect(userId).not.toHaveAttribute('aria-invalid');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, user_id: 12 });
    expect(await screen.findByText('Summers → Winters', { exact: false })).toBeInTheDocument();
  });

  it('says so on From when From is after To, and asks nothing until the dates are in order', async () => {
    const { calls } = mockFetch({ '/viewaudit': { body: { rows: [row(3)], total: 1 } } });
    const user = userEvent.setup();
    renderWithProviders(<AuditScreen />);
    await screen.findByText('Summers → Winters', { exact: false });
    const from = screen.getByLabelText('From');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, to: '2026-11-20' });
    const asked = calls.length;

    await user.type(from, '2026-11-27');
    expect(screen.getByText('From must be on or before To')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('UTC day From must be on or before To');
    expect(await screen.findByText('Choose a From date on or before the To date to see the trail.')).toBeInTheDocument();
    expect(screen.queryByText('Summers → Winters', { exact: false })).not.toBeInTheDocument();
    expect(calls).toHaveLength(asked);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    expect(screen.queryByText('From must be on or before To')).not.toBeInTheDocument();
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, from: '2026-11-27', to: '2026-11-30' });
    expect(calls.slice(asked).every((call) => {
      const body = call.body as { from?: string; to?: string };
      return !body.from || !body.to || body.from <= body.to;
    })).toBe(true);
    expect(await screen.findByText('Summers → Winters', { exact: false })).toBeInTheDocument();
  });

  it('says a From day that does not exist or a two-digit year at the field, and shows no unfiltered trail as if filtered', async () => {
    const { calls } = mockFetch({ '/viewaudit': { body: { rows: [row(3)], total: 1 } } });
    renderWithProviders(<AuditScreen />);
    await screen.findByText('Summers → Winters', { exact: false });
    const from = screen.getByLabelText('From');
    const asked = calls.length;

    // 02/30/2026 typed into the blank field: its value stays '', so only the input events tell.
    Object.defineProperty(from, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.input(from, { target: { value: '' } });
    expect(from).toHaveAccessibleDescription('UTC day From is not a valid date');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Type the From and To days in full to see the trail.')).toBeInTheDocument();
    expect(screen.queryByText('Summers → Winters', { exact: false })).not.toBeInTheDocument();

    Object.defineProperty(from, 'validity', { configurable: true, value: { badInput: false, valid: true } });
    fireEvent.change(from, { target: { value: '0026-11-27' } });
    expect(from).toHaveAccessibleDescription('UTC day From has the year 0026: type the year in four digits');
    expect(screen.queryByText('Summers → Winters', { exact: false })).not.toBeInTheDocument();
    expect(calls).toHaveLength(asked);

    fireEvent.change(from, { target: { value: '2026-11-27' } });
    expect(await screen.findByText('Summers → Winters', { exact: false })).toBeInTheDocument();
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 25, from: '2026-11-27' });
  });
});
