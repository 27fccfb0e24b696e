/**
 * Claims bordereaux and loss figures. A claims bordereau's rows carry a claim's latest figures
 * (paid, reserve, recovery); its control total is paid + reserve of the sound rows. Incurred is
 * paid + reserve − recovery; earned premium is the premium pro rata by days in force; the loss
 * ratio is incurred / earned. Money in integer cents throughout. Pure.
 */
import { CLAIM_STATUSES, type ClaimStatus } from '@kyubos/contracts';
import { amountCents, bdxDate, mapColumns, type BdxRowCheck, type BdxRowProblem, BDX_PROBLEMS_KEPT } from './bdx-rows';
import { formatIsoDate } from './format';
import { daysBetween, termText, type PremiumStretch } from './policy-transactions';
import { addDays } from './policy-dates';
import { formatCents } from './reports';

export { BDX_KIND_LABEL } from './labels';


export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = { open: 'Open', closed: 'Closed', reopened: 'Reopened' };

/** The fields a claims row is read for, with the header names that carry each (compared normalised). */
export const CLAIM_FIELD_HEADERS = {
  claim_number: ['claimnumber', 'claimno', 'claim', 'claimid', 'claimreference', 'claimref'],
  policy_number: ['policynumber', 'policyno', 'policy', 'policyid', 'certificatenumber'],
  date_of_loss: ['dateofloss', 'lossdate', 'dol', 'accidentdate'],
  date_reported: ['datereported', 'reporteddate', 'reportdate', 'notificationdate'],
  status: ['status', 'claimstatus'],
  paid: ['paid', 'paidtodate', 'totalpaid', 'paidamount', 'paidloss'],
  reserve: ['reserve', 'outstanding', 'outstandingreserve', 'reserves', 'outstandingamount'],
  recovery: ['recovery', 'recoveries', 'recoveryamount', 'subrogation', 'salvage'],
} as const;
export type ClaimField = keyof typeof CLAIM_FIELD_HEADERS;

export const CLAIM_FIELD_LABEL: Record<ClaimField, string> = {
  claim_number: 'Claim Number',
  policy_number: 'Policy Number',
  date_of_loss: 'Date of Loss',
  date_reported: 'Date Reported',
  status: 'Status',
  paid: 'Paid',
  reserve: 'Reserve',
  recovery: 'Recovery',
};

/** A file without one of these columns is not read row by row; a row without one of their values is refused. */
export const CLAIM_REQUIRED_FIELDS: readonly ClaimField[] = ['claim_number', 'policy_number', 'date_of_loss', 'status', 'paid', 'reserve'];

export type ClaimColumnMap = Partial<Record<ClaimField, number>>;

export const mapClaimColumns = (columns: readonly string[]): ClaimColumnMap => mapColumns(columns, CLAIM_FIELD_HEADERS);

export const missingClaimColumns = (map: ClaimColumnMap): ClaimField[] => CLAIM_REQUIRED_FIELDS.filter((field) => map[field] === undefined);

/** A sound claims row, its amounts in cents. */
export interface ClaimRowValues {
  row: number;
  claim_number: string;
  policy_number: string;
  date_of_loss: string;
  date_reported: string | null;
  status: ClaimStatus;
  paid: number;
  reserve: number;
  recovery: number;
}

export interface ClaimRowsCheck extends BdxRowCheck {
  /** The sound rows, in file order. */
  claims: ClaimRowValues[];
}

/** Claim numbers are compared without case or surrounding spaces. */
export const claimKey = (claimNumber: string): string => claimNumber.trim().toUpperCase();

const AMOUNT_FIELDS = ['paid', 'reserve', 'recovery'] as const;

/** Keeps the problems of the rows with the lowest numbers, at most BDX_PROBLEMS_KEPT, whatever order they come in. */
function problemList() {
  let problems: BdxRowProblem[] = [];
  const byRow = (a: BdxRowProblem, b: BdxRowProblem) => a.row - b.row;
  return {
    add(problem: BdxRowProblem) {
      problems.push(problem);
      // Trimmed now and then, not at every row: the rows over the limit never come back in.
      if (problems.length >= 2 * BDX_PROBLEMS_KEPT) problems = problems.sort(byRow).slice(0, BDX_PROBLEMS_KEPT);
    },
    kept: (): BdxRowProblem[] => problems.sort(byRow).slice(0, BDX_PROBLEMS_KEPT),
  };
}

/** What a claim's policy is checked for: its line of business (intake category) and term, and its cancellation if cancelled. */
export interface ClaimPolicyTerms {
  intake_id: number;
  /** The line of business's name. */
  lob: string;
  effective: string;
  expiration: string;
  /** The effective date of the cancellation in force; null when the policy is not cancelled. */
  cancelled_on: string | null;
  /** The record's number when it is not (yet) an issued policy (a carrier's imported record, a binder): null for a policy. */
  not_issued?: string | null;
}

