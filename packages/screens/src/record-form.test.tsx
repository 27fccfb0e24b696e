import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { api } from '@kyubos/api';
import { countryFields, type Country } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { FormGrid, TextField } from '@kyubos/ui';
import type { FormAccess } from './form-access';
import { FormScreen } from './form-screen';
import { RecordForm } from './record-form';
import { useRouteRecord } from './route-id';
import { useSchemaForm } from './schema-form';

const FIELDS = ['country_code', 'country_name', 'country_marketname'] as const;
const JAPAN = { id: 7, country_code: 'JP', country_name: 'Japan', country_marketname: 'Asia Pacific' } as Country;

const kitFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitCountry: build.query<Country, number>({
      query: (id) => ({ url: '/editcountry', method: 'POST', body: { id } }),
      transformResponse: (response: { country: Country }) => response.country,
    }),
    kitSaveCountry: build.mutation<unknown, object>({ query: (body) => ({ url: '/savecountry', method: 'POST', body }) }),
  }),
  overrideExisting: 'throw',
});

const LIST = { label: 'Countries', href: '/user_admin_countries' };
const WRITER: FormAccess = { canWrite: true, isLoading: false };
const READER: FormAccess = { canWrite: false, isLoading: false };

function CountryForm({ initial }: { initial?: Country }) {
  const form = useSchemaForm(countryFields, initial, FIELDS);
  const [save] = kitFormApi.useKitSaveCountryMutation();
  return (
    <RecordForm form={form} onSave={() => save(form.values).unwrap()} listHref={LIST.href}>
      <FormGrid>
        <TextField {...form.field('country_code', 'Country Code')} />
        <TextField {...form.field('country_name', 'Country Name')} />
        <TextField {...form.field('country_marketname', 'Country Market Name')} />
      </FormGrid>
    </RecordForm>
  );
}

