import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { CityListPage } from '../features/cities/components/city-list-page';
import { CompanyListPage } from '../features/companies/components/company-list-page';
import { CountryListPage } from '../features/countries/components/country-list-page';
import { CurrencyListPage } from '../features/currencies/components/currency-list-page';
import { StateListPage } from '../features/states/components/state-list-page';

/** The platform's lists, each answered with one row whose id is unlike anything the row shows. */
const LISTS: { title: string; page: ReactElement; listCall: string; answer: object; names: string[] }[] = [
  {
    title: 'Countries',
    page: <CountryListPage />,
    listCall: '/viewcountry',
    answer: { countries: [{ id: 39, country_code: 'AR', country_name: 'Argentina', country_currencycode: 'ARS', country_marketname: 'Latin America' }] },
    names: ['Edit Argentina'],
  },
  {
    title: 'Currency',
    page: <CurrencyListPage />,
    listCall: '/viewcurrency',
    answer: { currency: [{ id: 17, currency_name: 'Canadian Dollar', currency_code: 'CAD', country_name: 'Canada' }] },
    names: ['Edit Canadian Dollar'],
  },
  {
    title: 'States',
    page: <StateListPage />,
    listCall: '/viewstate',
    answer: { States: [{ id: 55, state_name: 'Colorado', state_code: 'CO' }] },
    names: ['Edit Colorado'],
  },
  {
    title: 'Cities',
    page: <CityListPage />,
    listCall: '/viewscity',
    answer: { cities: [{ id: 4, city_name: 'Boulder', state_code: 'CO', country_name: 'United States', zip_code: '80302' }] },
    names: ['Edit Boulder'],
  },
  {
    title: 'Companies',
    page: <CompanyListPage />,
    listCall: '/viewcompany',
    answer: { companies: [{ id: 9, companyName: 'Harbor TPA', type: 'TPA', planName: 'Starter', startDate: '2025-01-15', email: 'ops@harbor.example' }] },
    // The row's own Edit and Remove, and the button that opens it as a double-click does.
    names: ['Edit Harbor TPA', 'Remove Harbor TPA', 'Open Harbor TPA'],
  },
];

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '1');
});

describe.each(LISTS)('The $title list', ({ title, page, listCall, answer, names }) => {
  it("names each row's buttons by the row, never by its id", async () => {
    mockFetch({ '/myaccess': { body: { everything: true, items: [] } }, [listCall]: { body: answer } });
    renderWithProviders(page);
    const table = await screen.findByRole('table', { name: title });
    const row = (await within(table).findByRole('button', { name: names[0] })).closest('tr')!;
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(names);
  });
});
