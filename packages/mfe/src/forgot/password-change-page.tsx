import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { formErrorMessage } from '@kyubos/api';
import { passwordHint } from '@kyubos/contracts/constants';
import { Button, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { AuthCard, AuthLinks } from '../auth-card';
import { useForgotChangePasswordMutation } from './forgot-api';
import type { ForgotFlowConfig, LoginNotice } from './forgot-flow';

/** New Password and Confirm Password; the server decides (match, strength); success returns to the login. */
export function PasswordChangePage({ flow }: { flow: ForgotFlowConfig }) {
  const navigate = useNavigate();
  const alert = useTimedMessage(3000);
  const [change, { isLoading }] = useForgotChangePasswordMutation();
  const [newpassword, setNewPassword] = useState('');
  const [password, setPassword] = useState('');
  // Read once: the store removes or replaces it before the next screen opens.
  const [reference] = useState(() => localStorage.getItem(flow.storageKey));

  if (!reference) return <Navigate to={flow.paths.forgotPassword} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const done = await change({ audience: flow.audience, id: reference ?? '', newpassword, password }).unwrap();
      localStorage.removeItem(flow.storageKey);
      const state: LoginNotice = { notice: done.message };
      navigate(flow.paths.login, { state });
    } catch (error) {
      alert.show(formErrorMessage(error, { newpassword: 'New Password', password: 'Confirm Password' }));
    }
  }

  return (
    <AuthCard brand={flow.brand} title="Change Password">
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} aria-label="Change Password">
        <TextField
          label="New Password"
          name="newpassword"
          type="password"
          value={newpassword}
          onChange={setNewPassword}
          required
          autoComplete="new-password"
          hint={passwordHint()}
        />
        <TextField label="Confirm Password" name="password" type="password" value={password} onChange={setPassword} required autoComplete="new-password" />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Submit'}
        </Button>
      </form>
      <AuthLinks>
        <Link to={flow.paths.login}>Back to Log In</Link>
      </AuthLinks>
    </AuthCard>
  );
}
