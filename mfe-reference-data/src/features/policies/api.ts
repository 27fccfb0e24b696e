import { areaApi, listTags } from '@kyubos/api';
import type { Policy, PolicyResponse, PolicySavedResponse, ViewPolicyResponse } from '@kyubos/contracts';

/** The form's fields as sent: the server trims, converts amounts and turns blanks into null. */
export type PolicyFormField =
  | 'policy_id'
  | 'policy_name'
  | 'policy_amount'
  | 'policy_duration'
  | 'description'
  | 'policy_limit'
  | 'agent_commission';
export type PolicyInput = Record<PolicyFormField, string> & { company_id: number };

const policiesApi = areaApi('reference_data', ['Policy']).injectEndpoints({
  endpoints: (build) => ({
    policies: build.query<Policy[], number>({
      query: (companyId) => ({ url: '/viewpolicy', method: 'POST', body: { company_id: companyId } }),
      transformResponse: (response: ViewPolicyResponse) => response.policies,
      providesTags: (policies) => listTags('Policy', policies),
    }),
    policy: build.query<Policy, number>({
      query: (id) => ({ url: '/editpolicy', method: 'POST', body: { id } }),
      transformResponse: (response: PolicyResponse) => response.policy,
      providesTags: (_policy, _error, id) => [{ type: 'Policy', id }],
    }),
    createPolicy: build.mutation<PolicySavedResponse, PolicyInput>({
      query: (body) => ({ url: '/policy', method: 'POST', body }),
      invalidatesTags: [{ type: 'Policy', id: 'LIST' }],
    }),
    updatePolicy: build.mutation<PolicySavedResponse, PolicyInput & { id: number }>({
      query: (policyData) => ({ url: '/updatepolicy', method: 'POST', body: { policyData } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Policy', id },
        { type: 'Policy', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePoliciesQuery, usePolicyQuery, useCreatePolicyMutation, useUpdatePolicyMutation } = policiesApi;
