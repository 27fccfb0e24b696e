import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, adminLoginPath, clearAdminSession, ensurePageSession, hasLiveAdminSession } from '@kyubos/session';
import { usePageSessionEnded } from './session-ended-dialog';

/**
 * Guard of every admin route: no token goes to '/'; a token whose exp has passed (checked on
 * load and on every route change) signs out to the admin login. A page whose session ended while
 * it was open (its token refused, or another tab signed out) stays as it is: its layout asks the
 * user to sign in again (SessionEndedDialog).
 */
export function RequireAdminSession({ productName, children }: { productName: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const ended = usePageSessionEnded('admin');
  const hasToken = Boolean(localStorage.getItem(STORAGE_KEYS.userToken));
  const live = hasLiveAdminSession();
  // The page works for the session it opened with (or signed in to); a no-op once it knows it.
  if (live) ensurePageSession('admin');

  useEffect(() => {
    if (hasToken && !live && !ended) {
      clearAdminSession();
      navigate(adminLoginPath(productName), { replace: true });
    }
  }, [hasToken, live, ended, location.pathname, navigate, productName]);

  if (ended) return <>{children}</>;
  if (!hasToken) return <Navigate to="/" replace />;
  if (!live) return null;
  return <>{children}</>;
}
