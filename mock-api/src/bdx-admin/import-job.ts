import type { BdxFileRowProblem, CoverageRow } from '@kyubos/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  allocatePremiumCents,
  amountCents,
  bdxCarrierPolicyNumber,
  bdxEligibilityColumns,
  bdxEligibilityOf,
  bdxEligibilityReasons,
  bdxImportChecker,
  bdxPolicyIndex,
  bdxPolicyKey,
  bdxProgramColumnOf,
  bdxProgramOfCell,
  recordNumber,
  samePolicyAsRow,
  todayIso,
  type BdxImportValues,
  type BdxInsuredFieldRules,
  type BdxPolicyIndex,
  type BdxPolicyKey,
} from '@kyubos/domain';
import { AppError } from '../app-error';
import { appendAudit, summarizeRowAudit } from '../audit/repository';
import { pooled, type Db } from '../db/db';
import { othersFirst } from '../db/others-first';
import { insertWithParentsLocked, type ParentRows } from '../db/parent-keys';
import type { JobContext } from '../jobs/service';
import { createJobRepository } from '../jobs/repository';
import { analyzeSizes, analyzeValues } from '../db/statistics';
import { timeSlices } from '../time-slices';
import { BDX_LIMITS } from '../bdx-files/parse';
import { lineInsuredFields } from '../bdx-files/read-upload';
import {
  countRecordListTotals,
  deferRecordListTotals,
  mergeRecordListPending,
  prepareImportBatch,
  publishImportedRecords,
  removeImportedRecords,
  reserveRecordNumbers,
  takeImportIds,
  type NewRecordColumns,
} from '../quotations/repository';
import type { BookIntakeCategory, BookProgram, BookState, ImportTarget } from './book';

/**
 * Importing a carrier's file as a job: rows are read and checked outside any transaction
 * (reporting progress), then the new records are written. On PostgreSQL in one transaction, each
 * record written once (other calls run on other connections meanwhile); on the embedded database,
 * where an open transaction holds every other call back, in short batches, hidden until the file
 * is marked imported, then published. Either way a file is imported whole or not at all, and other
 * calls are answered all along.
 */

/**
 * Each transaction of the import is kept to about this long: on the embedded database no other
 * statement runs while one is open, so each statement of another call waits at most about this for
 * its turn. The rows written (or published) per transaction follow the time the last batch took,
 * within the bounds below: a fast machine (or PostgreSQL, where other calls use other connections)
 * writes fewer, larger batches. Measured in the heavy-work bench (another client's search, a call of
 * several statements, beside a 30,000-row import; load average 2-3.7): 50 ms and at least 200 rows,
 * its p99 207-263 ms, the import 32.8-37.0 s; 25 ms and 100 rows, 100 and 115 ms, 36.5 and 41.5 s;
 * 15 ms and 50 rows, 101 ms, 69.5 s (each transaction's fixed cost, its statements and the pause
 * after it, then outweighs the wait it saves others; batches of about 12 rows once made an import
 * 654 s where 200-row ones took 150 s).
 */
const BATCH_TARGET_MS = 25;
const BATCH_ROWS = { first: 100, min: 100, max: 2000 } as const;
/**
 * On PostgreSQL other calls run on other pooled connections while the import's transaction is
 * open: the whole import is one transaction (nothing of it is seen before it commits, nothing is
 * left of it if it fails), its records written once, live, in statements of this many rows.
 */
const POOLED_BATCH_ROWS = 500;
// Building a statement's values holds the API's thread in proportion to its rows: measured at a load
// average of 3-5, when each record was built as an object, 500-row statements made a light call's p99
// 62 ms during a 30,000-row import, 100-row ones 23 ms (9 ms idle), the import 16.0 s and 18.7 s. Built
// as columns (insertRecordColumns), the import takes 2.2-3.5 s of the API's CPU instead of 6.0-6.1 s, and each
// statement's fixed cost on the server (its triggers, plans) counts: at a load average of 4-9, the server's CPU 5.9-6.0 s
// with 500-row statements, 6.7-7.3 s with 100-row ones, and a light call's p99 the same (50-65 ms).
/**
 * The embedded database runs no autovacuum: its planner's statistics are those of the API's start
 * (a small book), and the plans it keeps (the foreign-key checks of every inserted row among them)
 * were made for tables that small, reading them whole, so each batch read more as the import grew
 * them (in-process, on a database on disk, a 30,000-row import's CPU time 62 s after a start-up
 * ANALYZE, 24 s without one). The tables an import writes are analysed again once it has written
 * this many records, and each time it has written eight times as many, and at its end.
 */
