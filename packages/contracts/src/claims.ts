import { z } from 'zod';
import { idBody, isoDateSchema } from './common';
import { BDX_KINDS } from './constants';

export { BDX_KINDS, type BdxKind } from './constants';

/** Claims bordereaux, claims, Loss Runs and loss ratios. Money answered as text with two decimals. */

export const bdxKind = z.enum(BDX_KINDS, { error: 'must be premium or claims' });

export const CLAIM_STATUSES = ['open', 'closed', 'reopened'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A reporting period, both ends included. */
const period = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((value) => value.to >= value.from, { path: ['to'], message: 'must not be before from' });

/** `/viewlossrun` and `/lossrundocument`: the claims with a date of loss in the period, of one policy, of one insured, or of the book. */
export const lossRunRequest = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** The policy's number (ours or the carrier's), exactly. */
    policy_number: optionalText(100),
    /** Part of the insured's name (first and last name), any case. */
    insured: optionalText(200),
  })
  .refine((value) => value.to >= value.from, { path: ['to'], message: 'must not be before from' });
export type LossRunRequest = z.input<typeof lossRunRequest>;

export interface LossRunClaim {
  id: number;
  claim_number: string;
  quotation_id: number;
  policy_number: string;
  insured: string;
  lob: string;
  program: string;
  date_of_loss: string;
  date_reported: string | null;
  status: ClaimStatus;
  paid: string;
  reserve: string;
  recovery: string;
  /** paid + reserve − recovery */
  incurred: string;
}
export interface LossRunTotals {
  claims: number;
  paid: string;
  reserve: string;
  recovery: string;
  incurred: string;
}
export interface LossRunResponse {
  from: string;
  to: string;
  claims: LossRunClaim[];
  totals: LossRunTotals;
}

/** `/viewclaim`: one claim, its latest figures and every bordereau's figures, oldest first. */
export const viewClaimRequest = idBody;
export interface ClaimMovement {
  id: number;
  file_id: number;
  file_name: string;
  /** The carrier that sent the bordereau, as its file names it. */
  carrier_name: string;
  row_number: number;
  as_of: string;
  status: ClaimStatus;
  paid: string;
  reserve: string;
  recovery: string;
  incurred: string;
  applied: boolean;
  created_at: string;
}
export interface ViewClaimResponse {
  claim: LossRunClaim & { as_of: string };
  movements: ClaimMovement[];
}

export const LOSS_RATIO_GROUPS = ['program', 'lob'] as const;
export type LossRatioGroup = (typeof LOSS_RATIO_GROUPS)[number];

/** `/viewlossratio`: earned premium, incurred and loss ratio over a period, per program or per line of business. */
export const lossRatioRequest = period.and(
  z.object({ group_by: z.enum(LOSS_RATIO_GROUPS, { error: 'must be program or lob' }).default('program') }),
);
export type LossRatioRequest = z.input<typeof lossRatioRequest>;
export interface LossRatioFigures {
  earned_premium: string;
  incurred: string;
  /** incurred / earned premium to four decimals (0.5 = 50%); null when nothing was earned. */
  loss_ratio: number | null;
}
export interface LossRatioRow extends LossRatioFigures {
  /** The program's name (group_by program) or the line of business's (group_by lob). */
  program?: string;
  lob?: string;
}
export interface LossRatioResponse {
  from: string;
  to: string;
  group_by: LossRatioGroup;
  rows: LossRatioRow[];
  totals: LossRatioFigures;
}
