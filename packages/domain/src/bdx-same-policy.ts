/**
 * When a row of a carrier's bordereau is the same policy as another row of the file or as a record
 * already in the book: one rule for the import (rows already in the book, rows repeating an earlier
 * row) and for the review of the file before it is imported. Pure.
 *
 * A policy is matched by the carrier's policy number; a row without one by its insured (first and
 * last name, case aside) on the same effective date. A numbered row also matches an entry kept
 * without a number whose insured and date are its own (the number was not known then), never one
 * numbered otherwise. The line of business is the caller's: every row of a file is of the file's
 * line, and the book is read for that line.
 */
import { bdxDate } from './bdx-rows';
import { bdxInsuredName, type BdxImportColumns } from './bdx-import';

/** What a policy is matched by: its carrier policy number (lower case) and its insured on its effective date, each null when unknown. */
export interface BdxPolicyKey {
  carrierNumber: string | null;
  insured: string | null;
}

/** The key of a policy from its carrier number and its insured's names and effective date (YYYY-MM-DD). */
export function bdxPolicyKey(carrierNumber: string | null, insured: { firstname: string; lastname: string; effective: string | null }): BdxPolicyKey {
  const number = carrierNumber?.trim().toLowerCase() || null;
  const named = insured.firstname.trim() !== '' || insured.lastname.trim() !== '';
  return {
    carrierNumber: number,
    insured: named && insured.effective ? `${insured.firstname.trim().toLowerCase()}\u0000${insured.lastname.trim().toLowerCase()}\u0000${insured.effective}` : null,
  };
}

/**
 * The key of a row of a bordereau as read from its cells: the Policy Number column (`numberAt`),
 * the insured as an import reads it (First and Last Name, else Insured Name) and the effective date.
 */
export function bdxRowPolicyKey(cells: readonly string[], columns: BdxImportColumns, numberAt: number | undefined): BdxPolicyKey {
  const cell = (at: number | undefined) => (at === undefined ? '' : (cells[at] ?? '').trim());
  return bdxPolicyKey(cell(numberAt) || null, { ...bdxInsuredName(cells, columns), effective: bdxDate(cell(columns.policyeffectivedate)) });
}

/** Policies seen so far (rows of a file, records of the book), each with what names it (a row number, a record number). */
export interface BdxPolicyIndex<T> {
  /** Notes a policy; the first entry of a number or an insured is the one found. */
  add(key: BdxPolicyKey, value: T): void;
  /** The entry the key is the same policy as, if any. */
  find(key: BdxPolicyKey): T | undefined;
}

export function bdxPolicyIndex<T>(): BdxPolicyIndex<T> {
  const byNumber = new Map<string, T>();
  const byInsured = new Map<string, T>();
  const byInsuredUnnumbered = new Map<string, T>();
  const keep = (map: Map<string, T>, key: string, value: T) => {
    if (!map.has(key)) map.set(key, value);
  };
  return {
    add(key, value) {
      if (key.carrierNumber) keep(byNumber, key.carrierNumber, value);
      if (key.insured) {
        keep(byInsured, key.insured, value);
        if (!key.carrierNumber) keep(byInsuredUnnumbered, key.insured, value);
      }
    },
    find(key) {
      if (key.carrierNumber) return byNumber.get(key.carrierNumber) ?? (key.insured ? byInsuredUnnumbered.get(key.insured) : undefined);
      return key.insured ? byInsured.get(key.insured) : undefined;
    },
  };
}

/** Why a row is not made a record when it is the same policy as an earlier row of its file. */
export const samePolicyAsRow = (row: number) => `Same policy as row ${row}`;
