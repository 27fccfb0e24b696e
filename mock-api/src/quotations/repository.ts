import type {
  Customer,
  PolicyQuotation,
  PolicyQuotationHistory,
  PolicyQuotationListRow,
  RecordListColumn,
  RecordListScope,
} from '@kyubos/contracts';
import {
  DEFAULT_EFFECTIVE_DATE_WINDOW,
  namesDelinquent,
  phoneSearchDigits,
  POLICY_LIFE_STATUSES,
  policyLifeStatusesMatching,
  todayIso,
  type EffectiveDateWindow,
  type PolicyLifeStatus,
  type VehicleFields,
} from '@kyubos/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { arrayLiteral, parameterOf, type Db, type Parameter } from '../db/db';
import { containsPattern, filterPattern } from '../db/list-filter';

/** Every stored field of a record a save writes, named as the API names it. */
export const RECORD_COLUMNS = [
  'company_id', 'unique_id', 'policycreator_id', 'policycreator_name', 'intake_id', 'intake_Name', 'intake_form_id',
  'intake_subName', 'customer_id', 'sublob_id', 'sublob_code', 'sublob_name', 'program_id', 'programname', 'state_id',
  'state_name', 'Admitted', 'submga_id', 'submga_code', 'submga_name', 'firstname', 'lastname', 'phonenumber', 'email',
  'address', 'city', 'state', 'zipcode', 'policyeffectivedate', 'policyschedule', 'policyscheduledate', 'policyduration',
  'policyamount', 'balance', 'policyquotation_graceperiod', 'paymentgraceperiod', 'paymentschedule', 'autopayment',
  'cardnumber', 'policydetails', 'policycoverage', 'quotation', 'policyapproved', 'becomepolicy', 'vehicle', 'vehicleModel',
  'vehicleModelYear',
] as const;
export type RecordColumn = (typeof RECORD_COLUMNS)[number];
export type RecordValues = Record<RecordColumn, unknown>;
/** A new record: every stored field, the optional vehicle (spec 3 §2.4) aside. */
export type NewRecordValues = Omit<RecordValues, keyof VehicleFields> & Partial<Pick<RecordValues, keyof VehicleFields>>;
/** What an update may change: identity, creator, number and stage stay as created. */
export const UPDATABLE_COLUMNS = RECORD_COLUMNS.filter(
  (column) =>
    !['company_id', 'unique_id', 'policycreator_id', 'policycreator_name', 'submga_id', 'submga_code', 'submga_name', 'policyapproved', 'becomepolicy', 'cardnumber'].includes(column),
);

const q = (column: string) => `"${column}"`;
const NUMERIC = new Set(['policyamount', 'balance']);
const selected = (column: string) => (NUMERIC.has(column) ? `${q(column)}::float8 AS ${q(column)}` : q(column));

/** A list row's fields; created_at written as JavaScript's toISOString writes it, as a Date answers it elsewhere. */
const LIST_COLUMNS = `id, intake_id, "intake_Name", "intake_subName",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", unique_id, customer_id,
  firstname, lastname, address, city, state, zipcode, phonenumber, email, policyeffectivedate, policyscheduledate,
  state_name, policyamount::float8 AS policyamount, stage AS status, quotation, policyapproved, becomepolicy, policy_number,
  submga_id, submga_code, submga_name`;
const RECORD_SELECT = `id, ${RECORD_COLUMNS.map(selected).join(', ')}, stage AS status,
  created_at AS "createdAt", updated_at AS "updatedAt", approved_by, approved_at, policy_number, policy_issued_at,
  carrier_policy_number`;
const HISTORY_SELECT = `id, quotation_id, ${RECORD_COLUMNS.map(selected).join(', ')}, comments, changed_by,
  recorded_at AS "createdAt"`;

/** A deleted record (quotation-actions) keeps its row, history and payments but leaves every list and view. */
export const LIVE = 'deleted_at IS NULL';

/**
 * A customer `c` of the client `$1` (not one of an import not yet decided) and, when `$2` names an
 * agent, of that agent's book: a customer with a record of the agent. Whatever an agent's user may
 * read or write of customers is this set; any other customer is to it as one that does not exist.
 */
export const CUSTOMER_IN_BOOK = `c.client_id = $1 AND c.import_job_id IS NULL
  AND ($2::integer IS NULL OR EXISTS (SELECT 1 FROM policy_quotations p WHERE p.company_id = $1 AND p.customer_id = c.id AND p.submga_id = $2))`;

/**
 * The stage each list shows; 'incomplete' are intake forms saved but not yet sent as quotations.
 * Migration 150 keeps each list's unfiltered total per client in record_list_totals, with the same
 * conditions written as record_list_scopes(); change both together.
 */
const SCOPE_CONDITION: Record<RecordListScope, string> = {
  all: 'TRUE',
  quotations: "stage = 'Quotation'",
  binders: "stage = 'Binder'",
  policies: "stage = 'Policy'",
  incomplete: 'quotation = 0',
};

/**
 * Header filters match the text as the list shows it (dates MM-DD-YYYY, timestamps en-US in UTC).
 * Each expression has a trigram index written exactly the same way (migration 160), but those
 * matched by their distinct values (VALUE_FILTER) and those found through the search box's index
 * (SEARCHED_FILTER).
 */
const FILTER_EXPRESSION: Record<RecordListColumn, string> = {
  intake_Name: '"intake_Name"',
  intake_subName: '"intake_subName"',
  createdAt: 'list_timestamp_text(created_at)',
  unique_id: 'record_number_text(unique_id, policy_number)',
  firstname: 'firstname',
  lastname: 'lastname',
  policyeffectivedate: 'list_date_text(policyeffectivedate)',
  policyscheduledate: 'list_date_text(policyscheduledate)',
  state_name: 'state_name',
  status: 'stage',
  policyamount: 'policyamount::text',
  submga_name: 'submga_name',
  // Matched by status name, compared with today's date (LIFE_STATUS_CONDITION), never as text.
  life_status: 'life_state',
  // Matched by the delinquency dates billing keeps, compared with today's date (DELINQUENT_CONDITION), never as text.
  billing_status: 'NULL',
};
/** Sorted by the column, then id; each has an index (company_id, column, id) (migration 160). */
const SORT_EXPRESSION: Record<RecordListColumn, string> = {
  ...FILTER_EXPRESSION,
  // The number the column shows: an issued policy's, else the record's own (migration 405).
  unique_id: 'record_shown_number(stage, unique_id, policy_number)',
  // Names as a reader orders them, accents and case aside (migration 422).
  firstname: 'text_order_key(firstname)',
  lastname: 'text_order_key(lastname)',
  createdAt: 'created_at',
  policyeffectivedate: 'policyeffectivedate',
  policyscheduledate: 'policyscheduledate',
  policyamount: 'policyamount',
};
/**
 * A policy's status (packages/domain policyLifeStatus) as a condition on the lists' copy: the
 * stored life_state (migration 300) and the term's and cancellation's dates against today's date,
 * `$t`. The index record_list_rows_life_state serves each.
 */
