import { areaApi, listTags, TAGS } from '@kyubos/api';
import { renewAdminToken } from '@kyubos/session';
import type { ClientUser, ClientUserSavedResponse, UserType, ViewClientUserResponse } from '@kyubos/contracts';

/** The user form's values as sent (the record itself is read with useClientUserQuery of @kyubos/mfe). */
export interface UserInput {
  firstname: string;
  lastname: string;
  phonenumber: string;
  email: string;
  usertype: UserType;
  agent_id: number | null;
  agent_code: string;
  agent_name: string;
  username: string;
  password: string;
  company_id: number;
}

const usersApi = areaApi('reference_data', [TAGS.User]).injectEndpoints({
  endpoints: (build) => ({
    clientUsers: build.query<ClientUser[], number>({
      query: (companyId) => ({ url: '/viewclientuser', method: 'POST', body: { company_id: companyId } }),
      transformResponse: (response: ViewClientUserResponse) => response.user,
      providesTags: (users) => listTags(TAGS.User, users),
    }),
    createClientUser: build.mutation<ClientUserSavedResponse, UserInput>({
      query: (body) => ({ url: '/createclientuser', method: 'POST', body }),
      invalidatesTags: [{ type: TAGS.User, id: 'LIST' }],
    }),
    updateClientUser: build.mutation<ClientUserSavedResponse, UserInput & { id: number; updatedAt: string }>({
      query: (body) => ({ url: '/updateclientuser', method: 'POST', body }),
      // Its own new password ended the caller's earlier tokens: the answer's token is stored before
      // the saved answer is delivered, so the calls that follow (the lists read again) carry it.
      transformResponse: (response: ClientUserSavedResponse) => {
        if (response.token) renewAdminToken(response.token);
        return response;
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.User, id },
        { type: TAGS.User, id: 'LIST' },
      ],
    }),
  }),
});

export const { useClientUsersQuery, useCreateClientUserMutation, useUpdateClientUserMutation } = usersApi;
