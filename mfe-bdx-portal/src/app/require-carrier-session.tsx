import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { clearCarrierSession, hasLiveCarrierSession } from '@kyubos/session';
import { paths } from '../config/paths';

/** Portal screens need a live carrier token: none or expired goes to /BDX_Login. */
export function RequireCarrierSession({ children }: { children: ReactNode }) {
  if (!hasLiveCarrierSession()) {
    clearCarrierSession();
    return <Navigate to={paths.login.href()} replace />;
  }
  return <>{children}</>;
}
