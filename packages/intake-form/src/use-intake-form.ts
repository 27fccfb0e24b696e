import type { FormAttribute, IntakeFormGroup, PolicyDetails } from '@kyubos/contracts';
import { checkPolicyDetails, detailValue, rowCountOf, tableRowLimit, withoutTableRow, type DetailsCheck } from '@kyubos/domain';
import { useCallback, useMemo, useState } from 'react';

/** Where a value sits: the attribute and the row (0 outside Table groups). */
export const fieldKey = (attribute: Pick<FormAttribute, 'id'>, row: number): string => `${attribute.id}.${row}`;

export interface IntakeFormState {
  groups: readonly IntakeFormGroup[];
  details: PolicyDetails;
  /** Inline messages shown under fields (data type, mask), by fieldKey. */
  errors: Record<string, string>;
  /** Required attributes, table rows included: Generate is enabled when all are filled. */
  check: DetailsCheck;
  complete: boolean;
  /** Set by the first edit; the screens ask before an outside click throws edits away. */
  dirty: boolean;
  value(attribute: FormAttribute, row: number): string;
  setValue(attribute: FormAttribute, row: number, value: string): void;
  setError(key: string, message: string | null): void;
  rows(group: IntakeFormGroup): number;
  canAddRow(group: IntakeFormGroup): boolean;
  addRow(group: IntakeFormGroup): void;
  /** A Table group always keeps one entry: any entry may go while it has more. */
  canRemoveRow(group: IntakeFormGroup): boolean;
  /** Drops an entry and its values; the later entries (and their messages) move up one row. */
  removeRow(group: IntakeFormGroup, row: number): void;
  /** Before a save: puts every value problem and every blank required field on its field; answers what blocks the save. */
  validate(): { missing: string[]; problems: number };
  /** Replaces every value (a record loaded for edit). */
  reset(details: PolicyDetails): void;
}

/** The values and inline messages of one intake form; the rules are the API's own (packages/domain). */
export function useIntakeForm(groups: readonly IntakeFormGroup[], initial: PolicyDetails = {}): IntakeFormState {
  const [details, setDetails] = useState<PolicyDetails>(initial);
  // The record as loaded: what it holds that set-up no longer offers is kept (checkPolicyDetails).
  const [stored, setStored] = useState<PolicyDetails>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const check = useMemo(() => checkPolicyDetails(groups, details, stored), [groups, details, stored]);

  const rows = useCallback((group: IntakeFormGroup) => rowCountOf(group, details), [details]);

  const setError = useCallback((key: string, message: string | null) => {
    setErrors((current) => {
      if ((current[key] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const setValue = useCallback((attribute: FormAttribute, row: number, value: string) => {
    setDirty(true);
    // A field's message goes once the field is edited (a choice, too); a typed value is checked again as it is typed.
    setError(fieldKey(attribute, row), null);
    setDetails((current) => {
      const byName = current[String(attribute.id)] ?? {};
      const values = { ...(byName[attribute.name] ?? Object.values(byName)[0] ?? {}), [String(row)]: value };
      return { ...current, [String(attribute.id)]: { [attribute.name]: values } };
    });
  }, [setError]);

  return {
    groups,
    details,
    errors,
    check,
    complete: check.filledRequired === check.totalRequired,
    dirty,
    value: (attribute, row) => detailValue(details, attribute, row),
    setValue,
    setError,
    rows,
    canAddRow: (group) => group.displaytype === 'Table' && rows(group) < tableRowLimit(group),
    /** A new entry is blank values at the next row index, so its required attributes count at once. */
    addRow(group) {
      const row = rows(group);
      for (const attribute of group.attributes) setValue(attribute, row, '');
    },
    canRemoveRow: (group) => group.displaytype === 'Table' && rows(group) > 1,
    removeRow(group, row) {
      setDirty(true);
      setDetails((current) => withoutTableRow(group, current, row));
      const ids = new Set(group.attributes.map((attribute) => String(attribute.id)));
      setErrors((current) => {
        const next: Record<string, string> = {};
        for (const [key, message] of Object.entries(current)) {
          const [id = '', at = ''] = key.split('.');
          const index = Number(at);
          if (!ids.has(id) || index < row) next[key] = message;
          else if (index > row) next[`${id}.${index - 1}`] = message;
        }
        return next;
      });
    },
    validate() {
      const next: Record<string, string> = { ...errors };
      for (const problem of [...check.blanks, ...check.problems]) {
        const match = /^policydetails\.(\d+)\.(\d+)$/.exec(problem.path);
        if (match) next[`${match[1]}.${match[2]}`] = problem.message;
      }
      setErrors(next);
      return { missing: check.missing, problems: check.problems.length };
    },
    reset(values) {
      setDetails(values);
      setStored(values);
      setErrors({});
      setDirty(false);
    },
  };
}
