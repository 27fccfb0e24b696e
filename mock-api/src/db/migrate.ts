import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the lock only has to be the same for every process migrating this database. */
const MIGRATION_LOCK_KEY = 4_004_001;
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.sql$/;

/**
 * Applies, in file-name order, the numbered migrations not yet recorded in
 * schema_migrations, each in its own transaction. Safe to run at every start and from
 * several processes at once (they queue on an advisory lock and re-check).
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  const applied: string[] = [];
  for (const version of files) {
    const sql = await readFile(path.join(dir, version), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.one('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
