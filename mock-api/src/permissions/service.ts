import { LOGIN_TYPE, type MyAccessResponse } from '@kyubos/contracts';
import { LEVEL_LABEL, levelAllows } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { forbidden } from '../http/app-error';
import { CALL_RULES, type CallRule } from './call-rules';
import type { PermissionRepository } from './repository';

/** Decides whether a caller may make a call, from the declared table; refuses with a 403 that says why. */
export function createCallAuthorizer(permissions: PermissionRepository) {
  async function authorize(auth: AdminAuth, routePath: string, rule: CallRule | undefined = CALL_RULES[routePath]) {
    if (!rule) throw forbidden(`The call ${routePath} is not open to anyone`);
    if (rule.access === 'signed-in') return;
    const platformAdmin = auth.loginType === LOGIN_TYPE.platformAdmin;
    if (rule.access === 'platform-admin') {
      if (!platformAdmin) throw forbidden('Only the platform administrator may change this data');
      return;
    }
    if (platformAdmin) return;
    if (auth.loginType === LOGIN_TYPE.clientAdmin) {
      if (await permissions.offersAny(auth.clientType, rule.items)) return;
      throw forbidden('This area is not part of your plan');
    }
    const held = await permissions.heldLevels(auth.userId, rule.items);
    if (held.some(({ level }) => levelAllows(level, rule.level))) return;
    throw forbidden(`You need ${LEVEL_LABEL[rule.level]} permission for this`);
  }

  /** What the caller may do, for the front ends to hide the actions they may not take. */
  async function myAccess(auth: AdminAuth): Promise<MyAccessResponse> {
    if (auth.loginType !== LOGIN_TYPE.staff) return { everything: true, items: [] };
    return { everything: false, items: await permissions.heldItems(auth.userId) };
  }
  return { authorize, myAccess };
}
export type CallAuthorizer = ReturnType<typeof createCallAuthorizer>;
