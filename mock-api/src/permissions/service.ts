import { LOGIN_TYPE, type ClientType, type MyAccessResponse, type PermissionLevel } from '@kyubos/contracts';
import { LEVEL_LABEL, levelAllows } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { forbidden } from '../app-error';
import { andThen, type MaybePromise } from '../maybe-async';
import { AGENT_CLOSED_ITEMS, agentClosedMessage, CALL_RULES, type CallRule } from './call-rules';
import type { PermissionRepository } from './repository';

/** Decides whether a caller may make a call, from the declared table; refuses with a 403 that says why. */
export function createCallAuthorizer(permissions: PermissionRepository) {
  /**
   * What each client type's menu offers. Menus are reference data written only by migrations and
   * the seed, before the API serves, so each is read once per process instead of on every call.
   */
  const offered = new Map<ClientType, Promise<Set<string>>>();
  /** The same, once read. */
  const offeredNow = new Map<ClientType, Set<string>>();
  function offeredUrls(clientType: ClientType): Promise<Set<string>> {
    let urls = offered.get(clientType);
    if (!urls) {
      urls = permissions.offeredUrls(clientType);
      offered.set(clientType, urls);
      urls.then((read) => offeredNow.set(clientType, read), () => undefined);
      // A failed read is not remembered.
      urls.catch(() => offered.delete(clientType));
    }
    return urls;
  }

  /**
   * Whether a client admin's plan or a staff user's permissions open one of the menu items at the
   * level: now for the platform admin and for a client admin whose plan's menu was read, else once read.
   */
  function holdsMenuItem(auth: AdminAuth, items: readonly string[], level: PermissionLevel): MaybePromise<boolean> {
    if (auth.loginType === LOGIN_TYPE.platformAdmin) return true;
    if (auth.loginType === LOGIN_TYPE.clientAdmin) {
      const offersAny = (urls: Set<string>) => items.some((url) => urls.has(url));
      const read = offeredNow.get(auth.clientType);
      return read ? offersAny(read) : offeredUrls(auth.clientType).then(offersAny);
    }
    return permissions.heldLevels(auth.userId, items).then((held) => held.some((item) => levelAllows(item.level, level)));
  }

  /**
   * The items of a rule a staff caller may hold: an agent's user never the closed items (bordereaux,
   * users and agents: AGENT_CLOSED_ITEMS), whatever it was granted; 403 saying why when the rule names nothing else.
   */
  async function itemsOpenTo(auth: AdminAuth, items: readonly string[]): Promise<readonly string[]> {
    if (!items.some((item) => AGENT_CLOSED_ITEMS.has(item)) || !(await permissions.isAgentUser(auth.userId))) return items;
    const open = items.filter((item) => !AGENT_CLOSED_ITEMS.has(item));
    if (open.length === 0) throw forbidden(agentClosedMessage(AGENT_CLOSED_ITEMS.get(items[0]!)!));
    return open;
  }

  /** The items a staff user holds, for the front ends: an agent's user's without the closed items. */
  async function heldItemsOf(userId: number) {
    const [held, agent] = await Promise.all([permissions.heldItems(userId), permissions.isAgentUser(userId)]);
    return agent ? held.filter((item) => !AGENT_CLOSED_ITEMS.has(item.url)) : held;
  }

  /**
   * Passes, or throws a 403 that says why: now when the rule decides from the token alone (or
   * from the client's plan once read), else once the caller's permissions are read.
   */
  function authorizeNow(auth: AdminAuth, routePath: string, rule: CallRule | undefined = CALL_RULES[routePath]): MaybePromise<void> {
    if (!rule) throw forbidden(`The call ${routePath} is not open to anyone`);
    if (rule.access === 'signed-in') return;
    if (rule.access === 'administrator') {
      if (auth.loginType === LOGIN_TYPE.staff) throw forbidden('Only administrators may make this call');
      return;
    }
    if (rule.access === 'platform-admin') {
      if (auth.loginType !== LOGIN_TYPE.platformAdmin) throw forbidden('Only the platform administrator may change this data');
      return;
    }
    const { level } = rule;
    const decide = (holds: boolean) => {
      if (holds) return;
      if (auth.loginType === LOGIN_TYPE.clientAdmin) throw forbidden('This area is not part of your plan');
      throw forbidden(`You need ${LEVEL_LABEL[level]} permission for this`);
    };
    if (auth.loginType === LOGIN_TYPE.staff && rule.items.some((item) => AGENT_CLOSED_ITEMS.has(item))) {
      return itemsOpenTo(auth, rule.items).then(async (items) => decide(await holdsMenuItem(auth, items, level)));
    }
    return andThen(holdsMenuItem(auth, rule.items, level), decide);
  }

  /** As authorizeNow, always as a promise. */
  const authorize = async (auth: AdminAuth, routePath: string, rule?: CallRule): Promise<void> => authorizeNow(auth, routePath, rule);

  /** Whether the caller may open the list screen at a menu url (for links such as the home tiles). */
  const mayRead = async (auth: AdminAuth, url: string): Promise<boolean> => {
    if (auth.loginType === LOGIN_TYPE.staff && AGENT_CLOSED_ITEMS.has(url) && (await permissions.isAgentUser(auth.userId))) return false;
    return holdsMenuItem(auth, [url], 'read');
  };

  /** What the caller may do, for the front ends to hide the actions they may not take. */
  async function myAccess(auth: AdminAuth): Promise<MyAccessResponse> {
    if (auth.loginType !== LOGIN_TYPE.staff) return { everything: true, items: [] };
    return { everything: false, items: await heldItemsOf(auth.userId) };
  }
  return { authorize, authorizeNow, mayRead, myAccess };
}
export type CallAuthorizer = ReturnType<typeof createCallAuthorizer>;
