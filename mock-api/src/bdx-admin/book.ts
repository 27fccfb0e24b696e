import type { BdxExportRow, BdxTransactionBasis, CoverageRow } from '@kyubos/contracts';
import {
  amountCents,
  policyAmountOf,
  policyStatusWhenWritten,
  policyVersionAsOf,
  PREMIUM_TRANSACTION_TYPES,
  splitCoverages,
  type EndorsementChanges,
  type PolicyTransactionType,
} from '@kyubos/domain';
import type { Db } from '../db/db';
import { PREMIUM_TRANSACTION_SQL, renewalIssuedAtSql, utcMomentSql } from '../policy-transactions/repository';
import { createQuotationRepository, LIVE } from '../quotations/repository';

/** A state a line of business offers, by id, code and name (an import matches the row's state to one). */
export interface BookState {
  id: number;
  state_code: string;
  state_name: string;
}
export interface BookProgram {
  id: number;
  program_code: string;
  program_name: string;
  /** The program's regulatory status ('1' admitted, '0' not): a record takes its program's. */
  admitted: '0' | '1';
  /** How many coverages its package sells: an imported record's premium is shared among them. */
  coverages: number;
}
export interface BookIntakeCategory {
  id: number;
  category_name: string;
  sublob: string | null;
}

/** Who and what new imported records are made for; each row brings its own state and program. */
export interface ImportTarget {
  clientId: number;
  intakeCategory: BookIntakeCategory;
  creator: { policycreator_id: number; policycreator_name: string; submga_id: number | null; submga_code: string | null; submga_name: string | null };
}

const EXPORT_ROW = `q.id, q.unique_id, q.policy_number, trim(q.firstname || ' ' || q.lastname) AS insured_name,
  to_char(q.policyeffectivedate, 'YYYY-MM-DD') AS policyeffectivedate, to_char(q.policyscheduledate, 'YYYY-MM-DD') AS policyscheduledate,
  q.state_name, to_char(q.policyamount, 'FM999999999990.00') AS policyamount, q.policycoverage, q.carrier_policy_number`;

/** Premium and coverages by the premium rule of packages/domain: only the coverages the insured takes count. */
const chargedNames = (rows: readonly CoverageRow[]) =>
  splitCoverages(rows)
    .charged.map((coverage) => coverage.coverage_name)
    .join('; ');

interface StoredTransaction {
  id: number;
  type: PolicyTransactionType;
  effectivedate: string;
  transacted: string;
  /** The moment it was written (utcMomentSql). */
  written_at: string;
  premium_delta: number;
  changes: EndorsementChanges | null;
}
type ExportRecord = Omit<BdxExportRow, 'coverages' | 'status'> & {
  policycoverage: CoverageRow[];
  issued_on: string;
  /** The moment it was issued (utcMomentSql). */
  issued_at: string;
  renewal_of_id: number | null;
  /** The moment this policy's renewal was issued as a policy (null: not renewed). */
  renewal_issued_at: string | null;
  transactions: StoredTransaction[];
};

const centsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * A policy's rows of a premium bordereau: each transaction whose date (effective or transacted,
 * by `basis`) falls in [from, to]; each row gives both dates. Its first, the policy's issue (New
 * business, or Renewal for a renewal's term), carries the premium as issued; an endorsement its
 * additional or return premium; a cancellation its return premium (negative); a reinstatement the
 * premium charged back. The
 * coverages are those of the version in force on the transaction's effective date. (A renewal
 * written on the expiring policy moves no premium: the renewal's own term lists it; nor do "Do not
 * renew" and its rescission.) Its Status is the policy's status right after the transaction was
 * written, on that day (In force, Cancel pending, Cancelled...: policyStatusWhenWritten); a renewal
 * issued later the same day does not make it Renewed.
 */
