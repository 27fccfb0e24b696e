import type { ClientType, PermissionLevel } from '@kyubos/contracts';
import type { Db } from '../db/db';

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

    /** Whether the client type's menu offers any of the items. */
    async offersAny(clientType: ClientType, urls: readonly string[]): Promise<boolean> {
      const row = await db.one(
        `SELECT 1 FROM menus m LEFT JOIN submenus s ON s.menu_id = m.id
          WHERE m.client_type = $1 AND (m.url = ANY($2) OR s.url = ANY($2)) LIMIT 1`,
        [clientType, urls],
      );
      return row !== null;
    },
  };
}
export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
