import type {
  BillingListColumn,
  BillingListRequest,
  BillingListResponse,
  GracePeriod,
  PolicyInstallmentsResponse,
  RunBillingCycleResponse,
} from '@kyubos/contracts';
import {
  billingScheduleOf,
  billingSummary,
  delinquencyDateOf,
  DELINQUENT_STATUS,
  formatIsoDate,
  gracePeriodLabel,
  gracePeriodOf,
  NONPAYMENT_REASON,
  nonPaymentCancellationDate,
  addDays,
  lastDayOfGrace,
  paidOn,
  paymentAllocations,
  paymentReceiptNumber,
  planAfterTransactions,
  planVersions,
  todayIso,
  transactionsCountedOn,
  type BillingSummary,
  type PlannedInstalment,
} from '@kyubos/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { AppError, notFound } from '../app-error';
import type { Logger } from '../logger';
import type { OutboxTransport } from '../outbox/transport';
import { policyStatusOn, type PolicyTransactionService } from '../policy-transactions/service';
import { createQuotationSettingsRepository } from '../quotation-actions/settings';
import type { CreatorLookup, QuotationService } from '../quotations/service';
import { money, renderPaymentReceiptInPool } from './documents';
import { createBillingRepository, type BilledPayment, type BilledPolicy, type KeptBilling, type KeptPlan, type OverdueListQuery, type OverdueRow, type StoredNotice, type WrittenTransaction } from './repository';

export interface BillingDeps {
  /** The record access check (tenant and agent scope) is the quotations area's. */
  quotations: QuotationService;
  /** Cancellations for non-payment are written by the policy transactions area. */
  policyTransactions: PolicyTransactionService;
  creators: CreatorLookup;
  outbox: OutboxTransport;
  logger: Pick<Logger, 'error' | 'info'>;
  now?: () => Date;
}

const toCents = (dollars: number) => Math.round(dollars * 100);
/** Kept delinquency dates worked out per read of policies, plans and payments. */
const DELINQUENCY_BATCH = 2000;
/** Policies billed between two turns of the event loop (about 5 ms of work). */
const BILL_SLICE = 250;
const dollars = (cents: number) => cents / 100;
const numberOf = (policy: Pick<BilledPolicy, 'policy_number' | 'unique_id'>) => policy.policy_number ?? policy.unique_id;

/**
 * A policy with its plan and billing picture as of a date, the book as it stood at the end of it
 * (packages/domain transactionsCountedOn, paidOn): the plan with the transactions counted by then,
 * the payments taken by then, the notice sent by then.
 */
interface Billed {
  policy: BilledPolicy;
  plan: PlannedInstalment[];
  /** Every transaction written (a cancellation for non-payment is weighed against them all). */
  transactions: readonly WrittenTransaction[];
  /** The payments taken on or before the day. */
  payments: BilledPayment[];
  /** Cents: what the payments add up to. */
  paid: number;
  summary: BillingSummary;
  grace: GracePeriod | null;
  notice: StoredNotice | null;
}

/**
 * The plan from the premium at issue (the amount charged now less what later transactions added or
 * returned) and the transactions; with `asItStoodAt`, only those written by then: the plan a
 * payment's receipt was made against.
 */
export function planOf(policy: BilledPolicy, transactions: readonly WrittenTransaction[], asItStoodAt?: string): PlannedInstalment[] {
  return planApplying(policy, transactions, asItStoodAt === undefined ? () => true : (txn) => txn.written_at <= asItStoodAt);
}

/** Cents: the premium at issue, the policy amount with every transaction written less what they added or returned. */
const premiumAtIssue = (policy: BilledPolicy, transactions: readonly WrittenTransaction[]) =>
  toCents(policy.policyamount) - transactions.reduce((sum, txn) => sum + toCents(txn.premium_delta), 0);
const termOf = (policy: BilledPolicy) => ({ start: policy.policyeffectivedate, end: policy.policyscheduledate });

/** The plan from the premium at issue with only the transactions `applied` takes (the plan without one of them, or as it stood at a moment). */
function planApplying(policy: BilledPolicy, transactions: readonly WrittenTransaction[], applied: (txn: WrittenTransaction) => boolean): PlannedInstalment[] {
  return planAfterTransactions(premiumAtIssue(policy, transactions), termOf(policy), billingScheduleOf(policy), transactions.filter(applied));
}

