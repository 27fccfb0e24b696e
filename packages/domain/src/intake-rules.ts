import type { AttributeDataType, CoverageRow, FormAttribute, IntakeFormGroup, PolicyDetails } from '@kyubos/contracts';
import { amountCents, centsToAmount } from './bdx-rows';
import { allocatePremiumCents, isChargedCoverage, policyAmountOf } from './coverage-rules';
import { toCents } from './payments';
import { insuredAttributes, isLimitFormat, isMoneyFormat, recordAmountAttribute, recordDateAttributes, type CustomerKey, type RecordDateKey } from './attribute-format';

/**
 * Spec 3 §5: the value rules of an intake form. The form applies them as the user types and the
 * API applies the same functions to every save, so a value the form accepts is one the API keeps.
 */

export const isRequiredAttribute = (attribute: Pick<FormAttribute, 'isrequired'>): boolean =>
  (attribute.isrequired ?? '').trim().toLowerCase() === 'required';

export const requiredFieldsMessage = (names: readonly string[]): string =>
  `Please fill in the required fields: ${names.join(', ')}`;
/** Under a required attribute left blank when a save was refused for it. */
export const requiredAttributeMessage = (attributeName: string): string => `${attributeName} is required.`;
export const maskMessage = (format: string): string =>
  `Please complete the field according to the format ${format} before proceeding.`;
export const dataTypeMessage = (attributeName: string): string => `${attributeName} is invalid based on validation.`;

// ---------------------------------------------------------------- Masks: a lower-case letter, A upper-case, 9 digit

const MASK_SLOTS: Record<string, (ch: string) => boolean> = {
  a: (ch) => /[a-z]/.test(ch),
  A: (ch) => /[A-Z]/.test(ch),
  '9': (ch) => /[0-9]/.test(ch),
};
const isSlot = (formatChar: string): boolean => formatChar in MASK_SLOTS;

/** Letters are put in the case their slot asks for, so 'ab' typed into 'AA' gives 'AB'. */
function fitSlot(slot: string, ch: string): string | null {
  const candidate = slot === 'a' ? ch.toLowerCase() : slot === 'A' ? ch.toUpperCase() : ch;
  return MASK_SLOTS[slot]!(candidate) ? candidate : null;
}

interface MaskFit {
  /** The input auto-formatted: the format's literals inserted, letters in their slot's case. */
  value: string;
  /** The input's letters and digits no slot took: of the wrong kind for their slot, or past the format's length. */
  dropped: string;
}

function fitMask(format: string, input: string): MaskFit {
  let value = '';
  let skipped = '';
  let i = 0;
  for (const formatChar of format) {
    if (i >= input.length) break;
    if (!isSlot(formatChar)) {
      value += formatChar;
      if (input[i] === formatChar) i += 1;
      continue;
    }
    let placed: string | null = null;
    while (i < input.length && placed === null) {
      placed = fitSlot(formatChar, input[i]!);
      if (placed === null) skipped += input[i];
      i += 1;
    }
    if (placed === null) break;
    value += placed;
  }
  // Separators typed in other places than the format's (spaces, dots, dashes) are only reformatted.
  const dropped = (skipped + input.slice(i)).replace(/[^A-Za-z0-9]/g, '');
  return { value, dropped };
}

/**
 * Auto-format as the user types: literals of the format are inserted, characters that fit no
 * slot are dropped, and nothing goes past the format's length. '1234567' in '(999) 999-9999'
 * gives '(123) 456-7'.
 */
export function applyMask(format: string, input: string): string {
  return format && !isMoneyFormat(format) ? fitMask(format, input).value : input;
}

/** The whole-dollar digits a money format allows ('9999999.99': 7). */
const moneyWholeDigits = (format: string): number => format.indexOf('.');

/**
 * A money attribute's value in cents: an amount as every amount is read (amountCents: '1234.57',
 * '$1,234.57', '1234'), not negative, with no more whole-dollar digits than the format has; null
 * otherwise.
 */
