import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { OTP_LENGTH } from '@kyubos/contracts/constants';
import { Button, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { AuthCard, AuthLinks } from '../auth-card';
import { useForgotCheckOtpMutation } from './forgot-api';
import type { ForgotFlowConfig, OtpSentTo } from './forgot-flow';
import { OtpBoxes } from './otp-boxes';

/** Worded for a mistyped Login Id too: the server answers the same whether or not it is registered. */
function sentToText(sent: OtpSentTo | null): string {
  if (sent?.channel === 'phone') return `If this Login Id is registered, we sent an OTP to your phone number ending in ${sent.to}.`;
  if (sent?.channel === 'email') return `If this Login Id is registered, we sent an OTP to your email ${sent.to}.`;
  return 'If this Login Id is registered, we sent an OTP to the email or phone number you chose.';
}

/** 'Forgot Password OTP Check': four boxes; a correct OTP stores the reset id and opens the change screen. */
export function OtpCheckPage({ flow }: { flow: ForgotFlowConfig }) {
  const navigate = useNavigate();
  const sent = (useLocation().state as OtpSentTo | null) ?? null;
  const alert = useTimedMessage(3000);
  const [check, { isLoading }] = useForgotCheckOtpMutation();
  const [otp, setOtp] = useState('');
  // Read once: the store removes or replaces it before the next screen opens.
  const [reference] = useState(() => localStorage.getItem(flow.storageKey));

  if (!reference) return <Navigate to={flow.paths.forgotPassword} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      alert.show(`Enter all ${OTP_LENGTH} characters of the OTP.`);
      return;
    }
    try {
      const checked = await check({ audience: flow.audience, id: reference ?? '', otpvalue: otp }).unwrap();
      localStorage.setItem(flow.storageKey, checked.id);
      navigate(flow.paths.passwordChange);
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <AuthCard brand={flow.brand} title="Forgot Password OTP Check">
      <p>{sentToText(sent)}</p>
      <p>
        No OTP arrived? Check the Login Id and <Link to={flow.paths.forgotPassword}>start again</Link>.
      </p>
      <TimedAlert message={alert.message} />
      <form onSubmit={onSubmit} aria-label="Forgot Password OTP Check">
        <OtpBoxes value={otp} onChange={setOtp} />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Checking…' : 'Submit'}
        </Button>
      </form>
      <AuthLinks>
        <Link to={flow.paths.login}>Back to Log In</Link>
      </AuthLinks>
    </AuthCard>
  );
}
