import { useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { LoginRequest } from '@kyubos/contracts';
import { Alert, Button, refocusField, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui/core';
import { AuthCard, AuthLinks } from './auth-card';

export const ADMIN_PATHS = {
  home: '/user_admin_home',
  forgotPassword: '/user_admin_forgotpassword',
  forgotLoginId: '/user_admin_forgotloginid',
} as const;

export interface AdminLoginFormProps {
  productName: string;
  /** Shown in green until an error replaces it (set by the forgot flows when they end here). */
  notice?: string;
  /** Signs in and answers the first screen to open; rejects with the message to show. */
  signIn: (credentials: LoginRequest) => Promise<string>;
  /** Opens a screen: the landing screen after sign-in, or a forgot flow. */
  navigate: (path: string) => void;
  /** Called once when the user starts to fill the form: the host may load what comes next. */
  onStart?: () => void;
}

/**
 * 'User Log In': the sign-in form alone, with neither the router nor the store, so the page
 * that shows it first loads only React, the styles and this form (`@kyubos/mfe/admin-login`).
 * The server's message shows in a red alert for 3 seconds on failure.
 */
export function AdminLoginForm({ productName, notice, signIn, navigate, onStart }: AdminLoginFormProps) {
  const alert = useTimedMessage(3000);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  function start() {
    if (started.current) return;
    started.current = true;
    onStart?.();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    start();
    setBusy(true);
    try {
      navigate(await signIn({ username, password }));
    } catch (error) {
      setBusy(false);
      alert.show(error instanceof Error ? error.message : 'Sign-in failed. Please try again.', 'error');
      refocusField(form, 'password');
    }
  }

  // A plain click opens the flow in place; a modified click (new tab) stays the browser's.
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    <AuthCard brand={productName} title="User Log In">
      {notice && !alert.message && <Alert variant="success">{notice}</Alert>}
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} onInput={start} aria-label="User Log In">
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
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Log In'}
        </Button>
      </form>
      <AuthLinks>
        <a href={ADMIN_PATHS.forgotPassword} onClick={follow(ADMIN_PATHS.forgotPassword)}>
          Forgot password?
        </a>
        <a href={ADMIN_PATHS.forgotLoginId} onClick={follow(ADMIN_PATHS.forgotLoginId)}>
          Forgot login id?
        </a>
      </AuthLinks>
    </AuthCard>
  );
}
