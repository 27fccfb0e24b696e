import { z } from 'zod';
import { idSchema, isoDateSchema, listFilterText, pageNumber, pageSizeNumber } from './common';

/** Billing: a policy's instalments, receipts of its payments, overdue policies and the billing cycle. */

export const INSTALLMENT_STATUS_VALUES = ['Due', 'Paid', 'Part paid', 'Overdue', 'Cancelled'] as const;
export type InstallmentStatusValue = (typeof INSTALLMENT_STATUS_VALUES)[number];

/** `/viewpolicyinstallments`: the plan of a binder or policy, as of today (or `asof`). */
export const policyInstallmentsRequest = z.object({ id: idSchema, asof: isoDateSchema.optional() });
export type PolicyInstallmentsRequest = z.input<typeof policyInstallmentsRequest>;

export interface PolicyInstallment {
  number: number;
  /** 'YYYY-MM-DD' */
  duedate: string;
  /** Dollars. */
  amount: number;
  paid: number;
  status: InstallmentStatusValue;
}
export interface NextInstallmentDue {
  number: number;
  duedate: string;
  /** What is still open of it (dollars). */
  amount: number;
}
/** A payment with what it paid (instalment 0: more than the plan asked, an overpayment). */
export interface PaymentReceiptLine {
  id: number;
  /** 'YYYY-MM-DD' */
  date: string;
  amount: number;
  method: string;
  /** The card or account number's last 4, when the method has one. */
  last4: string | null;
  paid_for: { number: number; amount: number }[];
}
export interface BillingNotice {
  /** The day the notice of non-payment was sent. */
  notice_date: string;
  /** The day the policy is cancelled unless the overdue amount is paid first. */
  cancel_on: string;
  status: 'Open' | 'Cleared' | 'Cancelled';
}
export interface PolicyInstallmentsResponse {
  installments: PolicyInstallment[];
  /** Premium left to pay (dollars); below zero, a refund due to the insured. */
  balance: number;
  /** The first instalment not fully paid, overdue or not: what Take Payment offers. */
  next_due: NextInstallmentDue | null;
  /** The first instalment not fully paid and not yet due (the overdue ones are in `overdue`). */
  next_to_fall_due: NextInstallmentDue | null;
  overdue: number;
  /** The last day of grace of the oldest overdue instalment (due date + the policy's payment grace period). */
  delinquency_date: string | null;
  /** 'Delinquent' when an instalment is unpaid after its grace; null otherwise. */
  billing_status: 'Delinquent' | null;
  refund_due: number;
  /** The policy's payment grace period as shown: '10 days', '2 weeks', '1 month', or 'None'. */
  grace_period: string;
  schedule: string;
  payments: PaymentReceiptLine[];
  notice: BillingNotice | null;
}

/** `/policypaymentreceipt`: the receipt of one payment, a PDF. */
export const paymentReceiptRequest = z.object({ id: idSchema });

/** `/runbillingcycle`: the billing cycle of the caller's client, for today; `asof`, when sent, must be today's date (the server answers 400 otherwise). */
export const runBillingCycleRequest = z.object({ asof: isoDateSchema.optional() });
export type RunBillingCycleRequest = z.input<typeof runBillingCycleRequest>;
export interface RunBillingCycleResponse {
  message: string;
  asof: string;
  /** Policies sent a notice of non-payment by this run. */
  noticed: number;
  /** Policies cancelled for non-payment by this run. */
  cancelled: number;
  /** Notices closed because the overdue amount was paid (with their cancellation undone when it was written before its date and the amount paid before then). */
  cleared: number;
}

/** The Billing screen: policies with overdue instalments. */
export const BILLING_LIST_COLUMNS = ['policy_number', 'insured', 'overdue', 'days_overdue', 'notice_date', 'next_due_amount'] as const;
export type BillingListColumn = (typeof BILLING_LIST_COLUMNS)[number];
const filterText = listFilterText('must be text');
export const billingListRequest = z.object({
  asof: isoDateSchema.optional(),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
  sort: z.enum(BILLING_LIST_COLUMNS, { error: `must be one of ${BILLING_LIST_COLUMNS.join(', ')}` }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
  filters: z.strictObject(Object.fromEntries(BILLING_LIST_COLUMNS.map((key) => [key, filterText.optional()])) as Record<BillingListColumn, z.ZodOptional<typeof filterText>>).optional(),
});
export type BillingListRequest = z.input<typeof billingListRequest>;
export interface BillingListRow {
  id: number;
  intake_id: number;
  policy_number: string;
  insured: string;
  /** Dollars overdue. */
  overdue: number;
  days_overdue: number;
  /** The oldest overdue instalment's due date. */
  oldest_due: string;
  delinquency_date: string;
  /** The notice of non-payment, once sent. */
  notice_date: string | null;
  cancel_on: string | null;
  /** The open amount of the next instalment not yet due (the overdue ones are in `overdue`); null when none is left. */
  next_due_amount: number | null;
  balance: number;
  /** The policy's status on the day asked (In force, Cancel pending, Cancelled, Expired...): a cancelled policy stays listed while premium it earned is unpaid. */
  life_status: string | null;
  /** The effective date of the policy's cancellation, if it has one. */
  cancelled_on: string | null;
}
export interface BillingListResponse {
  records: BillingListRow[];
  total: number;
}
