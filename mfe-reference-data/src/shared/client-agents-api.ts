import { areaApi, listTags } from '@kyubos/api';
import type { ClientAgent, ViewClientAgentResponse } from '@kyubos/contracts';

/**
 * The client's agents: the agent list and the user form's Agent dropdown both read them.
 * The agents feature's own api.ts holds the record read and the writes.
 */
const clientAgentsApi = areaApi('reference_data', ['Agent']).injectEndpoints({
  endpoints: (build) => ({
    clientAgents: build.query<ClientAgent[], number>({
      query: (companyId) => ({ url: '/viewclientagent', method: 'POST', body: { company_id: companyId } }),
      transformResponse: (response: ViewClientAgentResponse) => response.clientagent,
      providesTags: (agents) => listTags('Agent', agents),
    }),
  }),
});

export const { useClientAgentsQuery } = clientAgentsApi;
