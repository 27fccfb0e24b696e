import pg from 'pg';
import { bindDb, PG_TYPE, type Database, type DriverConnection } from './db';

/** Same value shapes as PGlite: int8 (count, bigserial) as numbers and dates as text. */
const parseAsPglite: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_TYPE.int8) return (value: string) => Number(value);
    if (oid === PG_TYPE.date) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export function openPgPool(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, types: parseAsPglite });
  // An idle connection the server ends (a restart, an administrator) is dropped from the pool and
  // the next query opens another; unheard, its error would stop the whole process.
  pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
  const connection = (target: pg.Pool | pg.PoolClient): DriverConnection => ({
    query: async (sql, params) => (await target.query(sql, [...params])).rows,
    exec: async (sql) => {
      await target.query(sql);
    },
  });

  /**
   * A transaction's client, its statements sent one after the other: statements started together
   * (a Promise.all in a transaction) wait their turn here instead of being queued by pg on a
   * client that is still executing one (deprecated, and an error in pg 9).
   */
  const inTurns = (client: pg.PoolClient): DriverConnection => {
    const direct = connection(client);
    let last: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
      const next = last.then(run, run);
      last = next.catch(() => undefined);
      return next;
    };
    return { query: (sql, params) => inTurn(() => direct.query(sql, params)), exec: (sql) => inTurn(() => direct.exec(sql)) };
  };

  // A transaction needs every statement on one client, between BEGIN and COMMIT/ROLLBACK.
  async function inTransaction<T>(fn: (tx: DriverConnection) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(inTurns(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  const listener = createListener(connectionString);
  return {
    ...bindDb(connection(pool), inTransaction),
    driver: 'pg',
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: listener.listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (not the pool's: it stays open and busy listening), opened
 * at the first `listen`; a lost one is opened again (RELISTEN_MS later) and its listeners are
 * told with null. Closed with the database.
 */
function createListener(connectionString: string) {
  const listeners = new Map<string, Set<(payload: string | null) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tell = (channel: string, payload: string | null) => {
    for (const onNotify of listeners.get(channel) ?? []) onNotify(payload);
  };
  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => undefined);
    if (closed) return;
    if (error) console.error(`PostgreSQL LISTEN connection lost: ${error.message}`);
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, RELISTEN_MS);
    retry.unref();
  };
  async function connect(again: boolean): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => tell(message.channel, message.payload ?? ''));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (again) for (const channel of listeners.keys()) tell(channel, null);
    } catch (error) {
      lost(next, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return {
    listen(channel: string, onNotify: (payload: string | null) => void): void {
      if (closed) return;
      const known = listeners.get(channel);
      if (known) {
        known.add(onNotify);
        return;
      }
      listeners.set(channel, new Set([onNotify]));
      const listening = client;
      connecting = (listening ? listening.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(() => undefined) : connect(false)).catch(() => undefined);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
