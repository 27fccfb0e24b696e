import type { PolicyPayment } from '@kyubos/contracts';
import { formatDateTime, formatUsd, maskedLastFour } from '@kyubos/domain';
import { Button, Modal } from '@kyubos/ui';
import { Table } from './schedule-table';

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

/** Every payment of a record, oldest first: when, type, its own fields, amount, balance left and who took it. */
export function PaymentHistoryTable({ payments }: { payments: readonly PolicyPayment[] }) {
  if (payments.length === 0) return <p>No payment has been taken.</p>;
  return (
    <Table>
      <caption>Payment history</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Date</th>
          <th scope="col">Payment Type</th>
          <th scope="col">Details</th>
          <th scope="col">Paid Amount</th>
          <th scope="col">Balance</th>
          <th scope="col">Taken By</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment, index) => (
          <tr key={payment.id}>
            <td>{index + 1}</td>
            <td>{formatDateTime(payment.createdAt)}</td>
            <td>{payment.policyPaymentType}</td>
            <td>{paymentDetails(payment)}</td>
            <td>{formatUsd(payment.paidamount)}</td>
            <td>{formatUsd(payment.balance) || '$0'}</td>
            <td>{payment.createdby_name}</td>
          </tr>
        ))}
      </tbody>
    </Table>
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
