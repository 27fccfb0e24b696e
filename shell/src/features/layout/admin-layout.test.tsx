import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AdminLayout } from './admin-layout';

const SESSION = { token: 't', userId: 1, clientId: 2, loginType: 2, clientType: 'MGU' as const };
const MANY_LINES = Array.from({ length: 216 }, (_, i) => ({ id: i + 1, name: `LINE ${i + 1}`, sublob: null }));

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

  it('lets the side bar scroll in its own column instead of stretching the page', async () => {
    renderWithProviders(<AdminLayout session={SESSION} productName="Kyubos">{null}</AdminLayout>, { path: '/user_admin_home' });
    const sideBar = await screen.findByRole('complementary', { name: 'Lines of business' });
    expect(sideBar).toHaveStyle({ overflowY: 'auto', maxHeight: '100vh', position: 'sticky' });
  });

  it('shows no side bar to a staff user who may not create quotations (its links open the quotation form)', async () => {
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
    expect(await screen.findByText('Page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Lines of business' })).not.toBeInTheDocument();
  });
});
