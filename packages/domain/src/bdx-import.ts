/**
 * Bordereaux both ways between the file and the client's book: the columns an export writes,
 * and how a row of a carrier's file becomes an incomplete intake form on import. Pure.
 */
import type { BdxExportRow, Customer } from '@kyubos/contracts';
import { ATTRIBUTE_NAMES } from '@kyubos/contracts/constants';
import { amountCents, bdxDate, centsToAmount, mapBdxColumns, normaliseHeader } from './bdx-rows';
import { DEFAULT_SCHEDULE_DAYS } from './coverage-rules';
import { addDays } from './policy-dates';

/** The header of an exported bordereau; its names are ones the reader maps (Policy Number, Premium...). */
export const BDX_EXPORT_HEADER = [
  'Policy Number',
  'Record Number',
  'Insured Name',
  'Effective Date',
  'Expiration Date',
  'State',
  'Premium',
  'Coverages',
  'Status',
  'Carrier Policy Number',
  'Transaction Type',
  'Transaction Effective Date',
  'Transaction Date',
] as const;

/** One exported row, in BDX_EXPORT_HEADER order; a record not yet a policy carries its record number as policy number. */
export const bdxExportCells = (record: Omit<BdxExportRow, 'id'>): string[] => [
  record.policy_number ?? record.unique_id,
  record.unique_id,
  record.insured_name,
  record.policyeffectivedate,
  record.policyscheduledate,
  record.state_name,
  record.policyamount,
  record.coverages,
  record.status,
  record.carrier_policy_number ?? '',
  record.transaction_type ?? '',
  record.transaction_effective_date ?? '',
  record.transaction_date ?? '',
];

/** The customer and policy fields an import reads: the attribute keys of spec 3 §3. */
export const BDX_IMPORT_KEYS = ATTRIBUTE_NAMES;
export type BdxImportKey = (typeof BDX_IMPORT_KEYS)[number];

/** What a sound row gives: the customer, dates and amount of a new incomplete intake form. */
export interface BdxImportValues extends Omit<Customer, 'customer_id'> {
  policyeffectivedate: string;
  policyscheduledate: string;
  /** Two decimals, as text. */
  policyamount: string;
}

/** The carrier's policy number of a row (Policy Number column), or null; kept on the record. */
export function bdxCarrierPolicyNumber(cells: readonly string[], header: readonly string[]): string | null {
  const at = mapBdxColumns(header).policy_number;
  return at === undefined ? null : (cells[at] ?? '').trim() || null;
}

/** The longest value the intake form takes for each customer field (policyPayloadSchema): an import applies the same. */
export const BDX_IMPORT_FIELD_LIMITS = {
  firstname: 100,
  lastname: 100,
  phonenumber: 30,
  email: 254,
  address: 300,
  city: 100,
  state: 100,
  zipcode: 20,
} as const;
const FIELD_LABEL: Record<keyof typeof BDX_IMPORT_FIELD_LIMITS, string> = {
  firstname: 'First Name',
  lastname: 'Last Name',
  phonenumber: 'Phone Number',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
};

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

export type BdxImportRow = { ok: true; values: BdxImportValues } | { ok: false; reasons: string[] };

/**
 * Reads the columns of an import: the attribute keys first, then the bordereau names the reader
 * knows (Insured Name for the name, Premium for the amount, Effective / Expiration Date).
 */
export function bdxImportColumns(header: readonly string[]) {
  const normalised = header.map(normaliseHeader);
  const index = (key: string) => {
    const at = normalised.indexOf(key);
    return at >= 0 ? at : undefined;
  };
  const mapped = mapBdxColumns(header);
  const keys = Object.fromEntries(BDX_IMPORT_KEYS.map((key) => [key, index(key)])) as Record<BdxImportKey, number | undefined>;
  return {
    ...keys,
    insured_name: mapped.insured_name,
    policyeffectivedate: keys.policyeffectivedate ?? mapped.effective_date,
    policyscheduledate: keys.policyscheduledate ?? mapped.expiration_date,
    policyamount: keys.policyamount ?? mapped.premium,
  };
}
export type BdxImportColumns = ReturnType<typeof bdxImportColumns>;

