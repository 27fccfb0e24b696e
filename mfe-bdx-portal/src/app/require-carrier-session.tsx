import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePageSessionEnded } from '@kyubos/mfe';
import { clearCarrierSession, ensurePageSession, hasLiveCarrierSession } from '@kyubos/session';
import { paths } from '../config/paths';

/**
 * Portal screens need a live carrier token: none or expired goes to /BDX_Login. A page whose
 * session ended while it was open stays as it is: the layout asks the user to sign in again.
 */
export function RequireCarrierSession({ children }: { children: ReactNode }) {
  const ended = usePageSessionEnded('carrier');
  if (ended) return <>{children}</>;
  if (!hasLiveCarrierSession()) {
    clearCarrierSession();
    return <Navigate to={paths.login.href()} replace />;
  }
  ensurePageSession('carrier');
  return <>{children}</>;
}
