import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { bindDb, PG_TYPE, type Database, type DriverConnection } from './db';

export interface PgliteDatabase extends Database {
  /** A tarball of the whole data folder, for `openPglite({ loadDataDir })` (fast test databases). */
  dump(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** Start from a dump instead of an empty cluster (skips initdb). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Trigram indexes behind the record lists' header filters (migration 150).
    extensions: { pg_trgm },
    // Dates stay 'YYYY-MM-DD' text: a JS Date would shift them by the server's time zone.
    parsers: { [PG_TYPE.date]: (value: string) => value },
  });
  const connection = (target: PGlite | Transaction): DriverConnection => ({
    query: async (sql, params) => (await target.query(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  const db = bindDb(connection(pglite), (fn) => pglite.transaction((tx) => fn(connection(tx))));
  return {
    ...db,
    driver: 'pglite',
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}