export function moneyValueCents(format: string, value: string): number | null {
  const cents = amountCents(value);
  if (cents === null || cents < 0 || !/^[$\d,.\s]*$/.test(value)) return null;
  return String(Math.floor(cents / 100)).length <= moneyWholeDigits(format) ? cents : null;
}

/** What can still become an amount of the format as it is typed ('1,234.' yes; '12.345', '1k' or eight digits in 9999999.99 no). */
const moneyCanTake = (format: string, input: string): boolean => {
  const match = /^\s*\$?([\d,]*)(\.\d{0,2})?\s*$/.exec(input);
  return match !== null && match[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '').length <= moneyWholeDigits(format);
};

/**
 * Whether the format cannot take what was typed: auto-formatting it would lose letters or digits
 * ('250k' in 9999999, 'Texas' in AA, '1234-AB' in AA-9999). Such a value is invalid, never
 * silently rewritten into a different one.
 */
export const maskCannotTake = (format: string, input: string): boolean =>
  format !== '' && (isMoneyFormat(format) ? !moneyCanTake(format, input) : fitMask(format, input).dropped !== '');

/**
 * A complete value: exactly the format's length (at most it, for a format that means "up to"),
 * each character fitting its slot or equal to the literal.
 */
export function matchesMask(format: string, value: string): boolean {
  if (isMoneyFormat(format)) return moneyValueCents(format, value) !== null;
  if (isLimitFormat(format)) return value.length <= format.length && [...value].every((ch) => MASK_SLOTS[format[0]!]!(ch));
  if (value.length !== format.length) return false;
  return [...format].every((formatChar, i) => (isSlot(formatChar) ? MASK_SLOTS[formatChar]!(value[i]!) : value[i] === formatChar));
}

// ---------------------------------------------------------------- Data types and lengths

const DATA_TYPE_PATTERN: Record<AttributeDataType, RegExp> = {
  String: /^[A-Za-z]*$/,
  Alphanumeric: /^[A-Za-z0-9]*$/,
  Numeric: /^[0-9]*$/,
};

/** The format's own separators (dashes, brackets, spaces) are not part of the typed value's data type. */
export function matchesDataType(type: AttributeDataType | null, value: string, format?: string | null): boolean {
  if (!type) return true;
  // An amount's '$' and thousands commas are not digits of its data type.
  if (format && isMoneyFormat(format)) return /^[$\d,.\s]*$/.test(value);
  const literals = new Set([...(format ?? '')].filter((ch) => !isSlot(ch)));
  const core = [...value].filter((ch) => !literals.has(ch)).join('');
  return DATA_TYPE_PATTERN[type].test(core);
}

