import { useEffect, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { hadSideBar, hadSubmenuRow, keepSideBar, keepSubmenuRow } from '@kyubos/session';
import { AdminLayout } from './admin-layout';

const SESSION = { token: 't', userId: 1, clientId: 2, loginType: 2, clientType: 'MGU' as const };
const MANY_LINES = Array.from({ length: 216 }, (_, i) => ({ id: i + 1, name: `LINE ${i + 1}`, sublob: null }));

/** The layout of a staff user who may read quotations but not create them. */
function renderForReadOnlyStaff() {
  mockFetch({
    '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
    '/viewmainmenuandsubmenuuser': { body: { menuWithSubmenu: [] } },
    '/viewclientintakecategorymain': { body: { intakecategory: MANY_LINES } },
    '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'read' }] } },
  });
  renderWithProviders(
    <AdminLayout session={{ ...SESSION, loginType: 4 }} productName="Kyubos">
      <p>Page</p>
    </AdminLayout>,
    { path: '/user_admin_countries' },
  );
}

/** A record's view as a remote shows it: its title set with the address, its h1 once it has mounted. */
function LateCustomerView() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    document.title = 'Customer | Kyubos';
    const timer = setTimeout(() => setMounted(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? <h1>Chloe Abernathy</h1> : null;
}

describe('AdminLayout', () => {
  beforeEach(() => {
    localStorage.setItem('user_token', liveToken());
    mockFetch({
      '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
      '/viewmainmenuandsubmenu': {
        body: { menuWithSubmenu: [{ id: 1, name: 'Home', url: '/user_admin_home', menutype: 1, submenu: [] }] },
      },
      '/viewclientintakecategorymain': { body: { intakecategory: MANY_LINES } },
      '/myaccess': { body: { everything: true, items: [] } },
    });
  });

  it('shows an item granted meanwhile once the user opens another screen a minute after the menu was read, with no reload', async () => {
    let granted: object[] = [];
    const { calls } = mockFetch({
      '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
      '/viewmainmenuandsubmenuuser': () => ({ body: { menuWithSubmenu: granted } }),
      '/viewclientintakecategorymain': { body: { intakecategory: [] } },
      '/myaccess': { body: { everything: false, items: [] } },
    });
    const menuReads = () => calls.filter((call) => call.path === '/viewmainmenuandsubmenuuser').length;
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      renderWithProviders(
        <AdminLayout session={{ ...SESSION, loginType: 4 }} productName="Kyubos">
          <Link to="/user_admin_second">Second screen</Link>
          <Link to="/user_admin_third">Third screen</Link>
        </AdminLayout>,
        { path: '/user_admin_home' },
      );
      await waitFor(() => expect(menuReads()).toBe(1));
      granted = [{ id: 7, name: 'Quotations', url: '/user_admin_policy_quotations', menutype: 1, submenu: [] }];
      // Read 30 s ago: taken as current.
      now += 30_000;
      await userEvent.click(screen.getByRole('link', { name: 'Second screen' }));
      expect(menuReads()).toBe(1);
      // Read more than a minute ago: read again on opening a screen.
      now += 31_000;
      await userEvent.click(screen.getByRole('link', { name: 'Third screen' }));
      expect(await screen.findByRole('link', { name: 'Quotations' })).toBeInTheDocument();
      expect(menuReads()).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('after a row opens its record, moves the focus to the new page\'s h1 and says its title, once; not at the first page', async () => {
    document.title = 'Customers | Kyubos';
    renderWithProviders(
      <AdminLayout session={SESSION} productName="Kyubos">
        <Routes>
          <Route
            path="/user_admin_customers"
            element={
              <>
                <h1>Customers</h1>
                <Link to="/user_admin_view_customer/11">Open Chloe Abernathy</Link>
              </>
            }
          />
          <Route path="/user_admin_view_customer/:id" element={<LateCustomerView />} />
        </Routes>
      </AdminLayout>,
      { path: '/user_admin_customers' },
    );
    // The first page: the focus and the title are left to the browser.
    expect(screen.queryByText('Customers | Kyubos')).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();

    screen.getByRole('link', { name: 'Open Chloe Abernathy' }).focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Chloe Abernathy' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    const announced = screen.getByText('Customer | Kyubos');
    expect(announced.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
  });

  it('makes "Skip to content" the first Tab stop, and it leads past the menus and side bar to the page', async () => {
    renderWithProviders(
      <AdminLayout session={SESSION} productName="Kyubos">
        <button type="button">First action of the page</button>
      </AdminLayout>,
      { path: '/user_admin_home' },
    );
    const sideBar = await screen.findByRole('complementary', { name: 'Lines of business' });
    expect(await within(sideBar).findByRole('link', { name: 'LINE 216' })).toBeInTheDocument();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('button', { name: 'First action of the page' }));
  });

  it('reserves the sub-menu row from the first render where it was shown at the last visit, and keeps what the menus then show', async () => {
    keepSubmenuRow('/user_admin_home', true);
    renderWithProviders(<AdminLayout session={SESSION} productName="Kyubos">{null}</AdminLayout>, { path: '/user_admin_home' });
    // Before the menus arrive: the row kept from the last visit.
    expect(screen.getByTestId('menu-area')).toHaveStyle({ minHeight: '234px' });
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    // Home has no sub-menus: the row goes, and the next visit does not reserve it.
    await waitFor(() => expect(screen.getByTestId('menu-area')).toHaveStyle({ minHeight: '176px' }));
    expect(hadSubmenuRow('/user_admin_home')).toBe(false);
  });

  it('lets the side bar scroll in its own column instead of stretching the page', async () => {
    renderWithProviders(<AdminLayout session={SESSION} productName="Kyubos">{null}</AdminLayout>, { path: '/user_admin_home' });
    const sideBar = await screen.findByRole('complementary', { name: 'Lines of business' });
    expect(sideBar).toHaveStyle({ overflowY: 'auto', maxHeight: '100vh', position: 'sticky' });
  });

  it('puts the side bar above the page, full width and not sticky, in a window under 900 px (200 % zoom of 1280 px)', async () => {
    renderWithProviders(<AdminLayout session={SESSION} productName="Kyubos">{null}</AdminLayout>, { path: '/user_admin_home' });
    const sideBar = await screen.findByRole('complementary', { name: 'Lines of business' });
    // jsdom applies no media query: the narrow rules are read from the page's style sheets.
    const narrowRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === '(max-width: 899px)')
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[]);
    const narrow = (element: Element, property: string) =>
      narrowRules.find((rule) => element.matches(rule.selectorText))?.style.getPropertyValue(property);
    expect(narrow(sideBar, 'position')).toBe('static');
    expect(narrow(sideBar, 'width')).toBe('auto');
    expect(narrow(sideBar, 'max-height')).toBe('30vh');
    expect(narrow(sideBar.parentElement!, 'flex-direction')).toBe('column');
    expect(sideBar.nextElementSibling).toBe(screen.getByRole('main'));
  });

  it('shows no side bar to a staff user who may not create quotations (its links open the quotation form)', async () => {
    renderForReadOnlyStaff();
    expect(await screen.findByText('Page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Lines of business' })).not.toBeInTheDocument();
  });

  it('keeps the side bar shown at the last visit until the caller\'s access arrives, then shows it only to those who may create quotations', async () => {
    keepSideBar(true);
    renderForReadOnlyStaff();
    // The first render, before any answer: the side bar's column is there.
    expect(screen.getByRole('complementary', { name: 'Lines of business' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Lines of business' })).not.toBeInTheDocument());
    expect(hadSideBar()).toBe(false);
    // The header's answers settle before the test ends.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
