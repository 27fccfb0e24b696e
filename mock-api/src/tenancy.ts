import { LOGIN_TYPE } from '@kyubos/contracts';
import type { AdminAuth } from './auth/tokens';
import { forbidden } from './app-error';

export const isPlatformAdmin = (auth: AdminAuth): boolean => auth.loginType === LOGIN_TYPE.platformAdmin;

/**
 * Refuses (403) a client id other than the caller's own, so a body id can never reach
 * another tenant's data. Only where a call says so may the platform administrator pass.
 */
export function assertSameClient(
  auth: AdminAuth,
  clientId: number,
  options: { allowPlatformAdmin?: boolean } = {},
): void {
  if (clientId === auth.clientId) return;
  if (options.allowPlatformAdmin && isPlatformAdmin(auth)) return;
  throw forbidden('You do not have access to this client');
}
