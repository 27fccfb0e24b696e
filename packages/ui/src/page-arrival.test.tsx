import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID } from './a11y';
import { useMainFocusAfterNavigation } from './main-focus';

/** A layout of two pages: the list's Save-like button leaves with its page; the menu link stays. */
function Layout() {
  const [pathname, setPathname] = useState('/form');
  useMainFocusAfterNavigation(pathname);
  return (
    <>
      <nav>
        <button type="button" onClick={() => setPathname('/menu-page')}>
          Menu link
        </button>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {pathname === '/form' ? (
          <button type="button" onClick={() => setPathname('/list')}>
            Save
          </button>
        ) : (
          <p>{pathname}</p>
        )}
      </main>
    </>
  );
}

describe('useMainFocusAfterNavigation', () => {
  it('gives the main region the focus a navigation dropped (Save went with its page), and no focus at the first page', async () => {
    const user = userEvent.setup();
    render(<Layout />);
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('/list')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus where it still is (the menu link clicked)', async () => {
    const user = userEvent.setup();
    render(<Layout />);
    await user.click(screen.getByRole('button', { name: 'Menu link' }));
    expect(screen.getByText('/menu-page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu link' })).toHaveFocus();
  });
});
