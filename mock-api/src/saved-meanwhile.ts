import { formatDateTime, timestampOf } from '@kyubos/domain';
import { AppError } from './app-error';
import { writerAt } from './audit/repository';
import type { Db } from './db/db';

/**
 * Lost-update protection of the edit calls: a form sends back the record's `updatedAt` as it read
 * it, and the save, under the record's lock, is refused (409, nothing written) when the record was
 * saved since, naming who saved it and when, so no save silently undoes another user's.
 */

/** When a record was last saved and by whom. */
export interface LastSave {
  updatedAt: Date | string | null;
  changed_by: string | null;
  saved_at: Date | string | null;
}

/** What a save is of, as its 409 names it: "This quotation", "These settings" (then "them"). */
export type SavedSubject = `This ${string}` | `These ${string}`;

/**
 * The 409 of a save over a record saved since the form read it ("This quotation changed
 * meanwhile: Ana Ortiz saved it on …"). Named on updatedAt, the value the form sent, so the form
 * shows the message above the fields it keeps and may offer a reload.
 */
export function changedMeanwhile(subject: SavedSubject, saved: Pick<LastSave, 'changed_by' | 'saved_at'>): AppError {
  const plural = subject.startsWith('These ');
  const them = plural ? 'them' : 'it';
  const by = saved.changed_by ? `${saved.changed_by} saved ${them}` : plural ? 'they were saved' : 'it was saved';
  const when = saved.saved_at ? ` on ${formatDateTime(saved.saved_at)} UTC` : '';
  const message = `${subject} changed meanwhile: ${by}${when}. Reload ${them} to see the changes, then make yours again.`;
  return new AppError('Conflict', message, 409, [{ path: 'updatedAt', message }]);
}

/**
 * Refuses the save unless the record is as the form read it: `readAt` is its updatedAt then (null:
 * the form read no stored record, e.g. settings never saved). Call it under the record's lock.
 */
export function assertUnchangedSince(subject: SavedSubject, held: LastSave | null, readAt: string | null): void {
  const stored = timestampOf(held?.updatedAt)?.getTime() ?? null;
  const read = readAt === null ? null : Date.parse(readAt);
  if (stored !== read) throw changedMeanwhile(subject, held ?? { changed_by: null, saved_at: null });
}

/** The tables whose edit calls carry the version the form read (their key column: the audit trail's entity_id). */
const VERSIONED = {
  users: 'id',
  intake_categories: 'id',
  intake_coverages: 'id',
  intake_programs: 'id',
  client_quotation_settings: 'client_id',
} as const;
export type VersionedTable = keyof typeof VERSIONED;

/**
 * Locks a record for a save (until the transaction ends) and answers when it was last saved
 * (updated_at) and by whom: the audit trail's row of that save (writerAt); a save that changed no
 * field wrote none, and then who is not told. Null when there is no such record.
 */
export async function lockSaved(db: Db, table: VersionedTable, key: number): Promise<LastSave | null> {
  const column = VERSIONED[table];
  const held = await db.one<{ updated_at: Date | string; exact: string }>(
    `SELECT updated_at, updated_at::text AS exact FROM ${table} WHERE ${column} = $1 FOR UPDATE`,
    [key],
  );
  if (!held) return null;
  return { updatedAt: held.updated_at, saved_at: held.updated_at, changed_by: await writerAt(db, table, String(key), held.exact) };
}
