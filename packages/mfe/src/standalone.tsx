import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig, loadRuntimeConfig } from '@kyubos/api';
import { adminLoginPath, clearAdminSession } from '@kyubos/session';
import { AppProviders } from './app-providers';
import { AreaErrorBoundary } from './area-error-boundary';
import { signInAgainAdmin } from './admin-sign-in';
import { SessionEndedDialog } from './session-ended-dialog';

/** Without the shell's layout, an admin area asks its user to sign in again itself (the carrier portal's layout does). */
function signOutToAdminLogin() {
  clearAdminSession();
  window.location.assign(adminLoginPath(getRuntimeConfig().productName));
}

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
      <SessionEndedDialog kind="admin" signInAgain={signInAgainAdmin} onSignOut={signOutToAdminLogin} />
    </AppProviders>,
  );
}
