import { z } from 'zod';
import { bdxControlValue, bdxPeriod, type Slab } from './bdx-portal';
import { idSchema, type Flag } from './common';

/* ---------- Bordereaux files seen from the admin area (spec 4 §2.3-§2.5, §3) ---------- */

export type BdxFileDirection = 'inbound' | 'outbound';
export type BdxFileSource = 'upload' | 'export';
export type BdxFileParseStatus = 'pending' | 'parsed' | 'failed' | 'unsupported';

/**
 * A BDX file as the admin lists show it (spec 4 §3 'BDX file'), with what the server learnt
 * from reading it. direction is seen from the carrier: 'inbound' = made by the client for the
 * carrier, 'outbound' = uploaded by the carrier for the client.
 */
export interface AdminBdxFile {
  id: number;
  createdAt: string;
  period: string;
  file_name: string;
  control_value: string;
  career_id: number;
  career_name: string;
  sender_name: string;
  sender_id: string;
  intake_id: number | null;
  intake_name: string | null;
  sublob: string | null;
  imported: Flag;
  approved: Flag;
  processed: Flag;
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
}

export interface AdminBdxListResponse {
  brdxList: AdminBdxFile[];
}

/** A faulty row: its number in the file (1 = first row after the header) and why. */
export interface BdxFileRowProblem {
  row: number;
  reason: string;
}

/** /editbrdxfileview: one page of the mapped rows, read on the server. */
export const bdxFileViewRequest = z.object({
  id: idSchema,
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(200, 'must be at most 200').default(10),
});
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

/** /reviewdbdx: approve; note required when the computed total is unknown or differs from the Control Value. */
export const approveBdxRequest = z.object({
  id: idSchema,
  client_id: idSchema.optional(),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
export type ApproveBdxRequest = z.infer<typeof approveBdxRequest>;

export interface BdxFileSavedResponse {
  message: string;
  brdx: AdminBdxFile;
}

/** The admin upload (multipart /createbrdxsamplefile): Send To carrier, Period, Control Value, LOB; the file travels as `file`. */
export const adminBdxUploadFields = z.object({
  client_id: idSchema.optional(),
  client_name: z.string().max(200).optional(),
  career_id: idSchema,
  career_name: z.string().max(200).optional(),
  sender_name: z.string().max(200).optional(),
  sender_id: z.string().max(200).optional(),
  reciver_name: z.string().max(200).optional(),
  period: bdxPeriod,
  control_value: bdxControlValue,
  intake_id: idSchema,
  intake_name: z.string().max(200).optional(),
  sublob: z.string().max(200).optional(),
});
export type AdminBdxUploadFields = z.infer<typeof adminBdxUploadFields>;

/* ---------- Slabs (admin) ---------- */

export interface AdminSlab extends Slab {
  career_name: string | null;
}
export interface ViewSlabResponse {
  slablist: AdminSlab[];
}
