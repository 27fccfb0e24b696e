import { LOGIN_TYPE } from '@kyubos/contracts';
import { LEVEL_LABEL, levelAllows } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { forbidden } from '../app-error';
import type { HeldItemLevel, PermissionRepository } from './repository';

const itemKey = (item: { menu_id: number; submenu_id: number | null }) => `${item.menu_id}/${item.submenu_id ?? 0}`;

/**
 * What a staff user may do to another user: hand out or take away only items at levels they
 * hold themselves, and never touch a user who holds more than they do. Client admins and the
 * platform administrator are not bounded here (their call rules and tenancy bound them).
 */
export function createGrantorRules(permissions: Pick<PermissionRepository, 'heldItemLevels'>) {
  async function ownLevels(auth: AdminAuth) {
    return new Map((await permissions.heldItemLevels(auth.userId)).map((item) => [itemKey(item), item.level]));
  }

  return {
    /** 403 when a staff caller would grant (or leave in place) any item above their own level on it. */
    async assertMayGrant(auth: AdminAuth, items: readonly HeldItemLevel[]): Promise<void> {
      if (auth.loginType !== LOGIN_TYPE.staff) return;
      const own = await ownLevels(auth);
      for (const item of items) {
        if (!levelAllows(own.get(itemKey(item)), item.level)) {
          throw forbidden(`You can only grant what you hold: you need ${LEVEL_LABEL[item.level]} on that item`);
        }
      }
    },

    /** 403 when a staff caller manages a user who holds any item above the caller's level on it. */
    async assertMayManage(auth: AdminAuth, targetUserId: number): Promise<void> {
      if (auth.loginType !== LOGIN_TYPE.staff || targetUserId === auth.userId) return;
      const [own, theirs] = await Promise.all([ownLevels(auth), permissions.heldItemLevels(targetUserId)]);
      if (theirs.some((item) => !levelAllows(own.get(itemKey(item)), item.level))) {
        throw forbidden('You may not change a user who holds more permissions than you');
      }
    },
  };
}
export type GrantorRules = ReturnType<typeof createGrantorRules>;
