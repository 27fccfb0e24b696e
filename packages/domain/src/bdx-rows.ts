/**
 * Row checks of a bordereau: which columns carry the policy number, the premium and the dates,
 * which rows are faulty and why, and the computed total against the control value.
 * Pure: the server runs it on parsed cells; the tests run it on plain arrays.
 */

/** The fields a bordereau row is read for, with the header names that carry each (compared normalised). */
export const BDX_FIELD_HEADERS = {
  policy_number: ['policynumber', 'policyno', 'policy', 'policyid', 'certificatenumber'],
  insured_name: ['insuredname', 'insured', 'namedinsured', 'customername'],
  effective_date: ['effectivedate', 'policyeffectivedate', 'periodstart', 'inceptiondate', 'startdate'],
  expiration_date: ['expirationdate', 'expirydate', 'policyexpirationdate', 'periodend', 'enddate'],
  premium: ['premium', 'amount', 'grosspremium', 'writtenpremium', 'policyamount', 'premiumamount'],
} as const;
export type BdxField = keyof typeof BDX_FIELD_HEADERS;

/** A row is refused without these. */
export const BDX_REQUIRED_FIELDS: readonly BdxField[] = ['policy_number', 'premium'];
const DATE_FIELDS: readonly BdxField[] = ['effective_date', 'expiration_date'];

export const BDX_FIELD_LABEL: Record<BdxField, string> = {
  policy_number: 'Policy Number',
  insured_name: 'Insured',
  effective_date: 'Effective Date',
  expiration_date: 'Expiration Date',
  premium: 'Premium',
};

/** 'Policy Number', 'policy_number' and 'POLICY-NUMBER' are one header. */
export const normaliseHeader = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Column index of each field found in the header row. */
export type BdxColumnMap = Partial<Record<BdxField, number>>;

/**
 * Column index of each field whose header (any of its synonyms, normalised) is in the header row.
 * The first synonym present wins, so 'premium' beats 'amount' when both are there.
 */
export function mapColumns<Field extends string>(columns: readonly string[], headers: Record<Field, readonly string[]>): Partial<Record<Field, number>> {
  const normalised = columns.map(normaliseHeader);
  const map: Partial<Record<Field, number>> = {};
  for (const [field, names] of Object.entries(headers) as [Field, readonly string[]][]) {
    const index = names.map((name) => normalised.indexOf(name)).find((at) => at >= 0);
    if (index !== undefined) map[field] = index;
  }
  return map;
}

export const mapBdxColumns = (columns: readonly string[]): BdxColumnMap => mapColumns(columns, BDX_FIELD_HEADERS);

/** Fields the header row lacks entirely: such a file cannot be checked row by row. */
export const missingBdxColumns = (map: BdxColumnMap): BdxField[] => BDX_REQUIRED_FIELDS.filter((field) => map[field] === undefined);

/** An amount in cents: '$1,250.50', '1250.5', '-80' and '(80.00)' read; anything else is null. */
export function amountCents(text: string): number | null {
  let value = text.trim().replace(/[$,\s]/g, '');
  let sign = 1;
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    value = parenthesised[1]!;
    sign = -1;
  }
  if (value.startsWith('-')) {
    value = value.slice(1);
    sign = -sign;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const US_DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** A calendar date in ISO (2026-03-01), US (03/01/2026, 03-01-2026) form, as YYYY-MM-DD; null when not a real date. */
export function bdxDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  const us = iso ? null : US_DATE.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  // Checked by arithmetic: a Date per cell is the slowest part of reading a large file.
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A faulty row: its number in the file (1 = the first row after the header) and why. */
export interface BdxRowProblem {
  row: number;
  reason: string;
}

export interface BdxRowCheck {
  rowCount: number;
  validRowCount: number;
  /** Sum of the readable premiums, in cents. */
  computedCents: number;
  problems: BdxRowProblem[];
  problemCount: number;
}

/** At most this many problems are kept; the count says how many there were. */
export const BDX_PROBLEMS_KEPT = 500;

/** A row's faults and its premium in cents (null when it has none that reads). */
function readRow(cells: readonly string[], map: BdxColumnMap): { reasons: string[]; cents: number | null } {
  const reasons: string[] = [];
  const cell = (field: BdxField) => {
    const index = map[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  for (const field of BDX_REQUIRED_FIELDS) {
    if (cell(field) === '') reasons.push(`${BDX_FIELD_LABEL[field]} is missing`);
  }
  const premium = cell('premium');
  const cents = premium === '' ? null : amountCents(premium);
  if (premium !== '' && cents === null) reasons.push(`${BDX_FIELD_LABEL.premium} '${premium}' is not an amount`);
  for (const field of DATE_FIELDS) {
    const value = cell(field);
    if (value !== '' && bdxDate(value) === null) reasons.push(`${BDX_FIELD_LABEL[field]} '${value}' is not a date`);
  }
  return { reasons, cents };
}

/** Reasons a row is refused, or [] when it is sound. */
export const bdxRowProblems = (cells: readonly string[], map: BdxColumnMap): string[] => readRow(cells, map).reasons;

/** Checks every row; the total adds the premiums of sound rows only. */
export function checkBdxRows(rows: readonly (readonly string[])[], map: BdxColumnMap): BdxRowCheck {
  const problems: BdxRowProblem[] = [];
  let problemCount = 0;
  let computedCents = 0;
  let validRowCount = 0;
  rows.forEach((cells, index) => {
    const { reasons, cents } = readRow(cells, map);
    if (reasons.length > 0) {
      problemCount += 1;
      if (problems.length < BDX_PROBLEMS_KEPT) problems.push({ row: index + 1, reason: reasons.join('; ') });
      return;
    }
    validRowCount += 1;
    computedCents += cents ?? 0;
  });
  return { rowCount: rows.length, validRowCount, computedCents, problems, problemCount };
}

export const centsToAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
