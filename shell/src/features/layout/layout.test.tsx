import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuCategory } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { TopMenu } from './top-menu';
import { SideBar } from './side-bar';
import { Header, greeting } from './header';
import { menuHref, subMenuHref, findActiveByPath, intakeCategoryIdOf, landingPath } from '@kyubos/session';
import { menuAreaHeight } from './menu-links';

const MENUS: MenuCategory[] = [
  { id: 1, name: 'Home', url: '/user_admin_home', menutype: 1, submenu: [] },
  {
    id: 2,
    name: 'Reference Data',
    url: '/user_admin_countries',
    menutype: 1,
    submenu: [
      { id: 21, menu_id: 2, name: 'Countries', url: '/user_admin_countries', menutype: 1 },
      { id: 22, menu_id: 2, name: 'Loss Runs', url: '', menutype: 2 },
    ],
  },
  { id: 3, name: 'Reports', url: '', menutype: 2, submenu: [] },
  {
    id: 4,
    name: 'Partners',
    url: '/user_admin_carrier',
    menutype: 1,
    submenu: [
      { id: 41, menu_id: 4, name: 'Carriers', url: '/user_admin_carrier', menutype: 1 },
      { id: 42, menu_id: 4, name: 'TPAs', url: '/user_admin_tpa', menutype: 1 },
    ],
  },
];

describe('menu links', () => {
  it('links type 1 items to their url and others to the menu forms', () => {
    expect(menuHref(MENUS[0]!)).toBe('/user_admin_home');
    expect(menuHref(MENUS[2]!)).toBe('/menuform/3');
    expect(subMenuHref(MENUS[1]!.submenu[1]!)).toBe('/submenuform/2/22');
    expect(findActiveByPath(MENUS, '/user_admin_countries')).toEqual({ menuId: 2, submenuId: 21 });
    expect(findActiveByPath(MENUS, '/menuform/3')).toEqual({ menuId: 3, submenuId: null });
    // Add and edit screens keep their list's items active.
    expect(findActiveByPath(MENUS, '/user_admin_add_tpa')).toEqual({ menuId: 4, submenuId: 42 });
    expect(findActiveByPath(MENUS, '/user_admin_edit_countries/39')).toEqual({ menuId: 2, submenuId: 21 });
    expect(findActiveByPath(MENUS, '/user_admin_setting')).toBeNull();
    expect(menuAreaHeight(true)).toBe(234);
    expect(menuAreaHeight(false)).toBe(176);
  });
});

