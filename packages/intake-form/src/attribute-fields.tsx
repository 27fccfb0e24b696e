import type { FormAttribute, FormAttributeType } from '@kyubos/contracts';
import {
  applyMask,
  attributeValueError,
  CHECKBOX_ON,
  dataTypeMessage,
  maskCannotTake,
  matchesDataType,
  maxLengthOf,
  optionsOf,
} from '@kyubos/domain';
import { afterPointerRelease, CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from '@kyubos/ui';
import { useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

export interface AttributeFieldProps {
  attribute: FormAttribute;
  id: string;
  name: string;
  value: string;
  required: boolean;
  error?: string;
  onChange(value: string): void;
  setError(message: string | null): void;
}
type FieldRenderer = (props: AttributeFieldProps) => ReactElement;

const hintOf = (attribute: FormAttribute) =>
  [attribute.description, attribute.attributeformat ? `Format ${attribute.attributeformat}` : null].filter(Boolean).join(' · ') || undefined;

/**
 * Typing into a formatted or typed field (spec 3 §5): text the data type or the mask cannot take
 * ('250k' in 9999999, 'Texas' in AA) stays as typed with "{name} is invalid based on validation."
 * and the save refuses it, rather than being rewritten into a different valid-looking value;
 * otherwise it is auto-formatted. On blur an incomplete format shows its message; an empty value
 * clears any message.
 */
function useTypedInput({ attribute, value, onChange, setError }: AttributeFieldProps) {
  const format = attribute.attributeformat ?? '';
  // What was typed behind the value the mask shows ('Te' behind 'TE'): text typed on at its end adds
  // to what was typed, so a value the mask then cannot take stays as typed ('Texas', not 'TExas').
  const typed = useRef({ shown: value, text: value });
  const show = (shown: string, text: string) => {
    typed.current = { shown, text };
    onChange(shown);
  };
  return {
    change(input: string) {
      const behind = typed.current.shown === value && input.startsWith(value) ? typed.current.text + input.slice(value.length) : input;
      if (input === '') {
        setError(null);
        show('', '');
        return;
      }
      if (!matchesDataType(attribute.attribute_data_type, behind, format) || maskCannotTake(format, behind)) {
        // The value first: storing it clears the field's message.
        show(behind, behind);
        setError(dataTypeMessage(attribute.name));
        return;
      }
      setError(null);
      show(format ? applyMask(format, behind) : behind, behind);
    },
    blur(value: string) {
      checkOnBlur({ attribute, setError })(value);
    },
  };
}

/**
 * The input's own length limit, only without a format: a formatted field takes any typing and
 * says when the format cannot take it, instead of the browser silently cutting it short.
 */
const inputMaxLength = (attribute: FormAttribute): number | undefined =>
  attribute.attributeformat ? undefined : (maxLengthOf(attribute) ?? undefined);

function PlainTextField(props: AttributeFieldProps & { type?: 'text' | 'email' }) {
  const { attribute, value, type = 'text' } = props;
  const typed = useTypedInput(props);
  return (
    <TextField
      {...basicsOf(props)}
      hint={hintOf(attribute)}
      type={type}
      maxLength={inputMaxLength(attribute)}
      placeholder={attribute.attributeformat ?? undefined}
      onChange={typed.change}
      onBlur={() => typed.blur(value)}
    />
  );
}

const SecureRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > :first-child {
    flex: 1;
  }
`;
const ToggleButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeight};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

/** Secure and PI secure: masked while typing, with a show/hide toggle. */
function SecureField(props: AttributeFieldProps) {
  const { attribute, value } = props;
  const [shown, setShown] = useState(false);
  const typed = useTypedInput(props);
  return (
    <SecureRow>
      <TextField
        {...basicsOf(props)}
        hint={hintOf(attribute)}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        maxLength={inputMaxLength(attribute)}
        onChange={typed.change}
        onBlur={() => typed.blur(value)}
      />
      <ToggleButton type="button" aria-pressed={shown} aria-label={`${shown ? 'Hide' : 'Show'} ${attribute.name}`} onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </ToggleButton>
    </SecureRow>
  );
}

/**
 * The value's check as the field is left. A button pressed to leave it keeps its click
 * (afterPointerRelease). A blank value has nothing to check, and a save's "is required" mark
 * stays on it until something is typed (leaving the field focused by the save keeps it too).
 */
const checkOnBlur =
  ({ attribute, setError }: Pick<AttributeFieldProps, 'attribute' | 'setError'>) =>
  (value: string) => {
    if (value.trim() === '') return;
    afterPointerRelease(() => setError(attributeValueError(attribute, value)));
  };

/** What every field shows the same way: id, name, label, value, required mark, error and description. */
const basicsOf = ({ attribute, id, name, value, required, error }: AttributeFieldProps) => ({
  id,
  name,
  label: attribute.name,
  value,
  required,
  error,
  hint: attribute.description ?? undefined,
});

/** The attribute's options; a record's answer no longer among them stays, marked so, until changed. */
function choicesOf(group: string | null | undefined, value: string) {
  const options = optionsOf(group);
  const choices = options.map((option) => ({ value: option, label: option }));
  return value && !options.includes(value) ? [...choices, { value, label: `${value} (no longer offered)` }] : choices;
}

/** One renderer per attribute type: a type without one does not compile. */
export const FIELD_RENDERERS: Record<FormAttributeType, FieldRenderer> = {
  text: (props) => <PlainTextField {...props} />,
  email: (props) => <PlainTextField {...props} type="email" />,
  secure: (props) => <SecureField {...props} />,
  'PI secure': (props) => <SecureField {...props} />,
  date: (props) => (
    <TextField
      {...basicsOf(props)}
      type="date"
      onChange={(value) => {
        props.setError(null);
        props.onChange(value);
      }}
      onBlur={() => checkOnBlur(props)(props.value)}
    />
  ),
  textarea: (props) => (
    <TextAreaField
      {...basicsOf(props)}
      rows={4}
      cols={50}
      fullWidth={false}
      maxLength={maxLengthOf(props.attribute) ?? undefined}
      onChange={props.onChange}
    />
  ),
  SelectBox: (props) => (
    <SelectField {...basicsOf(props)} placeholder="Select" options={choicesOf(props.attribute.selectgroup, props.value)} onChange={props.onChange} />
  ),
  radio: (props) => <RadioGroupField {...basicsOf(props)} options={choicesOf(props.attribute.radiogroup, props.value)} onChange={props.onChange} />,
  checkbox: (props) => (
    <CheckboxField
      id={props.id}
      name={props.name}
      label={props.required ? `${props.attribute.name} *` : props.attribute.name}
      checked={props.value === CHECKBOX_ON}
      error={props.error}
      hint={props.attribute.description ?? undefined}
      onChange={(checked) => props.onChange(checked ? CHECKBOX_ON : 'false')}
    />
  ),
};
