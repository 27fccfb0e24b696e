import { areaApi } from '@kyubos/api';
import type { DashboardResponse } from '@kyubos/contracts';

export const homeApi = areaApi('shell', ['Dashboard']).injectEndpoints({
  endpoints: (build) => ({
    dashboardCounts: build.query<DashboardResponse, void>({
      query: () => ({ url: '/dashboardcounts', method: 'POST', body: {} }),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useDashboardCountsQuery } = homeApi;
