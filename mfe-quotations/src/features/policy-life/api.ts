import { areaApi } from '@kyubos/api';
import type {
  PolicyCancelRequest,
  PolicyCancelResponse,
  PolicyEndorseRequest,
  PolicyEndorseResponse,
  PolicyNotRenewResponse,
  PolicyReinstateResponse,
  PolicyRescindNotRenewRequest,
  PolicyRescindNotRenewResponse,
  PolicyRenewResponse,
  PolicyTransactionsResponse,
  PolicyVersionResponse,
  RenewalWorklistResponse,
} from '@kyubos/contracts';

/** What a transaction changes: the policy, its payments and history, the lists and the worklist. */
const policyChanged = (id: number) => [
  { type: 'Quotation' as const, id },
  { type: 'Quotation' as const, id: 'LIST' },
  { type: 'Quotation' as const, id: `HISTORY-${id}` },
  { type: 'Quotation' as const, id: `PAYMENTS-${id}` },
  { type: 'PolicyLife' as const, id },
  { type: 'PolicyLife' as const, id: 'RENEWALS' },
];

export interface RenewalWorklistArgs {
  days: number;
  page: number;
  pageSize: number;
}

const policyLifeApi = areaApi('quotations', ['Quotation', 'PolicyLife']).injectEndpoints({
  endpoints: (build) => ({
    policyTransactions: build.query<PolicyTransactionsResponse, number>({
      query: (id) => ({ url: '/viewpolicytransactions', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'PolicyLife', id }],
    }),
    policyVersion: build.query<PolicyVersionResponse, { id: number; asof: string }>({
      query: (body) => ({ url: '/viewpolicyversion', method: 'POST', body }),
      providesTags: (_result, _error, { id }) => [{ type: 'PolicyLife', id }],
    }),
    endorsePolicy: build.mutation<PolicyEndorseResponse, PolicyEndorseRequest>({
      query: (body) => ({ url: '/policyendorse', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(Number(id)),
    }),
    cancelPolicy: build.mutation<PolicyCancelResponse, PolicyCancelRequest>({
      query: (body) => ({ url: '/policycancel', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(Number(id)),
    }),
    reinstatePolicy: build.mutation<PolicyReinstateResponse, { id: number; reason: string; version: number }>({
      query: (body) => ({ url: '/policyreinstate', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(id),
    }),
    renewPolicy: build.mutation<PolicyRenewResponse, { id: number; version: number }>({
      query: (body) => ({ url: '/policyrenew', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(id),
    }),
    notRenewPolicy: build.mutation<PolicyNotRenewResponse, { id: number; reason: string; version: number }>({
      query: (body) => ({ url: '/policynotrenew', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(id),
    }),
    rescindNotRenewPolicy: build.mutation<PolicyRescindNotRenewResponse, PolicyRescindNotRenewRequest>({
      query: (body) => ({ url: '/policyrescindnotrenew', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => policyChanged(Number(id)),
    }),
    renewalWorklist: build.query<RenewalWorklistResponse, RenewalWorklistArgs>({
      query: (body) => ({ url: '/viewrenewalworklist', method: 'POST', body }),
      providesTags: [{ type: 'PolicyLife', id: 'RENEWALS' }],
    }),
  }),
});

export const {
  usePolicyTransactionsQuery,
  usePolicyVersionQuery,
  useEndorsePolicyMutation,
  useCancelPolicyMutation,
  useReinstatePolicyMutation,
  useRenewPolicyMutation,
  useNotRenewPolicyMutation,
  useRescindNotRenewPolicyMutation,
  useRenewalWorklistQuery,
} = policyLifeApi;
