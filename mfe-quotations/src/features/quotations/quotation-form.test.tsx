import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntakeFormDefinitionResponse, PolicyQuotation } from '@kyubos/contracts';
import { liveToken } from '@kyubos/devtools/testing';
import { addDays, policyEndDate, todayIso } from '@kyubos/domain';
import {
  answers,
  bodyOf,
  COVERAGES,
  DEFINITION,
  definitionOf,
  expectRequiredNotice,
  fillRequired,
  RECORD,
  region,
  renderAt,
  STATES_AND_PROGRAMS,
  WITH_SURPLUS_LINES,
} from './quotation-form.fixtures';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '2');
});

describe('the quotation creation form', () => {
  it('is titled by the line of business and offers its customers, sub-LOBs, states and programs', async () => {
    const { calls } = answers();
    renderAt('/user_admin_policy/3');
    expect(await screen.findByRole('heading', { name: 'PROPERTY' })).toBeInTheDocument();
    const customer = region('Customer');
    expect(within(customer).getByLabelText(/^First Name/)).toBeRequired();
    expect(within(customer).getByLabelText(/^Last Name/)).toBeRequired();
    expect(within(customer).getByLabelText(/^City/)).not.toBeRequired();
    // Customers are searched as they are typed, never loaded all at once.
    expect(within(customer).getByRole('combobox', { name: 'Customer' })).toHaveValue('');
    const lob = region('Line of business');
    expect(await within(lob).findByRole('option', { name: 'Colorado' })).toBeInTheDocument();
    expect(within(lob).getByRole('option', { name: 'Front Range Homes' })).toBeInTheDocument();
    expect(within(lob).getByRole('option', { name: 'Habitational' })).toBeInTheDocument();
    expect(screen.getByText('Choose a program to see its coverages.')).toBeInTheDocument();
    expect(region('Premium Details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Quotation' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.some((call) => call.path === '/viewcustomerlist')).toBe(false);
  });

  it('takes maximum lengths from the policy payload schema', async () => {
    answers();
    renderAt('/user_admin_policy/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByLabelText(/^Zip Code/)).toHaveAttribute('maxLength', '20');
    expect(within(customer).getByLabelText(/^Phone Number/)).toHaveAttribute('maxLength', '30');
    expect(within(customer).getByLabelText(/^Address/)).toHaveAttribute('maxLength', '300');
    expect(within(customer).getByLabelText(/^First Name/)).toHaveAttribute('maxLength', '100');
    expect(within(region('Premium Details')).getByLabelText('Policy Schedule')).toHaveAttribute('maxLength', '50');
  });

  it('fills the customer chosen in the list, and starts from the customer selected on the home page', async () => {
    localStorage.setItem('selectedDataArray', JSON.stringify({ customer_id: 9, firstname: 'Dana', lastname: 'Reyes', city: 'Denver' }));
    answers();
    const { unmount } = renderAt('/user_admin_policy/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByLabelText(/^Last Name/)).toHaveValue('Reyes');
    expect(within(customer).getByLabelText(/^City/)).toHaveValue('Denver');
    expect(within(customer).getByRole('combobox', { name: 'Customer' })).toHaveValue('Reyes, Dana');
    unmount();

    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/add_customer_for_user_admin_policy/3');
    const blank = await screen.findByRole('region', { name: 'Customer' });
    expect(within(blank).getByLabelText(/^Last Name/)).toHaveValue('');
    await user.type(within(blank).getByRole('combobox', { name: 'Customer' }), 'dana re');
    await user.click(await within(blank).findByRole('option', { name: /^Reyes, Dana/ }));
    expect(bodyOf(calls, '/viewcustomerlist')).toEqual({ company_id: 2, search: 'dana re', filters: {}, page: 1, pageSize: 10 });
    expect(within(blank).getByLabelText(/^Zip Code/)).toHaveValue('80202');
    expect(within(blank).getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    await user.click(within(blank).getByRole('button', { name: 'New customer instead' }));
    expect(within(blank).getByLabelText(/^Email/)).toHaveValue('');
    expect(within(blank).getByRole('combobox', { name: 'Customer' })).toHaveValue('');
  });

  it('sets the schedule date from the effective date and the duration', async () => {
    answers();
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await userEvent.selectOptions(within(dates).getByLabelText('Policy Duration'), '1year');
    const effective = (within(dates).getByLabelText(/^Policy Effective Date/) as HTMLInputElement).value;
    expect(effective).toBe(todayIso());
    expect(within(dates).getByLabelText('Policy Schedule Date')).toHaveValue(policyEndDate(effective, '1year'));
    expect(within(dates).getByLabelText('Policy Schedule Date')).toHaveAttribute('readonly');
  });

  it('lists the required fields left blank, focuses the first of them and sends nothing', async () => {
    const browserAlert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { calls } = answers();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectRequiredNotice('Please fill in the required fields: First Name, Last Name, State, Program, Roof Type');
    // The keyboard carries on from the first field at fault, not from Save.
    await waitFor(() => expect(within(region('Customer')).getByLabelText(/^First Name/)).toHaveFocus());
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
    expect(browserAlert).not.toHaveBeenCalled();
  });

  it('refuses a vehicle given in part, naming the blank part', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await user.type(within(region('Vehicle Details')).getByRole('textbox', { name: 'Brand Name' }), 'Ford');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle Details: Model is required with the rest of the vehicle.');
    // No field is marked: the message takes the focus.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('checks the draft against the payload schema: an email that is not one is named on its field, which takes the focus, and nothing is sent', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await user.type(within(region('Customer')).getByLabelText(/^Email/), 'dana-at-example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email must be an email address')).toBeInTheDocument();
    expect(within(region('Customer')).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(region('Customer')).getByLabelText(/^Email/)).toHaveFocus());
    expect(within(region('Line of business')).getByLabelText(/^Sub LOB/)).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('takes a notice about the fields away once none is at fault any more, not at the next save', async () => {
    answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const required = 'Please fill in the required fields: First Name, Last Name, State, Program, Roof Type';
    await expectRequiredNotice(required);
    const customer = region('Customer');
    await user.type(within(customer).getByLabelText(/^First Name/), 'Keira');
    // Four fields are still marked: the notice stays.
    expect(screen.getByRole('alert')).toHaveTextContent(required);
    await fillRequired(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(within(customer).getByLabelText(/^Email/), 'keira@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const format = 'Some values do not match their format. Please correct the fields marked in red.';
    expect(await screen.findByRole('alert')).toHaveTextContent(format);
    expect(within(customer).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(customer).getByLabelText(/^Email/), 'example.com');
    expect(within(customer).getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(format)).not.toBeInTheDocument();
  });

  it('states the grace periods rule as their hint, refuses "13/45/2026" on the field and sends "2 weeks"', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    const grace = within(region('Premium Details')).getByLabelText(/^Policy Payment Grace Period/);
    const rule = 'A number of days, weeks or months: 30, 30 days, 2 weeks or 1 month (at most a year).';
    expect(grace).toHaveAccessibleDescription(rule);
    expect(within(region('Premium Details')).getByLabelText(/^Policy Quotation Grace Period/)).toHaveAccessibleDescription(rule);
    await user.type(grace, '13/45/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Policy Payment Grace Period must be a number of days, weeks or months: 30, 30 days, 2 weeks or 1 month (at most a year)'),
    ).toBeInTheDocument();
    expect(grace).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
    await user.clear(grace);
    await user.type(grace, '2 weeks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/savepolicyquoation')).toMatchObject({ paymentgraceperiod: '2 weeks' });
  });

  it('generates a quotation from the program coverages and returns home', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    const coverage = await screen.findByRole('table', { name: 'Coverage' });
    expect(within(coverage).getByText('Flood')).toBeInTheDocument();
    // Flood is left blank: neither charged nor counted (isChargedCoverage).
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,200');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const sent = bodyOf(calls, '/createpolicyquoationlist');
    expect(sent).toMatchObject({
      company_id: 2,
      intake_id: 3,
      customer_id: null,
      sublob_id: null,
      state_id: 8,
      program_id: 6,
      firstname: 'Dana',
      lastname: 'Reyes',
      Admitted: '1',
      autopayment: 0,
      policyeffectivedate: todayIso(),
      policydetails: { '11': { 'Roof Type': { '0': 'Metal' } } },
    });
    expect((sent?.policycoverage as unknown[]).map((row) => (row as { coverage_id: number; premium: number }).premium)).toEqual([1200, 300]);
  });

  it('has no Premium Details for WORKERS COMP', async () => {
    answers({}, definitionOf('WORKERS COMP'));
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'WORKERS COMP' });
    expect(screen.queryByRole('region', { name: 'Premium Details' })).toBeNull();
  });

  it('asks whether to save when a link outside the edited form is clicked, and leaves on No', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await user.type(within(await screen.findByRole('region', { name: 'Customer' })).getByLabelText(/^City/), 'Boulder');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You entered something in the form. Do you want to save?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('keeps the form and what was typed when the question is put away with Escape or Close, and leaves nothing', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const city = within(await screen.findByRole('region', { name: 'Customer' })).getByLabelText(/^City/);
    await user.type(city, 'Boulder');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You entered something in the form. Do you want to save?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'PROPERTY' })).toBeInTheDocument();
    expect(city).toHaveValue('Boulder');
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(city).toHaveValue('Boulder');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('asks the same question, once, when a link outside the edited form is followed with Enter', async () => {
    answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const city = within(await screen.findByRole('region', { name: 'Customer' })).getByLabelText(/^City/);
    await user.type(city, 'Boulder');
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('You entered something in the form. Do you want to save?');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(city).toHaveValue('Boulder');
  });

  it('asks nothing and follows a link outside the form while nothing was typed', async () => {
    answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('region', { name: 'Customer' });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a clear notice with a link to the product set-up when the line of business has no states or programs', async () => {
    answers({ '/intakestateandprogram': { body: { state: [], program: [] } } });
    renderAt('/user_admin_policy/3');
    const notice = await screen.findByText(/This line of business has no states or programs yet\./);
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up the product' })).toHaveAttribute('href', '/user_admin_productsetup/3');
  });

  it('shows the not-found page for a malformed line of business id, asking nothing', () => {
    const { calls } = answers();
    renderAt('/user_admin_policy/abc');
    expect(screen.getByText('Oops, page not available!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('Admitted', () => {
  const admittedBox = () => within(region('Premium Details')).getByRole('textbox', { name: 'Admitted' });

  it("is the chosen program's, read-only, following a change of program, and is sent as the program's", async () => {
    const { calls } = answers({ '/intakestateandprogram': { body: WITH_SURPLUS_LINES } });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Surplus Lines Homes' });
    expect(admittedBox()).toHaveValue('');
    expect(admittedBox()).toHaveAttribute('readonly');
    expect(admittedBox()).toHaveAccessibleDescription('Set by the program chosen.');
    await fillRequired(user);
    expect(admittedBox()).toHaveValue('Y');
    await user.selectOptions(within(region('Line of business')).getByLabelText(/^Program/), 'Surplus Lines Homes');
    expect(admittedBox()).toHaveValue('N');
    expect(admittedBox()).toHaveAccessibleDescription('Set by the program on its Product set-up.');
    expect(within(region('Premium Details')).queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/savepolicyquoation')).toMatchObject({ program_id: 7, Admitted: '0' });
  });

  it('of a record whose program is now non-admitted shows the program\'s N, saying that saving changes the record\'s Y', async () => {
    const { calls } = answers({
      '/intakestateandprogram': { body: { ...STATES_AND_PROGRAMS, program: [{ ...STATES_AND_PROGRAMS.program[0]!, admitted: '0' }] } },
    });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    await screen.findByRole('region', { name: 'Premium Details' });
    await waitFor(() => expect(admittedBox()).toHaveValue('N'));
    expect(admittedBox()).toHaveAccessibleDescription("Set by the program on its Product set-up: saving changes this record's Y to N.");
    await user.type(within(region('Customer')).getByLabelText(/^City/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')).toMatchObject({ id: 41, program_id: 6, Admitted: '0' });
  });

  it('of a record of an admitted program is Y', async () => {
    answers();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    await screen.findByRole('region', { name: 'Premium Details' });
    await waitFor(() => expect(admittedBox()).toHaveValue('Y'));
    expect(admittedBox()).toHaveAccessibleDescription('Set by the program on its Product set-up.');
  });
});

describe('the quotation edit form', () => {
  it('loads the record into the form, links its history and saves it with its id', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    expect(await screen.findByRole('heading', { name: 'Edit Policies Quotations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List History' })).toHaveAttribute('href', '/user_admin_policies_history_list/41/3');
    const customer = region('Customer');
    expect(within(customer).getByLabelText(/^Last Name/)).toHaveValue('Reyes');
    // The record's customer is named without loading any customer list.
    expect(within(customer).getByRole('combobox', { name: 'Customer' })).toHaveValue('Reyes, Dana');
    expect(within(region('Building Information')).getByLabelText(/^Roof Type/)).toHaveValue('Metal');
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,200');
    await user.clear(within(customer).getByLabelText(/^City/));
    await user.type(within(customer).getByLabelText(/^City/), 'Lakewood');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')).toMatchObject({ id: 41, city: 'Lakewood', customer_id: 9, state_id: 8, program_id: 6, policyduration: '1year' });
    expect(calls.some((call) => call.path === '/viewcustomerlist')).toBe(false);
  });

  it("saves a record holding a value for an attribute no longer on the form, sending that value back as it was", async () => {
    const record = { ...RECORD, policydetails: { ...RECORD.policydetails, '41': { 'Hull ID': { '0': 'ABC-12345' } } } };
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: record } } });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(screen.queryByText('Hull ID')).not.toBeInTheDocument();
    await user.type(within(customer).getByLabelText(/^City/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')?.policydetails).toMatchObject({ '41': { 'Hull ID': { '0': 'ABC-12345' } } });
  });

  it("keeps a record's choice that is no longer offered, marked so, and saves it unchanged", async () => {
    const roofType = DEFINITION.groups[0]!.attributes[0]!;
    const definition = {
      ...DEFINITION,
      groups: [{ ...DEFINITION.groups[0]!, attributes: [{ ...roofType, attribute_type: 'SelectBox', selectgroup: 'Metal,Tile' }] }],
    } as IntakeFormDefinitionResponse;
    const record = { ...RECORD, policydetails: { '11': { 'Roof Type': { '0': 'Slate' } } } };
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: record } } }, definition);
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const roof = await within(await screen.findByRole('region', { name: 'Building Information' })).findByLabelText(/^Roof Type/);
    expect(roof).toHaveValue('Slate');
    expect(within(roof).getByRole('option', { selected: true })).toHaveTextContent('Slate (no longer offered)');
    await user.type(within(region('Customer')).getByLabelText(/^City/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')?.policydetails).toMatchObject({ '11': { 'Roof Type': { '0': 'Slate' } } });
  });

  it('a save of a record no longer available to the user (404) keeps the form and what was typed, says why, and does not read the record again', async () => {
    let reads = 0;
    const { calls } = answers({
      // Read again, the record would answer 404 too (moved to another agent meanwhile).
      '/editpolicyquotationlist': () => ((reads += 1) === 1 ? { body: { policyquotation: RECORD } } : { status: 404, body: { message: 'No such quotation' } }),
      '/updatesavepolicyquotationlist': { status: 404, body: { message: 'No such quotation' } },
    });
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.clear(within(customer).getByLabelText(/^First Name/));
    await user.type(within(customer).getByLabelText(/^First Name/), 'OliviaTyped');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This quotation is no longer available to you: it was removed, or moved out of your book. Nothing was saved; what you typed is still here.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(region('Customer')).getByLabelText(/^First Name/)).toHaveValue('OliviaTyped');
    expect(calls.filter((call) => call.path === '/editpolicyquotationlist')).toHaveLength(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the server refusal with Retry, focused, and keeps what was typed', async () => {
    answers({ '/updatesavepolicyquotationlist': { status: 409, body: { message: 'This record is a binder now and can no longer be edited' } } });
    const user = userEvent.setup();
    renderAt('/user_admin_edit_quotation_policies/41');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    await user.type(within(customer).getByLabelText(/^City/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This record is a binder now and can no longer be edited');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The wait disabled Save and dropped the focus: the message takes it, Retry the next Tab.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(customer).getByLabelText(/^City/)).toHaveValue('Denverx');
  });

  it('shows the not-found page for a missing record, and the failure of the record with Retry', async () => {
    answers({ '/editpolicyquotationlist': { status: 404, body: { message: 'Not found' } } });
    const { unmount } = renderAt('/user_admin_edit_quotation_policies/41');
    expect(await screen.findByText('Oops, page not available!')).toBeInTheDocument();
    unmount();

    answers({ '/editpolicyquotationlist': { status: 503, body: { message: 'The database is restarting' } } });
    renderAt('/user_admin_edit_quotation_policies/41');
    expect(await screen.findByText('The quotation could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const attributeOf = (id: number, name: string, attribute_name: string, extra: Partial<IntakeFormDefinitionResponse['groups'][number]['attributes'][number]> = {}) => ({
  ...DEFINITION.groups[0]!.attributes[0]!,
  id,
  name,
  attribute_name,
  isrequired: '',
  ...extra,
});

/** A line whose Insured Details hold the customer's first name, last name and city; a Table of additional insureds stays its own. */
const INSURED_DEFINITION: IntakeFormDefinitionResponse = {
  ...DEFINITION,
  groups: [
    {
      attribute_group_id: 30,
      name: 'Insured Details',
      displaytype: 'Double Column',
      numberofrow: 1,
      attributes: [
        attributeOf(31, 'First Name', 'firstname', { isrequired: 'required' }),
        attributeOf(32, 'Last Name', 'lastname', { isrequired: 'required' }),
        attributeOf(33, 'City', 'city'),
        attributeOf(34, 'Phone Number', 'phonenumber', { attributeformat: '(999) 999-9999' }),
      ],
    },
    ...DEFINITION.groups,
    {
      attribute_group_id: 40,
      name: 'Additional Insureds',
      displaytype: 'Table',
      numberofrow: 3,
      attributes: [attributeOf(41, 'Name', 'firstname')],
    },
  ],
};

/** A line whose Policy Information asks for the policy amount (required, digits) beside a code given the same attribute name. */
const AMOUNT_DEFINITION: IntakeFormDefinitionResponse = {
  ...DEFINITION,
  groups: [
    {
      attribute_group_id: 70,
      name: 'Policy Information',
      displaytype: 'Single Column',
      numberofrow: 1,
      attributes: [
        attributeOf(71, 'Policy Code', 'policyamount', { attributeformat: 'AA-9999' }),
        attributeOf(72, 'Policy Amount', 'policyamount', { attributeformat: '9999999', isrequired: 'required' }),
      ],
    },
  ],
};

/** An intake form a carrier's premium bordereau import made: the carrier's number and premium, no attribute values. */
const IMPORTED = {
  ...RECORD,
  quotation: 0,
  carrier_policy_number: 'ATL-2612-9001',
  policyamount: 1500,
  policydetails: {},
  policycoverage: [{ ...RECORD.policycoverage[0]!, premium: 1500 }],
} as PolicyQuotation;

describe('an imported record', () => {
  it("opens with its carrier's policy number shown read-only and its amount in Policy Amount: Save is enabled and keeps $1,500", async () => {
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: IMPORTED } } }, AMOUNT_DEFINITION);
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const policy = await screen.findByRole('region', { name: 'Policy Information' });
    const carrier = screen.getByLabelText('Carrier');
    expect(carrier).toHaveTextContent('Carrier Policy Number');
    expect(carrier).toHaveTextContent('ATL-2612-9001');
    expect(screen.queryByDisplayValue('ATL-2612-9001')).not.toBeInTheDocument();
    expect(within(policy).getByLabelText(/^Policy Amount/)).toHaveValue('1500');
    expect(within(policy).getByLabelText(/^Policy Code/)).toHaveValue('');
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,500');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/need the required fields/)).not.toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const sent = bodyOf(calls, '/updatesavepolicyquotationlist');
    expect(sent?.policydetails).toEqual({ '72': { 'Policy Amount': { '0': '1500' } } });
    expect(sent?.policycoverage).toMatchObject([{ coverage_id: 1, coverageinclude: 'Y', premium: 1500 }]);
    expect(sent).not.toHaveProperty('carrier_policy_number');
  });

  it('keeps a Policy Amount the record holds, and shows no carrier number for a record without one', async () => {
    const typed = { ...IMPORTED, carrier_policy_number: null, policydetails: { '72': { 'Policy Amount': { '0': '1200' } } } } as PolicyQuotation;
    answers({ '/editpolicyquotationlist': { body: { policyquotation: typed } } }, AMOUNT_DEFINITION);
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const policy = await screen.findByRole('region', { name: 'Policy Information' });
    expect(within(policy).getByLabelText(/^Policy Amount/)).toHaveValue('1200');
    expect(screen.queryByText('Carrier Policy Number')).not.toBeInTheDocument();
  });
});

describe('one insured', () => {
  it("shows the customer's fields once, in the insured's attributes, names each missing one once and saves them as the customer's", async () => {
    const { calls } = answers({}, INSURED_DEFINITION);
    const user = userEvent.setup();
    renderAt('/add_customer_for_user_admin_policy/3');
    const customer = await screen.findByRole('region', { name: 'Customer' });
    const insured = region('Insured Details');
    // One input each: the Customer section keeps only what no attribute holds.
    expect(within(customer).queryByLabelText(/^First Name/)).not.toBeInTheDocument();
    expect(within(customer).queryByLabelText(/^City/)).not.toBeInTheDocument();
    expect(within(customer).getByLabelText(/^Zip Code/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^First Name/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRequiredNotice('Please fill in the required fields: State, Program, First Name, Last Name, Roof Type');
    expect(screen.getByRole('alert').textContent!.match(/First Name/g)).toHaveLength(1);

    // Choosing a stored customer fills the insured's attributes (the stored phone in the attribute's format).
    await user.type(within(customer).getByRole('combobox', { name: 'Customer' }), 'reyes{ArrowDown}');
    await within(customer).findByRole('option', { name: /^Reyes, Dana/ });
    await user.keyboard('{Enter}');
    expect(within(insured).getByLabelText(/^First Name/)).toHaveValue('Dana');
    expect(within(insured).getByLabelText(/^City/)).toHaveValue('Denver');
    expect(within(insured).getByLabelText(/^Phone Number/)).toHaveValue('(303) 555-0100');
    expect(within(region('Additional Insureds')).getByLabelText(/^Name/)).toHaveValue('');

    await user.clear(within(insured).getByLabelText(/^City/));
    await user.type(within(insured).getByLabelText(/^City/), 'Boulder');
    const lob = region('Line of business');
    await user.selectOptions(within(lob).getByLabelText(/^State/), 'Colorado');
    await user.selectOptions(within(lob).getByLabelText(/^Program/), 'Front Range Homes');
    await user.type(within(region('Building Information')).getByLabelText(/^Roof Type/), 'Metal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/savepolicyquoation')).toMatchObject({
      customer_id: 9,
      firstname: 'Dana',
      lastname: 'Reyes',
      city: 'Boulder',
      phonenumber: '13035550100',
      policydetails: { '31': { 'First Name': { '0': 'Dana' } }, '33': { City: { '0': 'Boulder' } } },
    });
  });

  it("shows a record's insured from its customer fields where its attributes hold other values", async () => {
    const record = { ...RECORD, policydetails: { ...RECORD.policydetails, '33': { City: { '0': 'Helena' } } } };
    answers({ '/editpolicyquotationlist': { body: { policyquotation: record } } }, INSURED_DEFINITION);
    renderAt('/user_admin_edit_quotation_policies/41');
    const insured = await screen.findByRole('region', { name: 'Insured Details' });
    expect(within(insured).getByLabelText(/^City/)).toHaveValue('Denver');
    expect(within(insured).getByLabelText(/^First Name/)).toHaveValue('Dana');
  });
});

/** A line with a Table group of drivers whose name is required in every entry. */
const DRIVERS_DEFINITION: IntakeFormDefinitionResponse = {
  ...DEFINITION,
  groups: [
    ...DEFINITION.groups,
    {
      attribute_group_id: 50,
      name: 'Drivers',
      displaytype: 'Table',
      numberofrow: 3,
      attributes: [attributeOf(51, 'Driver Name', 'drivername', { isrequired: 'required' }), attributeOf(52, 'License', 'license')],
    },
  ],
};

describe('table groups', () => {
  it('removes an entry added by mistake: Save is no longer blocked and the saved record has no such entry', async () => {
    const record = { ...RECORD, policydetails: { ...RECORD.policydetails, '51': { 'Driver Name': { '0': 'Dana Reyes' } } } };
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: record } } }, DRIVERS_DEFINITION);
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(within(drivers).getByRole('button', { name: '+ Add New Drivers' }));
    expect(within(drivers).getByRole('group', { name: 'Drivers 2' })).toBeInTheDocument();
    await user.type(within(drivers).getAllByLabelText(/^License/)[1]!, 'CO-123');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(drivers).getByRole('button', { name: 'Remove Drivers 2' }));
    expect(within(drivers).queryByRole('group', { name: 'Drivers 2' })).not.toBeInTheDocument();
    expect(within(drivers).getByLabelText(/^Driver Name/)).toHaveValue('Dana Reyes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')?.policydetails).toEqual({
      '11': { 'Roof Type': { '0': 'Metal' } },
      '51': { 'Driver Name': { '0': 'Dana Reyes' } },
    });
  });
});

