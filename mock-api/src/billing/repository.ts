import type { BillingNotice } from '@kyubos/contracts';
import type { BillingTransaction } from '@kyubos/domain';
import type { Db } from '../db/db';
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
  amount: number;
  method: string;
  last4: string | null;
}

export interface StoredNotice extends BillingNotice {
  id: number;
  quotation_id: number;
}

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
const POLICY_SELECT = `id, company_id, intake_id, unique_id, policy_number, stage, ${dateText('policyeffectivedate')}, ${dateText('policyscheduledate')},
  policyduration, policyschedule, paymentschedule, paymentgraceperiod, policyamount::float8 AS policyamount, balance::float8 AS balance,
  ${dateText('cancelled_on')}, firstname, lastname, email, phonenumber`;
const NOTICE_SELECT = `id, quotation_id, ${dateText('notice_date')}, ${dateText('cancel_on')}, status`;

export function createBillingRepository(db: Db) {
  return {
    /** A live binder or policy of the client (and of the agent, when one is given). */
    policy: (clientId: number, id: number, agentId: number | null) =>
      db.one<BilledPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($3::integer IS NULL OR submga_id = $3)`,
        [clientId, id, agentId],
      ),
    /**
     * The issued policies billing looks at on `asof`: started, premium left to pay, not cancelled
     * before `asof` (or any with an open notice of non-payment).
     */
    owing: (clientId: number, agentId: number | null, asof: string) =>
      db.query<BilledPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations p
          WHERE company_id = $1 AND ${LIVE} AND stage = 'Policy' AND ($2::integer IS NULL OR submga_id = $2)
            AND ((balance > 0 AND policyeffectivedate <= $3::date AND (cancelled_on IS NULL OR cancelled_on > $3::date))
              OR EXISTS (SELECT 1 FROM billing_notices n WHERE n.quotation_id = p.id AND n.status = 'Open'))
          ORDER BY id`,
        [clientId, agentId, asof],
      ),
    /** Up to `limit` of the client's kept delinquency dates a write has changed since they were worked out (migration 391). */
    changedDelinquency: (clientId: number, limit: number) =>
      db.query<{ quotation_id: number; changes: number }>(
        `SELECT quotation_id, changes FROM billing_delinquency WHERE company_id = $1 AND worked_out <> changes ORDER BY quotation_id LIMIT ${limit}`,
        [clientId],
      ),
    /**
     * The live issued policies among `ids` that billing looks at on some day: premium left to pay, or
     * an open notice of non-payment (owing's conditions but the ones compared with the day).
     */
    owingAny: (clientId: number, ids: readonly number[]) =>
      db.query<BilledPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations p
          WHERE company_id = $1 AND id = ANY($2::int[]) AND ${LIVE} AND stage = 'Policy'
            AND (balance > 0 OR EXISTS (SELECT 1 FROM billing_notices n WHERE n.quotation_id = p.id AND n.status = 'Open'))
          ORDER BY id`,
        [clientId, [...ids]],
      ),
    /** Keeps the worked out dates (null: none), each only if no write changed its row meanwhile. */
    keepDelinquency: (clientId: number, rows: readonly { quotation_id: number; changes: number; delinquent_after: string | null }[]) =>
      db.query(
        `UPDATE billing_delinquency d SET delinquent_after = v.delinquent_after, worked_out = v.changes
           FROM unnest($2::int[], $3::int[], $4::date[]) AS v(quotation_id, changes, delinquent_after)
          WHERE d.company_id = $1 AND d.quotation_id = v.quotation_id AND d.changes = v.changes`,
        [clientId, rows.map((row) => row.quotation_id), rows.map((row) => row.changes), rows.map((row) => row.delinquent_after)],
      ),
    /** The clients with issued policies (the hourly cycle runs for each). */
    clientsWithPolicies: async () =>
      (await db.query<{ company_id: number }>(`SELECT DISTINCT company_id FROM policy_quotations WHERE ${LIVE} AND stage = 'Policy' ORDER BY company_id`)).map(
        (row) => row.company_id,
      ),

    /** The later transactions of the policies (the policy transactions' table), oldest first, by policy. */
    async transactions(clientId: number, ids: readonly number[]): Promise<Map<number, BillingTransaction[]>> {
      const rows = await db.query<BillingTransaction & { quotation_id: number }>(
        `SELECT quotation_id, type, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, premium_delta::float8 AS premium_delta
           FROM policy_transactions WHERE company_id = $1 AND quotation_id = ANY($2::integer[]) ORDER BY quotation_id, id`,
        [clientId, ids],
      );
      const byPolicy = new Map<number, BillingTransaction[]>();
      for (const { quotation_id, ...txn } of rows) byPolicy.set(quotation_id, [...(byPolicy.get(quotation_id) ?? []), txn]);
      return byPolicy;
    },
    /** Each payment of the policies, in the order taken. */
    async payments(clientId: number, ids: readonly number[]): Promise<Map<number, BilledPayment[]>> {
      const rows = await db.query<BilledPayment>(
        `SELECT id, quotation_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, paidamount::float8 AS amount,
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

    /** The latest notice of each policy. */
    async latestNotices(clientId: number, ids: readonly number[]): Promise<Map<number, StoredNotice>> {
      const rows = await db.query<StoredNotice>(
        `SELECT DISTINCT ON (quotation_id) ${NOTICE_SELECT} FROM billing_notices
          WHERE company_id = $1 AND quotation_id = ANY($2::integer[]) ORDER BY quotation_id, id DESC`,
        [clientId, ids],
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
