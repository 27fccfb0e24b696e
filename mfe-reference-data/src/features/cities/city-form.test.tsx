import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { AddCityPage } from './components/city-form';

const COUNTRIES = [
  { id: 1, country_code: 'US', country_name: 'United States', country_regularcode: '840', country_marketname: null, country_currencycode: 'USD', country_languagecode: 'en' },
  { id: 2, country_code: 'CA', country_name: 'Canada', country_regularcode: '124', country_marketname: null, country_currencycode: 'CAD', country_languagecode: 'en' },
];
const state = (id: number, country_id: number, state_code: string, state_name: string) => ({
  id, country_id, country_code: country_id === 1 ? 'US' : 'CA', state_code, state_name,
  stateregulatory_code: null, state_retaliatorytaxflag: null, stateretaliatorytax_percentage: null,
});
const STATES: Record<number, unknown[]> = {
  1: [state(10, 1, 'CO', 'Colorado'), state(11, 1, 'TX', 'Texas')],
  2: [state(20, 2, 'ON', 'Ontario'), state(21, 2, 'QC', 'Quebec')],
};

function renderForm() {
  return renderRoutes({ '/user_admin_add_city': <AddCityPage /> }, '/user_admin_add_city');
}

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '1');
});

describe('City form', () => {
  it('reloads the state choices for the chosen country and copies the codes and names the server expects', async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/viewstateusingcountrycode': (body) => ({ body: { states: STATES[(body as { id: number }).id] } }),
      '/createcity': { status: 201, body: { message: 'City created', city: {} } },
      '/viewscity': { body: { cities: [] } },
    });
    renderForm();
    const user = userEvent.setup();
    const country = screen.getByRole('combobox', { name: /Country/ });
    const stateSelect = screen.getByRole('combobox', { name: /State/ });
    expect(stateSelect).toBeDisabled();

    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(country, 'United States');
    await within(stateSelect).findByRole('option', { name: 'Colorado' });
    expect(within(stateSelect).queryByRole('option', { name: 'Ontario' })).toBeNull();
    expect(screen.getByLabelText('Country Code')).toHaveValue('US');
    expect(screen.getByLabelText('Country Name')).toHaveValue('United States');

    await user.selectOptions(stateSelect, 'Colorado');
    expect(screen.getByLabelText('State Code')).toHaveValue('CO');

    // Another country: its own states, and the earlier state choice is cleared.
    await user.selectOptions(country, 'Canada');
    await within(stateSelect).findByRole('option', { name: 'Ontario' });
    expect(within(stateSelect).queryByRole('option', { name: 'Colorado' })).toBeNull();
    expect(stateSelect).toHaveValue('');
    expect(screen.getByLabelText('State Code')).toHaveValue('');
    expect(calls.filter((call) => call.path === '/viewstateusingcountrycode').map((call) => call.body)).toEqual([{ id: 1 }, { id: 2 }]);

    await user.selectOptions(stateSelect, 'Quebec');
    await user.type(screen.getByLabelText(/City Name/), 'Montreal');
    await user.type(screen.getByLabelText('Zip Code'), 'H2Y 1C6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_city');
    expect(calls.find((call) => call.path === '/createcity')?.body).toEqual({
      country_id: '2',
      country_code: 'CA',
      country_name: 'Canada',
      state_id: '21',
      state_code: 'QC',
      city_code: '',
      city_name: 'Montreal',
      zip_code: 'H2Y 1C6',
      municipalregulatory_code: '',
    });
  });

  it('names a country not chosen as required, as every other required field, and sends nothing', async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewcountry': { body: { countries: COUNTRIES } },
    });
    renderForm();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'United States' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/must be a number/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/createcity')).toBe(false);
  });

  it('shows the server message when saving fails and keeps what was typed', async () => {
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/viewstateusingcountrycode': { body: { states: STATES[1] } },
      '/createcity': { status: 400, body: { message: 'Invalid state_id: no such state in that country' } },
    });
    renderForm();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United States');
    await user.type(screen.getByLabelText(/City Name/), 'Boulder');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid state_id: no such state in that country');
    expect(screen.getByLabelText(/City Name/)).toHaveValue('Boulder');
  });

  it('offers Retry when the states of the country cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/viewstateusingcountrycode': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { states: STATES[1] } }),
    });
    renderForm();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'United States');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The states could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Colorado' })).toBeInTheDocument());
  });
});
