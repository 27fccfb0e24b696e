import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminBdxFile, AdminSlab, BdxFileViewResponse, BrdxListItem, CarrierLoginResponse } from '@kyubos/contracts';
import { bdxAdminStatus } from '@kyubos/domain';
import ExcelJS from 'exceljs';
import { writeSeedBdxFiles } from '../src/db/seed/bdx-portal';
import { bdxUpload, createTestContext, DEMO_PASSWORD, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
let frontier: CarrierLoginResponse;
let lobId: number;
let harborCarrierId: number;
let uniqueRun = 0;

/** A CSV whose bytes differ from every other one of the run (duplicates are refused). */
function csv(lines: string[], header = 'policy_number,insured_name,effective_date,premium'): Buffer {
  uniqueRun += 1;
  return Buffer.from([header, ...lines].join('\n') + `\n`.repeat(uniqueRun));
}
const SOUND_CSV_ROWS = ['POL-1,"Acme Roofing",2026-03-01,1250.50', 'POL-2,"Blue Ridge Logistics",03/15/2026,"$2,000.00"'];

const upload = (token: string | undefined, fields: Record<string, string | number>, file?: { name: string; content: Buffer }) =>
  bdxUpload(ctx.app, '/createbrdxsamplefile', token, fields, file);
const fieldsFor = (overrides: Record<string, string | number> = {}) => ({
  client_id: summitId,
  career_id: atlas.career_id,
  period: '03/2026',
  control_value: '3250.50',
  intake_id: lobId,
  ...overrides,
});
async function uploadCsv(content: Buffer, overrides: Record<string, string | number> = {}): Promise<AdminBdxFile> {
  const res = await upload(ctx.tokens.summit_admin, fieldsFor(overrides), { name: 'march-premium.csv', content });
  assert.equal(res.status, 200, res.text);
  return res.body.brdx as AdminBdxFile;
}
const admin = (url: string, body: object, user: keyof TestContext['tokens'] = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
const adminList = async (url: string) => (await admin(url, { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
const carrierInbound = async (carrier: CarrierLoginResponse) =>
  (await ctx.post('/viewBDXInbound', { client_id: carrier.client_id, career_id: carrier.career_id }, carrier.token).expect(200)).body
    .brdxList as BrdxListItem[];

before(async () => {
  ctx = await createTestContext();
  await writeSeedBdxFiles(testConfig.dataDir);
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  frontier = (await ctx.post('/carrierlogin', { username: 'frontier_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  lobId = (await admin('/viewclientintakecategory', { client_id: summitId }).expect(200)).body.intakecategory[0].id;
  const harbor = ctx.logins.harbor_admin.client_id;
  harborCarrierId = (await ctx.db.one<{ id: number }>('SELECT id FROM client_carriers WHERE client_id = $1 LIMIT 1', [harbor]))!.id;
});
after(() => ctx.close());

describe('Admin BDX upload and reading (/createbrdxsamplefile)', () => {
  test('When summit_admin uploads a CSV for Atlas, then it is stored, read and processed with its rows and totals, and listed in Created and Review only', async () => {
    const brdx = await uploadCsv(csv(SOUND_CSV_ROWS));
    assert.equal(brdx.file_name, 'march-premium.csv');
    assert.equal(brdx.career_name, 'Atlas Insurance Co');
    assert.equal(brdx.sender_name, 'Summit Specialty MGA');
    // The sender is the user's name, not the login id.
    assert.equal(brdx.sender_id, 'Morgan Ellis');
    assert.equal(brdx.period, '032026');
    assert.equal(brdx.control_value, '3250.50');
    assert.equal(brdx.parse_status, 'parsed');
    assert.equal(brdx.row_count, 2);
    assert.equal(brdx.computed_total, '3250.50');
    assert.equal(brdx.problem_count, 0);
    assert.equal(brdx.processed, '1');
    assert.ok(brdx.processed_date);
    assert.equal(bdxAdminStatus(brdx), 'Processed');
    assert.equal(brdx.sent_at, null);

    assert.equal((await adminList('/viewbrdxcreate'))[0]!.id, brdx.id);
    assert.ok((await adminList('/viewbrdxreview')).some((file) => file.id === brdx.id));
    assert.ok(!(await adminList('/viewbrdxsend')).some((file) => file.id === brdx.id));
    assert.ok(!(await adminList('/viewbrdxexport')).some((file) => file.id === brdx.id));
    // Not sent yet: the carrier does not see it.
    assert.ok(!(await carrierInbound(atlas)).some((file) => file.id === brdx.id));
  });

  test('When rows lack a policy number or carry a bad date or amount, then each is listed with its row number and reason, and only sound rows are added up', async () => {
    const brdx = await uploadCsv(
      csv(['POL-1,"Acme",2026-03-01,100.00', ',"No Number",2026-03-01,50', 'POL-3,"Bad Date",2026-02-30,70', 'POL-4,"Bad Amount",2026-03-01,12x', 'POL-5,"Fine",03-02-2026,(25.00)']),
      { control_value: '245' },
    );
    assert.equal(brdx.row_count, 5);
    assert.equal(brdx.problem_count, 3);
    assert.equal(brdx.computed_total, '75.00');
    const view = (await admin('/editbrdxfileview', { id: brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.problems, [
      { row: 2, reason: 'Policy Number is missing' },
      { row: 3, reason: "Effective Date '2026-02-30' is not a date" },
      { row: 4, reason: "Premium '12x' is not an amount" },
    ]);
  });

  test('When the file view is asked page by page, then the server answers that page of rows with the header and the total', async () => {
    const brdx = await uploadCsv(csv(Array.from({ length: 25 }, (_, i) => `POL-${i + 1},"Insured ${i + 1}",2026-03-01,10`)), { control_value: '250' });
    const page3 = (await admin('/editbrdxfileview', { id: brdx.id, page: 3, pageSize: 10 }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(page3.mappedRows.columns, ['policy_number', 'insured_name', 'effective_date', 'premium']);
    assert.equal(page3.mappedRows.total, 25);
    assert.deepEqual(
      page3.mappedRows.rows.map((row) => [row.row, row.cells[0]]),
      [21, 22, 23, 24, 25].map((n) => [n, `POL-${n}`]),
    );
    assert.equal(page3.url, '/downloadbrdxfile');
    const bad = await admin('/editbrdxfileview', { id: brdx.id, pageSize: 500 }).expect(400);
    assert.equal(bad.body.message, 'Invalid pageSize: must be at most 200');
  });

  test('When an XLSX is uploaded, then its first sheet is read with dates and numbers as the cells show them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Premium');
    sheet.addRow(['Policy Number', 'Insured', 'Effective Date', 'Premium']);
    sheet.addRow(['XL-1', 'Cedar Point Builders', new Date(Date.UTC(2026, 2, 1)), 1000]);
    sheet.addRow(['XL-2', 'Maple Street Bakery', new Date(Date.UTC(2026, 2, 9)), 500.25]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(ctx.tokens.summit_admin, fieldsFor({ control_value: '1500.25' }), { name: 'premium.xlsx', content }).expect(200);
    const brdx = res.body.brdx as AdminBdxFile;
    assert.equal(brdx.parse_status, 'parsed');
    assert.equal(brdx.computed_total, '1500.25');
    const view = (await admin('/editbrdxfileview', { id: brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.mappedRows.rows[0]!.cells, ['XL-1', 'Cedar Point Builders', '2026-03-01', '1000']);
  });

  test('When a legacy XLS is uploaded, then it is stored unread with the reason, stays Received, and can be approved only with a note', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, uniqueRun++)]);
    const brdx = (await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'legacy.xls', content: xls }).expect(200)).body.brdx as AdminBdxFile;
    assert.equal(brdx.parse_status, 'unsupported');
    assert.equal(bdxAdminStatus(brdx), 'Received');
    const noNote = await admin('/reviewdbdx', { id: brdx.id }).expect(400);
    assert.equal(noNote.body.message, 'Invalid note: is required when the totals differ');
    await admin('/reviewdbdx', { id: brdx.id, note: 'Checked against the carrier statement' }).expect(200);
  });

  test('When a file has no premium column, no header row or cannot be read, then the upload is refused with 400 saying why and nothing is stored', async () => {
    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files WHERE client_id = $1', [summitId]))!.n;
    const before = await count();
    const noPremium = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'no-premium.csv', content: csv(['POL-1,"Acme"'], 'policy_number,insured_name') }).expect(400);
    assert.equal(noPremium.body.message, 'The file has no Premium column');
    assert.deepEqual(noPremium.body.errors, [{ path: 'file', message: 'The file has no Premium column' }]);
    const broken = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'broken.csv', content: csv(['POL-1,"Acme,2026-03-01,10']) }).expect(400);
    assert.match(broken.body.message, /^The file could not be read as CSV: /);
    const headerless = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'blank.csv', content: Buffer.from(`\n\n${uniqueRun++}\n`) }).expect(400);
    assert.equal(headerless.body.message, 'The file has no Policy Number or Premium column');
    const notZip = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'fake.xlsx', content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, uniqueRun++)]) });
    assert.equal(notZip.status, 400, notZip.text);
    assert.equal(await count(), before);
    // Put right, the same upload goes through.
    await uploadCsv(csv(SOUND_CSV_ROWS.slice(0, 1)));
  });

  test('When a file has a header and no data rows, or only blank lines under it, then the upload is refused with 400 naming file and nothing is stored (CSV, XLSX, claims)', async () => {
    const stored = async () =>
      (await ctx.db.one<{ files: number; rows: number }>(
        'SELECT (SELECT count(*)::int FROM bdx_files) AS files, (SELECT count(*)::int FROM bdx_file_rows) AS rows',
      ))!;
    const before = await stored();
    const message = 'The file has a header row and no data rows below it';
    const workbook = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Premium');
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const header = ['Policy Number', 'Insured', 'Effective Date', 'Premium'];
    const files = [
      { name: 'header-only.csv', content: csv([]) },
      { name: 'blank-lines.csv', content: csv(['   ', ',,,', ' , , , ', '']) },
      { name: 'header-only.txt', content: csv([], 'policy_number|insured_name|premium') },
      { name: 'header-only.xlsx', content: await workbook([header]) },
      { name: 'blank-row.xlsx', content: await workbook([header, ['', ' ', '', '  ']]) },
    ];
    for (const file of files) {
      const res = await upload(ctx.tokens.summit_admin, fieldsFor(), file);
      assert.equal(res.status, 400, `${file.name}: ${res.text}`);
      assert.equal(res.body.message, message, file.name);
      assert.deepEqual(res.body.errors, [{ path: 'file', message }], file.name);
    }
    const claims = await upload(ctx.tokens.summit_admin, fieldsFor({ kind: 'claims' }), {
      name: 'claims-header-only.csv',
      content: csv([], 'Claim Number,Policy Number,Date of Loss,Status,Paid,Reserve'),
    });
    assert.equal(claims.status, 400, claims.text);
    assert.equal(claims.body.message, message);
    assert.deepEqual(await stored(), before);
  });

  test('When the same bytes are uploaded again for the same carrier, then 409 names the earlier file; for another carrier it is accepted', async () => {
    const content = csv(SOUND_CSV_ROWS);
    const first = await uploadCsv(content);
    const again = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'again.csv', content }).expect(409);
    assert.match(again.body.message, /^This file was already uploaded for Atlas Insurance Co as march-premium\.csv on \d\d\/\d\d\/\d{4}/);
    const count = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files WHERE content_sha256 = (SELECT content_sha256 FROM bdx_files WHERE id = $1)', [first.id]);
    assert.equal(count!.n, 1);
    await upload(ctx.tokens.summit_admin, fieldsFor({ career_id: frontier.career_id }), { name: 'frontier.csv', content }).expect(200);
  });

  test('When the file is missing, of a wrong type or the fields are bad, then 400 with the message and nothing is stored', async () => {
    const before = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files');
    const none = await upload(ctx.tokens.summit_admin, fieldsFor()).expect(400);
    assert.equal(none.body.message, 'Please select a file!');
    const pdf = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'a.pdf', content: Buffer.from('%PDF-1.4') }).expect(400);
    assert.equal(pdf.body.message, 'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.');
    const fake = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'fake.xlsx', content: Buffer.from('not a zip') }).expect(400);
    assert.equal(fake.body.message, 'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.');
    // Text that is not UTF-8 (Latin-1 here) is not a CSV the product can read.
    const latin1 = await upload(ctx.tokens.summit_admin, fieldsFor(), { name: 'latin1.csv', content: Buffer.from('Policy Number,Premium\nP-1,Caf\u00e9 100\n', 'latin1') }).expect(400);
    assert.equal(latin1.body.message, 'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.');
    const period = await upload(ctx.tokens.summit_admin, fieldsFor({ period: '13/2026' }), { name: 'a.csv', content: csv(SOUND_CSV_ROWS) }).expect(400);
    assert.equal(period.body.message, 'Invalid period: must be a month and year (MM/YYYY)');
    const noCarrier = await upload(ctx.tokens.summit_admin, { ...fieldsFor(), career_id: '' }, { name: 'a.csv', content: csv(SOUND_CSV_ROWS) }).expect(400);
    assert.match(noCarrier.body.message, /^Invalid career_id/);
    const after = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files');
    assert.equal(after!.n, before!.n);
  });
});

