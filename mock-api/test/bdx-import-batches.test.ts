import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BdxImportResponse, CarrierLoginResponse, IntakeFormDefinitionResponse, Job, PolicyDetails, PolicyQuotation } from '@kyubos/contracts';
import { recordAmountAttribute, todayIso, withRecordAmount } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { start } from '../src/main';
import { silentLogger } from '../src/logger';
import { ABANDONED_JOB_ERROR } from '../src/jobs/service';
import { nextBatchRows } from '../src/bdx-admin/import-job';
import { removeInterruptedUploads } from '../src/bdx-files/store';
import { mergeRecordListPending } from '../src/quotations/repository';
import { createWorkerPool } from '../src/workers/pool';
import { bdxUpload, createTestContext, DEMO_PASSWORD, withWritesRefused, testConfig, testDriver, type TestContext } from './helpers';
import { IMPORT_NOTE } from './fixtures';
import { listTotals, totalsChange } from './list-totals';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
let lob: { intake_id: number; state_code: string; program_id: number };
let uniqueRun = 0;
const HEADER = 'Policy Number,First Name,Last Name,State,Effective Date,Premium';

const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);

async function carrierCsv(lines: string[]): Promise<number> {
  uniqueRun += 1;
  const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '1000', intake_id: lob.intake_id };
  const content = Buffer.from([HEADER, ...lines].join('\n') + '\n'.repeat(uniqueRun + 1));
  const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: `atlas-batches-${uniqueRun}.csv`, content });
  assert.equal(res.status, 200, res.body.message);
  return res.body.brdx.id as number;
}
async function jobEnd(jobId: number): Promise<Job<BdxImportResponse>> {
  for (;;) {
    const job = (await admin('/viewjob', { id: jobId }).expect(200)).body as Job<BdxImportResponse>;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function importFile(id: number): Promise<Job<BdxImportResponse>> {
  const started = await admin('/Importedbdximport', { id, program_id: lob.program_id, note: IMPORT_NOTE });
  assert.equal(started.status, 202, started.body.message);
  return jobEnd(started.body.job_id as number);
}
const rowsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1},Batch${index + 1},${prefix},${lob.state_code},2026-04-01,100.00`);
const countOf = async (sql: string, params: unknown[]) => (await ctx.db.one<{ n: number }>(sql, params))!.n;
const liveByLastname = (lastname: string) =>
  countOf('SELECT count(*)::int AS n FROM record_list_rows WHERE company_id = $1 AND lastname = $2', [summitId, lastname]);

before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  const row = await ctx.db.one<{ intake_id: number; program_id: number }>(
    'SELECT intake_id, min(id) AS program_id FROM intake_programs WHERE client_id = $1 GROUP BY intake_id ORDER BY intake_id LIMIT 1',
    [summitId],
  );
  const state = await ctx.db.one<{ state_code: string }>(
    'SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1',
    [summitId, row!.intake_id],
  );
  lob = { intake_id: row!.intake_id, program_id: row!.program_id, state_code: state!.state_code };
});
after(() => ctx.close());

describe('The size of an import’s batches', () => {
  test('When a batch took longer than its target, then the next has 100 rows; quicker, at most twice as many, never over 2,000', () => {
    assert.equal(nextBatchRows(200, 400), 100);
    assert.equal(nextBatchRows(200, 50), 100);
    assert.equal(nextBatchRows(200, 40), 125);
    assert.equal(nextBatchRows(200, 5), 400);
    assert.equal(nextBatchRows(1600, 10), 2000);
    // On PostgreSQL (a 1 s target): 400 rows in 500 ms, then 800.
    assert.equal(nextBatchRows(400, 500, 1000), 800);
  });
});

describe('An import in short batches: nothing half-saved', () => {
  test('When 1,200 rows are imported, then every record is published (none left hidden), listed and counted once', async () => {
    const id = await carrierCsv(rowsOf('PUB', 1200));
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.result!.imported, 1200);
    assert.equal(await liveByLastname('PUB'), 1200);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE import_job_id IS NOT NULL OR (lastname = $1 AND deleted_at IS NOT NULL)', ['PUB']), 0);
    assert.equal((await admin('/viewbrdximportfile', { client_id: summitId, file_id: id }).expect(200)).body.total, 1200);
  });

  test('When every row of an import is published, then its progress reads every row while the job still brings the lists up to date', { skip: testDriver !== 'pglite' && 'PostgreSQL writes an import in one transaction: nothing to publish' }, async () => {
    // Each progress the job writes, with how many of its records were live and the lists' copy's row estimate then.
    await ctx.db.exec(`
      CREATE TABLE progress_seen (status text, progress integer, total integer, live integer, estimated real);
      CREATE FUNCTION log_progress() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO progress_seen SELECT NEW.status, NEW.progress, NEW.total,
          (SELECT count(*) FROM policy_quotations WHERE lastname = 'PRG' AND import_job_id IS NULL AND deleted_at IS NULL),
          (SELECT reltuples FROM pg_class WHERE oid = 'record_list_rows'::regclass);
        RETURN NEW;
      END $$;
      CREATE TRIGGER log_progress AFTER UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION log_progress();`);
    try {
      const job = await importFile(await carrierCsv(rowsOf('PRG', 1100)));
      assert.equal(job.status, 'done', job.error ?? '');
      const seen = await ctx.db.query<{ status: string; progress: number; total: number; live: number; estimated: number }>('SELECT * FROM progress_seen');
      const allIn = seen.find((row) => row.progress === row.total);
      // Every record live, the job still running, and the lists' statistics not yet taken again (that comes after).
      assert.deepEqual(allIn && { status: allIn.status, progress: allIn.progress, live: allIn.live }, { status: 'running', progress: 1100, live: 1100 });
      const counted = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM record_list_rows'))!.n;
      assert.ok(allIn!.estimated < counted, `estimated ${allIn!.estimated} of ${counted} rows`);
    } finally {
      await ctx.db.exec('DROP TRIGGER log_progress ON jobs; DROP FUNCTION log_progress(); DROP TABLE progress_seen;');
    }
  });

  test('When rows are imported on the embedded database, then the planner\'s statistics of the tables written count every row (it runs no autovacuum)', { skip: testDriver !== 'pglite' && 'PostgreSQL keeps its own' }, async () => {
    const id = await carrierCsv(rowsOf('STATS', 1100));
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    for (const table of ['customers', 'policy_quotations', 'policy_quotation_history', 'bdx_file_imports', 'record_list_rows']) {
      const { estimated, counted } = (await ctx.db.one<{ estimated: number; counted: number }>(
        `SELECT (SELECT reltuples::int FROM pg_class WHERE oid = $1::regclass) AS estimated, (SELECT count(*)::int FROM ${table}) AS counted`,
        [table],
      ))!;
      assert.equal(estimated, counted, table);
    }
  });

  test('When the file cannot be marked imported after its rows are written, then the job fails and its hidden records, customers and history are removed', async () => {
    const id = await carrierCsv(rowsOf('FAIL', 600));
    const customersBefore = await countOf('SELECT count(*)::int AS n FROM customers WHERE client_id = $1', [summitId]);
    const job = await withWritesRefused(ctx.db, { table: 'bdx_files', operation: 'UPDATE' }, () => importFile(id));
    assert.equal(job.status, 'failed');
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE lastname = $1', ['FAIL']), 0);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM bdx_file_imports WHERE file_id = $1', [id]), 0);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM customers WHERE client_id = $1', [summitId]), customersBefore);
    assert.equal((await ctx.db.one<{ imported: string }>('SELECT imported FROM bdx_files WHERE id = $1', [id]))!.imported, '0');
    // The file can be imported again, whole.
    const again = await importFile(id);
    assert.equal(again.status, 'done', again.error ?? '');
    assert.equal(await liveByLastname('FAIL'), 600);
  });

  test('When an import runs, then its new customers are listed only once their records are published, never before', async () => {
    const id = await carrierCsv(rowsOf('CUST', 1500));
    const started = await admin('/Importedbdximport', { id, program_id: lob.program_id, note: IMPORT_NOTE });
    assert.equal(started.status, 202, started.body.message);
    const listed = async () =>
      ((await admin('/viewcustomerlist', { company_id: summitId }).expect(200)).body.customers as { lastname: string }[]).filter((customer) => customer.lastname === 'CUST').length;
    let samples = 0;
    let whileWriting = 0;
    for (;;) {
      const running = ((await admin('/viewjob', { id: started.body.job_id }).expect(200)).body as Job).status === 'running';
      // Customers read first, records after: a customer listed before its record is published would make the first count larger.
      const customers = await listed();
      const records = await liveByLastname('CUST');
      assert.ok(customers <= records, `${customers} customers listed while ${records} records are published`);
      samples += 1;
      if (running && records === 0) whileWriting += 1;
      if (!running) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(whileWriting > 0, `sampled while the records were being written (${samples} samples)`);
    assert.equal(await listed(), 1500);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM customers WHERE import_job_id IS NOT NULL', []), 0);
  });

  test('When publishing fails after the import is decided, then the job fails keeping its answer, and a restart publishes the rest', { skip: testDriver !== 'pglite' && 'PostgreSQL writes an import in one transaction: nothing to publish' }, async () => {
    const id = await carrierCsv(rowsOf('LATE', 300));
    // Every record is written and the file marked imported; then publishing is refused.
    const job = await withWritesRefused(ctx.db, { table: 'policy_quotations', operation: 'UPDATE', when: 'OLD.import_job_id IS NOT NULL AND NEW.import_job_id IS NULL' }, () => importFile(id));
    assert.equal(job.status, 'failed');
    assert.equal(job.result?.imported, 300, 'the answer kept when the import was decided');
    assert.equal(await liveByLastname('LATE'), 0);

    const server = await start({ config: { ...testConfig, port: 0 }, db: ctx.db, logger: silentLogger });
    await server.stop();

    const settled = (await admin('/viewjob', { id: job.id }).expect(200)).body as Job<BdxImportResponse>;
    assert.equal(settled.status, 'done');
    assert.equal(settled.result!.imported, 300);
    assert.equal(await liveByLastname('LATE'), 300);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE lastname = $1 AND import_job_id IS NOT NULL', ['LATE']), 0);
  });

  test('When the server starts again, then a stopped import not yet decided is removed, and one decided is published and done', async () => {
    // Two imports that ran to the end, put back as a stopped process would have left them.
    const undecided = await carrierCsv(rowsOf('UND', 40));
    const decided = await carrierCsv(rowsOf('DEC', 40));
    const jobs: number[] = [];
    for (const [file, lastname] of [[undecided, 'UND'], [decided, 'DEC']] as const) {
      const job = await importFile(file);
      assert.equal(job.status, 'done', job.error ?? '');
      jobs.push(job.id);
      await ctx.db.query(
        `UPDATE policy_quotations SET deleted_at = now(), import_job_id = $2 WHERE lastname = $1 AND id IN (SELECT id FROM policy_quotations WHERE lastname = $1 ORDER BY id LIMIT 25)`,
        [lastname, job.id],
      );
      // Running, with a heartbeat older than a live process lets one get (PostgreSQL may have other processes).
      await ctx.db.query(`UPDATE jobs SET status = 'running', finished_at = NULL, heartbeat_at = now() - interval '10 minutes' WHERE id = $1`, [job.id]);
    }
    await ctx.db.query(`UPDATE jobs SET result = NULL WHERE id = $1`, [jobs[0]]);
    await ctx.db.query(`UPDATE bdx_files SET imported = '0' WHERE id = $1`, [undecided]);
    assert.equal(await liveByLastname('DEC'), 15);

    const server = await start({ config: { ...testConfig, port: 0 }, db: ctx.db, logger: silentLogger });
    await server.stop();

    const removed = (await admin('/viewjob', { id: jobs[0] }).expect(200)).body as Job;
    assert.equal(removed.status, 'failed');
    assert.equal(removed.error, ABANDONED_JOB_ERROR);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE lastname = $1 AND import_job_id IS NOT NULL', ['UND']), 0);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE lastname = $1', ['UND']), 15);
    const published = (await admin('/viewjob', { id: jobs[1] }).expect(200)).body as Job<BdxImportResponse>;
    assert.equal(published.status, 'done');
    assert.equal(published.result!.imported, 40);
    assert.equal(await liveByLastname('DEC'), 40);
  });
});

describe('A large import: every row published once, with its list row, or none at all', () => {
  const ROWS = 3000;
  const bulkRows = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index + 1},Bulk${index + 1},${prefix},${lob.state_code},2026-04-01,${(100 + (index % 900)).toFixed(2)}`);
  const recordsOf = (lastname: string) => countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE lastname = $1', [lastname]);

  test(`When ${ROWS.toLocaleString('en-US')} rows are imported, then each is a live record whose list row is its record's, found by insured name and carrier policy number`, async () => {
    const id = await carrierCsv(bulkRows('LARGE', ROWS));
    const totalsBefore = (await listTotals(ctx)).answered;
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.result!.imported, ROWS);
    assert.equal(job.progress, job.total);
    const ids = (await ctx.db.query<{ id: number }>('SELECT quotation_id AS id FROM bdx_file_imports WHERE file_id = $1', [id])).map((row) => row.id);
    assert.equal(ids.length, ROWS);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotations WHERE id = ANY($1) AND deleted_at IS NULL AND import_job_id IS NULL', [ids]), ROWS);
    assert.equal(await countOf('SELECT count(DISTINCT carrier_policy_number)::int AS n FROM policy_quotations WHERE id = ANY($1)', [ids]), ROWS);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotation_history WHERE quotation_id = ANY($1)', [ids]), ROWS);
    // Every list row is its record's as the lists' view reads it now, none missing, none more.
    assert.equal(await liveByLastname('LARGE'), ROWS);
    // The lists' totals count each record once.
    const totals = await listTotals(ctx);
    assert.deepEqual(totals.answered, totals.counted);
    assert.deepEqual(totalsChange(totalsBefore, totals.answered), { all: ROWS, quotations: ROWS, binders: 0, policies: 0, incomplete: ROWS });
    assert.equal(
      await countOf(
        `SELECT count(*)::int AS n FROM ((SELECT * FROM record_list_rows WHERE id = ANY($1)) EXCEPT (SELECT * FROM record_list_columns WHERE id = ANY($1))) AS differing`,
        [ids],
      ),
      0,
    );
    const found = async (q: string) =>
      ((await admin('/searchrecords', { q, pageSize: 10 }).expect(200)).body.records as { id: number; firstname: string; lastname: string }[]).filter(
        (record) => record.lastname === 'LARGE',
      );
    const byName = await found('bulk2999 large');
    assert.equal(byName.length, 1);
    assert.equal(byName[0]!.firstname, 'Bulk2999');
    const byNumber = await found('large-1777');
    assert.deepEqual(
      byNumber.map((record) => record.firstname),
      ['Bulk1777'],
    );
    const listed = (await admin('/policyquotationlist', { company_id: summitId, page: 1, pageSize: 35, filters: { firstname: 'Bulk2500', lastname: 'LARGE' } }).expect(200)).body;
    assert.equal(listed.total, 1);
     // The import merged its entries into the lists' trigram indexes: none is left pending for searches to read one by one.
    assert.equal(await mergeRecordListPending(ctx.db), 0);
  });

  test('When a file runs over several pages of rows, then a policy number repeated on a later page is reported naming its first row, a later row already in the book is set apart, and every record gets a number of its own', async () => {
    const kept = await importFile(await carrierCsv([`,Kept,PAGES,${lob.state_code},2026-04-01,100.00`]));
    assert.equal(kept.result!.imported, 1);
    const keptNumber = (await ctx.db.one<{ unique_id: string }>(`SELECT unique_id FROM policy_quotations WHERE lastname = 'PAGES' AND firstname = 'Kept'`))!.unique_id;
    // Rows are read 2,000 at a time: rows 2,100 and 2,150 are on the second page.
    const lines = bulkRows('PAGES', 2200);
    lines[2099] = `PAGES-10,Again,PAGES,${lob.state_code},2026-04-01,100.00`;
    lines[2149] = `,Kept,PAGES,${lob.state_code},2026-04-01,100.00`;
    const id = await carrierCsv(lines);
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.result!.imported, 2198);
    assert.deepEqual(job.result!.skipped, []);
    assert.deepEqual(job.result!.already_in_book, [
      { row: 2100, reason: 'Same policy as row 10' },
      { row: 2150, reason: `Already in the book as ${keptNumber}` },
    ]);
    assert.equal(job.progress, job.total);
    assert.equal(
      await countOf('SELECT count(DISTINCT q.unique_id)::int AS n FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id WHERE i.file_id = $1', [id]),
      2198,
    );
    assert.equal(await liveByLastname('PAGES'), 2199);
  });

  test('When two rows of one file are the same policy far apart, across the import\'s batches, then the first is imported and each later one is reported naming it, never made a record', async () => {
    // 700 rows: written in several batches on the embedded database (200 rows and more each), in
    // 500-row statements on PostgreSQL; each repeat lies hundreds of rows after its first row.
    const lines = rowsOf('TWICE', 700);
    const at = (row: number, line: string) => (lines[row - 1] = line);
    at(10, `,Solo,TWICE,${lob.state_code},2026-04-02,100.00`);
    // By carrier policy number, whatever the insured.
    at(650, `TWICE-5,Someone,ELSE,${lob.state_code},2026-04-01,100.00`);
    // Without a number: by insured (case aside) and effective date.
    at(600, `,solo,twice,${lob.state_code},2026-04-02,100.00`);
    at(690, `,Batch20,TWICE,${lob.state_code},2026-04-01,100.00`);
    // A numbered row and an earlier row of its insured and date kept without a number.
    at(300, `TWICE-NEW,Solo,TWICE,${lob.state_code},2026-04-02,100.00`);
    // Same insured, another date: another policy.
    at(400, `,Solo,TWICE,${lob.state_code},2026-04-03,100.00`);
    const id = await carrierCsv(lines);
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.result!.message, 'Successfully Imported');
    assert.equal(job.result!.imported, 696);
    assert.deepEqual(job.result!.skipped, []);
    assert.deepEqual(job.result!.already_in_book, [
      { row: 300, reason: 'Same policy as row 10' },
      { row: 600, reason: 'Same policy as row 10' },
      { row: 650, reason: 'Same policy as row 5' },
      { row: 690, reason: 'Same policy as row 20' },
    ]);
    const importedRows = (await ctx.db.query<{ row: number }>('SELECT row_number AS row FROM bdx_file_imports WHERE file_id = $1', [id])).map((entry) => entry.row);
    assert.equal(importedRows.length, 696);
    assert.deepEqual([5, 10, 20, 300, 400, 600, 650, 690].filter((row) => importedRows.includes(row)), [5, 10, 20, 400]);
    assert.equal(await countOf("SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND lower(carrier_policy_number) IN ('twice-5', 'twice-new')", [summitId]), 1);
    assert.equal(await countOf("SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND lower(lastname) IN ('twice', 'else') AND deleted_at IS NULL", [summitId]), 696);
    assert.equal(await countOf("SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND import_job_id IS NOT NULL AND lower(lastname) IN ('twice', 'else')", [summitId]), 0);
    assert.equal(await liveByLastname('TWICE'), 696);
    // The file keeps the rows not made records, by row, with its import.
    const file = await ctx.db.one<{ problems: { row: number; reason: string }[] }>('SELECT import_problems AS problems FROM bdx_files WHERE id = $1', [id]);
    assert.deepEqual(file!.problems, job.result!.already_in_book);
  });

  test('When the server runs autovacuum (PostgreSQL), then the lists\' trigram indexes keep its default pending list; on the embedded database, which runs none, 64 kB', async () => {
    const indexes = await ctx.db.query<{ name: string; options: string[] | null }>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE i.indrelid = 'record_list_rows'::regclass AND a.amname = 'gin' ORDER BY c.relname`,
    );
    assert.equal(indexes.length, 3);
    for (const index of indexes) assert.deepEqual(index.options, testDriver === 'pg' ? null : ['gin_pending_list_limit=64'], index.name);
  });

  test('When a write fails after most of a large file is written, then the job fails and nothing of it is published or kept', async () => {
    const id = await carrierCsv(bulkRows('BROKEN', 2000));
    const customersBefore = await countOf('SELECT count(*)::int AS n FROM customers WHERE client_id = $1', [summitId]);
    const totalsBefore = (await listTotals(ctx)).answered;
    const historyBefore = await countOf('SELECT count(*)::int AS n FROM policy_quotation_history', []);
    // The import's row 1,800 cannot be written: the batches before it are.
    const job = await withWritesRefused(ctx.db, { table: 'bdx_file_imports', operation: 'INSERT', when: 'NEW.row_number = 1800' }, () => importFile(id));
    assert.equal(job.status, 'failed');
    assert.equal(await recordsOf('BROKEN'), 0);
    assert.equal(await liveByLastname('BROKEN'), 0);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM bdx_file_imports WHERE file_id = $1', [id]), 0);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM customers WHERE client_id = $1', [summitId]), customersBefore);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM policy_quotation_history', []), historyBefore);
    assert.deepEqual((await listTotals(ctx)).answered, totalsBefore);
    assert.equal((await admin('/searchrecords', { q: 'broken-1', pageSize: 10 }).expect(200)).body.total, 0);
    assert.equal((await ctx.db.one<{ imported: string }>('SELECT imported FROM bdx_files WHERE id = $1', [id]))!.imported, '0');
  });
});

describe('The insured’s state as the form takes it', () => {
  test('When a row names its state in full, then the record and its customer keep the state’s code, which the form shows as is', async () => {
    const state = (await ctx.db.one<{ state_name: string }>('SELECT state_name FROM states WHERE state_code = $1', [lob.state_code]))!;
    const id = await carrierCsv([`FULL-1,Nora,Fullname,${state.state_name},2026-04-01,100.00`]);
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    const record = (await ctx.db.one<{ state: string; customer_state: string }>(
      `SELECT q.state, c.state AS customer_state FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id JOIN customers c ON c.id = q.customer_id WHERE i.file_id = $1`,
      [id],
    ))!;
    assert.notEqual(state.state_name, lob.state_code);
    assert.deepEqual(record, { state: lob.state_code, customer_state: lob.state_code });
  });
});

/** Sample details with the Policy Amount the form opened with: the record's own figure, sent back unchanged. */
function withPolicyAmountOpened(details: PolicyDetails, form: IntakeFormDefinitionResponse, record: PolicyQuotation): PolicyDetails {
  const attribute = recordAmountAttribute(form.groups);
  assert.ok(attribute, 'the line has a Policy Amount attribute');
  const opened = withRecordAmount(record.policydetails, attribute, Number(record.policyamount));
  return { ...details, [String(attribute.id)]: opened[String(attribute.id)]! };
}

describe('The carrier policy number: shown, searchable, exported', () => {
  let recordId: number;

  test('When ATL-2612-9001 is imported, then the record view shows it and /searchrecords finds the record by it', async () => {
    const id = await carrierCsv([`ATL-2612-9001,Carla,Kept,${lob.state_code},2026-04-01,"$1,500.00"`]);
    const job = await importFile(id);
    assert.equal(job.status, 'done', job.error ?? '');
    recordId = (await ctx.db.one<{ id: number }>('SELECT quotation_id AS id FROM bdx_file_imports WHERE file_id = $1', [id]))!.id;
    const view = (await admin('/viewpolicyquotation', { id: recordId }).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.equal(view.carrier_policy_number, 'ATL-2612-9001');
    assert.equal(Number(view.policyamount), 1500);
    const found = (await admin('/searchrecords', { q: 'atl-2612-9001' }).expect(200)).body;
    assert.deepEqual(
      found.records.map((record: { id: number }) => record.id),
      [recordId],
    );
  });

  test('When the imported record is saved again through /updatepolicyquotationlist, then its amount stays the file’s $1,500.00', async () => {
    const record = (await admin('/editpolicyquotationlist', { id: recordId }).expect(200)).body.policyquotation as PolicyQuotation;
    const form = (await admin('/viewintakeformdefinition', { intake_id: record.intake_id }).expect(200)).body as IntakeFormDefinitionResponse;
    const customer = { firstname: record.firstname, lastname: record.lastname, address: 'A 1', city: 'Denver', state: 'CO', zipcode: '80202', phonenumber: '3035550100', email: 'carla@example.com' };
    const payload = {
      id: record.id,
      updatedAt: record.updatedAt,
      company_id: summitId,
      intake_id: record.intake_id,
      program_id: record.program_id,
      state_id: record.state_id,
      customer_id: record.customer_id,
      Admitted: '1',
      ...customer,
      policyeffectivedate: todayIso(),
      policyduration: '1year',
      autopayment: 0,
      // As the form sends it back unchanged: its Policy Amount as the field opened with it (the carrier's premium).
      policydetails: JSON.stringify(withPolicyAmountOpened(sampleDetails(form.groups, [customer.firstname, customer.lastname, customer.address, customer.city, customer.state, customer.zipcode], todayIso(), 0), form, record)),
      // As the form sends the record's coverage table back: its rows with their premiums.
      policycoverage: record.policycoverage.map((row) => ({
        coverage_id: row.coverage_id,
        coverageinclude: row.coverageinclude,
        coverageaccept: String(row.coverageaccept),
        deductiblebasis: row.deductiblebasis,
        deductible: row.deductible,
        premium: row.premium,
      })),
    };
    const saved = await admin('/updatepolicyquotationlist', payload);
    assert.equal(saved.status, 200, saved.body.message);
    const after = (await admin('/viewpolicyquotation', { id: recordId }).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.equal(Number(after.policyamount), 1500);
    assert.equal(after.carrier_policy_number, 'ATL-2612-9001');
    assert.equal(after.quotation, 1);
  });

  test('When a policy with a carrier policy number is exported, then the bordereau’s Carrier Policy Number column holds it', async () => {
    const policy = await ctx.db.one<{ id: number; intake_id: number; effective: string }>(
      `SELECT id, intake_id, to_char(policyeffectivedate, 'MMYYYY') AS effective FROM policy_quotations
        WHERE company_id = $1 AND stage = 'Policy' AND quotation = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summitId],
    );
    assert.ok(policy, 'a seeded policy');
    await ctx.db.query(`UPDATE policy_quotations SET carrier_policy_number = 'ATL-EXPORT-7' WHERE id = $1`, [policy.id]);
    const carrier = atlas.career_id;
    const res = await admin('/createfileExport', {
      client_id: summitId,
      career_id: carrier,
      intake_id: policy.intake_id,
      period: policy.effective,
      fileData: [policy.id],
      format: 'csv',
    });
    assert.equal(res.status, 200, res.body.message);
    const view = (await admin('/editbrdxfileview', { id: res.body.brdx.id }).expect(200)).body;
    const at = view.mappedRows.columns.indexOf('Carrier Policy Number');
    assert.ok(at >= 0, view.mappedRows.columns.join(', '));
    assert.equal(view.mappedRows.rows[0].cells[at], 'ATL-EXPORT-7');
  });
});

