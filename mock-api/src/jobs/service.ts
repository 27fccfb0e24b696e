import type { Job } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { AppError } from '../app-error';
import type { Logger } from '../logger';
import { createJobRepository, type JobRecord } from './repository';
import { ownRecord } from '../tenancy';

/** What a job's work is handed: a way to report how far it is (written at most every `PROGRESS_EVERY_MS`). */
export interface JobContext {
  jobId: number;
  progress(done: number, total?: number): Promise<void>;
}

export const PROGRESS_EVERY_MS = 250;
/** The error a job left running by a stopped process is failed with. */
export const ABANDONED_JOB_ERROR = 'The server stopped before this job finished; nothing of it was saved. Start it again.';
/** A running job whose heartbeat is older than this belongs to a process that stopped (PostgreSQL, several processes). */
export const STALE_JOB_SECONDS = 60;

const present = ({ client_id: _client, ...job }: JobRecord): Job => job;

/**
 * Long work run as a job: `start` records a running job and answers it at once; the work runs
 * after, reporting progress; its result (or its error) is written when it ends. The heartbeat
 * kept by progress lets a later start tell a job whose process stopped.
 */
export function createJobService(db: Db, { logger }: { logger?: Logger } = {}) {
  const jobs = createJobRepository(db);
  const running = new Set<Promise<void>>();

  /** The new job's row, or the 409 of the running job that holds it back (one a stopped process left is failed, and the job taken). */
  async function taken(
    auth: AdminAuth,
    job: { kind: string; subjectId: number | null; total: number | null; busy: (blocking: { subjectId: number | null }) => string | Promise<string> },
  ): Promise<JobRecord> {
    for (;;) {
      const created = await jobs.insert({ clientId: auth.clientId, kind: job.kind, subjectId: job.subjectId, total: job.total, createdBy: auth.userId });
      if (created) return created;
      const blocking = await jobs.blocking(auth.clientId, job.kind, job.subjectId, STALE_JOB_SECONDS);
      // Ended in between: taken at the next try.
      if (!blocking) continue;
      if (blocking.stale && (await jobs.failAbandoned(STALE_JOB_SECONDS, ABANDONED_JOB_ERROR, blocking.id)).length > 0) {
        logger?.info(`Failed job ${blocking.id}, left running by a stopped server`);
        continue;
      }
      throw new AppError('Conflict', await job.busy({ subjectId: blocking.subject_id }), 409);
    }
  }

  return {
    /**
     * Starts `work` as a job of `job.kind` on `job.subjectId`: 409 with `job.busy(blocking)` while
     * another runs on it, or, for a kind a client runs one at a time (an import), while another of
     * the client's runs (`blocking`: that job's subject). A job left running by a process that
     * stopped holds none back: once its heartbeat is stale it is failed here, as the next start
     * would. `job.startable`, when given, runs once the job is taken (no other can start on the
     * subject meanwhile) and may refuse it by throwing: a check made before would race with a job
     * of the subject ending in between. A refused job is removed, never run.
     */
    async start<R>(
      auth: AdminAuth,
      job: {
        kind: string;
        subjectId: number | null;
        total: number | null;
        busy: (blocking: { subjectId: number | null }) => string | Promise<string>;
        startable?: () => Promise<void>;
      },
      work: (context: JobContext) => Promise<R>,
    ): Promise<Job<R>> {
      const created = await taken(auth, job);
      if (job.startable) {
        try {
          await job.startable();
        } catch (error) {
          await jobs.remove(created.id);
          throw error;
        }
      }
      let last = 0;
      const heartbeat = setInterval(() => void jobs.progress(created.id, lastDone, null).catch(() => undefined), 10_000);
      heartbeat.unref();
      let lastDone = 0;
      const context: JobContext = {
        jobId: created.id,
        async progress(done, total) {
          lastDone = done;
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS && done !== total) return;
          last = now;
          await jobs.progress(created.id, done, total ?? null);
        },
      };
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => work(context))
        .then(
          (result) => jobs.finish(created.id, result),
          async (error: unknown) => {
            // A refusal is the job's answer; anything else, or a refusal telling of a failure (its cause), is logged.
            if (!(error instanceof AppError) || error.cause !== undefined) logger?.error(`Job ${created.id} (${job.kind}) failed`, error instanceof AppError ? error.cause : error);
            const message = error instanceof AppError ? error.message : 'Something went wrong';
            await jobs.fail(created.id, message, error instanceof AppError && error.fieldErrors ? { errors: error.fieldErrors } : null);
          },
        )
        .then(() => undefined)
        .catch((error: unknown) => logger?.error(`Job ${created.id} could not record its end`, error))
        .finally(() => {
          clearInterval(heartbeat);
          running.delete(done);
        });
      running.add(done);
      return present(created) as Job<R>;
    },

    /** A job of the caller's client (another client's answers 404, as if there were none). */
    async view(auth: AdminAuth, id: number): Promise<Job> {
      return present(ownRecord(auth, await jobs.findById(id), (job) => job.client_id, 'Job not found'));
    },

    /** Resolves once the jobs started so far have ended (stop, tests). */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;

/** At start: jobs left running by a process that stopped are failed visibly (their work rolled back whole). */
export async function failAbandonedJobs(db: Db & { driver?: string }): Promise<number[]> {
  // The embedded database belongs to this one process: every running job is a dead process's.
  const staleSeconds = db.driver === 'pglite' ? 0 : STALE_JOB_SECONDS;
  return createJobRepository(db).failAbandoned(staleSeconds, ABANDONED_JOB_ERROR);
}
