import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OTP_ALPHABET, type BrdxListItem, type CarrierLoginResponse } from '@kyubos/contracts';
import { bdxPortalStatus } from '@kyubos/domain';
import ExcelJS from 'exceljs';
import { writeSeedBdxFiles } from '../src/db/seed/bdx-portal';
import { createMemoryOutbox } from '../src/outbox/transport';
import { bdxUpload, createTestContext, DEMO_PASSWORD, testConfig, type TestContext } from './helpers';

interface Carrier extends CarrierLoginResponse {
  scope: { client_id: number; career_id: number };
}

async function signInCarrier(ctx: TestContext, username: string, password = DEMO_PASSWORD): Promise<Carrier> {
  const res = await ctx.post('/carrierlogin', { username, password }).expect(200);
  const login = res.body as CarrierLoginResponse;
  return { ...login, scope: { client_id: login.client_id, career_id: login.career_id } };
}

const list = async (ctx: TestContext, carrier: Carrier, direction: 'Inbound' | 'Outbound') =>
  (await ctx.post(`/viewBDX${direction}`, carrier.scope, carrier.token).expect(200)).body.brdxList as BrdxListItem[];

const upload = (ctx: TestContext, token: string | undefined, fields: Record<string, string>, file?: { name: string; content: Buffer }) =>
  bdxUpload(ctx.app, '/createbybdx', token, fields, file);

const CSV = Buffer.from('policy_number,insured_name,premium\nPOL-1,"Acme Roofing",1250.50\n');

