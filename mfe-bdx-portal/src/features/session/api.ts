import { areaApi } from '@kyubos/api';
import type { CarrierClientResponse, CarrierLoginResponse, EditCarrierResponse, LoginRequest } from '@kyubos/contracts';

/** Carrier sign-in and the names the header shows, with the carrier token. */
const carrierSessionApi = areaApi('bdx_portal', ['Client', 'Carrier']).injectEndpoints({
  endpoints: (build) => ({
    carrierLogin: build.mutation<CarrierLoginResponse, LoginRequest>({
      query: (body) => ({ url: '/carrierlogin', method: 'POST', body }),
      extraOptions: { session: 'carrier' },
    }),
    carrierClient: build.query<CarrierClientResponse, number>({
      query: (id) => ({ url: '/editclient', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      providesTags: (_result, _error, id) => [{ type: 'Client', id: `carrier-${id}` }],
    }),
    carrier: build.query<EditCarrierResponse, number>({
      query: (id) => ({ url: '/editcarrier', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      providesTags: (_result, _error, id) => [{ type: 'Carrier', id }],
    }),
  }),
});

export const { useCarrierLoginMutation, useCarrierClientQuery, useCarrierQuery } = carrierSessionApi;
