import assert from 'node:assert/strict';
import { getPriority } from 'node:os';
import { after, before, describe, test } from 'node:test';
import type { BdxImportResponse, CarrierLoginResponse, CoverageRow, IntakeFormDefinitionResponse, Job, PolicyQuotation } from '@kyubos/contracts';
import { allocatePremiumCents, recordAmountAttribute } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { IMPORT_NOTE, insuredFields } from './fixtures';
import { BDX_LIMITS } from '../src/bdx-files/parse';
import { start } from '../src/main';
import { silentLogger } from '../src/logger';
import { ABANDONED_JOB_ERROR } from '../src/jobs/service';
import { cutDocumentFields, DOCUMENT_FIELD_LIMITS } from '../src/quotation-actions/render-task';
import { createWorkerPool } from '../src/workers/pool';
import { threadId } from '../src/workers/thread-priority';
import { bdxUpload, createTestContext, DEMO_PASSWORD, testConfig, type TestContext } from './helpers';
import { zipOf } from './zip';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
/** A Summit line of business with several programs, and its first state. */
let lob: { intake_id: number; state_code: string; programs: { id: number; program_code: string; program_name: string }[] };
let uniqueRun = 0;
/** The insured a test's saves write (as the seed lists a customer). */
const CUSTOMER = ['Carla', 'Cents', '1 Main St', 'Denver', 'CO', '80202'] as const;

const admin = (url: string, body: object, user: keyof TestContext['tokens'] = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);

/** A carrier upload in the portal; the bytes are unique to the run. Answers the response. */
function carrierSend(content: Buffer, name: string) {
  uniqueRun += 1;
  const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '1000', intake_id: lob.intake_id };
  return bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name, content });
}
async function carrierCsv(lines: string[], header: string): Promise<number> {
  const res = await carrierSend(Buffer.from([header, ...lines].join('\n') + '\n'.repeat(uniqueRun + 1)), `atlas-${uniqueRun}.csv`);
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
async function importDone(body: object): Promise<BdxImportResponse> {
  const started = await admin('/Importedbdximport', { note: IMPORT_NOTE, ...body });
  assert.equal(started.status, 202, started.body.message);
  const job = await jobEnd(started.body.job_id as number);
  assert.equal(job.status, 'done', job.error ?? '');
  return job.result!;
}


before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  const row = await ctx.db.one<{ intake_id: number }>(
    `SELECT intake_id FROM intake_programs WHERE client_id = $1 GROUP BY intake_id HAVING count(*) > 1 ORDER BY intake_id LIMIT 1`,
    [summitId],
  );
  const programs = await ctx.db.query<{ id: number; program_code: string; program_name: string }>(
    'SELECT id, program_code, program_name FROM intake_programs WHERE client_id = $1 AND intake_id = $2 ORDER BY program_name, id',
    [summitId, row!.intake_id],
  );
  const state = await ctx.db.one<{ state_code: string }>(
    'SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1',
    [summitId, row!.intake_id],
  );
  lob = { intake_id: row!.intake_id, state_code: state!.state_code, programs };
});
after(() => ctx.close());