/** The plan on `day`, the book as it stood at its end (transactionsCountedOn). */
function planOn(policy: BilledPolicy, transactions: readonly WrittenTransaction[], day: string): PlannedInstalment[] {
  const counted = new Set(transactionsCountedOn(transactions, policy.cancelled_on, day));
  return planApplying(policy, transactions, (txn) => counted.has(txn));
}

/** Each plan the policy has had (planVersions) as the overdue list keeps it: the instalments with an amount, owed up to each and their grace. */
function keptPlans(policy: BilledPolicy, transactions: readonly WrittenTransaction[], payments: readonly BilledPayment[], grace: GracePeriod | null): KeptPlan[] {
  const taken = payments.map((payment) => ({ day: payment.date, amount: payment.amount }));
  const versions = planVersions(premiumAtIssue(policy, transactions), termOf(policy), billingScheduleOf(policy), transactions, policy.cancelled_on);
  return versions.map(({ from, plan }, index) => {
    const charged = plan.filter((row) => row.amount > 0);
    let owed = 0;
    const owedUpTo = charged.map((row) => (owed += row.amount));
    return {
      from,
      until: versions[index + 1]?.from ?? null,
      dues: charged.map((row) => row.duedate),
      owed: owedUpTo,
      grace_ends: charged.map((row) => lastDayOfGrace(row.duedate, grace)),
      total_cents: plan.reduce((sum, row) => sum + row.amount, 0),
      // Overdue on a day only if some instalment due before it is not covered by what was paid by then, so first on the day after its due date.
      may_be_overdue: charged.some((row, at) => paidOn(taken, addDays(row.duedate, 1)) < owedUpTo[at]!),
    };
  });
}

/** The payments' running total by the day each was taken (paidOn of each such day), days ascending. */
function paidByDay(payments: readonly BilledPayment[]): { day: string; paid: number }[] {
  const days = [...new Set(payments.map((payment) => payment.date))].sort();
  const taken = payments.map((payment) => ({ day: payment.date, amount: payment.amount }));
  return days.map((day) => ({ day, paid: paidOn(taken, day) }));
}

/**
 * Whether the overdue amount a cancellation for non-payment (effective `effectiveDate`) was written
 * for was paid in time: on the day before it takes effect, with the payments made before that day
 * and the plan as it would be without it, the policy is no longer delinquent (the rule that clears
 * an open notice).
 */
export function paidBeforeCancellation(
  billed: Pick<Billed, 'policy' | 'transactions' | 'payments' | 'grace'>,
  cancellationId: number,
  effectiveDate: string,
): boolean {
  const plan = planApplying(billed.policy, billed.transactions, (txn) => txn.id !== cancellationId);
  const paidInTime = billed.payments.filter((payment) => payment.date < effectiveDate).reduce((sum, payment) => sum + toCents(payment.amount), 0);
  return !billingSummary(plan, paidInTime, addDays(effectiveDate, -1), billed.grace).delinquent;
}

/**
 * The overdue list's rows on `asof` as the API answers them: amounts in dollars, the policy's status
 * on the day and its cancellation as they stood at the end of it (policyStatusOn, the policy view's).
 */
export const billingListRecords = (rows: readonly OverdueRow[], asof: string): BillingListResponse['records'] =>
  rows.map((row) => {
    const onTheDay = policyStatusOn(row, asof);
    return {
      id: row.id,
      intake_id: row.intake_id,
      policy_number: row.policy_number,
      insured: row.insured,
      overdue: dollars(row.overdue_cents),
      days_overdue: row.days_overdue,
      oldest_due: row.oldest_due,
      delinquency_date: row.delinquency_date,
      notice_date: row.notice_date,
      cancel_on: row.cancel_on,
      next_due_amount: row.next_due_cents === null ? null : dollars(row.next_due_cents),
      balance: dollars(row.balance_cents),
      life_status: onTheDay.status,
      cancelled_on: onTheDay.cancelledOn,
    };
  });

/** Why the system undoes a cancellation for non-payment written before its effective date. */
export const PAID_IN_TIME_REASON = 'Overdue premium paid before the cancellation for non-payment took effect';
export const WRITTEN_EARLY_REASON = 'Cancellation for non-payment written before the end of its notice: the notice runs to its end';

