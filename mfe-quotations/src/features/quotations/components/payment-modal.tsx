import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CARD_NUMBER_MAX_LENGTH,
  PAYMENT_TYPE_FIELDS,
  PAYMENT_TYPES,
  paymentDetailsSchema,
  type PaymentDetails,
  type PaymentField,
  type PaymentType,
} from '@kyubos/contracts';
import { exceedsBalance, formatCardNumber, formatCvv, formatExpiry, formatUsd, paymentFieldLabel, paymentProblems } from '@kyubos/domain';
import { Alert, Button, CheckboxField, FormGrid, Modal, SelectField, TextField, useFocusFirstFault } from '@kyubos/ui';

export interface PaymentModalProps {
  /** What is left to pay; the amount may not exceed it. */
  balance: number;
  /** The amount the Paid Amount field starts with (the next instalment's); blank when not given. */
  initialAmount?: number;
  /** 'YYYY-MM-DD', for the card expiry check. */
  today: string;
  submitting?: boolean;
  /** A failure of the last submit, shown above the buttons. */
  error?: string | null;
  onSubmit: (payment: PaymentDetails, autopayment: boolean) => void;
  onCancel: () => void;
  /** The action that opened it (Process To Policy, Take Payment): leads the dialog's accessible name. */
  purpose?: string;
}

type Values = Record<PaymentField, string>;
const EMPTY: Values = {
  paidamount: '',
  bankroutingnumber: '',
  bankaccountnumber: '',
  bankname: '',
  referencenumber: '',
  cardholdername: '',
  cardnumber: '',
  expiredate: '',
  cvv: '',
};

/** How each field is typed: formatters keep card inputs to the digits and groups of spec 3 §5. */
const INPUT: Partial<Record<PaymentField, { format?: (text: string) => string; props: Record<string, string | number> }>> = {
  cardnumber: { format: formatCardNumber, props: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: CARD_NUMBER_MAX_LENGTH } },
  expiredate: { format: formatExpiry, props: { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 5 } },
  cvv: { format: formatCvv, props: { inputMode: 'numeric', autoComplete: 'cc-csc', type: 'password', maxLength: 3 } },
  cardholdername: { props: { autoComplete: 'cc-name' } },
  bankroutingnumber: { format: (text) => text.replace(/\D/g, '').slice(0, 9), props: { inputMode: 'numeric', maxLength: 9 } },
  bankaccountnumber: { format: (text) => text.replace(/\D/g, '').slice(0, 17), props: { inputMode: 'numeric', maxLength: 17 } },
  paidamount: { format: (text) => text.replace(/[^\d.]/g, ''), props: { inputMode: 'decimal' } },
};

/** The fields of the chosen type as they would be sent. */
const bodyOf = (type: PaymentType, values: Values) => ({
  policyPaymentType: type,
  ...Object.fromEntries(PAYMENT_TYPE_FIELDS[type].map((field) => [field, values[field]])),
});

/** Field errors of the values as they stand: each field's shape (the contract), then the payment rules. */
function problemsOf(type: PaymentType, values: Values, balance: number, today: string): Partial<Record<PaymentField, string>> {
  const found: Partial<Record<PaymentField, string>> = {};
  const note = (field: PaymentField, message: string) => {
    found[field] ??= `${paymentFieldLabel(type, field)} ${values[field].trim() === '' ? 'is required' : message}`;
  };
  const parsed = paymentDetailsSchema.safeParse(bodyOf(type, values));
  if (!parsed.success) for (const issue of parsed.error.issues) note(issue.path[0] as PaymentField, issue.message);
  const amount = Number(values.paidamount);
  const typed = { ...values, policyPaymentType: type, paidamount: values.paidamount !== '' && Number.isFinite(amount) ? amount : undefined };
  for (const problem of paymentProblems(typed, { balance, today })) note(problem.path, problem.message);
  return found;
}

/**
 * "Select an Option" (spec 3 §2.7): the payment type, then exactly that type's fields. Submit is
 * disabled while the amount exceeds the balance; other faults show under their fields on submit.
 * The CVV is sent once with the payment and kept nowhere else.
 */
export function PaymentModal({ balance, initialAmount, today, submitting = false, error, onSubmit, onCancel, purpose }: PaymentModalProps) {
  const [type, setType] = useState<PaymentType | ''>('');
  const [values, setValues] = useState<Values>(() => (initialAmount === undefined ? EMPTY : { ...EMPTY, paidamount: initialAmount.toFixed(2) }));
  const [autopayment, setAutopayment] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const { container: formRef, refused } = useFocusFirstFault();

  const amount = Number(values.paidamount);
  const overBalance = values.paidamount !== '' && Number.isFinite(amount) && exceedsBalance(amount, balance);
  const problems = type ? problemsOf(type, values, balance, today) : {};

  function change(field: PaymentField, text: string) {
    const format = INPUT[field]?.format;
    setValues((current) => ({ ...current, [field]: format ? format(text) : text }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!type) return;
    setShowErrors(true);
    const parsed = paymentDetailsSchema.safeParse(bodyOf(type, values));
    if (!parsed.success || Object.keys(problems).length > 0) {
      refused();
      return;
    }
    onSubmit(parsed.data, autopayment);
  }

  return (
    <Modal
      title="Select an Option"
      purpose={purpose}
      onClose={onCancel}
      width="560px"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="payment-form" disabled={!type || overBalance || submitting}>
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id="payment-form" onSubmit={submit} noValidate>
        <Balance>
          Balance <strong>{formatUsd(balance) || '$0.00'}</strong>
        </Balance>
        <FormGrid>
          <SelectField
            label="Payment Type"
            name="policyPaymentType"
            required
            fullWidth
            value={type}
            // The dialog's title is spec 3's "Select an Option"; the select's prompt names what it asks.
            placeholder="Select a payment type"
            options={PAYMENT_TYPES.map((option) => ({ value: option, label: option }))}
            onChange={(value) => {
              setType(value as PaymentType | '');
              setShowErrors(false);
            }}
          />
          {type &&
            PAYMENT_TYPE_FIELDS[type].map((field) => (
              <TextField
                key={field}
                label={paymentFieldLabel(type, field)}
                name={field}
                required
                value={values[field]}
                onChange={(text) => change(field, text)}
                error={
                  field === 'paidamount' && overBalance
                    ? `Paid Amount must not exceed the balance of ${formatUsd(balance) || '$0.00'}`
                    : showErrors
                      ? problems[field]
                      : undefined
                }
                {...INPUT[field]?.props}
              />
            ))}
          {type && (
            <CheckboxField label="Auto Payment" name="autopayment" checked={autopayment} onChange={(checked) => setAutopayment(checked)} />
          )}
        </FormGrid>
        {/* The wait disabled Submit, dropping the focus: the refusal takes it, inside the dialog. */}
        {error && (
          <Alert variant="error" takeFocus>
            {error}
          </Alert>
        )}
      </form>
    </Modal>
  );
}

const Balance = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;
