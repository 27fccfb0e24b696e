import { areaApi, store, TAGS } from '@kyubos/api';
import type { MyAccessResponse, PermissionLevel } from '@kyubos/contracts';
import { levelAllows } from '@kyubos/domain/permissions';

const accessApi = areaApi('session', [TAGS.Permission]).injectEndpoints({
  endpoints: (build) => ({
    myAccess: build.query<MyAccessResponse, void>({
      query: () => ({ url: '/myaccess', method: 'POST', body: {} }),
      providesTags: [{ type: TAGS.Permission, id: 'ME' }],
    }),
  }),
});

/**
 * Reads the signed-in caller's access into the store (at sign-in, beside the menu): the layout's
 * first render then knows what it shows (the side bar among them) instead of adding it when the
 * answer arrives. Resolves when it is read or has failed (the layout then asks again).
 */
export async function prefetchAccess(): Promise<void> {
  // Read afresh: never the access of whoever held the store before.
  const request = store.dispatch(accessApi.endpoints.myAccess.initiate(undefined, { forceRefetch: true }));
  try {
    await request.unwrap();
  } catch {
    // The layout's own request tries again and shows why it failed.
  } finally {
    request.unsubscribe();
  }
}

/**
 * When the caller's access cannot be loaded every action stays hidden (the safe side), so the
 * areas say why and offer Retry instead of silently showing read-only screens.
 */
export function useAccessLoadFailure(): { failed: boolean; retry: () => void } {
  const { isError, refetch } = accessApi.useMyAccessQuery();
  return { failed: isError, retry: () => void refetch() };
}

export interface ItemAccess {
  /** Read: lists and views. */
  canRead: boolean;
  /** Read and Write: create and update. */
  canWrite: boolean;
  /** Admin: delete. */
  canDelete: boolean;
  isLoading: boolean;
}

/** The highest level held on any of the items (menu or sub-menu urls). */
export function heldLevel(access: MyAccessResponse | undefined, urls: readonly string[]): PermissionLevel | null {
  if (!access) return null;
  if (access.everything) return 'admin';
  const levels = access.items.filter((item) => urls.includes(item.url)).map((item) => item.level);
  return levels.sort((a, b) => (levelAllows(a, b) ? -1 : 1))[0] ?? null;
}

/**
 * What the signed-in user may do on a screen, named by the menu item(s) that lead to it, so
 * the screen hides the actions the server would refuse anyway (the server decides).
 */
export function useItemAccess(...urls: string[]): ItemAccess {
  const { data, isLoading } = accessApi.useMyAccessQuery();
  const level = heldLevel(data, urls);
  return {
    canRead: levelAllows(level, 'read'),
    canWrite: levelAllows(level, 'read_and_write'),
    canDelete: levelAllows(level, 'admin'),
    isLoading,
  };
}
