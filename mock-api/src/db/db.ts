import { auditActorSetting } from '../audit/context';

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
  /**
   * PostgreSQL: calls `onNotify` with the payload of every NOTIFY on the channel, from any process
   * (on a connection of its own, opened at the first call), and with null whenever that connection
   * was lost and is back (announcements may have been missed meanwhile).
   */
  listen?(channel: string, onNotify: (payload: string | null) => void): void;
  /**
   * How many statements and transactions callers have begun on this database outside a
   * transaction so far: whether anyone else used it meanwhile (the embedded database's long
   * work lets other calls in between its transactions when they did). Not on a transaction's Db.
   */
  begun?(): number;
  /** How many of those are not yet answered (running or waiting their turn). Not on a transaction's Db. */
  unanswered?(): number;
}

/** A database connection the process owns and must close. */
export interface Database extends Db {
  readonly driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** Connections of a pool (PostgreSQL): open, idle, and callers waiting for one; metrics read it. */
  poolStats?(): PoolStats;
}

/**
 * Whether other calls run on other connections while one of `db`'s transactions is open
 * (PostgreSQL's pool), rather than wait for it to end (the embedded database's one connection).
 */
export const pooled = (db: Db): boolean => (db as { driver?: string }).driver === 'pg';

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

/** A statement that may write rows (an audited table's triggers then need the caller); a WITH only when it writes. */
const WRITE_STATEMENT = /^\s*(insert|update|delete|merge)\b/i;
const WRITING_WITH = /^\s*with\b[\s\S]*\b(insert\s+into|update\s+[\w".]+(\s+(as\s+)?\w+)?\s+set|delete\s+from)\b/i;
const mayWrite = (sql: string): boolean => WRITE_STATEMENT.test(sql) || WRITING_WITH.test(sql);

/**
 * Starts the audit trail of a transaction: the signed-in caller of the current request (call,
 * request id) in the transaction-local setting the audit triggers read (migration 280).
 * Nothing outside a signed-in request.
 */
async function beginAudit(connection: DriverConnection, actor: string | undefined): Promise<void> {
  if (actor) await connection.query('SELECT audit_begin($1::jsonb)', [actor]);
}

/**
 * Wraps a connection as a Db. `beginTransaction` runs `fn` on a connection inside a
 * transaction; inside one, further `transaction` calls reuse the same connection.
 * Every transaction of a signed-in request begins with its caller for the audit trail; a write
 * made outside a transaction during one runs in a transaction of its own for the same reason.
 */
export function bindDb(
  connection: DriverConnection,
  beginTransaction: <T>(fn: (tx: DriverConnection) => Promise<T>) => Promise<T>,
  inTransaction = false,
): Db {
  let begun = 0;
  let unanswered = 0;
  /** Counts a request begun outside a transaction until it is answered. */
  const counted = <T>(request: () => Promise<T>): Promise<T> => {
    if (inTransaction) return request();
    begun += 1;
    unanswered += 1;
    const answered = () => {
      unanswered -= 1;
    };
    let pending: Promise<T>;
    try {
      pending = request();
    } catch (error) {
      answered();
      throw error;
    }
    pending.then(answered, answered);
    return pending;
  };
  const run = (sql: string, params: readonly unknown[]): Promise<unknown[]> =>
    counted(() => {
      const actor = inTransaction || !mayWrite(sql) ? undefined : auditActorSetting();
      if (!actor) return connection.query(sql, params);
      return beginTransaction(async (tx) => {
        await beginAudit(tx, actor);
        return tx.query(sql, params);
      });
    });
  const db: Db = {
    query: <T>(sql: string, params: readonly unknown[] = []) => run(sql, params) as Promise<T[]>,
    async one<T>(sql: string, params: readonly unknown[] = []) {
      const rows = (await run(sql, params)) as T[];
      return rows[0] ?? null;
    },
    exec: (sql) => counted(() => connection.exec(sql)),
    transaction: (fn) => {
      if (inTransaction) return fn(db);
      return counted(() =>
        beginTransaction(async (tx) => {
          await beginAudit(tx, auditActorSetting());
          return fn(bindDb(tx, (inner) => inner(tx), true));
        }),
      );
    },
    ...(inTransaction ? {} : { begun: () => begun, unanswered: () => unanswered }),
  };
  return db;
}

/** Adds a value to a statement's parameters and answers the `$n` that stands for it in the SQL. */
export type Parameter = (value: unknown) => string;
export const parameterOf =
  (params: unknown[]): Parameter =>
  (value) => {
    params.push(value);
    return `$${params.length}`;
  };

/**
 * An array parameter as PostgreSQL's array literal text (`{1,"a b",NULL}`), for a statement that
 * casts it (`$1::text[]`): what the driver would send, made beforehand. Elements are null, numbers,
 * booleans or strings (JSON already as text).
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'string') throw new TypeError(`arrayLiteral: an element of type ${typeof value}`);
    return `"${NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, '\\$&') : value}"`;
  });
  return `{${elements.join(',')}}`;
}
const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

/** PostgreSQL type ids whose default parsing we override in both drivers. */
export const PG_TYPE = { int8: 20, date: 1082 } as const;
