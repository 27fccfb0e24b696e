import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  AdminBdxFile,
  BdxExportDataResponse,
  BdxFileViewResponse,
  BdxImportedRecordsResponse,
  BdxImportResponse,
  CarrierLoginResponse,
} from '@kyubos/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { createApp } from '../src/app';
import { silentLogger } from '../src/logger';
import { asBytes, bdxUpload, createTestContext, DEMO_PASSWORD, exportedRows, testConfig, type TestContext } from './helpers';
import { IMPORT_NOTE } from './fixtures';
import { listTotals, totalsChange } from './list-totals';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
/** A seeded Summit record that went out as a quotation: its line of business and month are exported. */
let seeded: { id: number; intake_id: number; period: string; month: string };
let uniqueRun = 0;

const admin = (url: string, body: object, user: keyof TestContext['tokens'] = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);

/** The seeded line of business offers two programs: an import of a file without a Program column names one. */
async function firstProgram(): Promise<number> {
  const row = await ctx.db.one<{ id: number }>('SELECT id FROM intake_programs WHERE client_id = $1 AND intake_id = $2 ORDER BY program_name, id LIMIT 1', [
    summitId,
    seeded.intake_id,
  ]);
  return row!.id;
}

/** Waits for an import job (/viewjob) to end; answers the job. */
async function jobEnd(jobId: number) {
  for (;;) {
    const job = (await admin('/viewjob', { id: jobId }).expect(200)).body as { status: string; result: BdxImportResponse; error: string | null };
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** Imports a file (202 with a job) and answers the job's result, the import's answer. */
async function importDone(body: object): Promise<BdxImportResponse> {
  const started = await admin('/Importedbdximport', { program_id: await firstProgram(), note: IMPORT_NOTE, ...body });
  assert.equal(started.status, 202, started.body.message);
  const job = await jobEnd(started.body.job_id as number);
  assert.equal(job.status, 'done', job.error ?? '');
  return job.result;
}

/** The policies of a line of business and month as the database holds them (what an export must list: bound business only). */
async function bookRecords(intakeId: number, month: string) {
  return ctx.db.query<{ id: number; unique_id: string; policyamount: string; lastname: string }>(
    `SELECT id, unique_id, policyamount::text AS policyamount, lastname FROM policy_quotations
      WHERE company_id = $1 AND intake_id = $2 AND to_char(policyeffectivedate, 'YYYY-MM') = $3 AND stage = 'Policy' AND deleted_at IS NULL
      ORDER BY policyeffectivedate, unique_id`,
    [summitId, intakeId, month],
  );
}

/** The code of a state the exported line of business offers. */
async function stateCode(): Promise<string> {
  const row = await ctx.db.one<{ state_code: string }>(
    `SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1`,
    [summitId, seeded.intake_id],
  );
  return row!.state_code;
}

/** A carrier upload in the portal, bytes unique to the run. */
async function carrierUpload(lines: string[], header: string, intakeId = seeded.intake_id, controlValue = '1000'): Promise<number> {
  uniqueRun += 1;
  const content = Buffer.from([header, ...lines].join('\n') + '\n'.repeat(uniqueRun));
  const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: controlValue, intake_id: intakeId };
  const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: `atlas-new-business-${uniqueRun}.csv`, content }).expect(200);
  return res.body.brdx.id as number;
}

before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  // The line of business and month with the most policies (the tests export several of them).
  const row = await ctx.db.one<{ id: number; intake_id: number; period: string; month: string }>(
    `SELECT min(id) AS id, intake_id, to_char(policyeffectivedate, 'MMYYYY') AS period, to_char(policyeffectivedate, 'YYYY-MM') AS month
       FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL
      GROUP BY 2, 3, 4 ORDER BY count(*) DESC, 1 LIMIT 1`,
    [summitId],
  );
  assert.ok(row, 'the seed holds Summit policies');
  seeded = row;
});
after(() => ctx.close());

