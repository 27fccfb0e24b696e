/**
 * Claims bordereaux and loss figures. A claims bordereau's rows carry a claim's latest figures
 * (paid, reserve, recovery); its control total is paid + reserve of the sound rows. Incurred is
 * paid + reserve − recovery; earned premium is the premium pro rata by days in force; the loss
 * ratio is incurred / earned. Money in integer cents throughout. Pure.
 */
import { CLAIM_STATUSES, type ClaimStatus } from '@kyubos/contracts';
import { amountCents, bdxDate, mapColumns, normaliseHeader, type BdxRowCheck, type BdxRowProblem, BDX_PROBLEMS_KEPT } from './bdx-rows';
import { formatIsoDate } from './format';
import { daysBetween, termText, type PremiumStretch } from './policy-transactions';
import { addDays } from './policy-dates';
import { formatCents } from './reports';

export { BDX_KIND_LABEL, bdxFileKindLabel } from './labels';


export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = { open: 'Open', closed: 'Closed', reopened: 'Reopened' };

/**
 * The fields a claims row is read for, with the header names that carry each (compared without case,
 * spaces or punctuation): the usual names and a Lloyd's claims bordereau's.
 */
export const CLAIM_FIELD_HEADERS = {
  claim_number: ['Claim Number', 'Claim No', 'Claim', 'Claim ID', 'Claim Reference', 'Claim Ref'],
  policy_number: ['Policy Number', 'Policy No', 'Policy', 'Policy ID', 'Certificate Number', 'Policy Reference', 'Certificate Reference', 'Unique Market Reference'],
  date_of_loss: ['Date of Loss', 'Loss Date', 'DOL', 'Accident Date'],
  date_reported: ['Date Reported', 'Reported Date', 'Report Date', 'Notification Date', 'Date Claim First Notified'],
  status: ['Status', 'Claim Status'],
  paid: ['Paid', 'Paid to Date', 'Total Paid', 'Paid Amount', 'Paid Loss'],
  reserve: ['Reserve', 'Outstanding', 'Outstanding Reserve', 'Reserves', 'Outstanding Amount'],
  recovery: ['Recovery', 'Recoveries', 'Recovery Amount', 'Subrogation', 'Salvage'],
  currency: ['Currency', 'Currency Code', 'Settlement Currency'],
  total_incurred: ['Total Incurred', 'Incurred', 'Incurred to Date'],
} as const;
export type ClaimField = keyof typeof CLAIM_FIELD_HEADERS;

const NORMALISED_CLAIM_HEADERS = Object.fromEntries(
  Object.entries(CLAIM_FIELD_HEADERS).map(([field, names]) => [field, names.map(normaliseHeader)]),
) as Record<ClaimField, string[]>;

export const CLAIM_FIELD_LABEL: Record<ClaimField, string> = {
  claim_number: 'Claim Number',
  policy_number: 'Policy Number',
  date_of_loss: 'Date of Loss',
  date_reported: 'Date Reported',
  status: 'Status',
  paid: 'Paid',
  reserve: 'Reserve',
  recovery: 'Recovery',
  currency: 'Currency',
  total_incurred: 'Total Incurred',
};

/** A file without one of these columns is not read row by row; a row without one of their values is refused. */
export const CLAIM_REQUIRED_FIELDS: readonly ClaimField[] = ['claim_number', 'policy_number', 'date_of_loss', 'status', 'paid', 'reserve'];

/** The currency claims are kept in: a row in another is refused (a blank Currency is this one). */
export const CLAIM_CURRENCY = 'USD';

/** The largest figure a claim keeps (numeric(14, 2)): $999,999,999,999.99, in cents. Its incurred is held to it too. */
export const MAX_CLAIM_CENTS = 99_999_999_999_999;

export type ClaimColumnMap = Partial<Record<ClaimField, number>>;

export const mapClaimColumns = (columns: readonly string[]): ClaimColumnMap => mapColumns(columns, NORMALISED_CLAIM_HEADERS);

