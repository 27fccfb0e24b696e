import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { Button, PhoneField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { AuthCard, AuthLinks } from '../auth-card';
import { useForgotLoginIdMutation } from './forgot-api';
import type { ForgotFlowConfig, LoginNotice } from './forgot-flow';

/** Forgot Login Id: the phone number; the login id goes to it by SMS and the login opens. */
export function ForgotLoginIdPage({ flow }: { flow: ForgotFlowConfig }) {
  const navigate = useNavigate();
  const alert = useTimedMessage(3000);
  const [send, { isLoading }] = useForgotLoginIdMutation();
  const [phonenumber, setPhonenumber] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const done = await send({ audience: flow.audience, phonenumber }).unwrap();
      const state: LoginNotice = { notice: done.message };
      navigate(flow.paths.login, { state });
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <AuthCard brand={flow.brand} title="Forgot Login Id">
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} aria-label="Forgot Login Id">
        <PhoneField label="Phonenumber" name="phonenumber" value={phonenumber} onChange={setPhonenumber} required />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Submit'}
        </Button>
      </form>
      <AuthLinks>
        <Link to={flow.paths.forgotPassword}>Forgot Password</Link>
        <Link to={flow.paths.login}>Back to Log In</Link>
      </AuthLinks>
    </AuthCard>
  );
}
