/** Flags of a bordereaux file ('1' when the step was reached). */
export interface BdxFlags {
  imported: string | number | null;
  approved: string | number | null;
  processed: string | number | null;
}
export type BdxAdminStatus = 'Completed' | 'Approved' | 'Processed' | 'Received';
export type BdxPortalStatus = 'Completed' | 'Approved' | 'Processed' | 'Sent';

const on = (flag: string | number | null) => String(flag) === '1';

function reachedStep(flags: BdxFlags): 'Completed' | 'Approved' | 'Processed' | null {
  if (on(flags.imported)) return 'Completed';
  if (on(flags.approved)) return 'Approved';
  if (on(flags.processed)) return 'Processed';
  return null;
}

/** Admin reading: imported, then approved, then processed; Received by default. */
export function bdxAdminStatus(flags: BdxFlags): BdxAdminStatus {
  return reachedStep(flags) ?? 'Received';
}

/** Carrier portal reading: the same precedence, but Sent by default. */
export function bdxPortalStatus(flags: BdxFlags): BdxPortalStatus {
  return reachedStep(flags) ?? 'Sent';
}
