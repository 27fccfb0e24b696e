import { areaApi, listTags, store, TAGS } from '@kyubos/api';
import type { Country, CountryListResponse, State, StatesOfCountryResponse } from '@kyubos/contracts';

/**
 * Reference-data reads several features share (the country list and the country, state and city
 * pickers). Each feature's own api.ts holds its writes and record reads.
 */
const referenceApi = areaApi('reference_data', ['Country', TAGS.State]).injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], void>({
      query: () => '/viewcountry',
      transformResponse: (response: CountryListResponse) => response.countries,
      providesTags: (countries) => listTags('Country', countries),
    }),
    statesOfCountry: build.query<State[], number>({
      query: (countryId) => ({ url: '/viewstateusingcountrycode', method: 'POST', body: { id: countryId } }),
      transformResponse: (response: StatesOfCountryResponse) => response.states,
      providesTags: (states) => listTags(TAGS.State, states),
    }),
  }),
});

export const { useCountriesQuery, useStatesOfCountryQuery } = referenceApi;

/** Starts the countries read ahead of its list screen (the remote's prefetch). */
export function prefetchCountries(): void {
  void store.dispatch(referenceApi.util.prefetch('countries', undefined, {}));
}