export const missingClaimColumns = (map: ClaimColumnMap): ClaimField[] => CLAIM_REQUIRED_FIELDS.filter((field) => map[field] === undefined);

/** Why a claims file lacking the `absent` columns is refused, naming the header names each is read from. */
export const missingClaimColumnsReason = (absent: readonly ClaimField[]): string =>
  `The file has no ${absent.map((field) => CLAIM_FIELD_LABEL[field]).join(' or ')} column. Accepted names: ` +
  absent.map((field) => `${CLAIM_FIELD_LABEL[field]}: ${CLAIM_FIELD_HEADERS[field].map((name) => `'${name}'`).join(', ')}`).join('; ');

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
  /** The policy's record (a claim in the book names the one it is on). */
  id: number;
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

/** What a claims bordereau's rows are checked against besides their policy: the file's line of business, its place among the carrier's files, and today's date. */
export interface ClaimsFileContext {
  /** The bordereau's intake category; null (a file without one): any line is accepted. */
  intakeId: number | null;
  lob: string | null;
  /** 'YYYY-MM-DD': a date of loss or a date reported after it is refused. */
  today: string;
  /** The carrier that sends the file: claim numbers are its own (another carrier's same number is another claim). */
  carrierId: number;
  /** 'YYYY-MM' of the file's period. */
  asOf: string;
  /** The file's id, which follows the order of upload; null for a file being uploaded (the latest of all). */
  fileId: number | null;
}

/** A claim already in the book under the file's carrier and claim number: its policy and the figures it stands at. */
export interface BookClaim {
  quotation_id: number;
  policy_number: string;
  /** Paid to date, in cents. */
  paid: number;
  /** 'YYYY-MM' of the bordereau its figures come from, and that file's id. */
  as_of: string;
  file_id: number;
}

/**
 * Whether a file's figures of a claim in the book become its figures: a later period's, or, within
 * one period, a later upload's (whatever the order of the imports). An earlier file's are kept as a
 * movement only.
 */
export const figuresSupersede = (file: Pick<ClaimsFileContext, 'asOf' | 'fileId'>, claim: Pick<BookClaim, 'as_of' | 'file_id'>): boolean =>
  file.asOf > claim.as_of || (file.asOf === claim.as_of && (file.fileId === null || file.fileId > claim.file_id));

/** 'YYYY-MM' as MM/YYYY. */
const periodText = (asOf: string) => `${asOf.slice(5, 7)}/${asOf.slice(0, 4)}`;

/** What claimPolicyProblem reads of a row. */
export type ClaimRowFacts = Pick<ClaimRowValues, 'claim_number' | 'policy_number' | 'date_of_loss' | 'date_reported' | 'paid'>;

/**
 * Why a sound claims row cannot belong to the policy its number matched (null when it can): no
 * policy matched; the policy is of another line of business than the file; the date of loss is
 * before the policy's effective date, on or after its expiration date, or after today; the date
 * reported is after today. A new claim's date of loss is also refused on or after the policy's
 * cancellation; a claim already in the book (`inBook`, the carrier's claim of the number) goes on
 * receiving its figures after a back-dated cancellation, so that the carrier can close it. A claim
 * in the book on another policy is refused (a claim is never moved), and so is a paid to date lower
 * than the claim's when the row's figures would become its own (paid to date only grows). Dates
 * shown MM-DD-YYYY. The one rule of the upload's review and of the import.
 */
