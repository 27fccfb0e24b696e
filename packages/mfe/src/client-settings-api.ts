import { areaApi, TAGS } from '@kyubos/api';
import type { QuotationSettingsResponse, UpdateQuotationSettingsRequest } from '@kyubos/contracts';

const SETTINGS_TAG = { type: TAGS.Client, id: 'quotation-settings' } as const;

/** The signed-in client's quotation settings: changed on the Setting page, obeyed by the approval screen. */
export const clientSettingsApi = areaApi('session', [TAGS.Client]).injectEndpoints({
  endpoints: (build) => ({
    quotationSettings: build.query<QuotationSettingsResponse, void>({
      query: () => ({ url: '/viewquotationsettings', method: 'POST', body: {} }),
      providesTags: [SETTINGS_TAG],
    }),
    updateQuotationSettings: build.mutation<QuotationSettingsResponse & { message: string }, UpdateQuotationSettingsRequest>({
      query: (body) => ({ url: '/updatequotationsettings', method: 'POST', body }),
      invalidatesTags: [SETTINGS_TAG],
    }),
  }),
});

export const { useQuotationSettingsQuery, useUpdateQuotationSettingsMutation } = clientSettingsApi;
