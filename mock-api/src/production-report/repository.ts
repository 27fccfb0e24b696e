import type { ProductionGroupKey, ProductionGroupValue, ProductionRecordRow, ProductionReportRow } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { PREMIUM_TRANSACTION_SQL } from '../policy-transactions/repository';
import type { PeriodScope } from '../quotations/book-scope';

/**
 * Written premium, one row per transaction (migration 260 indexes its reads): each live issued
 * policy's premium at issue on its effective date (new business, or renewal for a renewal's
 * policy: what it was issued for, its amount now less its later changes), and each later
 * endorsement, cancellation or reinstatement's premium change on its own effective date (the
 * Renewal marker an expiring policy keeps carries none: the renewal's own policy counts; nor do
 * "Do not renew" and its rescission).
 * Parameters: $1 the client, $2 the agent (null: the whole book), $3 and $4 the first and last day.
 */
export const WRITTEN_ENTRIES = `
  SELECT p.id AS quotation_id, p.policyeffectivedate AS day,
         CASE WHEN p.renewal_of_id IS NULL THEN 'New business' ELSE 'Renewal' END AS type,
         p.policyamount - coalesce(later.delta, 0) AS amount
    FROM policy_quotations p
    LEFT JOIN (SELECT quotation_id, sum(premium_delta) AS delta FROM policy_transactions
                WHERE company_id = $1 GROUP BY quotation_id) AS later ON later.quotation_id = p.id
   WHERE p.company_id = $1 AND p.deleted_at IS NULL AND p.stage = 'Policy'
     AND ($2::integer IS NULL OR p.submga_id = $2) AND p.policyeffectivedate BETWEEN $3::date AND $4::date
  UNION ALL
  SELECT t.quotation_id, t.effective_date, t.type, t.premium_delta
    FROM policy_transactions t JOIN policy_quotations p ON p.id = t.quotation_id
   WHERE t.company_id = $1 AND ${PREMIUM_TRANSACTION_SQL} AND t.effective_date BETWEEN $3::date AND $4::date
     AND p.company_id = $1 AND p.deleted_at IS NULL AND p.stage = 'Policy' AND ($2::integer IS NULL OR p.submga_id = $2)`;

/** The carrier of a record: the carrier whose bordereau it was imported from (none for the portal's own). */
const CARRIER_JOIN = `LEFT JOIN LATERAL (
    SELECT f.career_id, f.career_name FROM bdx_file_imports i JOIN bdx_files f ON f.id = i.file_id
     WHERE i.quotation_id = p.id ORDER BY i.file_id LIMIT 1) AS carrier ON TRUE`;

/** Each group's id and name columns over the entries (e) and their records (p). */
const GROUP_COLUMNS: Record<ProductionGroupKey, { id: string; name: string }> = {
  lob: { id: 'p.intake_id', name: 'p."intake_Name"' },
  program: { id: 'p.program_id', name: 'p.programname' },
  state: { id: 'p.state_id', name: 'p.state_name' },
  agent: { id: 'p.submga_id', name: 'p.submga_name' },
  carrier: { id: 'carrier.career_id', name: 'carrier.career_name' },
  type: { id: 'e.type', name: 'e.type' },
};

const cents = (sum: string) => `round(coalesce(${sum}, 0) * 100)::float8`;

