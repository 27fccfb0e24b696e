import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyQuotation, PolicyTransactionsResponse } from '@kyubos/contracts';
import { dropFocusOnDisable, liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { addDays, todayIso } from '@kyubos/domain';
import { PolicyLifeSection } from './policy-life-section';
import { coverage, LIFE, RECORD } from './policy-life.fixtures';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('Policy transactions on the policy view', () => {
  it('shows the status and transactions; Endorse previews $183 for a $365 coverage added on 07-02-2027 and sends the version seen', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 183, policyamount: 1383, balance: 1383, version: 1 } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    expect(await screen.findByTestId('policy-life-status')).toHaveTextContent('Pending');
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('New business');
    expect(screen.getByRole('button', { name: 'Reinstate' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    const date = within(dialog).getByLabelText(/Endorsement Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    expect(within(dialog).getByLabelText(/Building/)).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText(/Flood/), 'Y');
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$183.00');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Flood cover');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(onDone).toHaveBeenCalledWith('Policy endorsed: premium $183.00');
    expect(calls.find((call) => call.path === '/policyendorse')?.body).toEqual({
      id: 41,
      endorsementeffectivedate: '2027-07-02',
      // Only what changes: the required Building stays as it is.
      policycoverage: [{ coverage_id: 2, coverageinclude: 'Y' }],
      reason: 'Flood cover',
      version: 0,
    });
  });

  it('previews a pro-rata return of $601.64 for a cancellation on 07-02-2027 and shows the server refusal', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policycancel': { status: 409, body: { message: 'This policy is already cancelled.' } },
    });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    const date = within(dialog).getByLabelText(/Cancellation Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$601.64');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sold');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Policy' }));
    expect(await within(dialog).findByText('This policy is already cancelled.')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the policy changed since it was read, and says so; the cancellation sent the version read', async () => {
    const user = userEvent.setup();
    const changed = 'This policy changed meanwhile (it is at version 1, not 0); reload it and try again.';
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policycancel': { status: 409, body: { message: changed } },
    });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    const date = within(dialog).getByLabelText(/Cancellation Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Insured sold the building');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Policy' }));

    expect(await within(dialog).findByText(changed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/policycancel')?.body).toMatchObject({ id: 41, cancellationeffectivedate: '2027-07-02', version: LIFE.version });
    expect(screen.getByRole('dialog', { name: 'Cancel Policy' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Insured sold the building');
  });

  it("previews a short-rate return with the client's factor: $601.64 pro rata times 0.85 is $511.39", async () => {
    const user = userEvent.setup();
    mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/viewquotationsettings': {
        body: { settings: { approver_must_differ: false, effective_days_past: 0, effective_days_ahead: 90, short_rate_factor: 0.85, reinstatement_days: 30, nonpayment_notice_days: 10 } },
      },
    });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    const date = within(dialog).getByLabelText(/Cancellation Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'short_rate');
    expect(await within(dialog).findByText(/short rate factor 0\.85/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$511.39');
  });

  it('previews $693.64 for a cancellation on 07-02-2027 before Flood, endorsed in from 10-01-2027, takes effect: $601.64 and its $92.00 never earned', async () => {
    const user = userEvent.setup();
    const endorsed = {
      ...LIFE,
      version: 1,
      transactions: [
        ...LIFE.transactions,
        { id: 7, type: 'Endorsement', effectivedate: '2027-10-01', premium_delta: 92, reason: 'Flood', method: null, changes: { 'coverage Flood': { before: 'N', after: 'Y' } }, created_by: 'Summit Specialty MGA', createdAt: '2026-11-21T10:00:00.000Z' },
      ],
    } as PolicyTransactionsResponse;
    const record = { ...RECORD, policyamount: 1292, policycoverage: [RECORD.policycoverage[0]!, { ...RECORD.policycoverage[1]!, coverageinclude: 'Y' }] } as PolicyQuotation;
    mockFetch({ '/viewpolicytransactions': { body: endorsed } });
    renderWithProviders(<PolicyLifeSection record={record} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    const date = within(dialog).getByLabelText(/Cancellation Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$693.64');
    // After it takes effect: the $1,565 version for 61 of 365 days.
    await user.clear(date);
    await user.type(date, '2027-11-01');
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$261.55');
  });

  it('shows a changed value that is an ISO date MM-DD-YYYY in the Changes column', async () => {
    const endorsed = {
      ...LIFE,
      transactions: [
        ...LIFE.transactions,
        { id: 8, type: 'Endorsement', effectivedate: '2027-05-27', premium_delta: 0, reason: 'Birth date', method: null, changes: { dob: { before: '1980-02-03', after: '1980-03-02' } }, created_by: 'Summit Specialty MGA', createdAt: '2026-11-21T10:00:00.000Z' },
      ],
    } as PolicyTransactionsResponse;
    mockFetch({ '/viewpolicytransactions': { body: endorsed } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByText('dob: 02-03-1980 → 03-02-1980')).toBeInTheDocument();
    expect(screen.queryByText('1980-02-03', { exact: false })).toBeNull();
  });

  it('offers no transaction buttons to a reader', async () => {
    mockFetch({ '/viewpolicytransactions': { body: LIFE } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite={false} onDone={jest.fn()} />);
    expect(await screen.findByTestId('policy-life-status')).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: 'Endorse' })).not.toBeInTheDocument();
  });
});

describe('the life actions the policy view offers', () => {
  const IN_FORCE: PolicyTransactionsResponse = { ...LIFE, status: 'In force' };
  const NOT_RENEWING: PolicyTransactionsResponse = { ...LIFE, status: 'Not renewing', version: 1, not_renewing_reason: 'Loss history' };

  it('offers Renew on a policy In force: it asks first, naming the policy and its term, and sends the version seen with no reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: IN_FORCE },
      '/policyrenew': { body: { message: 'Renewal quotation created', id: 52, unique_id: 'SUM-Q-2027-000052' } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    const renew = await screen.findByRole('button', { name: 'Renew' });
    expect(renew).not.toHaveAttribute('aria-disabled');
    expect(renew).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toHaveAccessibleDescription('Only a cancelled policy can be reinstated.');
    // Enter on Renew only asks: nothing is made until the dialog's Renew.
    renew.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000007' });
    expect(dialog).toHaveTextContent('Policy SUM-P-2026-000007, term 01-01-2027 to 12-31-2027 (expires 01-01-2028).');
    expect(dialog).toHaveTextContent('Renew makes a quotation for the next term, from 01-01-2028,');
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(calls.some((call) => call.path === '/policyrenew')).toBe(false);
    // Escape puts the question away, and the focus back on Renew.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(renew).toHaveFocus();
    expect(calls.some((call) => call.path === '/policyrenew')).toBe(false);

    await user.click(renew);
    await user.click(within(screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000007' })).getByRole('button', { name: 'Renew' }));
    expect(onDone).toHaveBeenCalledWith('Renewal quotation created: SUM-Q-2027-000052');
    expect(calls.filter((call) => call.path === '/policyrenew').map((call) => call.body)).toEqual([{ id: 41, version: 0 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the Renew dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    mockFetch({
      '/viewpolicytransactions': { body: IN_FORCE },
      '/policyrenew': { status: 409, body: { message: 'A renewal quotation SUM-Q-2027-000052 already exists for this policy.' } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew SUM-P-2026-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A renewal quotation SUM-Q-2027-000052 already exists for this policy.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('disables Renew on a policy marked "Do not renew", giving the server\'s reason, and sends nothing; Endorse and Cancel stay offered', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ '/viewpolicytransactions': { body: NOT_RENEWING } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByTestId('policy-life-status')).toHaveTextContent('Not renewing');
    const renew = screen.getByRole('button', { name: 'Renew' });
    expect(renew).toHaveAttribute('aria-disabled', 'true');
    expect(renew).toHaveAccessibleDescription('This policy is marked "Do not renew": Loss history');
    expect(renew).toHaveAccessibleDescription('This policy is marked "Do not renew": Loss history');
    await user.click(renew);
    expect(calls.some((call) => call.path === '/policyrenew')).toBe(false);
    expect(screen.getByRole('button', { name: 'Endorse' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Cancel Policy' })).not.toHaveAttribute('aria-disabled');
  });

  it('offers Rescind Non-Renewal on a policy Not renewing: it asks a reason, sends it with the version seen and shows the server\'s message', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: NOT_RENEWING },
      '/policyrescindnotrenew': { body: { message: 'The non-renewal was rescinded', status: 'In force' } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    const rescind = await screen.findByRole('button', { name: 'Rescind Non-Renewal' });
    expect(rescind).not.toHaveAttribute('aria-disabled');
    await user.click(rescind);
    const dialog = screen.getByRole('dialog', { name: 'Rescind Non-Renewal' });
    const send = within(dialog).getByRole('button', { name: 'Rescind Non-Renewal' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Loss was not theirs');
    await user.click(send);
    expect(onDone).toHaveBeenCalledWith('The non-renewal was rescinded');
    expect(calls.find((call) => call.path === '/policyrescindnotrenew')?.body).toEqual({ id: 41, reason: 'Loss was not theirs', version: 1 });
  });

  it('shows no Rescind Non-Renewal on a policy not marked, and disables it once the marked policy\'s term has ended', async () => {
    mockFetch({ '/viewpolicytransactions': { body: IN_FORCE } });
    const { unmount } = renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Renew' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('button', { name: 'Rescind Non-Renewal' })).not.toBeInTheDocument();
    unmount();

    const { calls } = mockFetch({ '/viewpolicytransactions': { body: { ...NOT_RENEWING, status: 'Expired' } } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    const rescind = await screen.findByRole('button', { name: 'Rescind Non-Renewal' });
    expect(rescind).toHaveAttribute('aria-disabled', 'true');
    expect(rescind).toHaveAccessibleDescription('The term has ended: the non-renewal can no longer be rescinded.');
    expect(calls.some((call) => call.path === '/policyrescindnotrenew')).toBe(false);
  });

  const renewed = { id: 52, unique_id: 'SUM-Q-2027-000052', policy_number: 'SUM-P-2027-000009', stage: 'Policy', policyeffectivedate: '2028-01-01', cancelled_on: null };
  it('disables Cancel Policy on a policy whose issued renewal stands, naming it; enables it once the renewal is cancelled from its first day', async () => {
    mockFetch({ '/viewpolicytransactions': { body: { ...LIFE, status: 'Renewed', renewal: renewed } } });
    const { unmount } = renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    const cancel = await screen.findByRole('button', { name: 'Cancel Policy' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAccessibleDescription('Policy SUM-P-2027-000009 renews this policy from 01-01-2028: cancel the renewal first.');
    unmount();
    mockFetch({ '/viewpolicytransactions': { body: { ...LIFE, status: 'Renewed', renewal: { ...renewed, cancelled_on: '2028-01-01' } } } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Cancel Policy' })).not.toHaveAttribute('aria-disabled');
  });
  it.each([
    ['Cancelled', { ...LIFE, status: 'Cancelled' }, 'A cancelled policy cannot be renewed.', 'A cancelled policy cannot be marked not to renew.'],
    ['Renewed', { ...LIFE, status: 'Renewed', renewal: renewed }, 'This policy has already been renewed.', 'This policy has already been renewed.'],
    // Not renewed yet: its renewal is a quotation, named.
    [
      'In force',
      { ...IN_FORCE, renewal: { ...renewed, policy_number: null, stage: 'Quotation' } },
      'A renewal quotation SUM-Q-2027-000052 already exists for this policy.',
      'A renewal quotation SUM-Q-2027-000052 already exists for this policy.',
    ],
  ] as const)('disables Renew and Do not renew on a policy %s with their reasons', async (_status, life, renewReason, notRenewReason) => {
    mockFetch({ '/viewpolicytransactions': { body: life } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    for (const [name, reason] of [['Renew', renewReason], ['Do not renew', notRenewReason]]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(reason);
    }
  });

  it('offers Do not renew on a policy In force: the worklist\'s dialog asks a reason, sends it with the version seen and shows the server\'s message', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: { ...IN_FORCE, version: 3 } },
      '/policynotrenew': { body: { message: 'The policy will not be renewed', status: 'Not renewing' } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    const decline = await screen.findByRole('button', { name: 'Do not renew' });
    expect(decline).not.toHaveAttribute('aria-disabled');
    expect(decline).not.toHaveAccessibleDescription();
    await user.click(decline);
    const dialog = screen.getByRole('dialog', { name: 'Do not renew SUM-P-2026-000007' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Loss history');
    await user.click(save);
    expect(onDone).toHaveBeenCalledWith('SUM-P-2026-000007: The policy will not be renewed');
    expect(calls.find((call) => call.path === '/policynotrenew')?.body).toEqual({ id: 41, reason: 'Loss history', version: 3 });
  });

  it('shows Rescind Non-Renewal in place of Do not renew on a policy marked so', async () => {
    mockFetch({ '/viewpolicytransactions': { body: NOT_RENEWING } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Rescind Non-Renewal' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('button', { name: 'Do not renew' })).not.toBeInTheDocument();
  });
});

describe('Reinstate on a cancelled policy', () => {
  const cancelledOn = (effectivedate: string): PolicyTransactionsResponse => ({
    ...LIFE,
    status: 'Cancelled',
    version: 1,
    transactions: [...LIFE.transactions, { ...LIFE.transactions[0]!, id: 7, type: 'Cancellation', effectivedate, premium_delta: -1000, method: 'pro_rata' }],
  });

  it('is disabled once the window has closed, the server\'s reason its title: cancelled 01-15-2026, 30 days closed on 02-14-2026', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ '/viewpolicytransactions': { body: cancelledOn('2026-01-15') } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    const reinstate = await screen.findByRole('button', { name: 'Reinstate' });
    expect(reinstate).toHaveAttribute('aria-disabled', 'true');
    expect(reinstate).toHaveAccessibleDescription('The reinstatement window of 30 days after the cancellation closed on 02-14-2026.');
    await user.click(reinstate);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/policyreinstate')).toBe(false);
  });

  it("follows the client's window: cancelled 20 days ago, offered with 30 days and not with 10", async () => {
    const recent = cancelledOn(addDays(todayIso(), -20));
    mockFetch({ '/viewpolicytransactions': { body: recent } });
    const { unmount } = renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Reinstate' })).not.toHaveAttribute('aria-disabled');
    unmount();
    mockFetch({ '/viewpolicytransactions': { body: { ...recent, reinstatement_days: 10 } } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toHaveAccessibleDescription(/^The reinstatement window of 10 days after the cancellation closed on /);
  });
});

describe("the insured's details in the Endorse dialog", () => {
  it('starts from the policy, sends only the fields changed, and a change of insured alone is an endorsement with no premium effect', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 0, policyamount: 1200, balance: 1200, version: 1 } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    const insured = within(within(dialog).getByRole('region', { name: 'Insured' }));
    expect(insured.getByLabelText(/First Name/)).toHaveValue('Dana');
    expect(insured.getByLabelText(/Email/)).toHaveValue('dana@example.com');
    // The quotation form's rules: the schema's lengths.
    expect(insured.getByLabelText(/Address/)).toHaveAttribute('maxLength', '300');
    const address = insured.getByLabelText(/Address/);
    await user.clear(address);
    await user.type(address, '77 New Rd');
    await user.clear(insured.getByLabelText(/City/));
    await user.type(insured.getByLabelText(/City/), 'Aurora');
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$0.00');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(onDone).toHaveBeenCalledWith('Policy endorsed: premium $0.00');
    const body = calls.find((call) => call.path === '/policyendorse')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 41, address: '77 New Rd', city: 'Aurora', reason: 'Moved', version: 0 });
    for (const unchanged of ['firstname', 'lastname', 'state', 'zipcode', 'phonenumber', 'email']) expect(body).not.toHaveProperty(unchanged);
  });

  it('takes a phone stored as ten digits as a US number: left alone it blocks nothing and is not sent', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 183, policyamount: 1383, balance: 1383, version: 1 } },
    });
    renderWithProviders(<PolicyLifeSection record={{ ...RECORD, phonenumber: '3035550142' }} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    const date = within(dialog).getByLabelText(/Endorsement Effective Date/);
    await user.clear(date);
    await user.type(date, '2027-07-02');
    await user.selectOptions(within(dialog).getByLabelText(/Flood/), 'Y');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Flood cover');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    const body = calls.find((call) => call.path === '/policyendorse')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 41, policycoverage: [{ coverage_id: 2, coverageinclude: 'Y' }] });
    expect(body).not.toHaveProperty('phonenumber');
  });

  it("checks the fields by the quotation form's rules before sending: a cleared name and a bad email are named, nothing is sent", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ '/viewpolicytransactions': { body: LIFE } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    await user.clear(within(dialog).getByLabelText(/First Name/));
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'dana-at-example');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(await within(dialog).findByText('First Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be an email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/policyendorse')).toBe(false);
  });
});

describe('the coverages the Endorse dialog starts from', () => {
  // Flood was endorsed in from 10-01-2027 (written already): the policy as it stands takes it.
  const FLOOD_FROM_OCTOBER = {
    ...LIFE.transactions[0]!,
    id: 5,
    type: 'Endorsement' as const,
    effectivedate: '2027-10-01',
    premium_delta: 92,
    reason: 'Flood from October',
    changes: { 'coverage Flood': { before: 'N', after: 'Y' } },
  };
  const ENDORSED = {
    ...RECORD,
    policyamount: 1292,
    policycoverage: [RECORD.policycoverage[0]!, { ...RECORD.policycoverage[1]!, coverageinclude: 'Y' }],
  } as PolicyQuotation;

  it('are those in force on the date chosen, re-read when it changes; a choice is kept, and charges only until the later endorsement makes it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: { ...LIFE, transactions: [...LIFE.transactions, FLOOD_FROM_OCTOBER] } },
      '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 91, policyamount: 1383, balance: 1383, version: 2 } },
    });
    renderWithProviders(<PolicyLifeSection record={ENDORSED} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    const date = within(dialog).getByLabelText(/Endorsement Effective Date/);
    const flood = within(dialog).getByLabelText(/Flood/);
    const setDate = async (value: string) => {
      await user.clear(date);
      await user.type(date, value);
    };
    await setDate('2027-10-15');
    expect(flood).toHaveValue('Y');
    await setDate('2027-07-02');
    expect(flood).toHaveValue('N');
    await user.selectOptions(flood, 'Y');
    // 91 days of $365, to 10-01-2027, when Flood is taken already.
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$91.00');
    await setDate('2027-11-01');
    expect(flood).toHaveValue('Y');
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$0.00');
    await setDate('2027-07-02');
    expect(flood).toHaveValue('Y');
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$91.00');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Flood from July');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(calls.find((call) => call.path === '/policyendorse')?.body).toMatchObject({
      endorsementeffectivedate: '2027-07-02',
      policycoverage: [{ coverage_id: 2, coverageinclude: 'Y' }],
    });
  });
});

describe('an endorsement date outside the term', () => {
  it('is marked at the field with the rule, shown in place of a premium effect, and cannot be sent', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ '/viewpolicytransactions': { body: LIFE } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    const date = within(dialog).getByLabelText(/Endorsement Effective Date/);
    expect(date).toHaveAttribute('max', '2027-12-31');
    await user.selectOptions(within(dialog).getByLabelText(/Flood/), 'Y');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Flood cover');
    await user.clear(date);
    await user.type(date, '2028-01-10');
    const rule = 'The effective date must lie within the policy term, 01-01-2027 to 12-31-2027 (expires 01-01-2028)';
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(rule);
    // At the field, in place of the premium effect, and as the reason Save Endorsement is disabled.
    expect(within(dialog).getAllByText(rule)).toHaveLength(3);
    expect(within(dialog).queryByTestId('endorsement-preview')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Endorsement' })).toHaveAttribute('aria-disabled', 'true');

    // The term's last day of cover is taken.
    await user.clear(date);
    await user.type(date, '2027-12-31');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('endorsement-preview')).toHaveTextContent('$1.00');
    expect(within(dialog).getByRole('button', { name: 'Save Endorsement' })).not.toHaveAttribute('aria-disabled');
    expect(calls.some((call) => call.path === '/policyendorse')).toBe(false);
  });
});

describe('a pending cancellation', () => {
  it('gives the disabled buttons its own reasons, with the date the cover runs until; Reinstate stays offered', async () => {
    const cancellation = { ...LIFE.transactions[0]!, id: 7, type: 'Cancellation' as const, effectivedate: '2027-02-27', premium_delta: -1000, method: 'pro_rata' };
    mockFetch({ '/viewpolicytransactions': { body: { ...LIFE, status: 'Cancel pending', transactions: [...LIFE.transactions, cancellation] } } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Endorse' })).toHaveAccessibleDescription('A cancellation takes effect on 02-27-2027: reinstate it first to endorse the policy.');
    expect(await screen.findByRole('button', { name: 'Cancel Policy' })).toHaveAccessibleDescription('This policy is already to be cancelled on 02-27-2027.');
    expect(await screen.findByRole('button', { name: 'Renew' })).toHaveAccessibleDescription('A cancellation takes effect on 02-27-2027: reinstate it first to renew the policy.');
    expect(screen.getByRole('button', { name: 'Reinstate' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('a flat cancellation in the Cancel dialog', () => {
  it('shows the inception as the date, read-only and saying why, previews all premium back and sends it; another method brings the date typed back', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policycancel': { body: { message: 'Policy cancelled', return_premium: 1200, status: 'Cancelled', policyamount: 0, balance: -1200, version: 1 } },
    });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Policy' });
    const date = within(dialog).getByLabelText(/Cancellation Effective Date/);
    const inception = 'A flat cancellation takes effect at inception (01-01-2027): the method sets the date.';
    await user.clear(date);
    await user.type(date, '2027-01-05');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Written in error');
    expect(within(dialog).queryByText(inception)).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Method'), 'flat');
    expect(date).toHaveValue('2027-01-01');
    expect(date).toHaveAttribute('readonly');
    expect(within(dialog).getByText(inception)).toBeVisible();
    expect(date).toHaveAccessibleDescription(inception);
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$1,200.00');

    // Pro rata takes the date typed again: the field is the user's, the figure its own.
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'pro_rata');
    expect(date).toHaveValue('2027-01-05');
    expect(date).not.toHaveAttribute('readonly');
    expect(within(dialog).queryByText(inception)).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('cancellation-preview')).toHaveTextContent('$1,186.85');

    await user.selectOptions(within(dialog).getByLabelText('Method'), 'flat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Policy' }));
    expect(calls.find((call) => call.path === '/policycancel')?.body).toEqual({ id: 41, cancellationeffectivedate: '2027-01-01', method: 'flat', reason: 'Written in error', version: 0 });
  });
});

describe('a refused transaction keeps the keyboard in its dialog', () => {
  // Cancelled yesterday: within the reinstatement window.
  const CANCELLED: PolicyTransactionsResponse = {
    ...LIFE,
    status: 'Cancelled',
    version: 1,
    transactions: [...LIFE.transactions, { ...LIFE.transactions[0]!, id: 7, type: 'Cancellation', effectivedate: addDays(todayIso(), -1), premium_delta: -1000, method: 'pro_rata' }],
  };
  let restoreFocus: () => void = () => undefined;
  beforeEach(() => {
    restoreFocus = dropFocusOnDisable();
  });
  afterEach(() => restoreFocus());

  it.each([
    ['Cancel Policy', 'Cancel Policy', 'Cancel Policy', LIFE, '/policycancel', 'A flat cancellation takes effect at inception only'],
    ['Reinstate', 'Reinstate Policy', 'Reinstate', CANCELLED, '/policyreinstate', 'Only a cancelled policy can be reinstated'],
  ])('%s: the refusal takes the focus the waiting button lost; Escape then asks before the typed reason is lost, and No closes the dialog and gives focus back to the opener', async (opener, title, action, life, path, refusal) => {
    const user = userEvent.setup();
    mockFetch({ '/viewpolicytransactions': { body: life }, [path]: { status: 409, body: { message: refusal } } });
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
    const openButton = await screen.findByRole('button', { name: opener });
    await user.click(openButton);
    const dialog = screen.getByRole('dialog', { name: title });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Insured asked');
    await user.click(within(dialog).getByRole('button', { name: action }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    // The question's focus starts on No: Enter answers it.
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton).toHaveFocus();
  });
});

describe('an endorsement keeps at least one coverage', () => {
  /** The same policy with both coverages optional: Building taken, Flood not. */
  const OPTIONAL = { ...RECORD, policycoverage: [coverage(1, 'Building', 'Optional', 1200, 'Y'), coverage(2, 'Flood', 'Optional', 365, 'N')] } as unknown as PolicyQuotation;

  it('excluding the last coverage taken shows the message in place of the premium effect and cannot be sent; taking Flood sends it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 0, policyamount: 1565, balance: 1565, version: 1 } },
    });
    renderWithProviders(<PolicyLifeSection record={OPTIONAL} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Building sold');
    await user.selectOptions(within(dialog).getByLabelText(/Building/), 'N');

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Include at least one coverage.');
    expect(within(dialog).queryByTestId('endorsement-preview')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Endorsement' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Building sold');

    await user.selectOptions(within(dialog).getByLabelText(/Flood/), 'Y');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(calls.find((call) => call.path === '/policyendorse')?.body).toMatchObject({
      policycoverage: [
        { coverage_id: 1, coverageinclude: 'N' },
        { coverage_id: 2, coverageinclude: 'Y' },
      ],
    });
  });

  it("shows the server's refusal in the dialog and keeps what was chosen", async () => {
    const user = userEvent.setup();
    const refusal = 'Include at least one coverage.';
    mockFetch({
      '/viewpolicytransactions': { body: LIFE },
      '/policyendorse': { status: 400, body: { message: refusal, errors: [{ path: 'policycoverage', message: refusal }] } },
    });
    renderWithProviders(<PolicyLifeSection record={OPTIONAL} canWrite onDone={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    await user.selectOptions(within(dialog).getByLabelText(/Flood/), 'Y');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Flood cover');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText(/Flood/)).toHaveValue('Y');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Flood cover');
  });
});

describe('Endorse after "changed meanwhile", the policy read again in the background', () => {
  const changed = 'This policy changed meanwhile (it is at version 1, not 0); reload it and try again.';
  // The server: the policy at version 1 once read again (another caller endorsed it); an endorsement of any other version refused.
  function serve() {
    let reads = 0;
    const { calls } = mockFetch({
      '/viewpolicytransactions': () => ({ body: (reads += 1) === 1 ? LIFE : { ...LIFE, version: 1 } }),
      '/policyendorse': (body) =>
        (body as { version: number }).version === 1
          ? { body: { message: 'Policy endorsed', endorsement_id: 21, premium_delta: 0, policyamount: 1200, balance: 1200, version: 2 } }
          : { status: 409, body: { message: changed } },
    });
    const onDone = jest.fn();
    renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={onDone} />);
    return { calls, reads: () => reads, onDone };
  }
  const endorsements = (calls: { path: string; body: unknown }[]) =>
    calls.filter((call) => call.path === '/policyendorse').map((call) => call.body as { version: number; email?: string });
  async function endorseEmail(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Endorse' }));
    const dialog = screen.getByRole('dialog', { name: 'Endorse Policy' });
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'grace.new@example.com');
    await user.type(within(dialog).getByLabelText(/Reason/), 'New email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));
    return dialog;
  }

  it('a second Save Endorsement still sends the version the dialog opened on and is refused again; what was typed stays', async () => {
    const user = userEvent.setup();
    const { calls, reads, onDone } = serve();
    const dialog = await endorseEmail(user);
    await within(dialog).findByText(changed);
    await waitFor(() => expect(reads()).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Save Endorsement' }));

    await waitFor(() => expect(endorsements(calls)).toHaveLength(2));
    expect(endorsements(calls).map((sent) => [sent.version, sent.email])).toEqual([
      [0, 'grace.new@example.com'],
      [0, 'grace.new@example.com'],
    ]);
    expect(await within(dialog).findByText(changed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('grace.new@example.com');
  });

  it('Reload the policy closes the dialog; opened again it sends the version the policy is now at', async () => {
    const user = userEvent.setup();
    const { calls, reads, onDone } = serve();
    const dialog = await endorseEmail(user);
    await waitFor(() => expect(reads()).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Reload the policy' }));
    expect(screen.queryByRole('dialog', { name: 'Endorse Policy' })).not.toBeInTheDocument();

    await endorseEmail(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Policy endorsed: premium $0.00'));
    expect(endorsements(calls).map((sent) => sent.version)).toEqual([0, 1]);
  });
});
