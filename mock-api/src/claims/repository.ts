import type { ClaimMovement, CoverageRow, LossRunClaim } from '@kyubos/contracts';
import { PREMIUM_TRANSACTION_TYPES, type BookClaim, type ClaimPolicyTerms, type ClaimRowValues, type EndorsementVersion } from '@kyubos/domain';
import { arrayLiteral, parameterOf, type Db, type Parameter } from '../db/db';

/**
 * A policy a claims row can belong to: issued, not deleted; found by our policy number or the
 * carrier's; with its line of business, term and cancellation (claimPolicyProblem).
 */
export interface ClaimPolicy extends ClaimPolicyTerms {
  id: number;
  policy_number: string | null;
  carrier_policy_number: string | null;
}

/** A policy's figures for earned premium. */
export interface EarningPolicy {
  id: number;
  program: string;
  lob: string;
  /** What the policy is charged in all (a cancelled one: what it keeps). */
  premium_cents: number;
  /** Its premium as issued: the term premium until an endorsement takes effect. */
  issued_cents: number;
  /** Whether an endorsement was written: its term premium then changes stretch by stretch (`endorsedVersions`). */
  endorsed: boolean;
  effective: string;
  expiration: string;
  cancelled_on: string | null;
}

/** An endorsed policy as it stands and its endorsements in written order: what its versions are worked out from. */
export interface EndorsedPolicy {
  id: number;
  policycoverage: CoverageRow[];
  endorsements: EndorsementVersion[];
}

/** A claim's latest figures with the program and line of business of its policy. */
export interface IncurredClaim {
  program: string;
  lob: string;
  paid_cents: number;
  reserve_cents: number;
  recovery_cents: number;
}

/** The file a claims import writes, its carrier (whose claims its rows are), and its importer. */
export interface ClaimFile {
  clientId: number;
  carrierId: number;
  id: number;
  /** 'YYYY-MM' of the file's period. */
  asOf: string;
  userId: number;
}

/** A sound claims row matched to its policy, amounts in cents. */
export type ClaimImportRow = ClaimRowValues & { quotation_id: number };

/** The columns of a row set of claims rows to write: the file's, then the row's (amounts in cents). */
const ROW_COLUMNS = `client_id, carrier_id, file_id, as_of, created_by, row_number, claim_number, quotation_id, policy_number, date_of_loss, date_reported,
  status, paid_cents, reserve_cents, recovery_cents`;

/** Rows of a file as a row set of ROW_COLUMNS: a parameter per column (array literals, made here). */
function rowSetOf(param: Parameter, file: ClaimFile, rows: readonly ClaimImportRow[]): string {
  const column = (of: (row: ClaimImportRow) => unknown) => param(arrayLiteral(rows.map(of)));
  return `SELECT ${param(file.clientId)}::integer AS client_id, ${param(file.carrierId)}::integer AS carrier_id, ${param(file.id)}::integer AS file_id, ${param(file.asOf)}::text AS as_of,
      ${param(file.userId)}::integer AS created_by, r.*
    FROM unnest(${column((row) => row.row)}::integer[], ${column((row) => row.claim_number)}::text[], ${column((row) => row.quotation_id)}::integer[],
                ${column((row) => row.policy_number)}::text[], ${column((row) => row.date_of_loss)}::date[], ${column((row) => row.date_reported)}::date[],
                ${column((row) => row.status)}::text[], ${column((row) => row.paid)}::bigint[], ${column((row) => row.reserve)}::bigint[],
                ${column((row) => row.recovery)}::bigint[])
      AS r(row_number, claim_number, quotation_id, policy_number, date_of_loss, date_reported, status, paid_cents, reserve_cents, recovery_cents)`;
}

/**
 * Writes the claims rows of `rowSet` (ROW_COLUMNS; `params` its parameters) in two statements: each
 * claim of the file's carrier added or given the row's figures (figuresSupersede: a later period's,
 * or within one period a later-uploaded file's, whatever the order of the imports), then every row
 * appended to claim_movements. A claim stays on its policy (a row naming another was refused).
 * Answers the movements written.
 */
