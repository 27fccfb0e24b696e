import { z } from 'zod';
import { idSchema, readVersionSchema } from './common';
import type { PolicyPayment } from './policy-payments';
import type { StageFlag } from './quotations';

/*
 * Bodies of the calls that move a quotation record through its stages (spec 3 §7 "Saving and
 * acting"). The acting user always comes from the token: a user_id or login_id in a body is
 * dropped; a company_id, when sent, must be the caller's own client.
 */

/** `/policyapproveuser` */
export const approveQuotationRequest = z.object({ id: idSchema });
/** `/deletepolicyquotationlist` */
export const deleteQuotationRequest = z.object({ id: idSchema, company_id: idSchema.optional() });
/** `/createqutationtointake`: the older screen sends the whole quotation; only its id counts. */
export const recreateIntakeRequest = z.object({ historyItem: z.object({ id: idSchema }, { error: 'must be the quotation' }) });
/** `/policyrevartback` */
export const revertQuotationRequest = z.object({ id: idSchema, company_id: idSchema.optional() });

export type ApproveQuotationRequest = z.input<typeof approveQuotationRequest>;
export type DeleteQuotationRequest = z.input<typeof deleteQuotationRequest>;
export type RecreateIntakeRequest = z.input<typeof recreateIntakeRequest>;
export type RevertQuotationRequest = z.input<typeof revertQuotationRequest>;

/** The answer of every stage change: what happened, and the record's flags now. */
export interface QuotationActionResponse {
  message: string;
  id: number;
  quotation: StageFlag;
  policyapproved: StageFlag;
  becomepolicy: StageFlag;
}

/** `/policyquotationpayment`: the stage answer, the policy number once issued, the balance left and the stored payment. */
export interface PolicyPaymentResponse extends QuotationActionResponse {
  policy_number: string | null;
  balance: number;
  payment: PolicyPayment;
}

/** A client's settings of the quotation work (the Setting page). */
export interface QuotationSettings {
  /** Maker-checker: the approver of a quotation must differ from its creator. */
  approver_must_differ: boolean;
  /** How many days an effective date may lie in the past (0: not before today) and ahead, for quotations written in the portal. */
  effective_days_past: number;
  effective_days_ahead: number;
  /** A short-rate cancellation returns the pro-rata premium times this factor (default 0.90). */
  short_rate_factor: number;
  /** How many days after a cancellation takes effect the policy may still be reinstated (default 30). */
  reinstatement_days: number;
  /** How many days after the notice of non-payment an unpaid policy is cancelled (default 10). */
  nonpayment_notice_days: number;
}
export interface QuotationSettingsResponse {
  settings: QuotationSettings;
  /** When they were last saved (null: never, the defaults): the Setting page sends it back with its save. */
  updatedAt: string | null;
}
/** `/updatequotationsettings`: client admins only. */
const settingDays = z.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(0, 'must be 0 or more').max(3650, 'must be at most 3650');
export const updateQuotationSettingsRequest = z.object({
  approver_must_differ: z.boolean({ error: 'must be true or false' }),
  /** Left out: kept as they are. */
  effective_days_past: settingDays.optional(),
  effective_days_ahead: settingDays.optional(),
  short_rate_factor: z.number({ error: 'must be a number' }).min(0, 'must be 0 or more').max(1, 'must be at most 1')
    .refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, 'must have at most 4 decimals').optional(),
  reinstatement_days: settingDays.optional(),
  nonpayment_notice_days: settingDays.optional(),
  /** The settings' updatedAt as the page read it (/viewquotationsettings); null when they were never saved. */
  updatedAt: readVersionSchema('settings', '/viewquotationsettings').nullable(),
});
export type UpdateQuotationSettingsRequest = z.input<typeof updateQuotationSettingsRequest>;
