import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntakeProductSetupResponse } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes, type MockAnswer } from '@kyubos/devtools/testing';
import { IntakeCategoryListPage } from './components/intake-category-pages';
import { ProductSetupPage } from './components/product-setup-page';

/** A field's label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`);
const ADMIN = { '/myaccess': { body: { everything: true, items: [] } } };
const READER = { '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_intakecategory', level: 'read' }] } } };

const LOB = { id: 7, client_id: 2, category_name: 'CYBER LIABILITY', sublob: 'Tech', document: null, intaketype: null };
const SETUP: IntakeProductSetupResponse = {
  intake_id: 7,
  sublobs: [{ id: 11, client_id: 2, intake_id: 7, sublob_code: 'TECH', name: 'Technology firms', records: 0 }],
  states: [
    { id: 21, client_id: 2, intake_id: 7, state_id: 44, state_code: 'TX', state_name: 'Texas', country_code: 'US', records: 2 },
  ],
  programs: [
    {
      id: 31,
      client_id: 2,
      intake_id: 7,
      program_code: 'CY1',
      program_name: 'Cyber Core',
      package_id: 5,
      package_name: 'Cyber Gold',
      admitted: '1',
      records: 0,
      updatedAt: '2026-11-27T19:31:04.120Z',
    },
  ],
};
const STATES = [
  { id: 43, country_id: 1, country_code: 'US', state_code: 'TN', state_name: 'Tennessee', stateregulatory_code: null, state_retaliatorytaxflag: null, stateretaliatorytax_percentage: null },
  { id: 44, country_id: 1, country_code: 'US', state_code: 'TX', state_name: 'Texas', stateregulatory_code: null, state_retaliatorytaxflag: null, stateretaliatorytax_percentage: null },
  { id: 45, country_id: 1, country_code: 'US', state_code: 'UT', state_name: 'Utah', stateregulatory_code: null, state_retaliatorytaxflag: null, stateretaliatorytax_percentage: null },
];
const PACKAGES = [
  { id: 5, client_id: 2, category_id: 7, category_name: 'CYBER LIABILITY', subcategory_name: 'Cyber Gold', coverage_limit: null, coverage_premimum: null, document: null },
  { id: 6, client_id: 2, category_id: 7, category_name: 'CYBER LIABILITY', subcategory_name: 'Cyber Silver', coverage_limit: null, coverage_premimum: null, document: null },
];

function answers(extra: Record<string, MockAnswer> = {}) {
  return mockFetch({
    ...ADMIN,
    '/editclientintakecategory': { body: { intake: LOB } },
    '/viewintakeproductsetup': { body: SETUP },
    '/viewstate': { body: { States: STATES } },
    '/viewclientintakesubcategory': { body: { intakesubcategory: PACKAGES } },
    ...extra,
  });
}

const renderSetup = () => renderRoutes({ '/user_admin_productsetup/:iid': <ProductSetupPage /> }, '/user_admin_productsetup/7');
const table = (name: string) => screen.getByRole('table', { name });
const setupReads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/viewintakeproductsetup').length;

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '2');
});

describe('Product set-up of a line of business', () => {
  it('shows the sub-LOBs (classes), states and programs of the line, each in its own list', async () => {
    const { calls } = answers();
    renderSetup();
    expect(await screen.findByRole('heading', { level: 1, name: 'CYBER LIABILITY-Tech Product set-up' })).toBeInTheDocument();
    expect(await within(table('Sub-LOBs (classes)')).findByRole('cell', { name: 'Technology firms' })).toBeInTheDocument();
    expect(within(table('Sub-LOBs (classes)')).getByRole('cell', { name: 'TECH' })).toBeInTheDocument();
    expect(within(table('States')).getByRole('cell', { name: 'Texas' })).toBeInTheDocument();
    const program = within(table('Programs')).getByRole('row', { name: /Cyber Core/ });
    expect(within(program).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['CY1', 'Cyber Core', 'Cyber Gold', 'Yes']));
    expect(calls.find((c) => c.path === '/viewintakeproductsetup')?.body).toEqual({ intake_id: 7 });
    // Writers get each list's Add and the rows' Edit and Delete.
    for (const name of ['Add sub-LOB', 'Add states', 'Add program']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit sub-LOB TECH' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete state Texas' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('checks a new sub-LOB before sending it, then adds it and reads the lists again', async () => {
    const { calls } = answers({ '/createintakesublob': { status: 201, body: { message: 'Sub-LOB created', id: 12, intakesublob: {} } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add sub-LOB' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub-LOB' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label('Code'))).toHaveFocus();
    expect(calls.some((c) => c.path === '/createintakesublob')).toBe(false);

    await user.type(within(dialog).getByLabelText(label('Code')), 'MSP');
    await user.type(within(dialog).getByLabelText(label('Name')), 'Managed service providers');
    const readsBefore = setupReads(calls);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/createintakesublob')?.body).toEqual({ intake_id: 7, sublob_code: 'MSP', name: 'Managed service providers' });
    await waitFor(() => expect(setupReads(calls)).toBe(readsBefore + 1));
  });

  it("keeps the dialog open with the server's refusal: a duplicate code (409) above the form, a bad field (400) on it", async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { message: 'Sub-LOB code TECH is already used on this line of business' } };
    answers({ '/createintakesublob': () => answer });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add sub-LOB' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sub-LOB' });
    await user.type(within(dialog).getByLabelText(label('Code')), 'tech');
    await user.type(within(dialog).getByLabelText(label('Name')), 'Tech again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sub-LOB code TECH is already used on this line of business');
    expect(within(dialog).getByLabelText(label('Code'))).toHaveValue('tech');

    answer = { status: 400, body: { message: 'Invalid sublob_code: must be letters and digits', errors: [{ path: 'sublob_code', message: 'must be letters and digits' }] } };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code must be letters and digits')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label('Code'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the reference states not yet offered and adds the chosen ones at once', async () => {
    const { calls } = answers({ '/createintakestate': { status: 201, body: { message: 'States added', id: 22, ids: [22, 23], intakestates: [] } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add states' }));
    const dialog = screen.getByRole('dialog', { name: 'Add States' });
    const picks = await within(dialog).findByRole('group', { name: 'States' });
    // The states arrive after the dialog opened: the search box takes the focus then, not Cancel.
    expect(within(dialog).getByRole('textbox', { name: 'Find a state' })).toHaveFocus();
    expect(within(picks).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Tennessee', 'Utah']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one state')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/createintakestate')).toBe(false);

    await user.click(within(picks).getByRole('checkbox', { name: 'Utah' }));
    await user.click(within(picks).getByRole('checkbox', { name: 'Tennessee' }));
    expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/createintakestate')?.body).toEqual({ intake_id: 7, state_ids: [43, 45] });
  });

  it("adds a program selling one of the line's packages, admitted or not", async () => {
    const { calls } = answers({ '/createintakeprogram': { status: 201, body: { message: 'Program created', id: 32, intakeprogram: {} } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add program' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Program Code is required', 'Program Name is required', 'Package is required', 'Admitted is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.path === '/createintakeprogram')).toBe(false);
    await user.type(within(dialog).getByLabelText(label('Program Code')), 'CY2');
    await user.type(within(dialog).getByLabelText(label('Program Name')), 'Cyber Lite');
    const packageSelect = within(dialog).getByLabelText(label('Package'));
    await waitFor(() => expect(within(packageSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', 'Cyber Gold', 'Cyber Silver']));
    await user.selectOptions(packageSelect, 'Cyber Silver');
    await user.selectOptions(within(dialog).getByLabelText(label('Admitted')), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/createintakeprogram')?.body).toEqual({
      intake_id: 7,
      program_code: 'CY2',
      program_name: 'Cyber Lite',
      package_id: '6',
      admitted: '0',
    });
  });

  it('edits a program with its stored values and sends its id', async () => {
    const { calls } = answers({ '/updateintakeprogram': { body: { message: 'Program updated', intakeprogram: {} } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit program CY1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Program' });
    expect(within(dialog).getByLabelText(label('Program Name'))).toHaveValue('Cyber Core');
    await waitFor(() => expect(within(dialog).getByLabelText(label('Package'))).toHaveValue('5'));
    expect(within(dialog).getByLabelText(label('Admitted'))).toHaveValue('1');
    await user.clear(within(dialog).getByLabelText(label('Program Name')));
    await user.type(within(dialog).getByLabelText(label('Program Name')), 'Cyber Core Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/updateintakeprogram')?.body).toEqual({
      id: 31,
      program_code: 'CY1',
      program_name: 'Cyber Core Plus',
      package_id: '5',
      admitted: '1',
      updatedAt: '2026-11-27T19:31:04.120Z',
    });
  });

  it('keeps the dialog open with what was typed and says who saved the program when another user saved it since the set-up was read', async () => {
    const changed = 'This program changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const { calls } = answers({ '/updateintakeprogram': { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit program CY1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Program' });
    const name = within(dialog).getByLabelText(label('Program Name'));
    await user.clear(name);
    await user.type(name, 'Cyber Core Max');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changed);
    expect(calls.find((c) => c.path === '/updateintakeprogram')?.body).toMatchObject({ id: 31, program_name: 'Cyber Core Max', updatedAt: '2026-11-27T19:31:04.120Z' });
    expect(screen.getByRole('dialog', { name: 'Edit Program' })).toBe(dialog);
    expect(name).toHaveValue('Cyber Core Max');
  });

  it('removes a row only after "Do you want to remove?", and shows a refusal (in use) above the lists', async () => {
    const { calls } = answers({ '/deleteintakestate': { status: 409, body: { message: 'This state is used by 2 records' } } });
    renderSetup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete state Texas' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Do you want to remove?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/deleteintakestate')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete state Texas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This state is used by 2 records');
    expect(calls.find((c) => c.path === '/deleteintakestate')?.body).toEqual({ id: 21 });
  });

  it('shows staff without write access the lists read-only: no Add, Edit or Delete, and says why', async () => {
    answers(READER);
    renderSetup();
    expect(await within(await screen.findByRole('table', { name: 'Programs' })).findByRole('cell', { name: 'Cyber Core' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('You have Read permission on Lines of Business: changes are not available.');
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Open) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit line of business' })).not.toBeInTheDocument();
  });

  it("is reached from a line's row menu on the lines of business", async () => {
    answers({ '/viewclientintakecategory': { body: { intakecategory: [LOB] } } });
    renderRoutes({ '/user_admin_intakecategory': <IntakeCategoryListPage /> }, '/user_admin_intakecategory');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for CYBER LIABILITY-Tech' }));
    await user.click(screen.getByRole('menuitem', { name: 'Product set-up' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/user_admin_productsetup/7');
  });
});
