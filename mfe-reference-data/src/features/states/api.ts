import { areaApi, listTags, TAGS } from '@kyubos/api';
import type { Saved, State, StateFields, StateListResponse, StateResponse, StatesOfCountryResponse } from '@kyubos/contracts';

export type StateInput = Record<keyof StateFields, string>;

const statesApi = areaApi('reference_data', [TAGS.State]).injectEndpoints({
  endpoints: (build) => ({
    states: build.query<State[], void>({
      query: () => '/viewstate',
      transformResponse: (response: StateListResponse) => response.States,
      providesTags: (states) => listTags(TAGS.State, states),
    }),
    /** The states of one country: the city form's State dropdown. */
    statesOfCountry: build.query<State[], number>({
      query: (countryId) => ({ url: '/viewstateusingcountrycode', method: 'POST', body: { id: countryId } }),
      transformResponse: (response: StatesOfCountryResponse) => response.states,
      providesTags: (states) => listTags(TAGS.State, states),
    }),
    state: build.query<State, number>({
      query: (id) => ({ url: '/editstate', method: 'POST', body: { id } }),
      transformResponse: (response: StateResponse) => response.state,
      providesTags: (_state, _error, id) => [{ type: TAGS.State, id }],
    }),
    createState: build.mutation<Saved<StateResponse>, StateInput>({
      query: (body) => ({ url: '/createstate', method: 'POST', body }),
      invalidatesTags: [{ type: TAGS.State, id: 'LIST' }],
    }),
    updateState: build.mutation<Saved<StateResponse>, StateInput & { id: number }>({
      // The documented path has a trailing slash.
      query: (stateData) => ({ url: '/updatestate/', method: 'POST', body: { stateData } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.State, id },
        { type: TAGS.State, id: 'LIST' },
      ],
    }),
  }),
});

export const { useStatesQuery, useStatesOfCountryQuery, useStateQuery, useCreateStateMutation, useUpdateStateMutation } = statesApi;
