import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyQuotation } from '@kyubos/contracts';
import { liveToken } from '@kyubos/devtools/testing';
import { answers, bodyOf, COVERAGES, fillRequired, RECORD, region, renderAt } from './quotation-form.fixtures';

/** The edit form when its record changed on the server after the form read it. */
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '2');
});

const READ = { ...RECORD, updatedAt: '2026-11-27T19:20:00.000Z' } as PolicyQuotation;
const SAVED_BY_A = { ...READ, address: '500 First Editor Way', updatedAt: '2026-11-27T19:31:12.345Z' } as PolicyQuotation;
const CHANGED_MEANWHILE = 'This quotation changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:31 PM UTC. Reload it to see the changes, then make yours again.';

describe('the quotation edit form saving over a record saved meanwhile', () => {
  it('sends the updatedAt it read, and on 409 keeps every typed value, shows why and offers to reload (no Retry)', async () => {
    const { calls } = answers({
      '/editpolicyquotationlist': { body: { policyquotation: READ } },
      '/updatesavepolicyquotationlist': { status: 409, body: { message: CHANGED_MEANWHILE, errors: [{ path: 'updatedAt', message: CHANGED_MEANWHILE }] } },
    });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.clear(within(customer).getByLabelText(/^City/));
    await user.type(within(customer).getByLabelText(/^City/), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHANGED_MEANWHILE);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload the quotation' })).toBeInTheDocument();
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')).toMatchObject({ id: 41, city: 'Aurora', updatedAt: '2026-11-27T19:20:00.000Z' });
    expect(within(customer).getByLabelText(/^City/)).toHaveValue('Aurora');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('reloads on the user’s say: the form shows the record as saved meanwhile and its next save sends that updatedAt', async () => {
    let reads = 0;
    const { calls } = answers({
      '/editpolicyquotationlist': () => ({ body: { policyquotation: (reads += 1) === 1 ? READ : SAVED_BY_A } }),
      '/updatesavepolicyquotationlist': (body) =>
        (body as { updatedAt?: string }).updatedAt === SAVED_BY_A.updatedAt
          ? { body: { message: 'Quotation updated', id: 41, unique_id: 'SUM-Q-2026-000041' } }
          : { status: 409, body: { message: CHANGED_MEANWHILE, errors: [{ path: 'updatedAt', message: CHANGED_MEANWHILE }] } },
    });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const city = () => within(region('Customer')).getByLabelText(/^City/);
    await screen.findByRole('region', { name: 'Customer' });
    await user.clear(city());
    await user.type(city(), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload the quotation' }));

    await waitFor(() => expect(within(region('Customer')).getByLabelText(/^Street Address|^Address/)).toHaveValue('500 First Editor Way'));
    expect(city()).toHaveValue('Denver');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(city());
    await user.type(city(), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const saves = calls.filter((call) => call.path === '/updatesavepolicyquotationlist').map((call) => call.body as Record<string, unknown>);
    expect(saves.map((body) => [body.updatedAt, body.address, body.city])).toEqual([
      ['2026-11-27T19:20:00.000Z', '1550 Wewatta St', 'Aurora'],
      ['2026-11-27T19:31:12.345Z', '500 First Editor Way', 'Aurora'],
    ]);
  });
});

describe('the quotation form saving on rates changed since it showed them', () => {
  const REPRICED = 'The premium of Building changed from $1,200.00 to $1,700.00 since this form was opened: review the coverages and save again.';

  it('keeps what was typed, names both figures, and on the user’s say takes the current rate and sends it', async () => {
    let rateReads = 0;
    const { calls } = answers({
      '/programlobcoverage': () => {
        rateReads += 1;
        const [building, flood] = COVERAGES.ProgramLobCovarage;
        return { body: { ProgramLobCovarage: rateReads === 1 ? [building, flood] : [{ ...building!, premium: 1700 }, flood] } };
      },
      '/createpolicyquoationlist': (body) =>
        (body as { policycoverage: { premium: number }[] }).policycoverage[0]!.premium === 1700
          ? { status: 201, body: { message: 'Quotation created', id: 50, unique_id: 'SUM-Q-2026-000050' } }
          : { status: 409, body: { message: REPRICED, errors: [{ path: 'policycoverage.0.premium', message: REPRICED }] } },
    });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await screen.findByRole('table', { name: 'Coverage' });
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,200.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REPRICED);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(region('Customer')).getByLabelText(/^Last Name/)).toHaveValue('Reyes');
    expect(within(region('Building Information')).getByLabelText(/^Roof Type/)).toHaveValue('Metal');
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,200.00');

    await user.click(within(alert).getByRole('button', { name: 'Use the current rates' }));
    await waitFor(() => expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,700.00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region('Building Information')).getByLabelText(/^Roof Type/)).toHaveValue('Metal');
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const creates = calls.filter((call) => call.path === '/createpolicyquoationlist').map((call) => (call.body as { policycoverage: { premium: number }[] }).policycoverage.map((row) => row.premium));
    expect(creates).toEqual([
      [1200, 300],
      [1700, 300],
    ]);
  });
});

describe('the quotation edit form saving a record deleted meanwhile', () => {
  const DELETED = 'This quotation was deleted meanwhile: Ana Ortiz deleted it on 11/27/2026, 07:40 PM UTC. Nothing was saved; copy what you typed if you need it.';

  it('keeps the form and what was typed, says who deleted it, and offers neither Retry nor a reload', async () => {
    const { calls } = answers({
      '/editpolicyquotationlist': { body: { policyquotation: READ } },
      '/updatesavepolicyquotationlist': { status: 404, body: { message: DELETED, errors: [{ path: 'id', message: DELETED }] } },
    });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.clear(within(customer).getByLabelText(/^Street Address|^Address/));
    await user.type(within(customer).getByLabelText(/^Street Address|^Address/), '1 Deleted Meanwhile St');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DELETED);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region('Customer')).getByLabelText(/^Street Address|^Address/)).toHaveValue('1 Deleted Meanwhile St');
    expect(screen.getByRole('heading', { name: 'Edit Policies Quotations' })).toBeInTheDocument();
    // The record is not read again after the refusal: that read would put the not-found page in the form's place.
    expect(calls.filter((call) => call.path === '/editpolicyquotationlist')).toHaveLength(1);
  });
});
