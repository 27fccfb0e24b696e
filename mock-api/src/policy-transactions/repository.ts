import type { CoverageRow, PolicyDetails, PolicyTransaction, PolicyTransactionTypeValue, RenewalWorklistRow } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { PREMIUM_TRANSACTION_TYPES } from '@kyubos/domain';
import { LIVE } from '../quotations/repository';

/** SQL: the transaction `t` moves the premium (PREMIUM_TRANSACTION_TYPES; the types are fixed words, not input). */
export const PREMIUM_TRANSACTION_SQL = `t.type IN (${PREMIUM_TRANSACTION_TYPES.map((type) => `'${type}'`).join(', ')})`;
/** SQL: the moment `column` (a timestamptz) as a UTC ISO text with microseconds, which orders as text (policyStatusWhenWritten). */
export const utcMomentSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const renewalIssued = (policy: string, as: (column: string) => string) => `(SELECT ${as('coalesce(r.policy_issued_at, r.updated_at)')}
    FROM policy_quotations r WHERE r.id = ${policy}.renewal_id AND r.stage = 'Policy' AND r.deleted_at IS NULL)`;
/** The day (YYYY-MM-DD) the renewal of the policy `policy` (a table alias) was issued as a policy; null when it was not. */
export const renewalIssuedOnSql = (policy: string) => renewalIssued(policy, (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
/** The day (YYYY-MM-DD, UTC) the last cancellation of the policy `policy` (a table alias) was written: the one in force, when it has one. */
export const cancellationWrittenOnSql = (policy: string) => `(SELECT to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    FROM policy_transactions c WHERE c.quotation_id = ${policy}.id AND c.type = 'Cancellation' ORDER BY c.id DESC LIMIT 1)`;
/** The moment (utcMomentSql) the renewal of the policy `policy` was issued as a policy; null when it was not. */
export const renewalIssuedAtSql = (policy: string) => renewalIssued(policy, utcMomentSql);

/** What the policy transactions read of a record, row-locked until the transaction ends. */
export interface LockedPolicy {
  id: number;
  unique_id: string;
  policy_number: string | null;
  stage: 'Quotation' | 'Binder' | 'Policy';
  policyeffectivedate: string;
  policyscheduledate: string;
  policyduration: string | null;
  policyamount: number;
  balance: number;
  policycoverage: CoverageRow[];
  life_version: number;
  cancelled_on: string | null;
  renewal_of_id: number | null;
  renewal_id: number | null;
  not_renewing_reason: string | null;
  /** The day "Do not renew" was chosen. */
  not_renewing_on: string | null;
  /** The day the renewal (renewal_id) was issued as a policy; null while it is not one. */
  renewal_issued_on: string | null;
  [field: string]: unknown;
}

/** A renewal worklist row as stored: the service adds its status of today. */
export type WorklistRow = Omit<RenewalWorklistRow, 'life_status'>;

export interface NewTransaction {
  type: PolicyTransactionTypeValue;
  effective_date: string;
  premium_delta: number;
  method?: string | null;
  reason: string | null;
  changes?: Record<string, { before: unknown; after: unknown }> | null;
  created_by: string;
  created_by_id: number | null;
}

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
const POLICY_SELECT = `id, unique_id, policy_number, stage, ${dateText('policyeffectivedate')}, ${dateText('policyscheduledate')},
  policyduration, policyamount::float8 AS policyamount, balance::float8 AS balance, policycoverage, life_version,
  ${dateText('cancelled_on')}, renewal_of_id, renewal_id, not_renewing_reason, ${dateText('not_renewing_on')},
  ${renewalIssuedOnSql('policy_quotations')} AS renewal_issued_on, firstname, lastname, phonenumber, email, address,
  city, state, zipcode, vehicle, "vehicleModel", "vehicleModelYear"`;

/** Fields an endorsement writes: names come from the contract's lists, never from a request. */
const q = (column: string) => `"${column}"`;

/** The renewal worklist's rows ($1 client, $2 agent or null, $3 today, $4 the last expiry date), soonest first. */
const WORKLIST_WHERE = `company_id = $1 AND ${LIVE} AND stage = 'Policy' AND renewal_id IS NULL AND not_renewing_reason IS NULL
  AND cancelled_on IS NULL AND policyscheduledate BETWEEN $3::date AND $4::date AND ($2::integer IS NULL OR submga_id = $2)`;
const worklistSelect = (after = '') => `SELECT id, intake_id, "intake_Name", programname, unique_id, policy_number, firstname, lastname, ${dateText('policyeffectivedate')},
    ${dateText('policyscheduledate')}, policyamount::float8 AS policyamount, submga_name, (policyscheduledate - $3::date) AS days_left,
    life_version AS version
  FROM policy_quotations WHERE ${WORKLIST_WHERE}${after}
  ORDER BY policyscheduledate, id`;

export function createPolicyTransactionRepository(db: Db) {
  return {
    /** A live record of the client (and of the agent, when one is given), locked; null otherwise. */
    lock: (clientId: number, id: number, agentId: number | null) =>
      db.one<LockedPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations
          WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($3::integer IS NULL OR submga_id = $3) FOR UPDATE`,
        [clientId, id, agentId],
      ),
    find: (clientId: number, id: number, agentId: number | null) =>
      db.one<LockedPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($3::integer IS NULL OR submga_id = $3)`,
        [clientId, id, agentId],
      ),
    /** The policy a record is the renewal of (the policy's renewal_id is it), locked; null when it renews none. */
    lockRenewedBy: (clientId: number, renewalId: number) =>
      db.one<LockedPolicy>(
        `SELECT ${POLICY_SELECT} FROM policy_quotations
          WHERE company_id = $1 AND renewal_id = $2
            AND id = (SELECT r.renewal_of_id FROM policy_quotations r WHERE r.company_id = $1 AND r.id = $2) FOR UPDATE`,
        [clientId, renewalId],
      ),
    /** Number and stage of a linked record (renewal links), live or not. */
    /** The record's line of business and its answers to the intake form. */
    formAnswers: (clientId: number, id: number) =>
      db.one<{ intake_id: number; policydetails: PolicyDetails }>('SELECT intake_id, policydetails FROM policy_quotations WHERE company_id = $1 AND id = $2', [clientId, id]),
    link: (clientId: number, id: number) =>
      db.one<{ id: number; unique_id: string; policy_number: string | null; stage: string; policyeffectivedate: string; cancelled_on: string | null }>(
        `SELECT id, unique_id, policy_number, stage, ${dateText('policyeffectivedate')}, ${dateText('cancelled_on')}
           FROM policy_quotations WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL`,
        [clientId, id],
      ),

    /** Appends a transaction at the policy's next version; answers its id. */
    async append(clientId: number, quotationId: number, version: number, txn: NewTransaction): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO policy_transactions (company_id, quotation_id, version, type, effective_date, premium_delta, method, reason, changes,
           created_by, created_by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          clientId,
          quotationId,
          version,
          txn.type,
          txn.effective_date,
          txn.premium_delta,
          txn.method ?? null,
          txn.reason,
          txn.changes ? JSON.stringify(txn.changes) : null,
          txn.created_by,
          txn.created_by_id,
        ],
      );
      return row!.id;
    },

    /**
     * Moves the policy to its next version with the given values; only when it still has the
     * version read (a racing writer leaves it unchanged). False when it moved on meanwhile.
     */
    async advance(clientId: number, id: number, fromVersion: number, values: Record<string, unknown>): Promise<boolean> {
      const columns = Object.keys(values);
      const assignments = columns.map((column, i) => `${q(column)} = $${i + 4}`);
      const row = await db.one(
        `UPDATE policy_quotations SET ${[...assignments, 'life_version = life_version + 1', 'updated_at = now()'].join(', ')}
          WHERE company_id = $1 AND id = $2 AND life_version = $3 RETURNING id`,
        [clientId, id, fromVersion, ...columns.map((column) => (column === 'policycoverage' ? JSON.stringify(values[column]) : values[column]))],
      );
      return row !== null;
    },

    list: (clientId: number, quotationId: number) =>
      db.query<PolicyTransaction>(
        `SELECT id, type, to_char(effective_date, 'YYYY-MM-DD') AS effectivedate, premium_delta::float8 AS premium_delta, reason, method,
                changes, created_by, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
           FROM policy_transactions WHERE company_id = $1 AND quotation_id = $2 ORDER BY id`,
        [clientId, quotationId],
      ),
    /** The policy a transaction of the client belongs to; null when there is none such. */
    policyOfTransaction: async (clientId: number, id: number) =>
      (await db.one<{ quotation_id: number }>('SELECT quotation_id FROM policy_transactions WHERE company_id = $1 AND id = $2', [clientId, id]))?.quotation_id ?? null,
    /** The return premium of the cancellation in force (the last one written). */
    lastCancellation: (clientId: number, quotationId: number) =>
      db.one<{ id: number; premium_delta: number; effective_date: string }>(
        `SELECT id, premium_delta::float8 AS premium_delta, to_char(effective_date, 'YYYY-MM-DD') AS effective_date FROM policy_transactions
          WHERE company_id = $1 AND quotation_id = $2 AND type = 'Cancellation' ORDER BY id DESC LIMIT 1`,
        [clientId, quotationId],
      ),
    /** When the record was issued as a policy (the new business transaction's time). */
    issuedAt: async (clientId: number, id: number) =>
      (await db.one<{ at: string | null; by: string }>(
        `SELECT to_char(coalesce(policy_issued_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, policycreator_name AS by
           FROM policy_quotations WHERE company_id = $1 AND id = $2`,
        [clientId, id],
      ))!,

    /** Live policies ending from today to `until` with no renewal, not declined and not cancelled, soonest first. */
    async worklist(clientId: number, agentId: number | null, today: string, until: string, page: number, pageSize: number) {
      const params = [clientId, agentId, today, until];
      const rows = await db.query<WorklistRow>(`${worklistSelect()} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, params);
      const total = (await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM policy_quotations WHERE ${WORKLIST_WHERE}`, params))!.total;
      return { records: rows, total };
    },
    /** The whole worklist of `worklist` (same rows, same order) a page at a time, for its export; each page starts after the last row read. */
    async *worklistPages(clientId: number, agentId: number | null, today: string, until: string, pageSize: number): AsyncGenerator<WorklistRow[]> {
      let after: { date: string; id: number } | null = null;
      for (;;) {
        const rows: WorklistRow[] = await db.query<WorklistRow>(
          `${worklistSelect(' AND ($5::date IS NULL OR (policyscheduledate, id) > ($5::date, $6::integer))')} LIMIT ${pageSize}`,
          [clientId, agentId, today, until, after?.date ?? null, after?.id ?? 0],
        );
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
        const last = rows.at(-1)!;
        after = { date: last.policyscheduledate, id: last.id };
      }
    },
  };
}
export type PolicyTransactionRepository = ReturnType<typeof createPolicyTransactionRepository>;
