/** Flags on a policy record; the older API sends them as 0/1 numbers or '0'/'1' strings. */
export interface StageFlags {
  quotation: number | string;
  policyapproved: number | string;
  becomepolicy: number | string;
}
export type RecordStage = 'Quotation' | 'Binder' | 'Policy';

const on = (flag: number | string) => String(flag) === '1';

/** quotation=0, or approved=0 with quotation=1: Quotation; approved with becomepolicy=0: Binder; else Policy. */
export function recordStage(flags: StageFlags): RecordStage {
  if (!on(flags.quotation) || !on(flags.policyapproved)) return 'Quotation';
  return on(flags.becomepolicy) ? 'Policy' : 'Binder';
}

/** Which screen a double click opens (spec 3 §2.1): an unsent intake form is edited, the rest viewed by stage. */
export type RecordOpenTarget = 'edit' | 'quotation' | 'binder' | 'policy';
export function recordOpenTarget(flags: StageFlags): RecordOpenTarget {
  if (!on(flags.quotation)) return 'edit';
  const stage = recordStage(flags);
  return stage === 'Quotation' ? 'quotation' : stage === 'Binder' ? 'binder' : 'policy';
}