export const ANALYZE_FIRST_AT = 1000;
/** The tables an import writes that are read by key (the records by key or through the lists' copy). */
const IMPORT_TABLES_BY_KEY = 'customers, policy_quotations, policy_quotation_history, bdx_file_imports';
/** Stored rows read per statement. */
export const READ_PAGE = 2000;
/**
 * Progress is in rows: on PostgreSQL the rows of the pages written; on the embedded database
 * checking fills the first 20 %, writing the next 60 %, publishing the rest. It reads every row once
 * they are all in the book, while the job, still running, brings the lists' indexes and statistics up
 * to date (the import dialog says it is finishing): capped one row short instead, it once stood at
 * 24,999 of 25,000 rows for that whole last step, as if stuck.
 */
const CHECKED_SHARE = 0.2;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

/** The next batch's size: as many rows as fit in the target time at the last batch's pace. */
export function nextBatchRows(rows: number, elapsedMs: number, targetMs: number = BATCH_TARGET_MS): number {
  const paced = elapsedMs > 0 ? Math.floor((rows * targetMs) / elapsedMs) : BATCH_ROWS.max;
  // At most doubling at a time, so one quick batch does not make the next one long.
  return Math.max(BATCH_ROWS.min, Math.min(BATCH_ROWS.max, rows * 2, paced));
}

const invalid = (path: string, message: string) => new AppError('ValidationError', `Invalid ${path}: ${message}`, 400, [{ path, message }]);

/**
 * The program of the records when the file has no Program column: the one asked for (among the
 * line's), else the line's only one. Several and none asked: 400 naming the choice to make.
 */
export function chooseProgram(intakeCategory: BookIntakeCategory, programs: BookProgram[], programId: number | undefined): BookProgram | null {
  const selling = (program: BookProgram) => {
    const problem = noCoverageProblem(program);
    if (problem) throw invalid('program_id', problem);
    return program;
  };
  if (programId !== undefined) {
    const chosen = programs.find((program) => program.id === programId);
    if (!chosen) throw invalid('program_id', `is not a program of ${intakeCategory.category_name}`);
    return selling(chosen);
  }
  if (programs.length <= 1) return programs[0] ? selling(programs[0]) : null;
  throw invalid(
    'program_id',
    `${intakeCategory.category_name} has ${programs.length} programs (${programs.map((program) => program.program_name).join(', ')}) and the file has no Program column: choose the program of the records`,
  );
}

/**
 * A program whose package sells no coverage cannot take a record: a policy takes at least one
 * coverage, and the carrier's premium is shared among them.
 */
const noCoverageProblem = (program: BookProgram): string | null =>
  program.coverages > 0 ? null : `Program ${program.program_code} sells no coverage: add coverages to its package before importing`;

/**
 * A row's program by the file's Program column, as the review matches it (bdxProgramOfCell); a
 * program whose package sells no coverage cannot take the row.
 */
function programOfCell(programs: BookProgram[], text: string): BookProgram | string {
  const found = bdxProgramOfCell(programs, text);
  return typeof found === 'string' ? found : (noCoverageProblem(found) ?? found);
}

/** The first stored cell over the cell limit (a file stored before the limits): 400 naming its row and column. */
export async function refuseOverlongCells(db: Db, fileId: number, columns: readonly string[]): Promise<void> {
  const found = await db.one<{ row: number; column: number; length: number }>(
    // Only a row whose cells together are longer than the limit can hold such a cell: that cheap test first (OFFSET 0 keeps it first).
    `SELECT r.row_number AS row, c.ordinality::int AS column, length(c.value) AS length
       FROM (SELECT row_number, cells FROM bdx_file_rows WHERE file_id = $1 AND length(cells::text) > $2 OFFSET 0) r,
            jsonb_array_elements_text(r.cells) WITH ORDINALITY AS c(value, ordinality)
      WHERE length(c.value) > $2 ORDER BY r.row_number, c.ordinality LIMIT 1`,
    [fileId, BDX_LIMITS.cellLength],
  );
  if (!found) return;
  const name = columns[found.column - 1] ?? `column ${found.column}`;
  throw invalid('file', `row ${found.row}: ${name} is ${found.length.toLocaleString('en-US')} characters, longer than the limit of ${BDX_LIMITS.cellLength.toLocaleString('en-US')}`);
}

export interface ImportPlan {
  fileId: number;
  fileName: string;
  carrierName: string;
  /** The file's period (MMYYYY): a row effective outside it is not imported, as the review counts it a problem. */
  period: string;
  columns: string[];
  intakeCategory: BookIntakeCategory;
  states: BookState[];
  programs: BookProgram[];
  /** The program of every row when the file has no Program column. */
  program: BookProgram | null;
  target: ImportTarget & { shortName: string; userId: number };
}

