import { areaApi } from '@kyubos/api';
import type { DashboardResponse, ViewDashboardResponse } from '@kyubos/contracts';

export const homeApi = areaApi('shell', ['Dashboard']).injectEndpoints({
  endpoints: (build) => ({
    dashboardCounts: build.query<DashboardResponse, void>({
      query: () => ({ url: '/dashboardcounts', method: 'POST', body: {} }),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    /** The tiles' counts and every chart's figures in one call. */
    viewDashboard: build.query<ViewDashboardResponse, void>({
      query: () => ({ url: '/viewdashboard', method: 'POST', body: {} }),
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const { useDashboardCountsQuery, useViewDashboardQuery } = homeApi;
