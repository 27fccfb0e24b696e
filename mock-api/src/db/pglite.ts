import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { bindDb, PG_TYPE, type Database, type DriverConnection } from './db';
import type { Reply, Request } from './pglite-thread-worker';

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

/** The embedded database as both ways of opening it set it up. */
export const createPglite = (options: PgliteOptions): Promise<PGlite> =>
  PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Trigram indexes behind the record lists' header filters (migration 150).
    extensions: { pg_trgm },
    // Dates stay 'YYYY-MM-DD' text: a JS Date would shift them by the server's time zone.
    parsers: { [PG_TYPE.date]: (value: string) => value },
  });

/** The embedded database on the calling thread: each statement holds that thread while it runs (tests, tools). */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pglite = await createPglite(options);
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

/** A request as sent, before it is numbered. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never;

/** Under tsx (dev, tests, `pnpm start` of the sources) the thread's entry registers the loader first; built, the worker is JavaScript. */
const THREAD_FILE = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './pglite-thread-entry.mjs' : './pglite-thread-worker.js', import.meta.url));

/**
 * The embedded database in a thread of its own (the API's): its statements run there, so while a
 * long one runs (an import's batch) the API's thread answers every call that needs no statement
 * (a cached answer, a worker's task) at once; calls that need one wait their turn as before (one
 * connection: a transaction holds every other statement until it ends). Same behaviour as
 * `openPglite` otherwise; errors keep PostgreSQL's fields (code, constraint, detail...).
 */
export async function openPgliteThread(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(THREAD_FILE, { workerData: { dataDir: options.dataDir, loadDataDir }, transferList: loadDataDir ? [loadDataDir] : [] });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  const call = <T>(request: Unnumbered<Request>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  const connection = (tx?: number): DriverConnection => ({
    query: (sql, params) => call<unknown[]>({ op: 'query', tx, sql, params: [...params] }),
    exec: (sql) => call<void>({ op: 'exec', tx, sql }),
  });
  const db = bindDb(connection(), async (fn) => {
    const tx = await call<number>({ op: 'begin' });
    let result;
    try {
      result = await fn(connection(tx));
    } catch (error) {
      await call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await call({ op: 'end', tx, commit: true });
    return result;
  });
  // Opened (or failed to) before the first statement is answered.
  await db.query('SELECT 1');
  return {
    ...db,
    driver: 'pglite',
    close: async () => {
      await call({ op: 'close' });
      await worker.terminate();
    },
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
  };
}
