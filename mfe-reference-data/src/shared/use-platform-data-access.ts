import { useItemAccess, type ItemAccess } from '@kyubos/mfe';
import { isPlatformAdmin, readAdminSession } from '@kyubos/session';

/** Why anyone else may only read platform data (the server refuses their writes in the same words). */
export const PLATFORM_ONLY = 'Only the platform administrator may change this data.';

/**
 * Access to platform-owned data (reference data, companies): anyone holding one of the screens'
 * items may read; only the platform administrator writes (the server's call rules say the same).
 */
export function usePlatformDataAccess(...urls: string[]): ItemAccess & { readOnlyReason: string } {
  const access = useItemAccess(...urls);
  const session = readAdminSession();
  const platform = session !== null && isPlatformAdmin(session.loginType);
  return { ...access, canWrite: access.canWrite && platform, canDelete: access.canDelete && platform, readOnlyReason: PLATFORM_ONLY };
}
