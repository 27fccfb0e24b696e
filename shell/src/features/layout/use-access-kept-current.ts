import { useEffect, useRef } from 'react';
import { rereadAccess, useAppDispatch } from '@kyubos/api';

/** How long the caller's menu and access are taken as current. */
export const ACCESS_CURRENT_MS = 60_000;

/**
 * Rights an administrator grants or takes away while the user works show without a reload: the
 * menu and access are read again when the user opens another screen, or comes back to the tab, and
 * they were read more than ACCESS_CURRENT_MS before (a refused call reads them at once: packages/api).
 */
export function useAccessKeptCurrent(pathname: string, now: () => number = Date.now): void {
  const dispatch = useAppDispatch();
  const readAt = useRef(now());
  const rereadIfOld = useRef(() => {});
  rereadIfOld.current = () => {
    if (now() - readAt.current < ACCESS_CURRENT_MS) return;
    readAt.current = now();
    rereadAccess(dispatch);
  };

  useEffect(() => {
    rereadIfOld.current();
  }, [pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') rereadIfOld.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