async function writeClaims(db: Db, rowSet: string, params: unknown[]): Promise<number> {
  const amount = (column: string) => `(x.${column}_cents / 100.0)`;
  await db.query(
    `INSERT INTO claims (client_id, carrier_id, claim_number, quotation_id, policy_number, date_of_loss, date_reported, status, paid, reserve, recovery, as_of, file_id)
     SELECT x.client_id, x.carrier_id, x.claim_number, x.quotation_id, x.policy_number, x.date_of_loss, x.date_reported, x.status, ${amount('paid')}, ${amount('reserve')},
            ${amount('recovery')}, x.as_of, x.file_id
       FROM (${rowSet}) x
     ON CONFLICT (client_id, carrier_id, upper(claim_number)) DO UPDATE
        SET policy_number = EXCLUDED.policy_number, date_of_loss = EXCLUDED.date_of_loss,
            date_reported = EXCLUDED.date_reported, status = EXCLUDED.status, paid = EXCLUDED.paid, reserve = EXCLUDED.reserve,
            recovery = EXCLUDED.recovery, as_of = EXCLUDED.as_of, file_id = EXCLUDED.file_id, updated_at = now()
      WHERE (claims.as_of, claims.file_id) < (EXCLUDED.as_of, EXCLUDED.file_id)`,
    params,
  );
  const written = await db.one<{ rows: number }>(
    `WITH written AS (
       INSERT INTO claim_movements (client_id, claim_id, file_id, row_number, as_of, status, date_of_loss, date_reported, paid, reserve, recovery, applied, created_by)
       SELECT x.client_id, c.id, x.file_id, x.row_number, x.as_of, x.status, x.date_of_loss, x.date_reported, ${amount('paid')}, ${amount('reserve')},
              ${amount('recovery')}, c.file_id = x.file_id, x.created_by
         -- A look-up per row by the claim's key (OFFSET 0 keeps it one): never a read of every claim, whatever the
         -- statistics say of the table's size (the embedded database runs no autovacuum; the import grows the table).
         FROM (${rowSet}) x,
              LATERAL (SELECT id, file_id FROM claims
                        WHERE client_id = x.client_id AND carrier_id = x.carrier_id AND upper(claim_number) = upper(x.claim_number) OFFSET 0) c
       RETURNING 1)
     SELECT count(*)::int AS rows FROM written`,
    params,
  );
  return written!.rows;
}

