import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './ui-provider';

/** Renders (and re-renders) inside the theme and a memory router, with a user-event instance. */
export function renderWithUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const user = userEvent.setup();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UiProvider withGlobalStyle={false}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </UiProvider>
    );
  }
  return { user, ...render(ui, { wrapper: Wrapper }) };
}