describe('Limits of a bordereau: refused with 413 naming the limit, before anything is stored', () => {
  const stored = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files'))!.n;

  test('When a CSV has more rows than the limit, then 413 names the row limit and no file is stored', async () => {
    const before = await stored();
    const lines = Array.from({ length: BDX_LIMITS.rows + 1 }, (_, index) => `P-${index},1`);
    const res = await carrierSend(Buffer.from(['Policy Number,Premium', ...lines].join('\n')), 'many-rows.csv').expect(413);
    assert.equal(res.body.message, 'The file has more rows than the limit of 100,000');
    assert.equal(await stored(), before);
  });

  test('When a row has more columns than the limit, then 413 names the column limit', async () => {
    const header = ['Policy Number', 'Premium', ...Array.from({ length: BDX_LIMITS.columns - 1 }, (_, index) => `Extra ${index}`)].join(',');
    const res = await carrierSend(Buffer.from(`${header}\nP-1,1\n`), 'wide.csv').expect(413);
    assert.equal(res.body.message, 'The header row has more columns than the limit of 60');
    const wideRow = await carrierSend(Buffer.from(`Policy Number,Premium\nP-1,1\nP-2,${Array.from({ length: BDX_LIMITS.columns }, () => '1').join(',')}\n`), 'wide-row.csv').expect(413);
    assert.equal(wideRow.body.message, 'Row 2 has more columns than the limit of 60');
  });

  test('When a cell is longer than the limit, then 413 names its row as the review numbers rows, its column and the limit', async () => {
    const res = await carrierSend(Buffer.from(`Policy Number,Insured Name,Premium\nP-1,${'A'.repeat(3 * 1024 * 1024)},1\n`), 'long-cell.csv').expect(413);
    assert.equal(res.body.message, 'Row 1, Insured Name: a cell is longer than the limit of 1,000 characters');
  });

  test('When an XLSX expands past the uncompressed limit (a ZIP bomb), then 413 from its zip directory, unread', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    assert.ok(bomb.length < 200 * 1024, `the bomb is ${bomb.length} bytes`);
    const started = Date.now();
    const res = await carrierSend(bomb, 'bomb.xlsx').expect(413);
    assert.equal(res.body.message, 'The spreadsheet is larger uncompressed than the limit of 50 MB');
    assert.ok(Date.now() - started < 5000);
  });

  test('When an XLSX has more sheets than the limit, then 413 names the sheet limit', async () => {
    const sheets = Array.from({ length: BDX_LIMITS.sheets + 1 }, (_, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, data: Buffer.from('<worksheet/>') }));
    const res = await carrierSend(zipOf(sheets), 'sheets.xlsx').expect(413);
    assert.equal(res.body.message, 'The spreadsheet has more sheets than the limit of 10');
  });

  test('When the admin uploads an over-limit file too, then 413; the mapped rows are answered a page of at most 200', async () => {
    const fields = { career_id: atlas.career_id, intake_id: lob.intake_id, period: '042026', control_value: '1' };
    const lines = Array.from({ length: BDX_LIMITS.rows + 1 }, (_, index) => `P-${index},1`);
    const res = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, {
      name: 'admin-many.csv',
      content: Buffer.from(['Policy Number,Premium', ...lines].join('\n')),
    }).expect(413);
    assert.equal(res.body.message, 'The file has more rows than the limit of 100,000');
    const file = await ctx.db.one<{ id: number }>('SELECT id FROM bdx_files WHERE client_id = $1 ORDER BY id LIMIT 1', [summitId]);
    assert.equal((await admin('/editbrdxfileview', { id: file!.id, pageSize: 201 }).expect(400)).body.message, 'Invalid pageSize: must be at most 200');
  });
});

describe('The worker pool: a time and a memory limit per task', () => {
  test('When a task runs over its time or memory, then 413 names the limit and the pool goes on with the next task', async () => {
    const pool = createWorkerPool({ size: 1, maxMemoryMb: 64 });
    try {
      await assert.rejects(pool.run('probe', { spinMs: 10_000 }, { timeoutMs: 500 }), {
        httpStatus: 413,
        message: 'The work took longer than the limit of 1 s and was stopped',
      });
      await assert.rejects(pool.run('probe', { exhaustMemory: true }, { timeoutMs: 30_000 }), {
        httpStatus: 413,
        message: 'The work needed more than the memory limit of 64 MB and was stopped',
      });
      assert.equal(await pool.run('probe', { echo: 'still here' }, { timeoutMs: 30_000 }), 'still here');
    } finally {
      await pool.close();
    }
  });

  test('When a pool thread runs, then its CPU priority is 10 steps below the request thread’s (Linux)', { skip: threadId() === null }, async () => {
    const pool = createWorkerPool({ size: 1 });
    try {
      const below = Math.min(19, getPriority(threadId()!) + 10);
      assert.equal(await pool.run('probe', { priority: true }), below);
      // A thread replacing one stopped over its limit is lowered too.
      await assert.rejects(pool.run('probe', { spinMs: 10_000 }, { timeoutMs: 200 }), { httpStatus: 413 });
      assert.equal(await pool.run('probe', { priority: true }), below);
    } finally {
      await pool.close();
    }
  });
});

