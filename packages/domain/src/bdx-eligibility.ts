/**
 * Period and eligibility checks of a bordereau's rows: a row effective outside the file's period,
 * or for a line of business or a state the file's line does not offer, is a row problem (listed
 * by row number, counted, and a note is needed to approve the file); in a carrier's file, which is
 * imported into the book, so is a row the import refuses as well: a negative premium, a row of the
 * same policy as an earlier row, a Program cell naming no program of the line. Pure, like bdx-rows.ts.
 */
import {
  amountCents,
  BDX_PROBLEMS_KEPT,
  bdxDate,
  bdxRowProblems,
  mapBdxColumns,
  normaliseHeader,
  type BdxRowCheck,
  type BdxRowProblem,
} from './bdx-rows';
import {
  bdxImportColumns,
  bdxImportRow,
  bdxRowState,
  bdxStateNotOfLineReason,
  periodRange,
  type BdxImportValues,
  type BdxInsuredFieldRules,
} from './bdx-import';
import { bdxPolicyIndex, bdxRowPolicyKey, samePolicyAsRow } from './bdx-same-policy';
import { formatIsoDate } from './format';
import { formatPeriod, periodOfMonth } from './period';

/** The header names that carry a row's state and line of business (compared normalised). */
export const BDX_ELIGIBILITY_HEADERS = {
  state: ['state', 'statecode', 'statename', 'riskstate', 'insuredstate'],
  lob: ['lob', 'lineofbusiness', 'line', 'linename'],
} as const;

/** What the file's line offers and the period it covers. */
export interface BdxEligibility {
  /** The file's period, first and last day (YYYY-MM-DD). */
  period: { from: string; to: string };
  /** The states the line offers; none configured: any state passes. */
  states: readonly { state_code: string; state_name: string }[];
  /** The line's names (category name, sub-LOB): a row's LOB must be one of them. */
  lobNames: readonly string[];
  /**
   * A carrier's file, imported into the book: a row with a negative premium, or of the same policy
   * as an earlier row (bdx-same-policy), is a problem, as the import makes no record of it. Not for
   * a file the client makes, which lists a policy once for each of its transactions in the period,
   * a cancellation's return premium negative.
   */
  importedIntoBook?: boolean;
  /**
   * A carrier's file: the form's rules of the line's insured fields (their formats), which the
   * import applies to each row (bdxImportRow); a row they refuse is a row problem here too.
   */
  insuredFields?: BdxInsuredFieldRules;
  /**
   * A carrier's file: the line's programs, which a Program column names a row's by (bdxProgramOfCell);
   * a row naming none of them is a row problem, as the import refuses it.
   */
  programs?: readonly BdxLineProgram[];
}

/** A program of a line of business, as a carrier's file names it: by code or name. */
export interface BdxLineProgram {
  program_code: string;
  program_name: string;
}

/**
 * The rule of a premium file of `period` (MMYYYY) for a line: the period's days, the states it
 * offers, its names (category and sub-LOB); `importedIntoBook` for a carrier's file.
 */
export function bdxEligibilityOf(
  period: string,
  states: BdxEligibility['states'],
  line: { category_name: string; sublob?: string | null },
  {
    importedIntoBook = false,
    insuredFields,
    programs,
  }: { importedIntoBook?: boolean; insuredFields?: BdxInsuredFieldRules; programs?: readonly BdxLineProgram[] } = {},
): BdxEligibility {
  return {
    period: periodRange(period),
    states,
    lobNames: [line.category_name, ...(line.sublob ? [line.sublob] : [])],
    ...(importedIntoBook ? { importedIntoBook } : {}),
    ...(importedIntoBook && insuredFields ? { insuredFields } : {}),
    ...(importedIntoBook && programs ? { programs } : {}),
  };
}

const columnOf = (normalised: string[], names: readonly string[]) => {
  for (const name of names) {
    const index = normalised.indexOf(name);
    if (index >= 0) return index;
  }
  return undefined;
};

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where a file's effective date, line of business and state are (undefined: the file has no such column). */
export interface BdxEligibilityColumns {
  effective_date?: number | undefined;
  lob?: number | undefined;
  state?: number | undefined;
}
export function bdxEligibilityColumns(columns: readonly string[]): BdxEligibilityColumns {
  const normalised = columns.map(normaliseHeader);
  return {
    effective_date: mapBdxColumns(columns).effective_date,
    lob: columnOf(normalised, BDX_ELIGIBILITY_HEADERS.lob),
    state: columnOf(normalised, BDX_ELIGIBILITY_HEADERS.state),
  };
}

/** Why a row is outside the file's period or line ([] when it is not). */
export function bdxEligibilityReasons(cells: readonly string[], at: BdxEligibilityColumns, rule: BdxEligibility): string[] {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
  const reasons: string[] = [];
  const effective = bdxDate(cell(at.effective_date));
  if (effective !== null && (effective < rule.period.from || effective > rule.period.to)) {
    reasons.push(`Effective Date ${formatIsoDate(effective)} is outside the period ${formatPeriod(periodOfMonth(rule.period.from))}`);
  }
  const intakeCategory = cell(at.lob);
  if (intakeCategory !== '' && rule.lobNames.length > 0 && !rule.lobNames.some((name) => plain(name) === plain(intakeCategory))) {
    reasons.push(`Line of business '${intakeCategory}' is not this file's line`);
  }
  const state = cell(at.state);
  const wanted = state.toLowerCase();
  if (
    state !== '' &&
    rule.states.length > 0 &&
    !rule.states.some((offered) => offered.state_code.toLowerCase() === wanted || offered.state_name.toLowerCase() === wanted)
  ) {
    reasons.push(bdxStateNotOfLineReason(state));
  }
  return reasons;
}

