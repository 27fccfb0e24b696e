import { z } from 'zod';

/** Durations offered for the policy and payment schedules (spec 3 §9), as stored. */
export const POLICY_DURATIONS = ['1month', '4months', '6months', '1year'] as const;
export const policyDurationSchema = z.enum(POLICY_DURATIONS, {
  error: `must be one of ${POLICY_DURATIONS.join(', ')}`,
});
export type PolicyDuration = z.infer<typeof policyDurationSchema>;

/** One term of the 12-term payment schedule (spec 3 §3 "Schedule entry"). */
export interface ScheduleEntry {
  /** 1 to 12. */
  term: number;
  /** 'YYYY-MM-DD'. */
  startDate: string;
  /** 'YYYY-MM-DD': the end of the term and the start of the next one. */
  renewalDate: string;
  status: 'Active' | 'Schedule';
  /** 'YYYY-MM-DD', 15 days before the renewal date; '' for the first term. */
  duedate: string;
}

/** The units a payment (or quotation) grace period is counted in. */
export const GRACE_PERIOD_UNITS = ['day', 'week', 'month'] as const;
export type GracePeriodUnit = (typeof GRACE_PERIOD_UNITS)[number];
/** A grace period: a whole number of days, weeks or calendar months. */
export interface GracePeriod {
  count: number;
  unit: GracePeriodUnit;
}
/** The longest grace period in each unit: a year. */
export const GRACE_PERIOD_MAX: Record<GracePeriodUnit, number> = { day: 365, week: 52, month: 12 };

/** What a grace period field takes, as the form's hint says it. */
export const GRACE_PERIOD_HINT = 'A number of days, weeks or months: 30, 30 days, 2 weeks or 1 month (at most a year).';
/** The same rule as the form's field error and the server's 400 say it ('Invalid paymentgraceperiod: must be ...'). */
export const GRACE_PERIOD_RULE = 'must be a number of days, weeks or months: 30, 30 days, 2 weeks or 1 month (at most a year)';

const GRACE_PERIOD_PATTERN = /^(\d{1,3})(?:\s*(day|week|month)s?)?$/i;

/**
 * A grace period from its text: a whole number with an optional unit, days when none is written
 * ('30', '30 days', '1 day', '2 weeks', '1 Month'; any case, spaces around); null for any other
 * text or more than a year. Blank text is no grace period (null too: see `gracePeriodSchema`).
 */
export function parseGracePeriod(text: string | null | undefined): GracePeriod | null {
  const match = GRACE_PERIOD_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  const count = Number(match[1]);
  const unit = (match[2]?.toLowerCase() ?? 'day') as GracePeriodUnit;
  return count <= GRACE_PERIOD_MAX[unit] ? { count, unit } : null;
}

/** A grace period as stored and shown: '30 days', '1 week', '1 month'. */
export const formatGracePeriod = ({ count, unit }: GracePeriod): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A grace period field of the policy payload (paymentgraceperiod, policyquotation_graceperiod):
 * blank or absent is none (null); any other text must parse, and is stored in the one form
 * formatGracePeriod writes ('30' is stored '30 days').
 */
export const gracePeriodSchema = z
  .string({ error: GRACE_PERIOD_RULE })
  .nullish()
  .transform((text, ctx) => {
    if (text == null || text.trim() === '') return null;
    const period = parseGracePeriod(text);
    if (period) return formatGracePeriod(period);
    ctx.addIssue({ code: 'custom', message: GRACE_PERIOD_RULE });
    return z.NEVER;
  });
