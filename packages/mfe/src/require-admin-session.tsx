import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, adminLoginPath, clearAdminSession, hasLiveAdminSession } from '@kyubos/session';

/**
 * Guard of every admin route: no token goes to '/'; a token whose exp has passed (checked on
 * load and on every route change) signs out to the admin login.
 */
export function RequireAdminSession({ productName, children }: { productName: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = Boolean(localStorage.getItem(STORAGE_KEYS.userToken));
  const live = hasLiveAdminSession();

  useEffect(() => {
    if (hasToken && !live) {
      clearAdminSession();
      navigate(adminLoginPath(productName), { replace: true });
    }
  }, [hasToken, live, location.pathname, navigate, productName]);

  if (!hasToken) return <Navigate to="/" replace />;
  if (!live) return null;
  return <>{children}</>;
}
