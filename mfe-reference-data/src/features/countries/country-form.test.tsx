import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes, renderWithProviders } from '@kyubos/devtools/testing';
import { AddCountryPage, EditCountryPage } from './components/country-form';
import { CountryListPage } from './components/country-list-page';

const PLATFORM_ACCESS = { body: { everything: true, items: [] } };
const JAPAN = {
  id: 7, country_code: 'JP', country_name: 'Japan', country_regularcode: '392',
  country_marketname: 'Asia Pacific', country_currencycode: 'JPY', country_languagecode: 'ja',
};

function renderAt(path: string) {
  return renderRoutes({ '/user_admin_add_countries': <AddCountryPage />, '/user_admin_edit_countries/:id': <EditCountryPage /> }, path);
}

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '1');
});

describe('Country form', () => {
  it('sends every country field under its own key and returns to the list', async () => {
    const { calls } = mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/createcountry': { status: 201, body: { message: 'Country created', country: { ...JAPAN, id: 31 } } },
    });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.type(screen.getByLabelText('Country Regular Code'), '554');
    await user.type(screen.getByLabelText('Country Market Name'), 'Oceania');
    await user.type(screen.getByLabelText('Country Currency Code'), 'NZD');
    await user.type(screen.getByLabelText('Country Language Code'), 'en-NZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls.find((call) => call.path === '/createcountry')?.body).toEqual({
      country_code: 'NZ',
      country_name: 'New Zealand',
      country_regularcode: '554',
      country_marketname: 'Oceania',
      country_currencycode: 'NZD',
      country_languagecode: 'en-NZ',
    });
  });

  it('loads the country of the link and saves the change through /updatecountry', async () => {
    const { calls } = mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/editcountry': { body: { country: JAPAN } },
      '/updatecountry': { body: { message: 'Country updated', country: JAPAN } },
    });
    renderAt('/user_admin_edit_countries/7');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
    expect(screen.getByLabelText(/Country Code/)).toHaveValue('JP');
    expect(screen.getByLabelText('Country Regular Code')).toHaveValue('392');
    expect(screen.getByLabelText('Country Market Name')).toHaveValue('Asia Pacific');
    expect(screen.getByLabelText('Country Currency Code')).toHaveValue('JPY');
    expect(screen.getByLabelText('Country Language Code')).toHaveValue('ja');
    expect(calls.find((call) => call.path === '/editcountry')?.body).toEqual({ id: 7 });

    await user.clear(screen.getByLabelText('Country Market Name'));
    await user.type(screen.getByLabelText('Country Market Name'), 'East Asia');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls.find((call) => call.path === '/updatecountry')?.body).toEqual({
      countryData: {
        id: 7,
        country_code: 'JP',
        country_name: 'Japan',
        country_regularcode: '392',
        country_marketname: 'East Asia',
        country_currencycode: 'JPY',
        country_languagecode: 'ja',
      },
    });
  });

  it('shows the server message when saving fails and keeps what was typed', async () => {
    mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/createcountry': { status: 409, body: { message: 'Country code NZ already exists' } },
    });
    renderAt('/user_admin_add_countries');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Country Code/), 'NZ');
    await user.type(screen.getByLabelText(/Country Name/), 'New Zealand');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Country code NZ already exists');
    expect(screen.getByLabelText(/Country Name/)).toHaveValue('New Zealand');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('offers Retry when the record cannot be loaded, and shows it once it loads', async () => {
    let fail = true;
    mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/editcountry': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { country: JAPAN } }),
    });
    renderAt('/user_admin_edit_countries/7');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user_admin_home');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
  });
});

describe('Country form for a client admin, who may only read platform data', () => {
  beforeEach(() => localStorage.setItem('login_type', '2'));

  it('answers Add with the refusal in the server’s words, nothing to type', async () => {
    const { calls } = mockFetch({ '/myaccess': PLATFORM_ACCESS });
    renderAt('/user_admin_add_countries');
    expect(await screen.findByText('You do not have access to Countries')).toBeInTheDocument();
    expect(screen.getByText('Only the platform administrator may change this data.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/myaccess']);
  });

  it('shows the country of Edit read-only, saying why, with no Save', async () => {
    mockFetch({ '/myaccess': PLATFORM_ACCESS, '/editcountry': { body: { country: JAPAN } } });
    renderAt('/user_admin_edit_countries/7');
    expect(await screen.findByLabelText(/Country Name/)).toHaveValue('Japan');
    expect(await screen.findByRole('note')).toHaveTextContent('Only the platform administrator may change this data.');
    expect(screen.getByLabelText(/Country Name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Country list', () => {
  it('shows a staff user holding Countries at Read the list without Add, blank row or edit action', async () => {
    localStorage.setItem('login_type', '4');
    mockFetch({
      '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_countries', level: 'read' }] } },
      '/viewcountry': { body: { countries: [JAPAN] } },
    });
    renderWithProviders(<CountryListPage />, { path: '/user_admin_countries' });
    expect(await screen.findByRole('cell', { name: 'Japan' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('row', { name: 'Add new' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('pages 10 countries at a time', async () => {
    const countries = Array.from({ length: 23 }, (_, index) => ({ ...JAPAN, id: index + 1, country_name: `Country ${index + 1}` }));
    mockFetch({ '/myaccess': PLATFORM_ACCESS, '/viewcountry': { body: { countries } } });
    renderWithProviders(<CountryListPage />, { path: '/user_admin_countries' });
    expect(await screen.findByRole('cell', { name: 'Country 10' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Country 11' })).toBeNull();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Add new' })).toBeInTheDocument();
  });
});
