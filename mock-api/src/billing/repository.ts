import type { BillingListColumn, BillingNotice } from '@kyubos/contracts';
import type { BillingTransaction } from '@kyubos/domain';
import type { Db } from '../db/db';
import { filterPattern } from '../db/list-filter';
import { cancellationWrittenOnSql, renewalIssuedOnSql } from '../policy-transactions/repository';
import type { PolicyLifeDecisions } from '../policy-transactions/service';
import { LIVE } from '../quotations/repository';

/** What billing reads of a binder or policy (the quotations area's table). */
export interface BilledPolicy {
  id: number;
  company_id: number;
  intake_id: number;
  unique_id: string;
  policy_number: string | null;
  stage: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  policyduration: string | null;
  policyschedule: string | null;
  paymentschedule: string | null;
  paymentgraceperiod: string | null;
  policyamount: number;
  balance: number;
  cancelled_on: string | null;
  firstname: string;
  lastname: string;
  email: string | null;
  phonenumber: string | null;
}

/** A payment as a receipt reads it (the quotation actions' table). */
export interface BilledPayment {
  id: number;
  quotation_id: number;
  date: string;
  /** When it was taken (WRITTEN_AT): its receipt reads the plan as it stood then. */
  made_at: string;
  amount: number;
  method: string;
  last4: string | null;
}

/** A later transaction with when it was written (WRITTEN_AT). */
export interface WrittenTransaction extends BillingTransaction {
  id: number;
  written_at: string;
}

/** A moment as text that sorts as time does: 'YYYY-MM-DDTHH:MM:SS.ffffff', UTC. */
const WRITTEN_AT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

export interface StoredNotice extends BillingNotice {
  id: number;
  quotation_id: number;
}

/** A notice as it stood at the end of a day: sent by then, and Open on it unless it was closed by then. */
const NOTICE_ON = (day: string) => `n.notice_date <= ${day} AND (n.status = 'Open' OR n.closed_on > ${day})`;
const NOTICE_STATUS_ON = (day: string) => `CASE WHEN n.closed_on > ${day} THEN 'Open' ELSE n.status END AS status`;

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
const POLICY_SELECT = `id, company_id, intake_id, unique_id, policy_number, stage, ${dateText('policyeffectivedate')}, ${dateText('policyscheduledate')},
  policyduration, policyschedule, paymentschedule, paymentgraceperiod, policyamount::float8 AS policyamount, balance::float8 AS balance,
  ${dateText('cancelled_on')}, firstname, lastname, email, phonenumber`;
const NOTICE_SELECT = `id, quotation_id, ${dateText('notice_date')}, ${dateText('cancel_on')}, status`;

/** The live issued policies (`p`) of the client ($1) and agent ($2, null: any). */
const ISSUED = `p.company_id = $1 AND p.${LIVE} AND p.stage = 'Policy' AND ($2::integer IS NULL OR p.submga_id = $2)`;
const OPEN_NOTICE = `EXISTS (SELECT 1 FROM billing_notices n WHERE n.quotation_id = p.id AND n.status = 'Open')`;

/**
 * The issued policies (`p`) billing's cycle looks at on the day `asof` (an SQL value): started,
 * premium left to pay, not cancelled before the day (or any with an open notice of non-payment).
 */
const owingOn = (asof: string) =>
  `${ISSUED} AND ((p.balance > 0 AND p.policyeffectivedate <= ${asof} AND (p.cancelled_on IS NULL OR p.cancelled_on > ${asof})) OR ${OPEN_NOTICE})`;
/**
 * Those the overdue list looks at on the day: owingOn's, and also those cancelled by then. Premium
 * earned before a cancellation and left unpaid stays owed on the instalments the cancellation
 * left (the policy's plan says they are overdue) until it is paid.
 */

