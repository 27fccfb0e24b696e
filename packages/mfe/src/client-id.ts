import { readAdminSession } from '@kyubos/session';

/**
 * The signed-in user's client: fills the documented company_id / client_id body fields of
 * company-scoped calls. The server takes the tenant from the token and checks them.
 */
export function useClientId(): number {
  return currentClientId();
}

/** The same outside React (a screen's reads started before it mounts). */
export const currentClientId = (): number => readAdminSession()?.clientId ?? 0;