/** What a claims bordereau's rows are checked against besides their policy: the file's line of business and today's date. */
export interface ClaimsFileContext {
  /** The bordereau's intake category; null (a file without one): any line is accepted. */
  intakeId: number | null;
  lob: string | null;
  /** 'YYYY-MM-DD': a date of loss after it is refused. */
  today: string;
}

/**
 * Why a sound claims row cannot belong to the policy its number matched (null when it can): no
 * policy matched; the policy is of another line of business than the file; the date of loss is
 * before the policy's effective date, on or after its expiration date, on or after its
 * cancellation's effective date, or after today. Dates shown MM-DD-YYYY. The one rule of the
 * upload's review and of the import.
 */
export function claimPolicyProblem(
  claim: Pick<ClaimRowValues, 'policy_number' | 'date_of_loss'>,
  policy: ClaimPolicyTerms | undefined,
  file: ClaimsFileContext,
): string | null {
  if (!policy) return `${CLAIM_FIELD_LABEL.policy_number} '${claim.policy_number}' matches no policy`;
  // Claims are losses of issued policies: a record found by the number but not issued is named, to be issued first.
  if (policy.not_issued) return `${CLAIM_FIELD_LABEL.policy_number} '${claim.policy_number}' is ${policy.not_issued}, not an issued policy: issue it before loading its claims`;
  const reasons: string[] = [];
  if (file.intakeId !== null && policy.intake_id !== file.intakeId) {
    reasons.push(`Policy ${claim.policy_number} is ${policy.lob}, not this file's ${file.lob ?? 'line of business'}`);
  }
  const loss = claim.date_of_loss;
  // Shown only for a refused row: most rows are accepted, and a file may hold 100,000 of them.
  const shown = () => `${CLAIM_FIELD_LABEL.date_of_loss} ${formatIsoDate(loss)}`;
  const term = () => termText({ start: policy.effective, end: policy.expiration });
  if (loss < policy.effective) reasons.push(`${shown()} is before the policy's term ${term()}`);
  else if (loss >= policy.expiration) reasons.push(`${shown()} is after the policy's term ${term()}`);
  else if (policy.cancelled_on !== null && loss >= policy.cancelled_on) {
    reasons.push(`${shown()} is on or after the policy's cancellation on ${formatIsoDate(policy.cancelled_on)}`);
  }
  if (loss > file.today) reasons.push(`${shown()} is in the future`);
  return reasons.length === 0 ? null : reasons.join('; ');
}

/** Checks a claims bordereau's rows one at a time, in file order (see checkClaimRows): what an import that reads the file by pages uses. */
export interface ClaimRowChecker {
  /** The row's values when it is sound; else null, and the row is a problem. */
  check(row: number, cells: readonly string[]): ClaimRowValues | null;
  /** A sound row that cannot belong to a policy (claimPolicyProblem says why): a problem, out of the totals. */
  refuseOffPolicy(claim: ClaimRowValues, reason: string): void;
  /** The check of the rows so far (problems in row order, at most BDX_PROBLEMS_KEPT kept). */
  summary(): BdxRowCheck;
}

/**
 * A checker of a claims bordereau's rows: required values, dates, status, amounts (not negative),
 * a recovery larger than paid + reserve (a negative incurred), a date reported before the date of
 * loss, and a claim number given twice in the file (the later row is refused). The computed total
 * is paid + reserve of the sound rows.
 */