describe('Import as a job (/Importedbdximport 202, /viewjob)', () => {
  const HEADER = 'Policy Number,Insured Name,State,Effective Date,Premium,Program';

  test('When summit_admin imports a 3,000-row file, then 202 with a running job at once, and /viewjob ends done with the import’s answer', async () => {
    const lines = Array.from(
      { length: 3000 },
      (_, index) => `JOB-${index},Job Insured${index},${lob.state_code},2026-04-01,100.00,${lob.programs[index % lob.programs.length]!.program_code}`,
    );
    const id = await carrierCsv(lines, HEADER);
    const started = await admin('/Importedbdximport', { id, note: IMPORT_NOTE }).expect(202);
    assert.equal(started.body.message, 'Import started');
    assert.equal(started.body.job.status, 'running');
    assert.equal(started.body.job.progress, 0);
    assert.equal(started.body.job.total, 3000);
    const job = await jobEnd(started.body.job_id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.progress, 3000);
    assert.equal(job.result!.message, 'Successfully Imported');
    assert.equal(job.result!.imported, 3000);
    assert.deepEqual(job.result!.skipped, []);
    assert.equal(job.result!.brdx.imported, '1');
    const made = await ctx.db.query<{ program_id: number; n: number }>(
      `SELECT q.program_id, count(*)::int AS n FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id WHERE i.file_id = $1 GROUP BY 1 ORDER BY 1`,
      [id],
    );
    // Each row's program by the Program column's code.
    const expected = lob.programs.map((program, at) => ({ program_id: program.id, n: Array.from({ length: 3000 }, (_, index) => index).filter((index) => index % lob.programs.length === at).length }));
    assert.deepEqual(made, expected.sort((a, b) => a.program_id - b.program_id));
    // Numbers are handed out in one block, never twice.
    const numbers = await ctx.db.one<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT q.unique_id)::int AS distinct FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id WHERE i.file_id = $1`,
      [id],
    );
    assert.equal(numbers!.distinct, 3000);
    // Every record has its history row.
    const history = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bdx_file_imports i JOIN policy_quotation_history h ON h.quotation_id = i.quotation_id WHERE i.file_id = $1`,
      [id],
    );
    assert.equal(history!.n, 3000);
  });

  test('When another tenant asks for the job, then 404; a bad id is 400', async () => {
    const id = await carrierCsv([`TEN-1,Ten Ant,${lob.state_code},2026-04-01,10,${lob.programs[0]!.program_code}`], HEADER);
    const started = await admin('/Importedbdximport', { id, note: IMPORT_NOTE }).expect(202);
    await jobEnd(started.body.job_id);
    await admin('/viewjob', { id: started.body.job_id }, 'harbor_admin').expect(404);
    assert.equal((await admin('/viewjob', { id: 'x' }).expect(400)).body.message, 'Invalid id: must be a number');
  });

  test('When the server starts again, then a job a stopped process left running is failed visibly', async () => {
    const job = await ctx.db.one<{ id: number }>(
      // Its last heartbeat is older than a live process lets one get (on PostgreSQL, where other processes may run jobs).
      `INSERT INTO jobs (client_id, kind, subject_id, total, progress, created_by, heartbeat_at)
       VALUES ($1, 'bdx-import', NULL, 100, 40, $2, now() - interval '10 minutes') RETURNING id`,
      [summitId, ctx.logins.summit_admin.user_id],
    );
    assert.equal((await admin('/viewjob', { id: job!.id }).expect(200)).body.status, 'running');
    const server = await start({ config: { ...testConfig, port: 0 }, db: ctx.db, logger: silentLogger });
    await server.stop();
    const after = (await admin('/viewjob', { id: job!.id }).expect(200)).body as Job;
    assert.equal(after.status, 'failed');
    assert.equal(after.error, ABANDONED_JOB_ERROR);
  });

  test('When a stored row has a 3 MB insured name, then the import answers 400 naming the row, and nothing is imported', async () => {
    const id = await carrierCsv(
      [`BIG-1,Small Name,${lob.state_code},2026-04-01,10,${lob.programs[0]!.program_code}`, `BIG-2,Big Name,${lob.state_code},2026-04-01,10,${lob.programs[0]!.program_code}`],
      HEADER,
    );
    // A file stored before the limits: its row holds what no upload takes now.
    await ctx.db.query(`UPDATE bdx_file_rows SET cells = jsonb_set(cells, '{1}', to_jsonb(repeat('N', 3 * 1024 * 1024))) WHERE file_id = $1 AND row_number = 2`, [id]);
    const res = await admin('/Importedbdximport', { id }).expect(400);
    assert.equal(res.body.message, 'Invalid file: row 2: Insured Name is 3,145,728 characters, longer than the limit of 1,000');
    const file = await ctx.db.one<{ imported: string }>('SELECT imported FROM bdx_files WHERE id = $1', [id]);
    assert.equal(file!.imported, '0');
  });

  test('When a row breaks the form’s field lengths, then it is skipped by row number and reason', async () => {
    const id = await carrierCsv(
      [
        `LEN-1,${'A'.repeat(101)} Smith,${lob.state_code},2026-04-01,10,${lob.programs[0]!.program_code}`,
        `LEN-2,Ann Short,${lob.state_code},2026-04-01,10,${lob.programs[0]!.program_code}`,
        `LEN-3,Ann Other,${lob.state_code},2026-04-01,10,NOPE`,
      ],
      HEADER,
    );
    const result = await importDone({ id });
    assert.equal(result.imported, 1);
    assert.deepEqual(result.skipped, [
      { row: 1, reason: 'First Name is longer than 100 characters' },
      { row: 3, reason: "Program 'NOPE' is not a program of this line of business" },
    ]);
  });
});

