import { sortByText } from '@kyubos/domain';
import type { AppError } from '../app-error';
import type { Db } from './db';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const quote = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  return `"${name}"`;
};

export interface RecordTableOptions<Fields extends string> {
  table: string;
  /** Writable columns, named as the API names them. */
  columns: readonly Fields[];
  /** Columns read back with a cast, e.g. numeric -> float8 so answers carry numbers, not strings. */
  casts?: Partial<Record<Fields, string>>;
  /** The text column lists are sorted by (in the product's text order; ties by id). */
  sortBy: Fields;
}

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Plain CRUD on a table whose column names are the API's field names (the reference data and
 * companies): identifiers come from code, values are always bound. Returns the table's calls
 * on a given database or transaction.
 */
export function recordTable<Fields extends string, Row extends { id: number } & Partial<Record<Fields, unknown>>>(
  options: RecordTableOptions<Fields>,
) {
  const table = quote(options.table);
  const selectList = [
    'id',
    ...options.columns.map((column) => {
      const cast = options.casts?.[column];
      return cast ? `${quote(column)}::${cast} AS ${quote(column)}` : quote(column);
    }),
  ].join(', ');
  const select = `SELECT ${selectList} FROM ${table}`;

  return (db: Db) => ({
    select,
    list: async () => sortByText(await db.query<Row>(`${select} ORDER BY id`), (row) => textOf(row[options.sortBy])),
    findById: (id: number) => db.one<Row>(`${select} WHERE id = $1`, [id]),
    async insert(values: Record<Fields, unknown>): Promise<Row> {
      const columns = options.columns.map(quote).join(', ');
      const placeholders = options.columns.map((_, i) => `$${i + 1}`).join(', ');
      const inserted = await db.one<{ id: number }>(
        `INSERT INTO ${table} (${columns}) VALUES (${placeholders}) RETURNING id`,
        options.columns.map((column) => values[column] ?? null),
      );
      return (await db.one<Row>(`${select} WHERE id = $1`, [inserted!.id]))!;
    },
    /** Null when there is no such row. */
    async update(id: number, values: Partial<Record<Fields, unknown>>): Promise<Row | null> {
      const columns = options.columns.filter((column) => values[column] !== undefined);
      const assignments = columns.map((column, i) => `${quote(column)} = $${i + 2}`).join(', ');
      const updated = await db.one<{ id: number }>(
        `UPDATE ${table} SET ${assignments} WHERE id = $1 RETURNING id`,
        [id, ...columns.map((column) => values[column])],
      );
      return updated ? db.one<Row>(`${select} WHERE id = $1`, [id]) : null;
    },
    remove: async (id: number): Promise<boolean> =>
      (await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id])).length > 0,
  });
}

/** A unique index refused the row (PostgreSQL's unique_violation). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Runs a write and answers `conflict` (a 409 that says what is taken) when a unique index refuses its row. */
export async function refuseDuplicate<T>(conflict: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * A write whose row must not repeat another's (a name, a code): `taken` says what is already
 * used, as the 409 to answer, or null. It is asked on the write's own transaction first, and
 * again once the write is done if a unique index refused a row that raced past it, so that
 * answer says what is taken too.
 */
export async function writeDistinct<T>(db: Db, taken: (db: Db) => Promise<AppError | null>, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const conflict = await taken(tx);
      if (conflict) throw conflict;
      return write(tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await taken(db)) ?? error;
  }
}
