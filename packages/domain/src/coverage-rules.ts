import { formatUsd } from './format';
import { toCents } from './payments';
import { addDays, addPolicyDuration } from './policy-dates';
import type { StageFlags } from './record-stage';
import type { CoverageInclude, CoverageRow, DeductibleBasis, PolicyDuration, ProgramCoverage } from '@kyubos/contracts';

/** Spec 3 §4 and §5: the coverage table, the policy amount and the policy dates. */

export const isRequiredCoverage = (coverage: Pick<CoverageRow, 'covargerequired'>): boolean =>
  (coverage.covargerequired ?? '').trim().toLowerCase() === 'required';

const digitsOf = (value: unknown): string => String(value ?? '').replace(/\D/g, '');

/** The numeric part of a coverage limit ('$1,000,000' -> 1000000). */
export const limitDigits = (limit: number | string): number => Number(digitsOf(typeof limit === 'number' ? Math.trunc(limit) : limit) || 0);

/**
 * Accepted coverage: non-digits stripped, a negative or non-numeric value is 0, capped at the
 * numeric part of the limit.
 */
export function acceptedCoverage(input: unknown, limit: number | string): number {
  if (typeof input === 'number' && input < 0) return 0;
  if (typeof input === 'string' && input.trim().startsWith('-')) return 0;
  const value = Number(digitsOf(input) || 0);
  return Math.min(value, limitDigits(limit));
}

/** True when the typed accepted amount is more than the limit allows (the API refuses it). */
export function exceedsLimit(input: unknown, limit: number | string): boolean {
  if (typeof input === 'number' && input < 0) return false;
  return Number(digitsOf(input) || 0) > limitDigits(limit);
}

const roundCents = (n: number): number => Math.round(n * 100) / 100;

/** Percentage: accepted x deductible %; Fixed Amt: the deductible; never more than the accepted amount. */
export function deductibleAmount(accepted: number, basis: DeductibleBasis, deductible: number): number {
  const raw = basis === 'Percentage' ? (accepted * deductible) / 100 : deductible;
  return roundCents(Math.max(0, Math.min(raw, accepted)));
}

/**
 * The include choice and its accept date: a required coverage is always Y with today; Y or N
 * stamps today; clearing empties the date.
 */
export function includeWithDate(
  coverage: Pick<CoverageRow, 'covargerequired'>,
  include: CoverageInclude,
  today: string,
): Pick<CoverageRow, 'coverageinclude' | 'coverageacceptdate'> {
  if (isRequiredCoverage(coverage)) return { coverageinclude: 'Y', coverageacceptdate: today };
  return include === '' ? { coverageinclude: '', coverageacceptdate: '' } : { coverageinclude: include, coverageacceptdate: today };
}

/** A coverage row as the table starts it from the program's coverage. */
export function initialCoverageRow(coverage: ProgramCoverage, today: string): CoverageRow {
  return {
    coverage_id: coverage.id,
    coverage_name: coverage.coverage_name,
    covargerequired: coverage.covargerequired,
    coveragelimit: coverage.coveragelimit,
    coverageaccept: 0,
    deductiblebasis: 'Fixed Amt',
    deductible: 0,
    deductibleamount: 0,
    premium: coverage.premium,
    ...includeWithDate(coverage, '', today),
  };
}

/** What decides whether a coverage row is taken: its required mark and its include choice. */
export type CoverageChoice = Pick<CoverageRow, 'covargerequired' | 'coverageinclude'>;

/**
 * The premium rule: a coverage the insured takes, one that is required or included (Y), is
 * charged and printed as cover; one that is N or blank is neither charged nor printed as cover
 * (documents may list it as declined). The form, the server, the views, the documents and the
 * bordereau export all decide with this one function.
 */
export const isChargedCoverage = (row: CoverageChoice): boolean =>
  isRequiredCoverage(row) || String(row.coverageinclude ?? '').trim().toUpperCase() === 'Y';