export const LIFE_STATUS_CONDITION: Record<PolicyLifeStatus, (t: string) => string> = {
  Pending: (t) => `life_state IN ('active', 'not_renewing') AND policyeffectivedate > ${t}::date`,
  'In force': (t) => `life_state = 'active' AND policyeffectivedate <= ${t}::date AND policyscheduledate > ${t}::date`,
  'Cancel pending': (t) => `life_state = 'cancelled' AND cancelled_on > ${t}::date`,
  Cancelled: (t) => `life_state = 'cancelled' AND cancelled_on <= ${t}::date`,
  Expired: (t) => `life_state IN ('active', 'not_renewing') AND policyscheduledate <= ${t}::date`,
  Renewed: () => `life_state = 'renewed'`,
  'Not renewing': (t) => `life_state = 'not_renewing' AND policyeffectivedate <= ${t}::date AND policyscheduledate > ${t}::date`,
};
/** The status's place in POLICY_LIFE_STATUSES, for a sort by status; quotations and binders (no status) last. */
const lifeStatusOrder = (t: string) =>
  `CASE ${POLICY_LIFE_STATUSES.map((status, i) => `WHEN ${LIFE_STATUS_CONDITION[status](t)} THEN ${i}`).join(' ')} END`;

/** The sortable columns that may be empty: its empty values come last in both directions. */
const NULLABLE_SORT = new Set<RecordListColumn>(['intake_subName', 'submga_name', 'life_status']);

/**
 * Delinquent on today's date `t`: an issued policy whose oldest unpaid instalment's grace ended
 * before it (billing keeps that day in billing_delinquency and works it out again after each
 * write; the lists' copy carries it: migration 391) and not cancelled by then (what is left owing
 * is no longer instalments). The index record_list_rows_delinquent serves it.
 */
const DELINQUENT_CONDITION = (t: string) =>
  `(delinquent_after < ${t}::date AND stage = 'Policy' AND (cancelled_on IS NULL OR cancelled_on > ${t}::date))`;
/** A sort by Billing Status: the delinquent policies (`condition`) first ascending, then the others; the order's index is id's. */
const delinquentOrder = (condition: string) => `(CASE WHEN ${condition} THEN 0 ELSE 1 END)`;

/**
 * A filter that names a whole day, as the list shows it, is answered by the date itself, so the
 * date's btree index finds that day's records instead of the trigram index sifting the many
 * records that share the year's trigrams. Exact: the shown text has its separators only at
 * positions 2 and 5, so text with them there matches only from the start, only on that day; text
 * that is just the date matches every record of the day, and longer text keeps its ILIKE too.
 */
const WHOLE_DAY: Partial<Record<RecordListColumn, { shown: RegExp; bound: (day: string) => string }>> = {
  createdAt: {
    shown: /^(\d{2})\/(\d{2})\/(\d{4})/,
    bound: (day) => `created_at >= (${day}::timestamp AT TIME ZONE 'UTC') AND created_at < ((${day}::timestamp + interval '1 day') AT TIME ZONE 'UTC')`,
  },
  policyeffectivedate: { shown: /^(\d{2})-(\d{2})-(\d{4})/, bound: (day) => `policyeffectivedate = ${day}::date` },
  policyscheduledate: { shown: /^(\d{2})-(\d{2})-(\d{4})/, bound: (day) => `policyscheduledate = ${day}::date` },
};

/** The ISO day a date filter names ('11/21/2026' → '2026-11-21'), whether that is all it says; null when it names no real day. */
function wholeDayOf(column: RecordListColumn, text: string): { day: string; only: boolean } | null {
  const [date, month, day, year] = WHOLE_DAY[column]?.shown.exec(text) ?? [];
  if (!date || !month || !day || !year) return null;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(iso)) return null;
  return { day: iso, only: date === text };
}


/**
 * Header filters on columns with few distinct values per client (lines of business, sub-lines,
 * states, agents) or on dates have no trigram index (migration 340: writing one cost every
 * inserted record more than these filters gain). The filter text is matched against the column's
 * distinct values instead, as the list shows them, and the rows are found by the column's sorted
 * index (`= ANY`): the same rows as the text matched on every row. A text column's values are
 * read from its sorted index one value at a time (a loose index scan: one probe per distinct
 * value); a date's are the days between the client's first and last, each shown as the list shows
 * it. `$1` is the client.
 */
const VALUE_FILTER: Partial<Record<RecordListColumn, (pattern: string) => string>> = {
  intake_Name: (pattern) => distinctTextMatching('"intake_Name"', pattern),
  intake_subName: (pattern) => distinctTextMatching('"intake_subName"', pattern),
  state_name: (pattern) => distinctTextMatching('state_name', pattern),
  submga_name: (pattern) => distinctTextMatching('submga_name', pattern),
  policyeffectivedate: (pattern) => daysMatching('policyeffectivedate', pattern),
  policyscheduledate: (pattern) => daysMatching('policyscheduledate', pattern),
};
/**
 * The number and name header filters have no trigram index of their own (migration 401: three more
 * indexes every inserted record wrote). Their text is part of the search box's `search_text`
 * (record_search_text, migration 241: the number, the policy number and the insured's names,
 * lower-cased, each whole), so a row the column matches is a row `search_text` matches: its trigram
 * index finds the candidates, and the column is matched on them.
 */
