import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@kyubos/api';
import { fieldRules, type FieldRules } from './field-rules';

/** An object schema of a contract: the fields a form edits, each checked by its own schema. */
type FieldsSchema = z.ZodObject;

/** The text of each field, as typed. */
export type FormValues<K extends string> = Record<K, string>;

/** A record's fields as form text: null and undefined become ''. */
export function toFormValues<K extends string>(keys: readonly K[], record: Partial<Record<K, unknown>> | undefined): FormValues<K> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] == null ? '' : String(record[key])])) as FormValues<K>;
}

/** What an input spreads: its name, value, label, rules from the schema and its error. */
export interface BoundField extends FieldRules {
  name: string;
  label: string;
  value: string;
  /** The input's text, and its change event (a date input's tells whether it holds a readable day). */
  onChange: (value: string, event?: unknown) => void;
  error?: string;
}

/**
 * A field's message as a sentence: the contracts say 'is required', 'must be at most 3
 * characters', so the label goes first. A message that is a sentence already stays as it is.
 */
export const fieldMessage = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}` : message);

/** How the browser's date input shows a day (en-US), which the messages name rather than the wire's 'YYYY-MM-DD'. */
export const DATE_INPUT_FORMAT = 'mm/dd/yyyy';

/** What a date input holding no readable day (02/30/2027, or typed half-way) says: not that it is blank. */
export const UNREADABLE_DATE = 'is not a valid date';

/**
 * Whether a change event is of a date input holding what names no day ('02/30/2027'): the browser
 * then gives its value as '', as if nothing were typed, and flags the input as bad.
 */
export function isUnreadableInput(event: unknown): boolean {
  const target = (event as { target?: { validity?: { badInput?: boolean } } } | null | undefined)?.target;
  return target?.validity?.badInput === true;
}

/**
 * The schema's or the server's message as the field says it: an input holding no readable day
 * 'is not a valid date', a required field left blank 'is required' (a date's schema, given '',
 * would name its format), and a date input names the format it shows ('must be a full date
 * (mm/dd/yyyy)') rather than the wire's.
 */
export function inputMessage(rules: FieldRules, text: string, message: string, unreadable = false): string {
  if (unreadable) return UNREADABLE_DATE;
  if (rules.required && text.trim() === '') return 'is required';
  if (rules.type === 'date' && /^must be a date\b/.test(message)) return `must be a full date (${DATE_INPUT_FORMAT})`;
  return message;
}

export interface SchemaForm<K extends string> {
  values: FormValues<K>;
  /** Sets one or several fields at once (a choice that fills others). */
  update: (changes: Partial<FormValues<K>>) => void;
  /** Sets one field from its input's change: a date input holding no readable day is kept as such. */
  input: (key: K, value: string, event?: unknown) => void;
  /** Whether the field's input holds what names no day (its value is then ''). */
  isUnreadable: (key: K) => boolean;
  /** Props for the input of `key`: `<TextField {...form.field('country_name', 'Country Name')} />`. */
  field: (key: K, label: string) => BoundField;
  /** Each field's message, by key, after a refused save. */
  errors: Partial<Record<K, string>>;
  /** Something differs from what was loaded. */
  dirty: boolean;
  /** Checks the values against the schema; shows each shown field's message and says whether they all passed. */
  validate: () => boolean;
  /** Shows the server's field errors of a refused save on their fields; false when none is a field of the form. */
  showServerErrors: (error: unknown) => boolean;
}

/**
 * The state of a form whose rules are the contract's zod schema, so the page and the server
 * cannot disagree: required, max length and formats are read from the schema, and a save is
 * checked against it before anything is sent.
 */
export function useSchemaForm<S extends FieldsSchema, K extends string = Extract<keyof S['shape'], string>>(
  schema: S,
  /** The stored record (edit) or nothing (add): each field's text is taken from it. */
  record?: NoInfer<Partial<Record<K, unknown>>> | null,
  /** The fields the form edits, when not every field of the schema. */
  fields?: readonly K[],
): SchemaForm<K> {
  const [start] = useState(() => toFormValues(fields ?? (Object.keys(schema.shape) as K[]), record ?? undefined));
  // The stored record fills what the form does not show (an id), so rules across fields still run.
  const [stored] = useState(() => record ?? {});
  const [values, setValues] = useState(start);
  const [rawErrors, setRawErrors] = useState<Partial<Record<K, string>>>({});
  // The date inputs holding what names no day: their value is '', but they are not blank.
  const [unreadable, setUnreadable] = useState<ReadonlySet<K>>(new Set<K>());
  const labels = useMemo(() => new Map<K, string>(), []);
  // The fields bound since the form last rendered, and those of the last render committed to the
  // page: only what the form shows is checked. Sections in child components bind theirs after the
  // form's own render, and a render React throws away (no commit) must not forget them.
  const binding = useMemo(() => new Set<K>(), []);
  binding.clear();
  const shownRef = useRef<ReadonlySet<K>>(new Set());
  useLayoutEffect(() => {
    shownRef.current = new Set(binding);
  });
  const isShown = (key: K) => shownRef.current.has(key) || binding.has(key);
  const shape = schema.shape as Record<string, z.ZodType | undefined>;
  const keys = Object.keys(start) as K[];

  const update = useCallback((changes: Partial<FormValues<K>>) => {
    setValues((current) => ({ ...current, ...changes }));
    setUnreadable((current) => (Object.keys(changes).some((key) => current.has(key as K)) ? new Set([...current].filter((key) => !(key in changes))) : current));
    // A field's message goes once the field is edited.
    setRawErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as K[]) delete next[key];
      return next;
    });
  }, []);

  const errors = Object.fromEntries(
    (Object.entries(rawErrors) as [K, string][]).map(([key, message]) => [key, fieldMessage(labels.get(key) ?? key, message)]),
  ) as Partial<Record<K, string>>;

  const rulesOf = (key: K): FieldRules => (shape[key] ? fieldRules(shape[key]) : { required: false });
  const messageOf = (key: K, message: string) => inputMessage(rulesOf(key), values[key] ?? '', message, unreadable.has(key));

  const input = (key: K, value: string, event?: unknown) => {
    update({ [key]: value } as Partial<FormValues<K>>);
    if (isUnreadableInput(event)) setUnreadable((current) => new Set([...current, key]));
  };

  const field = (key: K, label: string): BoundField => {
    labels.set(key, label);
    binding.add(key);
    const rules = rulesOf(key);
    return {
      ...rules,
      name: key,
      label,
      value: values[key],
      onChange: (value: string, event?: unknown) => input(key, value, event),
      error: errors[key],
    };
  };

  const validate = () => {
    // A blank optional field (a select left at its placeholder) means no value, as the server reads it.
    const typed = Object.fromEntries(
      (Object.entries(values) as [K, string][]).filter(([key, text]) => !(text === '' && shape[key] && !fieldRules(shape[key]).required)),
    );
    const result = schema.safeParse({ ...stored, ...typed });
    const found: Partial<Record<K, string>> = {};
    // An optional date input holding no readable day passes as blank: it is refused all the same.
    for (const key of unreadable) if (isShown(key)) found[key] = UNREADABLE_DATE;
    for (const issue of result.error?.issues ?? []) {
      const key = issue.path[0] as K | undefined;
      if (key !== undefined && isShown(key) && found[key] === undefined) found[key] = messageOf(key, issue.message);
    }
    setRawErrors(found);
    // An issue on a field the form does not show is the server's to report.
    return Object.keys(found).length === 0;
  };

  const showServerErrors = (error: unknown) => {
    const found: Partial<Record<K, string>> = {};
    for (const { path, message } of fieldErrors(error)) {
      // Updates wrap the fields ('countryData.country_code'): the last segment names the field.
      const key = path.split('.').at(-1) as K;
      if (isShown(key) && found[key] === undefined) found[key] = messageOf(key, message);
    }
    setRawErrors(found);
    return Object.keys(found).length > 0;
  };

  const dirty = keys.some((key) => values[key] !== start[key]);

  return { values, update, input, isUnreadable: (key: K) => unreadable.has(key), field, errors, dirty, validate, showServerErrors };
}
