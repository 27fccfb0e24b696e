import { errorMessage } from '@kyubos/api';
import type { PolicyInstallmentsResponse } from '@kyubos/contracts';
import { formatIsoDate, maskedLastFour, paymentReceiptNumber, policyDurationLabel } from '@kyubos/domain';
import { Alert, Button, FormSection, LoadingState } from '@kyubos/ui';
import { useState } from 'react';
import { downloadPaymentReceipt, usePolicyInstallmentsQuery } from '../api';
import { PaymentButton, type PaymentButtonProps } from './payment-button';
import { DetailList } from './record-details';
import { DetailTable } from './schedule-table';

/** Dollars and cents always ($400.00), so the instalments line up and add up to the cent. */
const money = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The instalments as the plan names them: 'instalment 2', 'instalments 2 to 4'. */
const instalmentsNamed = (numbers: number[]) =>
  numbers.length === 1 ? `instalment ${numbers[0]}` : `instalments ${numbers[0]} to ${numbers[numbers.length - 1]}`;

/** What is overdue, since when and on which instalments ('$351.66 since 09-27-2026 (instalment 2)'); none: $0.00. */
function overdueShown(plan: PolicyInstallmentsResponse): string {
  const overdue = plan.installments.filter((row) => row.status === 'Overdue');
  if (overdue.length === 0) return money(0);
  return `${money(plan.overdue)} since ${formatIsoDate(overdue[0]!.duedate)} (${instalmentsNamed(overdue.map((row) => row.number))})`;
}

/** The next instalment not yet due, with what is open of it; an overdue one is under Overdue. */
function nextDueShown(plan: PolicyInstallmentsResponse): string {
  const next = plan.next_to_fall_due;
  if (next) return `${money(next.amount)} on ${formatIsoDate(next.duedate)} (instalment ${next.number})`;
  return plan.overdue > 0 ? 'No later instalment' : 'Nothing due';
}

/**
 * The policy's instalment plan: each instalment's due date, amount, what is paid and its status
 * (the premium split by the payment schedule within the term), the balance, what is overdue and
 * since when, the next instalment not yet due, the billing status and any notice of non-payment;
 * each payment with its receipt.
 */
export function InstalmentPlanSection({ id, policyNumber }: { id: number; policyNumber: string }) {
  const { data, error, isLoading } = usePolicyInstallmentsQuery(id);
  const [failure, setFailure] = useState<string | null>(null);
  async function receipt(paymentId: number) {
    setFailure(null);
    try {
      await downloadPaymentReceipt(paymentId, `${paymentReceiptNumber(policyNumber, paymentId)}.pdf`);
    } catch (caught) {
      setFailure(errorMessage(caught, 'The receipt could not be made. Please try again.'));
    }
  }
  return (
    <FormSection title="Instalment Plan" description="What is due and when: the premium split by the payment schedule within the policy term.">
      {isLoading && <LoadingState />}
      {error !== undefined && <Alert>{errorMessage(error, 'The instalment plan could not be loaded.')}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {data && (
        <>
          <DetailList
            label="Billing"
            items={[
              ['Payment Schedule', policyDurationLabel(data.schedule)],
              ['Billing Status', data.billing_status ?? 'In good standing'],
              ['Overdue', overdueShown(data)],
              ['Next Due', nextDueShown(data)],
              ['Payment Grace Period', data.grace_period],
              ['Delinquent After', formatIsoDate(data.delinquency_date)],
              ['Plan Balance', money(data.balance)],
              ...(data.refund_due > 0 ? ([['Refund Due', money(data.refund_due)]] as [string, string][]) : []),
              ...(data.notice
                ? ([['Notice of Non-payment', `Sent ${formatIsoDate(data.notice.notice_date)}; cancellation ${formatIsoDate(data.notice.cancel_on)} (${data.notice.status})`]] as [string, string][])
                : []),
            ]}
          />
          <DetailTable
            label="Instalments"
            columns={['#', 'Due Date', 'Amount', 'Paid', 'Status']}
            rows={data.installments.map((row) => ({
              key: row.number,
              cells: [row.number, formatIsoDate(row.duedate), money(row.amount), money(row.paid), row.status],
            }))}
          />
          {data.payments.length > 0 && (
            <DetailTable
              label="Receipts"
              columns={['Date', 'Amount', 'Method', 'Paid', 'Receipt']}
              rows={data.payments.map((payment) => ({
                key: payment.id,
                cells: [
                  formatIsoDate(payment.date),
                  money(payment.amount),
                  payment.last4 ? `${payment.method} ${maskedLastFour(payment.last4)}` : payment.method,
                  // Number 0: paid beyond the plan as it stands (a cancellation or endorsement returned premium), owed back.
                  payment.paid_for.map((part) => (part.number === 0 ? `to refund ${money(part.amount)}` : `#${part.number} ${money(part.amount)}`)).join(', '),
                  <Button key="receipt" variant="secondary" size="sm" aria-label={`Receipt of the payment of ${formatIsoDate(payment.date)} (${money(payment.amount)})`} onClick={() => void receipt(payment.id)}>
                    Receipt
                  </Button>,
                ],
              }))}
            />
          )}
        </>
      )}
    </FormSection>
  );
}

/** Take Payment with the next instalment's open amount offered (any amount up to the balance stays possible). */
export function NextInstalmentPaymentButton(props: Omit<PaymentButtonProps, 'suggestedAmount'>) {
  const { data } = usePolicyInstallmentsQuery(props.id);
  return <PaymentButton {...props} suggestedAmount={data?.next_due?.amount} />;
}