export function claimRowChecker(map: ClaimColumnMap): ClaimRowChecker {
  const problems = problemList();
  const seen = new Map<string, number>();
  let rowCount = 0;
  let validRowCount = 0;
  let problemCount = 0;
  let computedCents = 0;
  const refuse = (problem: BdxRowProblem) => {
    problemCount += 1;
    problems.add(problem);
  };
  return {
    check(row, cells) {
      rowCount += 1;
      const cell = (field: ClaimField) => {
        const at = map[field];
        return at === undefined ? '' : (cells[at] ?? '').trim();
      };
      const reasons: string[] = [];
      for (const field of CLAIM_REQUIRED_FIELDS) if (cell(field) === '') reasons.push(`${CLAIM_FIELD_LABEL[field]} is missing`);
      const cents: Record<(typeof AMOUNT_FIELDS)[number], number> = { paid: 0, reserve: 0, recovery: 0 };
      for (const field of AMOUNT_FIELDS) {
        const text = cell(field);
        if (text === '') continue;
        const value = amountCents(text);
        if (value === null) reasons.push(`${CLAIM_FIELD_LABEL[field]} '${text}' is not an amount`);
        else if (value < 0) reasons.push(`${CLAIM_FIELD_LABEL[field]} '${text}' is negative`);
        else cents[field] = value;
      }
      if (cents.recovery > cents.paid + cents.reserve) {
        reasons.push(`${CLAIM_FIELD_LABEL.recovery} ${formatCents(cents.recovery)} is more than paid + reserve ${formatCents(cents.paid + cents.reserve)}`);
      }
      const loss = cell('date_of_loss');
      const lossDate = loss === '' ? null : bdxDate(loss);
      if (loss !== '' && lossDate === null) reasons.push(`${CLAIM_FIELD_LABEL.date_of_loss} '${loss}' is not a date`);
      const reported = cell('date_reported');
      const reportedDate = reported === '' ? null : bdxDate(reported);
      if (reported !== '' && reportedDate === null) reasons.push(`${CLAIM_FIELD_LABEL.date_reported} '${reported}' is not a date`);
      if (lossDate && reportedDate && reportedDate < lossDate) reasons.push(`${CLAIM_FIELD_LABEL.date_reported} is before the ${CLAIM_FIELD_LABEL.date_of_loss}`);
      const statusText = cell('status');
      const status = statusText.toLowerCase() as ClaimStatus;
      if (statusText !== '' && !CLAIM_STATUSES.includes(status)) reasons.push(`${CLAIM_FIELD_LABEL.status} '${statusText}' is not open, closed or reopened`);
      const claimNumber = cell('claim_number');
      if (claimNumber !== '') {
        const earlier = seen.get(claimKey(claimNumber));
        if (earlier !== undefined) reasons.push(`${CLAIM_FIELD_LABEL.claim_number} '${claimNumber}' is already on row ${earlier}`);
        else seen.set(claimKey(claimNumber), row);
      }
      if (reasons.length > 0) {
        refuse({ row, reason: reasons.join('; ') });
        return null;
      }
      validRowCount += 1;
      computedCents += cents.paid + cents.reserve;
      return {
        row,
        claim_number: claimNumber,
        policy_number: cell('policy_number'),
        date_of_loss: lossDate!,
        date_reported: reportedDate,
        status,
        ...cents,
      };
    },
    refuseOffPolicy(claim, reason) {
      validRowCount -= 1;
      computedCents -= claim.paid + claim.reserve;
      refuse({ row: claim.row, reason });
    },
    summary: () => ({ rowCount, validRowCount, computedCents, problems: problems.kept(), problemCount }),
  };
}

/** Checks every row of a claims bordereau at once (claimRowChecker), rows numbered from 1. */
export function checkClaimRows(rows: readonly (readonly string[])[], map: ClaimColumnMap): ClaimRowsCheck {
  const checker = claimRowChecker(map);
  const claims: ClaimRowValues[] = [];
  rows.forEach((cells, index) => {
    const claim = checker.check(index + 1, cells);
    if (claim) claims.push(claim);
  });
  return { ...checker.summary(), claims };
}

/**
 * What an upload's policy match needs of a file's sound claims, compact: each claim's row, its
 * policy number (an index into `policyNumbers`, the distinct numbers as written), its date of loss
 * (an index into `lossDates`, the distinct dates) and its paid + reserve in cents. Typed arrays:
 * handing them from the worker that read the file to the request thread is a copy of a few arrays,
 * where 100,000 claims as objects took 140-360 ms of that thread.
 */
export interface ClaimPolicyFigures {
  policyNumbers: string[];
  lossDates: string[];
  rows: Int32Array;
  policyAt: Int32Array;
  lossAt: Int32Array;
  cents: Float64Array;
}

/** The index of `value` in `values`, added when new (`at` remembers each value's index). */
function distinctIndex(values: string[], at: Map<string, number>, value: string): number {
  let index = at.get(value);
  if (index === undefined) {
    index = values.push(value) - 1;
    at.set(value, index);
  }
  return index;
}

/** The compact figures of the sound claims (claimPolicyFigures). */
export function claimPolicyFigures(claims: readonly ClaimRowValues[]): ClaimPolicyFigures {
  const numberAt = new Map<string, number>();
  const dateAt = new Map<string, number>();
  const figures: ClaimPolicyFigures = {
    policyNumbers: [],
    lossDates: [],
    rows: new Int32Array(claims.length),
    policyAt: new Int32Array(claims.length),
    lossAt: new Int32Array(claims.length),
    cents: new Float64Array(claims.length),
  };
  claims.forEach((claim, index) => {
    figures.rows[index] = claim.row;
    figures.policyAt[index] = distinctIndex(figures.policyNumbers, numberAt, claim.policy_number);
    figures.lossAt[index] = distinctIndex(figures.lossDates, dateAt, claim.date_of_loss);
    figures.cents[index] = claim.paid + claim.reserve;
  });
  return figures;
}