function EditCountry({ access }: { access: FormAccess }) {
  const { load } = useRouteRecord(kitFormApi.useKitCountryQuery);
  return (
    <FormScreen title="Edit Country" list={LIST} access={access} load={load} what="country">
      {(country: Country) => <CountryForm initial={country} />}
    </FormScreen>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string, access = WRITER) =>
  renderWithProviders(
    <>
      {/* The shell's menu, outside every form. */}
      <nav>
        <Link to="/user_admin_policies">Policies</Link>
      </nav>
      <Routes>
      <Route
        path="/user_admin_add_countries"
        element={
          <FormScreen title="Add Country" list={LIST} access={access}>
            <CountryForm />
          </FormScreen>
        }
      />
      <Route path="/user_admin_edit_countries/:id" element={<EditCountry access={access} />} />
      <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path },
  );

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('a form built on the contract schema', () => {
  it('takes required and maximum length from the schema', () => {
    mockFetch({});
    renderAt('/user_admin_add_countries');
    expect(screen.getByLabelText(/Country Code/)).toBeRequired();
    expect(screen.getByLabelText(/Country Code/)).toHaveAttribute('maxLength', '3');
    expect(screen.getByLabelText(/Country Name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Country Market Name')).not.toBeRequired();
  });

  it('checks the values against the schema before sending, names the field, and focuses it', async () => {
    const { calls } = mockFetch({});
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Country Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Country Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Country Name/)).toHaveFocus();
    expect(calls).toHaveLength(0);

    // The message goes once the field is edited.
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    expect(screen.queryByText('Country Name is required')).toBeNull();
  });

  it('shows the server field errors on their fields and keeps what was typed', async () => {
    mockFetch({
      '/savecountry': {
        status: 400,
        body: { message: 'Invalid countryData.country_code: is taken', errors: [{ path: 'countryData.country_code', message: 'is taken' }] },
      },
    });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Country Code is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/Country Code/)).toHaveFocus();
    expect(screen.getByLabelText(/Country Name/)).toHaveValue('New Zealand');
  });

  it('shows a refusal that names no field as the server message, which takes the focus', async () => {
    mockFetch({ '/savecountry': { status: 409, body: { message: 'Country code NZ already exists' } } });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Country code NZ already exists');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('saves a code pasted with spaces around it as typed, and names the limit of one too long rather than cut it', async () => {
    const { calls } = mockFetch({ '/savecountry': { status: 201, body: { message: 'Country created' } } });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Name/), 'Zequia');
    await user.click(screen.getByLabelText(/Country Code/));
    await user.paste('ZQXY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Country Code must be at most 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Country Code/)).toHaveValue('ZQXY');
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Country Code/));
    await user.paste('  ZQ  ');
    expect(screen.getByLabelText(/Country Code/)).toHaveValue('ZQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls[0]?.body).toEqual({ country_code: 'ZQ', country_name: 'Zequia', country_marketname: '' });
  });

  it('returns to the list after a save', async () => {
    const { calls } = mockFetch({ '/savecountry': { status: 201, body: { message: 'Country created' } } });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls[0]?.body).toEqual({ country_code: 'NZ', country_name: 'New Zealand', country_marketname: '' });
  });

  it('asks before Cancel throws changes away, and stays when told to', async () => {
    mockFetch({});
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You have unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/Country Name/)).toHaveValue('New Zealand');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
  });

  it('asks whether to save when a changed form is left by the menu: No goes where the click was going', async () => {
    const { calls } = mockFetch({});
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('link', { name: 'Policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You entered something in the form. Do you want to save?');
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policies');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('saves on Yes and returns to the list, as Save does', async () => {
    const { calls } = mockFetch({ '/savecountry': { status: 201, body: { message: 'Country created' } } });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('link', { name: 'Policies' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls.map((c) => c.body)).toEqual([{ country_code: 'NZ', country_name: 'New Zealand', country_marketname: '' }]);
  });

  it('keeps the form and what was typed when the question is put away, and when Yes finds a field missing', async () => {
    const { calls } = mockFetch({});
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('link', { name: 'Policies' }));
    await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/Country Name/)).toHaveValue('New Zealand');
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Policies' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Country Code is required')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('asks nothing on Save, and Cancel asks only its own question', async () => {
    mockFetch({ '/savecountry': { status: 201, body: { message: 'Country created' } } });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    expect(screen.queryByText('You entered something in the form. Do you want to save?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the menu leave an untouched form at once', async () => {
    mockFetch({});
    renderAt('/user_admin_add_countries');
    await userEvent.click(screen.getByRole('link', { name: 'Policies' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policies');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves an untouched form at once on Cancel', async () => {
    mockFetch({});
    renderAt('/user_admin_add_countries');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
  });
});

describe('an edit screen', () => {
  it('loads the record of the link into the form', async () => {
    const { calls } = mockFetch({ '/editcountry': { body: { country: JAPAN } } });
    renderAt('/user_admin_edit_countries/7');
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
    expect(calls[0]?.body).toEqual({ id: 7 });
  });

  it('shows the not-found page for a missing record (404) and for a malformed id, which it never asks for', async () => {
    const { calls } = mockFetch({ '/editcountry': { status: 404, body: { message: 'Country not found' } } });
    const { unmount } = renderAt('/user_admin_edit_countries/99');
    expect(await screen.findByText('Oops, page not available!')).toBeInTheDocument();
    unmount();

    renderAt('/user_admin_edit_countries/abc');
    expect(screen.getByText('Oops, page not available!')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('names the list when access is refused, without Retry', async () => {
    mockFetch({ '/editcountry': { status: 403, body: { message: 'You need Read permission for this' } } });
    renderAt('/user_admin_edit_countries/7');
    expect(await screen.findByText('You do not have access to Countries')).toBeInTheDocument();
    expect(screen.getByText('You need Read permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the server fails, and shows the record once it loads', async () => {
    let fail = true;
    mockFetch({ '/editcountry': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { country: JAPAN } }) });
    renderAt('/user_admin_edit_countries/7');
    expect(await screen.findByText('The country could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
  });
});

describe('a caller who may only read the list', () => {
  it('sees the record of an edit screen read-only: every field disabled, a note saying so, no Save, Back to the list', async () => {
    const { calls } = mockFetch({ '/editcountry': { body: { country: JAPAN } } });
    renderAt('/user_admin_edit_countries/7', READER);
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
    for (const name of [/Country Code/, /Country Name/, 'Country Market Name']) expect(screen.getByLabelText(name)).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('You have Read permission on Countries: changes are not available.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls.map((call) => call.path)).toEqual(['/editcountry']);
  });

  it('says why when the screen gives its own reason (platform data)', async () => {
    mockFetch({ '/editcountry': { body: { country: JAPAN } } });
    renderAt('/user_admin_edit_countries/7', { ...READER, readOnlyReason: 'Only the platform administrator may change this data.' });
    expect(await screen.findByRole('note')).toHaveTextContent('Only the platform administrator may change this data.');
  });

  it('gets the refusal on an add screen, with nothing to type and nothing asked of the server', () => {
    const { calls } = mockFetch({});
    renderAt('/user_admin_add_countries', READER);
    expect(screen.getByText('You do not have access to Countries')).toBeInTheDocument();
    expect(screen.getByText('You need Read and Write permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps the add form editable while the access is still loading, so nothing typed is lost', async () => {
    mockFetch({});
    renderAt('/user_admin_add_countries', { canWrite: false, isLoading: true });
    await userEvent.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    expect(screen.getByLabelText(/Country Name/)).toHaveValue('New Zealand');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('refuses to show a record form outside a form screen, which alone knows the access', () => {
    mockFetch({});
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<CountryForm />, { path: '/' })).toThrow('A RecordForm belongs in a FormScreen');
    quiet.mockRestore();
  });
});