const PROGRAM_HEADERS: readonly string[] = ['program', 'programcode', 'programname'];

/** The index of a carrier's file's Program column (compared normalised), -1 when it has none. */
export const bdxProgramColumnOf = (columns: readonly string[]): number => columns.map(normaliseHeader).findIndex((name) => PROGRAM_HEADERS.includes(name));

/**
 * A row's program by the file's Program column: the line's program of that code or name, case
 * aside; an empty cell is the line's only program. Else why the row has none, as the import
 * refuses it and the review lists it.
 */
export function bdxProgramOfCell<P extends BdxLineProgram>(programs: readonly P[], text: string): P | string {
  if (text === '') return programs.length === 1 ? programs[0]! : 'Program is missing';
  const wanted = text.toLowerCase();
  return (
    programs.find((program) => program.program_code.toLowerCase() === wanted || program.program_name.toLowerCase() === wanted) ??
    `Program '${text.slice(0, 60)}' is not a program of this line of business`
  );
}

/** What the import makes of a row before it looks at the book: the record's values and state, or why it refuses the row. */
export type BdxImportCheck<S> = { reasons: string[]; values: BdxImportValues; state: S } | { reasons: string[]; values: null; state: null };

/** The longest carrier's policy number a record keeps. */
export const CARRIER_POLICY_NUMBER_MAX = 100;

/**
 * The import's check of a carrier's file's rows, for a header: the form's rules (bdxImportRow: the
 * names it requires, its lengths and formats, a premium that is an amount and not negative, the
 * dates), the row's state among the line's (bdxRowState) and the length of the carrier's policy
 * number. The review lists exactly these reasons (checkBdxRowsEligible), as the import refuses them.
 */
export function bdxImportChecker<S extends { state_code: string; state_name: string }>(
  columns: readonly string[],
  rule: { states: readonly S[]; insuredFields?: BdxInsuredFieldRules | undefined },
): (cells: readonly string[]) => BdxImportCheck<S> {
  const importColumns = bdxImportColumns(columns);
  const stateAt = bdxEligibilityColumns(columns).state;
  const numberAt = mapBdxColumns(columns).policy_number;
  return (cells) => {
    const read = bdxImportRow(cells, importColumns, rule.insuredFields);
    const state = bdxRowState(rule.states, stateAt === undefined ? '' : (cells[stateAt] ?? '').trim());
    const reasons = read.ok ? [] : [...read.reasons];
    if (typeof state === 'string') reasons.push(state);
    const carrierNumber = numberAt === undefined ? '' : (cells[numberAt] ?? '').trim();
    if (carrierNumber.length > CARRIER_POLICY_NUMBER_MAX) reasons.push(`Policy Number is longer than ${CARRIER_POLICY_NUMBER_MAX} characters`);
    return reasons.length === 0 && read.ok && typeof state !== 'string' ? { reasons, values: read.values, state } : { reasons, values: null, state: null };
  };
}

/**
 * Checks every row as checkBdxRows does, plus the period and eligibility rule (and, with
 * `importedIntoBook`, what the import refuses (bdxImportChecker) and a sound row of the same
 * policy as an earlier sound row): a row with any reason is a problem and its premium is left out
 * of the computed total.
 */
export function checkBdxRowsEligible(rows: readonly (readonly string[])[], columns: readonly string[], rule: BdxEligibility): BdxRowCheck {
  const map = mapBdxColumns(columns);
  const at = bdxEligibilityColumns(columns);
  const importColumns = bdxImportColumns(columns);
  const policies = rule.importedIntoBook ? bdxPolicyIndex<number>() : null;
  const importCheck = rule.importedIntoBook ? bdxImportChecker(columns, rule) : null;
  const programs = rule.importedIntoBook ? rule.programs : undefined;
  const programAt = programs ? bdxProgramColumnOf(columns) : -1;
  const problems: BdxRowProblem[] = [];
  let problemCount = 0;
  let computedCents = 0;
  let validRowCount = 0;
  rows.forEach((cells, index) => {
    const premium = map.premium === undefined ? '' : (cells[map.premium] ?? '').trim();
    const reasons = [...bdxRowProblems(cells, map), ...bdxEligibilityReasons(cells, at, rule)];
    // The same reason found by both checks (a premium that is not an amount) is listed once.
    if (importCheck) reasons.push(...importCheck(cells).reasons.filter((reason) => !reasons.includes(reason)));
    if (programs && programAt >= 0) {
      const program = bdxProgramOfCell(programs, (cells[programAt] ?? '').trim());
      if (typeof program === 'string') reasons.push(program);
    }
    if (policies && reasons.length === 0) {
      const key = bdxRowPolicyKey(cells, importColumns, map.policy_number);
      const earlier = policies.find(key);
      policies.add(key, index + 1);
      if (earlier !== undefined) reasons.push(samePolicyAsRow(earlier));
    }
    if (reasons.length > 0) {
      problemCount += 1;
      if (problems.length < BDX_PROBLEMS_KEPT) problems.push({ row: index + 1, reason: reasons.join('; ') });
      return;
    }
    validRowCount += 1;
    computedCents += amountCents(premium) ?? 0;
  });
  return { rowCount: rows.length, validRowCount, computedCents, problems, problemCount };
}