export interface ImportOutcome {
  imported: number;
  skipped: BdxFileRowProblem[];
  alreadyInBook: BdxFileRowProblem[];
}

interface Coverage {
  id: number;
  coverage_name: string;
  covargerequired: string;
  coverage_limit: number;
  coverage_premium: number;
}

/**
 * How each foreign key of the rows an import's statement writes is kept (insertWithParentsLocked):
 * its parent rows locked and checked once per statement (`batchParents`), rows the same statement
 * writes, or a key the import never sets. A test holds this to the schema's foreign keys.
 */
export const IMPORT_FOREIGN_KEYS = {
  'customers.client_id': 'locked',
  'policy_quotations.company_id': 'locked',
  'policy_quotations.intake_id': 'locked',
  'policy_quotations.program_id': 'locked',
  'policy_quotations.state_id': 'locked',
  'policy_quotations.submga_id': 'locked',
  'policy_quotations.customer_id': 'same statement',
  'policy_quotations.sublob_id': 'never set',
  'policy_quotations.renewal_id': 'never set',
  'policy_quotations.renewal_of_id': 'never set',
  'policy_quotation_history.quotation_id': 'same statement',
  'bdx_file_imports.file_id': 'locked',
  'bdx_file_imports.quotation_id': 'same statement',
} as const;

/** The ids of a batch's customers and records, one of each per row, in the rows' order. */
interface ImportIds {
  customerIds: readonly number[];
  recordIds: readonly number[];
}

interface SoundRow {
  row: number;
  values: BdxImportValues;
  state: BookState;
  program: BookProgram;
  carrierNumber: string | null;
  /** What the row is matched by against the book and the file's earlier rows (bdx-same-policy). */
  policy: BdxPolicyKey;
}

/** The coverage table of an imported record: the program's coverages, all included, sharing the carrier's premium. */
function coverageRows(coverages: Coverage[], premium: string, today: string): CoverageRow[] {
  const shares = allocatePremiumCents(amountCents(premium) ?? 0, coverages.map((coverage) => Math.round(coverage.coverage_premium * 100)));
  return coverages.map((coverage, index) => ({
    coverage_id: coverage.id,
    coverage_name: coverage.coverage_name,
    covargerequired: coverage.covargerequired,
    coverageinclude: 'Y',
    coverageacceptdate: today,
    coveragelimit: coverage.coverage_limit,
    coverageaccept: 0,
    deductiblebasis: 'Fixed Amt',
    deductible: 0,
    deductibleamount: 0,
    premium: shares[index]! / 100,
  }));
}

/** The coverages of a program's package, in order: an imported record's coverage table. */
const coveragesOf = (db: Db, programId: number) =>
  db.query<Coverage>(
    `SELECT c.id, c.coverage_name, c.covargerequired, c.coverage_limit::float8 AS coverage_limit, c.coverage_premium::float8 AS coverage_premium
       FROM intake_programs p JOIN intake_coverages c ON c.package_id = p.package_id AND c.client_id = p.client_id
      WHERE p.id = $1 ORDER BY c.id`,
    [programId],
  );

/** A stored row of the file: its number and cells. */
interface StoredRow {
  row: number;
  cells: string[];
}

/**
 * Checks stored rows against the plan (the form's rules, the line's states and programs, the
 * length of the carrier's policy number): answers the sound ones and adds the others to
 * `skipped`, by row number and reason. Plain JavaScript: it yields to other calls every
 * SLICE_MS (timeSlices), calling `onSlice` with the rows checked so far in that page.
 */
