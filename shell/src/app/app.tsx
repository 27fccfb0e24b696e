import type { Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { start } from 'single-spa';
import { setRuntimeConfig, store } from '@kyubos/api';
import { parseRuntimeConfig } from '@kyubos/contracts/runtime-config';
import { signInAdmin } from '@kyubos/mfe';
import { UiProvider } from '@kyubos/ui';
import { createShellRouter } from './router';
import { registerAreas } from './remotes/register-remotes';

/**
 * The signed-in portal: the router, the store, the layout and the remotes. Loaded after the
 * sign-in page is shown (see bootstrap.tsx), so that page downloads none of it.
 */
export function prepareApp(rawConfig: unknown) {
  const config = parseRuntimeConfig(rawConfig);
  setRuntimeConfig(config);
  let started = false;
  return {
    config,
    signIn: signInAdmin,
    /** Renders the portal into the page's root, at `path` when given (else the current URL). */
    start(root: Root, path?: string) {
      if (started) return;
      started = true;
      if (path && path !== window.location.pathname) window.history.pushState(null, '', path);
      const router = createShellRouter(config);
      root.render(
        <Provider store={store}>
          <UiProvider withGlobalStyle>
            <RouterProvider router={router} />
          </UiProvider>
        </Provider>,
      );
      registerAreas(config.remotes);
      start({ urlRerouteOnly: true });
    },
  };
}

export type App = ReturnType<typeof prepareApp>;
