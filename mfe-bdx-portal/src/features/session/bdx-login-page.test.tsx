import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { store } from '@kyubos/api';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { carrierSessionApi } from './api';
import { BdxLoginPage } from './components/bdx-login-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderLogin = () =>
  renderWithProviders(
    <Routes>
      <Route path="/BDX_Login" element={<BdxLoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/BDX_Login' },
  );

describe('BdxLoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the carrier session and opens the received files', async () => {
    const token = liveToken();
    const { calls } = mockFetch({ '/carrierlogin': { body: { message: 'Login successful', token, user_id: 3, client_id: 2, career_id: 9 } } });
    renderLogin();
    expect(screen.getByRole('heading', { name: 'BDX Users Log In' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Username/), 'atlas_carrier');
    await userEvent.type(screen.getByLabelText(/Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_BDX_filerecived');
    expect(calls[0]?.body).toEqual({ username: 'atlas_carrier', password: 'Passw0rd!' });
    expect(localStorage.getItem('client_user_BDX_token')).toBe(token);
    expect(localStorage.getItem('client_BDX_client_id')).toBe('2');
    expect(localStorage.getItem('client_BDX_company_id')).toBe('9');
    expect(localStorage.getItem('user_id')).toBe('3');
  });

  it('forgets what was read for the carrier signed in before: nothing of one carrier is shown to the next in the same page', async () => {
    mockFetch({
      '/carrierlogin': { body: { message: 'Login successful', token: liveToken(), user_id: 4, client_id: 2, career_id: 11 } },
      '/editcarrier': { body: { carrier: { id: 9, carriername: 'Atlas Re' } } },
    });
    renderLogin();
    // What the carrier before read is still kept when its session ended.
    await store.dispatch(carrierSessionApi.endpoints.carrier.initiate(9));
    expect(Object.keys(store.getState().api.queries)).toEqual(['carrier(9)']);
    await userEvent.type(screen.getByLabelText(/Username/), 'harbor_carrier');
    await userEvent.type(screen.getByLabelText(/Password/), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_BDX_filerecived');
    expect(store.getState().api.queries).toEqual({});
  });

  it('shows the server message in a red alert for 3 seconds, the focus back in the password', async () => {
    jest.useFakeTimers();
    try {
      mockFetch({ '/carrierlogin': { status: 401, body: { message: 'Invalid username or password' } } });
      renderLogin();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText(/Username/), 'atlas_carrier');
      await user.type(screen.getByLabelText(/Password/), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
      expect(screen.getByLabelText(/Password/)).toHaveFocus();
      act(() => jest.advanceTimersByTime(3100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(localStorage.getItem('client_user_BDX_token')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a carrier already signed in to the dashboard', async () => {
    localStorage.setItem('client_user_BDX_token', liveToken());
    renderLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_BDX_home');
  });
});
