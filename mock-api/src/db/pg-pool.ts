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

  return {
    ...bindDb(connection(pool), inTransaction),
    driver: 'pg',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