/** The coverages the insured takes (charged) and those declined or not chosen, each in table order. */
export function splitCoverages<T extends CoverageChoice>(rows: readonly T[]): { charged: T[]; declined: T[] } {
  return { charged: rows.filter(isChargedCoverage), declined: rows.filter((row) => !isChargedCoverage(row)) };
}

/** The policy amount: the sum of the premiums of the charged coverages (isChargedCoverage), to the cent. */
export const policyAmountOf = (rows: readonly Pick<CoverageRow, 'premium' | 'covargerequired' | 'coverageinclude'>[]): number =>
  roundCents(rows.reduce((sum, row) => sum + (isChargedCoverage(row) && Number.isFinite(row.premium) ? row.premium : 0), 0));

/** A coverage whose premium moved between the form showing it and the save: the figures compared in cents. */
export interface PremiumChange {
  coverage: string;
  shown: number;
  current: number;
}

/** A premium the form showed against the one the program charges now; null when they are the same to the cent. */
export function premiumChange(coverage: string, shown: number, current: number): PremiumChange | null {
  return toCents(shown) === toCents(current) ? null : { coverage, shown, current };
}

/**
 * What a save made on rates that changed since the form was opened is told ('The premium of
 * Building changed from $5,700.00 to $6,700.00 since this form was opened: …'), every changed
 * coverage named.
 */
export function premiumChangedMessage(changes: readonly PremiumChange[]): string {
  const moves = changes.map((change) => `${change.coverage} changed from ${formatUsd(change.shown)} to ${formatUsd(change.current)}`);
  const what = moves.length === 1 ? `The premium of ${moves[0]}` : `The premiums changed: ${moves.slice(0, -1).join(', ')} and ${moves[moves.length - 1]}`;
  return `${what} since this form was opened: review the coverages and save again.`;
}

/** What a quotation, binder or policy taking no coverage is told, at the coverage table and by the server. */
export const NO_COVERAGE_MESSAGE = 'Include at least one coverage.';

/**
 * A quotation, binder or policy takes at least one coverage (isChargedCoverage): no insurer quotes
 * a policy that covers nothing, at $0. An intake form (quotation flag 0) is a draft kept as it
 * stands and may have none yet. The message, or null when the record may be written so.
 */
export function missingCoverageProblem(stage: Pick<StageFlags, 'quotation'>, rows: readonly CoverageChoice[]): string | null {
  if (String(stage.quotation) !== '1') return null;
  return rows.some(isChargedCoverage) ? null : NO_COVERAGE_MESSAGE;
}

// ---------------------------------------------------------------- Policy dates (ISO 'YYYY-MM-DD')

export const DEFAULT_SCHEDULE_DAYS = 60;

/**
 * Today as 'YYYY-MM-DD': the UTC day, the product's one calendar, in the browser as on the server
 * (whatever the machine's time zone), so a date a form offers as today is the one the server accepts.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The policy end (schedule) date: the effective date plus the chosen duration. */
export const policyEndDate = (effective: string, duration: PolicyDuration): string => addPolicyDuration(effective, duration);

/** The form's starting dates: today and 60 days later. */
export function defaultPolicyDates(now: Date = new Date()): { policyeffectivedate: string; policyscheduledate: string } {
  const today = todayIso(now);
  return { policyeffectivedate: today, policyscheduledate: addDays(today, DEFAULT_SCHEDULE_DAYS) };
}

/**
 * Shares a premium among a program's coverages pro rata to their default premiums, in cents:
 * each share is rounded down and the cents left over go to the coverage with the largest default
 * (the last of equals), so the shares always add up to the premium. Coverages whose defaults are
 * all zero share it equally (the remainder to the last one). One coverage takes it all.
 */
export function allocatePremiumCents(premiumCents: number, defaultCents: readonly number[]): number[] {
  if (defaultCents.length === 0) return [];
  const weights = defaultCents.some((cents) => cents > 0) ? defaultCents.map((cents) => Math.max(0, cents)) : defaultCents.map(() => 1);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((premiumCents * weight) / weightTotal));
  let largest = 0;
  weights.forEach((weight, index) => {
    if (weight >= weights[largest]!) largest = index;
  });
  shares[largest]! += premiumCents - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}