export function exportRowsOf(record: ExportRecord, from: string, to: string, basis: BdxTransactionBasis): BdxExportRow[] {
  const { policycoverage, issued_on, issued_at, renewal_of_id, renewal_issued_at, transactions, ...row } = record;
  const term = { start: row.policyeffectivedate, end: row.policyscheduledate };
  // The policy's status right after the transaction at `index` (-1: its issue) was written, at that moment.
  const statusWhenWritten = (index: number, writtenAt: string) => policyStatusWhenWritten(term, transactions.slice(0, index + 1), writtenAt, renewal_issued_at);
  const endorsements = transactions.filter((txn) => txn.type === 'Endorsement');
  const coveragesOn = (date: string) =>
    policyVersionAsOf({ fields: {}, coverages: policycoverage }, endorsements, date).coverages as CoverageRow[];
  const asIssued = policyVersionAsOf({ fields: {}, coverages: policycoverage }, endorsements, '0000-01-01').coverages as CoverageRow[];
  const laterCents = transactions.reduce((sum, txn) => sum + Math.round(txn.premium_delta * 100), 0);
  // As before transactions existed: the premium of the coverages taken (or the stored amount of a record without coverages).
  const issuedCents = policycoverage.length > 0 ? Math.round(policyAmountOf(asIssued) * 100) : (amountCents(row.policyamount) ?? 0) - laterCents;
  const entries = [
    { key: 'issue', type: renewal_of_id === null ? 'New business' : 'Renewal', effective: row.policyeffectivedate, transacted: issued_on, writtenAt: issued_at, cents: issuedCents, index: -1 },
    ...transactions
      .map((txn, index) => ({
        key: String(txn.id),
        type: txn.type,
        effective: txn.effectivedate,
        transacted: txn.transacted,
        writtenAt: txn.written_at,
        cents: Math.round(txn.premium_delta * 100),
        index,
      }))
      .filter((entry) => PREMIUM_TRANSACTION_TYPES.includes(entry.type)),
  ];
  return entries
    .map((entry) => ({ ...entry, date: basis === 'effective' ? entry.effective : entry.transacted }))
    .filter((entry) => entry.date >= from && entry.date <= to)
    .map((entry) => ({
      ...row,
      policyamount: centsText(entry.cents),
      coverages: chargedNames(entry.key === 'issue' ? asIssued : coveragesOn(entry.effective)),
      status: statusWhenWritten(entry.index, entry.writtenAt),
      transaction_type: entry.type,
      transaction_effective_date: entry.effective,
      // The day it was written, whichever basis put it in the period.
      transaction_date: entry.transacted,
      row_key: `${row.id}-${entry.key}`,
    }));
}

/**
 * The client's book (the quotation records of spec 3) as the bordereaux read and write it.
 * The records' own rules and numbers stay with the quotations module; this reads its table
 * and writes new records through its repository.
 */
export function createBdxBook(db: Db) {
  return {
    /**
     * Records of a line of business whose effective date falls in [from, to] that are bound
     * business: policies only (a premium bordereau lists no quotations nor binders, nor intake
     * forms still being filled in, nor deleted records).
     */
    exportRows: async (clientId: number, intakeId: number, from: string, to: string, ids?: number[], basis: BdxTransactionBasis = 'effective') => {
      const dated = (column: string) => (basis === 'effective' ? column : `(${column} AT TIME ZONE 'UTC')::date`);
      const records = await db.query<ExportRecord>(
        `SELECT ${EXPORT_ROW}, q.renewal_of_id, ${renewalIssuedAtSql('q')} AS renewal_issued_at,
                to_char(coalesce(q.policy_issued_at, q.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS issued_on,
                ${utcMomentSql('coalesce(q.policy_issued_at, q.created_at)')} AS issued_at,
                coalesce((SELECT json_agg(json_build_object('id', t.id, 'type', t.type, 'effectivedate', to_char(t.effective_date, 'YYYY-MM-DD'),
                           'transacted', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 'written_at', ${utcMomentSql('t.created_at')},
                           'premium_delta', t.premium_delta::float8,
                           'changes', t.changes) ORDER BY t.id)
                   FROM policy_transactions t WHERE t.company_id = q.company_id AND t.quotation_id = q.id), '[]') AS transactions
           FROM policy_quotations q
          WHERE q.company_id = $1 AND q.intake_id = $2 AND q.quotation = 1 AND q.stage = 'Policy' AND q.${LIVE}
            AND ($5::integer[] IS NULL OR q.id = ANY($5::integer[]))
            AND (${basis === 'effective' ? 'q.policyeffectivedate' : dated('coalesce(q.policy_issued_at, q.created_at)')} BETWEEN $3::date AND $4::date
                 OR q.id IN (SELECT t.quotation_id FROM policy_transactions t
                              WHERE t.company_id = $1 AND ${PREMIUM_TRANSACTION_SQL} AND ${dated(basis === 'effective' ? 't.effective_date' : 't.created_at')} BETWEEN $3::date AND $4::date))
          ORDER BY q.policyeffectivedate, q.unique_id`,
        [clientId, intakeId, from, to, ids ?? null],
      );
      // In the order of the dates that put the rows in the period.
      const basisDate = (row: BdxExportRow) => (basis === 'effective' ? row.transaction_effective_date! : row.transaction_date!);
      return records
        .flatMap((record) => exportRowsOf(record, from, to, basis))
        .sort((a, b) => (basisDate(a) < basisDate(b) ? -1 : basisDate(a) > basisDate(b) ? 1 : 0));
    },
    states: (clientId: number, intakeId: number) =>
      db.query<BookState>(
        `SELECT s.id, s.state_code, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id
          WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.state_name, s.id`,
        [clientId, intakeId],
      ),
    programs: (clientId: number, intakeId: number) =>
      db.query<BookProgram>(
        `SELECT p.id, p.program_code, p.program_name, p.admitted,
                (SELECT count(*)::int FROM intake_coverages c WHERE c.client_id = p.client_id AND c.package_id = p.package_id) AS coverages
           FROM intake_programs p WHERE p.client_id = $1 AND p.intake_id = $2 ORDER BY p.program_name, p.id`,
        [clientId, intakeId],
      ),
    clientShortName: (clientId: number) => createQuotationRepository(db).clientShortName(clientId),
  };
}
export type BdxBook = ReturnType<typeof createBdxBook>;
