import { readAdminSession } from '@kyubos/session';

/**
 * The signed-in client's id (spec 2: every screen is scoped by it). The server takes the
 * tenant from the token anyway; this only fills the documented body fields.
 */
export function useClientId(): number {
  return readAdminSession()?.clientId ?? 0;
}
