import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyQuotationListRow } from '@kyubos/contracts';
import { mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { RecordSearch, searchResultLabel } from './record-search';

const row = (values: Partial<PolicyQuotationListRow>): PolicyQuotationListRow => ({
  id: 7,
  intake_id: 3,
  intake_Name: 'GENERAL LIABILITY',
  intake_subName: 'Contractors',
  createdAt: '2026-11-20T10:00:00.000Z',
  unique_id: 'SUM-Q-2026-000017',
  customer_id: 4,
  firstname: 'Olivia',
  lastname: 'Bennett',
  address: null,
  city: null,
  state: null,
  zipcode: null,
  phonenumber: '3035550100',
  email: 'olivia.bennett@example.com',
  policyeffectivedate: '2026-12-01',
  policyscheduledate: '2027-12-01',
  state_name: 'Colorado',
  policyamount: 3500,
  status: 'Policy',
  quotation: 1,
  policyapproved: 1,
  becomepolicy: 1,
  policy_number: 'SUM-P-2026-000004',
  submga_id: null,
  submga_code: null,
  submga_name: null,
  ...values,
});

describe('RecordSearch', () => {
  it('names a policy by its policy number with its quotation number beside it', () => {
    expect(searchResultLabel(row({}))).toBe('SUM-P-2026-000004 (SUM-Q-2026-000017) · Olivia Bennett · Policy');
    expect(searchResultLabel(row({ status: 'Quotation', quotation: 0, policyapproved: 0, becomepolicy: 0, policy_number: null }))).toBe(
      'SUM-Q-2026-000017 · Olivia Bennett · Intake form',
    );
  });

  it("says a policy's status today beside its stage; a quotation has none", () => {
    expect(searchResultLabel(row({ life_status: 'Not renewing' }))).toBe('SUM-P-2026-000004 (SUM-Q-2026-000017) · Olivia Bennett · Policy · Not renewing');
    expect(searchResultLabel(row({ status: 'Quotation', policyapproved: 0, becomepolicy: 0, policy_number: null, life_status: null }))).toBe(
      'SUM-Q-2026-000017 · Olivia Bennett · Quotation',
    );
  });

  it('asks /searchrecords once typing pauses and opens the chosen record on its stage screen', async () => {
    const { calls } = mockFetch({
      '/searchrecords': (body) => ({
        body: (body as { q: string }).q === 'bennett' ? { records: [row({ life_status: 'Renewed' })], total: 1 } : { records: [], total: 0 },
      }),
    });
    renderRoutes({ '/user_admin_home': <RecordSearch /> }, '/user_admin_home');
    const box = screen.getByRole('combobox', { name: 'Search records' });
    await userEvent.type(box, 'b');
    await userEvent.type(box, 'ennett');
    const option = await screen.findByRole('option', { name: 'SUM-P-2026-000004 (SUM-Q-2026-000017) · Olivia Bennett · Policy · Renewed' });
    expect(calls.filter((call) => call.path === '/searchrecords').map((call) => call.body)).toEqual([{ q: 'bennett', pageSize: 10 }]);
    await userEvent.click(option);
    expect(screen.getByTestId('where')).toHaveTextContent('/user_admin_view_policies/7/3');
  });

  it('says No records when nothing matches', async () => {
    mockFetch({ '/searchrecords': { body: { records: [], total: 0 } } });
    renderRoutes({ '/user_admin_home': <RecordSearch /> }, '/user_admin_home');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search records' }), 'zz-none');
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('names the highlighted option as the active descendant while the arrows move it, and Enter opens that one', async () => {
    mockFetch({
      '/searchrecords': {
        body: {
          records: [row({}), row({ id: 8, unique_id: 'SUM-Q-2026-000018', status: 'Quotation', policyapproved: 0, becomepolicy: 0, policy_number: null })],
          total: 2,
        },
      },
    });
    renderRoutes({ '/user_admin_home': <RecordSearch /> }, '/user_admin_home');
    const box = screen.getByRole('combobox', { name: 'Search records' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(box, 'bennett');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(new Set(options.map((option) => option.id)).size).toBe(2);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    // Closed: no option is named any more.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/user_admin_view_policy_quotation/8/3');
  });

  it("Enter right after typing opens the typed text's first record once its answer comes, never the previous search's", async () => {
    const okafor = row({ id: 31078, intake_id: 4, unique_id: 'SUM-Q-2026-031072', firstname: 'Lena', lastname: 'Okafor', status: 'Quotation', quotation: 0, policyapproved: 0, becomepolicy: 0, policy_number: null });
    const farah = row({ id: 92, intake_id: 4, unique_id: 'SUM-Q-2026-000086', firstname: 'Farah', lastname: 'Haddad', status: 'Quotation', quotation: 0, policyapproved: 0, becomepolicy: 0, policy_number: null });
    const { fetchMock } = mockFetch({
      '/searchrecords': (body) => ({ body: (body as { q: string }).q === 'okafor' ? { records: [okafor], total: 1 } : { records: [farah], total: 1 } }),
    });
    const asked: unknown[] = [];
    // The second query's answer is held until the test lets it through.
    const answerNow = fetchMock.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const body: unknown = JSON.parse(await request.clone().text());
      asked.push(body);
      if ((body as { q: string }).q !== 'okafor') await held;
      return answerNow(request);
    });
    renderRoutes({ '/user_admin_home': <RecordSearch /> }, '/user_admin_home');
    const box = screen.getByRole('combobox', { name: 'Search records' });
    await userEvent.type(box, 'okafor');
    expect(await screen.findByRole('option', { name: /Lena Okafor/ })).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'QA11C-000005{Enter}');
    // Asked at once, without waiting for the typing pause; the old results are gone.
    await waitFor(() => expect(asked).toEqual([{ q: 'okafor', pageSize: 10 }, { q: 'QA11C-000005', pageSize: 10 }]));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Lena Okafor/ })).not.toBeInTheDocument();
    expect(screen.getByText('Searching…')).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/edit_intakeform_user_admin_policy/92/4'));
  });

  it('Enter on a typed text that finds nothing opens nothing and says No records', async () => {
    mockFetch({ '/searchrecords': { body: { records: [], total: 0 } } });
    renderRoutes({ '/user_admin_home': <RecordSearch /> }, '/user_admin_home');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search records' }), 'zz-none{Enter}');
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