describe('Export writing in the worker pool', () => {
  test('When a bordereau is written by the pool, then the CSV holds the header, the carrier number and the formula-like name neutralised', async () => {
    const pool = createWorkerPool({ size: 1 });
    try {
      const row = {
        unique_id: 'SUM-Q-2026-000001',
        policy_number: 'SUM-P-2026-000001',
        insured_name: '=HYPERLINK("http://evil.example/","Click me")',
        policyeffectivedate: '2026-04-01',
        policyscheduledate: '2027-04-01',
        state_name: 'Colorado',
        policyamount: '1500.00',
        coverages: 'Building',
        status: 'Policy',
        carrier_policy_number: 'ATL-2612-9001',
      };
      const bytes = await pool.run('write-bdx-export', { rows: [row], format: 'csv' });
      const lines = Buffer.from(bytes).toString('utf8').trim().split('\n');
      assert.equal(lines[0], 'Policy Number,Record Number,Insured Name,Effective Date,Expiration Date,State,Premium,Coverages,Status,Carrier Policy Number,Transaction Type,Transaction Effective Date,Transaction Date');
      assert.equal(lines[1], `SUM-P-2026-000001,SUM-Q-2026-000001,"'=HYPERLINK(""http://evil.example/"",""Click me"")",2026-04-01,2027-04-01,Colorado,1500.00,Building,Policy,ATL-2612-9001,,,`);
    } finally {
      await pool.close();
    }
  });
});

