import { areaApi } from '@kyubos/api';
import type { MenuItemResponse, SubMenuItemResponse } from '@kyubos/contracts';

export const menuFormsApi = areaApi('shell', ['Menu']).injectEndpoints({
  endpoints: (build) => ({
    menuItem: build.query<MenuItemResponse, number>({
      query: (id) => ({ url: '/viewmenuitem', method: 'POST', body: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Menu', id }],
    }),
    subMenuItem: build.query<SubMenuItemResponse, { menu_id: number; id: number }>({
      query: (body) => ({ url: '/viewsubmenuitem', method: 'POST', body }),
      providesTags: (_r, _e, { id }) => [{ type: 'Menu', id: `sub-${id}` }],
    }),
  }),
});

export const { useMenuItemQuery, useSubMenuItemQuery } = menuFormsApi;
