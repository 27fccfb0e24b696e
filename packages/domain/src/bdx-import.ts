/**
 * Bordereaux both ways between the file and the client's book: the columns an export writes,
 * and how a row of a carrier's file becomes an incomplete intake form on import. Pure.
 */
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
] as const;

export interface BdxExportSource {
  unique_id: string;
  policy_number: string | null;
  insured_name: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  state_name: string;
  policyamount: string;
  coverages: string;
  status: string;
}

/** One exported row, in BDX_EXPORT_HEADER order; a record not yet a policy carries its record number as policy number. */
export const bdxExportCells = (record: BdxExportSource): string[] => [
  record.policy_number ?? record.unique_id,
  record.unique_id,
  record.insured_name,
  record.policyeffectivedate,
  record.policyscheduledate,
  record.state_name,
  record.policyamount,
  record.coverages,
  record.status,
];

/** The customer and policy fields an import reads, by attribute key (spec 3 §3). */
export const BDX_IMPORT_KEYS = [
  'firstname',
  'lastname',
  'address',
  'city',
  'state',
  'zipcode',
  'phonenumber',
  'email',
  'policyamount',
  'policyeffectivedate',
  'policyscheduledate',
] as const;
export type BdxImportKey = (typeof BDX_IMPORT_KEYS)[number];

/** What a sound row gives: the customer, dates and amount of a new incomplete intake form. */
export interface BdxImportValues {
  firstname: string;
  lastname: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phonenumber: string | null;
  email: string | null;
  policyeffectivedate: string;
  policyscheduledate: string;
  /** Two decimals, as text. */
  policyamount: string;
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A row of a carrier's file as a new record's values, or why it cannot be one. */
export function bdxImportRow(cells: readonly string[], columns: BdxImportColumns): BdxImportRow {
  const cell = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  const optional = (at: number | undefined) => cell(at) || null;
  const reasons: string[] = [];

  let firstname = cell(columns.firstname);
  let lastname = cell(columns.lastname);
  if (!firstname && !lastname) {
    // A bordereau names the insured in one column: the last word is the last name.
    const insured = cell(columns.insured_name).split(/\s+/).filter(Boolean);
    lastname = insured.length > 1 ? insured.pop()! : '';
    firstname = insured.join(' ');
  }
  if (!firstname && !lastname) reasons.push('First Name and Last Name are missing');

  const effectiveText = cell(columns.policyeffectivedate);
  const effective = effectiveText ? bdxDate(effectiveText) : null;
  if (!effectiveText) reasons.push('Effective Date is missing');
  else if (!effective) reasons.push(`Effective Date '${effectiveText}' is not a date`);

  const scheduleText = cell(columns.policyscheduledate);
  const schedule = scheduleText ? bdxDate(scheduleText) : null;
  if (scheduleText && !schedule) reasons.push(`Expiration Date '${scheduleText}' is not a date`);
  if (effective && schedule && schedule < effective) reasons.push('Expiration Date is before the Effective Date');

  const amountText = cell(columns.policyamount);
  const cents = amountText ? amountCents(amountText) : null;
  if (!amountText) reasons.push('Premium is missing');
  else if (cents === null) reasons.push(`Premium '${amountText}' is not an amount`);
  else if (cents < 0) reasons.push(`Premium '${amountText}' is negative`);

  const email = optional(columns.email);
  if (email && !EMAIL.test(email)) reasons.push(`Email '${email}' is not an email address`);

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
