import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from '@kyubos/api';
import { UiProvider } from '@kyubos/ui';

/**
 * What every mounted app wraps itself in: each single-spa app is its own React root, so each
 * needs the one shared store, the theme and a router (all routers follow the same history).
 */
export function AppProviders({ children, withGlobalStyle = false }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <Provider store={store}>
      <UiProvider withGlobalStyle={withGlobalStyle}>
        <BrowserRouter>{children}</BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
