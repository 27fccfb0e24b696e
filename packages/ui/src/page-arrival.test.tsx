import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID } from './a11y';
import { Alert } from './feedback';
import { PAGE_ARRIVAL_WAIT_MS, PageArrival } from './page-arrival';
import { renderWithUi } from './test-utils';

const TITLES: Record<string, string> = { '/list': 'Customers | Kyubos', '/view': 'Customer | Kyubos', '/menu-page': 'Quotations | Kyubos', '/form': 'New Quotation | Kyubos', '/blank': 'Blank | Kyubos', '/saved': 'Customers | Kyubos' };

/** A page whose h1 shows a moment after the address changed, as a remote that mounts on its own does. */
function LatePage({ title, children }: { title: string; children?: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <>
      <h1>{title}</h1>
      {children}
    </>
  ) : (
    <p>Loading…</p>
  );
}

/** A layout of a list, a record's view, a form that focuses its first field and a page with no h1. */
function Layout() {
  const [pathname, setPathname] = useState('/list');
  useEffect(() => {
    document.title = TITLES[pathname] ?? '';
  }, [pathname]);
  return (
    <>
      <PageArrival pathname={pathname} />
      <nav>
        <button type="button" onClick={() => setPathname('/menu-page')}>
          Menu link
        </button>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {pathname === '/list' && (
          <>
            <h1>Customers</h1>
            <button type="button" onClick={() => setPathname('/view')}>
              Open Chloe Abernathy
            </button>
            <button type="button" onClick={() => setPathname('/form')}>
              Add
            </button>
            <button type="button" onClick={() => setPathname('/blank')}>
              Blank
            </button>
            <button type="button" onClick={() => setPathname('/saved')}>
              Save
            </button>
          </>
        )}
        {pathname === '/view' && <LatePage key="view" title="Chloe Abernathy" />}
        {pathname === '/menu-page' && <LatePage key="menu" title="Quotations" />}
        {pathname === '/form' && (
          <LatePage key="form" title="New Quotation">
            {/* A form that opens on its first field. */}
            <input aria-label="First Name" autoFocus />
          </LatePage>
        )}
        {pathname === '/blank' && <p>No heading here</p>}
        {pathname === '/saved' && (
          <LatePage key="saved" title="Customers">
            <Alert variant="success" takeDroppedFocus>
              Customer saved successfully!
            </Alert>
          </LatePage>
        )}
      </main>
    </>
  );
}

describe('PageArrival', () => {
  it('at the first page, takes no focus and says nothing (the skip link stays the first Tab stop)', () => {
    renderWithUi(<Layout />);
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('after a row opened its record, moves the focus to the new page\'s h1 once it shows and says the page\'s title', async () => {
    const user = userEvent.setup();
    renderWithUi(<Layout />);
    screen.getByRole('button', { name: 'Open Chloe Abernathy' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Chloe Abernathy' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent('Customer | Kyubos');
  });

  it('leaves the focus on the menu link that was clicked, and still says the new page\'s title', async () => {
    const user = userEvent.setup();
    renderWithUi(<Layout />);
    await user.click(screen.getByRole('button', { name: 'Menu link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Quotations | Kyubos'));
    expect(screen.getByRole('heading', { level: 1, name: 'Quotations' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu link' })).toHaveFocus();
  });

  it('leaves the focus on the field a new form gave it', async () => {
    const user = userEvent.setup();
    renderWithUi(<Layout />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('New Quotation | Kyubos'));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
  });

  it('leaves the focus on the success message that took it on the page a Save led to', async () => {
    const user = userEvent.setup();
    renderWithUi(<Layout />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Customers | Kyubos'));
    expect(screen.getByText('Customer saved successfully!').closest('[tabindex]')).toHaveFocus();
  });

  it('gives the main region the focus when the new page shows no h1 in time', () => {
    jest.useFakeTimers();
    try {
      renderWithUi(<Layout />);
      act(() => screen.getByRole('button', { name: 'Blank' }).click());
      expect(screen.getByRole('main')).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(PAGE_ARRIVAL_WAIT_MS));
      expect(screen.getByRole('main')).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Blank | Kyubos');
    } finally {
      jest.useRealTimers();
    }
  });
});
