import type { ClientType, PermissionLevel } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** A menu item as a permission set holds it: a whole category (submenu_id null) or one submenu. */
export interface OfferedItem {
  menu_id: number;
  submenu_id: number | null;
  main_name: string;
  sub_name: string | null;
  /** The item's own url (the submenu's for a submenu): what the call rules name. */
  url: string;
}
export interface HeldItemLevel {
  menu_id: number;
  submenu_id: number | null;
  level: PermissionLevel;
}

export function createPermissionRepository(db: Db) {
  return {
    /** The levels a user holds on any of the menu items whose url is in `urls`. */
    heldLevels: (userId: number, urls: readonly string[]) =>
      db.query<{ level: PermissionLevel }>(
        `SELECT cp.level
           FROM client_permissions cp
           JOIN menus m ON m.id = cp.menu_id
           LEFT JOIN submenus s ON s.id = cp.submenu_id
          WHERE cp.user_id = $1
            AND ((cp.submenu_id IS NULL AND m.url = ANY($2)) OR s.url = ANY($2))`,
        [userId, urls],
      ),

    /** Takes away every item the user holds whose url is in `urls` (a category's or a submenu's own). */
    dropItems: (userId: number, urls: readonly string[]) =>
      db.query(
        `DELETE FROM client_permissions cp
          USING menus m
          WHERE m.id = cp.menu_id AND cp.user_id = $1
            AND coalesce((SELECT s.url FROM submenus s WHERE s.id = cp.submenu_id), m.url) = ANY($2)`,
        [userId, urls],
      ),

    /** Whether the user is an agent's user (usertype Agent), who reads only its agent's book. */
    isAgentUser: async (userId: number): Promise<boolean> =>
      (await db.one<{ agent: boolean }>(`SELECT usertype = 'Agent' AS agent FROM users WHERE id = $1`, [userId]))?.agent === true,

    /** Every item a user holds, by the url it opens. */
    heldItems: (userId: number) =>
      db.query<{ url: string; level: PermissionLevel }>(
        `SELECT coalesce(s.url, m.url) AS url, cp.level
           FROM client_permissions cp
           JOIN menus m ON m.id = cp.menu_id
           LEFT JOIN submenus s ON s.id = cp.submenu_id
          WHERE cp.user_id = $1
          ORDER BY cp.id`,
        [userId],
      ),

    /** The url of every category and submenu the client type's menu offers. */
    offeredUrls: async (clientType: ClientType): Promise<Set<string>> =>
      new Set(
        (
          await db.query<{ url: string }>(
            `SELECT m.url FROM menus m WHERE m.client_type = $1
             UNION SELECT s.url FROM submenus s JOIN menus m ON m.id = s.menu_id WHERE m.client_type = $1`,
            [clientType],
          )
        ).map((row) => row.url),
      ),

    /** Every item the client type's menu offers: each category and each of its submenus. */
    offeredItems: (clientType: ClientType) =>
      db.query<OfferedItem>(
        `SELECT m.id AS menu_id, NULL::integer AS submenu_id, m.name AS main_name, NULL AS sub_name, m.url, m.sort_order, 0 AS sub_sort
           FROM menus m WHERE m.client_type = $1
         UNION ALL
         SELECT m.id, s.id, m.name, s.name, s.url, m.sort_order, s.sort_order
           FROM submenus s JOIN menus m ON m.id = s.menu_id WHERE m.client_type = $1
         ORDER BY 6, 7`,
        [clientType],
      ),

    /** The items a user holds, with their level, by menu and submenu id. */
    heldItemLevels: (userId: number) =>
      db.query<HeldItemLevel>(
        'SELECT menu_id, submenu_id, level FROM client_permissions WHERE user_id = $1 ORDER BY id',
        [userId],
      ),

    /** Replaces the user's whole set: run it in a transaction, so nothing is half-saved. */
    async replaceUserItems(userId: number, items: readonly HeldItemLevel[]) {
      await db.query('DELETE FROM client_permissions WHERE user_id = $1', [userId]);
      for (const item of items) {
        await db.query('INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) VALUES ($1, $2, $3, $4)', [
          userId,
          item.menu_id,
          item.submenu_id,
          item.level,
        ]);
      }
    },
  };
}
export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
