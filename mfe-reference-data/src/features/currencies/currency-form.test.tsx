import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { AddCurrencyPage, EditCurrencyPage } from './components/currency-form';
import { CurrencyListPage } from './components/currency-list-page';

const PLATFORM_ACCESS = { body: { everything: true, items: [] } };
const COUNTRIES = [
  { id: 1, country_code: 'US', country_name: 'United States', country_regularcode: '840', country_marketname: null, country_currencycode: 'USD', country_languagecode: 'en' },
  { id: 2, country_code: 'CA', country_name: 'Canada', country_regularcode: '124', country_marketname: null, country_currencycode: 'CAD', country_languagecode: 'en' },
];
const LOONIE = { id: 5, currency_name: 'Canadian Dollar', currency_code: 'CAD', country_id: 2, country_name: 'Canada' };

function renderAt(path: string) {
  return renderRoutes({ '/user_admin_add_currency': <AddCurrencyPage />, '/user_admin_edit_currency/:id': <EditCurrencyPage /> }, path);
}

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '1');
});

describe('Currency form', () => {
  it('offers the countries in its dropdown and sends the chosen country’s id', async () => {
    const { calls } = mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/currency': { status: 201, body: { message: 'Currency created', currency: LOONIE } },
    });
    renderAt('/user_admin_add_currency');
    const user = userEvent.setup();
    const country = screen.getByRole('combobox', { name: /Country/ });
    await within(country).findByRole('option', { name: 'Canada' });
    expect(within(country).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select country', 'United States', 'Canada']);

    await user.type(screen.getByLabelText(/Currency Name/), 'US Dollar');
    await user.type(screen.getByLabelText(/Currency Code/), 'USD');
    await user.selectOptions(country, 'United States');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_currency');
    expect(calls.find((call) => call.path === '/currency')?.body).toEqual({ currency_name: 'US Dollar', currency_code: 'USD', country_id: '1' });
  });

  it('loads the currency of the link with its country chosen and saves the change through /updatecurrency', async () => {
    const { calls } = mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/editcurrency': { body: { currency: LOONIE } },
      '/updatecurrency': { body: { message: 'Currency updated', currency: LOONIE } },
    });
    renderAt('/user_admin_edit_currency/5');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Currency Name/)).toHaveValue('Canadian Dollar');
    expect(screen.getByLabelText(/Currency Code/)).toHaveValue('CAD');
    await screen.findByRole('option', { name: 'Canada' });
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('2');
    expect(calls.find((call) => call.path === '/editcurrency')?.body).toEqual({ id: 5 });

    await user.clear(screen.getByLabelText(/Currency Name/));
    await user.type(screen.getByLabelText(/Currency Name/), 'Canadian Dollar (Loonie)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_currency');
    expect(calls.find((call) => call.path === '/updatecurrency')?.body).toEqual({
      currencyData: { id: 5, currency_name: 'Canadian Dollar (Loonie)', currency_code: 'CAD', country_id: '2' },
    });
  });

  it('offers Retry when the countries cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/viewcountry': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { countries: COUNTRIES } }),
    });
    renderAt('/user_admin_add_currency');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The countries could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('option', { name: 'Canada' })).toBeInTheDocument();
  });

  it('shows the server message when saving fails and keeps what was typed', async () => {
    mockFetch({
      '/myaccess': PLATFORM_ACCESS,
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/currency': { status: 400, body: { message: 'Invalid country_id: no such country' } },
    });
    renderAt('/user_admin_add_currency');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Currency Name/), 'Euro');
    await user.type(screen.getByLabelText(/Currency Code/), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid country_id: no such country');
    expect(screen.getByLabelText(/Currency Name/)).toHaveValue('Euro');
  });
});

describe('Currency list', () => {
  it('pages 10 currencies at a time; double-clicking a row’s action cell opens /user_admin_edit_currency/{id}', async () => {
    const currencies = Array.from({ length: 12 }, (_, index) => ({ ...LOONIE, id: index + 1, currency_name: `Currency ${index + 1}` }));
    mockFetch({ '/myaccess': PLATFORM_ACCESS, '/viewcurrency': { body: { currency: currencies } } });
    renderRoutes({ '/user_admin_currency': <CurrencyListPage /> }, '/user_admin_currency');
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Currency 10' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Currency 11' })).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const row = screen.getByRole('cell', { name: 'Currency 3' }).closest('tr') as HTMLElement;
    await user.dblClick(within(row).getAllByRole('cell').at(-1) as HTMLElement);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_edit_currency/3');
  });
});
