/** Flags of a bordereaux file ('1' when the step was reached). */
export interface BdxFlags {
  imported: string | number | null;
  approved: string | number | null;
  processed: string | number | null;
}
export type BdxAdminStatus = 'Completed' | 'Sent' | 'Approved' | 'Processed' | 'Received';
export type BdxPortalStatus = 'Completed' | 'Approved' | 'Processed' | 'Sent';

const on = (flag: string | number | null) => String(flag) === '1';

function reachedStep(flags: BdxFlags): 'Completed' | 'Approved' | 'Processed' | null {
  if (on(flags.imported)) return 'Completed';
  if (on(flags.approved)) return 'Approved';
  if (on(flags.processed)) return 'Processed';
  return null;
}

/** Admin reading: imported, then sent (a file the client made, once sent), then approved, then processed; Received by default. */
export function bdxAdminStatus(flags: BdxFlags & { sent_at?: string | null }): BdxAdminStatus {
  if (on(flags.imported)) return 'Completed';
  if (flags.sent_at) return 'Sent';
  return reachedStep(flags) ?? 'Received';
}

/** Carrier portal reading: the same precedence, but Sent by default. */
export function bdxPortalStatus(flags: BdxFlags): BdxPortalStatus {
  return reachedStep(flags) ?? 'Sent';
}

/* ---------- Transitions of a file (the server runs the same guards as conditional updates) ---------- */

/** How the server could read a file: parsed, could not be read, or a type it has no safe reader for (XLS). */
export type BdxParseStatus = 'pending' | 'parsed' | 'failed' | 'unsupported';
/** Seen from the carrier: 'inbound' = made by the client for the carrier, 'outbound' = uploaded by the carrier. */
export type BdxDirection = 'inbound' | 'outbound';

export interface BdxFileState extends BdxFlags {
  direction: BdxDirection;
  sent_at: string | null;
  parse_status: BdxParseStatus;
}

/** A file the client made, not yet approved nor sent, that the server could read (or stores unread: XLS). */
export const canApproveBdx = (file: BdxFileState): boolean =>
  file.direction === 'inbound' && !on(file.approved) && file.sent_at === null && (file.parse_status === 'parsed' || file.parse_status === 'unsupported');

export const canSendBdx = (file: BdxFileState): boolean => file.direction === 'inbound' && on(file.approved) && file.sent_at === null;

/** A carrier's file, read, and not imported yet. */
export const canImportBdx = (file: BdxFileState): boolean =>
  file.direction === 'outbound' && !on(file.imported) && file.parse_status === 'parsed';

/**
 * A file that can be removed (with confirmation): one the client made, not approved nor sent; or a
 * carrier's, not imported yet, whatever its reading (a legacy XLS, unread, has no other way out).
 */
export const canRemoveBdx = (file: BdxFileState): boolean =>
  file.direction === 'inbound' ? !on(file.approved) && file.sent_at === null : !on(file.imported);

/** A file the carrier sent, as its portal lists it: removable until the client imports it (as canRemoveBdx; Completed files are not). */
export const carrierMayRemoveBdx = (file: Pick<BdxFlags, 'imported'>): boolean => !on(file.imported);

/** Approving needs a note when the computed total is unknown or differs from the control value. */
export function bdxTotalsAgree(file: { parse_status: BdxParseStatus; computed_total: string | null; control_value: string }): boolean {
  if (file.parse_status !== 'parsed' || file.computed_total === null) return false;
  return Math.round(Number(file.computed_total) * 100) === Math.round(Number(file.control_value) * 100);
}

/**
 * Why approving a file the client made, or importing a carrier's, needs a note: its computed total
 * is unknown or differs from its Control Value, or some rows have problems; null when none is needed.
 */
export function bdxNoteReason(file: {
  parse_status: BdxParseStatus;
  computed_total: string | null;
  control_value: string;
  problem_count: number | null;
}): 'the totals differ' | 'rows have problems' | null {
  if (!bdxTotalsAgree(file)) return 'the totals differ';
  return (file.problem_count ?? 0) > 0 ? 'rows have problems' : null;
}

export interface BdxTimelineStep {
  label: 'Received At' | 'Processed At' | 'Approve At' | 'Sent At' | 'Import At';
  at: string | null;
}

/** The history view's steps, each with its time once reached; Sent At only for files the client sends. */
export function bdxTimeline(file: {
  createdAt: string;
  direction: BdxDirection;
  processed_date: string | null;
  approved_date: string | null;
  sent_at: string | null;
  imported_date: string | null;
}): BdxTimelineStep[] {
  const steps: BdxTimelineStep[] = [
    { label: 'Received At', at: file.createdAt },
    { label: 'Processed At', at: file.processed_date },
    { label: 'Approve At', at: file.approved_date },
  ];
  if (file.direction === 'inbound') steps.push({ label: 'Sent At', at: file.sent_at });
  steps.push({ label: 'Import At', at: file.imported_date });
  return steps;
}