describe('Import rules: the carrier’s data kept, duplicates reported, the program chosen', () => {
  const HEADER = 'Policy Number,Insured Name,State,Effective Date,Premium';

  test('When the file has no Program column and the line has two programs, then 400 names program_id and its choices; a foreign program is 400', async () => {
    const id = await carrierCsv([`PRG-1,Pat Choice,${lob.state_code},2026-04-01,10`], HEADER);
    const res = await admin('/Importedbdximport', { id }).expect(400);
    assert.match(res.body.message, /^Invalid program_id: .+ has \d programs \(.+, .+\) and the file has no Program column: choose the program of the records$/);
    assert.equal(res.body.errors[0].path, 'program_id');
    const foreign = await ctx.db.one<{ id: number }>('SELECT id FROM intake_programs WHERE intake_id <> $1 ORDER BY id LIMIT 1', [lob.intake_id]);
    assert.match((await admin('/Importedbdximport', { id, program_id: foreign!.id }).expect(400)).body.message, /^Invalid program_id: is not a program of /);
    const chosen = lob.programs[1]!;
    assert.equal((await importDone({ id, program_id: chosen.id })).imported, 1);
    const record = await ctx.db.one<{ program_id: number; programname: string }>(
      'SELECT program_id, programname FROM policy_quotations q JOIN bdx_file_imports i ON i.quotation_id = q.id WHERE i.file_id = $1',
      [id],
    );
    assert.deepEqual(record, { program_id: chosen.id, programname: chosen.program_name });
  });

  test('When ATL-2612-9001 with a $1,500.00 premium is imported, then the record keeps the number and premium, shared among the program’s coverages', async () => {
    const program = lob.programs[0]!;
    const id = await carrierCsv([`ATL-2612-9001,Carla Kept,${lob.state_code},2026-04-01,"$1,500.00"`], HEADER);
    await importDone({ id, program_id: program.id });
    const record = await ctx.db.one<{ carrier_policy_number: string; policyamount: string; balance: string; policycoverage: CoverageRow[] }>(
      `SELECT carrier_policy_number, policyamount::text AS policyamount, balance::text AS balance, policycoverage
         FROM policy_quotations q JOIN bdx_file_imports i ON i.quotation_id = q.id WHERE i.file_id = $1`,
      [id],
    );
    assert.equal(record!.carrier_policy_number, 'ATL-2612-9001');
    assert.equal(record!.policyamount, '1500.00');
    assert.equal(record!.balance, '1500.00');
    const defaults = await ctx.db.query<{ id: number; cents: number }>(
      `SELECT c.id, round(c.coverage_premium * 100)::int AS cents FROM intake_programs p JOIN intake_coverages c ON c.package_id = p.package_id
        WHERE p.id = $1 ORDER BY c.id`,
      [program.id],
    );
    assert.ok(defaults.length > 0, 'the program has coverages');
    assert.deepEqual(
      record!.policycoverage.map((row) => [row.coverage_id, Math.round(row.premium * 100), row.coverageinclude]),
      defaults.map((coverage, index) => [coverage.id, allocatePremiumCents(150_000, defaults.map((d) => d.cents))[index], 'Y']),
    );
    assert.equal(record!.policycoverage.reduce((sum, row) => sum + Math.round(row.premium * 100), 0), 150_000);
  });

  test('When rows already in the book come again in another file, then they are reported as already in the book and not created again', async () => {
    const program_id = lob.programs[0]!.id;
    const first = await carrierCsv(
      [`DUP-1,Dee First,${lob.state_code},2026-04-01,10`, `DUP-2,Dee Second,${lob.state_code},2026-04-02,20`],
      HEADER,
    );
    await importDone({ id: first, program_id });
    const made = await ctx.db.query<{ row: number; unique_id: string }>(
      'SELECT i.row_number AS row, q.unique_id FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id WHERE i.file_id = $1 ORDER BY 1',
      [first],
    );
    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1', [summitId]))!.n;
    const before = await count();
    // Row 1 by its policy number, row 2 by insured and effective date (no number), row 3 new.
    const second = await carrierCsv(
      [`DUP-1,Dee First,${lob.state_code},2026-04-01,10`, `,Dee Second,${lob.state_code},2026-04-02,20`, `DUP-3,Dee Third,${lob.state_code},2026-04-03,30`],
      HEADER,
    );
    const result = await importDone({ id: second, program_id });
    assert.equal(result.imported, 1);
    assert.deepEqual(result.already_in_book, [
      { row: 1, reason: `Already in the book as ${made[0]!.unique_id}` },
      { row: 2, reason: `Already in the book as ${made[1]!.unique_id}` },
    ]);
    assert.equal(await count(), before + 1);
  });
});

