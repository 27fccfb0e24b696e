import { DISPLAY_TYPES, NEW_GROUP_DISPLAY_TYPES, type AttributeDataType, type DisplayType, type FormAttributeType } from '@kyubos/contracts';

/** Shown under the Format input: a is a lower-case letter, A an upper-case one, 9 a digit. */
export const ATTRIBUTE_FORMAT_HINT = 'use a, A and 9';
export const DEFAULT_MAX_LENGTH = '0';
export const DEFAULT_NUMBER_OF_ROW = '0';

export interface FormatRule {
  attribute_data_type: AttributeDataType | null;
  attribute_max_lenght: string;
}

/**
 * Spec 2 §5: after stripping non-alphanumerics, all digits is Numeric, all letters String, a mix
 * Alphanumeric; the max length is the format's own length ('AA-9999' allows 7), '0' when none.
 */
export function formatRule(format: string | null | undefined): FormatRule {
  const trimmed = (format ?? '').trim();
  const core = trimmed.replace(/[^A-Za-z0-9]/g, '');
  const maxLength = trimmed === '' ? DEFAULT_MAX_LENGTH : String(trimmed.length);
  if (core === '') return { attribute_data_type: null, attribute_max_lenght: maxLength };
  if (/^\d+$/.test(core)) return { attribute_data_type: 'Numeric', attribute_max_lenght: maxLength };
  if (/^[A-Za-z]+$/.test(core)) return { attribute_data_type: 'String', attribute_max_lenght: maxLength };
  return { attribute_data_type: 'Alphanumeric', attribute_max_lenght: maxLength };
}

/** Formats at least this long made of one slot kind alone are limits ("up to"), not fixed codes. */
export const LIMIT_FORMAT_MIN_LENGTH = 6;

/**
 * Whether a format means "up to" rather than "exactly": one slot kind repeated with no literal
 * ('9999999' is an amount of up to 7 digits). Short ones ('AA', '9999', '99999': a state, a year,
 * a ZIP) and formats with literals or mixed slots ('AA-9999', '(999) 999-9999') are exact.
 */
export function isLimitFormat(format: string): boolean {
  return format.length >= LIMIT_FORMAT_MIN_LENGTH && /^(9+|a+|A+)$/.test(format);
}

/**
 * Whether a format is a money amount: whole-dollar digits, a point and two cent digits
 * ('9999999.99': up to $9,999,999.99). Its value is read as every amount is (amountCents: '1234.57',
 * '$1,234.57', '1234' without cents), never masked digit by digit.
 */
export const isMoneyFormat = (format: string): boolean => /^9+\.99$/.test(format);

/** Format and Data Type apply only to text, secure and PI secure inputs. */
export const typeHasFormat = (type: FormAttributeType | '' | null | undefined): boolean =>
  type === 'text' || type === 'secure' || type === 'PI secure';

/** Radio Box Group applies only to radio inputs. */
export const typeHasRadioGroup = (type: FormAttributeType | '' | null | undefined): boolean => type === 'radio';

/** Select Box Options apply only to SelectBox inputs. */
export const typeHasSelectGroup = (type: FormAttributeType | '' | null | undefined): boolean => type === 'SelectBox';

/** Number of Row applies only to the Table display type. */
export const displayTypeHasRows = (type: DisplayType | '' | null | undefined): boolean => type === 'Table';

/** Table is offered only when editing a group (spec 2 §2): what the add and edit requests accept. */
export const displayTypeOptions = (mode: 'add' | 'edit'): readonly DisplayType[] => (mode === 'edit' ? DISPLAY_TYPES : NEW_GROUP_DISPLAY_TYPES);

/**
 * The stored values of an attribute's conditional fields: format-derived ones only for types
 * with a format, the radio group only for radio; the rest are cleared.
 */
export function conditionalAttributeFields(input: {
  attribute_type: FormAttributeType;
  attributeformat: string | null;
  radiogroup: string | null;
  selectgroup?: string | null;
}): { attributeformat: string | null; radiogroup: string | null; selectgroup: string | null } & FormatRule {
  const format = typeHasFormat(input.attribute_type) ? input.attributeformat?.trim() || null : null;
  return {
    attributeformat: format,
    radiogroup: typeHasRadioGroup(input.attribute_type) ? input.radiogroup : null,
    selectgroup: typeHasSelectGroup(input.attribute_type) ? (input.selectgroup ?? null) : null,
    ...formatRule(format),
  };
}