function rowChecker(plan: ImportPlan, insuredFields: BdxInsuredFieldRules, skipped: BdxFileRowProblem[]) {
  // The form's rules and the line's states, as the review of the file checks them (bdxImportChecker).
  const importCheck = bdxImportChecker(plan.columns, { states: plan.states, insuredFields });
  const programColumn = bdxProgramColumnOf(plan.columns);
  // The review's period and line rule (bdx-eligibility): its row problems are not imported. The
  // state is checked against the line's states by importCheck, which also reads it.
  const eligibility = bdxEligibilityOf(plan.period, [], plan.intakeCategory);
  const eligibilityColumns = bdxEligibilityColumns(plan.columns);
  return async (page: readonly StoredRow[], onSlice: (checked: number) => Promise<void>): Promise<SoundRow[]> => {
    const sound: SoundRow[] = [];
    const slices = timeSlices();
    for (let index = 0; index < page.length; index += 1) {
      const { row, cells } = page[index]!;
      const read = importCheck(cells);
      const reasons = [...read.reasons, ...bdxEligibilityReasons(cells, eligibilityColumns, eligibility)];
      const program = programColumn >= 0 ? programOfCell(plan.programs, (cells[programColumn] ?? '').trim()) : plan.program!;
      if (typeof program === 'string') reasons.push(program);
      if (reasons.length > 0 || read.values === null || typeof program === 'string') {
        skipped.push({ row, reason: reasons.join('; ') });
      } else {
                const carrierNumber = bdxCarrierPolicyNumber(cells, plan.columns);
        const { firstname, lastname, policyeffectivedate: effective } = read.values;
        // The insured's state as the quotation form takes it, its code: 'Arizona' is AZ.
        const values = read.values.state === null ? read.values : { ...read.values, state: read.state.state_code };
        sound.push({ row, values, state: read.state, program, carrierNumber, policy: bdxPolicyKey(carrierNumber, { firstname, lastname, effective }) });
      }
      if (slices.spent()) {
        await onSlice(index + 1);
        await slices.next();
      }
    }
    return sound;
  };
}

/** The number a record is found by today, which 'Already in the book as' names: its policy number once issued, else its record number. */
const NUMBER_FOUND_BY = 'coalesce(policy_number, unique_id)';

/**
 * The sound rows new to the book, the others added to `alreadyInBook`, by one rule (bdx-same-policy):
 * a row matching a live record of the client (by the carrier's policy number, or a record kept
 * without one by the insured; a row without a number by insured, effective date and line of
 * business), then a row of the same policy as an earlier sound row of the file (`earlierRows`,
 * across pages: the first becomes the record, the later ones name its row). The book is read on
 * `db`, so only what is committed counts (on PostgreSQL not the import's own records being written;
 * on the embedded database they are hidden until published): the file's own rows are matched
 * through `earlierRows` alone, whatever batch writes them.
 */
async function newToTheBook(
  db: Db,
  plan: ImportPlan,
  sound: readonly SoundRow[],
  earlierRows: BdxPolicyIndex<number>,
  alreadyInBook: BdxFileRowProblem[],
): Promise<SoundRow[]> {
  if (sound.length === 0) return [];
  const { clientId } = plan.target;
  const book = bdxPolicyIndex<string>();
  const numbers = sound.flatMap((entry) => (entry.carrierNumber ? [entry.carrierNumber] : []));
  for (const record of await db.query<{ carrier_policy_number: string; number: string }>(
    `SELECT carrier_policy_number, ${NUMBER_FOUND_BY} AS number FROM policy_quotations
      WHERE company_id = $1 AND carrier_policy_number = ANY($2::text[]) AND deleted_at IS NULL ORDER BY id`,
    [clientId, numbers],
  )) {
    book.add(bdxPolicyKey(record.carrier_policy_number, { firstname: '', lastname: '', effective: null }), record.number);
  }
  const distinct = (of: (values: BdxImportValues) => string) => [...new Set(sound.map((entry) => of(entry.values)))];
  // Any record of the insured on that date in the line, numbered or not: by date, last and first
  // name (businesses share a last name, 'LLC': by date and last name alone a page of 2,000 rows
  // read back every such record of the book, 30,000 of them, about 0.5 s a page).
  for (const record of await db.query<{ firstname: string; lastname: string; effective: string; number: string; carrier_policy_number: string | null }>(
    `SELECT firstname, lastname, to_char(policyeffectivedate, 'YYYY-MM-DD') AS effective, ${NUMBER_FOUND_BY} AS number, carrier_policy_number
       FROM policy_quotations WHERE company_id = $1 AND intake_id = $2 AND policyeffectivedate = ANY($3::date[]) AND lower(lastname) = ANY($4::text[])
        AND lower(firstname) = ANY($5::text[]) AND deleted_at IS NULL ORDER BY id`,
    [
      clientId,
      plan.intakeCategory.id,
      distinct((values) => values.policyeffectivedate),
      distinct((values) => values.lastname.toLowerCase()),
      distinct((values) => values.firstname.toLowerCase()),
    ],
  )) {
    book.add(bdxPolicyKey(record.carrier_policy_number, record), record.number);
  }
  return sound.filter((entry) => {
    const inBook = book.find(entry.policy);
    const earlier = inBook === undefined ? earlierRows.find(entry.policy) : undefined;
    earlierRows.add(entry.policy, entry.row);
    if (inBook !== undefined) alreadyInBook.push({ row: entry.row, reason: `Already in the book as ${inBook}` });
    else if (earlier !== undefined) alreadyInBook.push({ row: entry.row, reason: samePolicyAsRow(earlier) });
    return inBook === undefined && earlier === undefined;
  });
}