describe("An imported premium with cents is kept through the record's saves, with its Policy Amount attribute agreeing", () => {
  /** The record the carrier's one row made, as the edit form loads it. */
  const importedRecord = async (fileId: number) => {
    const row = await ctx.db.one<{ id: number }>('SELECT quotation_id AS id FROM bdx_file_imports WHERE file_id = $1', [fileId]);
    return (await admin('/editpolicyquotationlist', { id: row!.id }).expect(200)).body.policyquotation as PolicyQuotation;
  };
  /** The save the edit form sends: the form's required values filled as the seed fills them, Policy Amount as given. */
  const saveWith = async (record: PolicyQuotation, figure: string) => {
    const form = (await admin('/viewintakeformdefinition', { intake_id: record.intake_id }).expect(200)).body as IntakeFormDefinitionResponse;
    const amount = recordAmountAttribute(form.groups)!;
    assert.equal(amount.attributeformat, '9999999.99', 'the seeded Policy Amount is a money format');
    const details = { ...sampleDetails(form.groups, CUSTOMER, record.policyeffectivedate, 0), [String(amount.id)]: { [amount.name]: { '0': figure } } };
    const res = await admin('/updatepolicyquotationlist', {
      id: record.id,
      updatedAt: record.updatedAt,
      company_id: summitId,
      intake_id: record.intake_id,
      program_id: record.program_id,
      state_id: record.state_id,
      ...insuredFields(CUSTOMER),
      email: 'carla.cents@example.com',
      policyeffectivedate: record.policyeffectivedate,
      policyscheduledate: record.policyscheduledate,
      autopayment: 0,
      policydetails: JSON.stringify(details),
      // What the form sends back of the table; the server keeps the record's premiums, not these.
      policycoverage: record.policycoverage.map(({ coverage_id, coverageinclude, coverageaccept, deductiblebasis, deductible, premium }) => ({
        coverage_id,
        coverageinclude,
        coverageaccept,
        deductiblebasis,
        deductible,
        premium,
      })),
    });
    assert.equal(res.status, 200, res.body.message);
    const saved = await importedRecordById(record.id);
    return { saved, shown: saved.policydetails[String(amount.id)]?.[amount.name]?.['0'] };
  };
  const importedRecordById = async (id: number) => (await admin('/editpolicyquotationlist', { id }).expect(200)).body.policyquotation as PolicyQuotation;
  const cents = (rows: readonly CoverageRow[]) => rows.map((row) => Math.round(row.premium * 100));

  test("When an imported $1,234.57 record is saved as it opens, then it keeps $1,234.57 and Policy Amount '1234.57'; when 1300 is typed, then $1,300.00 shared among its coverages", async () => {
    const program = lob.programs[0]!;
    const id = await carrierCsv([`ATL-CENTS-1,Carla Cents,${lob.state_code},2026-04-01,1234.57`], 'Policy Number,Insured Name,State,Effective Date,Premium');
    await importDone({ id, program_id: program.id });
    const record = await importedRecord(id);
    assert.equal(record.policyamount, 1234.57);
    const defaults = await ctx.db.query<{ cents: number }>(
      `SELECT round(c.coverage_premium * 100)::int AS cents FROM intake_programs p JOIN intake_coverages c ON c.package_id = p.package_id AND c.client_id = p.client_id
        WHERE p.id = $1 ORDER BY c.id`,
      [program.id],
    );
    const weights = defaults.map((row) => row.cents);
    assert.deepEqual(cents(record.policycoverage), allocatePremiumCents(123457, weights));

    // The form opens with the record's amount in Policy Amount (withRecordAmount): saved as it is.
    const kept = await saveWith(record, '1234.57');
    assert.equal(kept.saved.policyamount, 1234.57);
    assert.equal(kept.saved.balance, 1234.57);
    assert.equal(kept.shown, '1234.57');
    assert.deepEqual(cents(kept.saved.policycoverage), allocatePremiumCents(123457, weights));

    // The user's figure: the record's amount, shared pro rata to the package premiums as the import shares it.
    const typed = await saveWith(kept.saved, '1300');
    assert.equal(typed.saved.policyamount, 1300);
    assert.equal(typed.shown, '1300');
    assert.deepEqual(cents(typed.saved.policycoverage), allocatePremiumCents(130000, weights));
    assert.equal(cents(typed.saved.policycoverage).reduce((sum, share) => sum + share, 0), 130000);
  });
});