describe('A large file’s upload: its rows written before its record, seen with it or not at all', () => {
  // Several pages of rows (BDX_ROW_PAGE is 1,000): on the embedded database written in short transactions before the record.
  const lines = () => rowsOf('UPLOAD', 6200);
  const rowsWithoutFile = () => countOf('SELECT count(*)::int AS n FROM bdx_file_rows r WHERE NOT EXISTS (SELECT 1 FROM bdx_files f WHERE f.id = r.file_id)', []);
  const uploadNotes = () => countOf('SELECT count(*)::int AS n FROM bdx_file_uploads', []);
  const files = () => countOf('SELECT count(*)::int AS n FROM bdx_files', []);

  test('When a file of several pages of rows is uploaded, then every row is kept in order under its record and nothing else is left', async () => {
    const id = await carrierCsv(lines());
    assert.equal(await countOf('SELECT count(*)::int AS n FROM bdx_file_rows WHERE file_id = $1', [id]), 6200);
    const last = await ctx.db.one<{ row: number; cells: string[] }>('SELECT row_number AS row, cells FROM bdx_file_rows WHERE file_id = $1 ORDER BY row_number DESC LIMIT 1', [id]);
    assert.deepEqual([last!.row, last!.cells[0]], [6200, 'UPLOAD-6200']);
    assert.equal((await ctx.db.one<{ n: number }>('SELECT row_count AS n FROM bdx_files WHERE id = $1', [id]))!.n, 6200);
    assert.equal(await uploadNotes(), 0);
    assert.equal(await rowsWithoutFile(), 0);
  });

  test('When the record or a page of rows cannot be written, then the upload fails and leaves no file, no rows and no note', async () => {
    const before = await files();
    for (const refused of [
      { table: 'bdx_files', operation: 'INSERT' as const },
      { table: 'bdx_file_rows', operation: 'INSERT' as const, when: 'NEW.row_number = 5001' },
    ]) {
      uniqueRun += 1;
      const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '1000', intake_id: lob.intake_id };
      const content = Buffer.from([HEADER, ...lines()].join('\n') + '\n'.repeat(uniqueRun + 1));
      const res = await withWritesRefused(ctx.db, refused, () => bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: `atlas-refused-${uniqueRun}.csv`, content }));
      assert.equal(res.status, 500, refused.table);
      assert.equal(await files(), before, refused.table);
      assert.equal(await rowsWithoutFile(), 0, refused.table);
      assert.equal(await uploadNotes(), 0, refused.table);
    }
  });

  test('When the API starts after a process stopped midway through an upload, then the rows it left are removed', async () => {
    const { id } = (await ctx.db.one<{ id: number }>(`INSERT INTO bdx_file_uploads (file_id) VALUES (nextval('bdx_files_id_seq')) RETURNING file_id AS id`))!;
    await ctx.db.query(`INSERT INTO bdx_file_rows (file_id, row_number, cells) SELECT $1, g, '["x"]'::jsonb FROM generate_series(1, 3) g`, [id]);
    assert.equal(await rowsWithoutFile(), 3);
    assert.deepEqual(await removeInterruptedUploads(ctx.db), [id]);
    assert.equal(await rowsWithoutFile(), 0);
    assert.equal(await uploadNotes(), 0);
  });

  test('When a file is deleted, then its rows go with it', async () => {
    const id = await carrierCsv(rowsOf('GONE', 3));
    assert.equal(await countOf('SELECT count(*)::int AS n FROM bdx_file_rows WHERE file_id = $1', [id]), 3);
    await ctx.db.query('DELETE FROM bdx_files WHERE id = $1', [id]);
    assert.equal(await countOf('SELECT count(*)::int AS n FROM bdx_file_rows WHERE file_id = $1', [id]), 0);
  });
});
