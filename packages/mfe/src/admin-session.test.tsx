import { screen, act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import type { MenuCategory } from '@kyubos/contracts';
import { AdminLoginPage } from './admin-login-page';
import { RequireAdminSession } from './require-admin-session';

const HOME: MenuCategory = { id: 1, name: 'Home', url: '/user_admin_home', menutype: 1, submenu: [] };
const REFERENCE_DATA: MenuCategory = {
  id: 2,
  name: 'Reference Data',
  url: '/user_admin_countries',
  menutype: 1,
  submenu: [{ id: 21, menu_id: 2, name: 'Countries', url: '/user_admin_countries', menutype: 1 }],
};
const QUOTATIONS: MenuCategory = {
  id: 7,
  name: 'Quotations',
  url: '/user_admin_policy_quotations',
  menutype: 1,
  submenu: [
    { id: 71, menu_id: 7, name: 'Quotations', url: '/user_admin_policy_quotations', menutype: 1 },
    { id: 72, menu_id: 7, name: 'Binders', url: '/user_admin_policy_binder', menutype: 1 },
  ],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<AdminLoginPage productName="Kyubos" />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('AdminLoginPage', () => {
  it('stores the session and the client type, then opens the countries screen', async () => {
    const token = liveToken();
    const { calls } = mockFetch({
      '/commonlogin': { body: { message: 'ok', token, user_id: 7, client_id: 2, login_type: 2 } },
      '/editclient': { body: { client: { id: 2, Client_Type: 'MGU', Client_FullName: 'Summit Specialty MGA' } } },
      '/viewmainmenuandsubmenu': { body: { menuWithSubmenu: [HOME, REFERENCE_DATA] } },
    });
    renderLogin();
    expect(screen.getByRole('heading', { name: 'User Log In' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Username/), 'summit_admin');
    await userEvent.type(screen.getByLabelText(/Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
    expect(calls[0]?.body).toEqual({ username: 'summit_admin', password: 'Passw0rd!' });
    // The caller's access is read beside the client and the menu (signInAdmin).
    expect(calls.find((call) => call.path === '/editclient')?.body).toEqual({ id: 2 });
    expect(localStorage.getItem('user_token')).toBe(token);
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('client_id')).toBe('2');
    expect(localStorage.getItem('login_type')).toBe('2');
    expect(localStorage.getItem('Client_Type')).toBe('MGU');
    expect(calls.find((call) => call.path === '/viewmainmenuandsubmenu')?.body).toEqual({ type_id: 'MGU' });
    expect(calls.filter((call) => call.path === '/myaccess')).toHaveLength(1);
  });

  async function signInAsStaff(menu: MenuCategory[] | null) {
    const token = liveToken();
    const { calls } = mockFetch({
      '/commonlogin': { body: { message: 'ok', token, user_id: 9, client_id: 2, login_type: 4 } },
      '/editclient': { body: { client: { id: 2, Client_Type: 'MGU', Client_FullName: 'Summit Specialty MGA' } } },
      '/viewmainmenuandsubmenuuser': menu ? { body: { menuWithSubmenu: menu } } : { status: 500, body: { message: 'down' } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Username/), 'summit_agent');
    await userEvent.type(screen.getByLabelText(/Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    return calls;
  }

  it('lands staff without the countries screen on the first screen their menu offers', async () => {
    const calls = await signInAsStaff([QUOTATIONS]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policy_quotations');
    expect(calls.find((call) => call.path === '/viewmainmenuandsubmenuuser')?.body).toEqual({ type_id: 'MGU', uid: 9 });
  });

  it('lands staff who may read the countries on the countries screen', async () => {
    await signInAsStaff([QUOTATIONS, REFERENCE_DATA]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_countries');
  });

  it('lands a user whose menu is empty on home, which refuses no one', async () => {
    await signInAsStaff([]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
  });

  it('lands on home when the menu cannot be loaded', async () => {
    await signInAsStaff(null);
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
  });

  it('shows the server message in an alert that clears after 3 seconds, the focus back in the password', async () => {
    jest.useFakeTimers();
    try {
      mockFetch({ '/commonlogin': { status: 401, body: { message: 'Invalid username or password' } } });
      renderLogin();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText(/Username/), 'summit_admin');
      await user.type(screen.getByLabelText(/Password/), 'nope');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
      // The password is where the user goes on: typed again, while the alert clears on its time.
      expect(screen.getByLabelText(/Password/)).toHaveFocus();
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(localStorage.getItem('user_token')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a signed-in user to /user_admin_home', async () => {
    localStorage.setItem('user_token', liveToken());
    renderLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home');
  });
});

describe('RequireAdminSession', () => {
  function renderGuarded() {
    return renderWithProviders(
      <Routes>
        <Route
          path="/user_admin_home"
          element={
            <RequireAdminSession productName="Kyubos">
              <p>inside</p>
            </RequireAdminSession>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_home' },
    );
  }

  it('sends a visitor without a token to /', async () => {
    renderGuarded();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('signs out an expired session to the admin login', async () => {
    const expired = `${btoa('{}')}.${btoa(JSON.stringify({ exp: 1 }))}.sig`;
    localStorage.setItem('user_token', expired);
    localStorage.setItem('user_id', '3');
    renderGuarded();
    expect(await screen.findByTestId('where')).toHaveTextContent('/Kyubos_MGA_admin');
    await waitFor(() => expect(localStorage.getItem('user_id')).toBeNull());
  });

  it('shows the page for a live session', () => {
    localStorage.setItem('user_token', liveToken());
    renderGuarded();
    expect(screen.getByText('inside')).toBeInTheDocument();
  });
});
