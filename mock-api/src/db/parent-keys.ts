import { AppError } from '../app-error';
import { pooled, type Db } from './db';

/**
 * Bulk inserts whose foreign keys are checked once per statement instead of once per row.
 *
 * PostgreSQL checks a foreign key with a query and a row lock for every row written: a 500-row
 * batch of a bordereau import made 4,500 of them, nearly all on the same few parent rows (the
 * client, the line, its programs and states, the file). `insertWithParentsLocked` locks those
 * parents FOR KEY SHARE, checks each exists (what every row's check did), then runs the insert with
 * `session_replication_role = replica`, the mode in which the constraints' per-row checks are not
 * fired. Every trigger of the schema still fires in it (migration 409 made them ENABLE ALWAYS; a
 * test keeps every new one so). Keys to rows the same statement inserts need no check.
 *
 * The mode needs a superuser (the embedded database's role) or, from PostgreSQL 15, a role granted
 * SET on the parameter; a role with neither keeps the per-row checks, after the same parent locks.
 */

/** The parent rows a statement refers to: their ids in a table whose key is `id`, and what the user calls them. */
export interface ParentRows {
  table: string;
  ids: readonly number[];
  name: string;
}

let replicaAllowed: Promise<boolean> | undefined;

/** Whether this process's role may set `session_replication_role` (asked once; the embedded database's role is a superuser). */
function mayWriteAsReplica(tx: Db): Promise<boolean> {
  if (!pooled(tx)) return Promise.resolve(true);
  replicaAllowed ??= (async () => {
    const role = await tx.one<{ superuser: boolean; grantable: boolean }>(
      `SELECT current_setting('is_superuser') = 'on' AS superuser, to_regproc('pg_catalog.has_parameter_privilege') IS NOT NULL AS grantable`,
    );
    if (role!.superuser) return true;
    if (!role!.grantable) return false;
    return (await tx.one<{ allowed: boolean }>(`SELECT has_parameter_privilege('session_replication_role', 'SET') AS allowed`))!.allowed;
  })();
  // A failed question is asked again next time.
  replicaAllowed.catch(() => {
    replicaAllowed = undefined;
  });
  return replicaAllowed;
}

/**
 * Locks the parents FOR KEY SHARE (in the order given, ids ascending) and answers 409 naming a
 * table whose row is gone (removed since the caller read it), before anything is written.
 */
export async function lockParentRows(tx: Db, parents: readonly ParentRows[]): Promise<void> {
  for (const { table, ids, name } of parents) {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    if (wanted.length === 0) continue;
    const found = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::integer[]) ORDER BY id FOR KEY SHARE`, [wanted]);
    if (found.length !== wanted.length) {
      const missing = wanted.filter((id) => !found.some((row) => row.id === id));
      throw new AppError('Conflict', `The ${name} (id ${missing.join(', ')}) was removed meanwhile: nothing was written`, 409);
    }
  }
}

/** Runs `insert` (one statement, inserting rows that refer to `parents`) with the parents locked and their keys checked once. */
export async function insertWithParentsLocked<T>(tx: Db, parents: readonly ParentRows[], insert: () => Promise<T>): Promise<T> {
  await lockParentRows(tx, parents);
  if (!(await mayWriteAsReplica(tx))) return insert();
  await tx.query(`SELECT set_config('session_replication_role', 'replica', true)`);
  try {
    return await insert();
  } finally {
    // Back for the transaction's next statements (a failed insert has failed the transaction anyway).
    await tx.query(`SELECT set_config('session_replication_role', 'origin', true)`).catch(() => undefined);
  }
}