/** The customer's own fields: an attribute named by one of them is the insured's value, not a copy. */
export const CUSTOMER_KEYS = ['firstname', 'lastname', 'address', 'city', 'state', 'zipcode', 'phonenumber', 'email'] as const;
export type CustomerKey = (typeof CUSTOMER_KEYS)[number];
/** The insured's fields as forms label them (the quotation form, the Endorse dialog). */
export const CUSTOMER_KEY_LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  phonenumber: 'Phone Number',
  email: 'Email',
} as const satisfies Record<CustomerKey, string>;

const INSURED_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'email']);

/** The record's own dates: an attribute named by one of them is the record's date, not a second one. */
export const RECORD_DATE_KEYS = ['policyeffectivedate', 'policyscheduledate'] as const;
export type RecordDateKey = (typeof RECORD_DATE_KEYS)[number];

const RECORD_DATE_TYPES: ReadonlySet<string> = new Set(['date']);

/**
 * Per key, the first attribute so named whose type is one of `types`, in a group that is not a
 * Table: the attribute that holds the record's field of that name. Table rows (additional
 * insureds, garaging ZIPs, dates of loss) stay their own.
 */
function fieldAttributes<K extends string, A extends { attribute_name: string | null; attribute_type: string }>(
  groups: readonly { displaytype: string; attributes: readonly A[] }[],
  keys: readonly K[],
  types: ReadonlySet<string>,
): Partial<Record<K, A>> {
  const linked: Partial<Record<K, A>> = {};
  for (const group of groups) {
    if (group.displaytype === 'Table') continue;
    for (const attribute of group.attributes) {
      const key = attribute.attribute_name as K;
      if (keys.includes(key) && types.has(attribute.attribute_type) && !linked[key]) linked[key] = attribute;
    }
  }
  return linked;
}

/**
 * The attributes that hold the insured's (the customer's) fields: per customer key, the first
 * attribute so named that takes one free-text value (text, textarea or email) in a group that is
 * not a Table. Their values are the customer's: the form shows one input for each and the save
 * writes it to the customer.
 */
export const insuredAttributes = <A extends { attribute_name: string | null; attribute_type: string }>(
  groups: readonly { displaytype: string; attributes: readonly A[] }[],
): Partial<Record<CustomerKey, A>> => fieldAttributes(groups, CUSTOMER_KEYS, INSURED_TYPES);

/**
 * The attributes that are the record's dates: per date key, the first date attribute so named in
 * a group that is not a Table. Their value is always the record's date (withRecordDates): the
 * form asks for the date once, in its term, and a stored value that disagrees gives way.
 */
export const recordDateAttributes = <A extends { attribute_name: string | null; attribute_type: string }>(
  groups: readonly { displaytype: string; attributes: readonly A[] }[],
): Partial<Record<RecordDateKey, A>> => fieldAttributes(groups, RECORD_DATE_KEYS, RECORD_DATE_TYPES);

/** The label of the attribute that holds the record's amount. */
const RECORD_AMOUNT_LABEL = 'policy amount';

/**
 * The attribute that holds the record's amount: the first text attribute named `policyamount` and
 * labelled Policy Amount, in a group that is not a Table. The name alone does not tell it: an
 * attribute of the line's own (Class Code, Employees) may carry `policyamount` too, as every
 * attribute had to name a field before the name became optional (migration 431).
 */
export const recordAmountAttribute = <A extends { attribute_name: string | null; attribute_type: string; name: string }>(
  groups: readonly { displaytype: string; attributes: readonly A[] }[],
): A | undefined =>
  groups
    .filter((group) => group.displaytype !== 'Table')
    .flatMap((group) => group.attributes)
    .find(
      (attribute) =>
        attribute.attribute_name === 'policyamount' && attribute.attribute_type === 'text' && attribute.name.trim().toLowerCase() === RECORD_AMOUNT_LABEL,
    );
