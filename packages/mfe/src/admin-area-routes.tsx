import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { getRuntimeConfig } from '@kyubos/api';
import { adminLoginPath } from '@kyubos/session';
import { ErrorPanel, NotFoundPage } from '@kyubos/ui';
import { useAccessLoadFailure } from './access';
import { AdminLoginPage } from './admin-login-page';
import { RequireAdminSession } from './require-admin-session';

/**
 * The routes of an admin area, guarded as in the shell. Run on its own, the area also answers
 * the login routes, so a developer can sign in on the remote's own port.
 */
export function AdminAreaRoutes({ children }: { children?: ReactNode }) {
  const { productName } = getRuntimeConfig();
  const login = <AdminLoginPage productName={productName} />;
  return (
    <Routes>
      <Route path="/" element={login} />
      <Route path={adminLoginPath(productName)} element={login} />
      <Route
        element={
          <RequireAdminSession productName={productName}>
            <AccessLoadFailure />
            <Outlet />
          </RequireAdminSession>
        }
      >
        {children}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function AccessLoadFailure() {
  const { failed, retry } = useAccessLoadFailure();
  if (!failed) return null;
  return (
    <ErrorPanel
      title="Your permissions could not be loaded"
      message="Actions that change data are hidden until they load."
      onRetry={retry}
    />
  );
}
