import { areaApi, listTags } from '@kyubos/api';
import type { City, CityFields, CityListResponse, CityResponse, Saved } from '@kyubos/contracts';

export type CityInput = Record<keyof CityFields, string>;

const citiesApi = areaApi('reference_data', ['City']).injectEndpoints({
  endpoints: (build) => ({
    cities: build.query<City[], void>({
      // The documented path reads 'viewscity'.
      query: () => '/viewscity',
      transformResponse: (response: CityListResponse) => response.cities,
      providesTags: (cities) => listTags('City', cities),
    }),
    city: build.query<City, number>({
      query: (id) => ({ url: '/editcity', method: 'POST', body: { id } }),
      transformResponse: (response: CityResponse) => response.city,
      providesTags: (_city, _error, id) => [{ type: 'City', id }],
    }),
    createCity: build.mutation<Saved<CityResponse>, CityInput>({
      query: (body) => ({ url: '/createcity', method: 'POST', body }),
      invalidatesTags: [{ type: 'City', id: 'LIST' }],
    }),
    updateCity: build.mutation<Saved<CityResponse>, CityInput & { id: number }>({
      query: (cityDatalist) => ({ url: '/updatecity/', method: 'POST', body: { cityDatalist } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'City', id },
        { type: 'City', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCitiesQuery, useCityQuery, useCreateCityMutation, useUpdateCityMutation } = citiesApi;