/**
 * Billing: each policy's instalments (derived from its premium at issue, its transactions and its
 * payments), receipts, the list of overdue policies and the billing cycle that sends notices of
 * non-payment and, after the notice period, cancels through the policy transactions.
 */
export function createBillingService(db: Db, { quotations, policyTransactions, creators, outbox, logger, now = () => new Date() }: BillingDeps) {
  const repo = createBillingRepository(db);
  const settings = createQuotationSettingsRepository(db);
  const today = () => todayIso(now());

  /** Plans, payments and notices of the policies, in three reads. */
  async function bill(clientId: number, policies: readonly BilledPolicy[], asof: string): Promise<Billed[]> {
    const ids = policies.map((policy) => policy.id);
    if (ids.length === 0) return [];
    const [transactions, payments, notices] = await Promise.all([repo.transactions(clientId, ids), repo.payments(clientId, ids), repo.latestNotices(clientId, ids, asof)]);
    const billed: Billed[] = [];
    for (const [index, policy] of policies.entries()) {
      // Other calls are answered between slices: billing a client's every owing policy at once
      // (25,000 policies, 100,000 records) held the API's thread about 300 ms.
      if (index > 0 && index % BILL_SLICE === 0) await nextTurn();
      const written = transactions.get(policy.id) ?? [];
      const plan = planOn(policy, written, asof);
      const paidRows = (payments.get(policy.id) ?? []).filter((payment) => payment.date <= asof);
      const paid = paidRows.reduce((sum, payment) => sum + toCents(payment.amount), 0);
      const grace = gracePeriodOf(policy.paymentgraceperiod);
      const summary = billingSummary(plan, paid, asof, grace);
      billed.push({ policy, plan, transactions: written, payments: paidRows, paid, summary, grace, notice: notices.get(policy.id) ?? null });
    }
    return billed;
  }

  async function one(auth: AdminAuth, id: number, asof: string): Promise<Billed> {
    const policy = await repo.policy(auth.clientId, id, await quotations.agentOf(auth));
    if (!policy) throw notFound('No such quotation');
    if (policy.stage === 'Quotation') throw new AppError('Conflict', 'A quotation has no instalments; a binder or policy has.', 409);
    return (await bill(auth.clientId, [policy], asof))[0]!;
  }

  /** The notice as shown: an open one whose overdue amount has been paid is stopped (the next cycle closes it). */
  const shownNotice = (billed: Billed) =>
    billed.notice && {
      notice_date: billed.notice.notice_date,
      cancel_on: billed.notice.cancel_on,
      status: billed.notice.status === 'Open' && !billed.summary.delinquent ? ('Cleared' as const) : billed.notice.status,
    };

  async function send(policy: BilledPolicy, subject: string, text: string) {
    const to = policy.email || policy.phonenumber;
    if (!to) return;
    try {
      await outbox.send({ channel: policy.email ? 'email' : 'sms', to, subject, text });
    } catch (error) {
      logger.error(`Billing notice to policy ${policy.id} not sent`, error);
    }
  }

  /**
   * Works out again what billing keeps of the client's policies that writes have changed, a batch at
   * a time: the delinquency dates (the record lists' Billing Status compares them with today's date
   * in SQL), and the open instalments and balances the overdue list reads for any day.
   */
  async function refreshDelinquency(clientId: number): Promise<void> {
    for (;;) {
      const changed = await repo.changedDelinquency(clientId, DELINQUENCY_BATCH);
      if (changed.length === 0) return;
      const issued = await repo.issuedAmong(clientId, changed.map((row) => row.quotation_id));
      const kept = new Map(
        (await bill(clientId, issued, today())).map((billed): [number, KeptBilling] => {
          const { policy, plan, transactions, payments, paid, grace, summary } = billed;
          // The record lists' Billing Status: a policy with premium left to pay, or an open notice, is looked at.
          const owing = policy.balance > 0 || billed.notice?.status === 'Open';
          return [
            policy.id,
            {
              delinquent_after: owing ? delinquencyDateOf(plan, paid, grace) : null,
              // Every issued policy's plans and payments: one paid up today may have owed premium on a day before.
              plans: keptPlans(policy, transactions, payments, grace),
              paid_by_day: paidByDay(payments),
              // The balance does not move with the day the summary was worked out for.
              balance_cents: summary.balance,
            },
          ];
        }),
      );
      await repo.keepDelinquency(clientId, changed.map((row) => ({ ...row, kept: kept.get(row.quotation_id) ?? null })));
      // A row written again meanwhile stays changed: it is worked out at the next call.
      if (changed.length < DELINQUENCY_BATCH) return;
    }
  }

  /**
   * Puts right the client's cancellations for non-payment (or the one policy's) written before the
   * day they take effect (the cycle once wrote them when run for a later day): one whose overdue
   * amount was paid before that day is undone and its notice Cleared (the README's "cancels ...
   * unless the overdue amount was paid"); one still to take effect is undone and its notice is Open
   * again, so the insured can pay until its end and the cycle cancels then only if still unpaid.
   * Answers how many notices were cleared.
   */
  async function undoEarlyCancellations(clientId: number, policyId: number | null = null): Promise<number> {
    const early = await repo.earlyNonPaymentCancellations(clientId, policyId);
    if (early.length === 0) return 0;
    const day = today();
    const billed = await bill(clientId, early.map((row) => row.policy), day);
    let cleared = 0;
    for (const [index, row] of early.entries()) {
      const paid = paidBeforeCancellation(billed[index]!, row.cancellation_id, row.effective_date);
      if (!paid && row.effective_date <= day) continue;
      try {
        await policyTransactions.reinstateBySystem(clientId, row.policy.id, row.cancellation_id, paid ? PAID_IN_TIME_REASON : WRITTEN_EARLY_REASON, async (tx) => {
          if (!(await createBillingRepository(tx).reopenOrClearNotice(clientId, row.notice_id, paid ? 'Cleared' : 'Open', day))) {
            throw new AppError('Conflict', 'The notice was changed meanwhile.', 409);
          }
        });
        if (paid) cleared += 1;
      } catch (error) {
        logger.error(`Cancellation for non-payment of policy ${row.policy.id} not undone`, error);
      }
    }
    return cleared;
  }

  /** The cycle for one client as of `asof`: notices for new delinquencies, cleared notices, cancellations at the end of the notice. */
  async function cycle(clientId: number, asof: string): Promise<RunBillingCycleResponse> {
    const { nonpayment_notice_days: noticeDays } = await settings.find(clientId);
    const result = { message: 'Billing cycle run', asof, noticed: 0, cancelled: 0, cleared: await undoEarlyCancellations(clientId) };
    const clientName = (await creators.clientFullName(clientId)) ?? '';
    for (const billed of await bill(clientId, await repo.owing(clientId, null, asof), asof)) {
      const { policy, summary } = billed;
      const open = billed.notice?.status === 'Open' ? billed.notice : null;
      const number = numberOf(policy);
      if (open) {
        if (!summary.delinquent) {
          if (await repo.closeNotice(clientId, open.id, 'Cleared', asof)) result.cleared += 1;
          continue;
        }
        // Cancelled meanwhile by a user: the notice has nothing left to do.
        if (policy.cancelled_on !== null) {
          await repo.closeNotice(clientId, open.id, 'Cancelled', asof);
          continue;
        }
        if (asof < open.cancel_on) continue;
        // Cover ends at the end of the notice, or on the last day of the term when the notice runs past it.
        const lastDay = addDays(policy.policyscheduledate, -1);
        const effective = open.cancel_on > lastDay ? lastDay : open.cancel_on;
        try {
          const done = await policyTransactions.cancelForNonPayment(clientId, policy.id, effective, NONPAYMENT_REASON, async (tx, cancellationId) => {
            if (!(await createBillingRepository(tx).closeNotice(clientId, open.id, 'Cancelled', asof, cancellationId))) {
              throw new AppError('Conflict', 'The notice was closed meanwhile.', 409);
            }
          });
          result.cancelled += 1;
          await send(
            policy,
            `${clientName}: policy ${number} cancelled for non-payment`,
            `Policy ${number} of ${policy.firstname} ${policy.lastname} is cancelled for non-payment of premium effective ${formatIsoDate(effective)}. ` +
              `Return premium ${money(done.return_premium)}; balance ${money(done.balance)}.` +
              // The renewal already issued is cancelled flat in the same transaction: the insured is told of both.
              (done.renewal_cancelled
                ? ` Its renewal, policy ${done.renewal_cancelled.policy_number} from ${formatIsoDate(done.renewal_cancelled.term_start)}, is cancelled too.`
                : ''),
          );
        } catch (error) {
          logger.error(`Cancellation for non-payment of policy ${policy.id} not written`, error);
        }
        continue;
      }
      // A notice for a policy in force only: one whose term has ended is not cancelled, its premium stays owed.
      if (!summary.delinquent || policy.cancelled_on !== null || asof >= policy.policyscheduledate) continue;
      const cancelOn = nonPaymentCancellationDate(asof, noticeDays);
      const notice = await repo.openNotice(clientId, policy.id, { notice_date: asof, cancel_on: cancelOn, overdue: dollars(summary.overdue) });
      if (!notice) continue;
      result.noticed += 1;
      await send(
        policy,
        `${clientName}: notice of cancellation for non-payment, policy ${number}`,
        `${money(dollars(summary.overdue))} of the premium of policy ${number} was due on ${formatIsoDate(summary.oldest_overdue)} and is unpaid. ` +
          `Unless it is paid, the policy will be cancelled for non-payment effective ${formatIsoDate(cancelOn)}.`,
      );
    }
    // The dates the lists compare, after what this cycle wrote (at start: all of them after migration 391).
    await refreshDelinquency(clientId);
    // The overdue list of the day kept ahead of its first call (the cycle runs at start and hourly).
    await repo.keepOverdueOn(clientId, asof);
    return result;
  }

  return {
    /**
     * Brings the client's kept delinquency dates up to date: the record lists' Billing Status column,
     * filter and sort compare them with today's date (delinquent after it, unless cancelled by then).
     */
    refreshDelinquency,
    /** `/viewpolicyinstallments`: the plan of a binder or policy with what is paid, the balance and the next instalment due. */
    async installments(auth: AdminAuth, id: number, asof: string = today()): Promise<PolicyInstallmentsResponse> {
      const billed = await one(auth, id, asof);
      const { summary } = billed;
      const allocations = paymentAllocations(billed.plan, billed.payments.map((payment) => toCents(payment.amount)));
      return {
        installments: summary.installments.map((row) => ({ number: row.number, duedate: row.duedate, amount: dollars(row.amount), paid: dollars(row.paid), status: row.status })),
        balance: dollars(summary.balance),
        next_due: summary.next_due && { ...summary.next_due, amount: dollars(summary.next_due.amount) },
        next_to_fall_due: summary.next_to_fall_due && { ...summary.next_to_fall_due, amount: dollars(summary.next_to_fall_due.amount) },
        overdue: dollars(summary.overdue),
        delinquency_date: summary.delinquency_date,
        billing_status: summary.delinquent ? DELINQUENT_STATUS : null,
        refund_due: dollars(summary.refund_due),
        grace_period: gracePeriodLabel(billed.grace),
        schedule: billingScheduleOf(billed.policy),
        payments: billed.payments.map((payment, index) => ({
          id: payment.id,
          date: payment.date,
          amount: payment.amount,
          method: payment.method,
          last4: payment.last4,
          paid_for: allocations[index]!.map((part) => ({ number: part.number, amount: dollars(part.amount) })),
        })),
        notice: shownNotice(billed),
      };
    },

    /** `/policypaymentreceipt`: the receipt of one payment (the policy's scope applies). */
    async receipt(auth: AdminAuth, paymentId: number): Promise<{ filename: string; bytes: Buffer }> {
      // A payment of a policy outside the caller's scope (another agent's book) is answered as one that does not exist.
      const quotationId = await repo.policyOfPayment(auth.clientId, paymentId);
      const policy = quotationId === null ? null : await repo.policy(auth.clientId, quotationId, await quotations.agentOf(auth));
      if (!policy) throw notFound('No such payment');
      const billed = await one(auth, policy.id, today());
      const index = billed.payments.findIndex((payment) => payment.id === paymentId);
      const payment = billed.payments[index]!;
      // A receipt says what the payment paid and what was left then: later endorsements, cancellations and reinstatements do not change it.
      const planThen = planOf(billed.policy, billed.transactions, payment.made_at);
      const paidThen = billed.payments.slice(0, index + 1).map((row) => toCents(row.amount));
      const parts = paymentAllocations(planThen, paidThen)[index]!;
      const paidUpTo = paidThen.reduce((sum, amount) => sum + amount, 0);
      const total = planThen.reduce((sum, row) => sum + row.amount, 0);
      const receiptNumber = paymentReceiptNumber(numberOf(billed.policy), payment.id);
      const bytes = await renderPaymentReceiptInPool({
        clientName: (await creators.clientFullName(auth.clientId)) ?? '',
        receiptNumber,
        policyNumber: numberOf(billed.policy),
        insured: `${billed.policy.firstname} ${billed.policy.lastname}`,
        date: payment.date,
        amount: payment.amount,
        method: payment.method,
        last4: payment.last4,
        paidFor: parts.map((part) => ({
          number: part.number,
          duedate: planThen.find((row) => row.number === part.number)?.duedate ?? null,
          amount: dollars(part.amount),
        })),
        balanceAfter: dollars(total - paidUpTo),
      });
      return { filename: `${receiptNumber}.pdf`, bytes };
    },

    /**
     * `/viewbillinglist`: the policies with overdue instalments, filtered, sorted and one page, in SQL
     * from what billing keeps of each owing policy (brought up to date first), each with its status
     * on the day: a cancelled one stays listed while premium it earned is unpaid. Today's from the
     * list's rows billing keeps for today (migration 430).
     */
    async list(auth: AdminAuth, query: Omit<BillingListRequest, 'page' | 'pageSize'> & { page?: number; pageSize?: number }): Promise<BillingListResponse> {
      const filters: Partial<Record<BillingListColumn, string>> = {};
      for (const [key, text] of Object.entries(query.filters ?? {}) as [BillingListColumn, string | undefined][]) {
        const wanted = text?.trim();
        if (wanted) filters[key] = wanted;
      }
      await refreshDelinquency(auth.clientId);
      const day = today();
      const asof = query.asof ?? day;
      const agentId = await quotations.agentOf(auth);
      const asked: Omit<OverdueListQuery, 'asof'> = {
        filters,
        sort: query.sort ?? 'days_overdue',
        direction: query.direction ?? (query.sort ? 'asc' : 'desc'),
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 15,
      };
      // Today's list, the one asked most, is read from the rows billing keeps for today; another day's is worked out.
      if (asof === day) await repo.keepOverdueOn(auth.clientId, day);
      const { rows, total } = asof === day ? await repo.overdueKept(auth.clientId, agentId, asked) : await repo.overdue(auth.clientId, agentId, { asof, ...asked });
      return { records: billingListRecords(rows, asof), total };
    },

    /**
     * `/runbillingcycle`: the caller's client's cycle, as of today. It weighs every payment made to
     * date and sends its notices now, so `asof`, when sent, must be today: a later day would cancel
     * policies whose insured still has time to pay, an earlier one would date notices in the past.
     */
    runCycle: (auth: AdminAuth, asof?: string) => {
      const day = today();
      if (asof !== undefined && asof !== day) {
        const message = `must be today (${day}): the billing cycle weighs the payments made to date and sends its notices now`;
        throw new AppError('ValidationError', `Invalid asof: ${message}`, 400, [{ path: 'asof', message }]);
      }
      return cycle(auth.clientId, day);
    },

    /**
     * Before a payment is taken on a policy: a cancellation for non-payment written before its
     * effective date is put right first, so the payment is weighed against the policy's whole
     * balance and clears the notice as any payment in time does.
     */
    async beforePayment(clientId: number, policyId: number): Promise<void> {
      try {
        await undoEarlyCancellations(clientId, policyId);
      } catch (error) {
        // The payment is still taken; the next cycle puts the cancellation right.
        logger.error(`Cancellation for non-payment of policy ${policyId} not checked before a payment`, error);
      }
    },

    /** The background cycle (at start, then hourly): every client's, as of today. */
    async runAllCycles(): Promise<void> {
      const asof = today();
      for (const clientId of await repo.clientsWithPolicies()) {
        const done = await cycle(clientId, asof);
        if (done.noticed + done.cancelled + done.cleared > 0) logger.info(`Billing cycle of client ${clientId} on ${asof}: ${JSON.stringify(done)}`);
      }
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
