import type { ClaimsFileContext } from '@kyubos/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { summarizeRowAudit } from '../audit/repository';
import { createBdxFileRepository } from '../bdx-files/repository';
import { createClaimRepository, type ClaimFile, type ClaimImportRow } from '../claims/repository';
import { claimPagesChecker, writeClaimRows } from '../claims/service';
import { AppError } from '../app-error';
import { pooled, type Db } from '../db/db';
import { analyzeSizes } from '../db/statistics';
import { createJobRepository } from '../jobs/repository';
import type { JobContext } from '../jobs/service';
import { othersFirst } from '../db/others-first';
import { ANALYZE_FIRST_AT, decideImport, nextBatchRows, READ_PAGE, type ImportOutcome } from './import-job';

/**
 * Importing a carrier's claims bordereau as a job, a file imported whole or not at all while other
 * calls are answered: its rows are read a page at a time, checked in slices of the API's thread and
 * matched to the client's policies page by page, and written in statements of bounded size. On
 * PostgreSQL in one transaction with the point of decision (other calls run on other connections);
 * on the embedded database, where an open transaction holds every other call back, staged in short
 * transactions (claim_import_rows, read by no one else), decided in a short one, then applied to
 * the claims in short batches (a restart applies what is left: settleInterruptedClaimImports).
 */

export interface ClaimsImportPlan {
  fileId: number;
  clientId: number;
  userId: number;
  columns: string[];
  /** The file's stored rows. */
  rows: number;
  /** The file's line of business, carrier, period and place in the order of upload, and the import's day, its rows are checked against (claimPolicyProblem). */
  context: ClaimsFileContext;
}

/**
 * Progress is in rows: on PostgreSQL the rows written; on the embedded database checking and
 * staging fill this share, applying the rest.
 */
const STAGED_SHARE = 0.5;
/** The tables applying a claims import writes, analysed as it grows them (the embedded database runs no autovacuum; see ANALYZE_FIRST_AT). */
const CLAIM_TABLES = 'claims, claim_movements';

/**
 * Runs the import of `plan`'s file; `commit` marks the file imported and answers the job's result
 * (null when the file was imported meanwhile) at the point of decision (decideImport).
 */
export async function runClaimsImport<R>(db: Db, plan: ClaimsImportPlan, job: JobContext, commit: (tx: Db, outcome: ImportOutcome) => Promise<R | null>): Promise<R> {
  const file: ClaimFile = { clientId: plan.clientId, carrierId: plan.context.carrierId, id: plan.fileId, asOf: plan.context.asOf, userId: plan.userId };
  const files = createBdxFileRepository(db);
  const checker = claimPagesChecker(db, plan.clientId, plan.columns, plan.context);
  const outcome: ImportOutcome = { imported: 0, skipped: [], alreadyInBook: [] };
  const total = Math.max(1, plan.rows);
  await job.progress(0, total);
  /** The file's rows to write a page at a time, read and checked on `db`, with the rows of the page. */
  async function* pages(): AsyncGenerator<{ rows: number; matched: ClaimImportRow[] }> {
    for (let after = 0; ; ) {
      const page = await files.rowsAfter(plan.fileId, after, READ_PAGE);
      if (page.length === 0) return;
      yield { rows: page.length, matched: await checker.page(page) };
      if (page.length < READ_PAGE) return;
      after = page.at(-1)!.row;
    }
  }
  const decide = (tx: Db) => decideImport(tx, { fileId: plan.fileId, clientId: plan.clientId, jobId: job.jobId }, { ...outcome, skipped: checker.problems() }, commit);

  if (pooled(db)) {
    // PostgreSQL: the pages are read and checked on other connections while the transaction writes.
    const result = await undecidedOnFailure(() => db.transaction(async (tx) => {
      // Thousands of rows: the import appends one summary audit row.
      await summarizeRowAudit(tx);
      let done = 0;
      for await (const { rows, matched } of pages()) {
        outcome.imported += await writeClaimRows(tx, file, matched);
        done += rows;
        // Written by another connection: seen while the transaction runs.
        await job.progress(done, total);
        await nextTurn();
      }
      return decide(tx);
    }));
    await job.progress(total, total);
    return result;
  }

  // The embedded database: each page staged in a short transaction of its own.
  const claims = createClaimRepository(db);
  let result: R;
  try {
    let done = 0;
    let begun = db.begun?.();
    for await (const { rows, matched } of pages()) {
      await db.transaction((tx) => createClaimRepository(tx).stageRows(job.jobId, file, matched));
      outcome.imported += matched.length;
      done += rows;
      await othersFirst(db, begun);
      await job.progress(Math.floor(done * STAGED_SHARE), total);
      begun = db.begun?.();
    }
    // The point of decision, in one short transaction.
    result = await db.transaction(decide);
  } catch (error) {
    await claims.removeStaged(job.jobId);
    throw undecided(error);
  }
  const staged = Math.floor(total * STAGED_SHARE);
  try {
    await applyStagedClaims(db, job.jobId, (applied) => job.progress(Math.min(total - 1, staged + Math.floor((applied * (total - staged)) / Math.max(1, outcome.imported))), total));
  } catch (error) {
    throw withCause(new AppError('ServerError', APPLY_STOPPED, 500), error);
  }
  await job.progress(total, total);
  return result;
}

