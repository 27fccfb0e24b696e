import { parameterOf, type Db } from '../db';

type Row = Record<string, unknown>;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** PostgreSQL accepts at most 65535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

const quote = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  return `"${name}"`;
};

/**
 * Inserts rows (all with the same keys) in as few statements as possible and returns
 * their ids in order. Table and column names come from code, values are bound.
 */
export async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const param = parameterOf(params);
    const tuples = chunk.map((row) => `(${columns.map((column) => param(row[column] ?? null)).join(', ')})`);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
      params,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