describe('Review, approve and send (/reviewdbdx, /sendbdx)', () => {
  test('When a file whose totals agree is approved, sent, then Atlas (and only Atlas) sees it in its portal Inbound; every step once', async () => {
    const brdx = await uploadCsv(csv(SOUND_CSV_ROWS));
    const early = await admin('/sendbdx', { id: brdx.id }).expect(409);
    assert.equal(early.body.message, 'Only an approved file can be sent');

    const approved = (await admin('/reviewdbdx', { id: brdx.id, client_id: summitId }).expect(200)).body;
    assert.equal(approved.message, 'File approved');
    assert.equal(approved.brdx.approved, '1');
    assert.ok(approved.brdx.approved_date);
    assert.equal(approved.brdx.approve_note, null);
    assert.equal((await admin('/reviewdbdx', { id: brdx.id }).expect(409)).body.message, 'This file is already approved');
    assert.ok(!(await adminList('/viewbrdxreview')).some((file) => file.id === brdx.id));
    assert.ok((await adminList('/viewbrdxsend')).some((file) => file.id === brdx.id));

    const sent = (await admin('/sendbdx', { id: brdx.id }).expect(200)).body;
    assert.equal(sent.message, 'File sent to Atlas Insurance Co');
    assert.ok(sent.brdx.sent_at);
    assert.equal((await admin('/sendbdx', { id: brdx.id }).expect(409)).body.message, 'This file was already sent');
    assert.ok(!(await adminList('/viewbrdxsend')).some((file) => file.id === brdx.id));

    const inbound = await carrierInbound(atlas);
    assert.equal(inbound[0]!.id, brdx.id);
    assert.ok(!(await carrierInbound(frontier)).some((file) => file.id === brdx.id));
    // The carrier can download what it received.
    const bytes = await ctx.post('/downloadbrdxfile', { id: brdx.id }, atlas.token).expect(200);
    assert.match(bytes.text, /^policy_number,insured_name,effective_date,premium\nPOL-1/);

    const history = (await admin('/editbrdxfile', { id: brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
    assert.ok(history.processed_date && history.approved_date && history.sent_at);
    assert.equal(history.imported_date, null);
    assert.ok((await adminList('/viewbrdxfile')).some((file) => file.id === brdx.id));
  });

  test('When the totals differ, then approval needs a note, which the history keeps', async () => {
    const brdx = await uploadCsv(csv(SOUND_CSV_ROWS), { control_value: '9999' });
    const refused = await admin('/reviewdbdx', { id: brdx.id, note: '   ' }).expect(400);
    assert.deepEqual(refused.body.errors, [{ path: 'note', message: 'is required when the totals differ' }]);
    await admin('/reviewdbdx', { id: brdx.id, note: 'Endorsement premium arrives next month' }).expect(200);
    const detail = (await admin('/editbrdxfile', { id: brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
    assert.equal(detail.approve_note, 'Endorsement premium arrives next month');
  });

  test("When a carrier's own upload is approved or sent from the admin area, then 409; unknown ids are 404", async () => {
    const carrierFile = (await ctx.post('/viewBDXOutbound', { client_id: atlas.client_id, career_id: atlas.career_id }, atlas.token)).body
      .brdxList[0] as BrdxListItem;
    assert.equal((await admin('/reviewdbdx', { id: carrierFile.id, note: 'x' }).expect(409)).body.message, 'Only a file your company made can be approved');
    assert.equal((await admin('/sendbdx', { id: carrierFile.id }).expect(409)).body.message, 'Only a file your company made can be sent');
    await admin('/reviewdbdx', { id: 999999 }).expect(404);
    await admin('/sendbdx', { id: 999999 }).expect(404);
    await admin('/editbrdxfile', { id: 999999 }).expect(404);
  });
});

describe('Inbound from carriers (/viewclientinbound)', () => {
  test('When Atlas uploads a file in the portal, then Summit lists it in Inbound, read, and can view its rows and download it', async () => {
    uniqueRun += 1;
    // Rows the import takes (bdxImportChecker): an effective date in the period and a state of the line.
    const state = (await ctx.db.one<{ state_code: string }>(
      'SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.intake_id = $1 ORDER BY s.id LIMIT 1',
      [lobId],
    ))!.state_code;
    const content = Buffer.from(
      `policy_number,insured_name,effective_date,state,premium\nC-1,"Keystone Fabrication",2026-04-01,${state},700\nC-2,"Tri-County Electric",2026-04-02,${state},300.5\n${'\n'.repeat(uniqueRun)}`,
    );
    const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '1000.50', intake_id: lobId };
    const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'atlas-claims.csv', content }).expect(200);
    const id = res.body.brdx.id as number;
    const inbound = await adminList('/viewclientinbound');
    const listed = inbound.find((file) => file.id === id)!;
    assert.equal(listed.direction, 'outbound');
    assert.equal(listed.parse_status, 'parsed');
    assert.equal(listed.computed_total, '1000.50');
    // The client's processing is the import: the carrier still sees it as Sent.
    assert.equal(bdxAdminStatus(listed), 'Received');
    const view = (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.mappedRows.rows.map((row) => row.cells[0]), ['C-1', 'C-2']);
    const download = await admin('/downloadbrdxfile', { id }).expect(200);
    assert.equal(download.text, content.toString());
    assert.ok(inbound.every((file) => file.direction === 'outbound'));
  });

  test('When a carrier’s legacy XLS stays Received, then its import is refused in plain words and summit_admin removes it; an imported or importing file stays', async () => {
    const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '10', intake_id: lobId };
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 9)]);
    const legacy = (await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'carrier-legacy.xls', content: xls }).expect(200)).body.brdx as BrdxListItem;
    const listed = (await adminList('/viewclientinbound')).find((file) => file.id === legacy.id)!;
    assert.equal(listed.parse_status, 'unsupported');
    assert.equal(bdxAdminStatus(listed), 'Received');
    const refused = await admin('/Importedbdximport', { id: legacy.id }).expect(409);
    assert.equal(refused.body.message, 'An XLS file cannot be imported: only CSV, TXT and XLSX files are read. Ask Atlas Insurance Co to send it as CSV or XLSX, and remove this one');
    const stored = (await ctx.db.one<{ stored_name: string }>('SELECT stored_name FROM bdx_files WHERE id = $1', [legacy.id]))!.stored_name;
    assert.equal((await admin('/removebrdxsamplefile', { id: legacy.id }).expect(200)).body.message, 'File removed');
    assert.ok(!(await adminList('/viewclientinbound')).some((file) => file.id === legacy.id));
    const sentByAtlas = (await ctx.post('/viewBDXOutbound', { client_id: atlas.client_id, career_id: atlas.career_id }, atlas.token).expect(200)).body.brdxList as BrdxListItem[];
    assert.ok(!sentByAtlas.some((file) => file.id === legacy.id));
    assert.equal(await ctx.db.one('SELECT id FROM bdx_files WHERE stored_name = $1', [stored]), null);

    uniqueRun += 1;
    const content = csv([`IMP-${uniqueRun},"Imported Insured",2026-04-01,10.00`]);
    const sound = (await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'atlas-kept.csv', content }).expect(200)).body.brdx as BrdxListItem;
    // Its import running (another API process's job): the file stays.
    const job = await ctx.db.one<{ id: number }>(
      `INSERT INTO jobs (client_id, kind, subject_id, total, created_by) VALUES ($1, 'bdx-import', $2, 1, $3) RETURNING id`,
      [summitId, sound.id, ctx.logins.summit_admin.user_id],
    );
    assert.equal((await admin('/removebrdxsamplefile', { id: sound.id }).expect(409)).body.message, 'This file is being imported');
    await ctx.db.query(`UPDATE jobs SET status = 'done', finished_at = now() WHERE id = $1`, [job!.id]);
    await ctx.db.query(`UPDATE bdx_files SET imported = '1', imported_date = now() WHERE id = $1`, [sound.id]);
    assert.equal((await admin('/removebrdxsamplefile', { id: sound.id }).expect(409)).body.message, 'An imported file cannot be removed');
    assert.ok((await adminList('/viewclientinbound')).some((file) => file.id === sound.id));
  });

  test('When the seeded files are listed, then every list holds only its own kind of Summit file', async () => {
    const created = await adminList('/viewbrdxcreate');
    assert.ok(created.length >= 34 && created.every((file) => file.direction === 'inbound'));
    const history = await adminList('/viewbrdxfile');
    assert.deepEqual(new Set(history.map((file) => file.direction)), new Set(['inbound', 'outbound']));
    const seeded = history.find((file) => file.file_name.startsWith('atlas-insurance-co-claims-bdx-'))!;
    assert.equal(seeded.parse_status, 'parsed');
    assert.equal(seeded.computed_total, seeded.control_value);
  });
});

