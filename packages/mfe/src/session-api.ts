import { areaApi, TAGS } from '@kyubos/api';
import type {
  ClientType,
  EditClientResponse,
  EditClientUserResponse,
  LoginRequest,
  LoginResponse,
  MenuResponse,
  UsernameCheckResponse,
} from '@kyubos/contracts';

/** Sign-in and the signed-in client/user: used by the shell and by every app run on its own. */
export const sessionApi = areaApi('session', [TAGS.Client, TAGS.User, TAGS.Menu, TAGS.Permission]).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/commonlogin', method: 'POST', body }),
      extraOptions: { signIn: true },
    }),
    checkUsername: build.mutation<UsernameCheckResponse, { username: string }>({
      query: (body) => ({ url: '/commonloginverification', method: 'POST', body }),
    }),
    client: build.query<EditClientResponse, number>({
      query: (id) => ({ url: '/editclient', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: TAGS.Client, id }],
    }),
    clientUser: build.query<EditClientUserResponse, number>({
      query: (id) => ({ url: '/editclientuser', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: TAGS.User, id }],
    }),
    /** A client admin's menu: every item of the client type. */
    adminMenu: build.query<MenuResponse, { type_id: ClientType }>({
      query: (body) => ({ url: '/viewmainmenuandsubmenu', method: 'POST', body }),
      providesTags: [{ type: TAGS.Menu, id: 'LIST' }],
    }),
    /** A staff user's menu: the items they hold. */
    staffMenu: build.query<MenuResponse, { type_id: ClientType; uid: number }>({
      query: (body) => ({ url: '/viewmainmenuandsubmenuuser', method: 'POST', body }),
      providesTags: [{ type: TAGS.Menu, id: 'LIST' }, { type: TAGS.Permission, id: 'LIST' }],
    }),
  }),
});

export const {
  useLoginMutation,
  useCheckUsernameMutation,
  useClientQuery,
  useClientUserQuery,
  useAdminMenuQuery,
  useStaffMenuQuery,
} = sessionApi;
