import { areaApi } from '@kyubos/api';
import type { ClientType, IntakeCategoryMainResponse, MenuResponse } from '@kyubos/contracts';

export const layoutApi = areaApi('shell', ['Menu', 'IntakeCategory', 'Permission']).injectEndpoints({
  endpoints: (build) => ({
    adminMenu: build.query<MenuResponse, { type_id: ClientType }>({
      query: (body) => ({ url: '/viewmainmenuandsubmenu', method: 'POST', body }),
      providesTags: [{ type: 'Menu', id: 'LIST' }],
    }),
    staffMenu: build.query<MenuResponse, { type_id: ClientType; uid: number }>({
      query: (body) => ({ url: '/viewmainmenuandsubmenuuser', method: 'POST', body }),
      providesTags: [{ type: 'Menu', id: 'LIST' }, { type: 'Permission', id: 'LIST' }],
    }),
    sideBarCategories: build.query<IntakeCategoryMainResponse, { client_id: number }>({
      query: (body) => ({ url: '/viewclientintakecategorymain', method: 'POST', body }),
      providesTags: [{ type: 'IntakeCategory', id: 'LIST' }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminMenuQuery, useStaffMenuQuery, useSideBarCategoriesQuery } = layoutApi;
