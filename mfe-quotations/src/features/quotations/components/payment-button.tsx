import { errorMessage } from '@kyubos/api';
import type { PaymentDetails } from '@kyubos/contracts';
import { nothingDueReason, todayIso } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { Button } from '@kyubos/ui';
import { useState } from 'react';
import { useTakePaymentMutation } from '../api';
import { PaymentModal } from './payment-modal';

export interface PaymentButtonProps {
  label: string;
  id: number;
  /** What is left to pay; undefined while the payments load (the button waits). */
  balance: number | undefined;
  /** The server's message once the payment is taken (e.g. the policy number it issued). */
  onPaid: (message: string) => void;
  /** The amount offered (the next instalment's), changeable up to the balance. */
  suggestedAmount?: number;
  /** Names the button for assistive technology when several are on one screen. */
  ariaLabel?: string;
}

/**
 * Opens the payment modal ("Select an Option") on the record's balance and sends the payment;
 * disabled while the balance loads, and with nothing due, saying why (a refund due, or paid in full).
 */
export function PaymentButton({ label, id, balance, onPaid, suggestedAmount, ariaLabel }: PaymentButtonProps) {
  const [open, setOpen] = useState(false);
  const [pay, paying] = useTakePaymentMutation();
  const companyId = useClientId();
  const [failure, setFailure] = useState<string | null>(null);
  const nothingDue = balance === undefined ? null : nothingDueReason(balance);
  async function submit(payment: PaymentDetails, autopayment: boolean) {
    setFailure(null);
    try {
      const done = await pay({ id, companyId, payment, autopayment }).unwrap();
      setOpen(false);
      onPaid(done.message);
    } catch (error) {
      setFailure(errorMessage(error, 'The payment could not be taken. Please try again.'));
    }
  }
  return (
    <>
      <Button
        variant="primary"
        aria-label={ariaLabel}
        disabled={balance === undefined || nothingDue !== null}
        title={nothingDue ? `Nothing is due: ${nothingDue}.` : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && balance !== undefined && (
        <PaymentModal
          balance={balance}
          initialAmount={suggestedAmount !== undefined && suggestedAmount > 0 ? Math.min(suggestedAmount, balance) : undefined}
          today={todayIso()}
          submitting={paying.isLoading}
          error={failure}
          onSubmit={(payment, autopayment) => void submit(payment, autopayment)}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
