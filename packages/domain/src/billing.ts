import { formatGracePeriod, parseGracePeriod, POLICY_DURATIONS, type GracePeriod, type PolicyDuration } from '@kyubos/contracts';
import { addDays, addMonths, addPolicyDuration } from './policy-dates';
import { daysBetween, type PolicyTerm, type PolicyTransactionType } from './policy-transactions';

/**
 * Billing: a policy's premium split into instalments by its payment schedule, within the policy
 * term. Everything is worked in whole cents and derived from the policy's facts (premium at
 * issue, later transactions, payments) by pure functions, so every figure can be recomputed for
 * any date. Dates are 'YYYY-MM-DD'.
 */

export const INSTALMENT_STATUSES = ['Due', 'Paid', 'Part paid', 'Overdue', 'Cancelled'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** The policy status billing adds beside those of the policy's life after issue. */
export const DELINQUENT_STATUS = 'Delinquent';
/** Whether a list's Billing Status filter text names Delinquent (any case, any part of it: 'delinq'); blank names nothing. */
export const namesDelinquent = (text: string): boolean => {
  const wanted = text.trim().toLowerCase();
  return wanted !== '' && DELINQUENT_STATUS.toLowerCase().includes(wanted);
};
/** Days between the notice of non-payment and the cancellation it announces (quotation settings). */
export const DEFAULT_NONPAYMENT_NOTICE_DAYS = 10;
export const NONPAYMENT_REASON = 'Non-payment of premium';

export interface PlannedInstalment {
  number: number;
  duedate: string;
  /** Cents. */
  amount: number;
}

/**
 * The due dates of the instalments of a term: every schedule period from the effective date
 * while it still lies within the term (a 6-month schedule on a 1-year policy gives two, a
 * 1-year schedule on a 6-month policy one). Counted from the effective date, so the 31st comes
 * back after a short month.
 */
export function instalmentDueDates(term: PolicyTerm, schedule: PolicyDuration): string[] {
  const dates: string[] = [];
  for (let index = 0; ; index += 1) {
    const due = index === 0 ? term.start : addPolicyDuration(term.start, schedule, index);
    if (index > 0 && due >= term.end) break;
    dates.push(due);
    if (index >= 366) break;
  }
  return dates;
}

/** Splits `total` cents in `count` parts that add up exactly; the remainder goes on the first. */
export function splitCents(total: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.trunc(total / count);
  const parts = Array.from({ length: count }, () => base);
  parts[0] = total - base * (count - 1);
  return parts;
}

/** The instalment plan at issue: the premium (cents) split over the due dates of the term. */
export function instalmentPlan(premiumCents: number, term: PolicyTerm, schedule: PolicyDuration): PlannedInstalment[] {
  const dates = instalmentDueDates(term, schedule);
  const amounts = splitCents(premiumCents, dates.length);
  return dates.map((duedate, index) => ({ number: index + 1, duedate, amount: amounts[index]! }));
}

/**
 * An endorsement's premium delta (cents) on the plan, written on `writtenOn`. An extra charge goes
 * on the instalments still to fall due: due after its effective date and not before the day it is
 * written, remainder on the first of them (added to an instalment already past due, a charge just
 * written would be overdue at once). None left (every instalment due by then, as on a plan paid
 * yearly): the charge is an instalment of its own, due on the later of its effective date and the
 * day it is written, so its grace and any delinquency count from then; it is the latest due date,
 * so the plan stays in due date order. A return goes on the instalments due after the effective
 * date (none: on the last one); larger than an instalment it leaves it at zero and takes the rest
 * from the instalments before it (latest first); what no instalment can take is answered as
 * `unplaced`.
 */
export function spreadDelta(plan: readonly PlannedInstalment[], effective: string, deltaCents: number, writtenOn: string): { plan: PlannedInstalment[]; unplaced: number } {
  const next = plan.map((row) => ({ ...row }));
  if (next.length === 0 || deltaCents === 0) return { plan: next, unplaced: deltaCents };
  // An extra charge: the instalments still to fall due when it is written; a return: those due after its effective date.
  let targets = next.filter((row) => row.duedate > effective && (deltaCents < 0 || row.duedate >= writtenOn));
  if (targets.length === 0 && deltaCents > 0) {
    const own = { number: next.length + 1, duedate: effective > writtenOn ? effective : writtenOn, amount: 0 };
    next.push(own);
    targets = [own];
  }
  if (targets.length === 0) targets = [next[next.length - 1]!];
  const shares = splitCents(deltaCents, targets.length);
  let carry = 0;
  targets.forEach((row, index) => {
    row.amount += shares[index]!;
  });
  for (let index = next.length - 1; index >= 0; index -= 1) {
    const row = next[index]!;
    row.amount += carry;
    carry = 0;
    if (row.amount < 0) {
      carry = row.amount;
      row.amount = 0;
    }
  }
  return { plan: next, unplaced: carry };
}

/**
 * A cancellation's return premium (cents, positive) cancels the instalments from the last one
 * back: with payments applied oldest first these are the unpaid ones, so unpaid instalments go
 * first and only then is premium already paid returned (a refund due to the insured).
 */
export function applyReturnPremium(plan: readonly PlannedInstalment[], returnCents: number): PlannedInstalment[] {
  const next = plan.map((row) => ({ ...row }));
  let left = returnCents;
  for (let index = next.length - 1; index >= 0 && left > 0; index -= 1) {
    const row = next[index]!;
    const taken = Math.min(row.amount, left);
    row.amount -= taken;
    left -= taken;
  }
  return next;
}

/** A later transaction on the policy as billing reads it. */
export interface BillingTransaction {
  type: PolicyTransactionType;
  effective_date: string;
  /** Dollars, as stored. */
  premium_delta: number;
  /** The day it was written ('YYYY-MM-DD'): an extra charge falls due no earlier. */
  written_on: string;
}

/**
 * The plan after the policy's transactions, in order: endorsements spread their delta (an extra
 * charge with no instalment left to fall due adds one), cancellations apply their return premium
 * (the latest instalments first), a reinstatement brings back the plan before the cancellation it
 * undoes.
 */
export function planAfterTransactions(premiumAtIssueCents: number, term: PolicyTerm, schedule: PolicyDuration, transactions: readonly BillingTransaction[]): PlannedInstalment[] {
  let plan = instalmentPlan(premiumAtIssueCents, term, schedule);
  const beforeCancellation: PlannedInstalment[][] = [];
  for (const txn of transactions) {
    const delta = Math.round(txn.premium_delta * 100);
    if (txn.type === 'Endorsement') {
      plan = spreadDelta(plan, txn.effective_date, delta, txn.written_on).plan;
    } else if (txn.type === 'Cancellation') {
      beforeCancellation.push(plan);
      plan = applyReturnPremium(plan, -delta);
    } else if (txn.type === 'Reinstatement') {
      plan = beforeCancellation.pop() ?? spreadDelta(plan, txn.effective_date, delta, txn.written_on).plan;
    }
  }
  return plan;
}

export interface InstalmentState extends PlannedInstalment {
  /** Cents applied to it. */
  paid: number;
  status: InstalmentStatus;
}

/** Applies a total paid (cents) to the instalments, oldest first, and states each one as of `asof`. */
export function instalmentStates(plan: readonly PlannedInstalment[], paidCents: number, asof: string): InstalmentState[] {
  let left = paidCents;
  return plan.map((row) => {
    const paid = Math.max(0, Math.min(row.amount, left));
    left -= paid;
    let status: InstalmentStatus;
    if (row.amount === 0) status = 'Cancelled';
    else if (paid >= row.amount) status = 'Paid';
    else if (row.duedate < asof) status = 'Overdue';
    else status = paid > 0 ? 'Part paid' : 'Due';
    return { ...row, paid, status };
  });
}

/**
 * What each payment (cents, in the order taken) paid of the plan, oldest instalment first:
 * for each payment, the instalments it went to and how much of each. What is left over after
 * the last instalment (answered with instalment number 0) was paid beyond the plan as it stands:
 * a cancellation or an endorsement returned premium already paid, owed back to the insured.
 */
export function paymentAllocations(plan: readonly PlannedInstalment[], payments: readonly number[]): { number: number; amount: number }[][] {
  const open = plan.map((row) => ({ number: row.number, left: row.amount }));
  return payments.map((payment) => {
    let left = payment;
    const parts: { number: number; amount: number }[] = [];
    for (const row of open) {
      if (left <= 0) break;
      const taken = Math.min(row.left, left);
      if (taken > 0) {
        parts.push({ number: row.number, amount: taken });
        row.left -= taken;
        left -= taken;
      }
    }
    if (left > 0) parts.push({ number: 0, amount: left });
    return parts;
  });
}

/**
 * A policy's payment grace period, from its stored text (contracts parseGracePeriod: '10 days',
 * '2 weeks', '1 month'); none when blank. Saves refuse any other text, so none is also what
 * text that does not parse would give.
 */
export const gracePeriodOf = (text: string | null | undefined): GracePeriod | null => parseGracePeriod(text);

/**
 * The last day of grace of an instalment due on `duedate`: the due date plus the grace period,
 * days and weeks counted as days, months as calendar months from the due date (due Jan 31 with
 * 1 month: Feb 28, or 29 in a leap year). With no grace period, the due date itself.
 */
export function lastDayOfGrace(duedate: string, grace: GracePeriod | null): string {
  if (grace === null) return duedate;
  if (grace.unit === 'month') return addMonths(duedate, grace.count);
  return addDays(duedate, grace.unit === 'week' ? 7 * grace.count : grace.count);
}

/** A grace period as the screens show it: '10 days', '2 weeks', '1 month'; none: 'None'. */
export const gracePeriodLabel = (grace: GracePeriod | null): string => (grace === null ? 'None' : formatGracePeriod(grace));

export interface BillingSummary {
  installments: InstalmentState[];
  /** Cents: premium left to pay; below zero, a refund due to the insured. */
  balance: number;
  /** Cents owed on instalments past their due date. */
  overdue: number;
  /** The first instalment not fully paid: its number, due date and the amount still open (cents). */
  next_due: { number: number; duedate: string; amount: number } | null;
  /** The first instalment not fully paid and not yet due on `asof` (the overdue ones are in `overdue`): as next_due. */
  next_to_fall_due: { number: number; duedate: string; amount: number } | null;
  /** The due date of the oldest overdue instalment, null when none is. */
  oldest_overdue: string | null;
  /** The last day of grace of the oldest overdue instalment (its due date + the grace period: lastDayOfGrace). */
  delinquency_date: string | null;
  /** Unpaid after the grace: the day after the delinquency date on. */
  delinquent: boolean;
  days_overdue: number;
  /** Cents owed back to the insured (a cancellation that returned premium already paid). */
  refund_due: number;
}

/** The whole billing picture of a policy as of `asof`. */
export function billingSummary(plan: readonly PlannedInstalment[], paidCents: number, asof: string, grace: GracePeriod | null): BillingSummary {
  const installments = instalmentStates(plan, paidCents, asof);
  const total = plan.reduce((sum, row) => sum + row.amount, 0);
  const balance = total - paidCents;
  const overdueRows = installments.filter((row) => row.status === 'Overdue');
  const overdue = overdueRows.reduce((sum, row) => sum + row.amount - row.paid, 0);
  const open = installments.find((row) => row.paid < row.amount);
  const upcoming = installments.find((row) => row.paid < row.amount && row.duedate >= asof);
  const oldest = overdueRows[0]?.duedate ?? null;
  // Grace counted from the oldest overdue instalment ends first: a later due date never ends earlier.
  const delinquencyDate = oldest === null ? null : lastDayOfGrace(oldest, grace);
  return {
    installments,
    balance,
    overdue,
    next_due: open ? { number: open.number, duedate: open.duedate, amount: open.amount - open.paid } : null,
    next_to_fall_due: upcoming ? { number: upcoming.number, duedate: upcoming.duedate, amount: upcoming.amount - upcoming.paid } : null,
    oldest_overdue: oldest,
    delinquency_date: delinquencyDate,
    delinquent: delinquencyDate !== null && asof > delinquencyDate,
    days_overdue: oldest === null ? 0 : daysBetween(oldest, asof),
    refund_due: balance < 0 ? -balance : 0,
  };
}

/** Later than any due date: every instalment not fully paid counts as overdue. */
const END_OF_TIME = '9999-12-31';

/**
 * The last day of grace of the oldest instalment not fully paid (payments applied oldest first),
 * null when every instalment is paid. It does not move with the calendar: the policy is delinquent
 * on every day after it (billingSummary's `delinquent` on any `asof`) until a payment or a change of
 * its plan moves it, so it can be kept and compared with today's date.
 */
export function delinquencyDateOf(plan: readonly PlannedInstalment[], paidCents: number, grace: GracePeriod | null): string | null {
  return billingSummary(plan, paidCents, END_OF_TIME, grace).delinquency_date;
}

/** The effective date of a cancellation for non-payment noticed on `noticeDate`: the end of the notice period. */
export const nonPaymentCancellationDate = (noticeDate: string, noticeDays: number = DEFAULT_NONPAYMENT_NOTICE_DAYS): string => addDays(noticeDate, noticeDays);

/** The payment schedule a policy is billed by: its own when it names one, else one instalment for the whole premium. */
export function billingScheduleOf(record: { paymentschedule?: string | null }): PolicyDuration {
  return (POLICY_DURATIONS as readonly string[]).includes(record.paymentschedule ?? '') ? (record.paymentschedule as PolicyDuration) : '1year';
}
