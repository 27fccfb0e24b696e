import type { BrdxListItem } from '@kyubos/contracts';
import { formatDateTime } from '@kyubos/domain';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../app-error';
import { pooled, type Db } from '../db/db';
import { isUniqueViolation } from '../db/record-table';
import type { BdxExtension, BdxParseResult } from './parse';
import { createBdxFileRepository, type NewBdxFile } from './repository';
import type { BdxFileStorage } from './storage';

export interface StoredBdxFile {
  content: Buffer;
  extension: BdxExtension;
  /** What reading the file gave, recorded with it. */
  parsed: BdxParseResult;
  record: Omit<NewBdxFile, 'stored_name'>;
  markProcessed: boolean;
}

/** What the duplicate rule compares: the same bytes from or to the same carrier of the client, going the same way. */
export type SameBytesKey = Pick<NewBdxFile, 'client_id' | 'career_id' | 'career_name' | 'direction'> & { content_sha256: string };

/** The duplicate rule's 409, naming the earlier file with the same bytes for the carrier; null when there is none. */
async function earlierCopyConflict(db: Db, file: SameBytesKey): Promise<AppError | null> {
  const earlier = await createBdxFileRepository(db).findDuplicate(file.client_id, file.career_id, file.direction, file.content_sha256);
  if (!earlier) return null;
  return new AppError('Conflict', `This file was already uploaded for ${file.career_name} as ${earlier.file_name} on ${formatDateTime(earlier.createdAt)}`, 409);
}

/**
 * Refuses (409) bytes already stored for the carrier before an upload is read. Two uploads of the
 * same bytes at once both pass this; the database's unique index (migration 416) stores one of them,
 * and storeBdxFile answers the other with the same 409.
 */
export async function refuseEarlierCopy(db: Db, file: SameBytesKey): Promise<void> {
  const conflict = await earlierCopyConflict(db, file);
  if (conflict) throw conflict;
}

/** On the embedded database other calls' statements run between two of the rows' transactions in a pause this long. */
const PAGE_PAUSE_MS = 15;

/**
 * Saves a new file's bytes (its safe copy when it has one), then its record and rows. Nothing is half-saved: the bytes go when the
 * record could not be written, and no one sees the file before its record, rows and totals are all
 * written. On PostgreSQL (other calls use other connections) and for a file of one page of rows, in
 * one transaction. On the embedded database, where an open transaction holds every other call back,
 * a file of several pages has its rows written first, a page a transaction with other calls answered
 * between them, under an id taken beforehand and noted in bdx_file_uploads (migration 403): seen by
 * no one until the last transaction writes the record; removed when the upload fails, or by
 * `removeInterruptedUploads` when the API stopped meanwhile.
 */
export async function storeBdxFile(db: Db, storage: BdxFileStorage, file: StoredBdxFile): Promise<BrdxListItem> {
  // A file with cells that would run as formulas is kept, and so handed on, in its safe copy (parse.ts).
  const kept = file.parsed.status === 'parsed' && file.parsed.safeContent ? Buffer.from(file.parsed.safeContent) : file.content;
  const storedName = await storage.save(kept, file.extension);
  const record = { ...file.record, size_bytes: kept.length, stored_name: storedName };
  try {
    const { parsed } = file;
    if (pooled(db) || parsed.status !== 'parsed' || parsed.rowPages.length <= 1) {
      return await db.transaction(async (tx) => {
        const repo = createBdxFileRepository(tx);
        const created = await repo.insert(record);
        await repo.saveParse(created.id, parsed, { markProcessed: file.markProcessed });
        return created;
      });
    }
    const { id } = (await db.one<{ id: number }>(`INSERT INTO bdx_file_uploads (file_id) VALUES (nextval('bdx_files_id_seq')) RETURNING file_id AS id`))!;
    try {
      const repo = createBdxFileRepository(db);
      for (const page of parsed.rowPages.keys()) {
        await repo.writeRowPages(id, parsed, page);
        await nextTurn();
        await sleep(PAGE_PAUSE_MS);
      }
      return await db.transaction(async (tx) => {
        const repo = createBdxFileRepository(tx);
        const created = await repo.insert({ id, ...record });
        await repo.recordParse(id, parsed, { markProcessed: file.markProcessed });
        await tx.query('DELETE FROM bdx_file_uploads WHERE file_id = $1', [id]);
        return created;
      });
    } catch (error) {
      // Should the database refuse even this, the next start removes them (removeInterruptedUploads).
      await removeUploads(db, [id]).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await storage.remove(storedName);
    // Another upload of the same bytes was stored meanwhile: the duplicate rule's answer, naming it.
    const { content_sha256: sha256 } = file.record;
    if (isUniqueViolation(error) && sha256) throw (await earlierCopyConflict(db, { ...file.record, content_sha256: sha256 })) ?? error;
    throw error;
  }
}

/** The rows of uploads whose record was never written, and their notes, in one transaction. */
async function removeUploads(db: Db, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM bdx_file_rows r WHERE r.file_id = ANY($1::integer[]) AND NOT EXISTS (SELECT 1 FROM bdx_files f WHERE f.id = r.file_id)', [ids]);
    await tx.query('DELETE FROM bdx_file_uploads WHERE file_id = ANY($1::integer[])', [ids]);
  });
}

/** At start: the rows of uploads a stopped process left without their record are removed. Answers their ids. */
export async function removeInterruptedUploads(db: Db): Promise<number[]> {
  const ids = (await db.query<{ id: number }>('SELECT file_id AS id FROM bdx_file_uploads ORDER BY file_id')).map((row) => row.id);
  if (ids.length > 0) await removeUploads(db, ids);
  return ids;
}