describe('Export-based create (/fileExportdata, /createfileExport)', () => {
  const meta = () => ({ client_id: summitId, career_id: atlas.career_id, period: seeded.period, intake_id: seeded.intake_id });

  test('When the metadata is sent, then the rows are exactly the LOB’s records whose effective date falls in the period', async () => {
    const expected = await bookRecords(seeded.intake_id, seeded.month);
    const { exportdata } = (await admin('/fileExportdata', meta()).expect(200)).body as BdxExportDataResponse;
    assert.deepEqual(
      exportdata.map((row) => [row.id, row.unique_id, Number(row.policyamount)]),
      expected.map((row) => [row.id, row.unique_id, Number(row.policyamount)]),
    );
    assert.ok(exportdata.some((row) => row.id === seeded.id));
    const other = (await admin('/fileExportdata', { ...meta(), period: '01/1999' }).expect(200)).body as BdxExportDataResponse;
    assert.deepEqual(other.exportdata, []);
  });

  test('When chosen rows are exported as CSV, then a processed created file holds them with their premiums totalled', async () => {
    const { exportdata } = (await admin('/fileExportdata', meta()).expect(200)).body as BdxExportDataResponse;
    const chosen = exportdata.slice(0, 2);
    const res = await admin('/createfileExport', { ...meta(), fileData: chosen.map((row) => row.id) }).expect(200);
    const brdx = res.body.brdx as AdminBdxFile;
    assert.equal(res.body.message, 'File exported successfully!');
    assert.equal(brdx.source, 'export');
    assert.match(brdx.file_name, new RegExp(`^atlas-insurance-co-.*-${seeded.period}\\.csv$`));
    assert.equal(brdx.parse_status, 'parsed');
    assert.equal(brdx.processed, '1');
    assert.equal(brdx.row_count, chosen.length);
    const total = chosen.reduce((sum, row) => sum + Math.round(Number(row.policyamount) * 100), 0);
    assert.equal(brdx.computed_total, (total / 100).toFixed(2));
    assert.equal(brdx.control_value, (total / 100).toFixed(2));
    const view = (await admin('/editbrdxfileview', { id: brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.mappedRows.columns.slice(0, 3), ['Policy Number', 'Record Number', 'Insured Name']);
    assert.deepEqual(
      view.mappedRows.rows.map((row) => row.cells[1]),
      chosen.map((row) => row.unique_id),
    );
    const exported = (await admin('/viewbrdxexport', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.equal(exported[0]!.id, brdx.id);
    const created = (await admin('/viewbrdxcreate', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.ok(created.some((file) => file.id === brdx.id));
  });

  test('When XLSX is picked, then the file is a workbook the server reads back, with the control value as given', async () => {
    const { exportdata } = (await admin('/fileExportdata', meta()).expect(200)).body as BdxExportDataResponse;
    const res = await admin('/createfileExport', { ...meta(), control_value: '10', fileData: [exportdata[0]!.id], format: 'xlsx' }).expect(200);
    const brdx = res.body.brdx as AdminBdxFile;
    assert.match(brdx.file_name, /\.xlsx$/);
    assert.equal(brdx.control_value, '10.00');
    assert.equal(brdx.row_count, 1);
    const download = await admin('/downloadbrdxfile', { id: brdx.id }).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    assert.equal(sheet.getRow(1).getCell(1).value, 'Policy Number');
    assert.equal(sheet.getRow(2).getCell(2).value, exportdata[0]!.unique_id);
  });

  test('When the same rows are exported twice for the same carrier, then 409 names the earlier file', async () => {
    const { exportdata } = (await admin('/fileExportdata', meta()).expect(200)).body as BdxExportDataResponse;
    const body = { ...meta(), fileData: [exportdata.at(-1)!.id] };
    await admin('/createfileExport', body).expect(200);
    const again = await admin('/createfileExport', body).expect(409);
    assert.match(again.body.message, /^This file was already uploaded for Atlas Insurance Co as atlas-insurance-co-/);
  });

  test('When fields are bad or a row is not of the LOB and period, then 400 naming the field and nothing is created', async () => {
    const before = (await admin('/viewbrdxcreate', { client_id: summitId }).expect(200)).body.brdxList.length as number;
    assert.equal((await admin('/fileExportdata', { ...meta(), period: '13/2026' }).expect(400)).body.message, 'Invalid period: must be a month and year (MM/YYYY)');
    assert.equal((await admin('/fileExportdata', { ...meta(), career_id: 'x' }).expect(400)).body.message, 'Invalid career_id: must be a number');
    assert.equal((await admin('/createfileExport', { ...meta(), fileData: [] }).expect(400)).body.message, 'Invalid fileData: select at least one row');
    assert.equal((await admin('/createfileExport', meta()).expect(400)).body.message, 'Invalid fileData: is required');
    assert.equal(
      (await admin('/createfileExport', { ...meta(), fileData: [seeded.id], format: 'pdf' }).expect(400)).body.message,
      'Invalid format: must be csv or xlsx',
    );
    const foreign = await admin('/createfileExport', { ...meta(), period: '01/1999', fileData: [seeded.id] }).expect(400);
    assert.equal(foreign.body.message, `Invalid fileData: record ${seeded.id} is not a record of this line of business and period`);
    assert.equal((await admin('/viewbrdxcreate', { client_id: summitId }).expect(200)).body.brdxList.length, before);
  });

  test('When harbor_admin or a carrier token asks for Summit’s export, then 403 / 401', async () => {
    await admin('/fileExportdata', meta(), 'harbor_admin').expect(403);
    await admin('/createfileExport', { ...meta(), fileData: [seeded.id] }, 'harbor_admin').expect(403);
    await ctx.post('/fileExportdata', meta(), atlas.token).expect(401);
  });
});

describe('Import of a carrier’s file (/Importedbdximport, /viewbrdximported, /viewbrdximportfile)', () => {
  const HEADER = 'policy_number,firstname,lastname,address,city,state,zipcode,phonenumber,email,policyeffectivedate,policyamount';

  test('When Atlas’s file of $1,700.00 says its Control Value is $99,999.99, or a row has a problem, then its import needs a note (400 naming note, nothing imported), kept with the file; a file whose totals agree needs none', async () => {
    const code = (await ctx.db.one<{ state_code: string }>(
      `SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1`,
      [summitId, seeded.intake_id],
    ))!.state_code;
    const row = (number: string, premium: string) => `${number},Ada,Noel,1 Elm St,Austin,${code},73301,,ada@example.com,2026-04-01,${premium}`;
    const program_id = await firstProgram();
    const differs = await carrierUpload([row('NOTE-1', '1200.00'), row('NOTE-2', '500.00')], HEADER, seeded.intake_id, '99999.99');
    const file = async (id: number) => (await admin('/editbrdxfile', { id }).expect(200)).body.brdxfile as AdminBdxFile;
    assert.equal((await file(differs)).computed_total, '1700.00');
    for (const note of [undefined, '   ']) {
      const refused = await admin('/Importedbdximport', { id: differs, program_id, ...(note === undefined ? {} : { note }) }).expect(400);
      assert.equal(refused.body.message, 'Invalid note: is required when the totals differ');
      assert.deepEqual(refused.body.errors, [{ path: 'note', message: 'is required when the totals differ' }]);
    }
    assert.equal((await file(differs)).imported, '0');
    const done = await importDone({ id: differs, note: ' Carrier confirmed the Control Value is a typo ' });
    assert.equal(done.imported, 2);
    assert.equal(done.brdx.import_note, 'Carrier confirmed the Control Value is a typo');
    assert.equal((await file(differs)).import_note, 'Carrier confirmed the Control Value is a typo');
    const view = (await admin('/editbrdxfileview', { id: differs, page: 1, pageSize: 10 }).expect(200)).body as BdxFileViewResponse;
    assert.equal(view.brdxList.import_note, 'Carrier confirmed the Control Value is a typo');

    // $700.00 of sound rows against a $700.00 Control Value, and one row without a name.
    const problems = await carrierUpload([row('NOTE-3', '700.00'), row('NOTE-4', '100.00').replace('Ada,Noel', ',')], HEADER, seeded.intake_id, '700.00');
    assert.equal((await file(problems)).problem_count, 1);
    assert.equal((await admin('/Importedbdximport', { id: problems, program_id }).expect(400)).body.message, 'Invalid note: is required when rows have problems');

    const agrees = await carrierUpload([row('NOTE-5', '250.25')], HEADER, seeded.intake_id, '250.25');
    const started = await admin('/Importedbdximport', { id: agrees, program_id }).expect(202);
    const ended = await jobEnd(started.body.job_id as number);
    assert.equal(ended.result.imported, 1);
    assert.equal(ended.result.brdx.import_note, null);
  });

  test('When summit_admin imports Atlas’s file, then each sound row is an incomplete intake form in the LOB and the others are listed with why', async () => {
    const states = await ctx.db.query<{ state_code: string; state_name: string }>(
      `SELECT s.state_code, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id`,
      [summitId, seeded.intake_id],
    );
    const code = states[0]!.state_code;
    const id = await carrierUpload(
      [
        `N-1,Dana,Whitfield,1 Elm St,Austin,${code},73301,(512) 555-0101,dana@example.com,2026-04-01,1200.50`,
        `N-2,Omar,Reyes,2 Oak St,Austin,${code},73301,,omar@example.com,04/15/2026,"$800.00"`,
        `N-3,,,3 Pine St,Austin,${code},73301,,,2026-04-01,100`,
        `N-4,Lee,Park,4 Ash St,Austin,ZZ,73301,,,2026-04-01,100`,
        `N-5,Kim,Cho,5 Fir St,Austin,${code},73301,,,2026-02-30,100`,
      ],
      HEADER,
    );
    const inbound = (await admin('/viewclientinbound', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.equal(inbound.find((file) => file.id === id)!.imported, '0');
    const totalsBefore = (await listTotals(ctx)).answered;

    const body = await importDone({
      id,
      client_id: summitId,
      intake_id: seeded.intake_id,
      policycreator_id: 999,
      policycreator_name: 'Someone Else',
    });
    assert.equal(body.message, 'Successfully Imported');
    assert.equal(body.imported, 2);
    // The imported intake forms count in the lists' totals at once.
    const totals = await listTotals(ctx);
    assert.deepEqual(totals.answered, totals.counted);
    assert.deepEqual(totalsChange(totalsBefore, totals.answered), { all: 2, quotations: 2, binders: 0, policies: 0, incomplete: 2 });
    assert.deepEqual(body.skipped, [
      { row: 3, reason: 'First Name and Last Name are missing' },
      { row: 4, reason: "State 'ZZ' is not a state of this line of business" },
      { row: 5, reason: "Effective Date '2026-02-30' is not a date" },
    ]);
    assert.equal(body.brdx.imported, '1');
    assert.ok(body.brdx.imported_date);
    assert.equal(body.brdx.import_count, 2);

    const records = (await admin('/viewbrdximportfile', { client_id: summitId, file_id: id }).expect(200)).body as BdxImportedRecordsResponse;
    assert.deepEqual(
      records.importedRecords.map((record) => [record.row, record.firstname, record.lastname, record.policyeffectivedate, record.policyamount]),
      [
        [1, 'Dana', 'Whitfield', '2026-04-01', '1200.50'],
        [2, 'Omar', 'Reyes', '2026-04-15', '800.00'],
      ],
    );
    const stored = await ctx.db.query<Record<string, unknown>>(
      `SELECT q.quotation, q.intake_id, q.state_name, q.phonenumber, q.email, q.policycreator_id, q.policycreator_name, q.balance::text AS balance,
              to_char(q.policyscheduledate, 'YYYY-MM-DD') AS schedule, q."Admitted" AS admitted, p.admitted AS program_admitted
         FROM policy_quotations q JOIN intake_programs p ON p.id = q.program_id WHERE q.id = ANY($1::integer[]) ORDER BY q.id`,
      [records.importedRecords.map((record) => record.quotation_id)],
    );
    assert.equal(stored[0]!.quotation, 0);
    assert.equal(stored[0]!.intake_id, seeded.intake_id);
    assert.equal(stored[0]!.state_name, states[0]!.state_name);
    assert.equal(stored[0]!.phonenumber, '5125550101');
    assert.equal(stored[0]!.balance, '1200.50');
    assert.equal(stored[0]!.schedule, '2026-05-31');
    // Admitted is the program's (the seeded programs are admitted).
    assert.deepEqual(stored.map((row) => [row.admitted, row.program_admitted]), [['1', '1'], ['1', '1']]);
    assert.equal(stored[0]!.policycreator_id, ctx.logins.summit_admin.user_id);
    assert.notEqual(stored[0]!.policycreator_name, 'Someone Else');
    const incomplete = (await admin('/viewincompleteintakeform', { company_id: summitId, pageSize: 100 }).expect(200)).body.Policyquotations as {
      id: number;
    }[];
    for (const record of records.importedRecords) assert.ok(incomplete.some((row) => row.id === record.quotation_id));

    const imported = (await admin('/viewbrdximported', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.equal(imported[0]!.id, id);
    // The carrier sees its file Completed in Outbound.
    const outbound = (await ctx.post('/viewBDXOutbound', { client_id: atlas.client_id, career_id: atlas.career_id }, atlas.token).expect(200)).body
      .brdxList as { id: number; imported: string }[];
    assert.equal(outbound.find((file) => file.id === id)!.imported, '1');
  });

  test('When the imported records are listed, then one page answers with the count of all; a page over 200 is refused; another client sees none of them', async () => {
    const code = await stateCode();
    const id = await carrierUpload(
      Array.from({ length: 25 }, (_, i) => `PG-${i + 1},Page${i + 1},Listed,,,${code},,,,2026-04-01,${i + 1}.00`),
      HEADER,
    );
    assert.equal((await importDone({ id, intake_id: seeded.intake_id })).imported, 25);
    const list = async (body: object, user: keyof TestContext['tokens'] = 'summit_admin') =>
      (await admin('/viewbrdximportfile', body, user).expect(200)).body as BdxImportedRecordsResponse;

    // One file: its rows in file order, a page at a time.
    const second = await list({ client_id: summitId, file_id: id, page: 2, pageSize: 10 });
    assert.deepEqual(
      second.importedRecords.map((record) => [record.row, record.firstname, record.policyamount]),
      Array.from({ length: 10 }, (_, i) => [i + 11, `Page${i + 11}`, `${i + 11}.00`]),
    );
    assert.deepEqual({ page: second.page, pageSize: second.pageSize, total: second.total }, { page: 2, pageSize: 10, total: 25 });
    assert.deepEqual(
      (await list({ client_id: summitId, file_id: id, page: 3, pageSize: 10 })).importedRecords.map((record) => record.row),
      [21, 22, 23, 24, 25],
    );

    // The whole list: the newest import first, the first page of 10 unless asked otherwise, and the count of every record.
    const first = await list({ client_id: summitId });
    const { n: all } = (await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bdx_file_imports i JOIN bdx_files f ON f.id = i.file_id JOIN policy_quotations q ON q.id = i.quotation_id
        WHERE f.client_id = $1 AND q.deleted_at IS NULL`,
      [summitId],
    ))!;
    assert.ok(all > 25);
    assert.deepEqual({ page: first.page, pageSize: first.pageSize, total: first.total }, { page: 1, pageSize: 10, total: all });
    assert.deepEqual(
      first.importedRecords.map((record) => [record.file_id, record.row]),
      Array.from({ length: 10 }, (_, i) => [id, i + 1]),
    );

    assert.equal((await admin('/viewbrdximportfile', { client_id: summitId, pageSize: 201 }).expect(400)).body.message, 'Invalid pageSize: must be at most 200');
    assert.equal((await admin('/viewbrdximportfile', { client_id: summitId, page: 0 }).expect(400)).body.message, 'Invalid page: must be 1 or more');

    // Harbor's list holds none of Summit's records, and Summit's list or file is not Harbor's to read.
    const harborId = ctx.logins.harbor_admin.client_id;
    const harbor = await list({ client_id: harborId, pageSize: 200 }, 'harbor_admin');
    const { n: harborAll } = (await ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM bdx_file_imports i JOIN bdx_files f ON f.id = i.file_id WHERE f.client_id = $1',
      [harborId],
    ))!;
    assert.equal(harbor.total, harborAll);
    assert.ok(harbor.importedRecords.every((record) => record.file_id !== id));
    await admin('/viewbrdximportfile', { client_id: summitId }, 'harbor_admin').expect(403);
    await admin('/viewbrdximportfile', { client_id: harborId, file_id: id }, 'harbor_admin').expect(404);
  });

  test('When the imported records are sorted and filtered, then the server sorts and filters every record before paging, and its export holds the same rows', async () => {
    const code = await stateCode();
    // Premiums whose text order differs from their amounts'; names of mixed case; two effective dates of the file's month.
    const rows: [string, string, string][] = [
      ['Filt-Omega', '2026-04-15', '100.00'],
      ['filt-alpha', '2026-04-01', '9.50'],
      ['FILT-Kappa', '2026-04-15', '25.00'],
      ['Other-100%', '2026-04-01', '7.00'],
    ];
    const id = await carrierUpload(
      rows.map(([lastname, effective, amount], i) => `FS-${i + 1},Sorted${i + 1},${lastname},,,${code},,,,${effective},${amount}`),
      HEADER,
    );
    assert.equal((await importDone({ id, intake_id: seeded.intake_id })).imported, 4);
    const list = async (body: object, user: keyof TestContext['tokens'] = 'summit_admin') =>
      (await admin('/viewbrdximportfile', { client_id: summitId, ...body }, user).expect(200)).body as BdxImportedRecordsResponse;
    const shown = (answer: BdxImportedRecordsResponse) => answer.importedRecords.map((record) => [record.lastname, record.policyamount]);

    // A text filter is a case-insensitive contains, over all the client's files, counted before paging.
    const filtered = await list({ filters: { lastname: 'filt-' }, page: 1, pageSize: 2 });
    assert.deepEqual(shown(filtered), [
      ['Filt-Omega', '100.00'],
      ['filt-alpha', '9.50'],
    ]);
    assert.equal(filtered.total, 3);
    // Premium sorts by amount, not by its text; the sort pages with the filter.
    assert.deepEqual(shown(await list({ filters: { lastname: 'FILT' }, sort: 'policyamount', direction: 'asc' })), [
      ['filt-alpha', '9.50'],
      ['FILT-Kappa', '25.00'],
      ['Filt-Omega', '100.00'],
    ]);
    assert.deepEqual(shown(await list({ file_id: id, sort: 'policyamount', direction: 'desc', page: 2, pageSize: 2 })), [
      ['filt-alpha', '9.50'],
      ['Other-100%', '7.00'],
    ]);
    // The effective date filters as the table shows it (MM-DD-YYYY); a sort by row descending turns the file's order round.
    const effective = await list({ file_id: id, filters: { policyeffectivedate: '04-15-2026' }, sort: 'row', direction: 'desc' });
    assert.deepEqual(
      effective.importedRecords.map((record) => [record.row, record.policyeffectivedate]),
      [
        [3, '2026-04-15'],
        [1, '2026-04-15'],
      ],
    );
    // The number, names and effective date are found through the lists' copy, then matched as the table shows them.
    const alpha = filtered.importedRecords[1]!;
    assert.deepEqual(shown(await list({ filters: { unique_id: alpha.unique_id.toLowerCase() } })), [['filt-alpha', '9.50']]);
    assert.deepEqual(shown(await list({ file_id: id, filters: { firstname: 'SORTED3' } })), [['FILT-Kappa', '25.00']]);
    assert.equal((await list({ file_id: id, filters: { policyeffectivedate: '04-15' } })).total, 2);
    assert.deepEqual(shown(await list({ filters: { policyeffectivedate: '04-15-2026', lastname: 'kappa' } })), [['FILT-Kappa', '25.00']]);
    assert.equal((await list({ file_id: id, filters: { policyeffectivedate: '02-30-2026' } })).total, 0);
    // Premium filters take the amount as the table shows it: '$100.00' from its start, '5.00' anywhere in it.
    assert.deepEqual(shown(await list({ file_id: id, filters: { policyamount: '$100.00' } })), [['Filt-Omega', '100.00']]);
    assert.deepEqual(shown(await list({ file_id: id, filters: { policyamount: '$9.50' } })), [['filt-alpha', '9.50']]);
    assert.deepEqual(shown(await list({ file_id: id, filters: { policyamount: '5.00' } })), [['FILT-Kappa', '25.00']]);
    assert.equal((await list({ file_id: id, filters: { policyamount: '$5.00' } })).total, 0);
    assert.equal((await list({ file_id: id, filters: { policyamount: 'ten' } })).total, 0);
    // % and _ are matched as they are, not as wildcards; a blank filter is no filter.
    assert.deepEqual(shown(await list({ filters: { lastname: '0%' } })), [['Other-100%', '7.00']]);
    assert.equal((await list({ file_id: id, filters: { lastname: '  ', file_name: null } })).total, 4);

    // A column the list does not sort or filter by is refused, naming the field.
    assert.match((await admin('/viewbrdximportfile', { client_id: summitId, sort: 'quotation_id' }).expect(400)).body.message, /^Invalid sort/);
    assert.match((await admin('/viewbrdximportfile', { client_id: summitId, filters: { intake_id: '1' } }).expect(400)).body.message, /^Invalid filters/);
    assert.match((await admin('/viewbrdximportfile', { client_id: summitId, direction: 'up' }).expect(400)).body.message, /^Invalid direction/);

    // The export holds the rows the filtered, sorted list shows, all pages.
    const res = await asBytes(admin('/exportviewbrdximportfile', { client_id: summitId, filters: { lastname: 'filt' }, sort: 'policyamount', direction: 'asc', format: 'csv' }));
    assert.equal(res.status, 200);
    const [header, ...exported] = (await exportedRows(res.body as Buffer, 'csv')) as string[][];
    assert.equal(header![6], 'Last Name');
    // Dates as the table shows them: Effective Date MM-DD-YYYY, Imported At as the lists show a time (UTC).
    assert.deepEqual(
      exported.map((row) => [row[6], row[7], row[8]]),
      [
        ['filt-alpha', '04-01-2026', '9.50'],
        ['FILT-Kappa', '04-15-2026', '25.00'],
        ['Filt-Omega', '04-15-2026', '100.00'],
      ],
    );
    const [, year, month, day, hours, minutes] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(filtered.importedRecords[0]!.imported_date)!;
    const hour = Number(hours);
    assert.equal(exported[0]![0], `${month}/${day}/${year}, ${String(hour % 12 || 12).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`);

    // Another client's filtered list holds none of them, and Summit's is not Harbor's to filter.
    const harborId = ctx.logins.harbor_admin.client_id;
    assert.equal((await list({ client_id: harborId, filters: { lastname: 'filt-' } }, 'harbor_admin')).total, 0);
    await admin('/viewbrdximportfile', { client_id: summitId, filters: { lastname: 'filt-' }, sort: 'lastname' }, 'harbor_admin').expect(403);
  });

  test('When the same file is imported twice, then 409 and no record is added', async () => {
    const id = await carrierUpload([`T-1,Ana,Gray,,,${await stateCode()},,,,2026-04-01,10`], HEADER);
    assert.equal((await importDone({ id, intake_id: seeded.intake_id })).imported, 1);
    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1', [summitId]))!.n;
    const before = await count();
    const again = await admin('/Importedbdximport', { id, intake_id: seeded.intake_id }).expect(409);
    assert.match(again.body.message, /^This file was already imported on \d{2}\/\d{2}\/\d{4}/);
    const both = await Promise.all([admin('/Importedbdximport', { id, note: IMPORT_NOTE }), admin('/Importedbdximport', { id, note: IMPORT_NOTE })]);
    assert.deepEqual(both.map((res) => res.status), [409, 409]);
    assert.equal(await count(), before);
  });

  test('When a row is effective outside the file’s period, then it is not imported: the review’s row problem, by row number', async () => {
    const code = await stateCode();
    // The file's period is 04/2026.
    const id = await carrierUpload([`P-1,Ida,Vance,,,${code},,,,2026-04-10,100`, `P-2,Hal,Moss,,,${code},,,,2026-07-01,200`, `P-3,Una,Reed,,,${code},,,,2022-12-31,300`], HEADER);
    const review = (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
    const body = await importDone({ id, intake_id: seeded.intake_id });
    assert.equal(body.imported, 1);
    const outside = [
      { row: 2, reason: 'Effective Date 07-01-2026 is outside the period 04/2026' },
      { row: 3, reason: 'Effective Date 12-31-2022 is outside the period 04/2026' },
    ];
    assert.deepEqual(body.skipped, outside);
    assert.deepEqual(review.problems, outside);
  });

  test('When a row’s Program names no program of the line, then the review lists it and counts it, and the import refuses that row with the same reason', async () => {
    const code = await stateCode();
    const programs = await ctx.db.query<{ program_code: string; program_name: string }>(
      'SELECT program_code, program_name FROM intake_programs WHERE client_id = $1 AND intake_id = $2 ORDER BY program_name, id',
      [summitId, seeded.intake_id],
    );
    assert.ok(programs.length >= 2, 'the seeded line offers two programs');
    const lines = [
      // By code, case aside, and by name.
      `PRG-1,Ora,Pike,,,${code},,,,2026-04-13,100,${programs[0]!.program_code.toLowerCase()}`,
      `PRG-2,Lev,Ness,,,${code},,,,2026-04-14,200,${programs[1]!.program_name}`,
      `PRG-3,Ivo,Hart,,,${code},,,,2026-04-15,300,Homeowners Plus`,
    ];
    const id = await carrierUpload(lines, `${HEADER},program`);
    const review = (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
    const unknown = [{ row: 3, reason: "Program 'Homeowners Plus' is not a program of this line of business" }];
    assert.deepEqual(review.problems, unknown);
    assert.equal(review.brdxList.problem_count, 1);
    assert.equal(review.brdxList.computed_total, '300.00');
    const body = await importDone({ id, intake_id: seeded.intake_id });
    assert.equal(body.imported, 2);
    assert.deepEqual(body.skipped, unknown);
    assert.equal(body.skipped.length, review.brdxList.problem_count);
  });

  test('When a carrier’s file holds a policy twice, then the review lists the later row naming the first, and the import makes one record and reports the later row', async () => {
    const code = await stateCode();
    const lines = [
      `TWO-1,Ria,Holt,,,${code},,,,2026-04-01,100`,
      `TWO-2,Sam,Lane,,,${code},,,,2026-04-02,200`,
      // The same carrier policy number, case aside.
      `two-1,Ria,Holt,,,${code},,,,2026-04-01,100`,
      // No number: the same insured on the same effective date.
      `,sam,LANE,,,${code},,,,2026-04-02,200`,
    ];
    const id = await carrierUpload(lines, HEADER);
    const review = (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(review.problems, [
      { row: 3, reason: 'Same policy as row 1' },
      { row: 4, reason: 'Policy Number is missing' },
    ]);
    assert.equal(review.brdxList.problem_count, 2);
    assert.equal(review.brdxList.computed_total, '300.00');

    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1', [summitId]))!.n;
    const before = await count();
    const body = await importDone({ id, intake_id: seeded.intake_id });
    assert.equal(body.message, 'Successfully Imported');
    assert.equal(body.imported, 2);
    assert.deepEqual(body.skipped, []);
    assert.deepEqual(body.already_in_book, [
      { row: 3, reason: 'Same policy as row 1' },
      { row: 4, reason: 'Same policy as row 2' },
    ]);
    assert.equal(await count(), before + 2);
    const made = await ctx.db.query<{ row: number; carrier_policy_number: string }>(
      'SELECT i.row_number AS row, q.carrier_policy_number FROM bdx_file_imports i JOIN policy_quotations q ON q.id = i.quotation_id WHERE i.file_id = $1 ORDER BY 1',
      [id],
    );
    assert.deepEqual(made, [
      { row: 1, carrier_policy_number: 'TWO-1' },
      { row: 2, carrier_policy_number: 'TWO-2' },
    ]);

    // A file the client makes lists a policy once per transaction: the same rows are no problem there.
    uniqueRun += 1;
    const own = await bdxUpload(
      ctx.app,
      '/createbrdxsamplefile',
      ctx.tokens.summit_admin,
      { client_id: summitId, career_id: atlas.career_id, period: '042026', control_value: '600', intake_id: seeded.intake_id },
      { name: `summit-own-${uniqueRun}.csv`, content: Buffer.from([HEADER, ...lines].join('\n') + '\n'.repeat(uniqueRun)) },
    ).expect(200);
    const ownReview = (await admin('/editbrdxfileview', { id: own.body.brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(ownReview.problems, [{ row: 4, reason: 'Policy Number is missing' }]);
  });

  test('When no row of a file can be imported, then the answer says so and the file is not marked imported: it can be imported once put right', async () => {
    const id = await carrierUpload([`Z-1,Ann,Bell,,,ZZ,,,,2026-04-01,10`, `Z-2,Bo,Chan,,,ZZ,,,,2026-04-02,20`], HEADER);
    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1', [summitId]))!.n;
    const before = await count();
    const body = await importDone({ id, intake_id: seeded.intake_id });
    assert.equal(body.message, 'Nothing imported');
    assert.equal(body.imported, 0);
    assert.deepEqual(body.skipped.map((problem) => problem.row), [1, 2]);
    assert.equal(body.brdx.imported, '0');
    assert.equal(body.brdx.imported_date, null);
    assert.equal(await count(), before);
    const inbound = (await admin('/viewclientinbound', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.equal(inbound.find((file) => file.id === id)!.imported, '0');
    // Still importable: the same answer again, not 409.
    assert.equal((await importDone({ id, intake_id: seeded.intake_id })).message, 'Nothing imported');
  });

  test('When the program sells no coverage, then the import is refused naming program_id, and a Program column naming it leaves the row out with why', async () => {
    const { state_code } = (await ctx.db.one<{ state_code: string }>(
      `SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1`,
      [summitId, seeded.intake_id],
    ))!;
    const emptyPackage = (await ctx.db.one<{ id: number }>(
      `INSERT INTO intake_packages (client_id, category_id, subcategory_name) VALUES ($1, $2, 'No coverage yet') RETURNING id`,
      [summitId, seeded.intake_id],
    ))!.id;
    const bare = (await ctx.db.one<{ id: number }>(
      `INSERT INTO intake_programs (client_id, intake_id, program_code, program_name, package_id) VALUES ($1, $2, 'BARE-1', 'Bare Program', $3) RETURNING id`,
      [summitId, seeded.intake_id, emptyPackage],
    ))!.id;
    try {
      const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1', [summitId]))!.n;
      const before = await count();
      const id = await carrierUpload([`NC-1,Ann,Bell,,,${state_code},,,,2026-04-01,10`], HEADER);
      const refused = await admin('/Importedbdximport', { id, intake_id: seeded.intake_id, program_id: bare }).expect(400);
      assert.equal(refused.body.message, 'Invalid program_id: Program BARE-1 sells no coverage: add coverages to its package before importing');
      const withColumn = await carrierUpload([`NC-2,Ann,Bell,,,${state_code},,,,2026-04-01,10,BARE-1`], `${HEADER},program`);
      const body = await importDone({ id: withColumn, intake_id: seeded.intake_id });
      assert.equal(body.imported, 0);
      assert.deepEqual(body.skipped, [{ row: 1, reason: 'Program BARE-1 sells no coverage: add coverages to its package before importing' }]);
      assert.equal(await count(), before);
    } finally {
      await ctx.db.query('DELETE FROM intake_programs WHERE id = $1', [bare]);
      await ctx.db.query('DELETE FROM intake_packages WHERE id = $1', [emptyPackage]);
    }
  });

  test('When two imports of one new file race, then one imports and the other is refused', async () => {
    const id = await carrierUpload([`R-1,Ray,Cole,,,${await stateCode()},,,,2026-04-01,10`], HEADER);
    const program_id = await firstProgram();
    const results = await Promise.all([admin('/Importedbdximport', { id, program_id, note: IMPORT_NOTE }), admin('/Importedbdximport', { id, program_id, note: IMPORT_NOTE })]);
    assert.deepEqual(results.map((res) => res.status).sort(), [202, 409]);
    assert.equal((await jobEnd(results.find((res) => res.status === 202)!.body.job_id as number)).status, 'done');
    const made = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_file_imports WHERE file_id = $1', [id]);
    assert.equal(made!.n, 1);
  });

  test('When an import of the file ends between the checks of another and the start of its job, then the other is refused as already imported and leaves no job', async () => {
    const id = await carrierUpload([`R-2,Rae,Cole,,,${await stateCode()},,,,2026-04-01,10`], HEADER);
    const program_id = await firstProgram();
    // The file is marked imported just before this import's job is taken, as another's ending then would.
    const racing: TestContext['db'] = {
      ...ctx.db,
      query: ((text: string, params?: unknown[]) =>
        /^\s*INSERT INTO jobs/.test(text)
          ? ctx.db.query(`UPDATE bdx_files SET imported = '1', imported_date = now() WHERE id = $1`, [id]).then(() => ctx.db.query(text, params))
          : ctx.db.query(text, params)) as TestContext['db']['query'],
    };
    const app = createApp({ db: racing, config: testConfig, logger: silentLogger });
    const refused = await request(app).post('/Importedbdximport').set('Authorization', `Bearer ${ctx.tokens.summit_admin}`).send({ id, program_id, note: IMPORT_NOTE }).expect(409);
    assert.match(refused.body.message, /^This file was already imported on \d{2}\/\d{2}\/\d{4}/);
    const jobs = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'bdx-import' AND subject_id = $1`, [id]);
    assert.equal(jobs!.n, 0);
    const made = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_file_imports WHERE file_id = $1', [id]);
    assert.equal(made!.n, 0);
  });

  test('When the file is the client’s own, unknown, another tenant’s, or the body is bad, then 409 / 404 / 404 / 400', async () => {
    const own = await ctx.db.one<{ id: number }>(`SELECT id FROM bdx_files WHERE client_id = $1 AND direction = 'inbound' LIMIT 1`, [summitId]);
    assert.equal((await admin('/Importedbdximport', { id: own!.id }).expect(409)).body.message, 'Only a file a carrier sent can be imported');
    await admin('/Importedbdximport', { id: 999999 }).expect(404);
    const id = await carrierUpload(['H-1,Ann,Lee,,,,,,,2026-04-01,10'], HEADER);
    // Another tenant's file id answers as a missing one.
    await admin('/Importedbdximport', { id }, 'harbor_admin').expect(404);
    assert.equal((await admin('/Importedbdximport', { id: 'abc' }).expect(400)).body.message, 'Invalid id: must be a number');
    await ctx.post('/Importedbdximport', { id }, atlas.token).expect(401);
    const file = await ctx.db.one<{ imported: string }>('SELECT imported FROM bdx_files WHERE id = $1', [id]);
    assert.equal(file!.imported, '0');
  });
});
