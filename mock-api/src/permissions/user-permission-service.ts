import {
  LOGIN_TYPE,
  PERMISSION_LEVELS,
  type ClientEmployeePermission,
  type ClientPermissionSavedResponse,
  type PermissionItem,
  type ViewClientPermissionResponse,
} from '@kyubos/contracts';
import { LEVEL_LABEL, menuItemLabel, offersLevel } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { AppError, forbidden } from '../app-error';
import { assertSameClient } from '../tenancy';
import type { UserService } from '../users/service';
import type { GrantorRules } from './grantor';
import { ADMINISTRATOR_ITEMS, AGENT_CLOSED_ITEMS } from './call-rules';
import { meaningfulLevels } from './item-levels';
import type { Db } from '../db/db';
import { createPermissionRepository, type HeldItemLevel, type OfferedItem } from './repository';

/** The body of /createclientpermission after validation. */
export interface PermissionSetInput {
  uid: number;
  client_id: number;
  read: string[];
  read_and_write: string[];
  admin: string[];
  format1: PermissionItem[];
  format2: PermissionItem[];
}

const itemKey = (item: { menu_id: number; submenu_id: number | null }) => `${item.menu_id}/${item.submenu_id ?? 0}`;
const sorted = (values: readonly string[]) => [...values].sort();
const invalid = (field: string, message: string) => new AppError('ValidationError', `Invalid ${field}: ${message}`, 400);

/** The permission sets of a client's staff users (the permissions screen). */
export function createUserPermissionService(
  db: Db,
  { users, grantor }: { users: Pick<UserService, 'ownStaffUser'>; grantor: GrantorRules },
) {
  const permissions = createPermissionRepository(db);
  /** The items a staff user can be given: the client type's menu but the administrators' items. */
  async function offeredByKey(auth: AdminAuth): Promise<Map<string, OfferedItem>> {
    return new Map(
      (await permissions.offeredItems(auth.clientType)).filter((item) => !ADMINISTRATOR_ITEMS.has(item.url)).map((item) => [itemKey(item), item]),
    );
  }

  function labelsByLevel(id: number, held: readonly HeldItemLevel[], offered: Map<string, OfferedItem>): ClientEmployeePermission {
    const set: ClientEmployeePermission = { id, read: [], read_and_write: [], admin: [] };
    for (const item of held) {
      const menuItem = offered.get(itemKey(item));
      if (menuItem) set[item.level].push(menuItemLabel(menuItem.main_name, menuItem.sub_name));
    }
    return set;
  }

  /** format1 as held items; each must be an item of the client type's menu, in one level only, at a level it offers. */
  function heldItems(format1: readonly PermissionItem[], offered: Map<string, OfferedItem>): HeldItemLevel[] {
    const seen = new Set<string>();
    return format1.map((entry, i) => {
      const item = { menu_id: entry.main_id, submenu_id: entry.sub_id, level: entry.type };
      const key = itemKey(item);
      const menuItem = offered.get(key);
      if (!menuItem) throw invalid(`format1.${i}`, 'is not a menu item of your client type');
      if (seen.has(key)) throw invalid(`format1.${i}`, 'an item can sit in one level only');
      const levels = meaningfulLevels(menuItem.url);
      if (!offersLevel(levels, item.level)) {
        const label = menuItemLabel(menuItem.main_name, menuItem.sub_name);
        throw invalid(`format1.${i}`, `${label} can be given at ${levels.map((level) => LEVEL_LABEL[level]).join(' or ')} only`);
      }
      seen.add(key);
      return item;
    });
  }

  /** An agent's user is never given a closed item (AGENT_CLOSED_ITEMS): 400 naming the entry and why. */
  function refuseAgentClosedItems(format1: readonly PermissionItem[], offered: Map<string, OfferedItem>): void {
    format1.forEach((entry, i) => {
      const menuItem = offered.get(itemKey({ menu_id: entry.main_id, submenu_id: entry.sub_id }));
      const closed = menuItem && AGENT_CLOSED_ITEMS.get(menuItem.url);
      if (closed) {
        const label = menuItemLabel(menuItem.main_name, menuItem.sub_name);
        throw invalid(`format1.${i}`, `${label} cannot be given to an agent's user: ${closed.why}`);
      }
    });
  }

  /** The older payload repeats the set three ways; all three must say the same thing. */
  function assertConsistent(input: PermissionSetInput, held: readonly HeldItemLevel[], offered: Map<string, OfferedItem>): void {
    const entries = (items: readonly { main_id: number; sub_id: number | null; type: string }[]) =>
      sorted(items.map((item) => `${item.main_id}/${item.sub_id ?? 0}/${item.type}`));
    if (entries(input.format2).join() !== entries(input.format1).join()) {
      throw invalid('format2', 'must list the same items and levels as format1');
    }
    const labels = labelsByLevel(input.uid, held, offered);
    for (const level of PERMISSION_LEVELS) {
      if (sorted(input[level]).join('\n') !== sorted(labels[level]).join('\n')) {
        throw invalid(level, 'must name the items format1 gives that level');
      }
    }
  }

  return {
    async view(auth: AdminAuth, uid: number): Promise<ViewClientPermissionResponse> {
      const user = await users.ownStaffUser(auth, uid);
      const [held, offered] = await Promise.all([permissions.heldItemLevels(uid), offeredByKey(auth)]);
      // Closed items an agent's user was given before (or before it became one) give it nothing: not shown, so the next save drops them.
      const shown = user.usertype === 'Agent' ? new Map([...offered].filter(([, item]) => !AGENT_CLOSED_ITEMS.has(item.url))) : offered;
      return { clientEmployeePermission: labelsByLevel(uid, held, shown) };
    },

    /** Replaces the user's set with the one sent, in one transaction. */
    async save(auth: AdminAuth, input: PermissionSetInput): Promise<ClientPermissionSavedResponse> {
      assertSameClient(auth, input.client_id);
      const user = await users.ownStaffUser(auth, input.uid);
      if (auth.loginType === LOGIN_TYPE.staff && input.uid === auth.userId) {
        throw forbidden('You may not change your own permissions');
      }
      const offered = await offeredByKey(auth);
      const held = heldItems(input.format1, offered);
      if (user.usertype === 'Agent') refuseAgentClosedItems(input.format1, offered);
      assertConsistent(input, held, offered);
      // Taking an item away is bounded like granting it: the user's current set must be within the grantor's.
      await grantor.assertMayManage(auth, input.uid);
      await grantor.assertMayGrant(auth, held);
      await db.transaction((tx) => createPermissionRepository(tx).replaceUserItems(input.uid, held));
      const saved = await permissions.heldItemLevels(input.uid);
      return { message: 'Permissions saved', clientEmployeePermission: labelsByLevel(input.uid, saved, offered) };
    },
  };
}
export type UserPermissionService = ReturnType<typeof createUserPermissionService>;
