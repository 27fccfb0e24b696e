import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './ui-provider';

/** Renders inside the theme and a memory router, with a user-event instance. */
export function renderWithUi(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <UiProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
  return { user, ...result };
}
