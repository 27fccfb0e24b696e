import { readAdminSession } from '@kyubos/session';

/** The signed-in user's client: sent as company_id on company-scoped calls (the server checks it). */
export function useClientId(): number {
  return readAdminSession()?.clientId ?? 0;
}
