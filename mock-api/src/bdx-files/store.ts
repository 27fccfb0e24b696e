import type { BrdxListItem } from '@kyubos/contracts';
import type { Db } from '../db/db';
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

/**
 * Saves a new file's bytes, then its record and rows in one transaction. Nothing is half-saved:
 * the bytes go when the record could not be written.
 */
export async function storeBdxFile(db: Db, storage: BdxFileStorage, file: StoredBdxFile): Promise<BrdxListItem> {
  const storedName = await storage.save(file.content, file.extension);
  try {
    return await db.transaction(async (tx) => {
      const repo = createBdxFileRepository(tx);
      const created = await repo.insert({ ...file.record, stored_name: storedName });
      await repo.saveParse(created.id, file.parsed, { markProcessed: file.markProcessed });
      return created;
    });
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
}