/**
 * An import's point of decision, on its transaction: `commit` marks the file imported and answers
 * the job's result (null: the file was imported meanwhile, 409); the import is audited in one
 * summary row and the result kept on the job (a restart finishes a decided import's work).
 */
export async function decideImport<R>(
  tx: Db,
  subject: { fileId: number; clientId: number; jobId: number },
  outcome: ImportOutcome,
  commit: (tx: Db, outcome: ImportOutcome) => Promise<R | null>,
): Promise<R> {
  const answer = await commit(tx, outcome);
  if (answer === null) throw new AppError('Conflict', 'This file was already imported', 409);
  await appendAudit(tx, {
    action: 'import',
    entity: 'bdx_files',
    entityId: subject.fileId,
    clientId: subject.clientId,
    changes: {
      imported: { before: null, after: outcome.imported },
      skipped: { before: null, after: outcome.skipped.length },
      alreadyInBook: { before: null, after: outcome.alreadyInBook.length },
      job_id: { before: null, after: subject.jobId },
    },
  });
  await createJobRepository(tx).keepResult(subject.jobId, answer);
  return answer;
}

/** A page of the file as the import writes it: its rows, the sound ones not yet in the book, and their numbers and ids once taken. */
interface PageToWrite {
  rows: number;
  fresh: SoundRow[];
}
interface NumberedPage extends PageToWrite {
  /** The first of the page's block of record numbers. */
  first: number;
  ids: ImportIds;
}

/**
 * Reads, checks and writes the file's rows, a page at a time. On PostgreSQL the records, the file
 * marked imported (`commit`) and the job's answer are written in one transaction, each page's
 * records while the next page is read and checked on other connections (so is every other call).
 * On the embedded database every row is checked first; a file of one short batch is then written
 * the same way, in one transaction. Otherwise the records are written in short transactions (of
 * about `BATCH_TARGET_MS` each), hidden (see `HIDDEN`), with a turn of the event loop between them; then one
 * short transaction runs `commit` (which marks the file imported and answers the job's result, or
 * null when the file was imported meanwhile) and keeps that result on the job: from there the import
 * is decided, and its records are published in short batches (a restart publishes what is left,
 * `settleInterruptedImports`). Before that point, any failure removes the hidden records.
 */