export function claimPolicyProblem(claim: ClaimRowFacts, policy: ClaimPolicyTerms | undefined, file: ClaimsFileContext, inBook?: BookClaim): string | null {
  if (!policy) return `${CLAIM_FIELD_LABEL.policy_number} '${claim.policy_number}' matches no policy`;
  // Claims are losses of issued policies: a record found by the number but not issued is named, to be issued first.
  if (policy.not_issued) return `${CLAIM_FIELD_LABEL.policy_number} '${claim.policy_number}' is ${policy.not_issued}, not an issued policy: issue it before loading its claims`;
  const reasons: string[] = [];
  if (inBook && inBook.quotation_id !== policy.id) reasons.push(`Claim ${claim.claim_number} is on policy ${inBook.policy_number} in the book`);
  if (file.intakeId !== null && policy.intake_id !== file.intakeId) {
    reasons.push(`Policy ${claim.policy_number} is ${policy.lob}, not this file's ${file.lob ?? 'line of business'}`);
  }
  const loss = claim.date_of_loss;
  // Shown only for a refused row: most rows are accepted, and a file may hold 100,000 of them.
  const shown = () => `${CLAIM_FIELD_LABEL.date_of_loss} ${formatIsoDate(loss)}`;
  const term = () => termText({ start: policy.effective, end: policy.expiration });
  if (loss < policy.effective) reasons.push(`${shown()} is before the policy's term ${term()}`);
  else if (loss >= policy.expiration) reasons.push(`${shown()} is after the policy's term ${term()}`);
  else if (policy.cancelled_on !== null && loss >= policy.cancelled_on && !inBook) {
    reasons.push(`${shown()} is on or after the policy's cancellation on ${formatIsoDate(policy.cancelled_on)}`);
  }
  // Today is the product's UTC day, the server's: named, as the carrier's local day may be the next.
  const afterToday = () => `is after today (UTC, ${formatIsoDate(file.today)})`;
  if (loss > file.today) reasons.push(`${shown()} ${afterToday()}`);
  if (claim.date_reported !== null && claim.date_reported > file.today) reasons.push(`${CLAIM_FIELD_LABEL.date_reported} ${formatIsoDate(claim.date_reported)} ${afterToday()}`);
  if (inBook && inBook.quotation_id === policy.id && claim.paid < inBook.paid && figuresSupersede(file, inBook)) {
    reasons.push(`${CLAIM_FIELD_LABEL.paid} ${formatCents(claim.paid)} is less than the ${formatCents(inBook.paid)} paid to date on the claim (figures of ${periodText(inBook.as_of)})`);
  }
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
 * A checker of a claims bordereau's rows: required values, dates, status, amounts (not negative,
 * within what a claim keeps, MAX_CLAIM_CENTS), a recovery larger than paid + reserve (a negative
 * incurred), a Total Incurred other than paid + reserve − recovery, a currency other than US
 * dollars, a closed claim with a reserve, a date reported before the date of loss, and a claim
 * number given twice in the file (the later row is refused). The computed total is paid + reserve
 * of the sound rows.
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
        else if (value > MAX_CLAIM_CENTS) reasons.push(`${CLAIM_FIELD_LABEL[field]} ${formatCents(value)} is more than a claim's figure can be (${formatCents(MAX_CLAIM_CENTS)})`);
        else cents[field] = value;
      }
      if (cents.paid + cents.reserve > MAX_CLAIM_CENTS) {
        reasons.push(`Paid + reserve ${formatCents(cents.paid + cents.reserve)} is more than a claim's incurred can be (${formatCents(MAX_CLAIM_CENTS)})`);
      }
      if (cents.recovery > cents.paid + cents.reserve) {
        reasons.push(`${CLAIM_FIELD_LABEL.recovery} ${formatCents(cents.recovery)} is more than paid + reserve ${formatCents(cents.paid + cents.reserve)}`);
      }
      const totalText = cell('total_incurred');
      if (totalText !== '') {
        const total = amountCents(totalText);
        const incurred = cents.paid + cents.reserve - cents.recovery;
        if (total === null) reasons.push(`${CLAIM_FIELD_LABEL.total_incurred} '${totalText}' is not an amount`);
        else if (total !== incurred) reasons.push(`${CLAIM_FIELD_LABEL.total_incurred} ${formatCents(total)} is not paid + reserve − recovery ${formatCents(incurred)}`);
      }
      const currency = cell('currency');
      if (currency !== '' && currency.toUpperCase() !== CLAIM_CURRENCY) reasons.push(`${CLAIM_FIELD_LABEL.currency} ${currency}: claims are kept in US dollars`);
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
      // A closed claim owes nothing more: an outstanding reserve means it is not closed, or the reserve was not released.
      if (status === 'closed' && cents.reserve > 0) reasons.push(`${CLAIM_FIELD_LABEL.status} closed with a ${CLAIM_FIELD_LABEL.reserve} of ${formatCents(cents.reserve)} outstanding: a closed claim has no reserve`);
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
 * claim number, its policy number (an index into `policyNumbers`, the distinct numbers as written),
 * its date of loss and date reported (indexes into `dates`, the distinct dates; -1: none), its paid
 * and its paid + reserve in cents. Typed arrays: handing them from the worker that read the file to
 * the request thread is a copy of a few arrays, where 100,000 claims as objects took 140-360 ms of
 * that thread.
 */
