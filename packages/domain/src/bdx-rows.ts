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

export function mapBdxColumns(columns: readonly string[]): BdxColumnMap {
  const normalised = columns.map(normaliseHeader);
  const map: BdxColumnMap = {};
  for (const [field, names] of Object.entries(BDX_FIELD_HEADERS) as [BdxField, readonly string[]][]) {
    // The first synonym that is present wins, so 'premium' beats 'amount' when both are there.
    for (const name of names) {
      const index = normalised.indexOf(name);
      if (index >= 0) {
        map[field] = index;
        break;
      }
    }
  }
  return map;
}

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

/** A calendar date in ISO (2026-03-01), US (03/01/2026, 03-01-2026) form, as YYYY-MM-DD; null when not a real date. */
export function bdxDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
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

/** Reasons a row is refused, or [] when it is sound. */
export function bdxRowProblems(cells: readonly string[], map: BdxColumnMap): string[] {
  const reasons: string[] = [];
  const cell = (field: BdxField) => {
    const index = map[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  for (const field of BDX_REQUIRED_FIELDS) {
    if (cell(field) === '') reasons.push(`${BDX_FIELD_LABEL[field]} is missing`);
  }
  const premium = cell('premium');
  if (premium !== '' && amountCents(premium) === null) reasons.push(`${BDX_FIELD_LABEL.premium} '${premium}' is not an amount`);
  for (const field of DATE_FIELDS) {
    const value = cell(field);
    if (value !== '' && bdxDate(value) === null) reasons.push(`${BDX_FIELD_LABEL[field]} '${value}' is not a date`);
  }
  return reasons;
}

/** Checks every row; the total adds the premiums of sound rows only. */
export function checkBdxRows(rows: readonly (readonly string[])[], map: BdxColumnMap): BdxRowCheck {
  const problems: BdxRowProblem[] = [];
  let problemCount = 0;
  let computedCents = 0;
  let validRowCount = 0;
  const premiumIndex = map.premium;
  rows.forEach((cells, index) => {
    const reasons = bdxRowProblems(cells, map);
    if (reasons.length > 0) {
      problemCount += 1;
      if (problems.length < BDX_PROBLEMS_KEPT) problems.push({ row: index + 1, reason: reasons.join('; ') });
      return;
    }
    validRowCount += 1;
    if (premiumIndex !== undefined) computedCents += amountCents(cells[premiumIndex] ?? '') ?? 0;
  });
  return { rowCount: rows.length, validRowCount, computedCents, problems, problemCount };
}

/** The control value ('1250.50') in cents. */
export const controlCents = (controlValue: string | number): number => amountCents(String(controlValue)) ?? Number.NaN;

export const centsToAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