/** A line whose Policy Information holds the record's effective date (required) and schedule date as attributes. */
const DATED_DEFINITION: IntakeFormDefinitionResponse = {
  ...DEFINITION,
  groups: [
    ...DEFINITION.groups,
    {
      attribute_group_id: 60,
      name: 'Policy Information',
      displaytype: 'Single Column',
      numberofrow: 1,
      attributes: [
        attributeOf(61, 'Policy Code', 'policyamount'),
        attributeOf(62, 'Effective Date', 'policyeffectivedate', { attribute_type: 'date', isrequired: 'required' }),
        attributeOf(63, 'Schedule Date', 'policyscheduledate', { attribute_type: 'date' }),
      ],
    },
  ],
};

describe("the record's dates", () => {
  it('are asked once, in Policy Dates, and saved as the date attributes of policydetails', async () => {
    const { calls } = answers({}, DATED_DEFINITION);
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    const policy = region('Policy Information');
    expect(within(policy).getByLabelText(/^Policy Code/)).toBeInTheDocument();
    expect(within(policy).queryByLabelText(/Effective Date/)).not.toBeInTheDocument();
    expect(within(policy).queryByLabelText(/Schedule Date/)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(/Effective Date/)).toHaveLength(1);

    // The required attribute is the record's date: the notice names only what the form asks for.
    await user.clear(within(dates).getByLabelText(/^Policy Effective Date/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRequiredNotice('Please fill in the required fields: First Name, Last Name, State, Program, Policy Effective Date, Roof Type');

    const effective = addDays(todayIso(), 3);
    await user.type(within(dates).getByLabelText(/^Policy Effective Date/), effective);
    await user.selectOptions(within(dates).getByLabelText('Policy Duration'), '1year');
    await fillRequired(user);
    await user.type(within(policy).getByLabelText(/^Policy Code/), 'PR-1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const sent = bodyOf(calls, '/savepolicyquoation');
    expect(sent).toMatchObject({ policyeffectivedate: effective, policyscheduledate: policyEndDate(effective, '1year') });
    expect(sent?.policydetails).toEqual({
      '11': { 'Roof Type': { '0': 'Metal' } },
      '61': { 'Policy Code': { '0': 'PR-1234' } },
      '62': { 'Effective Date': { '0': effective } },
      '63': { 'Schedule Date': { '0': policyEndDate(effective, '1year') } },
    });
  });

  const DISAGREEING = {
    ...RECORD,
    policydetails: { ...RECORD.policydetails, '62': { 'Effective Date': { '0': '2026-06-01' } }, '63': { 'Schedule Date': { '0': '2026-12-01' } } },
  };

  it('of a record win over its date attributes that disagree: the form shows and saves the record\'s dates', async () => {
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: DISAGREEING } } }, DATED_DEFINITION);
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    expect(within(dates).getByLabelText(/^Policy Effective Date/)).toHaveValue('2026-01-31');
    expect(screen.getAllByLabelText(/Effective Date/)).toHaveLength(1);
    expect(screen.queryByDisplayValue('2026-06-01')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')?.policydetails).toEqual({
      '11': { 'Roof Type': { '0': 'Metal' } },
      '62': { 'Effective Date': { '0': '2026-01-31' } },
      '63': { 'Schedule Date': { '0': '2027-01-31' } },
    });
  });

  it('of a record follow its term as it changes: the saved schedule date attribute is the new one', async () => {
    const { calls } = answers({ '/editpolicyquotationlist': { body: { policyquotation: DISAGREEING } } }, DATED_DEFINITION);
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await user.selectOptions(within(dates).getByLabelText('Policy Duration'), '6months');
    expect(within(dates).getByLabelText('Policy Schedule Date')).toHaveValue('2026-07-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')).toMatchObject({
      policyscheduledate: '2026-07-31',
      policydetails: { '62': { 'Effective Date': { '0': '2026-01-31' } }, '63': { 'Schedule Date': { '0': '2026-07-31' } } },
    });
  });
});