export interface ClaimPolicyFigures {
  policyNumbers: string[];
  dates: string[];
  claimNumbers: string[];
  rows: Int32Array;
  policyAt: Int32Array;
  lossAt: Int32Array;
  reportedAt: Int32Array;
  paid: Float64Array;
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
    dates: [],
    claimNumbers: claims.map((claim) => claim.claim_number),
    rows: new Int32Array(claims.length),
    policyAt: new Int32Array(claims.length),
    lossAt: new Int32Array(claims.length),
    reportedAt: new Int32Array(claims.length),
    paid: new Float64Array(claims.length),
    cents: new Float64Array(claims.length),
  };
  claims.forEach((claim, index) => {
    figures.rows[index] = claim.row;
    figures.policyAt[index] = distinctIndex(figures.policyNumbers, numberAt, claim.policy_number);
    figures.lossAt[index] = distinctIndex(figures.dates, dateAt, claim.date_of_loss);
    figures.reportedAt[index] = claim.date_reported === null ? -1 : distinctIndex(figures.dates, dateAt, claim.date_reported);
    figures.paid[index] = claim.paid;
    figures.cents[index] = claim.paid + claim.reserve;
  });
  return figures;
}

/**
 * Refuses the sound rows that cannot belong to the policy their number matches, or to the claim
 * their claim number has in the book (claimPolicyProblem: no policy, another line, a date of loss
 * outside its term, a new claim after its cancellation, a date after today, a claim on another
 * policy, a paid to date lowered) as row problems; `policyOf` is asked once per distinct number,
 * `claimOf` (the carrier's claim of a number) once per row. Gives the check again: totals of the
 * rows left, every problem in row order (at most BDX_PROBLEMS_KEPT kept).
 */
export function refuseClaimsOffPolicy(
  check: BdxRowCheck,
  figures: ClaimPolicyFigures,
  policyOf: (policyNumber: string) => ClaimPolicyTerms | undefined,
  file: ClaimsFileContext,
  claimOf: (claimNumber: string) => BookClaim | undefined = () => undefined,
): BdxRowCheck {
  const policies = figures.policyNumbers.map(policyOf);
  const refused: BdxRowProblem[] = [];
  let validRowCount = 0;
  let computedCents = 0;
  figures.rows.forEach((row, index) => {
    const at = figures.policyAt[index]!;
    const reportedAt = figures.reportedAt[index]!;
    const claimNumber = figures.claimNumbers[index]!;
    const claim: ClaimRowFacts = {
      claim_number: claimNumber,
      policy_number: figures.policyNumbers[at]!,
      date_of_loss: figures.dates[figures.lossAt[index]!]!,
      date_reported: reportedAt < 0 ? null : figures.dates[reportedAt]!,
      paid: figures.paid[index]!,
    };
    const reason = claimPolicyProblem(claim, policies[at], file, claimOf(claimNumber));
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

