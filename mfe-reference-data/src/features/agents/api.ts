import { areaApi, listTags, TAGS } from '@kyubos/api';
import type { ClientAgent, ClientAgentFields, ClientAgentResponse, ClientAgentSavedResponse, ViewClientAgentResponse } from '@kyubos/contracts';

/** Form values as sent: the server trims, bounds and turns blanks into null. */
export type AgentInput = Record<Exclude<keyof ClientAgentFields, 'company_id'>, string> & { company_id: number };

const agentsApi = areaApi('reference_data', [TAGS.User, 'Agent']).injectEndpoints({
  endpoints: (build) => ({
    /** The client's agents: the agent list and the user form's Agent dropdown both read them. */
    clientAgents: build.query<ClientAgent[], number>({
      query: (companyId) => ({ url: '/viewclientagent', method: 'POST', body: { company_id: companyId } }),
      transformResponse: (response: ViewClientAgentResponse) => response.clientagent,
      providesTags: (agents) => listTags('Agent', agents),
    }),
    clientAgent: build.query<ClientAgent, number>({
      query: (id) => ({ url: '/editclientagent', method: 'POST', body: { id } }),
      transformResponse: (response: ClientAgentResponse) => response.clientagent,
      providesTags: (_agent, _error, id) => [{ type: 'Agent', id }],
    }),
    createClientAgent: build.mutation<ClientAgentSavedResponse, AgentInput>({
      query: (body) => ({ url: '/createclientagent', method: 'POST', body }),
      invalidatesTags: [{ type: 'Agent', id: 'LIST' }],
    }),
    updateClientAgent: build.mutation<ClientAgentSavedResponse, AgentInput & { id: number }>({
      query: (userData) => ({ url: '/updateclientagent', method: 'POST', body: { userData } }),
      // Agent users carry the agent's code and name, so the users list is refreshed too.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Agent', id },
        { type: 'Agent', id: 'LIST' },
        { type: TAGS.User, id: 'LIST' },
      ],
    }),
  }),
});

export const { useClientAgentsQuery, useClientAgentQuery, useCreateClientAgentMutation, useUpdateClientAgentMutation } = agentsApi;
