import type { RecordListScope } from '@kyubos/contracts';

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

/** The number a record is known by: a policy by its policy number once issued, the rest by their quotation number. */
export function recordNumberOf(record: StageFlags & { unique_id: string; policy_number?: string | null }): string {
  return recordStage(record) === 'Policy' && record.policy_number ? record.policy_number : record.unique_id;
}

/** The screens a record opens on (spec 3 §2.1), as the quotations area routes them. */
export const RECORD_SCREEN_PATHS: Record<RecordOpenTarget, string> = {
  edit: '/edit_intakeform_user_admin_policy',
  quotation: '/user_admin_view_policy_quotation',
  binder: '/user_admin_view_binder_policies',
  policy: '/user_admin_view_policies',
};

/** Where a record opens by its stage: an unsent intake form in its edit form, the rest in their stage's view. */
export function recordScreenHref(record: StageFlags & { id: number; intake_id: number }): string {
  return `${RECORD_SCREEN_PATHS[recordOpenTarget(record)]}/${record.id}/${record.intake_id}`;
}

/**
 * Where a record opens from a list that does not carry its stage (a bordereau's imported rows):
 * its quotation view, which goes on to the screen of the stage the record is at.
 */
export function recordHrefAnyStage(record: { id: number; intake_id: number }): string {
  return `${RECORD_SCREEN_PATHS.quotation}/${record.id}/${record.intake_id}`;
}

/**
 * The record lists whose rows can be policies (the full list and the policy list) show each
 * policy's Policy Status and Billing Status after Status; their exports carry the same columns.
 */
export const showsPolicyStatusColumns = (scope: RecordListScope): boolean => scope === 'all' || scope === 'policies';
/** Those two columns' headers, on the lists and in their exports alike. */
export const POLICY_STATUS_HEADERS = { life_status: 'Policy Status', billing_status: 'Billing Status' } as const;
