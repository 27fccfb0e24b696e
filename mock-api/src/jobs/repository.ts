import type { Job } from '@kyubos/contracts';
import type { Db } from '../db/db';

export interface JobRecord extends Job {
  client_id: number;
}

const SELECT = 'id, client_id, kind, status, progress, total, result, error';

/** The jobs table (migration 200): long work's progress and result, readable from any API process. */
export function createJobRepository(db: Db) {
  return {
    /**
     * A new running job; null when a running job holds it back: one of the same kind on the subject,
     * or, for a kind a client runs one at a time (an import, migration 416), one of the client's.
     */
    async insert(job: { clientId: number; kind: string; subjectId: number | null; total: number | null; createdBy: number }): Promise<JobRecord | null> {
      const rows = await db.query<JobRecord>(
        `INSERT INTO jobs (client_id, kind, subject_id, total, created_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${SELECT}`,
        [job.clientId, job.kind, job.subjectId, job.total, job.createdBy],
      );
      return rows[0] ?? null;
    },
    /**
     * The running job of the kind that holds a new one back (the subject's first, else the client's),
     * stale when not moved on for `staleSeconds`.
     */
    blocking: (clientId: number, kind: string, subjectId: number | null, staleSeconds: number) =>
      db.one<{ id: number; subject_id: number | null; stale: boolean }>(
        `SELECT id, subject_id, heartbeat_at <= now() - make_interval(secs => $4) AS stale FROM jobs
          WHERE status = 'running' AND kind = $2 AND (subject_id = $3 OR client_id = $1)
          ORDER BY (subject_id IS NOT DISTINCT FROM $3) DESC, id LIMIT 1`,
        [clientId, kind, subjectId, staleSeconds],
      ),
    /** Removes a job that never ran (refused once taken). */
    remove: (id: number) => db.query(`DELETE FROM jobs WHERE id = $1 AND status = 'running' AND progress = 0`, [id]),
    findById: (id: number) => db.one<JobRecord>(`SELECT ${SELECT} FROM jobs WHERE id = $1`, [id]),
    progress: (id: number, progress: number, total: number | null) =>
      db.query(`UPDATE jobs SET progress = $2, total = coalesce($3, total), heartbeat_at = now() WHERE id = $1 AND status = 'running'`, [id, progress, total]),
    finish: (id: number, result: unknown) =>
      db.query(
        `UPDATE jobs SET status = 'done', progress = coalesce(total, progress), result = $2::jsonb, heartbeat_at = now(), finished_at = now()
          WHERE id = $1 AND status = 'running'`,
        [id, JSON.stringify(result)],
      ),
    /** Keeps a running job's answer before it ends: an import's, in the transaction that decides it (a restart then finishes its work). */
    keepResult: (id: number, result: unknown) => db.query(`UPDATE jobs SET result = $2::jsonb WHERE id = $1`, [id, JSON.stringify(result)]),
    /** A job a stopped process left after its import was decided, done once a restart finished its work (the answer kept). */
    settleDone: (id: number) => db.query(`UPDATE jobs SET status = 'done', error = NULL, progress = coalesce(total, progress) WHERE id = $1`, [id]),
    /** A job a stopped process left after its import was decided, whose work a restart could not finish: failed saying why (the answer kept). */
    settleFailed: (id: number, error: string) => db.query(`UPDATE jobs SET status = 'failed', error = $2, finished_at = coalesce(finished_at, now()) WHERE id = $1`, [id, error]),
    /** Without a result, a job keeps the one it stored on its way (an import decided before it failed). */
    fail: (id: number, error: string, result: unknown = null) =>
      db.query(
        `UPDATE jobs SET status = 'failed', error = $2, result = coalesce($3::jsonb, result), heartbeat_at = now(), finished_at = now()
          WHERE id = $1 AND status = 'running'`,
        [id, error, result === null ? null : JSON.stringify(result)],
      ),
    /** Fails running jobs not moved on for `staleSeconds` (their process stopped), all or only `id`; answers their ids. */
    async failAbandoned(staleSeconds: number, error: string, id: number | null = null): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `UPDATE jobs SET status = 'failed', error = $2, finished_at = now()
          WHERE status = 'running' AND heartbeat_at <= now() - make_interval(secs => $1) AND ($3::integer IS NULL OR id = $3) RETURNING id`,
        [staleSeconds, error, id],
      );
      return rows.map((row) => row.id);
    },
  };
}
export type JobRepository = ReturnType<typeof createJobRepository>;
