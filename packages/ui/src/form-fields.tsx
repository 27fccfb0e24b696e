import {
  useId,
  type ChangeEvent,
  type ClipboardEvent,
  type ClipboardEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

/* ---------- shared pieces: every field is label + control + hint + error ---------- */

interface FieldBaseProps {
  label: string;
  name: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Spans both columns of a FormGrid. */
  fullWidth?: boolean;
  id?: string;
}

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const labelStyles = css`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Label = styled.label`
  ${labelStyles}
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Border, height and focus ring shared by inputs, selects and text areas. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeight};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.base};
  transition: border-color 120ms ease, box-shadow 120ms ease;

  &:hover:not(:disabled):not([readonly]) {
    border-color: ${({ theme }) => theme.colors.mutedText};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[readonly],
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Input = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  padding-block: ${({ theme }) => theme.spacing.sm};
`;

/** Ids tying the control to its label, hint and error. */
export function useFieldIds(idProp: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  /** What every control spreads: its id and how it is described to assistive technology. */
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return { id, hintId, errorId, describedBy, control };
}

interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  fullWidth?: boolean;
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}

/** Label above the control, hint and error below. Also used by PhoneField. */
export function FieldFrame({ label, required, hint, error, fullWidth, ids, children }: FieldFrameProps) {
  return (
    <FieldWrapper data-span={fullWidth ? 'full' : undefined}>
      <Label htmlFor={ids.id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children}
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldWrapper>
  );
}

function FieldMessages({ hint, error, ids }: Pick<FieldFrameProps, 'hint' | 'error' | 'ids'>) {
  return (
    <>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && <ErrorText id={ids.errorId}>{error}</ErrorText>}
    </>
  );
}

/* ---------- length limits that never cut silently ---------- */

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The spaces around a text: the contracts trim text fields, so they never count against a limit. */
const outerSpaces = (text: string) => text.length - text.trim().length;

/** Puts `text` in the control as if typed: React's onChange sees it, and the caret goes to `caret`. */
function enterText(control: TextControl, text: string, caret: number) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  // An email or number box has no caret to place (its selectionStart is null; setSelectionRange throws).
  if (control.selectionStart !== null) control.setSelectionRange(caret, caret);
}

/**
 * A length limit (`maxLength`) that never cuts a value without a word. The browser's maxlength
 * counts spaces the server trims away and cuts a paste at the limit silently ("  ZQ  " pasted in
 * a 3-character box became "  Z", saved as "Z"). Here the limit leaves the value's outer spaces
 * out, and a paste goes in whole, the value's outer spaces dropped: one still too long stays as
 * pasted and the form's check names the limit ("Country Code must be at most 3 characters").
 * A password keeps its spaces, which are part of it. Every text control of the kit spreads it.
 */
export function lengthLimit<E extends TextControl>(value: string, maxLength: number | undefined, keepSpaces: boolean, onPaste?: ClipboardEventHandler<E>) {
  const allowed = (text: string) => (maxLength === undefined ? Infinity : maxLength + (keepSpaces ? 0 : outerSpaces(text)));
  return {
    maxLength: maxLength === undefined ? undefined : allowed(value),
    onPaste: (event: ClipboardEvent<E>) => {
      onPaste?.(event);
      if (event.defaultPrevented || maxLength === undefined) return;
      const control = event.currentTarget;
      const start = control.selectionStart ?? control.value.length;
      const before = control.value.slice(0, start) + event.clipboardData.getData('text');
      const whole = before + control.value.slice(control.selectionEnd ?? start);
      const entered = keepSpaces ? whole : whole.trim();
      // What the browser would paste itself (nothing to trim, within the limit) is left to it.
      if (entered === whole && whole.length <= allowed(control.value)) return;
      event.preventDefault();
      enterText(control, entered, Math.min(entered.length, keepSpaces ? before.length : before.trimStart().length));
    },
  };
}

/* ---------- fields ---------- */

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id' | 'required' | 'children'> {
  value: string | number;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
}

export function TextField({ label, name, required, hint, error, fullWidth, id, value, onChange, type = 'text', maxLength, onPaste, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} fullWidth={fullWidth} ids={ids}>
      <Input
        {...inputProps}
        {...lengthLimit(String(value), maxLength, type === 'password', onPaste)}
        {...ids.control}
        name={name}
        type={type}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'id' | 'required' | 'children'> {
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
}

export function TextAreaField({ label, name, required, hint, error, fullWidth = true, id, value, onChange, rows = 3, maxLength, onPaste, ...areaProps }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} fullWidth={fullWidth} ids={ids}>
      <TextArea
        {...areaProps}
        {...lengthLimit(value, maxLength, false, onPaste)}
        {...ids.control}
        name={name}
        rows={rows}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'id' | 'required' | 'children'> {
  value: string | number;
  options: readonly FieldOption[];
  /** A first, empty-valued option such as 'Select country'. */
  placeholder?: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
}

export function SelectField({ label, name, required, hint, error, fullWidth, id, value, options, placeholder, onChange, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} fullWidth={fullWidth} ids={ids}>
      <Select
        {...selectProps}
        {...ids.control}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value, event)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Legend = styled.legend`
  ${labelStyles}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xl}`};
  min-height: ${({ theme }) => theme.controlHeight};
  align-items: center;
`;

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: inherit;
  }
`;

export interface RadioGroupFieldProps extends FieldBaseProps {
  value: string;
  options: readonly FieldOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function RadioGroupField({ label, name, required, hint, error, fullWidth, id, value, options, onChange, disabled }: RadioGroupFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Fieldset
      id={ids.id}
      data-span={fullWidth ? 'full' : undefined}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <Legend>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      <ChoiceRow>
        {options.map((option) => (
          <ChoiceLabel key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={String(option.value) === value}
              required={required}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </ChoiceRow>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </Fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<FieldBaseProps, 'required'> {
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

export function CheckboxField({ label, name, hint, error, fullWidth, id, checked, onChange, disabled }: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldWrapper data-span={fullWidth ? 'full' : undefined}>
      <ChoiceLabel htmlFor={ids.id}>
        <input
          {...ids.control}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked, event)}
        />
        {label}
      </ChoiceLabel>
      <FieldMessages hint={hint} error={error} ids={ids} />
    </FieldWrapper>
  );
}

/* ---------- layout ---------- */

/** Two columns of fields, one on narrow screens; a field with `fullWidth` spans both. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.spacing.xl};
    padding-top: ${({ theme }) => theme.spacing.xl};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionHeader = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** The heading of a section of a page or form. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The line under a section's title that says what the section holds. */
export const SectionDescription = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface FormSectionProps {
  title: string;
  description?: string;
  /** Usually a FormGrid of fields. */
  children: ReactNode;
}

/** A titled group of fields; consecutive sections are separated by a rule. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {description && <SectionDescription>{description}</SectionDescription>}
      </SectionHeader>
      {children}
    </Section>
  );
}
