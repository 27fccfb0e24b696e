import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, store } from '@kyubos/api';
import type { ClientType, LoginResponse } from '@kyubos/contracts';
import {
  FALLBACK_LANDING,
  clearAdminSession,
  hasLiveAdminSession,
  isStaff,
  landingPath,
  saveAdminSession,
  saveClientType,
} from '@kyubos/session';
import { Alert, Button, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import type { LoginNotice } from './forgot/forgot-flow';
import { sessionApi, useLoginMutation } from './session-api';
import { AuthCard, AuthLinks } from './auth-card';

export const ADMIN_PATHS = {
  home: '/user_admin_home',
  forgotPassword: '/user_admin_forgotpassword',
  forgotLoginId: '/user_admin_forgotloginid',
} as const;

/** The user's menu decides the first screen; a menu that cannot load sends the user home. */
async function landingFor(session: LoginResponse, clientType: ClientType): Promise<string> {
  const menu = isStaff(session.login_type)
    ? sessionApi.endpoints.staffMenu.initiate({ type_id: clientType, uid: session.user_id })
    : sessionApi.endpoints.adminMenu.initiate({ type_id: clientType });
  const request = store.dispatch(menu);
  try {
    return landingPath((await request.unwrap()).menuWithSubmenu);
  } catch {
    return FALLBACK_LANDING;
  } finally {
    request.unsubscribe();
  }
}

/**
 * 'User Log In': on success stores the session and the client's type, then opens the countries
 * screen when the user's menu offers it, else the menu's first screen; the server's message
 * shows in a red alert for 3 seconds on failure.
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
      navigate(await landingFor(session, client.Client_Type));
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
