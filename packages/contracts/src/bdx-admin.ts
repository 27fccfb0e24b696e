import { z } from 'zod';
import { bdxControlValue, bdxUploadFields, formIdSchema, uploadText, type BdxFileRecord, type Slab } from './bdx-portal';
import type { BdxKind } from './claims';
import { idSchema, pageNumber, pageSizeNumber } from './common';
import { clientScopedRequest } from './intake';

/* ---------- Bordereaux files seen from the admin area (spec 4 §2.3-§2.5, §3) ---------- */

export type BdxFileDirection = 'inbound' | 'outbound';
export type BdxFileSource = 'upload' | 'export';
export type BdxFileParseStatus = 'pending' | 'parsed' | 'failed' | 'unsupported';

/**
 * A BDX file as the admin lists show it (spec 4 §3 'BDX file'), with what the server learnt
 * from reading it. direction is seen from the carrier: 'inbound' = made by the client for the
 * carrier, 'outbound' = uploaded by the carrier for the client.
 */
export interface AdminBdxFile extends BdxFileRecord {
  career_id: number;
  career_name: string;
  intake_id: number | null;
  intake_name: string | null;
  sublob: string | null;
  processed_date: string | null;
  approved_date: string | null;
  imported_date: string | null;
  direction: BdxFileDirection;
  source: BdxFileSource;
  sent_at: string | null;
  parse_status: BdxFileParseStatus;
  /** Why the file could not be read, when parse_status is 'failed'. */
  parse_error: string | null;
  row_count: number | null;
  /** Sum of the premiums of the sound rows, when the file was read. */
  computed_total: string | null;
  problem_count: number | null;
  /** The note given when a file whose totals differ was approved. */
  approve_note: string | null;
  /** The note given when a carrier's file whose totals differ, or whose rows have problems, was imported. */
  import_note: string | null;
  /** Where a sent file was delivered in blob storage (`container/path`), when blob storage is used. */
  delivered_to: string | null;
  /** How many rows an import made into records (carrier files). */
  import_count: number | null;
  /** Premium or claims (of a claims file, the computed total is paid + reserve). */
  kind?: BdxKind;
}

export interface AdminBdxListResponse {
  brdxList: AdminBdxFile[];
  /** The files the list holds with its filters (all pages). */
  total: number;
}

/** The admin file lists' columns the server filters and sorts by (header boxes), as the tables show them. */
export const BDX_FILE_LIST_COLUMNS = ['createdAt', 'career_name', 'sender_name', 'sender_id', 'period', 'file_name', 'control_value', 'status', 'kind'] as const;
export type BdxFileListColumn = (typeof BDX_FILE_LIST_COLUMNS)[number];