describe('the effective date rule', () => {
  it('bounds the date input and names the allowed range before saving, from the quotation settings', async () => {
    const { calls } = answers({
      '/viewquotationsettings': { body: { settings: { approver_must_differ: false, effective_days_past: 0, effective_days_ahead: 30 } } },
    });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const today = todayIso();
    const max = addDays(today, 30);
    const shown = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    expect(await within(dates).findByTestId('effective-date-rule')).toHaveTextContent(
      `The effective date must be between ${shown(today)} and ${shown(max)}.`,
    );
    const input = within(dates).getByLabelText(/^Policy Effective Date/);
    expect(input).toHaveAttribute('min', today);
    expect(input).toHaveAttribute('max', max);

    await fillRequired(user);
    await user.clear(input);
    await user.type(input, addDays(today, 31));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Policy Effective Date must be between ${shown(today)} and ${shown(max)}.`);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('says an effective date left blank is required, at the field as in the notice, not that it must be a date (YYYY-MM-DD)', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    const input = within(dates).getByLabelText(/^Policy Effective Date/);
    expect(input).toHaveAttribute('type', 'date');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectRequiredNotice('Please fill in the required fields: Policy Effective Date');
    expect(input).toHaveAccessibleDescription('Policy Effective Date is required');
    expect(screen.queryByText(/YYYY-MM-DD/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('says a typed day that does not exist (02/30/2027) is not a valid date, not that it is required, and leaves the schedule date blank', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await user.selectOptions(within(dates).getByLabelText('Policy Duration'), '1year');
    const input = within(dates).getByLabelText(/^Policy Effective Date/);
    const schedule = within(dates).getByLabelText('Policy Schedule Date');
    // On the way to 02/30/2027 the input read 02/03/2027 for a moment.
    fireEvent.change(input, { target: { value: '2027-02-03' } });
    expect(schedule).toHaveValue('2028-02-03');
    // Then the browser gives '' and flags the input: what it holds names no day.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: '' } });
    expect(schedule).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('required fields');
    expect(input).toHaveAccessibleDescription('Policy Effective Date is not a valid date');
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });

  it('refuses a year typed in two digits (0027), naming the year rather than the window, and leaves the schedule date blank', async () => {
    const { calls } = answers({
      '/viewquotationsettings': { body: { settings: { approver_must_differ: false, effective_days_past: 0, effective_days_ahead: 365 } } },
    });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    await within(dates).findByTestId('effective-date-rule');
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await user.selectOptions(within(dates).getByLabelText('Policy Duration'), '1year');
    const input = within(dates).getByLabelText(/^Policy Effective Date/);
    fireEvent.change(input, { target: { value: '0027-01-01' } });
    expect(within(dates).getByLabelText('Policy Schedule Date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('must be between');
    expect(input).toHaveAccessibleDescription('Policy Effective Date has the year 0027: type the year in four digits');
    expect(calls.some((call) => call.path === '/savepolicyquoation')).toBe(false);
  });
});

describe('a user who may not write records', () => {
  it('sees the refusal at once on the creation form, and nothing is loaded for a form', async () => {
    const readOnly = { body: { everything: false, items: [{ url: '/user_admin_home', level: 'read' }, { url: '/user_admin_policy_quotations', level: 'read' }] } };
    const { calls } = answers({ '/myaccess': readOnly });
    const { unmount } = renderAt('/user_admin_policy/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Quotations');
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('The customers could not be loaded.')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/viewcustomerlist' || call.path === '/viewintakeformdefinition')).toBe(false);
    unmount();
  });
});

describe('at least one coverage', () => {
  /** A program whose coverages are both optional: nothing is taken until the user includes one. */
  const OPTIONAL = {
    ProgramLobCovarage: COVERAGES.ProgramLobCovarage.map((coverage) => ({ ...coverage, covargerequired: '' })),
  };
  const NO_COVERAGE = 'Include at least one coverage.';

  async function declineBoth(user: ReturnType<typeof userEvent.setup>) {
    const coverage = await screen.findByRole('table', { name: 'Coverage' });
    await user.selectOptions(within(coverage).getByLabelText('Include of Building'), 'N');
    await user.selectOptions(within(coverage).getByLabelText('Include of Flood'), 'N');
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$0');
  }

  it('refuses Generate with every coverage declined: the message at the coverage table, the focus on its first Include, nothing sent or lost', async () => {
    const { calls } = answers({ '/programlobcoverage': { body: OPTIONAL } });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await declineBoth(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));

    const coverage = region('Coverage');
    expect(await within(coverage).findByRole('alert')).toHaveTextContent(NO_COVERAGE);
    const building = within(coverage).getByLabelText('Include of Building');
    expect(building).toHaveFocus();
    expect(building).toHaveAttribute('aria-invalid', 'true');
    expect(building).toHaveAccessibleDescription(NO_COVERAGE);
    expect(calls.some((call) => call.path === '/createpolicyquoationlist')).toBe(false);
    expect(within(region('Customer')).getByLabelText(/^First Name/)).toHaveValue('Dana');
    expect(within(region('Building Information')).getByLabelText(/^Roof Type/)).toHaveValue('Metal');

    // Taking Flood puts it right: the message goes and the quotation is generated with it.
    await user.selectOptions(within(coverage).getByLabelText('Include of Flood'), 'Y');
    expect(within(coverage).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(coverage).getByLabelText('Include of Building')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect((bodyOf(calls, '/createpolicyquoationlist')?.policycoverage as { coverageinclude: string }[]).map((row) => row.coverageinclude)).toEqual(['N', 'Y']);
  });

  it('saves an intake form with no coverage taken yet: Save sends it as a draft', async () => {
    const { calls } = answers({ '/programlobcoverage': { body: OPTIONAL } });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await declineBoth(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/savepolicyquoation')).toMatchObject({ program_id: 6 });
  });

  it("shows the server's refusal of the coverages at the coverage table, without Retry, and keeps what was typed", async () => {
    const serverSays = 'Include at least one coverage (the program changed).';
    answers({ '/createpolicyquoationlist': { status: 400, body: { message: serverSays, errors: [{ path: 'policycoverage', message: serverSays }] } } });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await screen.findByRole('table', { name: 'Coverage' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));

    const coverage = region('Coverage');
    expect(await within(coverage).findByRole('alert')).toHaveTextContent(serverSays);
    expect(within(coverage).getByLabelText('Include of Flood')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PROPERTY' })).toBeInTheDocument();
    expect(within(region('Customer')).getByLabelText(/^First Name/)).toHaveValue('Dana');
  });
});

describe('a coverage its package marks required', () => {
  it('comes into a new quotation fixed to Y with today as its accept date, charged, and is sent taken', async () => {
    // Flood, optional until now, was made required on the package's coverage form.
    const floodRequired = { ProgramLobCovarage: COVERAGES.ProgramLobCovarage.map((coverage) => ({ ...coverage, covargerequired: 'required' })) };
    const { calls } = answers({ '/programlobcoverage': { body: floodRequired } });
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    const coverage = await screen.findByRole('table', { name: 'Coverage' });
    const flood = await within(coverage).findByLabelText('Include of Flood');
    expect(flood).toHaveValue('Y');
    expect(flood).toBeDisabled();
    const [year, month, day] = todayIso().split('-');
    expect(flood.closest('tr')).toHaveTextContent(`${month}-${day}-${year}`);
    expect(screen.getByTestId('policy-amount')).toHaveTextContent('$1,500');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    const sent = bodyOf(calls, '/createpolicyquoationlist')?.policycoverage as { coverage_id: number; coverageinclude: string }[];
    expect(sent.map((row) => [row.coverage_id, row.coverageinclude])).toEqual([
      [1, 'Y'],
      [2, 'Y'],
    ]);
  });
});

/** A line whose Building Information also asks a required choice. */
const CHOICE_DEFINITION: IntakeFormDefinitionResponse = {
  ...DEFINITION,
  groups: [
    {
      ...DEFINITION.groups[0]!,
      attributes: [
        ...DEFINITION.groups[0]!.attributes,
        attributeOf(12, 'Sprinklered', 'sprinklered', { attribute_type: 'radio', radiogroup: 'Yes,No', isrequired: 'required' }),
      ],
    },
  ],
};

describe('required attributes left blank', () => {
  it('on the edit form: Save and Generate say which fields they wait for, and a press names and marks them, sending nothing', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const roofType = within(await screen.findByRole('region', { name: 'Building Information' })).getByLabelText(/^Roof Type/);
    const save = screen.getByRole('button', { name: 'Save' });
    const generate = screen.getByRole('button', { name: 'Generate Quotation' });
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(generate).not.toHaveAttribute('aria-disabled');

    await user.clear(roofType);
    await user.tab();
    for (const button of [save, generate]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // Still focusable and pressable: the reason is read with it.
      expect(button).not.toBeDisabled();
      expect(button).toHaveAccessibleDescription('Save and Generate Quotation need the required fields: Roof Type.');
    }
    expect(screen.getByText('Save and Generate Quotation need the required fields: Roof Type.')).toBeVisible();

    await user.click(save);
    await expectRequiredNotice('Please fill in the required fields: Roof Type');
    expect(roofType).toHaveAttribute('aria-invalid', 'true');
    expect(roofType).toHaveAccessibleDescription('Roof Type is required.');
    await user.click(generate);
    await expectRequiredNotice('Please fill in the required fields: Roof Type');
    expect(calls.some((call) => call.path === '/updatesavepolicyquotationlist')).toBe(false);

    // Filling the field takes its mark and the buttons' wait away.
    await user.type(roofType, 'Slate');
    expect(roofType).not.toHaveAttribute('aria-invalid');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(generate).not.toHaveAttribute('aria-describedby');
    await user.click(save);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/updatesavepolicyquotationlist')?.policydetails).toEqual({ '11': { 'Roof Type': { '0': 'Slate' } } });
  });

  it('on the creation form: Generate names a required choice left unchosen, and a press alerts and marks it', async () => {
    const { calls } = answers({}, CHOICE_DEFINITION);
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await within(await screen.findByRole('region', { name: 'Line of business' })).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    await screen.findByRole('table', { name: 'Coverage' });
    const generate = screen.getByRole('button', { name: 'Generate Quotation' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveAccessibleDescription('Generate Quotation needs the required fields: Sprinklered.');
    // The creation form's Save is never held back: it answers with the alert.
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');

    await user.click(generate);
    await expectRequiredNotice('Please fill in the required fields: Sprinklered');
    const sprinklered = screen.getByRole('group', { name: /^Sprinklered/ });
    expect(sprinklered).toHaveAccessibleDescription('Sprinklered is required.');
    expect(within(sprinklered).getByRole('radio', { name: 'No' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/createpolicyquoationlist')).toBe(false);

    await user.click(within(sprinklered).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('Sprinklered is required.')).not.toBeInTheDocument();
    expect(generate).not.toHaveAttribute('aria-disabled');
    await user.click(generate);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
    expect(bodyOf(calls, '/createpolicyquoationlist')?.policydetails).toEqual({ '11': { 'Roof Type': { '0': 'Metal' } }, '12': { Sprinklered: { '0': 'Yes' } } });
  });
});

describe('a reload or closing the tab', () => {
  /** Fires what the browser fires before a reload: true when a handler asks the user to confirm. */
  const browserAsksBeforeUnload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('asks nothing of a form left as it opened', async () => {
    answers();
    renderAt('/edit_intakeform_user_admin_policy/41/3');
    await screen.findByRole('region', { name: 'Building Information' });
    expect(browserAsksBeforeUnload()).toBe(false);
  });

  it('makes the browser ask once something was typed, on the creation and the edit form', async () => {
    answers();
    const user = userEvent.setup();
    const created = renderAt('/user_admin_policy/3');
    await user.type(within(await screen.findByRole('region', { name: 'Customer' })).getByLabelText(/^City/), 'Boulder');
    expect(browserAsksBeforeUnload()).toBe(true);
    created.unmount();
    expect(browserAsksBeforeUnload()).toBe(false);

    renderAt('/edit_intakeform_user_admin_policy/41/3');
    const roofType = within(await screen.findByRole('region', { name: 'Building Information' })).getByLabelText(/^Roof Type/);
    expect(browserAsksBeforeUnload()).toBe(false);
    await user.type(roofType, ' and tile');
    expect(browserAsksBeforeUnload()).toBe(true);
  });
});
