import { addDays, addMonths } from './policy-dates';
import { periodOfMonth } from './period';

/** Days the dashboard's funnel looks back over and its renewals look ahead (today counts as one). */
export const DASHBOARD_FUNNEL_DAYS = 90;
export const DASHBOARD_RENEWAL_DAYS = 90;
/** Months of written premium the dashboard shows, the current one last. */
export const DASHBOARD_PREMIUM_MONTHS = 12;

const monthOf = (isoDate: string) => isoDate.slice(0, 7);
const lastDayOfMonth = (isoDate: string) => addDays(addMonths(`${monthOf(isoDate)}-01`, 1), -1);

/** The `count` months ending with `today`'s ('YYYY-MM', oldest first) and their first and last day. */
export function lastMonths(today: string, count = DASHBOARD_PREMIUM_MONTHS): { months: string[]; from: string; to: string } {
  const first = addMonths(`${monthOf(today)}-01`, 1 - count);
  const months = Array.from({ length: count }, (_unused, i) => monthOf(addMonths(first, i)));
  return { months, from: first, to: lastDayOfMonth(today) };
}

/** The `days` days ending with today: from, to (inclusive ISO dates). */
export const lastDays = (today: string, days: number) => ({ from: addDays(today, 1 - days), to: today });
/** Today and the `days` days after it. */
export const nextDays = (today: string, days: number) => ({ from: today, to: addDays(today, days) });

/**
 * The bordereaux period being exchanged on `today` ('MMYYYY' as bordereaux carry it): last month's,
 * since a month's bordereau is made and sent once the month is over.
 */
export function currentBdxPeriod(today: string): string {
  const month = addMonths(`${monthOf(today)}-01`, -1);
  return periodOfMonth(month);
}

/** `part` of `whole` in percent with one decimal (2 of 3 → 66.7); null when there is nothing to convert from. */
export function conversionRate(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/** The periods the Production Report offers. */
export type ReportPeriodKind = 'month' | 'quarter' | 'year';

/** The first and last day of the month, quarter or year that holds `isoDate`. */
export function reportPeriod(kind: ReportPeriodKind, isoDate: string): { from: string; to: string } {
  const year = isoDate.slice(0, 4);
  const month = Number(isoDate.slice(5, 7));
  const firstMonth = kind === 'month' ? month : kind === 'quarter' ? month - ((month - 1) % 3) : 1;
  const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  const from = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
  return { from, to: addDays(addMonths(from, months), -1) };
}

/** Cents shown as dollars with thousands separators: 123456789 → '$1,234,567.89', -5050 → '-$50.50'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
