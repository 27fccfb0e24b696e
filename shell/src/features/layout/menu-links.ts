import { MENU_TYPE_LINK, type MenuCategory, type SubMenu } from '@kyubos/contracts';
import { matchRoute } from '@kyubos/session';

/** A category of type 1 links to its own url; any other type opens /menuform/{id}. */
export const categoryHref = (menu: Pick<MenuCategory, 'id' | 'url' | 'menutype'>): string =>
  menu.menutype === MENU_TYPE_LINK ? menu.url : `/menuform/${menu.id}`;

/** A sub-menu of type 1 links to its url; otherwise /submenuform/{menu_id}/{id}. */
export const subMenuHref = (submenu: SubMenu): string =>
  submenu.menutype === MENU_TYPE_LINK ? submenu.url : `/submenuform/${submenu.menu_id}/${submenu.id}`;

/** The category (and sub-menu) whose link is the current page, when one is. */
export function findActiveByPath(menus: readonly MenuCategory[], pathname: string) {
  for (const menu of menus) {
    const submenu = menu.submenu.find((item) => matchRoute(subMenuHref(item), pathname));
    if (submenu) return { menuId: menu.id, submenuId: submenu.id };
  }
  const menu = menus.find((item) => matchRoute(categoryHref(item), pathname));
  return menu ? { menuId: menu.id, submenuId: null } : null;
}

/** Height of the menu area: taller when the active category shows a sub-menu row. */
export const menuAreaHeight = (activeHasSubmenus: boolean): number => (activeHasSubmenus ? 234 : 176);

export const MENU_SCROLL_STEP = 150;
