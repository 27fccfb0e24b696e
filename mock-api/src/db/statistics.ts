import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './db';

/**
 * Planner statistics gathered while the API serves calls. The embedded database runs no autovacuum,
 * so a job that grows a table takes them again itself; and every ANALYZE holds the embedded
 * database (its one connection) until it ends. Measured on a book of 30,000 records: ANALYZE of the
 * records held it 1.76 s (0.69 s without their two JSON columns, 0.05 s of those from a tenth of the
 * default sample), of the lists' copy 0.31 s (about 15 ms to sample it, 12 ms a column). So statistics
 * are taken a table at a time, without JSON columns (no plan reads their statistics), in steps of a
 * few columns, with a pause between steps in which other calls are answered.
 */

/** The statistics target of `sizes`: a tenth of PostgreSQL's default (a sample of 3,000 rows a table). */
const SIZES_STATISTICS_TARGET = 10;
/** Columns analysed per step at the full sample. */
const COLUMNS_PER_STEP = 6;
/** The pause between two steps: other calls' several statements all run in it. */
const STEP_PAUSE_MS = 15;

const columnsOf = new Map<string, Promise<string[]>>();
/** The table's columns but JSON ones, quoted; read once from the catalogue (the same schema in every database). */
function analysedColumns(db: Db, table: string): Promise<string[]> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = db
      .query<{ name: string }>(
        `SELECT quote_ident(attname) AS name FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND atttypid NOT IN ('json'::regtype, 'jsonb'::regtype)
          ORDER BY attnum`,
        [table],
      )
      .then((rows) => rows.map((row) => row.name));
    columns.catch(() => columnsOf.delete(table));
    columnsOf.set(table, columns);
  }
  return columns;
}

/**
 * The sizes of `tables` (a comma list) and their columns' statistics from a tenth of the default
 * sample: what plans by key need (which index, how many rows), a table at a time. Each step held the
 * embedded database 1-50 ms on the 30,000-record book.
 */
export async function analyzeSizes(db: Db, tables: string): Promise<void> {
  for (const [at, table] of tables.split(',').map((name) => name.trim()).entries()) {
    if (at > 0) await sleep(STEP_PAUSE_MS);
    const columns = (await analysedColumns(db, table)).join(', ');
    await db.transaction((tx) => tx.exec(`SET LOCAL default_statistics_target = ${SIZES_STATISTICS_TARGET}; ANALYZE ${table} (${columns})`));
  }
}

/**
 * The statistics of a table whose filters and sorts are planned by its values (the lists' copy),
 * from the full sample, COLUMNS_PER_STEP columns a step (each step about 50-80 ms on the 30,000-record
 * book, where the whole table's took 0.31 s at once).
 */
export async function analyzeValues(db: Db, table: string): Promise<void> {
  const columns = await analysedColumns(db, table);
  for (let at = 0; at < columns.length; at += COLUMNS_PER_STEP) {
    if (at > 0) await sleep(STEP_PAUSE_MS);
    await db.exec(`ANALYZE ${table} (${columns.slice(at, at + COLUMNS_PER_STEP).join(', ')})`);
  }
}