describe("Import rules: a carrier's row the form would refuse is refused by the import and listed by the review", () => {
  test('When rows break the form (a 300-character first name, a one-word insured, a bad email, ZIP ABCDE, phone 12, premium 14.999), then the review counts the six and the import refuses the same six by row', async () => {
    const header = 'Policy Number,Insured Name,First Name,State,Effective Date,Premium,email,zipcode,phonenumber';
    const S = lob.state_code;
    const id = await carrierCsv(
      [
        `FLD-1,,${'F'.repeat(300)},${S},2026-04-01,10,,,`,
        `FLD-2,Madonna,,${S},2026-04-01,10,,,`,
        `FLD-3,Ann Mail,,${S},2026-04-01,10,not-an-email,,`,
        `FLD-4,Ann Zip,,${S},2026-04-01,10,,ABCDE,`,
        `FLD-5,Ann Phone,,${S},2026-04-01,10,,,12`,
        `FLD-6,Ann Cents,,${S},2026-04-01,14.999,,,`,
        `FLD-7,Ann Sound,,${S},2026-04-01,1234.57,ann@example.com,78701,(512) 555-0147`,
      ],
      header,
    );
    const refused = [
      { row: 1, reason: 'Last Name is missing; First Name is longer than 100 characters' },
      { row: 2, reason: "Insured Name 'Madonna' is one word: the form needs a First Name and a Last Name" },
      { row: 3, reason: "Email 'not-an-email' is not an email address" },
      { row: 4, reason: "Zip Code 'ABCDE' does not match the format 99999" },
      { row: 5, reason: "Phone Number '12' does not match the format (999) 999-9999" },
      { row: 6, reason: "Premium '14.999' is not an amount" },
    ];
    const review = (await admin('/editbrdxfileview', { id }).expect(200)).body as { brdxList: { problem_count: number }; problems: unknown[] };
    assert.equal(review.brdxList.problem_count, 6);
    assert.deepEqual(review.problems, refused);
    const result = await importDone({ id, program_id: lob.programs[0]!.id });
    assert.equal(result.imported, 1);
    assert.deepEqual(result.skipped, refused);
    const record = await ctx.db.one<{ firstname: string; lastname: string; zipcode: string; phonenumber: string; policyamount: string }>(
      `SELECT firstname, lastname, zipcode, phonenumber, policyamount::text AS policyamount
         FROM policy_quotations q JOIN bdx_file_imports i ON i.quotation_id = q.id WHERE i.file_id = $1`,
      [id],
    );
    assert.deepEqual(record, { firstname: 'Ann', lastname: 'Sound', zipcode: '78701', phonenumber: '5125550147', policyamount: '1234.57' });
  });
});

