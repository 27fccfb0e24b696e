import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, setRuntimeConfig, store } from '@kyubos/api';
import { UiProvider } from '@kyubos/ui';

// RTK Query keeps unused data on timers; let each test file end without waiting for them.
afterAll(() => {
  store.dispatch(api.util.resetApiState());
});

/** Renders with the real store, theme and a memory router at `path`, after resetting the api cache. */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', productName: 'Kyubos', remotes: [] });
  store.dispatch(api.util.resetApiState());
  return render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * Renders screens on their route patterns at `path`, like `renderWithProviders`; any other URL
 * shows its pathname in `data-testid="where"`, for asserting where a screen went.
 */
export function renderRoutes(routes: Record<string, ReactElement>, path: string) {
  return renderWithProviders(
    <Routes>
      {Object.entries(routes).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}