/** Why an import that failed before its point of decision failed, for whoever imports: nothing was written, the file can be imported again. */
export const IMPORT_NOT_SAVED = 'The import stopped before any claim was written, so the file is not imported: import it again. If it stops again, ask for the server log of this job.';
/** Why a decided import's claims are not all written yet: the rest are written when the server starts again. */
export const APPLY_STOPPED = 'The file is imported, but writing its claims stopped before the end: the rest are written when the server starts again.';

/** `error` told as `told`, keeping what happened for the server's log (the job service logs a cause). */
function withCause(told: AppError, error: unknown): AppError {
  told.cause = error;
  return told;
}

/** A failure before the point of decision as the job tells it: a refusal (an AppError, a 409) as it is, anything else as IMPORT_NOT_SAVED. */
const undecided = (error: unknown): unknown => (error instanceof AppError ? error : withCause(new AppError('ServerError', IMPORT_NOT_SAVED, 500), error));

async function undecidedOnFailure<R>(run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (error) {
    throw undecided(error);
  }
}

/**
 * Applies what a decided import staged, in short transactions (of about the premium import's
 * batch target, nextBatchRows), other calls first between them; `onApplied` with the rows applied so far.
 */
async function applyStagedClaims(db: Db, jobId: number, onApplied: (rows: number) => Promise<void> = async () => undefined): Promise<void> {
  // The staged rows are read by key: planned for the table's size (the embedded database runs no autovacuum).
  await analyzeSizes(db, 'claim_import_rows');
  let begun = db.begun?.();
  let analyzeAt = ANALYZE_FIRST_AT;
  for (let applied = 0, size = nextBatchRows(0, 0); ; ) {
    const started = performance.now();
    const rows = await db.transaction(async (tx) => {
      // Part of the import, whose summary audit row is written: no row per claim.
      await summarizeRowAudit(tx);
      return createClaimRepository(tx).applyStaged(jobId, size);
    });
    if (rows === 0) break;
    const took = performance.now() - started;
    applied += rows;
    await othersFirst(db, begun);
    // The check of each movement's claim is planned by the claims' statistics: a table of a few rows is read whole.
    if (applied >= analyzeAt) {
      await analyzeSizes(db, CLAIM_TABLES);
      analyzeAt = applied * 8;
    }
    await onApplied(applied);
    begun = db.begun?.();
    size = nextBatchRows(rows, took);
  }
  // The Loss Runs and loss ratios are planned by these statistics too: their sizes (a full sample of 100,000 claims held the embedded database 0.75 s).
  await analyzeSizes(db, CLAIM_TABLES);
}

/**
 * At start, after jobs left running were failed: what a stopped claims import staged is applied
 * when the import was decided (its job then ends done, with the answer kept at that point), else
 * removed. One that cannot be applied never stops the start: its job is failed saying so (its rows
 * kept, applied at a later start once the cause is put right), and the others are settled. Answers
 * the jobs applied, removed and failed.
 */
export async function settleInterruptedClaimImports(db: Db): Promise<{ applied: number[]; removed: number[]; failed: { jobId: number; error: unknown }[] }> {
  const claims = createClaimRepository(db);
  const jobs = createJobRepository(db);
  const settled = { applied: [] as number[], removed: [] as number[], failed: [] as { jobId: number; error: unknown }[] };
  for (const jobId of await claims.stagingJobs()) {
    try {
      const job = await jobs.findById(jobId);
      if (job?.result != null && job.status !== 'running') {
        await applyStagedClaims(db, jobId);
        await jobs.settleDone(jobId);
        settled.applied.push(jobId);
      } else if (job?.status !== 'running') {
        await claims.removeStaged(jobId);
        settled.removed.push(jobId);
      }
    } catch (error) {
      await jobs.settleFailed(jobId, APPLY_STOPPED);
      settled.failed.push({ jobId, error });
    }
  }
  return settled;
}
