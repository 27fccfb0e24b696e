import type { Db } from '../db/db';
import { seedBdxFiles } from '../db/seed/bdx-portal';
import { claimsCsv, SEED_CLAIMS_STORED_NAME } from '../db/seed/billing-claims';
import { createBdxFileRepository } from './repository';
import type { BdxFileStorage } from './storage';

/**
 * Writes the bytes of every seeded BDX file the database still lists but the data folder lacks
 * (a cleaned or new data folder or container next to an existing database); files present are left as they are.
 * Safe to run at every start. Returns how many files were written.
 */
export async function restoreSeedBdxFiles(db: Db, storage: BdxFileStorage): Promise<number> {
  const seeded = seedBdxFiles();
  const listed = await db.query<{ stored_name: string }>(`SELECT stored_name FROM bdx_files WHERE stored_name = ANY($1::text[])`, [
    seeded.map((file) => file.storedName),
  ]);
  const wanted = new Set(listed.map((row) => row.stored_name));
  let written = 0;
  for (const file of seeded) {
    if (wanted.has(file.storedName) && (await storage.putIfMissing(file.storedName, file.content))) written += 1;
  }
  // The seeded claims bordereau names the seed day's policies: its bytes are made again from its rows.
  const claims = await db.one<{ id: number; columns: string[] | null }>('SELECT id, columns FROM bdx_files WHERE stored_name = $1', [SEED_CLAIMS_STORED_NAME]);
  if (claims?.columns) {
    const rows = await createBdxFileRepository(db).allRows(claims.id);
    if (await storage.putIfMissing(SEED_CLAIMS_STORED_NAME, claimsCsv(claims.columns, rows))) written += 1;
  }
  return written;
}
