import { areaApi } from '@kyubos/api';
import type { IntakeCategoryMainResponse } from '@kyubos/contracts';

export const layoutApi = areaApi('shell', ['IntakeCategory']).injectEndpoints({
  endpoints: (build) => ({
    sideBarIntakeCategories: build.query<IntakeCategoryMainResponse, { client_id: number }>({
      query: (body) => ({ url: '/viewclientintakecategorymain', method: 'POST', body }),
      providesTags: [{ type: 'IntakeCategory', id: 'LIST' }],
    }),
  }),
});

export const { useSideBarIntakeCategoriesQuery } = layoutApi;
