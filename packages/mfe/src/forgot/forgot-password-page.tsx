import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { ForgotValidateResponse } from '@kyubos/contracts';
import { Button, RadioGroupField, TextField, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { AuthCard, AuthLinks } from '../auth-card';
import { useForgotSendOtpMutation, useForgotValidateMutation } from './forgot-api';
import type { ForgotFlowConfig, OtpSentTo } from './forgot-flow';

/**
 * Forgot password, step 1: the Login Id, then the choice of Email (masked) or Phone (last 4
 * digits) for the OTP; the reset reference is stored and the OTP screen opens.
 */
export function ForgotPasswordPage({ flow }: { flow: ForgotFlowConfig }) {
  const navigate = useNavigate();
  const alert = useTimedMessage(3000);
  const [validate, validating] = useForgotValidateMutation();
  const [send, sending] = useForgotSendOtpMutation();
  const [username, setUsername] = useState('');
  const [choices, setChoices] = useState<ForgotValidateResponse | null>(null);
  const [channel, setChannel] = useState<'email' | 'phone'>('email');

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      setChoices(await validate({ audience: flow.audience, username }).unwrap());
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  async function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choices) return;
    try {
      const sent = await send({ audience: flow.audience, username, channel }).unwrap();
      localStorage.setItem(flow.storageKey, sent.id);
      const state: OtpSentTo = { channel, to: channel === 'email' ? choices.Email : choices.Phonenumber };
      navigate(flow.paths.otpCheck, { state });
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <AuthCard brand={flow.brand} title="Forgot Password">
      <TimedAlert message={alert.message} />
      {!choices ? (
        <form onSubmit={onContinue} aria-label="Forgot Password">
          <TextField label="Login Id" name="username" value={username} onChange={setUsername} required autoComplete="username" />
          <Button type="submit" disabled={validating.isLoading}>
            {validating.isLoading ? 'Checking…' : 'Continue'}
          </Button>
        </form>
      ) : (
        <form onSubmit={onSend} aria-label="Send the OTP">
          <RadioGroupField
            label="Send the OTP to"
            name="channel"
            value={channel}
            onChange={(value) => setChannel(value === 'phone' ? 'phone' : 'email')}
            options={[
              { value: 'email', label: `Email ${choices.Email}` },
              { value: 'phone', label: `Phone ${choices.Phonenumber}` },
            ]}
          />
          <Button type="submit" disabled={sending.isLoading}>
            {sending.isLoading ? 'Sending…' : 'Send OTP'}
          </Button>
          <Button variant="secondary" onClick={() => setChoices(null)}>
            Change Login Id
          </Button>
        </form>
      )}
      <AuthLinks>
        <Link to={flow.paths.forgotLoginId}>Forgot Username</Link>
        <Link to={flow.paths.login}>Back to Log In</Link>
      </AuthLinks>
    </AuthCard>
  );
}
