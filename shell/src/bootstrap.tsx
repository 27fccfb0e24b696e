import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { start } from 'single-spa';
import { loadRuntimeConfig, store } from '@kyubos/api';
import { UiProvider } from '@kyubos/ui';
import { createShellRouter } from './app/router';
import { registerAreas } from './app/remotes/register-remotes';

async function main() {
  const config = await loadRuntimeConfig();
  const router = createShellRouter(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <Provider store={store}>
      <UiProvider withGlobalStyle>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  registerAreas(config.remotes);
  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error('Kyubos could not start', error);
  const container = document.getElementById('root');
  if (container) {
    container.innerHTML =
      '<main role="alert" style="padding:48px;font-family:system-ui"><h1>Kyubos could not start</h1><p>The portal configuration could not be loaded. Reload the page to try again.</p></main>';
  }
});