const SEARCHED_FILTER: Partial<Record<RecordListColumn, (pattern: string) => string>> = {
  unique_id: (pattern) => `search_text LIKE lower(${pattern}) AND ${FILTER_EXPRESSION.unique_id} ILIKE ${pattern}`,
  firstname: (pattern) => `search_text LIKE lower(${pattern}) AND firstname ILIKE ${pattern}`,
  lastname: (pattern) => `search_text LIKE lower(${pattern}) AND lastname ILIKE ${pattern}`,
};
function distinctTextMatching(column: string, pattern: string): string {
  const next = (after: string) =>
    `SELECT ${column} FROM record_list_rows WHERE company_id = $1 AND ${column} ${after} ORDER BY ${column} LIMIT 1`;
  return `${column} = ANY(ARRAY(
    WITH RECURSIVE v(value) AS ((${next('IS NOT NULL')}) UNION ALL SELECT (${next('> v.value')}) FROM v WHERE v.value IS NOT NULL)
    SELECT value FROM v WHERE value ILIKE ${pattern}))`;
}
function daysMatching(column: string, pattern: string): string {
  return `${column} = ANY(ARRAY(
    SELECT span.first + g FROM (SELECT min(${column}) AS first, max(${column}) AS last FROM record_list_rows WHERE company_id = $1) AS span,
           generate_series(0, span.last - span.first) AS g
     WHERE list_date_text(span.first + g) ILIKE ${pattern}))`;
}

export interface ListQuery {
  scope: RecordListScope;
  /** An agent's user sees only its agent's records (null: the whole client's book). */
  agentId?: number | null;
  filters: Partial<Record<RecordListColumn, string>>;
  customerId?: number;
  page?: number;
  pageSize?: number;
  sort?: RecordListColumn;
  direction?: 'asc' | 'desc';
  /** Today's date (YYYY-MM-DD), for policy statuses. */
  today?: string;
  /**
   * Whether billing has brought its kept delinquency dates up to date (their instalments, payments
   * and grace are billing's to weigh, not a column's): without it no policy is delinquent.
   */
  delinquencyKept?: boolean;
}

/**
 * The conditions and order of a record list, shared by the list call and its export: the rows a
 * list shows are the rows its export writes, in the same order.
 */
/** The order of a list as a keyset: its sort expression and direction (then id the same way), and whether empty values come last. */
interface ListKey {
  expression: string;
  direction: 'ASC' | 'DESC';
  nullsLast: boolean;
}

