import { Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@kyubos/contracts';
import { AdminLoginPage, PageTitle, RequireAdminSession, adminForgotRoutes, usePageSession } from '@kyubos/mfe';
import { NotFoundPage } from '@kyubos/ui';
import { adminLoginPath, readAdminSession } from '@kyubos/session';
import { AdminLayout } from '../features/layout/admin-layout';
import { HomePage } from '../features/home/home-page';

import { RouterErrorPage } from '../features/errors/router-error-page';
import { RemoteArea } from './remotes/remote-area';
import { SHELL_PATHS } from '../config/paths';

/** Session read at render time, and again when it changes (a sign-in or sign-out here or in another tab). */
function WithSession({ render }: { render: (session: NonNullable<ReturnType<typeof readAdminSession>>) => React.ReactNode }) {
  usePageSession('admin');
  const session = readAdminSession();
  return session ? <>{render(session)}</> : null;
}

/**
 * The shell's routes: its own pages, then every route a remote owns (from the runtime config)
 * with no element of its own: single-spa mounts the remote into the layout's area element.
 */
export function createShellRouter(config: RuntimeConfig) {
  const { productName } = config;
  const remoteRoutes = (layout: 'admin' | 'page'): RouteObject[] =>
    config.remotes.filter((remote) => remote.layout === layout).flatMap((remote) => remote.routes.map((path) => ({ path, element: null })));

  const guarded = (
    <RequireAdminSession productName={productName}>
      <WithSession
        render={(session) => (
          // The shell's own pages render in the outlet; the remotes' area element stays mounted
          // beside it, so navigating never detaches a mounted remote.
          <AdminLayout session={session} productName={productName}>
            <Outlet />
            <RemoteArea layout="admin" />
          </AdminLayout>
        )}
      />
    </RequireAdminSession>
  );

  const routes: RouteObject[] = [
    {
      element: (
        <>
          <PageTitle productName={productName} />
          <Outlet />
        </>
      ),
      errorElement: <RouterErrorPage />,
      children: [
        { path: SHELL_PATHS.root, element: <AdminLoginPage productName={productName} /> },
        { path: adminLoginPath(productName), element: <AdminLoginPage productName={productName} /> },
        ...adminForgotRoutes(productName),
        {
          element: guarded,
          children: [
            { path: SHELL_PATHS.home, element: <WithSession render={(session) => <HomePage session={session} />} /> },
            // Setting and the menu forms load when opened: the first screen after sign-in needs neither.
            {
              path: SHELL_PATHS.setting,
              lazy: async () => {
                const { SettingPage } = await import('../features/settings/setting-page');
                return { element: <WithSession render={(session) => <SettingPage session={session} />} /> };
              },
            },
            { path: SHELL_PATHS.menuForm, lazy: async () => ({ Component: (await import('../features/menu-forms/menu-form-pages')).MenuFormPage }) },
            { path: SHELL_PATHS.subMenuForm, lazy: async () => ({ Component: (await import('../features/menu-forms/menu-form-pages')).SubMenuFormPage }) },
            ...remoteRoutes('admin'),
          ],
        },
        { element: <RemoteArea layout="page" />, children: remoteRoutes('page') },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  return createBrowserRouter(routes);
}
