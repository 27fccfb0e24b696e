import { areaApi, TAGS } from '@kyubos/api';
import type { CarrierClientResponse, CarrierLoginResponse, EditCarrierResponse, LoginRequest } from '@kyubos/contracts';

/** Carrier sign-in and the names the header shows, with the carrier token. */
export const carrierSessionApi = areaApi('bdx_portal', [TAGS.Client, TAGS.Carrier]).injectEndpoints({
  endpoints: (build) => ({
    carrierLogin: build.mutation<CarrierLoginResponse, LoginRequest>({
      query: (body) => ({ url: '/carrierlogin', method: 'POST', body }),
      extraOptions: { session: 'carrier', signIn: true },
    }),
    carrierClient: build.query<CarrierClientResponse, number>({
      query: (id) => ({ url: '/editclient', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      providesTags: (_result, _error, id) => [{ type: TAGS.Client, id: `carrier-${id}` }],
    }),
    carrier: build.query<EditCarrierResponse, number>({
      query: (id) => ({ url: '/editcarrier', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      providesTags: (_result, _error, id) => [{ type: TAGS.Carrier, id }],
    }),
  }),
});

export const { useCarrierLoginMutation, useCarrierClientQuery, useCarrierQuery } = carrierSessionApi;