describe('Inbound: the Kind of a carrier file (premium or claims)', () => {
  test('When Inbound is filtered or sorted by Kind, then it holds the claims files or the premium files alone, and its export names each file’s Kind', async () => {
    const inbound = await adminList('/viewclientinbound');
    const claimsIds = inbound.filter((file) => file.kind === 'claims').map((file) => file.id);
    const premiumIds = inbound.filter((file) => file.kind !== 'claims').map((file) => file.id);
    // The seeded book holds both kinds.
    assert.ok(claimsIds.length > 0 && premiumIds.length > 0);
    const filtered = async (text: string) =>
      ((await admin('/viewclientinbound', { client_id: summitId, filters: { kind: text }, page: 1, pageSize: 200 }).expect(200)).body.brdxList as AdminBdxFile[]).map((file) => file.id);
    assert.deepEqual((await filtered('claims')).sort(), [...claimsIds].sort());
    assert.deepEqual((await filtered('Prem')).sort(), [...premiumIds].sort());
    const sorted = (await admin('/viewclientinbound', { client_id: summitId, sort: 'kind', direction: 'asc', page: 1, pageSize: 200 }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.deepEqual(sorted.map((file) => file.kind ?? 'premium'), [...claimsIds.map(() => 'claims'), ...premiumIds.map(() => 'premium')]);
    const exported = await admin('/exportviewclientinbound', { client_id: summitId, format: 'csv', filters: { kind: 'claims' } }).expect(200);
    const [header, ...rows] = exported.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    assert.equal(header!.split(',').at(-1), 'Kind');
    assert.equal(rows.length, claimsIds.length);
    assert.ok(rows.every((row) => row.endsWith(',Claims')));
  });
});

describe('Tenants and tokens', () => {
  test('When harbor_admin reaches for Summit files or carriers, then 403 for the lists, 404 for a file or carrier id (as for a missing one), and nothing changes', async () => {
    const brdx = await uploadCsv(csv(SOUND_CSV_ROWS));
    const harborId = ctx.logins.harbor_admin.client_id;
    for (const url of ['/viewbrdxcreate', '/viewbrdxreview', '/viewbrdxsend', '/viewbrdxfile', '/viewclientinbound', '/viewbrdxexport']) {
      await admin(url, { client_id: summitId }, 'harbor_admin').expect(403);
      const own = (await admin(url, { client_id: harborId }, 'harbor_admin').expect(200)).body.brdxList as AdminBdxFile[];
      assert.ok(!own.some((file) => file.id === brdx.id));
    }
    // Another client's file id answers exactly as an id that does not exist: its existence is not told.
    const missing = await admin('/editbrdxfile', { id: 999_999 }, 'harbor_admin').expect(404);
    for (const [url, body] of [
      ['/editbrdxfileview', { id: brdx.id }],
      ['/editbrdxfile', { id: brdx.id }],
      ['/reviewdbdx', { id: brdx.id, note: 'x' }],
      ['/sendbdx', { id: brdx.id }],
      ['/downloadbrdxfile', { id: brdx.id }],
      ['/removebrdxsamplefile', { id: brdx.id }],
    ] as const) {
      const res = await admin(url, body, 'harbor_admin').expect(404);
      assert.deepEqual(res.body, missing.body, url);
    }
    // Another client's carrier answers as a missing one.
    for (const careerId of [harborCarrierId, 999_999]) {
      const foreignCarrier = await upload(ctx.tokens.summit_admin, fieldsFor({ career_id: careerId }), { name: 'a.csv', content: csv(SOUND_CSV_ROWS) }).expect(404);
      assert.deepEqual(foreignCarrier.body, { message: 'Carrier not found' });
    }
    await upload(ctx.tokens.summit_admin, fieldsFor({ client_id: harborId }), { name: 'a.csv', content: csv(SOUND_CSV_ROWS) }).expect(403);
    const unchanged = (await admin('/editbrdxfile', { id: brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
    assert.equal(unchanged.approved, '0');
  });

  test('When a carrier token or no token calls an admin BDX call, then 401 and nothing is answered', async () => {
    const brdx = await uploadCsv(csv(SOUND_CSV_ROWS));
    const calls: [string, object][] = [
      ['/viewbrdxcreate', { client_id: summitId }],
      ['/viewbrdxreview', { client_id: summitId }],
      ['/viewbrdxsend', { client_id: summitId }],
      ['/viewbrdxfile', { client_id: summitId }],
      ['/viewclientinbound', { client_id: summitId }],
      ['/viewbrdxexport', { client_id: summitId }],
      ['/editbrdxfileview', { id: brdx.id }],
      ['/editbrdxfile', { id: brdx.id }],
      ['/reviewdbdx', { id: brdx.id, note: 'x' }],
      ['/sendbdx', { id: brdx.id }],
      ['/viewslab', { client_id: summitId }],
      ['/createslab', { client_id: summitId }],
    ];
    for (const [url, body] of calls) {
      await ctx.post(url, body, atlas.token).expect(401);
      await ctx.post(url, body).expect(401);
    }
    await upload(atlas.token, fieldsFor(), { name: 'a.csv', content: csv(SOUND_CSV_ROWS) }).expect(401);
    // The carrier cannot download a file not yet sent to it.
    await ctx.post('/downloadbrdxfile', { id: brdx.id }, atlas.token).expect(404);
    const unchanged = (await admin('/editbrdxfile', { id: brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
    assert.equal(unchanged.approved, '0');
  });

  test('When a staff user without the Bordereaux items calls them, then 403', async () => {
    const res = await admin('/viewbrdxcreate', { client_id: summitId }, 'summit_agent');
    assert.equal(res.status, 403);
  });
});

describe('Slabs (/viewslab, /editslab, /createslab, /updateslab)', () => {
  const slabs = async () => (await admin('/viewslab', { client_id: summitId }).expect(200)).body.slablist as AdminSlab[];

  test('When summit_admin lists slabs, then every slab of Summit with its carrier name; harbor sees none of them', async () => {
    const list = await slabs();
    assert.equal(list.length, 7);
    assert.deepEqual(
      list.filter((slab) => slab.career_name === 'Atlas Insurance Co').map((slab) => slab.slab_name),
      ['Tier 1 - Small Groups', 'Tier 2 - Mid Groups', 'Tier 3 - Large Groups', 'Tier 4 - Jumbo Groups', 'Tier 5 - National Accounts'],
    );
    const harbor = (await admin('/viewslab', { client_id: ctx.logins.harbor_admin.client_id }, 'harbor_admin').expect(200)).body.slablist as AdminSlab[];
    assert.ok(!harbor.some((slab) => slab.client_id === summitId));
    await admin('/viewslab', { client_id: summitId }, 'harbor_admin').expect(403);
    // A Summit slab's id answers what a missing one does.
    for (const id of [list[0]!.id, 999999]) {
      assert.deepEqual((await admin('/editslab', { id }, 'harbor_admin').expect(404)).body, { message: 'Slab not found' });
    }
    await admin('/updateslab', { ...list[0]!, amount: 1 }, 'harbor_admin').expect(403);
  });

  test('When a slab is changed within the rules, then it is saved; each broken rule is a 400 naming the field and nothing changes', async () => {
    const tier5 = (await slabs()).find((slab) => slab.slab_name === 'Tier 5 - National Accounts')!;
    const edit = (await admin('/editslab', { id: tier5.id }).expect(200)).body.slablist as AdminSlab;
    assert.equal(edit.upperlimit, '5000000.00');
    const saved = (await admin('/updateslab', { ...edit, upperlimit: '6000000', amount: '$45,000' }).expect(200)).body;
    assert.equal(saved.slablist.upperlimit, '6000000.00');
    assert.equal(saved.slablist.amount, '45000.00');

    const cases: [object, string][] = [
      [{ lowerlimit: 6000000 }, 'Invalid lowerlimit: must be below the upper limit'],
      [{ lowerlimit: 7000000 }, 'Invalid lowerlimit: must not be above the upper limit'],
      [{ amount: -1 }, 'Invalid amount: must not be negative'],
      [{ noofparticipant: 1.5 }, 'Invalid noofparticipant: must be a whole number'],
      [{ lowerlimit: 1000000 }, 'Invalid lowerlimit: overlaps Tier 4 - Jumbo Groups ($500,000.01 to $1,500,000.00)'],
    ];
    for (const [change, message] of cases) {
      const res = await admin('/updateslab', { ...edit, upperlimit: '6000000', ...change }).expect(400);
      assert.equal(res.body.message, message);
    }
    const after = (await admin('/editslab', { id: tier5.id }).expect(200)).body.slablist as AdminSlab;
    assert.equal(after.lowerlimit, edit.lowerlimit);
  });

  test('When a slab is created for a carrier, then it must not overlap that carrier’s slabs but may overlap another carrier’s', async () => {
    const base = { client_id: summitId, slab_name: 'Tier 6 - Global', noofparticipant: 2000, amount: 90000 };
    const overlap = await admin('/createslab', { ...base, career_id: atlas.career_id, lowerlimit: 1000, upperlimit: 2000 }).expect(400);
    assert.equal(overlap.body.errors[0].path, 'lowerlimit');
    const created = (await admin('/createslab', { ...base, career_id: atlas.career_id, lowerlimit: 9000000, upperlimit: 9500000 }).expect(200)).body;
    assert.equal(created.slablist.career_name, 'Atlas Insurance Co');
    await admin('/createslab', { ...base, career_id: frontier.career_id, lowerlimit: 800000, upperlimit: 900000 }).expect(200);
    // Another client's carrier answers what a missing one does, and nothing is stored.
    for (const career_id of [harborCarrierId, 999999]) {
      const res = await admin('/createslab', { ...base, career_id, lowerlimit: 10, upperlimit: 20 }).expect(404);
      assert.deepEqual(res.body, { message: 'Carrier not found' });
    }
    assert.equal(await ctx.db.one('SELECT 1 FROM slabs WHERE lowerlimit = 10 AND upperlimit = 20'), null);
  });

  test('When the Add Slab form sends its blank client fields (as every form field is sent), then the slab is the caller client\'s', async () => {
    const body = { slab_name: 'Tier 7 - Form', noofparticipant: '3', lowerlimit: '9600000', upperlimit: '9700000', amount: '100', client_id: '', client_name: '', career_id: String(atlas.career_id) };
    const created = (await admin('/createslab', body).expect(200)).body;
    assert.equal(created.slablist.client_id, summitId);
    assert.equal(created.slablist.slab_name, 'Tier 7 - Form');
  });

  test('When the carrier changes its slab in the portal so it overlaps another, then 400 naming lowerlimit', async () => {
    const tier1 = (await slabs()).find((slab) => slab.slab_name === 'Tier 1 - Small Groups')!;
    const res = await ctx.post('/updateslab', { ...tier1, upperlimit: 60000 }, atlas.token).expect(400);
    assert.equal(res.body.message, 'Invalid lowerlimit: overlaps Tier 2 - Mid Groups ($50,000.01 to $150,000.00)');
  });
});
