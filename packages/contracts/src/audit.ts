import { z } from 'zod';
import { idSchema, isoDateSchema, pageNumber, pageSizeNumber } from './common';

/** Whose rows: admin-portal users (the client's administrators and staff) or carrier (BDX portal) users, whose ids are counted apart. */
export const AUDIT_AUDIENCES = ['admin', 'carrier'] as const;
export type AuditAudience = (typeof AUDIT_AUDIENCES)[number];

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The trail's dates read as a range: From on or before To (either may be left out). */
export const auditDatesInOrder = ({ from, to }: { from?: string; to?: string }): boolean => !from || !to || from <= to;

/**
 * /viewaudit: the audit trail, newest first, one page. Client admins read their client's rows,
 * the platform admin every client's; `entity` and `entity_id` give one record's activity. Only
 * two real days are checked for order: a day that does not exist is named as such alone.
 */
export const viewAuditRequest = z.object({
  entity: optionalText(63),
  entity_id: optionalText(64),
  user_id: idSchema.optional(),
  /** With user_id: an admin-portal user's rows or a carrier user's (their ids are counted apart). */
  audience: z.enum(AUDIT_AUDIENCES, { error: 'must be admin or carrier' }).optional(),
  call: optionalText(200),
  /** First day (inclusive) and last day (inclusive), UTC. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** The platform admin only: one client's rows. */
  client_id: idSchema.optional(),
  page: pageNumber.default(1),
  pageSize: pageSizeNumber.default(25),
}).refine(auditDatesInOrder, { path: ['from'], message: 'must be on or before to', when: ({ issues }) => issues.length === 0 });
export type ViewAuditRequest = z.input<typeof viewAuditRequest>;

/** One field's values before and after a write (null on the side where the row did not exist). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditRow {
  id: number;
  /** ISO time of the write. */
  at: string;
  client_id: number | null;
  user_id: number | null;
  user_name: string | null;
  /** 'admin' (portal users) or 'carrier' (BDX portal users); null when nobody was signed in. */
  audience: AuditAudience | null;
  login_type: number | null;
  call: string | null;
  request_id: string | null;
  /** insert, update, delete, sign-in, sign-in failed, sign-out, password reset, password reset code requested, import */
  action: string;
  /** The table written (users, policy_quotations, bdx_files...). */
  entity: string;
  entity_id: string | null;
  changes: Record<string, AuditChange>;
}

export interface ViewAuditResponse {
  rows: AuditRow[];
  total: number;
}
