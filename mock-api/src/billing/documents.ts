import { formatIsoDate, maskedLastFour } from '@kyubos/domain';
import { labelledLine, startDocument } from '../pdf/document';
import { runTask } from '../workers/pool';

/** What a payment receipt prints. */
export interface ReceiptData {
  clientName: string;
  receiptNumber: string;
  policyNumber: string;
  insured: string;
  /** 'YYYY-MM-DD' */
  date: string;
  amount: number;
  method: string;
  /** The card or account number's last 4 only. */
  last4: string | null;
  /** What the payment paid: instalment number (0: more than the plan asked), due date and amount. */
  paidFor: { number: number; duedate: string | null; amount: number }[];
  balanceAfter: number;
}

export const RECEIPT_TITLE = 'Payment Receipt';
const MARGIN = 54;
/** Dollars and cents always: $100.00, -$4.11. */
export const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The receipt of one payment as PDF bytes: number, date, amount, method (last 4 only) and the instalments it paid. */
export function renderPaymentReceipt(data: ReceiptData): Promise<Buffer> {
  const { doc, done } = startDocument({ title: `${RECEIPT_TITLE} ${data.receiptNumber}`, heading: RECEIPT_TITLE, clientName: data.clientName, margin: MARGIN });
  doc.moveDown();
  doc.fontSize(10);
  const line = labelledLine(doc);
  line('Receipt Number', data.receiptNumber);
  line('Date', formatIsoDate(data.date));
  line('Policy', data.policyNumber);
  line('Insured', data.insured);
  line('Amount', money(data.amount));
  line('Method', data.last4 ? `${data.method} ${maskedLastFour(data.last4)}` : data.method);
  doc.moveDown().font('Helvetica-Bold').text('Paid');
  for (const part of data.paidFor) {
    const what = part.number === 0 ? 'Paid in advance of the plan' : `Instalment ${part.number}${part.duedate ? ` due ${formatIsoDate(part.duedate)}` : ''}`;
    doc.font('Helvetica').text(`${what}: ${money(part.amount)}`);
  }
  doc.moveDown();
  line('Balance After This Payment', money(data.balanceAfter));
  doc.end();
  return done;
}

/** In a pool thread: the receipt's bytes. */
export async function renderPaymentReceiptInWorker(input: unknown): Promise<Uint8Array> {
  const bytes = await renderPaymentReceipt(input as ReceiptData);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Renders a receipt in the worker pool, as the record documents are; the request thread only waits. */
export async function renderPaymentReceiptInPool(data: ReceiptData): Promise<Buffer> {
  const bytes = await runTask('render-receipt', data, { timeoutMs: 30_000 });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
