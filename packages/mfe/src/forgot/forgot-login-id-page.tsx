import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors, formErrorMessage } from '@kyubos/api';
import { isBlankPhone } from '@kyubos/contracts';
import { Button, PhoneField, TimedAlert, useFocusFirstFault, useTimedMessage } from '@kyubos/ui';
import { AuthCard, AuthLinks } from '../auth-card';
import { useForgotLoginIdMutation } from './forgot-api';
import type { ForgotFlowConfig, LoginNotice } from './forgot-flow';

const PHONE_LABEL = 'Phonenumber';

/**
 * Forgot Login Id: the phone number; the login id goes to it by SMS and the login opens. A number
 * left blank (the field's '+1' alone) is not sent; what the server finds wrong with one is said on
 * the field, under its label.
 */
export function ForgotLoginIdPage({ flow }: { flow: ForgotFlowConfig }) {
  const navigate = useNavigate();
  const alert = useTimedMessage(3000);
  const { container, refused } = useFocusFirstFault();
  const [send, { isLoading }] = useForgotLoginIdMutation();
  const [phonenumber, setPhonenumber] = useState('');
  const [phoneError, setPhoneError] = useState<string>();

  function refuse(message: string) {
    setPhoneError(`${PHONE_LABEL} ${message}`);
    refused();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlankPhone(phonenumber)) {
      refuse('is required');
      return;
    }
    try {
      const done = await send({ audience: flow.audience, phonenumber }).unwrap();
      const state: LoginNotice = { notice: done.message };
      navigate(flow.paths.login, { state });
    } catch (error) {
      const problem = fieldErrors(error).find(({ path }) => path === 'phonenumber');
      if (problem) refuse(problem.message);
      else alert.show(formErrorMessage(error, { phonenumber: PHONE_LABEL }));
    }
  }

  return (
    <AuthCard brand={flow.brand} title="Forgot Login Id">
      <TimedAlert message={alert.message} />
      <form ref={container} onSubmit={onSubmit} aria-label="Forgot Login Id" noValidate>
        <PhoneField
          label={PHONE_LABEL}
          name="phonenumber"
          value={phonenumber}
          onChange={(digits) => {
            setPhonenumber(digits);
            // Not when focus puts the dial code back in the field: only a number typed clears the message.
            if (!isBlankPhone(digits)) setPhoneError(undefined);
          }}
          error={phoneError}
          required
        />
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