describe('TopMenu', () => {
  const noop = () => undefined;

  it('shows the active category’s sub-menus and remembers the active items in local storage', async () => {
    const onActiveChange = jest.fn();
    renderWithProviders(<TopMenu menus={MENUS} isLoading={false} isError={false} onRetry={noop} onActiveChange={onActiveChange} />, {
      path: '/user_admin_home',
    });
    const categories = screen.getByRole('group', { name: 'Menu categories' });
    expect(within(categories).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/menuform/3');
    expect(screen.queryByRole('group', { name: 'Sub-menu' })).not.toBeInTheDocument();
    expect(localStorage.getItem('menuactive')).toBe('1');

    await userEvent.click(within(categories).getByRole('link', { name: 'Reference Data' }));
    const sub = screen.getByRole('group', { name: 'Sub-menu' });
    expect(within(sub).getByRole('link', { name: 'Loss Runs' })).toHaveAttribute('href', '/submenuform/2/22');
    expect(localStorage.getItem('menuactive')).toBe('2');
    expect(localStorage.getItem('submenuactive')).toBe('21');
    expect(onActiveChange).toHaveBeenLastCalledWith(true);
  });

  it('follows the route on a deep-linked add screen, not the items stored by an earlier visit', () => {
    localStorage.setItem('menuactive', '2');
    localStorage.setItem('submenuactive', '21');
    renderWithProviders(<TopMenu menus={MENUS} isLoading={false} isError={false} onRetry={noop} onActiveChange={noop} />, {
      path: '/user_admin_add_tpa',
    });
    const categories = screen.getByRole('group', { name: 'Menu categories' });
    expect(within(categories).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'true');
    expect(within(categories).getByRole('link', { name: 'Reference Data' })).not.toHaveAttribute('aria-current');
    const sub = screen.getByRole('group', { name: 'Sub-menu' });
    expect(within(sub).getByRole('link', { name: 'TPAs' })).toHaveAttribute('aria-current', 'page');
    expect(localStorage.getItem('menuactive')).toBe('4');
    expect(localStorage.getItem('submenuactive')).toBe('42');
  });

  it('keeps the stored items on a page no menu item leads to', () => {
    localStorage.setItem('menuactive', '4');
    localStorage.setItem('submenuactive', '41');
    renderWithProviders(<TopMenu menus={MENUS} isLoading={false} isError={false} onRetry={noop} onActiveChange={noop} />, {
      path: '/user_admin_setting',
    });
    expect(within(screen.getByRole('group', { name: 'Sub-menu' })).getByRole('link', { name: 'Carriers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers Retry when the menu fails to load', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<TopMenu menus={undefined} isLoading={false} isError onRetry={onRetry} onActiveChange={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('SideBar', () => {
  it('labels lines of business with their sub-LOB and marks the one the route shows', () => {
    // On routes with a record id and an intake_id only the intake_id names the line of business.
    expect(intakeCategoryIdOf('/user_admin_view_policies/55/4')).toBe('4');
    expect(intakeCategoryIdOf('/user_admin_view_quotationhistory/9/8/4')).toBe('4');
    expect(intakeCategoryIdOf('/user_admin_policy/5')).toBe('5');
    expect(intakeCategoryIdOf('/user_admin_countries')).toBeNull();

    renderWithProviders(
      <SideBar
        intakeCategories={[
          { id: 4, name: 'WORKERS COMP', sublob: null },
          { id: 5, name: 'GENERAL LIABILITY', sublob: 'Contractors' },
        ]}
        isLoading={false}
        isError={false}
        onRetry={() => undefined}
      />,
      { path: '/user_admin_view_policies/4/5' },
    );
    expect(screen.getByRole('link', { name: 'WORKERS COMP' })).toHaveAttribute('href', '/user_admin_policy/4');
    expect(screen.getByRole('link', { name: 'GENERAL LIABILITY-Contractors' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'WORKERS COMP' })).not.toHaveAttribute('aria-current');
  });
});

describe('landing after sign-in', () => {
  it('prefers the countries screen, else the first screen of the menu, else home', () => {
    expect(landingPath(MENUS)).toBe('/user_admin_countries');
    expect(landingPath(MENUS.filter((menu) => menu.id !== 2))).toBe('/user_admin_home');
    expect(landingPath([MENUS[3]!])).toBe('/user_admin_carrier');
    expect(landingPath([])).toBe('/user_admin_home');
  });
});

describe('Header', () => {
  it('greets admins by login id and staff by first name', () => {
    expect(greeting(2, 'summit_admin', undefined)).toBe('summit_admin - Admin');
    expect(greeting(4, 'x', 'Sam')).toBe('Sam - Staff');
  });

  it('shows the client name and the staff greeting from the server, and Setting/Logout in the dropdown; Logout ends the session on the server too', async () => {
    const token = liveToken();
    localStorage.setItem('user_token', token);
    const { calls } = mockFetch({
      '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
      '/editclientuser': { body: { user: { id: 9, firstname: 'Sam' }, usertype: 'Main', agent_id: null, agent_code: null, agent_name: null } },
      '/logout': { body: { message: 'Signed out' } },
    });
    renderWithProviders(
      <Header session={{ token: 't', userId: 9, clientId: 2, loginType: 4, clientType: 'MGU' }} productName="Kyubos" />,
    );
    expect(await screen.findByText('Summit Specialty MGA')).toBeInTheDocument();
    expect(await screen.findByText('Sam - Staff')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/editclientuser')?.body).toEqual({ id: 9 });
    fireEvent.click(screen.getByRole('button', { name: /Sam - Staff/ }));
    expect(screen.getByRole('menuitem', { name: 'Setting' })).toHaveAttribute('href', '/User_Admin_Setting');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(calls.find((call) => call.path === '/logout')?.authorization).toBe(`Bearer ${token}`);
  });

  it('is a menu button from the keyboard: the arrows move into and between Setting and Logout, Escape closes back to the button', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
    });
    renderWithProviders(<Header session={{ token: 't', userId: 1, clientId: 2, loginType: 2, clientType: 'MGU' }} productName="Kyubos" />);
    const button = await screen.findByRole('button', { name: 'summit_admin - Admin' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'summit_admin - Admin' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('menuitem', { name: 'Setting' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    // One item at a time is in the Tab order.
    expect(within(menu).getByRole('menuitem', { name: 'Setting' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Setting' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Enter opens it on the first item; ArrowUp on the last.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Setting' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('does not ask for the user record of a client admin', async () => {
    const { calls } = mockFetch({
      '/editclient': { body: { client: { id: 2, Client_FullName: 'Summit Specialty MGA', Client_LoginID: 'summit_admin', Client_Type: 'MGU' } } },
    });
    renderWithProviders(<Header session={{ token: 't', userId: 1, clientId: 2, loginType: 2, clientType: 'MGU' }} productName="Kyubos" />);
    expect(await screen.findByText('summit_admin - Admin')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/editclient']);
  });
});
