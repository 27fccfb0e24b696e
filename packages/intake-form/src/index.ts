/** @kyubos/intake-form: renders a line of business's configured intake form, editable or read-only, and its coverage table. */
export { IntakeForm, displayValue, type IntakeFormProps } from './intake-form';
export { useIntakeForm, fieldKey, type IntakeFormState } from './use-intake-form';
export { FIELD_RENDERERS, type AttributeFieldProps } from './attribute-fields';
export { CoverageTable, type CoverageTableProps } from './coverage-table';
