import type { PolicyDuration } from '@kyubos/contracts';
import { instalmentStates, planAfterTransactions, type BillingTransaction, type InstalmentState, type PlannedInstalment } from './billing';
import type { PolicyTerm } from './policy-transactions';

/**
 * A policy's account on a day, as its declarations as of that day print it: the policy amount, what
 * had been paid by then and the balance (they add up), and the instalment plan with what was paid
 * of each and its status that day. Whole cents; dates 'YYYY-MM-DD'.
 */

/** A later transaction of the policy (billing's) with the day it was written. */
export interface WrittenPolicyTransaction extends BillingTransaction {
  written_on: string;
}

export interface PolicyAccountFacts {
  /** Dollars, as stored: the policy amount with every transaction written. */
  policyAmount: number;
  term: PolicyTerm;
  /** The payment schedule the plan follows. */
  schedule: PolicyDuration;
  /** The transactions after issue, in written order. */
  transactions: readonly WrittenPolicyTransaction[];
  /** The effective date of the cancellation in force; null when none is. */
  cancelledOn: string | null;
  /** The payments taken: the day each was taken and its amount in dollars. */
  payments: readonly { day: string; amount: number }[];
}

export interface PolicyAccount {
  /** Cents: the premium at issue and the transactions that count on the day. */
  policyAmount: number;
  /** Cents: the payments taken on or before the day. */
  paid: number;
  /** Cents: policy amount less paid (negative: owed back to the insured). */
  balance: number;
  instalments: InstalmentState[];
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The book as it stood at the end of `day`, the one rule every as-of view follows (the declarations,
 * the instalment plan, the overdue list): a payment counts from the day it was taken. A transaction
 * counts once it was written or once it took effect (an endorsement written later but effective by
 * then is part of the version printed, as its coverages are); from the date of the cancellation in
 * force every transaction counts, since its return premium also returned what later endorsements
 * charged. On today's date (or later) that is every transaction and payment: the policy view's.
 */
export function transactionsCountedOn<T extends WrittenPolicyTransaction>(transactions: readonly T[], cancelledOn: string | null, day: string): T[] {
  if (cancelledOn !== null && day >= cancelledOn) return [...transactions];
  return transactions.filter((txn) => countsFrom(txn, null) <= day);
}

/** The first day a transaction counts on (transactionsCountedOn): written, in effect, or the cancellation in force taken effect. */
const countsFrom = (txn: WrittenPolicyTransaction, cancelledOn: string | null): string =>
  [txn.written_on, txn.effective_date, ...(cancelledOn === null ? [] : [cancelledOn])].reduce((first, day) => (day < first ? day : first));

/** Cents: the payments taken on or before `day`. */
export const paidOn = (payments: readonly { day: string; amount: number }[], day: string): number =>
  sum(payments.filter((payment) => payment.day <= day).map((payment) => toCents(payment.amount)));

/** A plan of the policy and the first day it is the plan (null: from the start). */
export interface PlanVersion {
  from: string | null;
  plan: PlannedInstalment[];
}

/**
 * Every plan the policy has had on some day by transactionsCountedOn, oldest first: the plan at
 * issue, then one from each day another transaction starts to count. The plan on a day is the
 * last one from on or before it, so a list can keep them and read any day's in SQL.
 */
export function planVersions(
  premiumAtIssueCents: number,
  term: PolicyTerm,
  schedule: PolicyDuration,
  transactions: readonly WrittenPolicyTransaction[],
  cancelledOn: string | null,
): PlanVersion[] {
  const days = [...new Set(transactions.map((txn) => countsFrom(txn, cancelledOn)))].sort();
  return [
    { from: null, plan: planAfterTransactions(premiumAtIssueCents, term, schedule, []) },
    ...days.map((day) => ({ from: day, plan: planAfterTransactions(premiumAtIssueCents, term, schedule, transactionsCountedOn(transactions, cancelledOn, day)) })),
  ];
}

/** The account on `day` (transactionsCountedOn, paidOn). */
export function policyAccountOn(facts: PolicyAccountFacts, day: string): PolicyAccount {
  const atIssue = toCents(facts.policyAmount) - sum(facts.transactions.map((txn) => toCents(txn.premium_delta)));
  const counted = transactionsCountedOn(facts.transactions, facts.cancelledOn, day);
  const policyAmount = atIssue + sum(counted.map((txn) => toCents(txn.premium_delta)));
  const paid = paidOn(facts.payments, day);
  const plan = planAfterTransactions(atIssue, facts.term, facts.schedule, counted);
  return { policyAmount, paid, balance: policyAmount - paid, instalments: instalmentStates(plan, paid, day) };
}
