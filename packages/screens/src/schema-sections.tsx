import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button, CellInput, FormGrid, FormSection, RowsTable, TextField } from '@kyubos/ui';
import { fieldRules } from './field-rules';
import { fieldMessage, inputMessage, toFormValues, type BoundField, type FormValues, type SchemaForm } from './schema-form';

/** A field of a section: its key and label; `render` for anything but a text box (a select, a date). */
export interface SectionField<K extends string> {
  key: K;
  label: string;
  render?: (field: BoundField) => ReactNode;
}

export interface SchemaSectionProps<K extends string> {
  form: SchemaForm<K>;
  title: string;
  description?: string;
  /** The section's fields, in order; each gets its rules from the schema. */
  fields?: readonly SectionField<K>[];
  /**
   * A conditional section: shown while this holds. A hidden section's fields are not bound, so
   * they are neither shown nor checked before a save.
   */
  when?: boolean | ((values: FormValues<K>) => boolean);
  /** More content after the fields (a total, a table of rows). */
  children?: ReactNode;
}

/** A titled section of a schema form: its fields in a grid, bound to the form, or nothing when `when` is false. */
export function SchemaSection<K extends string>({ form, title, description, fields = [], when = true, children }: SchemaSectionProps<K>) {
  const shown = typeof when === 'function' ? when(form.values) : when;
  if (!shown) return null;
  return (
    <FormSection title={title} description={description}>
      {fields.length > 0 && (
        <FormGrid>
          {fields.map(({ key, label, render }) => {
            const bound = form.field(key, label);
            return render ? <span key={key}>{render(bound)}</span> : <TextField key={key} {...bound} />;
          })}
        </FormGrid>
      )}
      {children}
    </FormSection>
  );
}

/** A section of `SchemaSections`: `SchemaSection`'s props without the form. */
export type SectionSpec<K extends string> = Omit<SchemaSectionProps<K>, 'form'>;

/** A form written as data: one `SchemaSection` per entry, in order. */
export function SchemaSections<K extends string>({ form, sections }: { form: SchemaForm<K>; sections: readonly SectionSpec<K>[] }) {
  return (
    <>
      {sections.map((section) => (
        <SchemaSection key={section.title} form={form} {...section} />
      ))}
    </>
  );
}

// ---------------------------------------------------------------- Repeating rows

/** The rows of a repeating part of a form (a schedule, drivers, locations), each row checked by one object schema. */
export interface SchemaRows<K extends string> {
  rows: readonly FormValues<K>[];
  /** Each row's messages by field, after a refused save. */
  errors: readonly Partial<Record<K, string>>[];
  canAdd: boolean;
  add: () => void;
  remove: (index: number) => void;
  update: (index: number, changes: Partial<FormValues<K>>) => void;
  /** Props of the cell input of `key` in row `index`. */
  cell: (index: number, key: K, label: string) => BoundField;
  dirty: boolean;
  /** Checks every row against the schema; puts each message on its cell and says whether all passed. */
  validate: () => boolean;
}

export interface SchemaRowsOptions {
  /** The most rows the schema allows (no Add beyond it). */
  max?: number;
  /** Rows to start with when there is none stored (default 0). */
  min?: number;
}

/**
 * Repeating rows of a schema form: add, remove, edit, and each row checked against the row's
 * zod object schema before a save (messages on their cells, as `useSchemaForm` does for fields).
 */
export function useSchemaRows<S extends z.ZodObject, K extends string = Extract<keyof S['shape'], string>>(
  schema: S,
  stored: readonly NoInfer<Partial<Record<K, unknown>>>[] = [],
  { max = Infinity, min = 0 }: SchemaRowsOptions = {},
): SchemaRows<K> {
  const keys = useMemo(() => Object.keys(schema.shape) as K[], [schema]);
  const blank = useCallback(() => toFormValues<K>(keys, undefined), [keys]);
  const [start] = useState(() => {
    const rows = stored.map((row) => toFormValues(keys, row));
    while (rows.length < min) rows.push(toFormValues<K>(keys, undefined));
    return rows;
  });
  const [rows, setRows] = useState<FormValues<K>[]>(start);
  const [rawErrors, setRawErrors] = useState<Partial<Record<K, string>>[]>([]);

  const update = useCallback((index: number, changes: Partial<FormValues<K>>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...changes } : row)));
    setRawErrors((current) =>
      current.map((messages, at) => {
        if (at !== index) return messages;
        const next = { ...messages };
        for (const key of Object.keys(changes) as K[]) delete next[key];
        return next;
      }),
    );
  }, []);

  const cell = (index: number, key: K, label: string): BoundField => {
    const rules = fieldRules((schema.shape as Record<string, z.ZodType>)[key]!);
    const message = rawErrors[index]?.[key];
    return {
      ...rules,
      name: `${key}.${index}`,
      label,
      value: rows[index]?.[key] ?? '',
      onChange: (value) => update(index, { [key]: value } as Partial<FormValues<K>>),
      error: message === undefined ? undefined : fieldMessage(label, message),
    };
  };

  const validate = () => {
    const found = rows.map((row) => {
      const result = schema.safeParse(row);
      const messages: Partial<Record<K, string>> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const key = issue.path[0] as K | undefined;
          if (key !== undefined && messages[key] === undefined) {
            messages[key] = inputMessage(fieldRules((schema.shape as Record<string, z.ZodType>)[key]!), row[key] ?? '', issue.message);
          }
        }
      }
      return messages;
    });
    setRawErrors(found);
    return found.every((messages) => Object.keys(messages).length === 0);
  };

  const dirty = rows.length !== start.length || rows.some((row, index) => keys.some((key) => row[key] !== start[index]?.[key]));

  return {
    rows,
    errors: rawErrors,
    canAdd: rows.length < max,
    add: () => setRows((current) => (current.length < max ? [...current, blank()] : current)),
    remove: (index) => {
      setRows((current) => current.filter((_, at) => at !== index));
      setRawErrors((current) => current.filter((_, at) => at !== index));
    },
    update,
    cell,
    dirty,
    validate,
  };
}

export interface SchemaRowsTableProps<K extends string> {
  rows: SchemaRows<K>;
  /** Names the table: 'Drivers'. */
  caption: string;
  columns: readonly { key: K; label: string }[];
  /** What a row is called in the buttons: 'driver' gives 'Add driver', 'Remove driver 2'. */
  rowName?: string;
}

/** The repeating rows as a table: one input per field and row, Add under it and Remove on each row. */
export function SchemaRowsTable<K extends string>({ rows, caption, columns, rowName = 'row' }: SchemaRowsTableProps<K>) {
  const id = useId();
  return (
    <>
      <RowsTable aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.rows.map((_, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              {columns.map(({ key, label }) => {
                const { label: _label, name: _name, required, maxLength, type, inputMode, value, onChange, error } = rows.cell(index, key, label);
                return (
                  <td key={key}>
                    <CellInput
                      id={`${id}-${key}-${index}`}
                      label={`${label} of ${rowName} ${index + 1}`}
                      required={required}
                      maxLength={maxLength}
                      type={type}
                      inputMode={inputMode}
                      value={value}
                      onChange={onChange}
                      error={error}
                    />
                  </td>
                );
              })}
              <td>
                <Button type="button" variant="link" onClick={() => rows.remove(index)}>
                  {`Remove ${rowName} ${index + 1}`}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </RowsTable>
      <Button type="button" variant="secondary" disabled={!rows.canAdd} onClick={rows.add}>
        {`Add ${rowName}`}
      </Button>
    </>
  );
}
