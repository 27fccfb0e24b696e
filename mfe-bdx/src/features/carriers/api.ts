import { areaApi } from '@kyubos/api';
import type { CarrierListResponse } from '@kyubos/contracts';

/** The client's carriers: the upload form's Send To and the slab form both choose one. */
const carriersApi = areaApi('bdx', ['Carrier']).injectEndpoints({
  endpoints: (build) => ({
    bdxCarriers: build.query<CarrierListResponse, number>({
      query: (clientId) => ({ url: '/viewcarrier', method: 'POST', body: { client_id: clientId } }),
      providesTags: [{ type: 'Carrier', id: 'LIST' }],
    }),
  }),
});

export const { useBdxCarriersQuery } = carriersApi;
