import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes, renderWithProviders } from '@kyubos/devtools/testing';
import { EditStatePage } from './components/state-form';
import { StateListPage } from './components/state-list-page';

const COUNTRIES = [
  { id: 1, country_code: 'US', country_name: 'United States', country_regularcode: '840', country_marketname: null, country_currencycode: 'USD', country_languagecode: 'en' },
  { id: 2, country_code: 'CA', country_name: 'Canada', country_regularcode: '124', country_marketname: null, country_currencycode: 'CAD', country_languagecode: 'en' },
];
const COLORADO = {
  id: 10, country_id: 1, country_code: 'US', state_code: 'CO', state_name: 'Colorado',
  stateregulatory_code: '08', state_retaliatorytaxflag: 'Y', stateretaliatorytax_percentage: 2,
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('State form', () => {
  it('loads the state by id, copies the chosen country’s code and saves through /updatestate/', async () => {
    localStorage.setItem('login_type', '1');
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewcountry': { body: { countries: COUNTRIES } },
      '/editstate': { body: { state: COLORADO } },
      '/updatestate/': { body: { message: 'State updated', state: COLORADO } },
    });
    renderRoutes({ '/user_admin_edit_state/:id': <EditStatePage /> }, '/user_admin_edit_state/10');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/State Name/)).toHaveValue('Colorado');
    expect(screen.getByLabelText('Country Code')).toHaveValue('US');
    expect(screen.getByLabelText('State Retaliatory Tax Percentage')).toHaveValue(2);
    expect(calls.find((call) => call.path === '/editstate')?.body).toEqual({ id: 10 });

    await screen.findByRole('option', { name: 'Canada' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Canada');
    expect(screen.getByLabelText('Country Code')).toHaveValue('CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_state');
    expect(calls.find((call) => call.path === '/updatestate/')?.body).toEqual({
      stateData: {
        id: 10,
        country_id: '2',
        country_code: 'CA',
        state_name: 'Colorado',
        state_code: 'CO',
        stateregulatory_code: '08',
        state_retaliatorytaxflag: 'Y',
        stateretaliatorytax_percentage: '2',
      },
    });
  });

  it('shows a client admin the list without Add, blank row or edit action', async () => {
    localStorage.setItem('login_type', '2');
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewstate': { body: { States: [COLORADO] } },
    });
    renderWithProviders(<StateListPage />, { path: '/user_admin_state' });
    expect(await screen.findByRole('cell', { name: 'Colorado' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'State Code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('row', { name: 'Add new' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('shows Retry when the list cannot be loaded', async () => {
    localStorage.setItem('login_type', '1');
    let fail = true;
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/viewstate': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { States: [COLORADO] } }),
    });
    renderWithProviders(<StateListPage />, { path: '/user_admin_state' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('cell', { name: 'Colorado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
  });
});
