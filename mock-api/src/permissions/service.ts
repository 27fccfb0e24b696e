import { LOGIN_TYPE, type ClientType, type MyAccessResponse, type PermissionLevel } from '@kyubos/contracts';
import { LEVEL_LABEL, levelAllows } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { forbidden } from '../app-error';
import { CALL_RULES, type CallRule } from './call-rules';
import type { PermissionRepository } from './repository';

/** Decides whether a caller may make a call, from the declared table; refuses with a 403 that says why. */
export function createCallAuthorizer(permissions: PermissionRepository) {
  /**
   * What each client type's menu offers. Menus are reference data written only by migrations and
   * the seed, before the API serves, so each is read once per process instead of on every call.
   */
  const offered = new Map<ClientType, Promise<Set<string>>>();
  function offeredUrls(clientType: ClientType): Promise<Set<string>> {
    let urls = offered.get(clientType);
    if (!urls) {
      urls = permissions.offeredUrls(clientType);
      offered.set(clientType, urls);
      // A failed read is not remembered.
      urls.catch(() => offered.delete(clientType));
    }
    return urls;
  }

  /** Whether a client admin's plan or a staff user's permissions open one of the menu items at the level. */
  async function holdsMenuItem(auth: AdminAuth, items: readonly string[], level: PermissionLevel): Promise<boolean> {
    if (auth.loginType === LOGIN_TYPE.platformAdmin) return true;
    if (auth.loginType === LOGIN_TYPE.clientAdmin) {
      const urls = await offeredUrls(auth.clientType);
      return items.some((url) => urls.has(url));
    }
    const held = await permissions.heldLevels(auth.userId, items);
    return held.some((item) => levelAllows(item.level, level));
  }

  async function authorize(auth: AdminAuth, routePath: string, rule: CallRule | undefined = CALL_RULES[routePath]) {
    if (!rule) throw forbidden(`The call ${routePath} is not open to anyone`);
    if (rule.access === 'signed-in') return;
    if (rule.access === 'platform-admin') {
      if (auth.loginType !== LOGIN_TYPE.platformAdmin) throw forbidden('Only the platform administrator may change this data');
      return;
    }
    if (await holdsMenuItem(auth, rule.items, rule.level)) return;
    if (auth.loginType === LOGIN_TYPE.clientAdmin) throw forbidden('This area is not part of your plan');
    throw forbidden(`You need ${LEVEL_LABEL[rule.level]} permission for this`);
  }

  /** Whether the caller may open the list screen at a menu url (for links such as the home tiles). */
  const mayRead = (auth: AdminAuth, url: string): Promise<boolean> => holdsMenuItem(auth, [url], 'read');

  /** What the caller may do, for the front ends to hide the actions they may not take. */
  async function myAccess(auth: AdminAuth): Promise<MyAccessResponse> {
    if (auth.loginType !== LOGIN_TYPE.staff) return { everything: true, items: [] };
    return { everything: false, items: await permissions.heldItems(auth.userId) };
  }
  return { authorize, mayRead, myAccess };
}
export type CallAuthorizer = ReturnType<typeof createCallAuthorizer>;