describe('Documents: text fields cut to their limits before rendering', () => {
  test('When a record holds a 500,000-character email, then the document’s fields are cut and it renders in the pool in seconds', async () => {
    const record = await ctx.db.one<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summitId],
    );
    await ctx.db.query(`UPDATE policy_quotations SET email = repeat('e', 500000) || '@example.com', address = repeat('Long Street ', 50000) WHERE id = $1`, [record!.id]);
    const started = Date.now();
    const res = await admin('/policyquotationdocument', { id: record!.id }).expect(200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.ok(Date.now() - started < 15_000, `took ${Date.now() - started} ms`);
    const cut = cutDocumentFields({
      kind: 'quotation',
      clientName: 'C',
      number: 'N',
      issuedOn: '2026-01-01',
      insured: { name: 'n'.repeat(1000), address: 'a'.repeat(1000), phone: '1'.repeat(100), email: 'e'.repeat(500_000) },
      lineOfBusiness: 'L',
      subLob: null,
      program: 'P',
      state: 'S',
      admitted: false,
      effectiveDate: '2026-01-01',
      expiryDate: '2027-01-01',
      vehicle: null,
      coverages: [{ name: 'c'.repeat(1000), limit: 1, premium: 1 }],
      policyAmount: 1,
    });
    assert.equal(cut.insured.email!.length, DOCUMENT_FIELD_LIMITS.email);
    assert.equal(cut.insured.name.length, DOCUMENT_FIELD_LIMITS.insuredName);
    assert.equal(cut.insured.address.length, DOCUMENT_FIELD_LIMITS.address);
    assert.equal(cut.coverages[0]!.name.length, DOCUMENT_FIELD_LIMITS.coverageName);
  });
});
