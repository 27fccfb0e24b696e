import { areaApi, downloadPost } from '@kyubos/api';
import type { LossRatioRequest, LossRatioResponse, LossRunRequest, LossRunResponse, ViewClaimResponse } from '@kyubos/contracts';

/** Loss Runs: the claims of a period (of a policy, an insured or the book), their PDF, the loss ratios, and one claim with every bordereau's figures. */
const lossRunsApi = areaApi('bdx', ['Claim']).injectEndpoints({
  endpoints: (build) => ({
    lossRun: build.query<LossRunResponse, LossRunRequest>({
      query: (body) => ({ url: '/viewlossrun', method: 'POST', body }),
      providesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
    claim: build.query<ViewClaimResponse, number>({
      query: (id) => ({ url: '/viewclaim', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Claim', id }],
    }),
    lossRatio: build.query<LossRatioResponse, LossRatioRequest>({
      query: (body) => ({ url: '/viewlossratio', method: 'POST', body }),
      providesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
  }),
});

export const { useLossRunQuery, useLossRatioQuery, useClaimQuery } = lossRunsApi;

/** The Loss Run of the same filters as a PDF, saved by the browser. */
export const downloadLossRun = (filters: LossRunRequest) =>
  downloadPost('/lossrundocument', { ...filters }, `loss-run-${filters.from}-${filters.to}.pdf`, 'admin');