/** A plan the policy had (packages/domain planVersions) as the overdue list keeps it (migration 423). */
export interface KeptPlan {
  /** Null: from the start. */
  from: string | null;
  /** Null: still the plan. */
  until: string | null;
  /** The instalments with an amount, in due date order: due dates, owed up to each (cents, running), last days of grace. */
  dues: string[];
  owed: number[];
  grace_ends: string[];
  total_cents: number;
  /** Whether an instalment was unpaid the day after its due date (by the payments taken by then): else overdue on no day. */
  may_be_overdue: boolean;
}

/** What billing keeps of a policy's plans and payments, worked out by its rules (migrations 391 and 423). */
export interface KeptBilling {
  delinquent_after: string | null;
  plans: KeptPlan[];
  /** The days payments were taken, ascending, with what was paid up to the end of each (cents, running total). */
  paid_by_day: { day: string; paid: number }[];
  balance_cents: number;
}

/** A page of the overdue list as asked: the day, the filters' texts (trimmed, none blank), the sort and the page. */
export interface OverdueListQuery {
  asof: string;
  filters: Partial<Record<BillingListColumn, string>>;
  sort: BillingListColumn;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A row of the overdue list, its amounts in cents, with what its policy's status on the day is worked out from (policyStatusOn). */
export interface OverdueRow extends PolicyLifeDecisions {
  id: number;
  intake_id: number;
  policy_number: string;
  insured: string;
  overdue_cents: number;
  days_overdue: number;
  oldest_due: string;
  delinquency_date: string;
  notice_date: string | null;
  cancel_on: string | null;
  /** The open amount of the first instalment not yet due on the day (null: none is left). */
  next_due_cents: number | null;
  balance_cents: number;
}

/**
 * The overdue list's rows on the day $3, the book as it stood at its end: each issued policy's plan
 * on the day (the kept plan from on or before it) and what was paid by then (the running total of
 * the last day of payments on or before it). Of the plan's due dates, width_bucket counts those
 * before the day (due) and of its running totals those covered by what was paid (covered): the
 * policy is overdue when fewer are covered than are due, by what is owed up to the last one due
 * less what was paid; its oldest overdue is the first one not covered. The notice shown is the
 * one in force on the day (sent by then, not closed by then): at most one, as a notice is opened
 * only while none is open. `also`: more columns of the policy `p`; `among`: which policies (SQL on `p`).
 */
const overdueRows = ({ also = '', among = 'true' } = {}) => `
  SELECT p.id, p.intake_id, coalesce(p.policy_number, p.unique_id) AS policy_number, p.firstname || ' ' || p.lastname AS insured,
         b.owed[b.due] - b.paid AS overdue_cents, $3::date - b.dues[b.covered + 1] AS days_overdue,
         b.dues[b.covered + 1] AS oldest_due, b.grace_ends[b.covered + 1] AS delinquency_date, n.notice_date, n.cancel_on,
         b.owed[b.due + 1] - b.owed[b.due] AS next_due_cents,
         b.total_cents - b.paid AS balance_cents, p.cancelled_on, p.policyeffectivedate, p.policyscheduledate${also}
    FROM (SELECT v.quotation_id, v.dues, v.owed, v.grace_ends, v.total_cents, paid, width_bucket($3::date - 1, v.dues) AS due, width_bucket(paid, v.owed) AS covered
            FROM billing_plan_versions v
            JOIN billing_delinquency d ON d.quotation_id = v.quotation_id,
            LATERAL (SELECT coalesce(d.paid_by_day[width_bucket($3::date, d.pay_days)], 0) AS paid) AS by_then
           WHERE v.company_id = $1 AND v.may_be_overdue AND v.dues[1] < $3::date AND v.from_day <= $3::date AND $3::date < v.until_day) AS b
    JOIN policy_quotations p ON p.id = b.quotation_id
    LEFT JOIN billing_notices n ON n.quotation_id = b.quotation_id AND ${NOTICE_ON('$3::date')}
   WHERE b.covered < b.due AND ${ISSUED} AND p.policyeffectivedate <= $3::date AND ${among}`;

/** Cents as the dollars' number with its cents (400.00, 83.30, 0.05), as the other lists keep amounts for their filters (amountPattern). */
const dollarsText = (cents: string) => `(${cents} / 100.0)::numeric(16, 2)::text`;
/**
 * Each column of the overdue list: the text its filter looks in (the value as the list wrote it,
 * a notice date both as stored and as shown; an amount as the screen shows money: `amount`) and
 * the value it sorts by (the policy number by code point; the insured's name in reading order).
 */
const OVERDUE_COLUMNS: Record<BillingListColumn, { text: string; sortBy: string; amount?: true; keptSortBy?: string }> = {
  policy_number: { text: 'policy_number', sortBy: 'policy_number COLLATE "C"' },
  // The insured's name as a reader orders names, accents and case aside (migration 422); today's kept rows carry the key.
  insured: { text: 'insured', sortBy: 'text_order_key(insured)', keptSortBy: 'sort_insured' },
  overdue: { text: dollarsText('overdue_cents'), sortBy: 'overdue_cents', amount: true },
  days_overdue: { text: 'days_overdue::text', sortBy: 'days_overdue' },
  notice_date: { text: `concat(to_char(notice_date, 'YYYY-MM-DD'), ' ', to_char(notice_date, 'MM-DD-YYYY'))`, sortBy: 'notice_date' },
  next_due_amount: { text: dollarsText('next_due_cents'), sortBy: 'next_due_cents', amount: true },
};

/**
 * A page's rows (`page`, SQL) with what their policies' status on the day is worked out from
 * (policyStatusOn): the days the cancellation in force, the renewal and "Do not renew" were written.
 */
const withLifeDecisions = (page: string) => `
  SELECT page.*, d.not_renewing_on, ${renewalIssuedOnSql('d')} AS renewal_issued_on, ${cancellationWrittenOnSql('d')} AS cancellation_written_on
    FROM (${page}) AS page JOIN policy_quotations d ON d.id = page.id`;

/** The columns of a row of the list, in its order, that today's kept rows carry (all but the policy's decisions, read as they stand). */
const KEPT_ROW_COLUMNS = [
  'id', 'intake_id', 'policy_number', 'insured', 'overdue_cents', 'days_overdue', 'oldest_due', 'delinquency_date', 'notice_date', 'cancel_on',
  'next_due_cents', 'balance_cents',
];
const KEPT_TERM_COLUMNS = ['cancelled_on', 'policyeffectivedate', 'policyscheduledate'];
/** The filters whose texts the kept rows derive themselves (migration 430), lower-cased, as a write may rename the insured or the policy number. */
const DERIVED_BY_KEPT_ROWS = new Set<string>(['policy_number', 'insured']);
const KEPT_FILTERS = Object.entries(OVERDUE_COLUMNS).filter(([column]) => !DERIVED_BY_KEPT_ROWS.has(column));

/**
 * Keeps the rows of the client ($1) on the day $3 of the policies `among` (SQL on `p`), as the list
 * answers them (migration 430), with the texts their filters look in, lower-cased.
 */
const keepOverdueRows = (among: string) => `
  INSERT INTO billing_overdue_today (${[...KEPT_ROW_COLUMNS, ...KEPT_TERM_COLUMNS].join(', ')}, company_id, submga_id, ${KEPT_FILTERS.map(([column]) => `filter_${column}`).join(', ')})
  SELECT ${[...KEPT_ROW_COLUMNS, ...KEPT_TERM_COLUMNS].join(', ')}, $1, submga_id, ${KEPT_FILTERS.map(([, shown]) => `lower(${shown.text})`).join(', ')}
    FROM (${overdueRows({ also: ', p.submga_id', among })}) AS overdue`;

/** The day the client's kept rows are worked out for (null: none are kept), with a lock on it for the transaction. */
const lockKeptDay = async (tx: Db, clientId: number) =>
  (await tx.one<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM billing_overdue_day WHERE company_id = $1 FOR UPDATE`, [clientId]))?.day ?? null;

export function createBillingRepository(db: Db) {
  return {
    /** A live binder or policy of the client (and of the agent, when one is given). */
    policy: (clientId: number, id: number, agentId: number | null) =>
      db.one<BilledPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($3::integer IS NULL OR submga_id = $3)`,
        [clientId, id, agentId],
      ),
    /** The issued policies billing looks at on `asof` (owingOn). */
    owing: (clientId: number, agentId: number | null, asof: string) =>
      db.query<BilledPolicy>(`SELECT ${POLICY_SELECT} FROM policy_quotations p WHERE ${owingOn('$3::date')} ORDER BY id`, [clientId, agentId, asof]),
    /**
     * A page of the overdue list on `asof` with its total, filtered (the text contained in the value
     * shown, any case), sorted (then by id) and paged, from the kept open instalments (`keep`).
     */
    async overdue(clientId: number, agentId: number | null, query: OverdueListQuery): Promise<{ rows: OverdueRow[]; total: number }> {
      const params: unknown[] = [clientId, agentId, query.asof];
      const param = (value: unknown) => `$${params.push(value)}`;
      const filters = Object.entries(query.filters).map(([column, text]) => {
        const shown = OVERDUE_COLUMNS[column as BillingListColumn];
        const pattern = filterPattern(text, shown.amount === true);
        return pattern === null ? 'FALSE' : `${shown.text} ILIKE ${param(pattern)}`;
      });
      const order = `${OVERDUE_COLUMNS[query.sort].sortBy} ${query.direction === 'asc' ? 'ASC' : 'DESC'}, id`;
      // The rows are found once, for the page and the total.
      return (await db.one<{ rows: OverdueRow[]; total: number }>(
        `WITH listed AS MATERIALIZED (SELECT * FROM (${overdueRows()}) AS overdue WHERE ${['true', ...filters].join(' AND ')})
         SELECT (SELECT coalesce(json_agg(page ORDER BY ${order}), '[]')
                   FROM (${withLifeDecisions(`SELECT * FROM listed ORDER BY ${order} LIMIT ${param(query.pageSize)} OFFSET ${param((query.page - 1) * query.pageSize)}`)}) AS page) AS rows,
                (SELECT count(*)::int FROM listed) AS total`,
        params,
      ))!;
    },
    /**
     * The list of the day the client's kept rows are worked out for (keepOverdueOn), as `overdue`
     * answers it on that day: filtered (the filters' texts are kept lower-cased), sorted, paged and
     * counted on those rows alone; what the policy's status is worked out from is read as it stands, as `overdue` does.
     */
    async overdueKept(clientId: number, agentId: number | null, query: Omit<OverdueListQuery, 'asof'>): Promise<{ rows: OverdueRow[]; total: number }> {
      const params: unknown[] = [clientId, agentId];
      const param = (value: unknown) => `$${params.push(value)}`;
      const filters = Object.entries(query.filters).map(([column, text]) => {
        const pattern = filterPattern(text, OVERDUE_COLUMNS[column as BillingListColumn].amount === true);
        // ILIKE lower-cases the text and the pattern (UTF-8): the kept text is lower-cased already.
        return pattern === null ? 'FALSE' : `filter_${column} LIKE lower(${param(pattern)})`;
      });
      const where = ['company_id = $1', '($2::integer IS NULL OR submga_id = $2)', ...filters].join(' AND ');
      const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
      const column = OVERDUE_COLUMNS[query.sort];
      return (await db.one<{ rows: OverdueRow[]; total: number }>(
        `SELECT (SELECT coalesce(json_agg(page ORDER BY ${column.sortBy} ${direction}, id), '[]')
                   FROM (${withLifeDecisions(`SELECT ${[...KEPT_ROW_COLUMNS, ...KEPT_TERM_COLUMNS].join(', ')} FROM billing_overdue_today WHERE ${where}
                                  ORDER BY ${column.keptSortBy ?? column.sortBy} ${direction}, id LIMIT ${param(query.pageSize)} OFFSET ${param((query.page - 1) * query.pageSize)}`)}) AS page) AS rows,
                (SELECT count(*)::int FROM billing_overdue_today WHERE ${where}) AS total`,
        params,
      ))!;
    },
    /**
     * Works the client's kept rows out for `day` unless they are for it already: at the first list
     * of a new day (or the billing cycle's), the whole client's at once.
     */
    async keepOverdueOn(clientId: number, day: string): Promise<void> {
      const kept = await db.one<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM billing_overdue_day WHERE company_id = $1`, [clientId]);
      if (kept?.day === day) return;
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO billing_overdue_day (company_id, day) VALUES ($1, '-infinity') ON CONFLICT (company_id) DO NOTHING`, [clientId]);
        // Another call may have worked them out meanwhile.
        if ((await lockKeptDay(tx, clientId)) === day) return;
        await tx.query('DELETE FROM billing_overdue_today WHERE company_id = $1', [clientId]);
        await tx.query(keepOverdueRows('true'), [clientId, null, day]);
        await tx.query('UPDATE billing_overdue_day SET day = $2 WHERE company_id = $1', [clientId, day]);
      });
    },
    /** Up to `limit` of the client's kept delinquency dates a write has changed since they were worked out (migration 391). */
    changedDelinquency: (clientId: number, limit: number) =>
      db.query<{ quotation_id: number; changes: number }>(
        `SELECT quotation_id, changes FROM billing_delinquency WHERE company_id = $1 AND worked_out <> changes ORDER BY quotation_id LIMIT ${limit}`,
        [clientId],
      ),
    /**
     * The live issued policies among `ids`: billing looks at each on some day (one paid up today may
     * have owed premium on a day before).
     */
    issuedAmong: (clientId: number, ids: readonly number[]) =>
      db.query<BilledPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations p WHERE company_id = $1 AND id = ANY($2::int[]) AND ${LIVE} AND stage = 'Policy' ORDER BY id`,
        [clientId, [...ids]],
      ),
    /**
     * Keeps what was worked out (null: billing does not look at the policy), each only if no write
     * changed its row meanwhile: its delinquency date, payments by day and balance, its plans, and
     * its row of the overdue list the client keeps for a day (migration 430).
     */
    keepDelinquency: (clientId: number, rows: readonly { quotation_id: number; changes: number; kept: KeptBilling | null }[]) =>
      db.transaction(async (tx) => {
        const kept = await tx.query<{ quotation_id: number }>(
          `UPDATE billing_delinquency d
              SET delinquent_after = v.delinquent_after, pay_days = v.pay_days, paid_by_day = v.paid_by_day, balance_cents = v.balance_cents, worked_out = v.changes
             FROM jsonb_to_recordset($2::jsonb) AS v(quotation_id integer, changes integer, delinquent_after date, pay_days date[], paid_by_day bigint[], balance_cents bigint)
            WHERE d.company_id = $1 AND d.quotation_id = v.quotation_id AND d.changes = v.changes
           RETURNING d.quotation_id`,
          [
            clientId,
            JSON.stringify(
              rows.map(({ quotation_id, changes, kept }) => ({
                quotation_id,
                changes,
                delinquent_after: kept?.delinquent_after ?? null,
                pay_days: kept?.paid_by_day.map((row) => row.day) ?? null,
                paid_by_day: kept?.paid_by_day.map((row) => row.paid) ?? null,
                balance_cents: kept?.balance_cents ?? null,
              })),
            ),
          ],
        );
        const ids = kept.map((row) => row.quotation_id);
        if (ids.length === 0) return;
        await tx.query('DELETE FROM billing_plan_versions WHERE quotation_id = ANY($1::integer[])', [ids]);
        const taken = new Set(ids);
        const plans = rows.flatMap(({ quotation_id, kept }) =>
          taken.has(quotation_id) && kept ? kept.plans.map((plan) => ({ quotation_id, ...plan, from: plan.from ?? '-infinity', until: plan.until ?? 'infinity' })) : [],
        );
        if (plans.length > 0) {
          await tx.query(
            `INSERT INTO billing_plan_versions (quotation_id, company_id, from_day, until_day, dues, owed, grace_ends, total_cents, may_be_overdue)
             SELECT v.quotation_id, $1, v."from", v.until, v.dues, v.owed, v.grace_ends, v.total_cents, v.may_be_overdue
               FROM jsonb_to_recordset($2::jsonb)
                 AS v(quotation_id integer, "from" date, until date, dues date[], owed bigint[], grace_ends date[], total_cents bigint, may_be_overdue boolean)`,
            [clientId, JSON.stringify(plans)],
          );
        }
        // The policies' rows of the list the client keeps (migration 430), worked out again for its day.
        const keptDay = await lockKeptDay(tx, clientId);
        await tx.query('DELETE FROM billing_overdue_today WHERE id = ANY($1::integer[])', [ids]);
        if (keptDay !== null) await tx.query(keepOverdueRows('p.id = ANY($4::integer[])'), [clientId, null, keptDay, ids]);
      }),
    /** The clients with issued policies (the hourly cycle runs for each). */
    clientsWithPolicies: async () =>
      (await db.query<{ company_id: number }>(`SELECT DISTINCT company_id FROM policy_quotations WHERE ${LIVE} AND stage = 'Policy' ORDER BY company_id`)).map(
        (row) => row.company_id,
      ),

    /** The later transactions of the policies (the policy transactions' table), oldest first, by policy. */
    async transactions(clientId: number, ids: readonly number[]): Promise<Map<number, WrittenTransaction[]>> {
      const rows = await db.query<WrittenTransaction & { quotation_id: number }>(
        `SELECT quotation_id, id, type, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, premium_delta::float8 AS premium_delta,
                ${WRITTEN_AT('created_at')} AS written_at, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS written_on
           FROM policy_transactions WHERE company_id = $1 AND quotation_id = ANY($2::integer[]) ORDER BY quotation_id, id`,
        [clientId, ids],
      );
      const byPolicy = new Map<number, WrittenTransaction[]>();
      for (const { quotation_id, ...txn } of rows) byPolicy.set(quotation_id, [...(byPolicy.get(quotation_id) ?? []), txn]);
      return byPolicy;
    },
    /** Each payment of the policies, in the order taken. */
    async payments(clientId: number, ids: readonly number[]): Promise<Map<number, BilledPayment[]>> {
      const rows = await db.query<BilledPayment>(
        `SELECT id, quotation_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, ${WRITTEN_AT('created_at')} AS made_at, paidamount::float8 AS amount,
                "policyPaymentType" AS method, coalesce(card_last4, bankaccount_last4) AS last4
           FROM policy_payments WHERE company_id = $1 AND quotation_id = ANY($2::integer[]) ORDER BY quotation_id, id`,
        [clientId, ids],
      );
      const byPolicy = new Map<number, BilledPayment[]>();
      for (const row of rows) byPolicy.set(row.quotation_id, [...(byPolicy.get(row.quotation_id) ?? []), row]);
      return byPolicy;
    },
    /** The policy a payment of the client belongs to; null when there is none such. */
    policyOfPayment: async (clientId: number, paymentId: number) =>
      (await db.one<{ quotation_id: number }>('SELECT quotation_id FROM policy_payments WHERE company_id = $1 AND id = $2', [clientId, paymentId]))?.quotation_id ??
      null,

    /** The latest notice of each policy sent on or before `day`, with its status at the end of that day. */
    async latestNotices(clientId: number, ids: readonly number[], day: string): Promise<Map<number, StoredNotice>> {
      const rows = await db.query<StoredNotice>(
        `SELECT DISTINCT ON (quotation_id) id, quotation_id, ${dateText('notice_date')}, ${dateText('cancel_on')}, ${NOTICE_STATUS_ON('$3::date')}
           FROM billing_notices n
          WHERE company_id = $1 AND quotation_id = ANY($2::integer[]) AND notice_date <= $3::date ORDER BY quotation_id, id DESC`,
        [clientId, ids, day],
      );
      return new Map(rows.map((row) => [row.quotation_id, row]));
    },
    /** Opens a notice unless the policy has one open already (null then). */
    openNotice: (clientId: number, quotationId: number, values: { notice_date: string; cancel_on: string; overdue: number }) =>
      db.one<StoredNotice>(
        `INSERT INTO billing_notices (company_id, quotation_id, notice_date, cancel_on, overdue_amount) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (quotation_id) WHERE status = 'Open' DO NOTHING RETURNING ${NOTICE_SELECT}`,
        [clientId, quotationId, values.notice_date, values.cancel_on, values.overdue],
      ),
    /** Closes an open notice; false when it was closed meanwhile. */
    /**
     * The client's policies (or the one given) whose cancellation in force (the last one written, not
     * undone by a reinstatement) is a notice of non-payment's and was written before the day it takes
     * effect, which the billing cycle no longer does: the policy, the notice, the cancellation's id
     * and effective date.
     */
    earlyNonPaymentCancellations: (clientId: number, policyId: number | null) =>
      db.query<{ policy: BilledPolicy; notice_id: number; cancellation_id: number; effective_date: string }>(
        `SELECT row_to_json(p.*) AS policy, n.id AS notice_id, n.cancellation_id, to_char(t.effective_date, 'YYYY-MM-DD') AS effective_date
           FROM billing_notices n
           JOIN policy_transactions t ON t.id = n.cancellation_id AND t.quotation_id = n.quotation_id
           JOIN (SELECT ${POLICY_SELECT} FROM policy_quotations p WHERE ${ISSUED}) AS p ON p.id = n.quotation_id
          WHERE n.company_id = $1 AND n.status = 'Cancelled' AND ($3::integer IS NULL OR n.quotation_id = $3)
            AND p.cancelled_on IS NOT NULL AND (t.created_at AT TIME ZONE 'UTC')::date < t.effective_date
            AND NOT EXISTS (SELECT 1 FROM policy_transactions later
                             WHERE later.quotation_id = n.quotation_id AND later.id > t.id AND later.type IN ('Cancellation', 'Reinstatement'))
          ORDER BY n.quotation_id`,
        [clientId, null, policyId],
      ),
    /**
     * A notice whose cancellation was undone: Cleared (the overdue amount was paid in time), or Open
     * again, its cancellation forgotten, to run to its end.
     */
    async reopenOrClearNotice(clientId: number, id: number, status: 'Open' | 'Cleared', closedOn: string): Promise<boolean> {
      const row = await db.one(
        `UPDATE billing_notices SET status = $3, closed_on = CASE WHEN $3 = 'Open' THEN NULL ELSE $4::date END,
                cancellation_id = CASE WHEN $3 = 'Open' THEN NULL ELSE cancellation_id END
          WHERE company_id = $1 AND id = $2 AND status = 'Cancelled' RETURNING id`,
        [clientId, id, status, closedOn],
      );
      return row !== null;
    },
    async closeNotice(clientId: number, id: number, status: 'Cleared' | 'Cancelled', closedOn: string, cancellationId: number | null = null): Promise<boolean> {
      const row = await db.one(
        `UPDATE billing_notices SET status = $3, closed_on = $4, cancellation_id = $5 WHERE company_id = $1 AND id = $2 AND status = 'Open' RETURNING id`,
        [clientId, id, status, closedOn, cancellationId],
      );
      return row !== null;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
