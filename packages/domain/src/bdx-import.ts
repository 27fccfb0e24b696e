/**
 * Bordereaux both ways between the file and the client's book: the columns an export writes,
 * and how a row of a carrier's file becomes an incomplete intake form on import. Pure.
 */
import type { BdxExportRow, Customer, FormAttribute } from '@kyubos/contracts';
import { ATTRIBUTE_NAMES } from '@kyubos/contracts/constants';
import type { CustomerKey } from './attribute-format';
import { amountCents, bdxDate, centsToAmount, mapBdxColumns, normaliseHeader } from './bdx-rows';
import { DEFAULT_SCHEDULE_DAYS } from './coverage-rules';
import { attributeValueError, insuredValueOf } from './intake-rules';
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

/**
 * The line's state a row's State cell names (its code or name, any case), or why it names none: a
 * blank cell is the line's one state when it offers just one, else 'State is missing'. The import
 * and the review of a carrier's file read it alike.
 */
export function bdxRowState<S extends { state_code: string; state_name: string }>(states: readonly S[], text: string): S | string {
  if (text === '') return states.length === 1 ? states[0]! : 'State is missing';
  const wanted = text.toLowerCase();
  return states.find((state) => state.state_code.toLowerCase() === wanted || state.state_name.toLowerCase() === wanted) ?? bdxStateNotOfLineReason(text);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's rules for the insured's fields on the file's line of business: its insured attributes
 * (insuredAttributes of the line's intake form), whose formats the form checks (a ZIP '99999', a
 * phone '(999) 999-9999'). A row's value one of them refuses is refused by the import and listed by
 * the review, so an imported record holds only values its form takes.
 */
export type BdxInsuredFieldRules = Partial<Record<CustomerKey, FormAttribute>>;

/**
 * The fields checked against their attribute. The state is not: the row's state is read against
 * the line's states and the record keeps its code.
 */
const FORM_CHECKED_FIELDS = ['firstname', 'lastname', 'address', 'city', 'zipcode', 'phonenumber', 'email'] as const;

/** Why the form would refuse a row's insured values ([] when it takes them all); `values` as the record stores them. */
function insuredFieldReasons(values: Record<(typeof FORM_CHECKED_FIELDS)[number], string>, rules: BdxInsuredFieldRules): string[] {
  const reasons: string[] = [];
  for (const key of FORM_CHECKED_FIELDS) {
    const attribute = rules[key];
    const value = values[key];
    if (!attribute || value === '') continue;
    // As the form shows the stored value (a phone's digits in its format), so as the form checks it.
    const error = attributeValueError(attribute, insuredValueOf(key, attribute, value));
    if (error === null) continue;
    const label = FIELD_LABEL[key as keyof typeof FIELD_LABEL];
    reasons.push(attribute.attributeformat ? `${label} '${cut(value)}' does not match the format ${attribute.attributeformat}` : `${label} '${cut(value)}': ${error.replace(/\.$/, '')}`);
  }
  return reasons;
}

/**
 * Why the row's insured name cannot be the form's First and Last Name, both of which the form
 * requires: a name column left blank, or an Insured Name of one word ('Madonna', 'Acme'), which
 * does not tell a first from a last name. Such a row is refused rather than given an empty name
 * the form would refuse on the record's first save; the carrier sends First Name and Last Name
 * columns for it.
 */
function insuredNameReasons(cells: readonly string[], columns: BdxImportColumns, name: { firstname: string; lastname: string }): string[] {
  if (!name.firstname && !name.lastname) return ['First Name and Last Name are missing'];
  const inColumns = columns.firstname !== undefined || columns.lastname !== undefined;
  const named = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  if (!inColumns || (!named(columns.firstname) && !named(columns.lastname))) {
    const insured = named(columns.insured_name);
    return name.lastname ? [] : [`Insured Name '${cut(insured)}' is one word: the form needs a First Name and a Last Name`];
  }
  return [...(name.firstname ? [] : ['First Name is missing']), ...(name.lastname ? [] : ['Last Name is missing'])];
}

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

/**
 * A row of a carrier's file as a new record's values, or why it cannot be one: the form's rules
 * (its required names, its field lengths, and with `rules` the formats of the line's insured
 * attributes). The review of the file lists the same reasons (checkBdxRowsEligible).
 */
export function bdxImportRow(cells: readonly string[], columns: BdxImportColumns, rules: BdxInsuredFieldRules = {}): BdxImportRow {
  const cell = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  const optional = (at: number | undefined) => cell(at) || null;
  const { firstname, lastname } = bdxInsuredName(cells, columns);
  const reasons: string[] = insuredNameReasons(cells, columns, { firstname, lastname });

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

  const phonenumber = cell(columns.phonenumber).replace(/\D/g, '');
  const lengths = { firstname, lastname, phonenumber: cell(columns.phonenumber), email: email ?? '', address: cell(columns.address), city: cell(columns.city), state: cell(columns.state), zipcode: cell(columns.zipcode) };
  const tooLong = (Object.entries(BDX_IMPORT_FIELD_LIMITS) as [keyof typeof BDX_IMPORT_FIELD_LIMITS, number][]).filter(([field, limit]) => lengths[field].length > limit);
  for (const [field, limit] of tooLong) reasons.push(`${FIELD_LABEL[field]} is longer than ${limit} characters`);
  // A value already refused for its length is not checked against its format too.
  const checked = { ...lengths, phonenumber, email: email && EMAIL.test(email) ? email : '' };
  for (const [field] of tooLong) if (field !== 'state') checked[field] = '';
  reasons.push(...insuredFieldReasons(checked, rules));

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
      phonenumber: phonenumber || null,
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