export async function runImport<R>(
  db: Db,
  plan: ImportPlan,
  job: JobContext,
  commit: (tx: Db, outcome: ImportOutcome) => Promise<R | null>,
  now: Date = new Date(),
): Promise<R> {
  const { target } = plan;
  const total = (await db.one<{ rows: number }>('SELECT count(*)::int AS rows FROM bdx_file_rows WHERE file_id = $1', [plan.fileId]))!.rows;
  await job.progress(0, total);
  const outcome: ImportOutcome = { imported: 0, skipped: [], alreadyInBook: [] };
  const checkRows = rowChecker(plan, await lineInsuredFields(db, target.clientId, plan.intakeCategory.id), outcome.skipped);
  // The file's sound rows read so far, by policy: a later row of the same policy is not made a record.
  const earlierRows = bdxPolicyIndex<number>();
  let reported = performance.now();
  /** Progress of `done` rows, written at most every PROGRESS_EVERY_MS. */
  const progressAtMost = async (done: number) => {
    if (performance.now() - reported < PROGRESS_EVERY_MS) return;
    await job.progress(done, total);
    reported = performance.now();
  };

  const coverages = new Map<number, Coverage[]>();
  /**
   * The file's rows a page at a time (no one statement holds the embedded database long), checked,
   * those already in the book set apart, the coverages of their programs read: each page's rows to
   * write. `onChecked(rows)`: rows checked so far, as checking goes.
   */
  async function* pagesToWrite(onChecked: (rows: number) => Promise<void>): AsyncGenerator<PageToWrite> {
    for (let checked = 0, after = -1; ; ) {
      const page = await db.query<StoredRow>(
        'SELECT row_number AS row, cells FROM bdx_file_rows WHERE file_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3',
        [plan.fileId, after, READ_PAGE],
      );
      const fresh = await newToTheBook(db, plan, await checkRows(page, (rows) => onChecked(checked + rows)), earlierRows, outcome.alreadyInBook);
      for (const program of new Set(fresh.map((entry) => entry.program))) {
        if (!coverages.has(program.id)) coverages.set(program.id, await coveragesOf(db, program.id));
      }
      outcome.imported += fresh.length;
      checked += page.length;
      yield { rows: page.length, fresh };
      if (page.length < READ_PAGE) return;
      after = page.at(-1)!.row;
      await nextTurn();
    }
  }
  /**
   * A page's records with their block of numbers and their ids, each taken in a statement of its own
   * (a failed import leaves a gap, never a number twice; other writers of the client never wait for
   * the import's transaction).
   */
  const numbered = async (page: PageToWrite): Promise<NumberedPage> => {
    if (page.fresh.length === 0) return { ...page, first: 0, ids: { customerIds: [], recordIds: [] } };
    const first = await reserveRecordNumbers(db, target.clientId, page.fresh.length);
    return { ...page, first, ids: await takeImportIds(db, page.fresh.length) };
  };
  const today = todayIso(now);
  const year = now.getUTCFullYear();
  const note = `Imported from ${plan.fileName} (${plan.carrierName})`;

  /** What every record of the import shares: one parameter each, not a column of the same value. */
  const shared = (hidden: boolean): NewRecordColumns['same'] => ({
    ...target.creator,
    company_id: target.clientId,
    intake_id: plan.intakeCategory.id,
    intake_Name: plan.intakeCategory.category_name,
    intake_form_id: plan.intakeCategory.id,
    intake_subName: plan.intakeCategory.sublob,
    sublob_id: null,
    sublob_code: null,
    sublob_name: null,
    policyschedule: null,
    policyduration: null,
    policyquotation_graceperiod: null,
    paymentgraceperiod: null,
    paymentschedule: null,
    autopayment: 0,
    cardnumber: null,
    policydetails: {},
    quotation: 0,
    policyapproved: 0,
    becomepolicy: 0,
    ...(hidden ? HIDDEN(job.jobId, now) : {}),
  });
  const sharedLive = shared(false);
  const sharedHidden = shared(true);
  /**
   * The records of a batch of rows, numbered from `numberAt`, with their ids and their customers'
   * (hidden by `hidden`), as columns: built straight from the rows, no object per record.
   */
  const recordsOf = (batch: SoundRow[], numberAt: number, ids: ImportIds, hidden: boolean): NewRecordColumns => {
    const column = <T>(of: (entry: SoundRow, at: number) => T): T[] => batch.map(of);
    const premium = column((entry) => entry.values.policyamount);
    return {
      count: batch.length,
      same: hidden ? sharedHidden : sharedLive,
      each: {
        id: ids.recordIds,
        unique_id: column((_, at) => recordNumber(target.shortName, 'Q', year, numberAt + at)),
        customer_id: ids.customerIds,
        program_id: column((entry) => entry.program.id),
        programname: column((entry) => entry.program.program_name),
        Admitted: column((entry) => entry.program.admitted),
        state_id: column((entry) => entry.state.id),
        state_name: column((entry) => entry.state.state_name),
        firstname: column((entry) => entry.values.firstname),
        lastname: column((entry) => entry.values.lastname),
        phonenumber: column((entry) => entry.values.phonenumber),
        email: column((entry) => entry.values.email),
        address: column((entry) => entry.values.address),
        city: column((entry) => entry.values.city),
        state: column((entry) => entry.values.state),
        zipcode: column((entry) => entry.values.zipcode),
        policyeffectivedate: column((entry) => entry.values.policyeffectivedate),
        policyscheduledate: column((entry) => entry.values.policyscheduledate),
        policyamount: premium,
        balance: premium,
        policycoverage: column((entry) => coverageRows(coverages.get(entry.program.id) ?? [], entry.values.policyamount, today)),
        carrier_policy_number: column((entry) => entry.carrierNumber),
      },
    };
  };
  /** The rows a batch's statement refers to (IMPORT_FOREIGN_KEYS: 'locked'). */
  const batchParents = (batch: SoundRow[]): ParentRows[] => [
    { table: 'clients', name: 'client', ids: [target.clientId] },
    { table: 'intake_categories', name: 'line of business', ids: [plan.intakeCategory.id] },
    { table: 'intake_programs', name: 'program', ids: batch.map((entry) => entry.program.id) },
    { table: 'states', name: 'state', ids: batch.map((entry) => entry.state.id) },
    { table: 'client_agents', name: 'agent', ids: target.creator.submga_id === null ? [] : [target.creator.submga_id] },
    { table: 'bdx_files', name: 'file', ids: [plan.fileId] },
  ];
  /**
   * Writes a batch of rows (customers, records hidden by `hidden`, their first history rows and the
   * file's import rows) in one statement, with ids taken beforehand. The statement is made at once
   * and sent once `after` (the batch before) is written: the caller makes the next batch's statement
   * while the database writes this one.
   */
  const writeBatch = (tx: Db, batch: SoundRow[], numberAt: number, ids: ImportIds, hidden: boolean, after: Promise<unknown> = Promise.resolve()) => {
    const statement = prepareImportBatch(
      tx,
      {
        clientId: target.clientId,
        jobId: hidden ? job.jobId : null,
        customers: batch.map((entry) => entry.values),
        customerIds: ids.customerIds,
        records: recordsOf(batch, numberAt, ids, hidden),
        history: { comments: note, changedBy: target.creator.policycreator_name },
      },
      (param) =>
        `INSERT INTO bdx_file_imports (file_id, row_number, quotation_id)
         SELECT ${param(plan.fileId)}::integer, r, q FROM unnest(${param(batch.map((entry) => entry.row))}::integer[], ${param(ids.recordIds)}::integer[]) AS t(r, q)`,
    );
    const written = Promise.all([statement, after]).then(([{ sql, params }]) => insertWithParentsLocked(tx, batchParents(batch), () => tx.query(sql, params)));
    // Awaited by the caller once the next batch is made; a failure meanwhile is not left unheard.
    written.catch(() => undefined);
    return written;
  };
  /** The point of decision: the file marked imported, the import audited and the job's answer kept. */
  const decide = (tx: Db): Promise<R> => decideImport(tx, { fileId: plan.fileId, clientId: target.clientId, jobId: job.jobId }, outcome, commit);
  /**
   * Writes the pages' records, live, in one transaction with the point of decision, in statements of
   * POOLED_BATCH_ROWS rows, each made while the one before is written; a page is read and checked
   * meanwhile (on PostgreSQL).
   */
  const writeInOneTransaction = async (pages: AsyncIterable<NumberedPage> | Iterable<NumberedPage>): Promise<R> => {
    const result = await db.transaction(async (tx) => {
      // Thousands of rows: the import appends one summary audit row.
      await summarizeRowAudit(tx);
      // The lists' totals are counted once, at the end: the client's other writes never wait for the import.
      await deferRecordListTotals(tx);
      const written: number[] = [];
      let writing: Promise<unknown> = Promise.resolve();
      let done = 0;
      for await (const { rows, fresh, first, ids } of pages) {
        for (let start = 0; start < fresh.length; start += POOLED_BATCH_ROWS) {
          const batch = fresh.slice(start, start + POOLED_BATCH_ROWS);
          const end = start + batch.length;
          const next = writeBatch(tx, batch, first + start, { customerIds: ids.customerIds.slice(start, end), recordIds: ids.recordIds.slice(start, end) }, false, writing);
          // The batch before is written meanwhile: at most one batch waits its turn.
          await writing;
          writing = next;
          // On PostgreSQL progress is written by another connection (seen while the transaction runs;
          // on the embedded database it would wait for the transaction's end, which waits for it).
          if (pooled(db)) await progressAtMost(done + Math.floor((rows * start) / fresh.length));
          // The next statement is made after a turn of the event loop.
          await nextTurn();
        }
        written.push(...ids.recordIds);
        done += rows;
      }
      await writing;
      await countRecordListTotals(tx, written);
      return decide(tx);
    });
    await job.progress(total, total);
    await mergeRecordListPending(db);
    return result;
  };

  // PostgreSQL: a page is read and checked while the one before is written.
  if (pooled(db)) {
    return writeInOneTransaction(
      (async function* () {
        for await (const page of pagesToWrite(async () => undefined)) yield await numbered(page);
      })(),
    );
  }

  // The embedded database: every row checked first (the first CHECKED_SHARE of the progress).
  const fresh: SoundRow[] = [];
  for await (const page of pagesToWrite((checked) => progressAtMost(Math.floor(checked * CHECKED_SHARE)))) fresh.push(...page.fresh);
  const checkedRows = Math.floor(total * CHECKED_SHARE);
  await job.progress(checkedRows, total);
  // A file of one short batch: one transaction, every record written once, live; the answer kept in it.
  if (fresh.length <= BATCH_ROWS.first) return writeInOneTransaction([await numbered({ rows: total, fresh })]);

  const writeShare = (total * 0.6) / fresh.length;
  const publishShare = (total * 0.2) / fresh.length;
  // The numbers are handed out in one block, in a statement of their own (a failed import leaves a
  // gap, never a number twice; other writers of the client never wait for the import's transaction).
  const first = await reserveRecordNumbers(db, target.clientId, fresh.length);
  const writtenIds: number[] = [];
  let analyzeAt = ANALYZE_FIRST_AT;
  let begun = db.begun?.();
  let result: R;
  try {
    for (let start = 0, size: number = BATCH_ROWS.first; start < fresh.length; ) {
      const batch = fresh.slice(start, start + size);
      const batchStarted = performance.now();
      const ids = await db.transaction(async (tx) => {
        // Thousands of rows: the import appends one summary audit row when it is decided.
        await summarizeRowAudit(tx);
        const taken = await takeImportIds(tx, batch.length);
        await writeBatch(tx, batch, first + start, taken, true);
        return taken.recordIds;
      });
      writtenIds.push(...ids);
      const took = performance.now() - batchStarted;
      await othersFirst(db, begun);
      if (writtenIds.length >= analyzeAt) {
        await analyzeImportTables(db, true);
        analyzeAt = writtenIds.length * 8;
      }
      await progressAtMost(checkedRows + Math.floor((start + batch.length) * writeShare));
      begun = db.begun?.();
      start += batch.length;
      size = nextBatchRows(batch.length, took);
    }
    // The point of decision, in one short transaction.
    result = await db.transaction(decide);
  } catch (error) {
    await removeHidden(db, job.jobId);
    throw error;
  }
  begun = db.begun?.();
  for (let start = 0, size: number = BATCH_ROWS.first; start < writtenIds.length; ) {
    const batch = writtenIds.slice(start, start + size);
    const batchStarted = performance.now();
    await publish(db, job.jobId, batch);
    const took = performance.now() - batchStarted;
    start += batch.length;
    await othersFirst(db, begun);
    await progressAtMost(checkedRows + Math.floor(fresh.length * writeShare) + Math.floor(start * publishShare));
    begun = db.begun?.();
    size = nextBatchRows(batch.length, took);
  }
  // Every row is in the book: the progress says so while the lists' indexes and statistics are brought up to date.
  await job.progress(total, total);
  await mergeRecordListPending(db);
  // The lists' filters and sorts are planned by these statistics too.
  await analyzeImportTables(db);
  return result;
}

