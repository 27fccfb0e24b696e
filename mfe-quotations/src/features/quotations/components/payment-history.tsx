import type { PolicyPayment } from '@kyubos/contracts';
import { formatDateTime, formatUsd, maskedLastFour } from '@kyubos/domain';
import { Button, Modal } from '@kyubos/ui';
import { DetailTable } from './schedule-table';

/** The fields a payment of this type carries (spec 3 §9), numbers by their last 4 digits only. */
function paymentDetails(payment: PolicyPayment): string {
  const parts: Array<[string, string | null]> = [
    ['Card Holder', payment.cardholdername],
    ['Card', maskedLastFour(payment.card_last4)],
    ['Expiry', payment.expiredate],
    ['Bank', payment.bankname],
    ['Routing', payment.bankroutingnumber],
    ['Account', maskedLastFour(payment.bankaccount_last4)],
    ['Reference', payment.referencenumber],
  ];
  return parts
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join(', ');
}

/** Every payment of a record, oldest first: when (UTC, the day its instalment plan and receipt give), type, its own fields, amount, balance left and who took it. */
export function PaymentHistoryTable({ payments }: { payments: readonly PolicyPayment[] }) {
  if (payments.length === 0) return <p>No payment has been taken.</p>;
  return (
    <DetailTable
      caption="Payment history"
      columns={['#', 'Date (UTC)', 'Payment Type', 'Details', 'Paid Amount', 'Balance', 'Taken By']}
      rows={payments.map((payment, index) => ({
        key: payment.id,
        cells: [
          index + 1,
          formatDateTime(payment.createdAt),
          payment.policyPaymentType,
          paymentDetails(payment),
          formatUsd(payment.paidamount),
          formatUsd(payment.balance) || '$0.00',
          payment.createdby_name,
        ],
      }))}
    />
  );
}

/** A read-only modal with a Cancel button (spec 3 §2.4): the payment details or the schedule details. */
export function DetailsModal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      width="900px"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
