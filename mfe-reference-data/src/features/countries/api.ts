import { areaApi, listTags, store } from '@kyubos/api';
import type { Country, CountryFields, CountryListResponse, CountryResponse, Saved } from '@kyubos/contracts';

/** Form values as sent: the server trims, bounds and turns blanks into null. */
export type CountryInput = Record<keyof CountryFields, string>;

const countriesApi = areaApi('reference_data', ['Country']).injectEndpoints({
  endpoints: (build) => ({
    /** The country list: its screen and the Country dropdown of the other reference-data forms. */
    countries: build.query<Country[], void>({
      query: () => '/viewcountry',
      transformResponse: (response: CountryListResponse) => response.countries,
      providesTags: (countries) => listTags('Country', countries),
    }),
    country: build.query<Country, number>({
      query: (id) => ({ url: '/editcountry', method: 'POST', body: { id } }),
      transformResponse: (response: CountryResponse) => response.country,
      providesTags: (_country, _error, id) => [{ type: 'Country', id }],
    }),
    createCountry: build.mutation<Saved<CountryResponse>, CountryInput>({
      query: (body) => ({ url: '/createcountry', method: 'POST', body }),
      invalidatesTags: [{ type: 'Country', id: 'LIST' }],
    }),
    updateCountry: build.mutation<Saved<CountryResponse>, CountryInput & { id: number }>({
      query: (countryData) => ({ url: '/updatecountry', method: 'POST', body: { countryData } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Country', id },
        { type: 'Country', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCountriesQuery, useCountryQuery, useCreateCountryMutation, useUpdateCountryMutation } = countriesApi;

/** Starts the countries read ahead of its list screen (the remote's prefetch). */
export function prefetchCountries(): void {
  void store.dispatch(countriesApi.util.prefetch('countries', undefined, {}));
}
