import { areaApi, TAGS } from '@kyubos/api';
import type {
  ClientEmployeePermission,
  ClientPermissionSavedResponse,
  CreateClientPermissionRequest,
  MenuCategoryListResponse,
  ViewClientPermissionResponse,
} from '@kyubos/contracts';

const permissionsApi = areaApi('reference_data', [TAGS.Menu, TAGS.Permission]).injectEndpoints({
  endpoints: (build) => ({
    /** The menu items the client's type offers: what a user can be given. */
    menuCategories: build.query<MenuCategoryListResponse, void>({
      query: () => '/viewmenucategory',
      providesTags: [{ type: TAGS.Menu, id: 'LIST' }],
    }),
    clientPermission: build.query<ClientEmployeePermission, number>({
      query: (uid) => ({ url: '/viewclientpermission', method: 'POST', body: { uid } }),
      transformResponse: (response: ViewClientPermissionResponse) => response.clientEmployeePermission,
      providesTags: (_set, _error, uid) => [{ type: TAGS.Permission, id: uid }],
    }),
    saveClientPermission: build.mutation<ClientPermissionSavedResponse, CreateClientPermissionRequest>({
      query: (body) => ({ url: '/createclientpermission', method: 'POST', body }),
      invalidatesTags: (_result, _error, { uid }) => [
        { type: TAGS.Permission, id: Number(uid) },
        { type: TAGS.Permission, id: 'LIST' },
      ],
    }),
  }),
});

export const { useMenuCategoriesQuery, useClientPermissionQuery, useSaveClientPermissionMutation } = permissionsApi;