/**
 * Refuses the sound rows that cannot belong to the policy their number matches (claimPolicyProblem:
 * no policy, another line, a date of loss outside its term, after its cancellation or after today)
 * as row problems; `policyOf` is asked once per distinct number. Gives the check again: totals of
 * the rows left, every problem in row order (at most BDX_PROBLEMS_KEPT kept).
 */
export function refuseClaimsOffPolicy(
  check: BdxRowCheck,
  figures: ClaimPolicyFigures,
  policyOf: (policyNumber: string) => ClaimPolicyTerms | undefined,
  file: ClaimsFileContext,
): BdxRowCheck {
  const policies = figures.policyNumbers.map(policyOf);
  const refused: BdxRowProblem[] = [];
  let validRowCount = 0;
  let computedCents = 0;
  figures.rows.forEach((row, index) => {
    const at = figures.policyAt[index]!;
    const claim = { policy_number: figures.policyNumbers[at]!, date_of_loss: figures.lossDates[figures.lossAt[index]!]! };
    const reason = claimPolicyProblem(claim, policies[at], file);
    if (reason === null) {
      validRowCount += 1;
      computedCents += figures.cents[index]!;
    } else {
      refused.push({ row, reason });
    }
  });
  if (refused.length === 0) return check;
  const problems = [...check.problems, ...refused].sort((a, b) => a.row - b.row).slice(0, BDX_PROBLEMS_KEPT);
  return { ...check, validRowCount, computedCents, problems, problemCount: check.problemCount + refused.length };
}

/** Incurred = paid + reserve − recovery, in cents. */
export const incurredCents = (claim: { paid: number; reserve: number; recovery: number }): number => claim.paid + claim.reserve - claim.recovery;

/** A period's bordereau (MMYYYY) as 'YYYY-MM', so periods compare as text. */
export const periodOrder = (period: string): string => `${period.slice(2, 6)}-${period.slice(0, 2)}`;

/** a × b / c rounded half up, exactly, for non-negative a and positive c (cents times days over days). */
const mulDivRound = (a: number, b: number, c: number): number => Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));

/** What a policy earns from: its term, its cancellation, what it is charged and its term premium stretch by stretch. */
export interface EarningPolicy {
  effective: string;
  expiration: string;
  cancelledOn?: string | null;
  /** What the policy is charged in all, in cents (a cancelled policy: what it keeps). */
  premium: number;
  /** The term premium in force from each date on, the first from the effective date (termPremiumStretches). */
  stretches: readonly PremiumStretch[];
}

/**
 * Premium earned within the period as of a day, in cents: each day in force within the period
 * earns the term premium in force that day over the days in the term (so an endorsement earns from
 * the day it takes effect, as it was charged), rounded half up to the cent once. A cancellation
 * ends the days in force; what it keeps beyond them (a short rate's penalty) is earned on its date.
 * Days after `asOf` (today) are not earned yet, whatever the period: a period running into the
 * future earns up to `asOf` only.
 */
export function earnedPremiumCents(policy: EarningPolicy, from: string, to: string, asOf: string): number {
  const inTerm = daysBetween(policy.effective, policy.expiration);
  if (inTerm <= 0) return 0;
  const cancelled = policy.cancelledOn && policy.cancelledOn < policy.expiration ? policy.cancelledOn : null;
  const stop = cancelled ?? policy.expiration;
  const last = to < asOf ? to : asOf;
  /** Days from `start` up to (not including) `end`, each times its stretch's term premium. */
  const dayCents = (start: string, end: string) =>
    policy.stretches.reduce((sum, stretch, at) => {
      const stretchEnd = policy.stretches[at + 1]?.from ?? policy.expiration;
      const a = stretch.from > start ? stretch.from : start;
      const b = stretchEnd < end ? stretchEnd : end;
      return a < b ? sum + daysBetween(a, b) * stretch.termPremium : sum;
    }, 0);
  const periodEnd = addDays(last, 1);
  let earned = mulDivRound(dayCents(policy.effective > from ? policy.effective : from, stop < periodEnd ? stop : periodEnd), 1, inTerm);
  if (cancelled && cancelled >= from && cancelled <= last) earned += policy.premium - mulDivRound(dayCents(policy.effective, cancelled), 1, inTerm);
  return earned;
}

/** Incurred / earned, to four decimals (0.6523 = 65.23 %), rounded half up; null when nothing was earned. */
export function lossRatio(incurred: number, earned: number): number | null {
  if (earned <= 0) return null;
  const sign = incurred < 0 ? -1 : 1;
  return (sign * mulDivRound(Math.abs(incurred), 10_000, earned)) / 10_000;
}

