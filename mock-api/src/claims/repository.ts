import type { ClaimMovement, LossRunClaim } from '@kyubos/contracts';
import type { ClaimRowValues } from '@kyubos/domain';
import type { Db } from '../db/db';

/** A policy a claims row can belong to: issued, not deleted; found by our policy number or the carrier's. */
export interface ClaimPolicy {
  id: number;
  policy_number: string | null;
  carrier_policy_number: string | null;
}

/** A policy's figures for earned premium. */
export interface EarningPolicy {
  id: number;
  program: string;
  lob: string;
  premium_cents: number;
  effective: string;
  expiration: string;
  cancelled_on: string | null;
}

/** A claim's latest figures with the program and line of business of its policy. */
export interface IncurredClaim {
  program: string;
  lob: string;
  paid_cents: number;
  reserve_cents: number;
  recovery_cents: number;
}

const dateText = (column: string, as: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;
const cents = (column: string) => `(${column} * 100)::bigint::float8`;

const CLAIM_ITEM = `c.id, c.claim_number, c.quotation_id, c.policy_number, trim(q.firstname || ' ' || q.lastname) AS insured,
  q."intake_Name" AS lob, q.programname AS program, ${dateText('c.date_of_loss', 'date_of_loss')}, ${dateText('c.date_reported', 'date_reported')},
  c.status, c.paid::text AS paid, c.reserve::text AS reserve, c.recovery::text AS recovery,
  (c.paid + c.reserve - c.recovery)::numeric(14, 2)::text AS incurred`;

/** Issued policies of a client (an agent's own only when agentId is given). */
const POLICY_SCOPE = `q.company_id = $1 AND q.stage = 'Policy' AND q.deleted_at IS NULL AND ($2::integer IS NULL OR q.submga_id = $2)`;

/** Claims and their movements (tables claims, claim_movements); reads the policies claims belong to. */
export function createClaimRepository(db: Db) {
  return {
    /** The client's issued policies whose number (ours or the carrier's, any case) is one of `numbers`. */
    policiesByNumbers: (clientId: number, numbers: string[]) =>
      db.query<ClaimPolicy>(
        `SELECT id, policy_number, carrier_policy_number FROM policy_quotations
          WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL
            AND (upper(policy_number) = ANY($2::text[]) OR upper(carrier_policy_number) = ANY($2::text[]))
          ORDER BY id`,
        [clientId, numbers.map((number) => number.toUpperCase())],
      ),

    /**
     * Writes a file's claims: a new claim is added; a known one takes the row's figures when the
     * file's period is not earlier than the one its figures come from. Every row is appended to
     * claim_movements, with whether it became the claim's figures. Answers the rows written.
     */
    async importRows(
      clientId: number,
      file: { id: number; asOf: string; userId: number },
      rows: (ClaimRowValues & { quotation_id: number })[],
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const payload = JSON.stringify(
        rows.map((row) => ({ ...row, paid: (row.paid / 100).toFixed(2), reserve: (row.reserve / 100).toFixed(2), recovery: (row.recovery / 100).toFixed(2) })),
      );
      const RECORDS = `jsonb_to_recordset($1::jsonb) AS x(row int, claim_number text, quotation_id int, policy_number text, date_of_loss date,
        date_reported date, status text, paid numeric, reserve numeric, recovery numeric)`;
      await db.query(
        `INSERT INTO claims (client_id, claim_number, quotation_id, policy_number, date_of_loss, date_reported, status, paid, reserve, recovery, as_of, file_id)
         SELECT $2, x.claim_number, x.quotation_id, x.policy_number, x.date_of_loss, x.date_reported, x.status, x.paid, x.reserve, x.recovery, $3, $4
           FROM ${RECORDS}
         ON CONFLICT (client_id, upper(claim_number)) DO UPDATE
            SET quotation_id = EXCLUDED.quotation_id, policy_number = EXCLUDED.policy_number, date_of_loss = EXCLUDED.date_of_loss,
                date_reported = EXCLUDED.date_reported, status = EXCLUDED.status, paid = EXCLUDED.paid, reserve = EXCLUDED.reserve,
                recovery = EXCLUDED.recovery, as_of = EXCLUDED.as_of, file_id = EXCLUDED.file_id, updated_at = now()
          WHERE claims.as_of <= EXCLUDED.as_of`,
        [payload, clientId, file.asOf, file.id],
      );
      const written = await db.query<{ id: number }>(
        `INSERT INTO claim_movements (client_id, claim_id, file_id, row_number, as_of, status, date_of_loss, date_reported, paid, reserve, recovery, applied, created_by)
         SELECT $2, c.id, $4, x.row, $3, x.status, x.date_of_loss, x.date_reported, x.paid, x.reserve, x.recovery, c.file_id = $4, $5
           FROM ${RECORDS} JOIN claims c ON c.client_id = $2 AND upper(c.claim_number) = upper(x.claim_number)
         RETURNING id`,
        [payload, clientId, file.asOf, file.id, file.userId],
      );
      return written.length;
    },

    /** The claims with a date of loss in the period, of one policy number, of insureds whose name holds `insured`, or all. */
    lossRun: (clientId: number, agentId: number | null, query: { from: string; to: string; policyNumber?: string | undefined; insured?: string | undefined }) =>
      db.query<LossRunClaim>(
        `SELECT ${CLAIM_ITEM} FROM claims c JOIN policy_quotations q ON q.id = c.quotation_id
          WHERE c.client_id = $1 AND ${POLICY_SCOPE} AND c.date_of_loss BETWEEN $3::date AND $4::date
            AND ($5::text IS NULL OR upper(q.policy_number) = upper($5) OR upper(q.carrier_policy_number) = upper($5) OR upper(c.policy_number) = upper($5))
            AND ($6::text IS NULL OR strpos(lower(q.firstname || ' ' || q.lastname), lower($6)) > 0)
          ORDER BY c.policy_number, c.date_of_loss, c.claim_number`,
        [clientId, agentId, query.from, query.to, query.policyNumber ?? null, query.insured ?? null],
      ),

    claim: (clientId: number, agentId: number | null, id: number) =>
      db.one<LossRunClaim & { as_of: string }>(
        `SELECT ${CLAIM_ITEM}, c.as_of FROM claims c JOIN policy_quotations q ON q.id = c.quotation_id
          WHERE c.id = $3 AND c.client_id = $1 AND ${POLICY_SCOPE}`,
        [clientId, agentId, id],
      ),

    movements: (clientId: number, claimId: number) =>
      db.query<ClaimMovement>(
        `SELECT m.id, m.file_id, f.file_name, m.row_number, m.as_of, m.status, m.paid::text AS paid, m.reserve::text AS reserve,
                m.recovery::text AS recovery, (m.paid + m.reserve - m.recovery)::numeric(14, 2)::text AS incurred, m.applied,
                to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
           FROM claim_movements m JOIN bdx_files f ON f.id = m.file_id
          WHERE m.client_id = $1 AND m.claim_id = $2 ORDER BY m.id`,
        [clientId, claimId],
      ),

    /** Issued policies in force at some time of the period. */
    earningPolicies: (clientId: number, agentId: number | null, from: string, to: string) =>
      db.query<EarningPolicy>(
        `SELECT q.id, q.programname AS program, q."intake_Name" AS lob, ${cents('q.policyamount')} AS premium_cents,
                ${dateText('q.policyeffectivedate', 'effective')}, ${dateText('q.policyscheduledate', 'expiration')},
                ${dateText('q.cancelled_on', 'cancelled_on')}
           FROM policy_quotations q
          WHERE ${POLICY_SCOPE} AND q.policyeffectivedate <= $4::date AND q.policyscheduledate > $3::date
          ORDER BY q.id`,
        [clientId, agentId, from, to],
      ),

    /** The latest figures of the claims with a date of loss in the period, with their policy's program and line of business. */
    incurredClaims: (clientId: number, agentId: number | null, from: string, to: string) =>
      db.query<IncurredClaim>(
        `SELECT q.programname AS program, q."intake_Name" AS lob, ${cents('c.paid')} AS paid_cents, ${cents('c.reserve')} AS reserve_cents,
                ${cents('c.recovery')} AS recovery_cents
           FROM claims c JOIN policy_quotations q ON q.id = c.quotation_id
          WHERE c.client_id = $1 AND ${POLICY_SCOPE} AND c.date_of_loss BETWEEN $3::date AND $4::date`,
        [clientId, agentId, from, to],
      ),
  };
}
export type ClaimRepository = ReturnType<typeof createClaimRepository>;
