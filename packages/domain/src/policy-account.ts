import type { PolicyDuration } from '@kyubos/contracts';
import { instalmentStates, planAfterTransactions, type BillingTransaction, type InstalmentState } from './billing';
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
 * The account on `day`. A payment counts from the day it was taken. A transaction counts once it
 * was written or once it took effect (an endorsement written later but effective by then is part
 * of the version printed, as its coverages are); from the date of the cancellation in force every
 * transaction counts, since its return premium also returned what later endorsements charged. On
 * today's date the account is the policy view's: every transaction and payment.
 */
export function policyAccountOn(facts: PolicyAccountFacts, day: string): PolicyAccount {
  const atIssue = toCents(facts.policyAmount) - sum(facts.transactions.map((txn) => toCents(txn.premium_delta)));
  const cancelled = facts.cancelledOn !== null && day >= facts.cancelledOn;
  const counted = cancelled ? facts.transactions : facts.transactions.filter((txn) => txn.written_on <= day || txn.effective_date <= day);
  const policyAmount = atIssue + sum(counted.map((txn) => toCents(txn.premium_delta)));
  const paid = sum(facts.payments.filter((payment) => payment.day <= day).map((payment) => toCents(payment.amount)));
  const plan = planAfterTransactions(atIssue, facts.term, facts.schedule, counted);
  return { policyAmount, paid, balance: policyAmount - paid, instalments: instalmentStates(plan, paid, day) };
}
