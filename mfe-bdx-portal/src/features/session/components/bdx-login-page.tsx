import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '@kyubos/api';
import { AuthCard, AuthLinks, type LoginNotice } from '@kyubos/mfe';
import { hasLiveCarrierSession } from '@kyubos/session';
import { Alert, Button, refocusField, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { signInCarrier } from '../carrier-sign-in';

/** 'BDX Users Log In': stores the carrier session and opens the received files; failures show for 3 s. */
export function BdxLoginPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const [isLoading, setLoading] = useState(false);
  const alert = useTimedMessage(3000);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Decided once on arrival, so a successful sign-in is not redirected home halfway.
  const [alreadySignedIn] = useState(() => hasLiveCarrierSession());

  if (alreadySignedIn) return <Navigate to={paths.home.href()} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setLoading(true);
    try {
      await signInCarrier({ username, password });
      navigate(paths.inbound.href());
    } catch (error) {
      setLoading(false);
      alert.show(error instanceof Error ? error.message : 'Sign-in failed. Please try again.');
      refocusField(form, 'password');
    }
  }

  return (
    <AuthCard brand={getRuntimeConfig().productName} title="BDX Users Log In">
      {notice && !alert.message && <Alert variant="success">{notice}</Alert>}
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} aria-label="BDX Users Log In">
        <TextField label="Username" name="username" value={username} onChange={setUsername} required autoComplete="username" />
        <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Log In'}
        </Button>
      </form>
      <AuthLinks>
        <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        <Link to={paths.forgotLoginId.href()}>Forgot login id?</Link>
      </AuthLinks>
    </AuthCard>
  );
}
