import { z } from 'zod';
import { clientTypeSchema } from './client';
import { idSchema } from './common';
import { PERMISSION_LEVELS } from './constants';

export { MENU_TYPE_LINK } from './constants';

export interface SubMenu {
  id: number;
  menu_id: number;
  name: string;
  url: string;
  menutype: number;
}
export interface MenuCategory {
  id: number;
  name: string;
  url: string;
  menutype: number;
  submenu: SubMenu[];
}
export interface MenuResponse {
  menuWithSubmenu: MenuCategory[];
}

export const adminMenuRequest = z.object({ type_id: clientTypeSchema });
export const staffMenuRequest = z.object({ type_id: clientTypeSchema, uid: idSchema });

export interface MenuCategoryListResponse {
  typemenucategory: MenuCategory[];
  /** By menu url: the levels that change what a holder may do (the others grant nothing more). */
  levels: Record<string, PermissionLevel[]>;
}

export const menuItemRequest = z.object({ id: idSchema });
export const subMenuItemRequest = z.object({ menu_id: idSchema, id: idSchema });
export interface MenuItemResponse {
  menu: { id: number; name: string; url: string; menutype: number };
}
export interface SubMenuItemResponse {
  menu: { id: number; name: string };
  submenu: SubMenu;
}

/** Levels a user can hold on a menu item (the three drop columns of the permissions screen). */
export { PERMISSION_LEVELS } from './constants';
export const permissionLevelSchema = z.enum(PERMISSION_LEVELS);
export type PermissionLevel = z.infer<typeof permissionLevelSchema>;

/** What the signed-in user may do: admins everything; staff the items they hold (by menu url). */
export interface MyAccessResponse {
  everything: boolean;
  items: { url: string; level: PermissionLevel }[];
}