/**
 * Statistics of the tables an import writes, taken again (the embedded database; see ANALYZE_FIRST_AT),
 * in short steps (db/statistics.ts). Midway only their sizes matter to the plans of the import's own
 * statements. At the end the lists' copy, whose filters and sorts are planned by its values, from the
 * full sample; the others are read by key: their sizes.
 */
const analyzeImportTables = async (db: Db, midway = false) => {
  await analyzeSizes(db, IMPORT_TABLES_BY_KEY);
  await (midway ? analyzeSizes(db, 'record_list_rows') : analyzeValues(db, 'record_list_rows'));
};

/** What marks a record written by a running import: hidden from every reader of live records until published. */
const HIDDEN = (jobId: number, now: Date) => ({ deleted_at: now.toISOString(), import_job_id: jobId });

/** Makes some of a decided import's records, and their customers, visible (all of them without `ids`), in one transaction. */
async function publish(db: Db, jobId: number, ids?: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Part of the import, whose summary audit row is written: no row per record.
    await summarizeRowAudit(tx);
    await publishImportedRecords(tx, jobId, ids);
  });
}

/** Removes the hidden records of an import not decided (with their history, import rows and customers). */
async function removeHidden(db: Db, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await summarizeRowAudit(tx);
    await removeImportedRecords(tx, jobId);
  });
}

/**
 * At start, after jobs left running were failed: the records of an import whose process stopped
 * are published when the import was decided (its job then ends done, with the answer kept at that
 * point), else removed. Answers the jobs published and removed.
 */
export async function settleInterruptedImports(db: Db): Promise<{ published: number[]; removed: number[] }> {
  const jobs = await db.query<{ job_id: number; decided: boolean }>(
    `SELECT DISTINCT q.import_job_id AS job_id, (j.result IS NOT NULL) AS decided
       FROM policy_quotations q LEFT JOIN jobs j ON j.id = q.import_job_id
      WHERE q.import_job_id IS NOT NULL AND (j.id IS NULL OR j.status <> 'running')`,
  );
  const settled = { published: [] as number[], removed: [] as number[] };
  for (const { job_id: jobId, decided } of jobs) {
    if (decided) {
      await db.transaction(async (tx) => {
        await publish(tx, jobId);
        await createJobRepository(tx).settleDone(jobId);
      });
      settled.published.push(jobId);
    } else {
      await removeHidden(db, jobId);
      settled.removed.push(jobId);
    }
  }
  return settled;
}
