import { z } from 'zod';
import type { LossRatioResponse } from './claims';
import { isoDateSchema, pageNumber, pageSizeNumber } from './common';

/**
 * Reports that show the business: the home dashboard's figures (POST /viewdashboard, no body)
 * and the Production Report (POST /viewproductionreport). Money is in cents (whole numbers).
 * Written premium: each issued policy's premium at issue (new business, or renewal for a
 * renewal's policy) on its effective date, and each later endorsement, cancellation or
 * reinstatement's premium change on its own effective date; so a period's total is the sum of
 * its policies' premium as they stand now when no later change falls outside it.
 */

/** One line of business's written premium in one month ('YYYY-MM'). */
export interface DashboardPremiumCell {
  month: string;
  intake_id: number;
  premiumCents: number;
}
export interface DashboardPremiumByMonth {
  /** The 12 months shown, oldest first ('YYYY-MM'), the current month last. */
  months: string[];
  /** The lines of business with premium in those months, by name. */
  lines: { intake_id: number; name: string }[];
  cells: DashboardPremiumCell[];
  /** The list the chart summarises. */
  url: string;
}
export interface DashboardFunnel {
  /** Records created from `from` to `to` (ISO dates, 90 days). */
  from: string;
  to: string;
  quotations: number;
  binders: number;
  policies: number;
  /** Conversion rates in percent, one decimal (null when nothing to convert from). */
  quotationToBinder: number | null;
  binderToPolicy: number | null;
  quotationToPolicy: number | null;
  url: string;
}
export interface DashboardBordereaux {
  /** The period counted, 'MMYYYY' as bordereaux carry it (the current month). */
  period: string;
  received: number;
  approved: number;
  sent: number;
  imported: number;
  url: string;
}
export interface DashboardRenewals {
  /** Policies ending from `from` to `to` (today and 90 days on) with no renewal yet. */
  from: string;
  to: string;
  count: number;
  premiumCents: number;
  url: string;
}
export interface DashboardCharts {
  premiumByMonth: DashboardPremiumByMonth | null;
  funnel: DashboardFunnel | null;
  bordereaux: DashboardBordereaux | null;
  renewals: DashboardRenewals | null;
  /** Loss ratio per line of business over the last 12 months (dates of loss and days earned in them). */
  lossRatio: (LossRatioResponse & { url: string }) | null;
}

/* ---------------------------------------------------------------- Production Report */

export const PRODUCTION_GROUP_KEYS = ['lob', 'program', 'state', 'agent', 'carrier', 'type'] as const;
export type ProductionGroupKey = (typeof PRODUCTION_GROUP_KEYS)[number];
export const PRODUCTION_GROUP_LABEL: Record<ProductionGroupKey, string> = {
  lob: 'Line of business',
  program: 'Program',
  state: 'State',
  agent: 'Agent',
  carrier: 'Carrier',
  type: 'Transaction type',
};
/** What a group's row shows when the records carry no value for it. */
export const PRODUCTION_NONE_LABEL: Record<ProductionGroupKey, string> = {
  lob: 'No line of business',
  program: 'No program',
  state: 'No state',
  agent: 'Direct (no agent)',
  carrier: 'No carrier',
  type: 'No type',
};

const groupKey = z.enum(PRODUCTION_GROUP_KEYS, { error: `must be one of ${PRODUCTION_GROUP_KEYS.join(', ')}` });

const period = {
  from: isoDateSchema,
  to: isoDateSchema,
  groupBy: z
    .array(groupKey, { error: 'must be a list' })
    .max(PRODUCTION_GROUP_KEYS.length, `must have at most ${PRODUCTION_GROUP_KEYS.length} groups`)
    .refine((keys) => new Set(keys).size === keys.length, 'must not repeat a group')
    .default([]),
};
/** A report's period: `to` on or after `from`, at most 10 years apart. */
export const withinOneSpan = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  else if (Date.parse(value.to) - Date.parse(value.from) > 3660 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be at most 10 years after from' });
};

/** `/viewproductionreport`: the period (inclusive ISO dates) and the groups, in order. */
export const productionReportRequest = z.object(period).superRefine(withinOneSpan);
export type ProductionReportRequest = z.input<typeof productionReportRequest>;

/** A group's value on a row: the id to filter by (null: records without one) and its name. */
export interface ProductionGroupValue {
  id: number | string | null;
  name: string;
}
export interface ProductionReportRow {
  groups: Partial<Record<ProductionGroupKey, ProductionGroupValue>>;
  premiumCents: number;
  /** Transactions written (a policy's issue, each endorsement, cancellation, reinstatement). */
  count: number;
  /** Distinct policies. */
  policies: number;
}
export interface ProductionReportResponse {
  from: string;
  to: string;
  groupBy: ProductionGroupKey[];
  rows: ProductionReportRow[];
  totals: { premiumCents: number; count: number; policies: number };
  /** Incurred / earned premium of the period per program and per line of business; null for a caller who may not open Loss Runs. */
  lossRatio: { program: LossRatioResponse; lob: LossRatioResponse } | null;
}

/** `/viewproductionrecords`: the drill-down, the transactions behind one row (its groups' ids), paged. */
export const productionRecordsRequest = z
  .object({
    from: period.from,
    to: period.to,
    where: z
      .object(
        Object.fromEntries(PRODUCTION_GROUP_KEYS.map((key) => [key, z.union([z.number(), z.string().max(100), z.null()], { error: 'must be an id or null' }).optional()])) as Record<
          ProductionGroupKey,
          z.ZodOptional<z.ZodUnion<[z.ZodNumber, z.ZodString, z.ZodNull]>>
        >,
        { error: 'must be an object' },
      )
      .strict()
      .default({}),
    page: pageNumber.optional(),
    pageSize: pageSizeNumber.optional(),
  })
  .superRefine(withinOneSpan);
export type ProductionRecordsRequest = z.input<typeof productionRecordsRequest>;
export interface ProductionRecordRow {
  /** The record (policy) the transaction belongs to. */
  id: number;
  intake_id: number;
  policy_number: string | null;
  unique_id: string;
  firstname: string;
  lastname: string;
  type: string;
  effectivedate: string;
  premiumCents: number;
}
export interface ProductionRecordsResponse {
  records: ProductionRecordRow[];
  total: number;
  premiumCents: number;
}
