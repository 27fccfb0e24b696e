import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, store } from '@kyubos/api';
import { hasLiveAdminSession, saveAdminSession, saveClientType, clearAdminSession } from '@kyubos/session';
import { Alert, Button, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import type { LoginNotice } from './forgot/forgot-flow';
import { sessionApi, useLoginMutation } from './session-api';

export const ADMIN_PATHS = {
  home: '/user_admin_home',
  afterLogin: '/user_admin_countries',
  forgotPassword: '/user_admin_forgotpassword',
  forgotLoginId: '/user_admin_forgotloginid',
} as const;

/**
 * 'User Log In': on success stores the session and the client's type, then opens the countries
 * screen; the server's message shows in a red alert for 3 seconds on failure.
 */
export function AdminLoginPage({ productName }: { productName: string }) {
  const navigate = useNavigate();
  // Set by the forgot flows when they end here ('Your password has been changed...').
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [login, { isLoading }] = useLoginMutation();
  const alert = useTimedMessage(3000);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Decided once on arrival: signing in here must not redirect home halfway through.
  const [alreadySignedIn] = useState(hasLiveAdminSession);

  if (alreadySignedIn) return <Navigate to={ADMIN_PATHS.home} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const session = await login({ username, password }).unwrap();
      saveAdminSession(session);
      const { client } = await store.dispatch(sessionApi.endpoints.client.initiate(session.client_id)).unwrap();
      saveClientType(client.Client_Type);
      navigate(ADMIN_PATHS.afterLogin);
    } catch (error) {
      clearAdminSession();
      alert.show(errorMessage(error, 'Sign-in failed. Please try again.'), 'error');
    }
  }

  return (
    <Screen>
      <Card>
        <Brand>{productName}</Brand>
        <h1>User Log In</h1>
        {notice && !alert.message && <Alert variant="success">{notice}</Alert>}
        <TimedAlert message={alert.message} />
        <form onSubmit={onSubmit} aria-label="User Log In">
          <TextField label="Username" name="username" value={username} onChange={setUsername} required autoComplete="username" />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            required
            autoComplete="current-password"
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Signing in…' : 'Log In'}
          </Button>
        </form>
        <Links>
          <Link to={ADMIN_PATHS.forgotPassword}>Forgot password?</Link>
          <Link to={ADMIN_PATHS.forgotLoginId}>Forgot login id?</Link>
        </Links>
      </Card>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: 24px;
`;
const Card = styled.section`
  width: min(400px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 32px;
  h1 {
    font-size: 1.4rem;
    margin: 4px 0 20px;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;
const Brand = styled.div`
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  font-size: 0.85rem;
`;
const Links = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 16px;
  font-size: 0.9rem;
`;
