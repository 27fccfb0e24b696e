import { areaApi, TAGS } from '@kyubos/api';
import type { IntakeCategoryMainResponse, RecordSearchRequest, RecordSearchResponse } from '@kyubos/contracts';

export const layoutApi = areaApi('shell', [TAGS.IntakeCategory]).injectEndpoints({
  endpoints: (build) => ({
    sideBarIntakeCategories: build.query<IntakeCategoryMainResponse, { client_id: number }>({
      query: (body) => ({ url: '/viewclientintakecategorymain', method: 'POST', body }),
      providesTags: [{ type: TAGS.IntakeCategory, id: 'LIST' }],
    }),
    /** The header's search box: records of any stage by number, insured name, email or phone. */
    searchRecords: build.query<RecordSearchResponse, RecordSearchRequest>({
      query: (body) => ({ url: '/searchrecords', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSideBarIntakeCategoriesQuery, useSearchRecordsQuery } = layoutApi;
