import {
  LOGIN_TYPE,
  type ClientType,
  type MenuCategory,
  type MenuCategoryListResponse,
  type MenuItemResponse,
  type MenuResponse,
  type SubMenuItemResponse,
} from '@kyubos/contracts';
import { MENU_TYPE_LINK } from '@kyubos/contracts/constants';
import type { Db } from '../db/db';
import type { AdminAuth } from '../auth/tokens';
import { forbidden, notFound } from '../app-error';
import { ADMINISTRATOR_ITEMS, AGENT_CLOSED_ITEMS } from '../permissions/call-rules';
import { meaningfulLevels } from '../permissions/item-levels';
import type { UserRepository } from '../users/repository';
import { createMenuRepository, type HeldItem } from './repository';

/**
 * A category leading to the first of its submenus that is a screen, as a link to that screen: the
 * category's own screen is no screen (a form item, which has nothing to show) or one the user may
 * not open. A category with no such submenu keeps its own.
 */
function leadToFirstScreen(category: MenuCategory, submenu: MenuCategory['submenu']): MenuCategory {
  const first = submenu.find((sub) => sub.menutype === MENU_TYPE_LINK);
  return first ? { ...category, menutype: MENU_TYPE_LINK, url: first.url, submenu } : { ...category, submenu };
}

/** A client administrator's menu: every item, a form category with screens under it leading to the first. */
export function leadFormCategoriesToScreens(menu: MenuCategory[]): MenuCategory[] {
  return menu.map((category) => (category.menutype === MENU_TYPE_LINK ? category : leadToFirstScreen(category, category.submenu)));
}

/**
 * A staff user's menu: a category shows when the user holds it or any of its submenus;
 * a submenu shows when the user holds it. A category shown for its submenus alone, or one that is a
 * form item, leads to the first of them that is a screen, not to its own screen, which the user
 * may not open or which has nothing to show (unless a held submenu is that same screen).
 */
export function keepHeldItems(menu: MenuCategory[], held: HeldItem[]): MenuCategory[] {
  const heldCategories = new Set(held.map((item) => item.menu_id));
  const heldThemselves = new Set(held.filter((item) => item.submenu_id === null).map((item) => item.menu_id));
  const heldSubmenus = new Set(held.flatMap((item) => (item.submenu_id === null ? [] : [item.submenu_id])));
  return menu
    .filter((category) => heldCategories.has(category.id))
    .map((category) => {
      const submenu = category.submenu.filter((sub) => heldSubmenus.has(sub.id));
      const opensOwnScreen =
        category.menutype === MENU_TYPE_LINK &&
        (heldThemselves.has(category.id) || submenu.some((sub) => sub.menutype === MENU_TYPE_LINK && sub.url === category.url));
      return opensOwnScreen ? { ...category, submenu } : leadToFirstScreen(category, submenu);
    });
}

/** The menu without the items whose url is in `leftOut`. */
function withoutItems(menu: MenuCategory[], leftOut: { has(url: string): boolean }): MenuCategory[] {
  return menu
    .filter((category) => !leftOut.has(category.url))
    .map((category) => ({ ...category, submenu: category.submenu.filter((sub) => !leftOut.has(sub.url)) }));
}

/** The menu without the items only administrators may use (staff menus, the permissions screen). */
export function withoutAdministratorItems(menu: MenuCategory[]): MenuCategory[] {
  return withoutItems(menu, ADMINISTRATOR_ITEMS);
}

function assertOwnClientType(auth: AdminAuth, typeId: ClientType): void {
  if (typeId !== auth.clientType) throw forbidden('You do not have access to this client type');
}

const MENU_ITEM_NOT_FOUND = 'Menu item not found';

export interface MenuServiceDeps {
  /** Whose menu a staff menu is (the users area's records). */
  users: Pick<UserRepository, 'findById'>;
}

export function createMenuService(db: Db, { users }: MenuServiceDeps) {
  const menus = createMenuRepository(db);
  return {
    /** The full menu of the caller's client type (client admins). */
    async adminMenu(auth: AdminAuth, typeId: ClientType): Promise<MenuResponse> {
      assertOwnClientType(auth, typeId);
      return { menuWithSubmenu: leadFormCategoriesToScreens(await menus.listForClientType(typeId)) };
    },

    /** The menu filtered to what user `uid` holds; staff may only ask for their own. */
    async staffMenu(auth: AdminAuth, typeId: ClientType, uid: number): Promise<MenuResponse> {
      assertOwnClientType(auth, typeId);
      const user = await users.findById(uid);
      if (!user || user.company_id !== auth.clientId) throw forbidden('You do not have access to this user');
      if (auth.loginType === LOGIN_TYPE.staff && uid !== auth.userId) {
        throw forbidden('You may only view your own menu');
      }
      const [menu, held] = await Promise.all([menus.listForClientType(typeId), menus.heldItems(uid)]);
      // An agent's user is never shown the bordereaux, users or agents, whatever it was granted (AGENT_CLOSED_ITEMS).
      const offered = user.usertype === 'Agent' ? withoutItems(menu, AGENT_CLOSED_ITEMS) : menu;
      return { menuWithSubmenu: keepHeldItems(withoutAdministratorItems(offered), held) };
    },

    /** The items the permissions screen offers, with the levels each can usefully be given at. */
    async menuCategories(auth: AdminAuth): Promise<MenuCategoryListResponse> {
      const typemenucategory = withoutAdministratorItems(await menus.listForClientType(auth.clientType));
      const urls = typemenucategory.flatMap((category) => [category.url, ...category.submenu.map((sub) => sub.url)]);
      return { typemenucategory, levels: Object.fromEntries(urls.map((url) => [url, meaningfulLevels(url)])) };
    },

    async menuItem(auth: AdminAuth, id: number): Promise<MenuItemResponse> {
      const menu = await menus.findMenu(auth.clientType, id);
      if (!menu) throw notFound(MENU_ITEM_NOT_FOUND);
      return { menu };
    },

    async submenuItem(auth: AdminAuth, menuId: number, id: number): Promise<SubMenuItemResponse> {
      const found = await menus.findSubmenu(auth.clientType, menuId, id);
      if (!found) throw notFound(MENU_ITEM_NOT_FOUND);
      const { menu_name, ...submenu } = found;
      return { menu: { id: submenu.menu_id, name: menu_name }, submenu };
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
