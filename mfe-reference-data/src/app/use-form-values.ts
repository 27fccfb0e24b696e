import { useCallback, useState } from 'react';

/** Text values of a form, one per field; every input edits one key. */
export type FormValues<K extends string> = Record<K, string>;

/** A record's fields as form text: null and undefined become ''. */
export function toFormValues<K extends string>(keys: readonly K[], record: Partial<Record<K, unknown>> | undefined): FormValues<K> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] == null ? '' : String(record[key])])) as FormValues<K>;
}

export function useFormValues<K extends string>(initial: FormValues<K>) {
  const [values, setValues] = useState(initial);
  /** Sets one or several fields at once (a choice that fills others, e.g. a country and its code). */
  const update = useCallback((changes: Partial<FormValues<K>>) => setValues((current) => ({ ...current, ...changes })), []);
  /** Props for an input bound to `key`. */
  const field = (key: K) => ({ name: key, value: values[key], onChange: (value: string) => update({ [key]: value } as Partial<FormValues<K>>) });
  return { values, update, field };
}
