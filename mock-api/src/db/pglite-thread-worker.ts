import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite';

/**
 * The embedded database's own thread (see `openPgliteThread`): the database, and every statement
 * it runs, live here, so a long statement holds only this thread, never the API's. Answers each
 * request by id; a transaction stays open, its statements sent one by one, until it is ended.
 */
export type Request =
  | { id: number; op: 'query'; tx?: number; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };
export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: ArrayBuffer };
const port = parentPort!;
const opened: Promise<PGlite> = createPglite({ dataDir, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
let nextTransaction = 1;

/** An error as plain fields (PostgreSQL's code, detail, constraint... kept), rebuilt as an Error by the API's thread. */
function fieldsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return fields;
}

async function answer(request: Request): Promise<unknown> {
  const pglite = await opened;
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pglite : transactions.get(request.tx)!.tx;
      return (await target.query(request.sql, request.params)).rows;
    }
    case 'exec': {
      const target = request.tx === undefined ? pglite : transactions.get(request.tx)!.tx;
      await target.exec(request.sql);
      return null;
    }
    case 'begin': {
      const id = nextTransaction++;
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (end = resolve));
      return new Promise<number>((resolve, reject) => {
        const ended = pglite
          .transaction(async (tx) => {
            transactions.set(id, { tx, end, ended });
            resolve(id);
            if (!(await decided)) throw ROLLBACK;
          })
          .then(
            () => undefined,
            (error: unknown) => {
              if (error !== ROLLBACK) throw error;
            },
          )
          .finally(() => transactions.delete(id));
        // Failing to begin: no transaction was handed out.
        ended.catch(reject);
      });
    }
    case 'end': {
      const open = transactions.get(request.tx)!;
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case 'dump':
      return (await pglite.dumpDataDir('none')).arrayBuffer();
    case 'close':
      await pglite.close();
      return null;
  }
}

port.on('message', (request: Request) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply, value instanceof ArrayBuffer ? [value] : []),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: fieldsOf(error) } satisfies Reply),
  );
});
