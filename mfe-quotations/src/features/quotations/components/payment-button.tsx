import { errorMessage, errorStatus } from '@kyubos/api';
import type { PaymentDetails } from '@kyubos/contracts';
import { nothingDueReason, todayIso } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { Button } from '@kyubos/ui';
import { useRef, useState } from 'react';
import { useTakePaymentMutation } from '../api';
import { PaymentModal } from './payment-modal';

/** A send from this dialog after one that was taken (its answer lost) with other details: the server refuses the key again. */
const PAID_WITH_OTHER_DETAILS =
  'A payment was already taken from this dialog with other details. Close it and check the payments before taking another.';

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
 * Each opening of the dialog is one payment: every send from it carries the same idempotency key,
 * so a double submit or a retry after a lost answer is taken once, and one send runs at a time.
 */
export function PaymentButton({ label, id, balance, onPaid, suggestedAmount, ariaLabel }: PaymentButtonProps) {
  const [open, setOpen] = useState(false);
  const [pay, paying] = useTakePaymentMutation();
  const companyId = useClientId();
  const [failure, setFailure] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const sending = useRef(false);
  const nothingDue = balance === undefined ? null : nothingDueReason(balance);
  function openDialog() {
    setIdempotencyKey(crypto.randomUUID());
    setFailure(null);
    setOpen(true);
  }
  async function submit(payment: PaymentDetails, autopayment: boolean) {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const done = await pay({ id, companyId, payment, autopayment, idempotencyKey }).unwrap();
      setOpen(false);
      onPaid(done.message);
    } catch (error) {
      setFailure(errorStatus(error) === 422 ? PAID_WITH_OTHER_DETAILS : errorMessage(error, 'The payment could not be taken. Please try again.'));
    } finally {
      sending.current = false;
    }
  }
  return (
    <>
      <Button
        variant="primary"
        aria-label={ariaLabel}
        disabled={balance === undefined}
        disabledReason={nothingDue ? `Nothing is due: ${nothingDue}.` : null}
        onClick={openDialog}
      >
        {label}
      </Button>
      {open && balance !== undefined && (
        <PaymentModal
          purpose={label}
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