describe('Carrier portal', () => {
  let ctx: TestContext;
  let atlas: Carrier;
  let frontier: Carrier;
  let lobId: number;
  const validFields = () => ({
    client_id: String(atlas.client_id),
    career_id: String(atlas.career_id),
    sender_name: 'Atlas Insurance Co',
    sender_id: 'ATL-7001',
    period: '03/2026',
    control_value: '1250.50',
    intake_id: String(lobId),
  });

  before(async () => {
    ctx = await createTestContext();
    await writeSeedBdxFiles(testConfig.dataDir);
    atlas = await signInCarrier(ctx, 'atlas_carrier');
    frontier = await signInCarrier(ctx, 'frontier_carrier');
    const lobs = await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }, atlas.token).expect(200);
    lobId = lobs.body.intakecategory[0].id;
  });
  after(() => ctx.close());

  describe('POST /carrierlogin', () => {
    test("When atlas_carrier signs in, then the answer carries a carrier token, the user, Summit and Summit's own Atlas carrier row", async () => {
      const summit = ctx.logins.summit_admin.client_id;
      const carrierRow = (name: string) =>
        ctx.db.one<{ id: number }>('SELECT id FROM client_carriers WHERE client_id = $1 AND name = $2', [summit, name]);
      assert.equal(atlas.message, 'Login successful');
      assert.equal(atlas.client_id, summit);
      assert.equal(atlas.career_id, (await carrierRow('Atlas Insurance Co'))!.id);
      assert.equal(typeof atlas.user_id, 'number');
      assert.equal(frontier.career_id, (await carrierRow('Frontier Casualty Company'))!.id);
    });

    test('When the password is wrong, then 401 with the message; without a username, 400 naming it', async () => {
      const wrong = await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: 'nope' }).expect(401);
      assert.equal(wrong.body.message, 'Invalid username or password');
      const missing = await ctx.post('/carrierlogin', { password: 'x' }).expect(400);
      assert.match(missing.body.message, /^Invalid username/);
    });

    test('When a carrier fails five times, then the sixth try is refused with 429 even with the right password', async () => {
      const own = await createTestContext();
      try {
        for (let i = 0; i < 5; i += 1) await own.post('/carrierlogin', { username: 'frontier_carrier', password: 'wrong' }).expect(401);
        const blocked = await own.post('/carrierlogin', { username: 'frontier_carrier', password: DEMO_PASSWORD }).expect(429);
        assert.match(blocked.body.message, /Too many failed sign-in attempts/);
      } finally {
        await own.close();
      }
    });
  });

  describe('Audiences', () => {
    test('When a carrier token calls an admin call, then 401; when an admin token calls a carrier call, then 401', async () => {
      await ctx.post('/dashboardcounts', {}, atlas.token).expect(401);
      await ctx.post('/viewmainmenuandsubmenu', {}, atlas.token).expect(401);
      await ctx.post('/viewBDXInbound', atlas.scope, ctx.tokens.summit_admin).expect(401);
      await ctx.post('/removebrdxfile', { id: 1 }, ctx.tokens.summit_admin).expect(401);
    });

    test('When an admin token calls a path both audiences use, then the admin route answers it, never the carrier one', async () => {
      // /editcarrier and /viewclientintakecategory are admin calls too (carrier directory, LOBs).
      const admin = await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }, ctx.tokens.summit_admin).expect(200);
      assert.ok('intaketype' in admin.body.intakecategory[0], 'the admin answer, with every LOB field');
      const carrier = await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }, atlas.token).expect(200);
      assert.deepEqual(Object.keys(carrier.body.intakecategory[0]).sort(), ['category_name', 'id', 'sublob']);
      // The same carrier row, answered in full from Summit's carrier directory.
      const directory = await ctx.post('/editcarrier', { id: atlas.career_id }, ctx.tokens.summit_admin).expect(200);
      assert.equal(directory.body.carrier.carriername, 'Atlas Insurance Co');
      assert.equal(directory.body.carrier.kyubosid, 'KYB-ATLAS');
      assert.ok('blobfolder' in directory.body.carrier, 'the admin answer, with every directory field');
    });

    test('When a carrier asks /editclient for its client, then only the client name; another client, 403; admins still get the full record', async () => {
      const own = await ctx.post('/editclient', { id: atlas.client_id }, atlas.token).expect(200);
      assert.deepEqual(own.body, { client: { id: atlas.client_id, Client_FullName: 'Summit Specialty MGA' } });
      await ctx.post('/editclient', { id: ctx.logins.harbor_admin.client_id }, atlas.token).expect(403);
      await ctx.post('/editclient', { id: 'x' }, atlas.token).expect(400);
      await ctx.post('/editclient', { id: atlas.client_id }).expect(401);
      const admin = await ctx.post('/editclient', { id: atlas.client_id }, ctx.tokens.summit_admin).expect(200);
      assert.equal(admin.body.client.Client_Type, 'MGU');
    });
  });

  describe('POST /viewBDXInbound and /viewBDXOutbound', () => {
    test('When Atlas lists its files, then 28 each way, newest first, in every status, and none of Frontier’s', async () => {
      const inbound = await list(ctx, atlas, 'Inbound');
      const outbound = await list(ctx, atlas, 'Outbound');
      assert.ok(inbound.length >= 28 && outbound.length >= 28);
      for (const files of [inbound, outbound]) {
        assert.deepEqual(new Set(files.map((file) => bdxPortalStatus(file))), new Set(['Sent', 'Processed', 'Approved', 'Completed']));
        const times = files.map((file) => Date.parse(file.createdAt));
        assert.deepEqual(times, [...times].sort((a, b) => b - a));
      }
      assert.deepEqual(Object.keys(inbound[0]!).sort(), [
        'approved', 'control_value', 'createdAt', 'file_name', 'id', 'imported', 'importedview', 'kind', 'period', 'processed', 'sender_id', 'sender_name',
      ]);
      assert.equal(inbound[0]!.sender_name, 'Summit Specialty MGA');
      assert.match(inbound[0]!.period, /^\d{6}$/);
      const frontierIds = new Set([...(await list(ctx, frontier, 'Inbound')), ...(await list(ctx, frontier, 'Outbound'))].map((file) => file.id));
      assert.equal(frontierIds.size, 12);
      assert.ok([...inbound, ...outbound].every((file) => !frontierIds.has(file.id)));
    });

    test('When Atlas asks with Frontier’s carrier id or Harbor’s client id, then 403; a missing id, 400; no token, 401', async () => {
      await ctx.post('/viewBDXInbound', { ...atlas.scope, career_id: frontier.career_id }, atlas.token).expect(403);
      await ctx.post('/viewBDXOutbound', { ...atlas.scope, client_id: ctx.logins.harbor_admin.client_id }, atlas.token).expect(403);
      const bad = await ctx.post('/viewBDXInbound', { client_id: atlas.client_id }, atlas.token).expect(400);
      assert.equal(bad.body.message, 'Invalid career_id: is required');
      await ctx.post('/viewBDXOutbound', atlas.scope).expect(401);
    });

    test('When Summit exports, approves and sends a file to Atlas, then Atlas’s Inbound lists it as spec 4 reads its flags (Approved), from Summit’s code, until Atlas imports it', async () => {
      const summit = ctx.logins.summit_admin.client_id;
      const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
      // A line of business and month of Summit's book with policies to export.
      const month = (await ctx.db.one<{ intake_id: number; period: string }>(
        `SELECT intake_id, to_char(policyeffectivedate, 'MMYYYY') AS period FROM policy_quotations
          WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
        [summit],
      ))!;
      const meta = { client_id: summit, career_id: atlas.career_id, period: month.period, intake_id: month.intake_id };
      const { exportdata } = (await admin('/fileExportdata', meta).expect(200)).body as { exportdata: { id: number }[] };
      const exported = (await admin('/createfileExport', { ...meta, fileData: exportdata.slice(0, 2).map((row) => row.id) }).expect(200)).body.brdx;
      await admin('/reviewdbdx', { id: exported.id, note: 'Checked' }).expect(200);
      await admin('/sendbdx', { id: exported.id }).expect(200);
      const history = (await admin('/viewbrdxfile', { client_id: summit }).expect(200)).body.brdxList as { id: number; sent_at: string | null }[];
      assert.ok(history.find((file) => file.id === exported.id)?.sent_at, 'the admin side has it sent');

      const received = (await list(ctx, atlas, 'Inbound')).find((file) => file.id === exported.id);
      assert.ok(received, 'in Atlas’s Inbound');
      // Spec 4's portal reading of its flags: approved before it was sent.
      assert.equal(bdxPortalStatus(received), 'Approved');
      assert.equal(received.sender_name, 'Summit Specialty MGA');
      // Summit by its code: not the name of the user who made it.
      assert.equal(received.sender_id, 'SSM');
      assert.equal(exported.sender_id, 'Morgan Ellis');

      await ctx.post('/brdxfileimporttomain', { id: exported.id }, atlas.token).expect(200);
      const imported = (await list(ctx, atlas, 'Inbound')).find((file) => file.id === exported.id)!;
      assert.equal(bdxPortalStatus(imported), 'Completed');
    });
  });

  describe('POST /brdxfileimporttomain', () => {
    test('When Atlas imports a received file, then Successfully Imported and it shows imported; a second import is refused', async () => {
      const pending = (await list(ctx, atlas, 'Inbound')).find((file) => file.importedview === '0')!;
      const res = await ctx.post('/brdxfileimporttomain', { id: pending.id }, atlas.token).expect(200);
      assert.equal(res.body.message, 'Successfully Imported');
      const after = (await list(ctx, atlas, 'Inbound')).find((file) => file.id === pending.id)!;
      assert.equal(after.importedview, '1');
      assert.equal(bdxPortalStatus(after), 'Completed');
      await ctx.post('/brdxfileimporttomain', { id: pending.id }, atlas.token).expect(409);
    });

    test('When Atlas imports Frontier’s file or one of its own sent files, then 404 and nothing changes', async () => {
      const theirs = (await list(ctx, frontier, 'Inbound')).find((file) => file.importedview === '0')!;
      await ctx.post('/brdxfileimporttomain', { id: theirs.id }, atlas.token).expect(404);
      assert.equal((await list(ctx, frontier, 'Inbound')).find((file) => file.id === theirs.id)!.importedview, '0');
      const sent = (await list(ctx, atlas, 'Outbound'))[0]!;
      await ctx.post('/brdxfileimporttomain', { id: sent.id }, atlas.token).expect(404);
      await ctx.post('/brdxfileimporttomain', { id: 'abc' }, atlas.token).expect(400);
      await ctx.post('/brdxfileimporttomain', { id: theirs.id }).expect(401);
    });
  });

  describe('POST /createbybdx', () => {
    test('When Atlas uploads a CSV, then it is listed first in Outbound as Sent, stored under a generated name with the original name kept', async () => {
      const res = await upload(ctx, atlas.token, validFields(), { name: 'march-claims.csv', content: CSV }).expect(200);
      assert.equal(res.body.message, 'File uploaded successfully!');
      const first = (await list(ctx, atlas, 'Outbound'))[0]!;
      assert.equal(first.id, res.body.brdx.id);
      assert.equal(first.file_name, 'march-claims.csv');
      assert.equal(first.period, '032026');
      assert.equal(first.control_value, '1250.50');
      assert.equal(bdxPortalStatus(first), 'Sent');
      const row = await ctx.db.one<{ stored_name: string; intake_id: number; uploaded_by: number; career_id: number; career_name: string; directory_name: string }>(
        `SELECT f.stored_name, f.intake_id, f.uploaded_by, f.career_id, f.career_name, c.name AS directory_name
           FROM bdx_files f JOIN client_carriers c ON c.id = f.career_id WHERE f.id = $1`,
        [first.id],
      );
      assert.equal(row!.career_id, atlas.career_id);
      assert.equal(row!.career_name, row!.directory_name);
      assert.match(row!.stored_name, /^[0-9a-f-]{36}\.csv$/);
      assert.equal(row!.intake_id, lobId);
      assert.equal(row!.uploaded_by, atlas.user_id);
      assert.deepEqual(readFileSync(path.join(testConfig.dataDir, 'bdx-files', row!.stored_name)), CSV);
    });

    test('When the file is not CSV, TXT, XLS or XLSX by name or by content, then 400 with the form’s message', async () => {
      const message = 'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.';
      for (const file of [
        { name: 'claims.pdf', content: Buffer.from('%PDF-1.7') },
        { name: 'claims.csv', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]) },
        { name: 'claims.xlsx', content: Buffer.from('not a zip') },
        { name: 'claims.xls', content: Buffer.from('PK\u0003\u0004zip') },
      ]) {
        const res = await upload(ctx, atlas.token, validFields(), file).expect(400);
        assert.equal(res.body.message, message, file.name);
      }
      // Passes the type check by its signature, then cannot be read as a workbook: 400 saying so, nothing stored.
      const unreadable = await upload(ctx, atlas.token, validFields(), { name: 'book.xlsx', content: Buffer.from('PK\u0003\u0004rest-of-zip') }).expect(400);
      assert.match(unreadable.body.message, /^The file could not be read as XLSX/);
      await upload(ctx, atlas.token, validFields(), { name: 'book.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1]) }).expect(200);
    });

    test('When the file has a header and no data rows, or only blank lines under it, then 400 naming file and nothing is stored (CSV and XLSX)', async () => {
      const stored = async () =>
        (await ctx.db.one<{ files: number; rows: number }>(
          'SELECT (SELECT count(*)::int FROM bdx_files) AS files, (SELECT count(*)::int FROM bdx_file_rows) AS rows',
        ))!;
      const before = await stored();
      const message = 'The file has a header row and no data rows below it';
      const book = new ExcelJS.Workbook();
      book.addWorksheet('Premium').addRow(['Policy Number', 'Insured', 'Premium']);
      for (const file of [
        { name: 'header-only.csv', content: Buffer.from('policy_number,insured_name,premium\n') },
        { name: 'blank-lines.csv', content: Buffer.from('policy_number,insured_name,premium\n\n  \n,,\n\n') },
        { name: 'header-only.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) },
      ]) {
        const res = await upload(ctx, atlas.token, validFields(), file);
        assert.equal(res.status, 400, `${file.name}: ${res.text}`);
        assert.equal(res.body.message, message, file.name);
        assert.deepEqual(res.body.errors, [{ path: 'file', message }], file.name);
      }
      assert.deepEqual(await stored(), before);
    });

    test('When the file is over 10 MB, then 413; with no file, 400 Please select a file!', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
      const tooBig = await upload(ctx, atlas.token, validFields(), { name: 'big.csv', content: big }).expect(413);
      assert.equal(tooBig.body.message, 'The file is larger than 10 MB');
      const none = await upload(ctx, atlas.token, validFields()).expect(400);
      assert.equal(none.body.message, 'Please select a file!');
    });

    test('When a field is wrong, then 400 naming it; another carrier or client id, 403; another client’s LOB, 404', async () => {
      const file = { name: 'x.csv', content: CSV };
      const cases: [Record<string, string>, string][] = [
        [{ period: '13/2026' }, 'Invalid period: must be a month and year (MM/YYYY)'],
        [{ control_value: '$1,250' }, 'Invalid control_value: must be an amount like 1250.50'],
        [{ sender_name: 'A sender name that is too long' }, 'Invalid sender_name: must be at most 20 characters'],
        [{ intake_id: '' }, 'Invalid intake_id: is required'],
      ];
      for (const [change, message] of cases) {
        const res = await upload(ctx, atlas.token, { ...validFields(), ...change }, file).expect(400);
        assert.equal(res.body.message, message);
      }
      await upload(ctx, atlas.token, { ...validFields(), career_id: String(frontier.career_id) }, file).expect(403);
      await upload(ctx, atlas.token, { ...validFields(), client_id: String(ctx.logins.harbor_admin.client_id) }, file).expect(403);
      const harborLob = await ctx.db.one<{ id: number }>('SELECT id FROM intake_categories WHERE client_id = $1', [ctx.logins.harbor_admin.client_id]);
      await upload(ctx, atlas.token, { ...validFields(), intake_id: String(harborLob!.id) }, file).expect(404);
      await upload(ctx, undefined, validFields(), file).expect(401);
      await upload(ctx, ctx.tokens.summit_admin, validFields(), file).expect(401);
    });
  });

  describe('POST /removebrdxfile', () => {
    test('When Atlas removes a file it sent, then it leaves the list and its bytes are deleted', async () => {
      // Bytes of their own: the same bytes from the same carrier are refused as a duplicate.
      const content = Buffer.concat([CSV, Buffer.from('POL-REMOVE,"To Remove",10.00\n')]);
      const created = await upload(ctx, atlas.token, validFields(), { name: 'to-remove.csv', content }).expect(200);
      const { stored_name } = (await ctx.db.one<{ stored_name: string }>('SELECT stored_name FROM bdx_files WHERE id = $1', [created.body.brdx.id]))!;
      await ctx.post('/removebrdxfile', { id: created.body.brdx.id }, atlas.token).expect(200);
      assert.ok(!(await list(ctx, atlas, 'Outbound')).some((file) => file.id === created.body.brdx.id));
      assert.equal(existsSync(path.join(testConfig.dataDir, 'bdx-files', stored_name)), false);
    });

    test('When Atlas removes Frontier’s file, a received file or an imported one, then it is refused and nothing changes', async () => {
      const theirs = (await list(ctx, frontier, 'Outbound'))[0]!;
      await ctx.post('/removebrdxfile', { id: theirs.id }, atlas.token).expect(404);
      assert.ok((await list(ctx, frontier, 'Outbound')).some((file) => file.id === theirs.id));
      const received = (await list(ctx, atlas, 'Inbound'))[0]!;
      await ctx.post('/removebrdxfile', { id: received.id }, atlas.token).expect(404);
      const imported = (await list(ctx, atlas, 'Outbound')).find((file) => file.imported === '1')!;
      await ctx.post('/removebrdxfile', { id: imported.id }, atlas.token).expect(409);
      await ctx.post('/removebrdxfile', {}, atlas.token).expect(400);
      await ctx.post('/removebrdxfile', { id: imported.id }).expect(401);
    });
    test('When Summit is importing a file Atlas sent, then Atlas cannot remove it meanwhile (409) and the file stays', async () => {
      const content = Buffer.concat([CSV, Buffer.from('POL-IMPORTING,"Being Imported",10.00\n')]);
      const created = await upload(ctx, atlas.token, validFields(), { name: 'being-imported.csv', content }).expect(200);
      const fileId = created.body.brdx.id as number;
      // An import of the file under way, as the admin's /Importedbdximport leaves it while its job runs.
      const job = (await ctx.db.one<{ id: number }>(
        `INSERT INTO jobs (client_id, kind, subject_id, status) SELECT client_id, 'bdx-import', id, 'running' FROM bdx_files WHERE id = $1 RETURNING id`,
        [fileId],
      ))!;
      try {
        const refused = await ctx.post('/removebrdxfile', { id: fileId }, atlas.token).expect(409);
        assert.equal(refused.body.message, 'This file is being imported');
        assert.ok((await list(ctx, atlas, 'Outbound')).some((file) => file.id === fileId));
      } finally {
        await ctx.db.query(`UPDATE jobs SET status = 'failed', finished_at = now() WHERE id = $1`, [job.id]);
      }
      await ctx.post('/removebrdxfile', { id: fileId }, atlas.token).expect(200);
    });
  });

  describe('POST /downloadbrdxfile', () => {
    test('When Atlas downloads a seeded file, then the CSV comes back under its original name; Frontier’s file is 404', async () => {
      const file = (await list(ctx, atlas, 'Inbound')).at(-1)!;
      const res = await ctx.post('/downloadbrdxfile', { id: file.id }, atlas.token).buffer(true).expect(200);
      assert.match(String(res.headers['content-type']), /^text\/csv/);
      assert.match(String(res.headers['content-disposition']), new RegExp(file.file_name.replace(/\./g, '\\.')));
      assert.match(res.text, /^policy_number,insured_name,period_start,premium\n/);
      const theirs = (await list(ctx, frontier, 'Inbound'))[0]!;
      await ctx.post('/downloadbrdxfile', { id: theirs.id }, atlas.token).expect(404);
      await ctx.post('/downloadbrdxfile', { id: file.id }).expect(401);
    });
  });

  describe('POST /editcarrier and /viewclientintakecategory', () => {
    test('When Atlas reads its carrier, then the row of Summit’s carrier directory; Frontier’s id or a missing one, 404; a bad id, 400', async () => {
      const res = await ctx.post('/editcarrier', { id: atlas.career_id }, atlas.token).expect(200);
      assert.deepEqual(res.body, { carrier: { id: atlas.career_id, client_id: atlas.client_id, carriername: 'Atlas Insurance Co' } });
      const row = await ctx.db.one<{ name: string; client_id: number }>('SELECT name, client_id FROM client_carriers WHERE id = $1', [atlas.career_id]);
      assert.deepEqual(row, { name: 'Atlas Insurance Co', client_id: atlas.client_id });
      // One carrier, not two: a rename in the directory is what the portal shows.
      await ctx.db.query("UPDATE client_carriers SET name = 'Atlas Insurance Company' WHERE id = $1", [atlas.career_id]);
      try {
        const renamed = await ctx.post('/editcarrier', { id: atlas.career_id }, atlas.token).expect(200);
        assert.equal(renamed.body.carrier.carriername, 'Atlas Insurance Company');
      } finally {
        await ctx.db.query("UPDATE client_carriers SET name = 'Atlas Insurance Co' WHERE id = $1", [atlas.career_id]);
      }
      // Another carrier's id and one that does not exist: the same 404, so neither can be told apart.
      for (const id of [frontier.career_id, 999999]) {
        const other = await ctx.post('/editcarrier', { id }, atlas.token);
        assert.deepEqual([other.status, other.body], [404, { message: 'Carrier not found' }], String(id));
      }
      await ctx.post('/editcarrier', { id: -1 }, atlas.token).expect(400);
      await ctx.post('/editcarrier', { id: atlas.career_id }).expect(401);
    });

    test('When Atlas lists LOBs, then Summit’s with id, category_name and sublob; Harbor’s client id, 403', async () => {
      const res = await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }, atlas.token).expect(200);
      assert.deepEqual(res.body.intakecategory.map((lob: { category_name: string }) => lob.category_name), [
        'COMMERCIAL AUTO', 'GENERAL LIABILITY', 'PROPERTY', 'WORKERS COMP',
      ]);
      assert.deepEqual(Object.keys(res.body.intakecategory[0]).sort(), ['category_name', 'id', 'sublob']);
      await ctx.post('/viewclientintakecategory', { client_id: ctx.logins.harbor_admin.client_id }, atlas.token).expect(403);
      await ctx.post('/viewclientintakecategory', {}, atlas.token).expect(400);
      await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }).expect(401);
    });
  });

  describe('POST /editslab and /updateslab', () => {
    const slabOf = async (carrier: Carrier) =>
      (await ctx.db.one<{ id: number }>('SELECT id FROM slabs WHERE career_id = $1 ORDER BY id LIMIT 1', [carrier.career_id]))!.id;

    test('When Atlas edits a slab, then the values are saved and read back', async () => {
      const id = await slabOf(atlas);
      const read = await ctx.post('/editslab', { id }, atlas.token).expect(200);
      assert.equal(read.body.slablist.slab_name, 'Tier 1 - Small Groups');
      assert.equal(read.body.slablist.client_name, 'Summit Specialty MGA');
      const body = { ...read.body.slablist, slab_name: 'Tier 1 - Micro Groups', noofparticipant: '30', lowerlimit: '0', upperlimit: '45000', amount: '$1,400.50' };
      const saved = await ctx.post('/updateslab', body, atlas.token).expect(200);
      assert.equal(saved.body.slablist.amount, '1400.50');
      const again = await ctx.post('/editslab', { id }, atlas.token).expect(200);
      assert.deepEqual(
        [again.body.slablist.slab_name, again.body.slablist.noofparticipant, again.body.slablist.upperlimit],
        ['Tier 1 - Micro Groups', 30, '45000.00'],
      );
    });

    test('When the slab comes wrapped in userData as the spec sends it, then it is saved; bad values there still name the field', async () => {
      const id = await slabOf(atlas);
      const read = (await ctx.post('/editslab', { id }, atlas.token).expect(200)).body.slablist;
      const saved = await ctx.post('/updateslab', { userData: { ...read, slab_name: 'Tier 1 - Wrapped', amount: '990' } }, atlas.token).expect(200);
      assert.equal(saved.body.slablist.slab_name, 'Tier 1 - Wrapped');
      assert.equal((await ctx.post('/editslab', { id }, atlas.token).expect(200)).body.slablist.amount, '990.00');
      const bad = await ctx.post('/updateslab', { userData: { ...read, slab_name: ' ' } }, atlas.token).expect(400);
      assert.equal(bad.body.message, 'Invalid slab_name: is required');
      await ctx.post('/updateslab', { userData: 'nonsense' }, atlas.token).expect(400);
    });

    test('When the limits are crossed or negative, then 400 naming the field; Frontier’s slab, 404; another client id, 403', async () => {
      const id = await slabOf(atlas);
      const base = (await ctx.post('/editslab', { id }, atlas.token).expect(200)).body.slablist;
      const crossed = await ctx.post('/updateslab', { ...base, lowerlimit: 900, upperlimit: 100 }, atlas.token).expect(400);
      assert.equal(crossed.body.message, 'Invalid lowerlimit: must not be above the upper limit');
      const negative = await ctx.post('/updateslab', { ...base, amount: -5 }, atlas.token).expect(400);
      assert.equal(negative.body.message, 'Invalid amount: must not be negative');
      const theirs = await slabOf(frontier);
      await ctx.post('/editslab', { id: theirs }, atlas.token).expect(404);
      await ctx.post('/updateslab', { ...base, id: theirs }, atlas.token).expect(404);
      assert.equal((await ctx.post('/editslab', { id: theirs }, frontier.token).expect(200)).body.slablist.slab_name, 'Frontier Standard');
      await ctx.post('/updateslab', { ...base, client_id: ctx.logins.harbor_admin.client_id }, atlas.token).expect(403);
      await ctx.post('/editslab', { id }).expect(401);
    });
  });
});

describe('Forgot password and login id', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  const otpSentTo = (to: string) => {
    const message = outbox.messages.filter((sent) => sent.to === to).at(-1);
    return /one-time password is (\w{4})/.exec(message?.text ?? '')?.[1];
  };
  const LENA = { username: 'atlas_claims', email: 'lena.ortiz@atlasinsurance.example', phone: '12125550141' };

  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  test('When a carrier asks to reset, then the choices come masked; an unknown login id gets the same shape', async () => {
    const known = await ctx.post('/clientusertforgetvalidate', { username: LENA.username }).expect(200);
    assert.deepEqual(known.body, { message: 'Choose where to receive the OTP', Email: 'l***@a***.example', Phonenumber: 'XXX-XXX-0141' });
    const unknown = await ctx.post('/clientusertforgetvalidate', { username: 'nobody_here' }).expect(200);
    assert.deepEqual(Object.keys(unknown.body).sort(), ['Email', 'Phonenumber', 'message']);
    assert.match(unknown.body.Phonenumber, /^XXX-XXX-\d{4}$/);
    await ctx.post('/clientusertforgetvalidate', {}).expect(400);
  });

  test('When the full flow runs by email, then the OTP opens one password change and the new password signs in', async () => {
    const sent = await ctx.post('/clientuserforgetpasswordemail', { username: LENA.username }).expect(200);
    await ctx.settled();
    const otp = otpSentTo(LENA.email);
    assert.match(otp ?? '', new RegExp(`^[${OTP_ALPHABET}]{4}$`));
    const checked = await ctx.post('/clientuserforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp }).expect(200);
    assert.equal(checked.body.id, sent.body.id);
    const reused = await ctx.post('/clientuserforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp }).expect(400);
    assert.equal(reused.body.message, 'This OTP has already been used. Request a new one.');

    const mismatch = await ctx.post('/clientuserforgotpasswordchange', { id: sent.body.id, newpassword: 'NewPassw0rd', password: 'Other1234' }).expect(400);
    assert.equal(mismatch.body.message, 'Invalid password: does not match the new password');
    const weak = await ctx.post('/clientuserforgotpasswordchange', { id: sent.body.id, newpassword: 'short', password: 'short' }).expect(400);
    assert.match(weak.body.message, /^Invalid newpassword: must be at least 10 characters, with no space at either end, and not a commonly used password/);
    await ctx.post('/clientuserforgotpasswordchange', { id: sent.body.id, newpassword: 'NewPassw0rd', password: 'NewPassw0rd' }).expect(200);
    await ctx.post('/carrierlogin', { username: LENA.username, password: 'NewPassw0rd' }).expect(200);
    await ctx.post('/carrierlogin', { username: LENA.username, password: DEMO_PASSWORD }).expect(401);
    await ctx.post('/clientuserforgotpasswordchange', { id: sent.body.id, newpassword: 'Again1234', password: 'Again1234' }).expect(400);
  });

  test('When the OTP is asked by phone, then it goes by SMS to the phone; an unknown login id gets the same answer and nothing is sent', async () => {
    const before = outbox.messages.length;
    const byPhone = await ctx.post('/clientusertforgetpassword', { username: 'atlas_carrier' }).expect(200);
    await ctx.settled();
    assert.equal(outbox.messages.at(-1)!.channel, 'sms');
    assert.equal(outbox.messages.at(-1)!.to, '12125550140');
    const unknown = await ctx.post('/clientusertforgetpassword', { username: 'nobody_here' }).expect(200);
    await ctx.settled();
    assert.equal(unknown.body.message, byPhone.body.message);
    assert.match(unknown.body.id, /^[0-9a-f]{32}$/);
    assert.equal(outbox.messages.length, before + 1);
    await ctx.post('/clientuserforgetpasswordotpcheck', { id: unknown.body.id, otpvalue: '1234' }).expect(400);
  });

  test('When the OTP is older than 10 minutes, then it is refused as expired', async () => {
    const sent = await ctx.post('/clientuserforgetpasswordemail', { username: 'atlas_carrier' }).expect(200);
    await ctx.settled();
    await ctx.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE reference = $1`, [sent.body.id]);
    const res = await ctx.post('/clientuserforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otpSentTo('raymond.cho@atlasinsurance.example') }).expect(400);
    assert.equal(res.body.message, 'The OTP has expired. Request a new one.');
  });

  test('When five wrong OTPs were tried, then even the right one is refused; a newer OTP replaces the older', async () => {
    const first = await ctx.post('/clientuserforgetpasswordemail', { username: 'frontier_carrier' }).expect(200);
    await ctx.settled();
    const firstOtp = otpSentTo('monica.reed@frontiercasualty.example')!;
    const wrong = firstOtp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) await ctx.post('/clientuserforgetpasswordotpcheck', { id: first.body.id, otpvalue: wrong }).expect(400);
    const blocked = await ctx.post('/clientuserforgetpasswordotpcheck', { id: first.body.id, otpvalue: firstOtp }).expect(429);
    assert.equal(blocked.body.message, 'Too many wrong tries. Request a new OTP.');
    const second = await ctx.post('/clientuserforgetpasswordemail', { username: 'frontier_carrier' }).expect(200);
    await ctx.settled();
    await ctx.post('/clientuserforgetpasswordotpcheck', { id: first.body.id, otpvalue: firstOtp }).expect(400);
    await ctx.post('/clientuserforgetpasswordotpcheck', { id: second.body.id, otpvalue: otpSentTo('monica.reed@frontiercasualty.example') }).expect(200);
  });

  test('When the OTP body is malformed, then 400 naming the field', async () => {
    const res = await ctx.post('/clientuserforgetpasswordotpcheck', { id: 'a'.repeat(32), otpvalue: '12' }).expect(400);
    assert.equal(res.body.message, 'Invalid otpvalue: must be 4 characters');
    await ctx.post('/clientuserforgetpasswordotpcheck', { id: '1', otpvalue: '1234' }).expect(400);
  });

  test('When OTPs are asked for one login id more than five times in 15 minutes, then 429', async () => {
    for (let i = 0; i < 5; i += 1) await ctx.post('/clientuserforgetpasswordemail', { username: 'flooded_user' }).expect(200);
    await ctx.settled();
    await ctx.post('/clientuserforgetpasswordemail', { username: 'flooded_user' }).expect(429);
    await ctx.settled();
  });

  test('When a carrier forgot the login id, then it is sent by SMS to the phone; an unknown phone gets the same answer', async () => {
    const known = await ctx.post('/clientuserforgotlogin', { phonenumber: '+1 (212) 555-0140' }).expect(200);
    await ctx.settled();
    assert.equal(outbox.messages.at(-1)!.to, '12125550140');
    assert.match(outbox.messages.at(-1)!.text, /atlas_carrier/);
    const count = outbox.messages.length;
    const unknown = await ctx.post('/clientuserforgotlogin', { phonenumber: '19995550000' }).expect(200);
    await ctx.settled();
    assert.equal(unknown.body.message, known.body.message);
    assert.equal(outbox.messages.length, count);
    const bad = await ctx.post('/clientuserforgotlogin', { phonenumber: '12' }).expect(400);
    await ctx.settled();
    assert.equal(bad.body.message, 'Invalid phonenumber: must have at least 7 digits');
  });

  test('When an admin user resets by email, then the same flow changes the admin password and /commonlogin accepts it', async () => {
    const validate = await ctx.post('/userforgetvalidate', { username: 'summit_agent' }).expect(200);
    assert.match(validate.body.Email, /^\w\*\*\*@/);
    const sent = await ctx.post('/userforgetpasswordemail', { username: 'summit_agent' }).expect(200);
    await ctx.settled();
    const email = outbox.messages.at(-1)!.to;
    const otp = otpSentTo(email);
    await ctx.post('/userforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp }).expect(200);
    await ctx.post('/userforgotpasswordchange', { id: sent.body.id, newpassword: 'AgentPassw0rd', password: 'AgentPassw0rd' }).expect(200);
    await ctx.post('/commonlogin', { username: 'summit_agent', password: 'AgentPassw0rd' }).expect(200);
    // A carrier reset reference never opens an admin change, and the other way round.
    const carrier = await ctx.post('/clientuserforgetpasswordemail', { username: 'atlas_carrier' }).expect(200);
    await ctx.settled();
    await ctx.post('/userforgetpasswordotpcheck', { id: carrier.body.id, otpvalue: otpSentTo('raymond.cho@atlasinsurance.example') }).expect(400);
  });
});
