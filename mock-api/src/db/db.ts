/**
 * The one database interface every repository uses, whatever the driver underneath
 * (embedded PGlite or a real PostgreSQL pool). SQL is always parameterised ($1, $2...).
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, or null when there is none. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Commits when `fn` resolves and rolls back when it throws; nested calls join the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

/** A database connection the process owns and must close. */
export interface Database extends Db {
  readonly driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** Connections of a pool (PostgreSQL): open, idle, and callers waiting for one; metrics read it. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What a driver must provide; `bindDb` derives the rest so the drivers cannot drift apart. */
export interface DriverConnection {
  query(sql: string, params: readonly unknown[]): Promise<unknown[]>;
  exec(sql: string): Promise<void>;
}

/**
 * Wraps a connection as a Db. `beginTransaction` runs `fn` on a connection inside a
 * transaction; inside one, further `transaction` calls reuse the same connection.
 */
export function bindDb(
  connection: DriverConnection,
  beginTransaction: <T>(fn: (tx: DriverConnection) => Promise<T>) => Promise<T>,
): Db {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      connection.query(sql, params) as Promise<T[]>,
    async one<T>(sql: string, params: readonly unknown[] = []) {
      const rows = (await connection.query(sql, params)) as T[];
      return rows[0] ?? null;
    },
    exec: (sql) => connection.exec(sql),
    transaction: (fn) => beginTransaction((tx) => fn(bindDb(tx, (inner) => inner(tx)))),
  };
}

/** PostgreSQL type ids whose default parsing we override in both drivers. */
export const PG_TYPE = { int8: 20, date: 1082 } as const;
