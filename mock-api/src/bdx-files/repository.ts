import type {
  AdminBdxFile,
  BdxFileListColumn,
  BdxFileRowProblem,
  BdxImportedRecord,
  BdxImportedRecordListColumn,
  BdxMappedRows,
  BrdxListItem,
  RecordListColumn,
} from '@kyubos/contracts';
import type { Db } from '../db/db';
import { filterPattern } from '../db/list-filter';
import { listConditions } from '../quotations/repository';
import { BDX_ROW_PAGE, type BdxParseResult } from './parse';

export type BdxDirection = 'inbound' | 'outbound';

/** Which files a caller may reach: one client and, for the carrier portal, one carrier of its directory. */
export interface BdxScope {
  clientId: number;
  careerId: number;
}

/** A stored file with what the download and removal need. */
export interface BdxFileRecord extends BrdxListItem {
  direction: BdxDirection;
  stored_name: string;
  mime_type: string;
}

export interface NewBdxFile {
  client_id: number;
  client_name: string;
  career_id: number;
  career_name: string;
  direction: BdxDirection;
  sender_name: string;
  sender_id: string;
  reciver_name: string | null;
  period: string;
  control_value: string;
  intake_id: number | null;
  intake_name: string | null;
  sublob: string | null;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: number | null;
  source?: 'upload' | 'export';
  content_sha256?: string;
  created_by?: number;
  /** Premium (the default) or claims. */
  kind?: 'premium' | 'claims';
  /** Set for files that reach the carrier at once (seeded history). */
  sent_at?: string | null;
}

/** A file of the admin area with what the download and the checks need. */
export interface AdminBdxFileRecord extends AdminBdxFile {
  client_id: number;
  stored_name: string;
  mime_type: string;
  columns: string[] | null;
  problems: BdxFileRowProblem[] | null;
}

/** The admin lists: which of the client's files each one shows. */
export type AdminBdxList = 'created' | 'review' | 'send' | 'history' | 'inbound' | 'export' | 'imported';
const ADMIN_LIST_WHERE: Record<AdminBdxList, string> = {
  created: `direction = 'inbound'`,
  review: `direction = 'inbound' AND approved = '0' AND sent_at IS NULL`,
  send: `direction = 'inbound' AND approved = '1' AND sent_at IS NULL`,
  history: 'true',
  inbound: `direction = 'outbound'`,
  export: `direction = 'inbound' AND source = 'export'`,
  imported: `direction = 'outbound' AND imported = '1'`,
};

/**
 * The admin lists' header filters match the text as the tables show it: Date & Time as the record
 * lists show a timestamp (list_timestamp_text, UTC), Period as MM/YYYY (formatPeriod), Status as
 * bdxAdminStatus reads the flags, Kind as BDX_KIND_LABEL names it; each sorts by the same expression, unless ADMIN_SORT names another, then id.
 */
const ADMIN_STATUS = `CASE WHEN imported = '1' THEN 'Completed' WHEN sent_at IS NOT NULL THEN 'Sent' WHEN approved = '1' THEN 'Approved'
  WHEN processed = '1' THEN 'Processed' ELSE 'Received' END`;
const PERIOD_DIGITS = `left(regexp_replace(coalesce(period, ''), '[^0-9]', '', 'g'), 6)`;
const ADMIN_FILTER: Record<BdxFileListColumn, string> = {
  createdAt: 'list_timestamp_text(created_at)',
  career_name: 'career_name',
  sender_name: 'sender_name',
  sender_id: 'sender_id::text',
  period: `CASE WHEN length(${PERIOD_DIGITS}) > 2 THEN left(${PERIOD_DIGITS}, 2) || '/' || substr(${PERIOD_DIGITS}, 3) ELSE ${PERIOD_DIGITS} END`,
  file_name: 'file_name',
  control_value: 'control_value::text',
  status: ADMIN_STATUS,
  kind: `CASE WHEN kind = 'claims' THEN 'Claims' ELSE 'Premium' END`,
};
/**
 * Dates, money and periods sort by what they are, not by their text: the stored amount (qualified,
 * as ORDER BY would take the bare name for the list's text column of the same name), the period
 * (stored MMYYYY) as YYYYMM.
 */
