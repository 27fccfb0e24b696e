import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@kyubos/api';
import { AppProviders } from './app-providers';
import { AreaErrorBoundary } from './area-error-boundary';

/**
 * Runs an app on its own page (its own dev server or static build): loads that server's
 * runtime config, then renders the app with the global style the shell would otherwise bring.
 */
export async function startStandalone({ area, App }: { area: string; App: ComponentType }): Promise<void> {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <AppProviders withGlobalStyle>
      <AreaErrorBoundary area={area}>
        <App />
      </AreaErrorBoundary>
    </AppProviders>,
  );
}
