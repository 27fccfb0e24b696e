import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, store } from '@kyubos/api';
import { hasLiveAdminSession, saveAdminSession, saveClientType, clearAdminSession } from '@kyubos/session';
import { Alert, Button, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import type { LoginNotice } from './forgot/forgot-flow';
import { sessionApi, useLoginMutation } from './session-api';
import { AuthCard, AuthLinks } from './auth-card';

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
    <AuthCard brand={productName} title="User Log In">
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
      <AuthLinks>
        <Link to={ADMIN_PATHS.forgotPassword}>Forgot password?</Link>
        <Link to={ADMIN_PATHS.forgotLoginId}>Forgot login id?</Link>
      </AuthLinks>
    </AuthCard>
  );
}