/** A cell quoted in a reason, cut so a huge cell never makes a huge answer. */
const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** A premium below zero, which makes no record: the import's reason, and the review's of a file imported into the book. */
export const bdxNegativePremiumReason = (premium: string) => `Premium '${cut(premium)}' is negative`;
/** A row's state the file's line of business does not offer: one wording for the review and the import. */
export const bdxStateNotOfLineReason = (state: string) => `State '${cut(state)}' is not a state of this line of business`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The insured of a row: its First and Last Name columns, else its Insured Name (the last word the last name); '' when none. */
export function bdxInsuredName(cells: readonly string[], columns: BdxImportColumns): { firstname: string; lastname: string } {
  const cell = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  const firstname = cell(columns.firstname);
  const lastname = cell(columns.lastname);
  if (firstname || lastname) return { firstname, lastname };
  // A bordereau names the insured in one column: the last word is the last name.
  const insured = cell(columns.insured_name).split(/\s+/).filter(Boolean);
  return { lastname: insured.length > 1 ? insured.pop()! : '', firstname: insured.join(' ') };
}

/** A row of a carrier's file as a new record's values, or why it cannot be one. */
export function bdxImportRow(cells: readonly string[], columns: BdxImportColumns): BdxImportRow {
  const cell = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  const optional = (at: number | undefined) => cell(at) || null;
  const reasons: string[] = [];

  const { firstname, lastname } = bdxInsuredName(cells, columns);
  if (!firstname && !lastname) reasons.push('First Name and Last Name are missing');

  const effectiveText = cell(columns.policyeffectivedate);
  const effective = effectiveText ? bdxDate(effectiveText) : null;
  if (!effectiveText) reasons.push('Effective Date is missing');
  else if (!effective) reasons.push(`Effective Date '${cut(effectiveText)}' is not a date`);

  const scheduleText = cell(columns.policyscheduledate);
  const schedule = scheduleText ? bdxDate(scheduleText) : null;
  if (scheduleText && !schedule) reasons.push(`Expiration Date '${cut(scheduleText)}' is not a date`);
  if (effective && schedule && schedule < effective) reasons.push('Expiration Date is before the Effective Date');

  const amountText = cell(columns.policyamount);
  const cents = amountText ? amountCents(amountText) : null;
  if (!amountText) reasons.push('Premium is missing');
  else if (cents === null) reasons.push(`Premium '${cut(amountText)}' is not an amount`);
  else if (cents < 0) reasons.push(bdxNegativePremiumReason(amountText));

  const email = optional(columns.email);
  if (email && !EMAIL.test(email)) reasons.push(`Email '${cut(email)}' is not an email address`);

  const lengths = { firstname, lastname, phonenumber: cell(columns.phonenumber), email: email ?? '', address: cell(columns.address), city: cell(columns.city), state: cell(columns.state), zipcode: cell(columns.zipcode) };
  for (const [field, limit] of Object.entries(BDX_IMPORT_FIELD_LIMITS) as [keyof typeof BDX_IMPORT_FIELD_LIMITS, number][]) {
    if (lengths[field].length > limit) reasons.push(`${FIELD_LABEL[field]} is longer than ${limit} characters`);
  }

  if (reasons.length > 0 || !effective || cents === null) return { ok: false, reasons };
  return {
    ok: true,
    values: {
      firstname,
      lastname,
      address: optional(columns.address),
      city: optional(columns.city),
      state: optional(columns.state),
      zipcode: optional(columns.zipcode),
      phonenumber: optional(columns.phonenumber)?.replace(/\D/g, '') || null,
      email,
      policyeffectivedate: effective,
      policyscheduledate: schedule ?? addDays(effective, DEFAULT_SCHEDULE_DAYS),
      policyamount: centsToAmount(cents),
    },
  };
}

/** First and last day of a period (MMYYYY) as YYYY-MM-DD, for the export's effective-date window. */
export function periodRange(period: string): { from: string; to: string } {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  const pad = (value: number) => String(value).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}
