import type { PermissionLevel } from '@kyubos/contracts';

/**
 * Who may make each admin call: the one declared table (tested against every registered
 * route, so an undeclared call cannot slip through).
 * - 'signed-in': any admin-audience caller (the shell's own calls).
 * - 'platform-admin': the platform administrator only (global reference data, client companies).
 * - 'menu': a staff user needs one of `items` (menu or sub-menu urls) at `level` or above;
 *   client admins hold every item of their client type's menu; the platform admin every item.
 */
export type CallRule =
  | { access: 'signed-in' }
  | { access: 'platform-admin' }
  | { access: 'menu'; items: readonly string[]; level: PermissionLevel };

const signedIn: CallRule = { access: 'signed-in' };
const platformAdmin: CallRule = { access: 'platform-admin' };
const menu = (level: PermissionLevel, ...items: string[]): CallRule => ({ access: 'menu', items, level });

/** Screens that show reference data in their forms (country, state and city pickers). */
export const REFERENCE_DATA_READERS = [
  '/user_admin_countries',
  '/user_admin_currency',
  '/user_admin_state',
  '/user_admin_city',
  '/user_admin_company',
  '/user_admin_users',
  '/user_admin_agent',
  '/user_admin_carrier',
  '/user_admin_tpa',
  '/user_admin_mga',
] as const;

/** Keyed by the route path exactly as registered. */
export const CALL_RULES: Record<string, CallRule> = {
  // The shell: every signed-in user needs these to draw the layout.
  '/editclient': signedIn,
  '/editclientuser': signedIn,
  '/viewmainmenuandsubmenu': signedIn,
  '/viewmainmenuandsubmenuuser': signedIn,
  '/viewclientintakecategorymain': signedIn,
  '/viewmenuitem': signedIn,
  '/viewsubmenuitem': signedIn,
  '/dashboardcounts': signedIn,
  '/myaccess': signedIn,

  // Users and permissions.
  '/commonloginverification': menu('read_and_write', '/user_admin_users'),
  '/viewmenucategory': menu('read', '/user_admin_users'),
};

export { platformAdmin, signedIn, menu };
