import type { ClientType, MenuCategory, SubMenu } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** An item a user holds: a whole category (submenu_id null) or one of its submenus. */
export interface HeldItem {
  menu_id: number;
  submenu_id: number | null;
}

type MenuRow = Omit<MenuCategory, 'submenu'>;

export function createMenuRepository(db: Db) {
  return {
    /** The client type's categories with their submenus, both in display order. */
    async listForClientType(clientType: ClientType): Promise<MenuCategory[]> {
      const [menus, submenus] = await Promise.all([
        db.query<MenuRow>(
          `SELECT id, name, url, menutype FROM menus WHERE client_type = $1 ORDER BY sort_order, id`,
          [clientType],
        ),
        db.query<SubMenu>(
          `SELECT s.id, s.menu_id, s.name, s.url, s.menutype
             FROM submenus s JOIN menus m ON m.id = s.menu_id
            WHERE m.client_type = $1 ORDER BY s.sort_order, s.id`,
          [clientType],
        ),
      ]);
      return menus.map((menu) => ({ ...menu, submenu: submenus.filter((sub) => sub.menu_id === menu.id) }));
    },

    heldItems: (userId: number) =>
      db.query<HeldItem>('SELECT menu_id, submenu_id FROM client_permissions WHERE user_id = $1', [userId]),

    findMenu: (clientType: ClientType, id: number) =>
      db.one<MenuRow>('SELECT id, name, url, menutype FROM menus WHERE client_type = $1 AND id = $2', [
        clientType,
        id,
      ]),

    findSubmenu: (clientType: ClientType, menuId: number, id: number) =>
      db.one<SubMenu & { menu_name: string }>(
        `SELECT s.id, s.menu_id, s.name, s.url, s.menutype, m.name AS menu_name
           FROM submenus s JOIN menus m ON m.id = s.menu_id
          WHERE m.client_type = $1 AND s.menu_id = $2 AND s.id = $3`,
        [clientType, menuId, id],
      ),
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