export function createProductionRepository(db: Db) {
  return {
    /** Premium, transactions and policies per combination of the groups, and the totals (the row with every group rolled up). */
    async report(scope: PeriodScope, groupBy: readonly ProductionGroupKey[]): Promise<{ rows: ProductionReportRow[]; totals: { premiumCents: number; count: number; policies: number } }> {
      const inner = groupBy.map((key, i) => `, ${GROUP_COLUMNS[key].id} AS g${i}_id, ${GROUP_COLUMNS[key].name} AS g${i}_name`).join('');
      const idList = groupBy.map((_key, i) => `g${i}_id`).join(', ');
      // A name may differ between records of one id (a program renamed later): the least names the group.
      const outer = groupBy.map((_key, i) => `g${i}_id, min(g${i}_name) AS g${i}_name, `).join('');
      const order = groupBy.map((_key, i) => `g${i}_name NULLS LAST, g${i}_id, `).join('');
      const rows = await db.query<Record<string, unknown> & { premium: number; count: number; policies: number; total: boolean }>(
        `SELECT ${outer}${cents('sum(amount)')} AS premium, count(*)::int AS count, count(DISTINCT quotation_id)::int AS policies,
                ${groupBy.length === 0 ? 'TRUE' : `GROUPING(${idList}) <> 0`} AS total
           FROM (SELECT e.quotation_id, e.amount${inner}
                   FROM (${WRITTEN_ENTRIES}) AS e JOIN policy_quotations p ON p.id = e.quotation_id
                   ${groupBy.includes('carrier') ? CARRIER_JOIN : ''}) AS entries
          GROUP BY GROUPING SETS (${groupBy.length === 0 ? '()' : `(${idList}), ()`})
          ORDER BY total, ${order}premium DESC`,
        [scope.clientId, scope.agentId, scope.from, scope.to],
      );
      const totalRow = rows.find((row) => row.total);
      return {
        rows: rows
          .filter((row) => !row.total || groupBy.length === 0)
          .map((row) => ({
            groups: Object.fromEntries(
              groupBy.map((key, i) => [key, { id: (row[`g${i}_id`] ?? null) as ProductionGroupValue['id'], name: (row[`g${i}_name`] ?? '') as string }]),
            ),
            premiumCents: row.premium,
            count: row.count,
            policies: row.policies,
          })),
        totals: { premiumCents: totalRow?.premium ?? 0, count: totalRow?.count ?? 0, policies: totalRow?.policies ?? 0 },
      };
    },

    /** The transactions behind one row: the entries whose groups have the given ids (null: none), by date, paged. */
    async records(
      scope: PeriodScope,
      where: Partial<Record<ProductionGroupKey, number | string | null>>,
      page: number,
      pageSize: number,
    ): Promise<{ records: ProductionRecordRow[]; total: number; premiumCents: number }> {
      const params: unknown[] = [scope.clientId, scope.agentId, scope.from, scope.to];
      const conditions = ['TRUE'];
      for (const [key, value] of Object.entries(where) as [ProductionGroupKey, number | string | null | undefined][]) {
        if (value === undefined) continue;
        const column = GROUP_COLUMNS[key].id;
        if (value === null) conditions.push(`${column} IS NULL`);
        else {
          params.push(String(value));
          conditions.push(`${column}::text = $${params.length}`);
        }
      }
      const from = `FROM (${WRITTEN_ENTRIES}) AS e JOIN policy_quotations p ON p.id = e.quotation_id ${where.carrier !== undefined ? CARRIER_JOIN : ''}
        WHERE ${conditions.join(' AND ')}`;
      const answer = await db.one<{ records: ProductionRecordRow[]; total: number; premium: number }>(
        `SELECT (SELECT coalesce(json_agg(r ORDER BY r.effectivedate, r.id, r.type), '[]') FROM (
                  SELECT p.id, p.intake_id, p.policy_number, p.unique_id, p.firstname, p.lastname, e.type,
                         to_char(e.day, 'YYYY-MM-DD') AS effectivedate, round(e.amount * 100)::float8 AS "premiumCents"
                    ${from} ORDER BY e.day, p.id, e.type LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) AS r) AS records,
                (SELECT count(*)::int ${from}) AS total,
                (SELECT ${cents('sum(e.amount)')} ${from}) AS premium`,
        params,
      );
      return { records: answer!.records, total: answer!.total, premiumCents: answer!.premium };
    },
  };
}
export type ProductionRepository = ReturnType<typeof createProductionRepository>;