const dateText = (column: string, as: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;
const cents = (value: string) => `((${value}) * 100)::bigint::float8`;

const CLAIM_ITEM = `c.id, c.claim_number, c.quotation_id, c.policy_number, trim(q.firstname || ' ' || q.lastname) AS insured,
  q."intake_Name" AS lob, q.programname AS program, ${dateText('c.date_of_loss', 'date_of_loss')}, ${dateText('c.date_reported', 'date_reported')},
  c.status, c.paid::text AS paid, c.reserve::text AS reserve, c.recovery::text AS recovery,
  (c.paid + c.reserve - c.recovery)::numeric(14, 2)::text AS incurred`;

/** Issued policies of a client (an agent's own only when agentId is given). */
const POLICY_SCOPE = `q.company_id = $1 AND q.stage = 'Policy' AND q.deleted_at IS NULL AND ($2::integer IS NULL OR q.submga_id = $2)`;

/** Claims and their movements (tables claims, claim_movements); reads the policies claims belong to. */
export function createClaimRepository(db: Db) {
  return {
    /**
     * The client's live records whose number (ours or the carrier's, any case) is one of `numbers`,
     * with their line of business (its name as kept on the record), term, and the cancellation in
     * force (cancelled_on: cleared by a reinstatement); a record not issued as a policy (a carrier's
     * imported record) carries its own number in not_issued. Issued policies last, so that a number
     * of both kinds is the policy's (policyIndex keeps the last).
     */
    policiesByNumbers: (clientId: number, numbers: string[]) =>
      db.query<ClaimPolicy>(
        `SELECT id, policy_number, carrier_policy_number, intake_id, "intake_Name" AS lob,
                ${dateText('policyeffectivedate', 'effective')}, ${dateText('policyscheduledate', 'expiration')}, ${dateText('cancelled_on', 'cancelled_on')},
                CASE WHEN stage = 'Policy' THEN NULL ELSE unique_id END AS not_issued
           FROM policy_quotations
          WHERE company_id = $1 AND deleted_at IS NULL
            AND (upper(policy_number) = ANY($2::text[]) OR upper(carrier_policy_number) = ANY($2::text[]))
          ORDER BY stage = 'Policy', id`,
        [clientId, numbers.map((number) => number.toUpperCase())],
      ),

    /**
     * The carrier's claims whose number (any case) is one of `numbers`, keyed by the number in upper
     * case: the policy each is on and the figures it stands at (paid in cents), which a claims row
     * of the number is checked against (claimPolicyProblem).
     */
    async bookClaims(clientId: number, carrierId: number, numbers: string[]): Promise<Map<string, BookClaim>> {
      if (numbers.length === 0) return new Map();
      const rows = await db.query<BookClaim & { key: string }>(
        `SELECT upper(claim_number) AS key, quotation_id, policy_number, ${cents('paid')} AS paid, as_of, file_id FROM claims
          WHERE client_id = $1 AND carrier_id = $2 AND upper(claim_number) = ANY($3::text[])`,
        [clientId, carrierId, [...new Set(numbers.map((number) => number.toUpperCase()))]],
      );
      return new Map(rows.map(({ key, ...claim }) => [key, claim]));
    },

    /**
     * Writes claims rows of a file (at most a few thousand: a statement's worth): a new claim is
     * added; a known one takes the row's figures when the file's period is not earlier than the one
     * its figures come from. Every row is appended to claim_movements, with whether it became the
     * claim's figures. Answers the rows written.
     */
    async importRows(file: ClaimFile, rows: readonly ClaimImportRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const params: unknown[] = [];
      return writeClaims(db, rowSetOf(parameterOf(params), file, rows), params);
    },

    /** Stages claims rows of a file for the import `jobId` (claim_import_rows): written by no one else until applied. */
    async stageRows(jobId: number, file: ClaimFile, rows: readonly ClaimImportRow[]): Promise<void> {
      if (rows.length === 0) return;
      const params: unknown[] = [];
      const param = parameterOf(params);
      const rowSet = rowSetOf(param, file, rows);
      await db.query(`INSERT INTO claim_import_rows (job_id, ${ROW_COLUMNS}) SELECT ${param(jobId)}, ${ROW_COLUMNS} FROM (${rowSet}) x`, params);
    },

    /**
     * Applies the first `rows` rows the import `jobId` staged (as importRows writes them) and removes
     * them, on the caller's transaction. Answers the rows applied: 0 once none is left.
     */
    async applyStaged(jobId: number, rows: number): Promise<number> {
      const last = await db.one<{ row: number | null }>(
        'SELECT max(row_number) AS row FROM (SELECT row_number FROM claim_import_rows WHERE job_id = $1 ORDER BY row_number LIMIT $2) s',
        [jobId, rows],
      );
      if (last?.row == null) return 0;
      const written = await writeClaims(db, `SELECT ${ROW_COLUMNS} FROM claim_import_rows WHERE job_id = $1 AND row_number <= $2`, [jobId, last.row]);
      await db.query('DELETE FROM claim_import_rows WHERE job_id = $1 AND row_number <= $2', [jobId, last.row]);
      return written;
    },

    /** Removes what the import `jobId` staged (an import not decided). */
    removeStaged: (jobId: number) => db.query('DELETE FROM claim_import_rows WHERE job_id = $1', [jobId]),

    /** The imports with staged rows left. */
    stagingJobs: async (): Promise<number[]> =>
      (await db.query<{ job_id: number }>('SELECT DISTINCT job_id FROM claim_import_rows ORDER BY job_id')).map((row) => row.job_id),

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
        `SELECT m.id, m.file_id, f.file_name, f.career_name AS carrier_name, m.row_number, m.as_of, m.status, m.paid::text AS paid, m.reserve::text AS reserve,
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
                ${cents('q.policyamount - coalesce(t.moved, 0)')} AS issued_cents, coalesce(t.endorsed, false) AS endorsed,
                ${dateText('q.policyeffectivedate', 'effective')}, ${dateText('q.policyscheduledate', 'expiration')},
                ${dateText('q.cancelled_on', 'cancelled_on')}
           FROM policy_quotations q
           LEFT JOIN LATERAL (
             SELECT sum(t.premium_delta) AS moved, bool_or(t.type = 'Endorsement') AS endorsed FROM policy_transactions t
              WHERE t.company_id = q.company_id AND t.quotation_id = q.id AND t.type = ANY($5::text[])
           ) t ON true
          WHERE ${POLICY_SCOPE} AND q.policyeffectivedate <= $4::date AND q.policyscheduledate > $3::date
          ORDER BY id`,
        [clientId, agentId, from, to, PREMIUM_TRANSACTION_TYPES],
      ),

    /** The coverages and endorsements of endorsed policies (`EarningPolicy.endorsed`), by id. */
    endorsedVersions: async (clientId: number, ids: readonly number[]): Promise<EndorsedPolicy[]> =>
      ids.length === 0
        ? []
        : db.query<EndorsedPolicy>(
        `SELECT q.id, q.policycoverage,
                coalesce((SELECT json_agg(json_build_object('effectivedate', to_char(t.effective_date, 'YYYY-MM-DD'), 'changes', t.changes) ORDER BY t.id)
                            FROM policy_transactions t WHERE t.company_id = q.company_id AND t.quotation_id = q.id AND t.type = 'Endorsement'), '[]') AS endorsements
           FROM policy_quotations q WHERE q.company_id = $1 AND q.id = ANY($2::integer[])`,
            [clientId, ids],
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
