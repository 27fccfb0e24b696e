import { createRoot, type Root } from 'react-dom/client';
import { DEFAULT_PRODUCT_NAME } from '@kyubos/contracts/constants';
import { AdminLoginForm } from '@kyubos/mfe/admin-login';
import { adminLoginPath, couldBeAdminLoginPath, hadSideBar, hadSubmenuRow, hasLiveAdminSession, screenTitle } from '@kyubos/session';
import { UiProvider } from '@kyubos/ui/core';
import { SHELL_PATHS } from './config/paths';
import type { App } from './app/app';
import { FramePage, opensInAdminLayout } from './features/layout/layout-frame';
import { fetchRuntimeConfig } from './start';

/**
 * Start-up. A signed-out visit to the sign-in page shows the form with React and the styles
 * only; the portal (router, store, schemas, layout, remotes: app.tsx) loads as soon as the
 * user starts typing, and opens after sign-in. Any other visit opens the portal at once, and its
 * code loads while the runtime config is fetched rather than after; with a session, the layout's
 * frame (layout-frame.tsx) shows meanwhile.
 */
async function main() {
  const { pathname } = window.location;
  const signedOut = !hasLiveAdminSession();
  // Which address is the sign-in page the config says (it bears the product's name); a path that
  // cannot be it, or a live session, means the portal opens.
  let portal = signedOut && (pathname === SHELL_PATHS.root || couldBeAdminLoginPath(pathname)) ? undefined : import('./app/app');

  // Requested by the entry already (start.ts).
  const rawConfig = await fetchRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);

  let app: Promise<App> | undefined;
  // The whole config is validated here, before the portal uses any of it.
  const loadApp = () => (app ??= (portal ??= import('./app/app')).then(({ prepareApp }) => prepareApp(rawConfig)));

  const productName = productNameOf(rawConfig);
  if (signedOut && (pathname === SHELL_PATHS.root || pathname === adminLoginPath(productName))) {
    showSignIn(root, productName, loadApp);
    return;
  }
  // With a session, the layout's frame paints while the portal's code arrives.
  if (!signedOut && opensInAdminLayout(rawConfig, pathname)) {
    // Its first commit also takes the place of the frame the page painted already (app-shell.ts).
    root.render(<FramePage productName={productName} submenuRow={hadSubmenuRow(pathname)} sideBar={hadSideBar()} />);
  }
  (await loadApp()).start(root);
}

function showSignIn(root: Root, productName: string, loadApp: () => Promise<App>) {
  document.title = screenTitle(window.location.pathname, productName);
  const open = (path: string) => {
    loadApp().then((app) => app.start(root, path), fail);
  };
  root.render(
    <UiProvider withGlobalStyle>
      <AdminLoginForm
        productName={productName}
        signIn={async (credentials) => (await loadApp()).signIn(credentials)}
        navigate={open}
        onStart={() => void loadApp().catch(() => undefined)}
      />
    </UiProvider>,
  );
}

/** The one field the sign-in page reads before the portal validates the whole config. */
function productNameOf(rawConfig: unknown): string {
  const name = (rawConfig as { productName?: unknown } | null)?.productName;
  if (name === undefined) return DEFAULT_PRODUCT_NAME;
  if (typeof name !== 'string' || !name) throw new Error('The runtime config has no valid productName');
  return name;
}

function fail(error: unknown) {
  console.error('Kyubos could not start', error);
  const container = document.getElementById('root');
  if (container) {
    container.innerHTML =
      '<main role="alert" style="padding:48px;font-family:system-ui"><h1>Kyubos could not start</h1><p>The portal configuration could not be loaded. Reload the page to try again.</p></main>';
  }
}

main().catch(fail);