const ADMIN_SORT: Record<BdxFileListColumn, string> = {
  ...ADMIN_FILTER,
  createdAt: 'created_at',
  control_value: 'bdx_files.control_value',
  period: `substr(${PERIOD_DIGITS}, 3) || left(${PERIOD_DIGITS}, 2)`,
};

/** The money columns of the file lists, matched as amounts (amountPattern). */
const AMOUNT_COLUMNS: ReadonlySet<string> = new Set<BdxFileListColumn | BdxImportedRecordListColumn>(['control_value', 'policyamount']);
/** A list's header filters as conditions (case-insensitive contains on each column's expression, amounts as the screen shows them), their texts added to `params`. */
function filterConditions<K extends string>(filters: Partial<Record<K, string>> | undefined, expressions: Record<K, string>, params: unknown[]): string[] {
  return (Object.entries(filters ?? {}) as [K, string][]).map(([column, text]) => {
    const pattern = filterPattern(text, AMOUNT_COLUMNS.has(column));
    if (pattern === null) return 'FALSE';
    params.push(pattern);
    return `(${expressions[column]}) ILIKE $${params.length}`;
  });
}

/** Header filters, sort and page of an admin file list; without a page, the whole list. */
export interface AdminListQuery {
  filters?: Partial<Record<BdxFileListColumn, string>>;
  sort?: BdxFileListColumn;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const ADMIN_ITEM = `id, ${iso('created_at')} AS "createdAt", period, file_name, control_value::text AS control_value,
  career_id, career_name, sender_name, sender_id, intake_id, intake_name, sublob, imported, approved, processed,
  ${iso('processed_date')} AS processed_date, ${iso('approved_date')} AS approved_date, ${iso('imported_date')} AS imported_date,
  direction, source, ${iso('sent_at')} AS sent_at, parse_status, parse_error, row_count, computed_total::text AS computed_total,
  problem_count, approve_note, import_note, delivered_to, import_count, kind`;

/** A carrier sees a file the client made only once it was sent. */
const VISIBLE_TO_CARRIER = `(direction = 'outbound' OR sent_at IS NOT NULL)`;

const LIST_ITEM = `id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  sender_name, sender_id, period, file_name, control_value::text AS control_value,
  imported, approved, processed, importedview, kind`;

/**
 * A file as its carrier is shown it. A file the client made in the admin area (its maker recorded in
 * created_by) stores the maker's name as sender id: the carrier sees the sender instead, the client
 * by its code ('SSM'). Its status is spec 4's portal reading of the flags (Approved once approved).
 */
const MADE_IN_ADMIN = 'created_by IS NOT NULL';
const CLIENT_SENDER_CODE = `(SELECT coalesce(nullif("Client_Cd", ''), "Client_PointingId") FROM clients WHERE clients.id = bdx_files.client_id)`;
const CARRIER_ITEM = `id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  sender_name, CASE WHEN ${MADE_IN_ADMIN} THEN ${CLIENT_SENDER_CODE} ELSE sender_id END AS sender_id,
  period, file_name, control_value::text AS control_value, imported, approved, processed, importedview, kind`;

/**
 * The records imports made for client $1 (optionally only file $2): imports
 * still being written or undone are not listed. A listed record's file is marked imported (its
 * imported_date set) before its records are published: saying so keeps the files never imported,
 * first in the newest-first order (NULLS FIRST), from being joined one by one with every import row
 * before the first page's (at 25,000 import rows: the first page 715 ms with them, 510 ms without).
 */
const IMPORTED_RECORDS_FROM = `FROM bdx_file_imports i JOIN bdx_files f ON f.id = i.file_id JOIN policy_quotations q ON q.id = i.quotation_id AND q.import_job_id IS NULL
          WHERE f.client_id = $1 AND f.imported_date IS NOT NULL AND q.company_id = $1 AND ($2::integer IS NULL OR f.id = $2) AND q.deleted_at IS NULL`;
const IMPORTED_RECORDS_SELECT = `SELECT f.id AS file_id, f.file_name, f.career_name, i.row_number AS row, q.id AS quotation_id, q.intake_id, q.unique_id,
                q.firstname, q.lastname, to_char(q.policyeffectivedate, 'YYYY-MM-DD') AS policyeffectivedate,
                q.policyamount::text AS policyamount, ${iso('f.imported_date')} AS imported_date`;
/** Newest import first, each file's rows in file order. */
const IMPORTED_RECORDS_ORDER = 'f.imported_date DESC, f.id DESC, i.row_number';
/**
 * The Import Bordereau list's header filters match the text as the table shows it (Imported At as
 * the lists show a timestamp, UTC; Effective Date as MM-DD-YYYY); dates, row and premium sort by
 * what they are, then in the list's own order.
 */
const IMPORTED_RECORDS_FILTER: Record<BdxImportedRecordListColumn, string> = {
  imported_date: 'list_timestamp_text(f.imported_date)',
  file_name: 'f.file_name',
  career_name: 'f.career_name',
  row: 'i.row_number::text',
  unique_id: 'q.unique_id',
  firstname: 'q.firstname',
  lastname: 'q.lastname',
  policyeffectivedate: 'list_date_text(q.policyeffectivedate)',
  policyamount: 'q.policyamount::text',
};
const IMPORTED_RECORDS_SORT: Record<BdxImportedRecordListColumn, string> = {
  ...IMPORTED_RECORDS_FILTER,
  imported_date: 'f.imported_date',
  row: 'i.row_number',
  policyeffectivedate: 'q.policyeffectivedate',
  policyamount: 'q.policyamount',
  // Names as a reader orders them, accents and case aside (migration 422), as the record lists do.
  firstname: 'text_order_key(q.firstname)',
  lastname: 'text_order_key(q.lastname)',
};

/**
 * The header filters on the record's own columns (number, names, effective date) find their records
 * in the lists' copy first, as the record lists do (listConditions: the number and names through the
 * search box's trigram index, a whole day through the date's sorted index), in a statement of their
 * own; the list then joins those ids, as a parameter whose size the planner knows, and matches the
 * list's own expressions on their rows. Matched on every import row instead, at 25,000 imported
 * records an effective date held the embedded database 3.3 s and a last name 8-19 s; found through
 * the copy in the same statement, the planner's guess of a few rows for a common name (Smith, 2,067
 * rows) joined them with every import row in turn, 16-41 s (test/scale/import-list-scale.ts).
 */
const IMPORTED_RECORDS_IN_LIST_COPY = {
  unique_id: 'unique_id',
  firstname: 'firstname',
  lastname: 'lastname',
  policyeffectivedate: 'policyeffectivedate',
} as const satisfies Partial<Record<BdxImportedRecordListColumn, RecordListColumn>>;

/** The record list filters of `filters`' columns found through the lists' copy (IMPORTED_RECORDS_IN_LIST_COPY), or null when it names none. */
function listCopyFilters(filters: ImportedRecordsQuery['filters']): Partial<Record<RecordListColumn, string>> | null {
  const copyFilters: Partial<Record<RecordListColumn, string>> = {};
  for (const [column, copyColumn] of Object.entries(IMPORTED_RECORDS_IN_LIST_COPY) as [BdxImportedRecordListColumn, RecordListColumn][]) {
    const text = filters?.[column];
    if (text !== undefined) copyFilters[copyColumn] = text;
  }
  return Object.keys(copyFilters).length > 0 ? copyFilters : null;
}

/** Header filters, sort and page of the imported records; without a page, the whole list. */
export interface ImportedRecordsQuery {
  filters?: Partial<Record<BdxImportedRecordListColumn, string>>;
  sort?: BdxImportedRecordListColumn;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/**
 * Pages of rows a statement where a file is stored in one transaction (PostgreSQL, or a file of one
 * page): statements of 5,000 rows kept another client's search during a 9 MB upload at a p99 of
 * 48-55 ms, of 1,000 rows 64-74 ms (idle 10 ms). The embedded database writes a page a
 * transaction (store.ts), so that another client's statement waits at most for one page.
 */
const PAGES_PER_STATEMENT = 5;

/** The bordereaux file table, shared by the carrier portal and (later) the admin BDX area. */
export function createBdxFileRepository(db: Db) {
  /**
   * Pages `from` to `from + count - 1` of a read file's rows (BDX_ROW_PAGE rows each, all full but
   * the last), in one statement.
   */
  const writeRowPages = (id: number, result: BdxParseResult & { status: 'parsed' }, from: number, count = 1) =>
    db.query(
      `INSERT INTO bdx_file_rows (file_id, row_number, cells)
       SELECT $1, $2 + (p.n - 1) * $4 + e.ordinality, e.value
         FROM unnest($3::jsonb[]) WITH ORDINALITY AS p(page, n), jsonb_array_elements(p.page) WITH ORDINALITY AS e(value, ordinality)`,
      [id, from * BDX_ROW_PAGE, result.rowPages.slice(from, from + count), BDX_ROW_PAGE],
    );
  /** What reading the file gave, but its rows (saveParse, or writeRowPages beforehand), on the file's record. */
  async function recordParse(id: number, result: BdxParseResult, options: { markProcessed: boolean }): Promise<void> {
    if (result.status !== 'parsed') {
      await db.query(
        `UPDATE bdx_files SET parse_status = $2, parse_error = $3, columns = NULL, row_count = NULL,
                computed_total = NULL, problem_count = NULL, problems = NULL WHERE id = $1`,
        [id, result.status, result.status === 'failed' ? result.reason : null],
      );
      return;
    }
    await db.query(
      `UPDATE bdx_files SET parse_status = 'parsed', parse_error = NULL, columns = $2::jsonb, row_count = $3,
              computed_total = $4, problem_count = $5, problems = $6::jsonb,
              processed = CASE WHEN $7 THEN '1' ELSE processed END,
              processed_date = CASE WHEN $7 THEN COALESCE(processed_date, now()) ELSE processed_date END
        WHERE id = $1`,
      [
        id,
        JSON.stringify(result.columns),
        result.rowCount,
        (result.computedCents / 100).toFixed(2),
        result.problemCount,
        JSON.stringify(result.problems),
        options.markProcessed,
      ],
    );
  }
  return {
    /** Newest first, as the lists show them. */
    list: (scope: BdxScope, direction: BdxDirection) =>
      db.query<BrdxListItem>(
        `SELECT ${CARRIER_ITEM} FROM bdx_files
          WHERE client_id = $1 AND career_id = $2 AND direction = $3 AND ${VISIBLE_TO_CARRIER}
          ORDER BY created_at DESC, id DESC`,
        [scope.clientId, scope.careerId, direction],
      ),
    /** A file of the scope, or null when it does not exist or belongs to someone else. */
    findInScope: (scope: BdxScope, id: number) =>
      db.one<BdxFileRecord>(
        `SELECT ${CARRIER_ITEM}, direction, stored_name, mime_type FROM bdx_files
          WHERE id = $1 AND client_id = $2 AND career_id = $3 AND ${VISIBLE_TO_CARRIER}`,
        [id, scope.clientId, scope.careerId],
      ),
    /** A new file's record; `id` when one was taken beforehand (storeBdxFile). */
    async insert(file: NewBdxFile & { id?: number }): Promise<BrdxListItem> {
      const columns = Object.keys(file) as (keyof NewBdxFile)[];
      const row = await db.one<BrdxListItem>(
        `INSERT INTO bdx_files (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${LIST_ITEM}`,
        columns.map((column) => file[column]),
      );
      return row!;
    },
    /** Marks a received file imported to the carrier's main location; false when it already was. */
    async markImported(id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bdx_files SET importedview = '1', imported = '1', imported_date = now()
          WHERE id = $1 AND importedview = '0' RETURNING id`,
        [id],
      );
      return rows.length === 1;
    },

    /* ---------- Admin area: always scoped to the caller's client ---------- */

    adminList: (clientId: number, list: AdminBdxList) =>
      db.query<AdminBdxFile>(
        `SELECT ${ADMIN_ITEM} FROM bdx_files WHERE client_id = $1 AND ${ADMIN_LIST_WHERE[list]} ORDER BY created_at DESC, id DESC`,
        [clientId],
      ),
    /** One page of an admin file list with its header filters and sort, and how many files the filters keep. */
    async adminListPage(clientId: number, list: AdminBdxList, query: AdminListQuery): Promise<{ rows: AdminBdxFile[]; total: number }> {
      const params: unknown[] = [clientId];
      const conditions = ['client_id = $1', ADMIN_LIST_WHERE[list], ...filterConditions(query.filters, ADMIN_FILTER, params)];
      const where = conditions.join(' AND ');
      const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
      const order = query.sort ? `(${ADMIN_SORT[query.sort]}) ${direction} NULLS LAST, id ${direction}` : 'created_at DESC, id DESC';
      const paging = query.page !== undefined || query.pageSize !== undefined
        ? ` LIMIT ${query.pageSize ?? 10} OFFSET ${((query.page ?? 1) - 1) * (query.pageSize ?? 10)}`
        : '';
      const [rows, count] = await Promise.all([
        db.query<AdminBdxFile>(`SELECT ${ADMIN_ITEM} FROM bdx_files WHERE ${where} ORDER BY ${order}${paging}`, params),
        db.one<{ total: number }>(`SELECT count(*)::int AS total FROM bdx_files WHERE ${where}`, params),
      ]);
      return { rows, total: count!.total };
    },
    /** A file whatever its client: the caller checks the client (403 rather than a silent 404). */
    findById: (id: number) =>
      db.one<AdminBdxFileRecord>(`SELECT ${ADMIN_ITEM}, client_id, stored_name, mime_type, columns, problems FROM bdx_files WHERE id = $1`, [id]),
    /** An earlier file of the same client and carrier with the same bytes, going the same way. */
    findDuplicate: (clientId: number, careerId: number, direction: BdxDirection, sha256: string) =>
      db.one<{ id: number; file_name: string; createdAt: string }>(
        `SELECT id, file_name, ${iso('created_at')} AS "createdAt" FROM bdx_files
          WHERE client_id = $1 AND career_id = $2 AND direction = $3 AND content_sha256 = $4 ORDER BY id LIMIT 1`,
        [clientId, careerId, direction, sha256],
      ),
    /**
     * Records what reading the file gave (its rows for paging, totals, problems); a file the
     * client made is marked processed when it was read. Several statements: the caller runs it
     * in a transaction.
     */
    async saveParse(id: number, result: BdxParseResult, options: { markProcessed: boolean }) {
      await db.query('DELETE FROM bdx_file_rows WHERE file_id = $1', [id]);
      // In the caller's one transaction, on its own connection: pages a statement as PostgreSQL takes them best.
      if (result.status === 'parsed') {
        for (let page = 0; page < result.rowPages.length; page += PAGES_PER_STATEMENT) await writeRowPages(id, result, page, PAGES_PER_STATEMENT);
      }
      await recordParse(id, result, options);
    },
    writeRowPages,
    recordParse,
    async rowsPage(id: number, page: number, pageSize: number): Promise<Omit<BdxMappedRows, 'columns' | 'total'>> {
      const rows = await db.query<{ row: number; cells: string[] }>(
        `SELECT row_number AS row, cells FROM bdx_file_rows WHERE file_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3`,
        [id, (page - 1) * pageSize, pageSize],
      );
      return { rows, page, pageSize };
    },
    /** At most `limit` rows of a read file after row `after`, in order: an import reads a file by pages. */
    rowsAfter: (id: number, after: number, limit: number) =>
      db.query<{ row: number; cells: string[] }>(
        'SELECT row_number AS row, cells FROM bdx_file_rows WHERE file_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3',
        [id, after, limit],
      ),
    /** Every row of a read file, in order (the seed: its claims import, its files rebuilt). */
    allRows: (id: number) =>
      db.query<{ row: number; cells: string[] }>('SELECT row_number AS row, cells FROM bdx_file_rows WHERE file_id = $1 ORDER BY row_number', [id]),
    /** Approves a file the client made: true when it moved (guard as canApproveBdx). */
    async approve(clientId: number, id: number, userId: number, note: string | null): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bdx_files SET approved = '1', approved_date = now(), approved_by = $3, approve_note = $4
          WHERE id = $1 AND client_id = $2 AND direction = 'inbound' AND approved = '0' AND sent_at IS NULL
            AND parse_status IN ('parsed', 'unsupported') RETURNING id`,
        [id, clientId, userId, note],
      );
      return rows.length === 1;
    },
    /**
     * Removes a file of the client (its rows go with it), guard as canRemoveBdx: one it made, not
     * approved nor sent; a carrier's, not imported nor being imported. True when removed.
     */
    async removeRemovable(clientId: number, id: number): Promise<boolean> {
      const rows = await db.query(
        `DELETE FROM bdx_files WHERE id = $1 AND client_id = $2
            AND CASE WHEN direction = 'inbound' THEN approved = '0' AND sent_at IS NULL
                     ELSE imported = '0' AND NOT EXISTS (SELECT 1 FROM jobs WHERE kind = 'bdx-import' AND subject_id = $1 AND status = 'running') END
          RETURNING id`,
        [id, clientId],
      );
      return rows.length === 1;
    },
    /** Sends an approved file to its carrier: true when it moved (guard as canSendBdx). */
    async send(clientId: number, id: number, deliveredTo: string | null = null): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bdx_files SET sent_at = now(), delivered_to = $3
          WHERE id = $1 AND client_id = $2 AND direction = 'inbound' AND approved = '1' AND sent_at IS NULL RETURNING id`,
        [id, clientId, deliveredTo],
      );
      return rows.length === 1;
    },
    /** Marks a carrier's file imported into the client's book: true when it moved (guard as canImportBdx). */
    async markImportedByClient(
      clientId: number,
      id: number,
      userId: number,
      result: { count: number; problems: BdxFileRowProblem[]; note: string | null },
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bdx_files SET imported = '1', importedview = '1', imported_date = now(), imported_by = $3,
                import_count = $4, import_problems = $5::jsonb, import_note = $6
          WHERE id = $1 AND client_id = $2 AND direction = 'outbound' AND imported = '0' AND parse_status = 'parsed' RETURNING id`,
        [id, clientId, userId, result.count, JSON.stringify(result.problems), result.note],
      );
      return rows.length === 1;
    },
    recordImport: (fileId: number, rowNumber: number, quotationId: number) =>
      db.query('INSERT INTO bdx_file_imports (file_id, row_number, quotation_id) VALUES ($1, $2, $3)', [fileId, rowNumber, quotationId]),
    /**
     * The records imports made for the client (optionally one file's) that the header filters keep,
     * in the sort asked for or newest import first, each file's rows in order: one page, or without
     * a page the whole list (its export); and how many the filters keep.
     */
    async importedRecords(clientId: number, fileId: number | undefined, query: ImportedRecordsQuery = {}): Promise<{ rows: BdxImportedRecord[]; total: number }> {
      const params: unknown[] = [clientId, fileId ?? null];
      const conditions = filterConditions(query.filters, IMPORTED_RECORDS_FILTER, params);
      const copyFilters = listCopyFilters(query.filters);
      if (copyFilters) {
        const copy = listConditions(clientId, { scope: 'all', filters: copyFilters });
        const kept = await db.query<{ id: number }>(`SELECT id FROM record_list_rows WHERE ${copy.where}`, copy.params);
        if (kept.length === 0) return { rows: [], total: 0 };
        conditions.push(`q.id IN (SELECT unnest($${params.push(kept.map((row) => row.id))}::integer[]))`);
      }
      const from = [IMPORTED_RECORDS_FROM, ...conditions].join(' AND ');
      const order = query.sort
        ? `${IMPORTED_RECORDS_SORT[query.sort]} ${query.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, ${IMPORTED_RECORDS_ORDER}`
        : IMPORTED_RECORDS_ORDER;
      const paged = query.page !== undefined || query.pageSize !== undefined;
      const pageSize = query.pageSize ?? 10;
      if (!paged) {
        const rows = await db.query<BdxImportedRecord>(`${IMPORTED_RECORDS_SELECT} ${from} ORDER BY ${order}`, params);
        return { rows, total: rows.length };
      }
      const [rows, count] = await Promise.all([
        db.query<BdxImportedRecord>(`${IMPORTED_RECORDS_SELECT} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
          ...params,
          pageSize,
          ((query.page ?? 1) - 1) * pageSize,
        ]),
        db.one<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return { rows, total: count!.total };
    },
  };
}
export type BdxFileRepository = ReturnType<typeof createBdxFileRepository>;
