import type { PolicyDuration, ScheduleEntry } from '@kyubos/contracts';
import { formatIsoDate } from './format';

/** Labels of the durations in selects and read-only views (spec 3 §9). */
export const POLICY_DURATION_LABEL: Record<PolicyDuration, string> = {
  '1month': '1 Month',
  '4months': '4 Months',
  '6months': '6 Months',
  '1year': '1 Year',
};

/** A duration as read-only views show it: its label ('1month' -> '1 Month'); any other text as it is, none blank. */
export const policyDurationLabel = (value: string | null | undefined): string =>
  value && value in POLICY_DURATION_LABEL ? POLICY_DURATION_LABEL[value as PolicyDuration] : (value ?? '');

const DURATION_MONTHS: Record<PolicyDuration, number> = { '1month': 1, '4months': 4, '6months': 6, '1year': 12 };

export const SCHEDULE_TERMS = 12;
export const DUE_DAYS_BEFORE_RENEWAL = 15;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written 'YYYY-MM-DD' (2025-02-29 is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parseIsoDate(text: string): { year: number; month: number; day: number } {
  if (!isIsoDate(text)) throw new RangeError(`Not a date (YYYY-MM-DD): ${text}`);
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoFromUtc = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;

/**
 * Calendar months later; a day that the target month lacks becomes its last day
 * (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */
export function addMonths(isoDate: string, months: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)), 2)}`;
}

export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  return isoFromUtc(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The date `times` durations after `isoDate` (the policy end date is one duration after the effective date). */
export function addPolicyDuration(isoDate: string, duration: PolicyDuration, times = 1): string {
  return addMonths(isoDate, DURATION_MONTHS[duration] * times);
}

/**
 * The 12-term payment schedule (spec 3 §4): the first term Active, the other 11 Schedule; each
 * term starts at the previous renewal date; the due date is 15 days before the renewal date,
 * blank for the first term. Renewal dates are counted from the effective date (not from the
 * previous renewal), so a term starting on the 31st comes back to the 31st after a short month.
 */
export function paymentSchedule(effectiveDate: string, term: PolicyDuration): ScheduleEntry[] {
  parseIsoDate(effectiveDate);
  return Array.from({ length: SCHEDULE_TERMS }, (_, index) => {
    const startDate = index === 0 ? effectiveDate : addPolicyDuration(effectiveDate, term, index);
    const renewalDate = addPolicyDuration(effectiveDate, term, index + 1);
    return {
      term: index + 1,
      startDate,
      renewalDate,
      status: index === 0 ? 'Active' : 'Schedule',
      duedate: index === 0 ? '' : addDays(renewalDate, -DUE_DAYS_BEFORE_RENEWAL),
    };
  });
}

const isDuration = (value: string | null | undefined): value is PolicyDuration =>
  typeof value === 'string' && Object.hasOwn(DURATION_MONTHS, value);

/**
 * The length of each schedule term: the policy schedule when it names a duration, else the
 * payment schedule, else one month (the older records carry free text such as 'Monthly').
 */
export function scheduleTermOf(record: { policyschedule?: string | null; paymentschedule?: string | null }): PolicyDuration {
  if (isDuration(record.policyschedule)) return record.policyschedule;
  if (isDuration(record.paymentschedule)) return record.paymentschedule;
  return '1month';
}

/** How far an effective date written in the portal may lie before and after today (quotation settings; days). */
export interface EffectiveDateWindow {
  daysPast: number;
  daysAhead: number;
}
export const DEFAULT_EFFECTIVE_DATE_WINDOW: EffectiveDateWindow = { daysPast: 0, daysAhead: 365 };

/** The earliest and latest effective date allowed today ('YYYY-MM-DD'). */
export function effectiveDateRange(today: string, window: EffectiveDateWindow): { min: string; max: string } {
  return { min: addDays(today, -window.daysPast), max: addDays(today, window.daysAhead) };
}

/** Why an effective date may not be written today (dates shown MM-DD-YYYY), or null when it may. */
export function effectiveDateProblem(effective: string, today: string, window: EffectiveDateWindow): string | null {
  const { min, max } = effectiveDateRange(today, window);
  if (effective >= min && effective <= max) return null;
  return `must be between ${formatIsoDate(min)} and ${formatIsoDate(max)}`;
}