/** attribute_max_lenght as a number; null when '0' or empty (no limit). */
export function maxLengthOf(attribute: Pick<FormAttribute, 'attribute_max_lenght'>): number | null {
  const n = Number((attribute.attribute_max_lenght ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const optionsOf = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CHECKBOX_ON = 'true';

export const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/**
 * What is wrong with a filled value of an attribute, as the form shows it; null when it is fine.
 * A blank value is never wrong here (the required rule is separate).
 */
export function attributeValueError(attribute: FormAttribute, value: string): string | null {
  if (isBlank(value)) return null;
  const max = maxLengthOf(attribute);
  switch (attribute.attribute_type) {
    case 'email':
      return EMAIL.test(value.trim()) ? null : `${attribute.name} must be an email address.`;
    case 'date':
      return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : `${attribute.name} must be a date.`;
    case 'radio':
      return optionsOf(attribute.radiogroup).includes(value) ? null : `${attribute.name} must be one of the choices.`;
    case 'SelectBox':
      return optionsOf(attribute.selectgroup).includes(value) ? null : `${attribute.name} must be one of the choices.`;
    case 'checkbox':
      return value === CHECKBOX_ON || value === 'false' ? null : `${attribute.name} must be checked or not.`;
    default:
      break;
  }
  if (!matchesDataType(attribute.attribute_data_type, value, attribute.attributeformat)) return dataTypeMessage(attribute.name);
  if (attribute.attributeformat && maskCannotTake(attribute.attributeformat, value)) return dataTypeMessage(attribute.name);
  if (attribute.attributeformat && !matchesMask(attribute.attributeformat, value)) return maskMessage(attribute.attributeformat);
  // An amount is held to its format's digits, not to the characters typed ('$1,234,567.89').
  if (attribute.attributeformat && isMoneyFormat(attribute.attributeformat)) return null;
  if (max !== null && value.length > max) return `${attribute.name} must be at most ${max} characters.`;
  return null;
}

/** A checkbox counts as filled only when ticked. */
export const isFilled = (attribute: FormAttribute, value: string | undefined): boolean =>
  attribute.attribute_type === 'checkbox' ? value === CHECKBOX_ON : !isBlank(value);

// ---------------------------------------------------------------- policydetails

/** The value of one attribute in one row; the name key may be stale after a rename, so any name counts. */
export function detailValue(details: PolicyDetails, attribute: FormAttribute, row: number): string {
  const byName = details[String(attribute.id)];
  if (!byName) return '';
  const rows = byName[attribute.name] ?? Object.values(byName)[0];
  return rows?.[String(row)] ?? '';
}

/**
 * The details with the record's date attributes (recordDateAttributes) holding the record's dates:
 * what was stored there gives way, and a record without the date leaves the attribute without one.
 */
export function withRecordDates(
  details: PolicyDetails,
  dated: Partial<Record<RecordDateKey, Pick<FormAttribute, 'id' | 'name'>>>,
  record: Partial<Record<RecordDateKey, string | null>>,
): PolicyDetails {
  const next = { ...details };
  for (const [key, attribute] of Object.entries(dated) as [RecordDateKey, Pick<FormAttribute, 'id' | 'name'>][]) {
    const date = record[key];
    if (isBlank(date)) delete next[String(attribute.id)];
    else next[String(attribute.id)] = { [attribute.name]: { '0': date! } };
  }
  return next;
}

/**
 * A customer's value as its insured attribute shows it, in the attribute's format: a stored phone
 * ('1' and ten digits, 18095551021) without its country code, (809) 555-1021. A value the format
 * cannot take (a carrier's 'Arizona' for a two-letter state, a ZIP+4 for five digits) is shown as
 * stored, for the field's check to name, never cut into another value ('AR', Arkansas).
 */
export function insuredValueOf(key: CustomerKey, attribute: Pick<FormAttribute, 'attributeformat'>, value: string): string {
  const format = attribute.attributeformat ?? '';
  if (!format || !value) return value;
  const digits = value.replace(/\D/g, '');
  const shown = key === 'phonenumber' && digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : value;
  return maskCannotTake(format, shown) ? value : applyMask(format, shown);
}

/**
 * The details with the insured's attributes (insuredAttributes) holding the customer's values, as
 * insuredValueOf shows them; a blank customer value leaves the attribute as it is.
 */
export function withInsuredValues(
  details: PolicyDetails,
  linked: Partial<Record<CustomerKey, Pick<FormAttribute, 'id' | 'name' | 'attributeformat'>>>,
  customer: Partial<Record<CustomerKey, unknown>>,
): PolicyDetails {
  const next = { ...details };
  for (const [key, attribute] of Object.entries(linked) as [CustomerKey, Pick<FormAttribute, 'id' | 'name' | 'attributeformat'>][]) {
    const value = customer[key] == null ? '' : String(customer[key]);
    if (value.trim() !== '') next[String(attribute.id)] = { [attribute.name]: { '0': insuredValueOf(key, attribute, value) } };
  }
  return next;
}

/**
 * The details with the record's amount (a carrier's premium an import stored, 1500) in its amount
 * attribute (recordAmountAttribute) when they hold none for it: '1500', or '1500.50' with cents,
 * never masked into another number (a format without cents marks '1500.50' for correction). A value
 * already there is kept; no amount (0) fills nothing.
 */
export function withRecordAmount(
  details: PolicyDetails,
  attribute: FormAttribute | undefined,
  amount: number | null | undefined,
): PolicyDetails {
  if (!attribute || !amount || amount <= 0 || !isBlank(detailValue(details, attribute, 0))) return details;
  return withRecordAmountText(details, attribute, amount);
}

/** A record's amount as its amount attribute holds it: '1500', or '1500.50' with cents. */
export function recordAmountText(amount: number): string {
  const cents = toCents(amount);
  return cents % 100 === 0 ? String(cents / 100) : centsToAmount(cents);
}

/** The details with the amount attribute holding `amount` (recordAmountText), whatever it held. */
export const withRecordAmountText = (details: PolicyDetails, attribute: Pick<FormAttribute, 'id' | 'name'>, amount: number): PolicyDetails => ({
  ...details,
  [String(attribute.id)]: { [attribute.name]: { '0': recordAmountText(amount) } },
});

/** A coverage row as the amount rule reads it: its premium and whether it is charged. */
type PricedCoverage = Pick<CoverageRow, 'premium' | 'covargerequired' | 'coverageinclude'>;

/**
 * What a save keeps of a record's amount, so that the record's amount and its Policy Amount
 * attribute (recordAmountAttribute) never disagree; the attribute is written with the amount
 * ('1234.57'), whatever was typed there. Who priced the record sets it:
 * - a record a carrier's file made (`carrierPriced`) carries the carrier's premium: when the user
 *   changed the figure in Policy Amount (it differs from what the field opened with: the figure
 *   stored there, else the record's amount, as withRecordAmount shows it), that figure is the
 *   amount, shared among the charged coverages pro rata to their package premiums
 *   (`packagePremiums`, in the rows' order) as the import shares a carrier's premium
 *   (allocatePremiumCents); otherwise its coverages keep their shares;
 * - any other record is rated by its program: the amount is what its charged coverages add up to
 *   (policyAmountOf), and a figure typed in Policy Amount gives way to it.
 */
export function recordAmountOnSave<C extends PricedCoverage>(input: {
  details: PolicyDetails;
  attribute: FormAttribute | undefined;
  coverage: readonly C[];
  packagePremiums: readonly number[];
  carrierPriced: boolean;
  /** The amount and details of the record saved over (none for a new one). */
  storedAmount: number | null | undefined;
  storedDetails?: PolicyDetails;
}): { details: PolicyDetails; coverage: C[]; amount: number } {
  const { details, attribute, storedAmount } = input;
  let coverage = [...input.coverage];
  let amount = policyAmountOf(coverage);
  const figure = attribute ? detailValue(details, attribute, 0) : '';
  const typed = isBlank(figure) ? null : amountCents(figure);
  const opened = attribute ? detailValue(input.storedDetails ?? {}, attribute, 0) : '';
  const openedCents = isBlank(opened) ? (storedAmount == null ? null : toCents(storedAmount)) : amountCents(opened);
  const charged = coverage.flatMap((row, index) => (isChargedCoverage(row) ? [index] : []));
  if (input.carrierPriced && typed !== null && typed >= 0 && typed !== openedCents && charged.length > 0) {
    const shares = allocatePremiumCents(typed, charged.map((index) => toCents(input.packagePremiums[index] ?? 0)));
    coverage = coverage.map((row, index) => (charged.includes(index) ? { ...row, premium: shares[charged.indexOf(index)]! / 100 } : row));
    amount = typed / 100;
  }
  return { details: attribute ? withRecordAmountText(details, attribute, amount) : details, coverage, amount };
}

/**
 * What every read-only view shows of a record's attribute groups: its policydetails with the
 * insured's attributes holding the record's own customer values (which endorsements update), its
 * date attributes the record's dates and its amount attribute (recordAmountAttribute) the record's
 * amount (which endorsements, cancellations and renewals move), as the edit form shows and saves
 * them; a value stored in policydetails that disagrees gives way. A record without an amount (0)
 * leaves a blank answer blank.
 */
export function recordDetailsShown(
  groups: readonly IntakeFormGroup[],
  record: { policydetails: PolicyDetails; policyamount?: number | null } & Partial<Record<CustomerKey, string | null>> & Partial<Record<RecordDateKey, string | null>>,
): PolicyDetails {
  const shown = withRecordDates(withInsuredValues(record.policydetails, insuredAttributes(groups), record), recordDateAttributes(groups), record);
  const amountAttribute = recordAmountAttribute(groups);
  const amount = record.policyamount;
  if (!amountAttribute || amount == null || !Number.isFinite(amount)) return shown;
  if (amount === 0 && isBlank(detailValue(shown, amountAttribute, 0))) return shown;
  return withRecordAmountText(shown, amountAttribute, amount);
}

/** The phone format of a North American number ('13035550199' shows as '(303) 555-0199'). */
const NANP_PHONE_FORMAT = '(999) 999-9999';

/**
 * The insured's phone as the record's read-only views show it: in the format of the form's phone
 * attribute, as the Insured Details do (insuredValueOf); with no such attribute a North American
 * number is shown '(303) 555-0199', any other as stored.
 */
export function insuredPhoneShown(groups: readonly IntakeFormGroup[], phone: string | null | undefined): string {
  const value = phone ?? '';
  const attribute = insuredAttributes(groups).phonenumber;
  if (attribute?.attributeformat) return insuredValueOf('phonenumber', attribute, value);
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? applyMask(NANP_PHONE_FORMAT, national) : value;
}

/**
 * A stored phone as the phone input takes it, digits with their calling code: ten digits stored
 * without one are a North American number (+1), as insuredPhoneShown shows them; the input would
 * read their first digits as a calling code ("303…" as Greece, +30).
 */
export function phoneWithCallingCode(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : (phone ?? '');
}

/** Entries a Table group holds (at least one); other groups always have one row. */
export function rowCountOf(group: IntakeFormGroup, details: PolicyDetails): number {
  if (group.displaytype !== 'Table') return 1;
  let rows = 1;
  for (const attribute of group.attributes) {
    const byName = details[String(attribute.id)];
    for (const values of Object.values(byName ?? {})) {
      for (const key of Object.keys(values)) rows = Math.max(rows, Number(key) + 1);
    }
  }
  return rows;
}

/**
 * The details without one entry of a Table group: the later entries move up one row, so rows stay
 * numbered from 0 without a gap, and an attribute left with no value at all is dropped.
 */
export function withoutTableRow(group: IntakeFormGroup, details: PolicyDetails, row: number): PolicyDetails {
  const next = { ...details };
  for (const attribute of group.attributes) {
    const id = String(attribute.id);
    const byName = details[id];
    if (!byName) continue;
    const shifted: PolicyDetails[string] = {};
    for (const [name, values] of Object.entries(byName)) {
      const kept: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) {
        const index = Number(key);
        if (index !== row) kept[String(index > row ? index - 1 : index)] = value;
      }
      if (Object.keys(kept).length > 0) shifted[name] = kept;
    }
    if (Object.keys(shifted).length > 0) next[id] = shifted;
    else delete next[id];
  }
  return next;
}

/** How many more entries "+ Add New" may add: numberofrow caps a Table group when set. */
export const tableRowLimit = (group: Pick<IntakeFormGroup, 'numberofrow'>): number => (group.numberofrow > 0 ? group.numberofrow : 50);

export interface FieldProblem {
  path: string;
  message: string;
}
export interface DetailsCheck {
  /** Required attributes without a value, by name, once each (spec 3 §5's alert lists them). */
  missing: string[];
  /** Each required slot without a value (attribute and row), with its message: the form marks these fields. */
  blanks: FieldProblem[];
  /** Filled values breaking their mask, data type, length or choices. */
  problems: FieldProblem[];
  /** Required slots filled / all required slots, table rows included (Generate is enabled when equal). */
  filledRequired: number;
  totalRequired: number;
  /** The details rebuilt from the definition: known attributes only, current names, no blank values; and the values kept off the form. */
  normalized: PolicyDetails;
}

const formAttributeIds = (groups: readonly IntakeFormGroup[]) => new Set(groups.flatMap((group) => group.attributes.map((attribute) => String(attribute.id))));

/**
 * The values a record holds for attributes no longer on its form (an attribute deactivated, or its
 * group taken off the line of business): the record keeps them as they were stored. The form neither
 * shows nor checks them, a save carries them over unchanged, and the record's views list them apart.
 */
export function detailsOffForm(groups: readonly IntakeFormGroup[], details: PolicyDetails): PolicyDetails {
  const known = formAttributeIds(groups);
  return Object.fromEntries(Object.entries(details).filter(([id]) => !known.has(id)));
}

/** Attributes answered by choosing among the attribute's options. */
const isChoice = (attribute: FormAttribute) => attribute.attribute_type === 'SelectBox' || attribute.attribute_type === 'radio';

/**
 * Checks every value of an intake form against its definition (form and API alike). `stored` are
 * the details of the record being saved over (none for a new one); what set-up changed since is
 * the record's to keep: its values for attributes no longer on the form (detailsOffForm) are
 * carried over as stored, whatever the details say of them, and a choice it holds that is no longer
 * among the options stays valid while unchanged. Any other attribute off the form is a problem.
 */
export function checkPolicyDetails(groups: readonly IntakeFormGroup[], details: PolicyDetails, stored: PolicyDetails = {}): DetailsCheck {
  const missing = new Set<string>();
  const blanks: FieldProblem[] = [];
  const problems: FieldProblem[] = [];
  const kept = detailsOffForm(groups, stored);
  const normalized: PolicyDetails = { ...kept };
  let filledRequired = 0;
  let totalRequired = 0;
  const known = formAttributeIds(groups);
  for (const id of Object.keys(details)) {
    if (!known.has(id) && !Object.hasOwn(kept, id)) problems.push({ path: `policydetails.${id}`, message: `Attribute ${id} is not on this form.` });
  }
  for (const group of groups) {
    const rows = rowCountOf(group, details);
    if (group.displaytype === 'Table' && rows > tableRowLimit(group)) {
      problems.push({ path: `policydetails.${group.name}`, message: `${group.name} has at most ${tableRowLimit(group)} entries.` });
    }
    for (const attribute of group.attributes) {
      const required = isRequiredAttribute(attribute);
      for (let row = 0; row < rows; row += 1) {
        const value = detailValue(details, attribute, row);
        if (required) {
          totalRequired += 1;
          if (isFilled(attribute, value)) filledRequired += 1;
          else {
            missing.add(attribute.name);
            blanks.push({ path: `policydetails.${attribute.id}.${row}`, message: requiredAttributeMessage(attribute.name) });
          }
        }
        if (isBlank(value)) continue;
        const error = isChoice(attribute) && value === detailValue(stored, attribute, row) ? null : attributeValueError(attribute, value);
        if (error) problems.push({ path: `policydetails.${attribute.id}.${row}`, message: error });
        const entry = (normalized[String(attribute.id)] ??= { [attribute.name]: {} });
        entry[attribute.name]![String(row)] = value;
      }
    }
  }
  return { missing: [...missing], blanks, problems, filledRequired, totalRequired, normalized };
}

export { intakeCategoryLabel } from './labels';
