import type { AttributeDataType, DisplayType, FormAttributeType } from '@kyubos/contracts';

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

/** Format and Data Type apply only to text, secure and PI secure inputs. */
export const typeHasFormat = (type: FormAttributeType | '' | null | undefined): boolean =>
  type === 'text' || type === 'secure' || type === 'PI secure';

/** Radio Box Group applies only to radio inputs. */
export const typeHasRadioGroup = (type: FormAttributeType | '' | null | undefined): boolean => type === 'radio';

/** Select Box Options apply only to SelectBox inputs. */
export const typeHasSelectGroup = (type: FormAttributeType | '' | null | undefined): boolean => type === 'SelectBox';

/** Number of Row applies only to the Table display type. */
export const displayTypeHasRows = (type: DisplayType | '' | null | undefined): boolean => type === 'Table';

/** Table is offered only when editing a group (spec 2 §2). */
export const displayTypeOptions = (mode: 'add' | 'edit'): DisplayType[] =>
  mode === 'edit' ? ['Single Column', 'Double Column', 'Table'] : ['Single Column', 'Double Column'];

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