const bdxFilterText = z.string().max(100, 'must be at most 100 characters');
/** A list's header filters by column: blank texts dropped, columns the server does not filter by refused. */
const headerFilters = <K extends string>(columns: readonly [K, ...K[]]) =>
  z
    .partialRecord(z.enum(columns), bdxFilterText.nullish())
    .optional()
    .transform(
      (filters) =>
        Object.fromEntries(Object.entries(filters ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as Partial<Record<K, string>>,
    );
/**
 * An admin file list (`/viewbrdxcreate`, `/viewbrdxreview`, ...): the client, and optionally header
 * filters (blank texts dropped, unknown columns refused), a sort and a page; without a page the
 * whole list, newest first, as spec 4 §7 answers it.
 */
export const bdxFileListRequest = clientScopedRequest.extend({
  filters: headerFilters(BDX_FILE_LIST_COLUMNS),
  sort: z.enum(BDX_FILE_LIST_COLUMNS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  page: pageNumber.optional(),
  pageSize: pageSizeNumber.optional(),
});
export type BdxFileListRequest = z.input<typeof bdxFileListRequest>;

/** A faulty row: its number in the file (1 = first row after the header) and why. */
export interface BdxFileRowProblem {
  row: number;
  reason: string;
}

/** One page of a list that can run to tens of thousands of rows: the first page of 10 unless asked otherwise. */
const onePage = z.object({
  page: pageNumber.default(1),
  pageSize: pageSizeNumber.default(10),
});

/** /editbrdxfileview: one page of the mapped rows, read on the server. */
export const bdxFileViewRequest = z.object({ id: idSchema }).extend(onePage.shape);
export type BdxFileViewRequest = z.input<typeof bdxFileViewRequest>;

export interface BdxMappedRows {
  /** The file's header row. */
  columns: string[];
  rows: { row: number; cells: string[] }[];
  page: number;
  pageSize: number;
  total: number;
}

export interface BdxFileViewResponse {
  brdxList: AdminBdxFile;
  mappedRows: BdxMappedRows;
  /** The first problems found (problem_count says how many in all). */
  problems: BdxFileRowProblem[];
  /** The call that gives the file's bytes. */
  url: string;
}

export interface BdxFileDetailResponse {
  brdxfile: AdminBdxFile;
}

/** Why a file is approved or imported although its totals differ or rows have problems. */
const bdxNote = z.string().trim().max(500, 'must be at most 500 characters').optional();

/** /reviewdbdx: approve; note required when the computed total is unknown or differs from the Control Value. */
export const approveBdxRequest = z.object({
  id: idSchema,
  client_id: idSchema.optional(),
  note: bdxNote,
});
export type ApproveBdxRequest = z.infer<typeof approveBdxRequest>;

export interface BdxFileSavedResponse {
  message: string;
  brdx: AdminBdxFile;
}

/** The admin upload (multipart /createbrdxsamplefile): Send To carrier, Period, Control Value, LOB; the file travels as `file`. */
export const adminBdxUploadFields = bdxUploadFields.extend({
  career_id: formIdSchema,
  sender_name: uploadText.optional(),
  sender_id: uploadText.optional(),
});
export type AdminBdxUploadFields = z.infer<typeof adminBdxUploadFields>;

/* ---------- Export-based create (/fileExportdata, /createfileExport) ---------- */

/** The metadata of an export: the carrier it goes to, the period and the line of business whose records it lists. */
/** Which date puts a policy transaction in a bordereau's period: the day it takes effect, or the day it was written. */
export const BDX_TRANSACTION_BASES = ['effective', 'transacted'] as const;
export type BdxTransactionBasis = (typeof BDX_TRANSACTION_BASES)[number];

export const bdxExportRequest = adminBdxUploadFields.omit({ kind: true }).extend({
  /** When left out, the total of the chosen rows. */
  control_value: bdxControlValue.optional(),
  /** The transactions listed: those effective in the period (the default) or those transacted in it. */
  basis: z.enum(BDX_TRANSACTION_BASES, { error: "must be 'effective' or 'transacted'" }).optional(),
});
export type BdxExportRequest = z.input<typeof bdxExportRequest>;

/** A record of the client's book as an export row (premium bordereau). */
export interface BdxExportRow {
  id: number;
  unique_id: string;
  policy_number: string | null;
  insured_name: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  state_name: string;
  policyamount: string;
  /** The record's coverages, by name. */
  coverages: string;
  /**
   * The policy's status right after the row's transaction was written, on that day (packages/domain
   * policyStatusWhenWritten): Pending, In force, Cancel pending, Cancelled, Expired, Renewed or Not renewing.
   */
  status: string;
  /** The carrier's own policy number of an imported record. */
  carrier_policy_number?: string | null;
  /**
   * The policy transaction of the row (a premium bordereau lists each one in the period): New
   * business, Endorsement, Cancellation, Reinstatement or Renewal; its premium is the row's.
   */
  transaction_type?: string;
  /**
   * The date the transaction takes effect (YYYY-MM-DD): an endorsement's, cancellation's or
   * reinstatement's own effective date; the policy's effective date for its issue.
   */
  transaction_effective_date?: string;
  /** The date the transaction was written (YYYY-MM-DD, UTC), whichever basis put it in the period. */
  transaction_date?: string;
  /** The row's own key (a record has a row per transaction): the record id and the transaction. */
  row_key?: string;
}
export interface BdxExportDataResponse {
  exportdata: BdxExportRow[];
}

export const BDX_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type BdxExportFormat = (typeof BDX_EXPORT_FORMATS)[number];

/** /createfileExport: the metadata and the ids of the chosen rows; the server reads the rows again itself. */
export const createBdxExportRequest = bdxExportRequest.extend({
  fileData: z
    .array(idSchema, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of record ids') })
    .min(1, 'select at least one row')
    .max(100_000, 'must be at most 100,000 rows'),
  format: z.enum(BDX_EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv'),
});
export type CreateBdxExportRequest = z.input<typeof createBdxExportRequest>;

/* ---------- Import of a carrier's file (/Importedbdximport) ---------- */

/**
 * The older call also sends the creator and the LOB's names; the server takes the creator from
 * the token and the names from the line of business, so only id and intake_id count.
 */
export const importBdxRequest = z.object({
  id: idSchema,
  client_id: idSchema.optional(),
  /** The line of business the records are made in; the file's own when left out. */
  intake_id: idSchema.optional(),
  /** The program of the records when the file has no Program column and the line offers several. */
  program_id: idSchema.optional(),
  /** Required when the file's totals differ from its Control Value or rows have problems (as on Approve). */
  note: bdxNote,
  policycreator_id: z.union([z.string(), z.number()]).optional(),
  policycreator_name: z.string().max(200).optional(),
  intake_Name: z.string().max(200).optional(),
  intake_subName: z.string().max(200).nullable().optional(),
});
export type ImportBdxRequest = z.input<typeof importBdxRequest>;

export interface BdxImportResponse {
  message: string;
  /** How many rows became records. */
  imported: number;
  /** The rows that did not, with why. */
  skipped: BdxFileRowProblem[];
  /**
   * Rows that match records already in the book (by carrier policy number, else insured, effective
   * date and LOB), or an earlier row of the same file ('Same policy as row 3'): not created again.
   */
  already_in_book?: BdxFileRowProblem[];
  brdx: AdminBdxFile;
}

/** /Importedbdximport answers 202 at once: the import runs as a job; /viewjob tells its progress and, once done, the BdxImportResponse. */
export interface BdxImportStartedResponse {
  message: string;
  job_id: number;
  job: Job<BdxImportResponse>;
}

/* ---------- Jobs (/viewjob) ---------- */

export const JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Long work run after the call answered: how far it is, and its result or why it failed. */
export interface Job<Result = unknown> {
  id: number;
  kind: string;
  status: JobStatus;
  /** Units done (rows of an import) out of total. */
  progress: number;
  total: number | null;
  result: Result | null;
  error: string | null;
}
export const viewJobRequest = z.object({ id: idSchema });
export type ViewJobRequest = z.input<typeof viewJobRequest>;

/** A record an import made, with the file and row it came from (/client_user_brdx_importfile). */
export interface BdxImportedRecord {
  file_id: number;
  file_name: string;
  career_name: string;
  row: number;
  quotation_id: number;
  intake_id: number;
  unique_id: string;
  firstname: string;
  lastname: string;
  policyeffectivedate: string;
  policyamount: string;
  imported_date: string;
}
/** Whose imported records: the client's, optionally one file's. */
export const bdxImportedRecordsScope = z.object({ client_id: idSchema, file_id: idSchema.optional() });
/** The Import Bordereau list's columns the server filters and sorts by (header boxes), as the table shows them. */
export const BDX_IMPORTED_RECORD_LIST_COLUMNS = [
  'imported_date',
  'file_name',
  'career_name',
  'row',
  'unique_id',
  'firstname',
  'lastname',
  'policyeffectivedate',
  'policyamount',
] as const;
export type BdxImportedRecordListColumn = (typeof BDX_IMPORTED_RECORD_LIST_COLUMNS)[number];
/**
 * /viewbrdximportfile: one page of the imported records (a client's imports run to tens of thousands
 * of rows), optionally with header filters (blank texts dropped, unknown columns refused) and a sort;
 * without a sort, the newest import first, each file's rows in order.
 */
export const bdxImportedRecordsRequest = bdxImportedRecordsScope.extend(onePage.shape).extend({
  filters: headerFilters(BDX_IMPORTED_RECORD_LIST_COLUMNS),
  sort: z.enum(BDX_IMPORTED_RECORD_LIST_COLUMNS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type BdxImportedRecordsRequest = z.input<typeof bdxImportedRecordsRequest>;
export interface BdxImportedRecordsResponse {
  /** The page's records, newest import first, in file order. */
  importedRecords: BdxImportedRecord[];
  page: number;
  pageSize: number;
  /** How many records in all (every page). */
  total: number;
}

/* ---------- Slabs (admin) ---------- */

export interface AdminSlab extends Slab {
  career_name: string | null;
}
export interface ViewSlabResponse {
  slablist: AdminSlab[];
}

/** Shown for a file stored unread: legacy XLS has no reader without known vulnerabilities. */
export const BDX_PREVIEW_UNAVAILABLE = 'A preview is not available for XLS files.';