export function listConditions(
  clientId: number,
  query: ListQuery,
): { params: unknown[]; where: string; order: string; key: ListKey; wholeList: boolean; delinquent: () => string } {
  const params: unknown[] = [clientId];
  const conditions = ['company_id = $1', SCOPE_CONDITION[query.scope]];
  if (query.customerId !== undefined) {
    params.push(query.customerId);
    conditions.push(`customer_id = $${params.length}`);
  }
  if (query.agentId != null) {
    params.push(query.agentId);
    conditions.push(`submga_id = $${params.length}`);
  }
  let todayParam: string | null = null;
  const today = () => {
    if (todayParam === null) {
      params.push(query.today ?? todayIso());
      todayParam = `$${params.length}`;
    }
    return todayParam;
  };
  const delinquent = () => (query.delinquencyKept ? DELINQUENT_CONDITION(today()) : 'FALSE');
  for (const [column, text] of Object.entries(query.filters) as [RecordListColumn, string][]) {
    if (column === 'billing_status') {
      conditions.push(namesDelinquent(text) ? delinquent() : 'FALSE');
      continue;
    }
    if (column === 'life_status') {
      const statuses = policyLifeStatusesMatching(text);
      // Renewed alone compares no date: an unused parameter would have no type.
      const t = statuses.some((status) => status !== 'Renewed') ? today() : '';
      conditions.push(statuses.length === 0 ? 'FALSE' : `(${statuses.map((status) => `(${LIFE_STATUS_CONDITION[status](t)})`).join(' OR ')})`);
      continue;
    }
    const whole = wholeDayOf(column, text.trim());
    if (whole) {
      params.push(whole.day);
      conditions.push(WHOLE_DAY[column]!.bound(`$${params.length}`));
      if (whole.only) continue;
    }
    const pattern = filterPattern(text, column === 'policyamount');
    if (pattern === null) {
      conditions.push('FALSE');
      continue;
    }
    params.push(pattern);
    const condition = VALUE_FILTER[column] ?? SEARCHED_FILTER[column];
    conditions.push(condition ? condition(`$${params.length}`) : `${FILTER_EXPRESSION[column]} ILIKE $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  // NULLS LAST only where a column can be empty: on a NOT NULL column it would keep a descending sort off its index.
  const sortExpression =
    query.sort === 'life_status'
      ? lifeStatusOrder(today())
      : query.sort === 'billing_status'
        ? delinquentOrder(delinquent())
        : query.sort
          ? SORT_EXPRESSION[query.sort]
          : '';
  const order = query.sort
    ? `${sortExpression} ${direction}${NULLABLE_SORT.has(query.sort) ? ' NULLS LAST' : ''}, id ${direction}`
    : 'created_at DESC, id DESC';
  const key: ListKey = query.sort
    ? { expression: sortExpression, direction, nullsLast: NULLABLE_SORT.has(query.sort) }
    : { expression: 'created_at', direction: 'DESC', nullsLast: false };
  // Only the client and the scope: no customer, agent or filter narrows the list.
  return { params, where, order, key, wholeList: conditions.length === 2, delinquent };
}

/** A list row as its export writes it: the list's fields and the card on file (stored by its last 4). */
export type RecordExportRow = PolicyQuotationListRow & { cardnumber: string | null };

type RecordRow = Omit<PolicyQuotation, 'status'> & { status: PolicyQuotation['status'] };

export function createQuotationRepository(db: Db) {
  return {
    /** A page of a list; `delinquent`: the row's Billing Status is Delinquent today (false unless the query's delinquencyKept). */
    async list(clientId: number, query: ListQuery): Promise<{ rows: (PolicyQuotationListRow & { delinquent: boolean })[]; total: number }> {
      const { params, where, order, wholeList, delinquent } = listConditions(clientId, query);
      let paging = '';
      if (query.page !== undefined || query.pageSize !== undefined) {
        const size = query.pageSize ?? 15;
        paging = ` LIMIT ${size} OFFSET ${((query.page ?? 1) - 1) * size}`;
      }
      // The narrow copy finds the page (filters, order, paging); the records supply its fields. The
      // page comes back as one JSON value: the embedded driver decodes every field of every row in
      // JavaScript, a fifth of a list call's time at 35 rows of 23 fields.
      const from = `FROM record_list_rows WHERE ${where}`;
      const rowsSql = `SELECT coalesce(json_agg(r ORDER BY page.position), '[]')
        FROM (SELECT id, life_state, cancelled_on, ${delinquent()} AS delinquent, row_number() OVER (ORDER BY ${order}) AS position ${from} ORDER BY ${order}${paging}) AS page,
             LATERAL (SELECT ${LIST_COLUMNS}, page.life_state, to_char(page.cancelled_on, 'YYYY-MM-DD') AS cancelled_on, page.delinquent
                        FROM policy_quotations WHERE policy_quotations.id = page.id) AS r`;
      if (paging === '') {
        const { rows } = (await db.one<{ rows: (PolicyQuotationListRow & { delinquent: boolean })[] }>(`SELECT (${rowsSql}) AS rows`, params))!;
        return { rows, total: rows.length };
      }
      // A whole list's total is kept as a counter; a filtered or one customer's list is counted.
      const totalSql =
        wholeList
          ? `SELECT coalesce((SELECT total FROM record_list_totals WHERE company_id = $1 AND scope = '${query.scope}'), 0)`
          : `SELECT count(*)::int ${from}`;
      return (await db.one<{ rows: (PolicyQuotationListRow & { delinquent: boolean })[]; total: number }>(`SELECT (${rowsSql}) AS rows, (${totalSql}) AS total`, params))!;
    },

    /**
     * The whole list of `list` (same conditions, same order) a page at a time, for its export: each
     * page's ids are read from the lists' narrow copy in keyset batches (the rows after the last
     * one's sort value and id), then the page's fields by id, so every query is short however long
     * the list, and other calls are answered between pages.
     */
    async *exportPages(clientId: number, query: ListQuery, pageSize: number): AsyncGenerator<(RecordExportRow & { delinquent: boolean })[]> {
      const { params, where, order, key, delinquent } = listConditions(clientId, query);
      // Read once before the batches copy the parameters: it may add today's date to them.
      const delinquentNow = delinquent();
      const sortValue = `(${key.expression})`;
      const after = key.direction === 'ASC' ? '>' : '<';
      let last: { id: number; key: string | null } | null = null;
      for (;;) {
        const batchParams = [...params];
        const param = parameterOf(batchParams);
        // Empty sort values come last when asked (NULLS LAST) or ascending, first otherwise (PostgreSQL's default).
        const nullsAtEnd = key.nullsLast || key.direction === 'ASC';
        let keyset = '';
        if (last !== null) {
          const id = param(last.id);
          if (last.key === null) keyset = ` AND ((${sortValue} IS NULL AND id ${after} ${id})${nullsAtEnd ? '' : ` OR ${sortValue} IS NOT NULL`})`;
          else keyset = ` AND ((${sortValue}, id) ${after} (${param(last.key)}, ${id})${nullsAtEnd ? ` OR ${sortValue} IS NULL` : ''})`;
        }
        // With each id, the stored part of its policy status and whether it is delinquent today, as `list` reads them.
        const batch = await db.query<{ id: number; key: string | null; life_state: string | null; cancelled_on: string | null; delinquent: boolean }>(
          `SELECT id, ${sortValue}::text AS key, life_state, to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on, ${delinquentNow} AS delinquent
             FROM record_list_rows WHERE ${where}${keyset} ORDER BY ${order} LIMIT ${pageSize}`,
          batchParams,
        );
        if (batch.length === 0) return;
        const { rows } = (await db.one<{ rows: (RecordExportRow & { delinquent: boolean })[] }>(
          `SELECT coalesce(json_agg(r ORDER BY page.position), '[]') AS rows
             FROM unnest($2::int[], $3::text[], $4::text[], $5::boolean[]) WITH ORDINALITY AS page(id, life_state, cancelled_on, delinquent, position),
                  LATERAL (SELECT ${LIST_COLUMNS}, cardnumber, page.life_state, page.cancelled_on, page.delinquent
                             FROM policy_quotations WHERE policy_quotations.id = page.id AND company_id = $1) AS r`,
          [clientId, batch.map((row) => row.id), batch.map((row) => row.life_state), batch.map((row) => row.cancelled_on), batch.map((row) => row.delinquent)],
        ))!;
        yield rows;
        if (batch.length < pageSize) return;
        last = batch[batch.length - 1]!;
      }
    },

    /** A live record of the client (and of the agent, when one is given); null otherwise. */
    find: (clientId: number, id: number, agentId: number | null = null) =>
      db.one<RecordRow>(
        `SELECT ${RECORD_SELECT} FROM policy_quotations WHERE company_id = $1 AND id = $2 AND ${LIVE} AND ($3::integer IS NULL OR submga_id = $3)`,
        [clientId, id, agentId],
      ),

    /** Whether a carrier's file made the record (an import): its premium is the carrier's. */
    importedFromCarrier: async (id: number): Promise<boolean> =>
      (await db.one('SELECT 1 FROM bdx_file_imports WHERE quotation_id = $1 LIMIT 1', [id])) !== null,

    /**
     * The search box: records of any stage whose quotation or policy number, insured name, email or
     * phone contains the text, newest first, from the lists' copy and its trigram index; each with
     * the stored part of its policy status (withLifeStatus of the service finishes it). A text
     * written as a phone ('(301) 555-0001', '+1 301 555 0001') is looked for by its digits too, as
     * the search text holds each phone's digits (phoneSearchDigits).
     */
    async search(clientId: number, agentId: number | null, text: string, page: number, pageSize: number): Promise<{ rows: PolicyQuotationListRow[]; total: number }> {
      const params = [clientId, agentId, containsPattern(text.toLowerCase())];
      const phone = phoneSearchDigits(text);
      const byPhone = phone === null || phone === text.trim() ? '' : ` OR search_text LIKE $${params.push(containsPattern(phone))}`;
      const from = `FROM record_list_rows WHERE company_id = $1 AND ($2::integer IS NULL OR submga_id = $2)
        AND (search_text LIKE $3${byPhone})`;
      const rowsSql = `SELECT coalesce(json_agg(r ORDER BY page.position), '[]')
        FROM (SELECT id, life_state, cancelled_on, row_number() OVER (ORDER BY created_at DESC, id DESC) AS position ${from}
               ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) AS page,
             LATERAL (SELECT ${LIST_COLUMNS}, page.life_state, to_char(page.cancelled_on, 'YYYY-MM-DD') AS cancelled_on
                        FROM policy_quotations WHERE policy_quotations.id = page.id) AS r`;
      return (await db.one<{ rows: PolicyQuotationListRow[]; total: number }>(
        `SELECT (${rowsSql}) AS rows, (SELECT count(*)::int ${from}) AS total`,
        params,
      ))!;
    },

    /** Who made the record (maker-checker): its creator and everyone who saved its values (history rows of saves). */
    async makers(clientId: number, id: number): Promise<number[]> {
      const rows = await db.query<{ user_id: number }>(
        `SELECT policycreator_id AS user_id FROM policy_quotations WHERE company_id = $1 AND id = $2
         UNION SELECT changed_by_id FROM policy_quotation_history WHERE company_id = $1 AND quotation_id = $2 AND changed_by_id IS NOT NULL`,
        [clientId, id],
      );
      return rows.map((row) => row.user_id);
    },
    /** Whether maker-checker ("approver must differ") is on for the client. */
    approverMustDiffer: async (clientId: number) =>
      (await db.one<{ on: boolean }>('SELECT approver_must_differ AS on FROM client_quotation_settings WHERE client_id = $1', [clientId]))?.on ?? false,
    /** The account that created a user account (null for accounts made by the platform or the seed). */
    accountCreator: async (userId: number) =>
      (await db.one<{ created_by: number | null }>('SELECT created_by FROM users WHERE id = $1', [userId]))?.created_by ?? null,

    /**
     * Holds the line's state row until the save commits, so Product set-up cannot remove a state
     * a record is being saved with (it locks the row before counting); false when it is gone.
     */
    holdLineState: async (clientId: number, intakeId: number, stateId: number) =>
      (await db.query('SELECT 1 FROM intake_states WHERE client_id = $1 AND intake_id = $2 AND state_id = $3 FOR SHARE', [clientId, intakeId, stateId]))
        .length > 0,

    /** The next readable number of the client: the row lock queues concurrent creates. */
    async nextNumber(clientId: number): Promise<number> {
      const row = await db.one<{ last_value: number }>(
        `INSERT INTO quotation_numbers (client_id, last_value) VALUES ($1, 1)
         ON CONFLICT (client_id) DO UPDATE SET last_value = quotation_numbers.last_value + 1
         RETURNING last_value`,
        [clientId],
      );
      return row!.last_value;
    },

    insert: async (values: NewRecordValues): Promise<number> => (await insertRecords(db, [values]))[0]!,

    /**
     * A new record from another record's stored values, deleted or not (a quotation re-created as
     * an intake form, a policy's renewal quotation), written by the one insert; `changes` sets what
     * the copy does not keep. Admitted is the program's as it is now, as a save stores it. Answers
     * the new id.
     */
    async copy(clientId: number, id: number, changes: Partial<NewRecordRow>): Promise<number> {
      const column = (name: string) =>
        name === 'Admitted' ? `coalesce((SELECT p.admitted FROM intake_programs p WHERE p.id = r.program_id), r."Admitted") AS "Admitted"` : `r.${q(name)}`;
      const source = await db.one<NewRecordValues>(`SELECT ${RECORD_COLUMNS.map(column).join(', ')} FROM policy_quotations r WHERE r.company_id = $1 AND r.id = $2`, [
        clientId,
        id,
      ]);
      if (!source) throw new Error(`No record ${id} of client ${clientId} to copy`);
      return (await insertRecords(db, [{ ...source, ...changes }]))[0]!;
    },

    /**
     * Locks a live record for a save (until the transaction ends) and answers when it was last
     * saved and by whom (its latest history row); null when there is none such.
     */
    lockForSave: (clientId: number, id: number) =>
      db.one<{ updatedAt: Date | string; changed_by: string | null; saved_at: Date | string | null }>(
        `SELECT r.updated_at AS "updatedAt", h.changed_by, h.recorded_at AS saved_at
           FROM (SELECT id, updated_at FROM policy_quotations WHERE company_id = $1 AND id = $2 AND ${LIVE} FOR UPDATE) r
           LEFT JOIN LATERAL (SELECT changed_by, recorded_at FROM policy_quotation_history WHERE quotation_id = r.id ORDER BY id DESC LIMIT 1) h ON true`,
        [clientId, id],
      ),

    /** A deleted record of the client (and of the agent, when one is given): when and by whom (its latest history row); null otherwise. */
    deletion: (clientId: number, id: number, agentId: number | null = null) =>
      db.one<{ deleted_at: Date | string; deleted_by: string | null }>(
        `SELECT r.deleted_at,
                (SELECT changed_by FROM policy_quotation_history h WHERE h.quotation_id = r.id ORDER BY h.id DESC LIMIT 1) AS deleted_by
           FROM policy_quotations r
          WHERE r.company_id = $1 AND r.id = $2 AND r.deleted_at IS NOT NULL AND ($3::integer IS NULL OR r.submga_id = $3)`,
        [clientId, id, agentId],
      ),

    /** Only a record still at the quotation stage changes; null when there is none such. */
    async updateQuotation(clientId: number, id: number, values: Partial<RecordValues>): Promise<number | null> {
      const columns = UPDATABLE_COLUMNS.filter((column) => values[column] !== undefined);
      const row = await db.one<{ id: number }>(
        `UPDATE policy_quotations SET ${columns.map((column, i) => `${q(column)} = $${i + 3}`).join(', ')}, updated_at = now()
          WHERE company_id = $1 AND id = $2 AND stage = 'Quotation' AND ${LIVE} RETURNING id`,
        [clientId, id, ...columns.map((column) => jsonParam(column, values[column]))],
      );
      return row?.id ?? null;
    },

    /** Copies the record as it now stands into its history (same transaction as the change). */
    async recordHistory(clientId: number, id: number, comments: string, changedBy: string, changedById: number | null = null): Promise<void> {
      await db.query(
        `INSERT INTO policy_quotation_history (quotation_id, ${RECORD_COLUMNS.map(q).join(', ')}, created_at, updated_at, comments, changed_by, changed_by_id)
         SELECT id, ${RECORD_COLUMNS.map(q).join(', ')}, created_at, updated_at, $3, $4, $5
           FROM policy_quotations WHERE company_id = $1 AND id = $2`,
        [clientId, id, comments, changedBy, changedById],
      );
    },

    listHistory: (clientId: number, quotationId: number) =>
      db.query<PolicyQuotationHistory>(
        `SELECT ${HISTORY_SELECT} FROM policy_quotation_history WHERE company_id = $1 AND quotation_id = $2 ORDER BY id`,
        [clientId, quotationId],
      ),
    /** One history row; with an agent, only a row of that agent's record (the record as it is now decides). */
    findHistory: (clientId: number, id: number, agentId: number | null = null) =>
      db.one<PolicyQuotationHistory>(
        `SELECT ${HISTORY_SELECT} FROM policy_quotation_history h WHERE company_id = $1 AND id = $2
            AND ($3::integer IS NULL OR EXISTS (SELECT 1 FROM policy_quotations p WHERE p.id = h.quotation_id AND p.submga_id = $3))`,
        [clientId, id, agentId],
      ),

    /** The client's customers (not those of an import not yet decided); with an agent, those of its book. */
    listCustomers: (clientId: number, agentId: number | null = null) =>
      db.query<Customer>(
        `SELECT id AS customer_id, firstname, lastname, address, city, state, zipcode, phonenumber, email
           FROM customers c WHERE ${CUSTOMER_IN_BOOK} ORDER BY lastname, firstname, id`,
        [clientId, agentId],
      ),
    /** One customer as listCustomers answers it (of the client and, with an agent, of its book); null otherwise. */
    findCustomer: (clientId: number, id: number, agentId: number | null = null) =>
      db.one<Customer>(
        `SELECT id AS customer_id, firstname, lastname, address, city, state, zipcode, phonenumber, email
           FROM customers c WHERE ${CUSTOMER_IN_BOOK} AND id = $3`,
        [clientId, agentId, id],
      ),
    /** A new customer of the client from the customer fields of anything that carries them (a form's payload, an imported row). */
    async insertCustomer(clientId: number, customer: Omit<Customer, 'customer_id'>): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO customers (client_id, firstname, lastname, address, city, state, zipcode, phonenumber, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [clientId, customer.firstname, customer.lastname, customer.address, customer.city, customer.state, customer.zipcode, customer.phonenumber, customer.email],
      );
      return row!.id;
    },

    /** Whether a live record of another book than the agent's (another agent's, or the client's own) insures the customer. */
    customerOutsideBook: async (clientId: number, customerId: number, agentId: number): Promise<boolean> =>
      Boolean(
        await db.one(
          `SELECT 1 FROM policy_quotations WHERE company_id = $1 AND customer_id = $2 AND deleted_at IS NULL AND submga_id IS DISTINCT FROM $3 LIMIT 1`,
          [clientId, customerId, agentId],
        ),
      ),

    async updateCustomer(clientId: number, customerId: number, customer: Omit<Customer, 'customer_id'>): Promise<void> {
      await db.query(
        `UPDATE customers SET firstname = $3, lastname = $4, address = $5, city = $6, state = $7, zipcode = $8, phonenumber = $9, email = $10
         WHERE client_id = $1 AND id = $2 AND import_job_id IS NULL`,
        [clientId, customerId, customer.firstname, customer.lastname, customer.address, customer.city, customer.state, customer.zipcode, customer.phonenumber, customer.email],
      );
    },

    /** How far an effective date written in the portal may lie in the past and ahead (quotation settings; defaults 0 and 365 days). */
    effectiveDateWindow: async (clientId: number): Promise<EffectiveDateWindow> =>
      (await db.one<EffectiveDateWindow>(
        'SELECT effective_days_past AS "daysPast", effective_days_ahead AS "daysAhead" FROM client_quotation_settings WHERE client_id = $1',
        [clientId],
      )) ?? DEFAULT_EFFECTIVE_DATE_WINDOW,

    /** The client's short name, for the record numbers. */
    clientShortName: async (clientId: number) =>
      (await db.one<{ name: string }>(`SELECT coalesce("Client_ShortName", "Client_FullName") AS name FROM clients WHERE id = $1`, [clientId]))
        ?.name ?? 'KYB',
  };
}
export type QuotationRepository = ReturnType<typeof createQuotationRepository>;

/** JSONB columns take their value as JSON text. */
const jsonParam = (column: string, value: unknown) =>
  column === 'policydetails' || column === 'policycoverage' ? JSON.stringify(value ?? null) : (value ?? null);

/**
 * What an insert may write besides a record's values: its id when taken beforehand (an import's,
 * `takeImportIds`), the carrier's number of an imported record, the marks that hide an import's records until it is published, the times of
 * records made with a past date (the seed) and the policy a renewal quotation renews. Left out,
 * each takes the column's default.
 */
export const RECORD_INSERT_EXTRAS = ['id', 'carrier_policy_number', 'import_job_id', 'deleted_at', 'created_at', 'updated_at', 'renewal_of_id'] as const;
export type NewRecordRow = NewRecordValues & Partial<Record<(typeof RECORD_INSERT_EXTRAS)[number], unknown>>;

/** The stored type of each column of a record, read once from the catalogue (the same schema in every database). */
let recordColumnTypes: Promise<Map<string, string>> | undefined;
const columnTypes = (db: Db): Promise<Map<string, string>> => {
  recordColumnTypes ??= db
    .query<{ name: string; type: string }>(
      `SELECT attname AS name, format_type(atttypid, NULL) AS type FROM pg_attribute
        WHERE attrelid = 'policy_quotations'::regclass AND attnum > 0 AND NOT attisdropped`,
    )
    .then((rows) => new Map(rows.map((row) => [row.name, row.type])));
  recordColumnTypes.catch(() => (recordColumnTypes = undefined));
  return recordColumnTypes;
};

/**
 * New records as columns: `count` rows, each column either one value for every row (`same`) or
 * one value per row (`each`, arrays of `count`). A column in neither is null, an extra in neither
 * takes its default (RECORD_INSERT_EXTRAS).
 */
export interface NewRecordColumns {
  count: number;
  same: Partial<NewRecordRow>;
  each: Partial<Record<keyof NewRecordRow, readonly unknown[]>>;
}

/** A value as a parameter: JSONB columns as JSON text, dates as ISO text, undefined as null. */
const paramOf = (column: string, value: unknown) => (value instanceof Date ? value.toISOString() : jsonParam(column, value));

/**
 * The one insert of quotation records (a save, an import's batch, the seed): one statement for
 * any number of rows, one array per column (unnest), which PostgreSQL reads much faster than the
 * same rows as VALUES or JSON. Writes RECORD_COLUMNS and those of RECORD_INSERT_EXTRAS any row
 * carries; answers the new ids in the order of `rows`.
 */
export async function insertRecords(db: Db, rows: readonly NewRecordRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = [...RECORD_COLUMNS, ...RECORD_INSERT_EXTRAS.filter((column) => rows.some((row) => row[column] !== undefined))];
  const each: NewRecordColumns['each'] = {};
  for (const column of columns) each[column] = rows.map((row) => (row as Record<string, unknown>)[column]);
  return insertRecordColumns(db, { count: rows.length, same: {}, each });
}

/**
 * Inserts records given as columns (`NewRecordColumns`): a value shared by every row is one
 * parameter, not an array of the same value (an import's batch shares most of its columns: the
 * API's thread builds, and the server reads, only the columns that differ). Answers the new ids
 * in the order of the rows.
 */
export async function insertRecordColumns(db: Db, batch: NewRecordColumns): Promise<number[]> {
  if (batch.count === 0) return [];
  const params: unknown[] = [];
  const inserted = await db.query<{ id: number }>(`${recordInsertSql(await columnTypes(db), batch, parameterOf(params))} RETURNING id`, params);
  // Serial ids are taken in the order the rows are inserted, the order of the arrays.
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

/** The INSERT of records given as columns (`insertRecordColumns`), its values taken as parameters by `param`. */
function recordInsertSql(types: Map<string, string>, batch: NewRecordColumns, param: Parameter): string {
  const given = (column: string) => column in batch.same || column in batch.each;
  const columns = [...RECORD_COLUMNS, ...RECORD_INSERT_EXTRAS.filter(given)];
  const arrays: string[] = [];
  const values = columns.map((column) => {
    const each = (batch.each as Record<string, readonly unknown[] | undefined>)[column];
    if (each) {
      if (each.length !== batch.count) throw new Error(`insertRecordColumns: ${column} has ${each.length} values for ${batch.count} rows`);
      arrays.push(`${param(each.map((value) => paramOf(column, value)))}::${types.get(column)}[]`);
      return `t.c${arrays.length}`;
    }
    return `${param(paramOf(column, (batch.same as Record<string, unknown>)[column]))}::${types.get(column)}`;
  });
  // Every column shared: the rows are counted out instead.
  const source =
    arrays.length > 0
      ? `unnest(${arrays.join(', ')}) AS t(${arrays.map((_, at) => `c${at + 1}`).join(', ')})`
      : `generate_series(1, ${Number(batch.count)}) AS t`;
  return `INSERT INTO policy_quotations (${columns.map(q).join(', ')}) SELECT ${values.join(', ')} FROM ${source}`;
}

/* ---------- A bordereau import's records: written hidden in batches, then published or removed ---------- */

/** Hands out `count` readable numbers of the client in one block (a failed import leaves a gap, never a number twice); answers the first. */
/**
 * Records carry a copy of their agent's code and name (lists filter and sort on it, views and
 * documents show it): an agent's update keeps it in step, in its transaction, so one agent has
 * one name. The record lists' copy (record_list_rows) follows by its triggers; each record's
 * history keeps the name it was saved under.
 */
export async function renameAgentOnRecords(db: Db, agent: { company_id: number; id: number; agentcode: string; agentname: string }): Promise<void> {
  await db.query(
    `UPDATE policy_quotations SET submga_code = $3, submga_name = $4
      WHERE company_id = $1 AND submga_id = $2 AND (submga_code IS DISTINCT FROM $3 OR submga_name IS DISTINCT FROM $4)`,
    [agent.company_id, agent.id, agent.agentcode, agent.agentname],
  );
}

export async function reserveRecordNumbers(db: Db, clientId: number, count: number): Promise<number> {
  const reserved = await db.one<{ last_value: number }>(
    `INSERT INTO quotation_numbers (client_id, last_value) VALUES ($1, $2)
     ON CONFLICT (client_id) DO UPDATE SET last_value = quotation_numbers.last_value + $2 RETURNING last_value`,
    [clientId, count],
  );
  return reserved!.last_value - count + 1;
}

/** Takes `count` new ids of customers and of records from their tables' sequences, in one statement; each list ascending. */
export async function takeImportIds(db: Db, count: number): Promise<{ customerIds: number[]; recordIds: number[] }> {
  const rows = await db.query<{ c: number; q: number }>(
    `SELECT nextval('customers_id_seq')::int AS c, nextval('policy_quotations_id_seq')::int AS q FROM generate_series(1, $1)`,
    [count],
  );
  return { customerIds: rows.map((row) => row.c).sort((a, b) => a - b), recordIds: rows.map((row) => row.q).sort((a, b) => a - b) };
}

/** A batch of an import's rows: each row a new customer and a new record, both with ids taken beforehand (`takeImportIds`). */
export interface ImportBatch {
  clientId: number;
  /** The running import whose records and customers these are, hidden until published; null: live. */
  jobId: number | null;
  customers: readonly Omit<Customer, 'customer_id'>[];
  customerIds: readonly number[];
  /** With their ids (`each.id`) and customers' ids. */
  records: NewRecordColumns;
  /** The comment and author of the records' first history rows. */
  history: { comments: string; changedBy: string };
}

const IMPORTED_CUSTOMER_FIELDS = ['firstname', 'lastname', 'address', 'city', 'state', 'zipcode', 'phonenumber', 'email'] as const;

/**
 * An import's batch as one statement: its customers, its records, their first history rows
 * (copied from the records as inserted) and `linked`, a further insert of the caller's built with
 * the same `param`. One writer for both ways of importing (live, or hidden until published), and
 * the history is taken from the rows as inserted rather than read again (measured no faster than
 * four statements: the server was not waiting for the API's thread between them).
 *
 * Its arrays are turned into text here, one at a time with a turn of the event loop between them,
 * so the driver only copies strings when the statement is sent: turned into text by the driver at
 * once, a 500-row batch's arrays held the API's thread 10-20 ms, and a light call arriving then waited
 * as long. Made while the batch before is written, the statement is then sent at once.
 */
export async function prepareImportBatch(db: Db, batch: ImportBatch, linked?: (param: Parameter) => string): Promise<PreparedStatement> {
  const types = await columnTypes(db);
  const params: unknown[] = [];
  const param = parameterOf(params);
  const customerValues = IMPORTED_CUSTOMER_FIELDS.map((field) => `${param(batch.customers.map((customer) => customer[field]))}::text[]`);
  const columns = RECORD_COLUMNS.map(q).join(', ');
  const sql = `WITH new_customers AS (
       INSERT INTO customers (id, client_id, import_job_id, ${IMPORTED_CUSTOMER_FIELDS.join(', ')})
       SELECT t.id, ${param(batch.clientId)}::integer, ${param(batch.jobId)}::integer, ${IMPORTED_CUSTOMER_FIELDS.map((field) => `t.${field}`).join(', ')}
         FROM unnest(${param(batch.customerIds)}::integer[], ${customerValues.join(', ')}) AS t(id, ${IMPORTED_CUSTOMER_FIELDS.join(', ')})
     ), new_records AS (
       ${recordInsertSql(types, batch.records, param)} RETURNING id, ${columns}, created_at, updated_at
     ), first_history AS (
       INSERT INTO policy_quotation_history (quotation_id, ${columns}, created_at, updated_at, comments, changed_by)
       SELECT id, ${columns}, created_at, updated_at, ${param(batch.history.comments)}, ${param(batch.history.changedBy)} FROM new_records ORDER BY id
     )
     ${linked ? linked(param) : 'SELECT 1'}`;
  for (let at = 0; at < params.length; at += 1) {
    const value = params[at];
    if (!Array.isArray(value)) continue;
    params[at] = arrayLiteral(value);
    await nextTurn();
  }
  return { sql, params };
}

/** A statement ready to send: `db.query(sql, params)`. */
export interface PreparedStatement {
  sql: string;
  params: unknown[];
}

/**
 * Merges the pending entries of the lists' copy's trigram indexes into the indexes (migration 392):
 * after an import, so searches of the lists stop reading its entries one by one. Answers the
 * pending pages merged.
 */
export async function mergeRecordListPending(db: Db): Promise<number> {
  const merged = await db.one<{ pages: number }>(
    `SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid::regclass)), 0)::int AS pages
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'record_list_rows'::regclass AND a.amname = 'gin'`,
  );
  return merged!.pages;
}

/**
 * Leaves the lists' totals of this transaction's record writes uncounted until `countRecordListTotals`
 * (migration 330): a long transaction then holds the client's totals rows only at its end.
 */
export async function deferRecordListTotals(db: Db): Promise<void> {
  await db.query(`SELECT set_config('kyubos.list_totals_later', 'on', true)`);
}

/** Adds records written with their totals deferred to the lists' totals (in one statement), and counts every write again from here on. */
export async function countRecordListTotals(db: Db, ids: readonly number[]): Promise<void> {
  await db.query(`SELECT set_config('kyubos.list_totals_later', 'off', true)`);
  // In (company_id, scope) order, 'all' first, as the trigger's upsert (migration 150).
  await db.query(
    `WITH changes AS (
       SELECT company_id, scope, count(*)::integer AS change
         FROM policy_quotations, unnest(record_list_scopes(quotation, stage, deleted_at)) AS scope
        WHERE id = ANY($1::integer[]) GROUP BY company_id, scope
     )
     INSERT INTO record_list_totals AS t (company_id, scope, total)
     SELECT company_id, scope, change FROM changes ORDER BY company_id, scope
     ON CONFLICT (company_id, scope) DO UPDATE SET total = t.total + excluded.total`,
    [ids],
  );
}

/** Makes some of an import's records, and their customers, visible (all of them without `ids`). */
export async function publishImportedRecords(db: Db, jobId: number, ids?: readonly number[]): Promise<void> {
  if (ids === undefined) {
    await db.query('UPDATE customers SET import_job_id = NULL WHERE import_job_id = $1', [jobId]);
    await db.query('UPDATE policy_quotations SET deleted_at = NULL, import_job_id = NULL WHERE import_job_id = $1', [jobId]);
    return;
  }
  await db.query(
    `UPDATE customers SET import_job_id = NULL
      WHERE id IN (SELECT customer_id FROM policy_quotations WHERE id = ANY($2::integer[])) AND import_job_id + 0 = $1`,
    [jobId, ids],
  );
  // By key only (`+ 0` keeps the planner off the job's index, which would read every hidden record for each batch).
  await db.query('UPDATE policy_quotations SET deleted_at = NULL, import_job_id = NULL WHERE id = ANY($2::integer[]) AND import_job_id + 0 = $1', [jobId, ids]);
}

/** Removes the hidden records of an import not decided (with their history, by cascade, and their customers). */
export async function removeImportedRecords(db: Db, jobId: number): Promise<void> {
  await db.query('DELETE FROM policy_quotations WHERE import_job_id = $1', [jobId]);
  await db.query(
    'DELETE FROM customers c WHERE c.import_job_id = $1 AND NOT EXISTS (SELECT 1 FROM policy_quotations q WHERE q.customer_id = c.id)',
    [jobId],
  );
}
