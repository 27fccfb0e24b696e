import { LOGIN_TYPE } from '@kyubos/contracts';
import type { AdminAuth } from './auth/tokens';
import { forbidden, notFound } from './app-error';

export const isPlatformAdmin = (auth: AdminAuth): boolean => auth.loginType === LOGIN_TYPE.platformAdmin;

interface TenancyOptions {
  /** The platform administrator passes too (only where a call says so). */
  allowPlatformAdmin?: boolean;
}

const mayReach = (auth: AdminAuth, clientId: number | null, { allowPlatformAdmin = false }: TenancyOptions): boolean =>
  clientId === auth.clientId || (allowPlatformAdmin && isPlatformAdmin(auth));

/**
 * Refuses (403) a client the caller names (a body's `client_id` or `company_id`) other than its
 * own, so a body id can never reach another tenant's data. For a record loaded by id, use
 * `ownRecord`: its client is not the caller's to name.
 */
export function assertSameClient(auth: AdminAuth, clientId: number, options: TenancyOptions = {}): void {
  if (!mayReach(auth, clientId, options)) throw forbidden('You do not have access to this client');
}

/**
 * The record loaded by id when it belongs to the caller's client; otherwise the caller's own
 * 404, word for word what a missing id answers, so another tenant's ids cannot be probed.
 * `clientOf` names the record's client (its client_id, company_id, ...; null for none).
 */
export function ownRecord<T extends object>(
  auth: AdminAuth,
  record: T | null | undefined,
  clientOf: (record: T) => number | null,
  notFoundMessage: string,
  options: TenancyOptions = {},
): T {
  if (record && mayReach(auth, clientOf(record), options)) return record;
  throw notFound(notFoundMessage);
}
