import type { MenuCategory, SubMenu } from '@kyubos/contracts';
import { MENU_TYPE_LINK } from '@kyubos/contracts/constants';
import { matchRoute } from './route-match';
import { listPathOf } from './screens';

/** A menu item of type 1 links to its own url; any other type opens /menuform/{id}. */
export const menuHref = (menu: Pick<MenuCategory, 'id' | 'url' | 'menutype'>): string =>
  menu.menutype === MENU_TYPE_LINK ? menu.url : `/menuform/${menu.id}`;

/** A sub-menu of type 1 links to its url; otherwise /submenuform/{menu_id}/{id}. */
export const subMenuHref = (submenu: SubMenu): string =>
  submenu.menutype === MENU_TYPE_LINK ? submenu.url : `/submenuform/${submenu.menu_id}/${submenu.id}`;

/**
 * The menu item (and sub-menu) a page belongs to: the item linking to the page itself, else to
 * the list the page is reached from (an add or edit screen keeps its list's item active).
 */
export function findActiveByPath(menus: readonly MenuCategory[], pathname: string) {
  for (const path of [pathname, listPathOf(pathname)]) {
    for (const menu of menus) {
      const submenu = menu.submenu.find((item) => matchRoute(subMenuHref(item), path));
      if (submenu) return { menuId: menu.id, submenuId: submenu.id };
    }
    const menu = menus.find((item) => matchRoute(menuHref(item), path));
    if (menu) return { menuId: menu.id, submenuId: null };
  }
  return null;
}

/** The screen everyone is offered first when their menu has it. */
export const PREFERRED_LANDING = '/user_admin_countries';
/** Where a user whose menu offers no screen lands: it only shows what the user may open. */
export const FALLBACK_LANDING = '/user_admin_home';

/**
 * The first screen after sign-in: the countries list when the user's menu offers it (the menu
 * holds exactly the items the server lets the user read), otherwise the first screen of the
 * menu, otherwise home. Never a screen the server would refuse.
 */
export function landingPath(menus: readonly MenuCategory[]): string {
  const hrefs = menus.flatMap((menu) => [menuHref(menu), ...menu.submenu.map(subMenuHref)]).filter(Boolean);
  if (hrefs.some((href) => matchRoute(href, PREFERRED_LANDING))) return PREFERRED_LANDING;
  return hrefs[0] ?? FALLBACK_LANDING;
}
