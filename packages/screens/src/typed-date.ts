import { isoDateProblem } from '@kyubos/contracts/constants';
import { useState } from 'react';
import { fieldMessage, inputMessage, isUnreadableInput } from './schema-form';

/**
 * What is wrong with a day typed into a date input, said as the forms say it: what names no day
 * (02/30/2027) 'is not a valid date', a year typed in two or three digits (0027) 'has the year
 * 0027: type the year in four digits', blank 'is required' when the field is. Undefined when the
 * day is one the server takes (or blank, for a field that may be).
 */
export function typedDateProblem(label: string, text: string, { unreadable = false, required = false } = {}): string | undefined {
  if (!unreadable && text === '' && !required) return undefined;
  const problem = isoDateProblem(text);
  if (problem === null && !unreadable) return undefined;
  return fieldMessage(label, inputMessage({ required, type: 'date' }, text, problem ?? '', unreadable));
}

/** The props a date input spreads: its text, its message, and the events that tell what it holds. */
export interface TypedDateField {
  value: string;
  onChange: (value: string, event?: unknown) => void;
  /**
   * Every keystroke and the leaving of the field: a blank input typed into as 02/30/2026 stays ''
   * throughout, so no change is reported, yet the input now holds what names no day.
   */
  onInput: (event: unknown) => void;
  onBlur: (event: unknown) => void;
  error: string | undefined;
}

/** A date field outside a form (a filter, an "as of" day): its input's props and the day it names. */
export interface TypedDate {
  field: TypedDateField;
  /** The field's message while what it holds is refused. */
  error: string | undefined;
  /**
   * The day to ask the server for: set only while the field holds a complete, valid date (not
   * the 0002 of a year typed half-way), '' while a field that may be blank is; undefined while refused.
   */
  day: string | undefined;
}

const valueOf = (event: unknown) => (event as { target?: { value?: unknown } } | null | undefined)?.target?.value;

/**
 * A date typed into a filter or an "as of" field, checked as the forms check one, so no list or
 * version is asked for, or shown as current, for a day the field does not hold.
 */
export function useTypedDate(label: string, initial = '', { required = false } = {}): TypedDate {
  const [typed, setTyped] = useState({ value: initial, unreadable: false });
  const error = typedDateProblem(label, typed.value, { unreadable: typed.unreadable, required });
  const read = (event: unknown) => {
    const value = valueOf(event);
    if (typeof value !== 'string') return;
    const unreadable = isUnreadableInput(event);
    setTyped((current) => (current.value === value && current.unreadable === unreadable ? current : { value, unreadable }));
  };
  return {
    field: {
      value: typed.value,
      onChange: (value, event) => setTyped({ value, unreadable: isUnreadableInput(event) }),
      onInput: read,
      onBlur: read,
      error,
    },
    error,
    day: error ? undefined : typed.value,
  };
}
