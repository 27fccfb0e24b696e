import { CLIENT_TYPES, MENU_TYPE_LINK } from '@kyubos/contracts';
import type { Db } from '../db';
import { MENUS } from './data/menus';
import { PERMISSIONS } from './data/tenants';
import { insertRows } from './insert-rows';

/** Any menutype other than 1 opens a generic form screen addressed by the item's ids. */
const MENU_TYPE_FORM = 2;

/** Seeds every client type's menu and returns the ids by client type, category and submenu name. */
async function seedMenus(db: Db): Promise<Map<string, { menuId: number; submenuId: number | null }>> {
  const ids = new Map<string, { menuId: number; submenuId: number | null }>();
  for (const clientType of CLIENT_TYPES) {
    for (const [order, category] of MENUS[clientType].entries()) {
      const menu = await db.one<{ id: number }>(
        `INSERT INTO menus (client_type, name, url, menutype, sort_order) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [clientType, category.name, category.url ?? '', category.url ? MENU_TYPE_LINK : MENU_TYPE_FORM, order + 1],
      );
      const menuId = menu!.id;
      if (!category.url) await db.query(`UPDATE menus SET url = '/menuform/' || id WHERE id = $1`, [menuId]);
      ids.set(`${clientType}/${category.name}`, { menuId, submenuId: null });

      const submenus = category.submenus ?? [];
      const submenuIds = await insertRows(
        db,
        'submenus',
        submenus.map((submenu, i) => ({
          menu_id: menuId,
          name: submenu.name,
          url: submenu.url ?? '',
          menutype: submenu.url ? MENU_TYPE_LINK : MENU_TYPE_FORM,
          sort_order: i + 1,
        })),
      );
      await db.query(
        `UPDATE submenus SET url = '/submenuform/' || menu_id || '/' || id WHERE menu_id = $1 AND menutype <> $2`,
        [menuId, MENU_TYPE_LINK],
      );
      submenus.forEach((submenu, i) =>
        ids.set(`${clientType}/${category.name}/${submenu.name}`, { menuId, submenuId: submenuIds[i]! }),
      );
    }
  }
  return ids;
}

/** Menus, then the demo staff users' permissions (they all belong to the MGU Summit). */
export async function seedMenusAndPermissions(db: Db, userId: Map<string, number>): Promise<void> {
  const menuIds = await seedMenus(db);
  const rows = Object.entries(PERMISSIONS).flatMap(([username, items]) =>
    items.map(([category, submenu, level]) => {
      const item = menuIds.get(['MGU', category, submenu].filter(Boolean).join('/'));
      const user = userId.get(username);
      if (!item || !user) throw new Error(`Unknown permission seed: ${username} ${category} ${submenu}`);
      return { user_id: user, menu_id: item.menuId, submenu_id: item.submenuId, level };
    }),
  );
  await insertRows(db, 'client_permissions', rows);
}
