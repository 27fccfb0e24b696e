import { areaApi, TAGS } from '@kyubos/api';
import type { MenuItemResponse, SubMenuItemResponse } from '@kyubos/contracts';

export const menuFormsApi = areaApi('shell', [TAGS.Menu]).injectEndpoints({
  endpoints: (build) => ({
    menuItem: build.query<MenuItemResponse, number>({
      query: (id) => ({ url: '/viewmenuitem', method: 'POST', body: { id } }),
      providesTags: (_r, _e, id) => [{ type: TAGS.Menu, id }],
    }),
    subMenuItem: build.query<SubMenuItemResponse, { menu_id: number; id: number }>({
      query: (body) => ({ url: '/viewsubmenuitem', method: 'POST', body }),
      providesTags: (_r, _e, { id }) => [{ type: TAGS.Menu, id: `sub-${id}` }],
    }),
  }),
});

export const { useMenuItemQuery, useSubMenuItemQuery } = menuFormsApi;
