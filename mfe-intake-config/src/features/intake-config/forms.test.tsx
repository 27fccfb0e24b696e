import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AddAttributePage } from './components/attribute-pages';
import { AddGroupPage, EditGroupPage, GroupListPage } from './components/group-pages';
import { AddPackagePage, EditPackagePage } from './components/package-pages';

/** A field's label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`);
const ADMIN = { '/myaccess': { body: { everything: true, items: [] } } };

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '1');
});

describe('Add attribute form', () => {
  it('shows Format and Data Type only for text, secure and PI secure, the radio group only for radio, and derives the data type', async () => {
    const { calls } = mockFetch({ ...ADMIN, '/createattribute': { body: { message: 'Attribute created', id: 9 } }, '/viewattribute': { body: { attribute: [] } }, '/editattributegroup': { body: { Attiribute: { id: 4, name: 'Insured Details' } } } });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_add_attribute/:cid/:gid" element={<AddAttributePage />} />
        <Route path="/user_admin_attributes/:cid/:gid" element={<p>attribute list</p>} />
      </Routes>,
      { path: '/user_admin_add_attribute/2/4' },
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(label('Format'))).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(label('Attribute Type')), 'radio');
    expect(screen.getByLabelText(label('Radio Box Group'))).toBeInTheDocument();
    expect(screen.queryByLabelText(label('Format'))).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(label('Attribute Type')), 'SelectBox');
    expect(screen.getByLabelText(label('Select Box Options'))).toBeRequired();
    expect(screen.queryByLabelText(label('Radio Box Group'))).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(label('Attribute Type')), 'PI secure');
    expect(screen.queryByLabelText(label('Radio Box Group'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(label('Select Box Options'))).not.toBeInTheDocument();
    expect(screen.getByText('use a, A and 9')).toBeInTheDocument();

    await user.type(screen.getByLabelText(label('Name')), 'Owner SSN');
    // Owner SSN holds no customer field: Attribute Name is optional and left at its empty choice.
    const attributeName = screen.getByLabelText('Attribute Name');
    expect(attributeName).not.toBeRequired();
    expect(attributeName).toHaveValue('');
    expect(within(attributeName).getByRole('option', { name: 'None' })).toHaveValue('');
    await user.type(screen.getByLabelText(label('Format')), '999-99-9999');
    expect(screen.getByLabelText(label('Data Type'))).toHaveValue('Numeric');
    await user.clear(screen.getByLabelText(label('Format')));
    await user.type(screen.getByLabelText(label('Format')), 'AA-9999');
    expect(screen.getByLabelText(label('Data Type'))).toHaveValue('Alphanumeric');
    await user.click(screen.getByRole('radio', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('attribute list')).toBeInTheDocument();
    const create = calls.find((c) => c.path === '/createattribute');
    expect(create?.body).toEqual({
      group_id: 4,
      client_id: 2,
      name: 'Owner SSN',
      attribute_name: null,
      attribute_type: 'PI secure',
      isrequired: 'Required',
      description: '',
      attributeformat: 'AA-9999',
      radiogroup: '',
      selectgroup: '',
      attribute_max_lenght: '7',
      attribute_data_type: 'Alphanumeric',
    });
  });

  it('keeps what was typed and shows the server message when the save fails', async () => {
    mockFetch({ ...ADMIN, '/createattribute': { status: 400, body: { message: 'Invalid radiogroup: is required for a radio attribute' } } });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_add_attribute/:cid/:gid" element={<AddAttributePage />} />
      </Routes>,
      { path: '/user_admin_add_attribute/2/4' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label('Name')), 'Smoker');
    await user.selectOptions(screen.getByLabelText(label('Attribute Name')), 'firstname');
    await user.selectOptions(screen.getByLabelText(label('Attribute Type')), 'checkbox');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid radiogroup: is required for a radio attribute');
    expect(screen.getByLabelText(label('Name'))).toHaveValue('Smoker');
  });
});

describe('Attribute group form and list', () => {
  it('offers Table only on edit, and Number of Row only for Table', async () => {
    mockFetch({ ...ADMIN, '/editattributegroup': { body: { Attiribute: { id: 7, client_id: 2, name: 'Drivers', displaytype: 'Double Column', numberofrow: '0', rank: 3, active: '1' } } } });
    const { unmount } = renderWithProviders(<AddGroupPage />);
    const addOptions = within(screen.getByLabelText(label('Display Type'))).getAllByRole('option').map((o) => o.textContent);
    expect(addOptions).not.toContain('Table');
    unmount();

    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_attributegroup/:cid/:id" element={<EditGroupPage />} />
      </Routes>,
      { path: '/user_admin_edit_attributegroup/2/7' },
    );
    const user = userEvent.setup();
    const select = await screen.findByLabelText(label('Display Type'));
    expect(screen.queryByLabelText(label('Number of Row'))).not.toBeInTheDocument();
    await user.selectOptions(select, 'Table');
    expect(screen.getByLabelText(label('Number of Row'))).toHaveValue(0);
  });

  it('asks for a Display Type left blank, as every required field, and sends nothing', async () => {
    const { calls } = mockFetch({ ...ADMIN });
    renderWithProviders(<AddGroupPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label('Group Name')), 'Cargo Details');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display Type is required')).toBeInTheDocument();
    expect(screen.queryByText(/Table/)).toBeNull();
    expect(calls.some((c) => c.path === '/createattributegroup')).toBe(false);
  });

  it('posts every rank and status on Save', async () => {
    const groups = [
      { id: 1, client_id: 2, name: 'Insured Details', displaytype: 'Double Column', numberofrow: '0', rank: 1, active: '1' },
      { id: 2, client_id: 2, name: 'Vehicle Schedule', displaytype: 'Table', numberofrow: '10', rank: 2, active: '1' },
    ];
    const { calls } = mockFetch({
      ...ADMIN,
      '/viewattributegroup': { body: { Attiributecategory: groups } },
      '/updateattibutegrouprank': { body: { message: 'Saved successfully' } },
    });
    renderWithProviders(<GroupListPage />);
    const user = userEvent.setup();
    const rank = await screen.findByLabelText(label('Rank of Vehicle Schedule'));
    await user.clear(rank);
    await user.type(rank, '0');
    await user.click(screen.getByLabelText(label('Status of Insured Details')));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/updateattibutegrouprank')).toBe(true));
    expect(calls.find((c) => c.path === '/updateattibutegrouprank')?.body).toEqual({
      AttributeGroupData: [
        { id: 1, rank: '1', active: '0' },
        { id: 2, rank: '0', active: '1' },
      ],
    });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  });

  it('names a rank that is not a whole number by its row, marks and focuses it, and sends nothing', async () => {
    const groups = [
      { id: 1, client_id: 2, name: 'Insured Details', displaytype: 'Double Column', numberofrow: '0', rank: 1, active: '1' },
      { id: 2, client_id: 2, name: 'Vehicle Schedule', displaytype: 'Table', numberofrow: '10', rank: 2, active: '1' },
    ];
    const { calls } = mockFetch({ ...ADMIN, '/viewattributegroup': { body: { Attiributecategory: groups } } });
    renderWithProviders(<GroupListPage />);
    const user = userEvent.setup();
    const rank = await screen.findByLabelText(label('Rank of Vehicle Schedule'));
    await user.clear(rank);
    await user.type(rank, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rank of Vehicle Schedule must be a number');
    expect(rank).toHaveAttribute('aria-invalid', 'true');
    expect(rank).toHaveFocus();
    expect(calls.some((c) => c.path === '/updateattibutegrouprank')).toBe(false);
  });
});

describe('Package form', () => {
  const GL_CONTRACTORS = { id: 2, client_id: 2, category_name: 'GENERAL LIABILITY', sublob: 'Contractors', document: null, intaketype: 'Quotation', updatedAt: '2026-11-27T20:00:00.000Z' };

  it("names the line in its read-only Category as the packages list's heading does, with its Sub LOB, on Add and on Edit", async () => {
    mockFetch({ ...ADMIN, '/editclientintakecategory': { body: { intake: GL_CONTRACTORS } } });
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/user_admin_add_intakesubcategory/:cid" element={<AddPackagePage />} />
      </Routes>,
      { path: '/user_admin_add_intakesubcategory/2' },
    );
    expect(await screen.findByLabelText(label('Category'))).toHaveValue('GENERAL LIABILITY-Contractors');
    expect(screen.getByLabelText(label('Category'))).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: "GENERAL LIABILITY-Contractors's Packages" })).toHaveAttribute('href', '/user_admin_intakesubcategory/2');
    unmount();

    const intakesub = { id: 10, client_id: 2, category_id: 2, category_name: 'GENERAL LIABILITY', category_sublob: 'Contractors', subcategory_name: 'Contractors Basic', coverage_limit: null, coverage_premimum: null, document: null };
    mockFetch({ ...ADMIN, '/editclientintakesubcategory': { body: { intakesub } } });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_intakesubcategory/:cid/:id" element={<EditPackagePage />} />
      </Routes>,
      { path: '/user_admin_edit_intakesubcategory/2/10' },
    );
    expect(await screen.findByLabelText(label('List Name'))).toHaveValue('Contractors Basic');
    expect(screen.getByLabelText(label('Category'))).toHaveValue('GENERAL LIABILITY-Contractors');
  });
});

describe('for a staff user who may only read', () => {
  const readerOf = (url: string) => ({ '/myaccess': { body: { everything: false, items: [{ url, level: 'read' }] } } });

  it('shows a package of a line read-only under its line, with no Save', async () => {
    const intakesub = { id: 10, client_id: 2, category_id: 7, category_name: 'QA MARINE', subcategory_name: 'Hull Basic', coverage_limit: null, coverage_premimum: null, document: null };
    const { calls } = mockFetch({ ...readerOf('/user_admin_intakecategory'), '/editclientintakesubcategory': { body: { intakesub } } });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_intakesubcategory/:cid/:id" element={<EditPackagePage />} />
      </Routes>,
      { path: '/user_admin_edit_intakesubcategory/7/10' },
    );
    expect(await screen.findByLabelText(label('List Name'))).toHaveValue('Hull Basic');
    expect(await screen.findByRole('note')).toHaveTextContent("You have Read permission on QA MARINE's Packages: changes are not available.");
    expect(screen.getByLabelText(label('List Name'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user_admin_intakesubcategory/7');
    expect(calls.map((c) => c.path).filter((path) => path !== '/myaccess')).toEqual(['/editclientintakesubcategory']);
  });

  it('answers Add Attribute Group with the refusal, nothing to type', async () => {
    mockFetch(readerOf('/user_admin_attributegroup'));
    renderWithProviders(<AddGroupPage />);
    expect(await screen.findByText('You do not have access to Attribute Groups')).toBeInTheDocument();
    expect(screen.getByText('You need Read and Write permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
