import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BdxFileViewResponse, CarrierLoginResponse } from '@kyubos/contracts';
import ExcelJS from 'exceljs';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';
import { minimalWorkbook, zipOf, zipPartNames } from './zip';

/** How carriers' workbooks are read: whatever order their zip stores the parts in, within the limits, their figures as the sheet shows them. */

let ctx: TestContext;
let atlas: CarrierLoginResponse;
let lob: { id: number };
let offered: { state_code: string };
let uniqueRun = 0;

const HEADER = ['policy_number', 'insured_name', 'effective_date', 'state', 'premium'];
const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const portalUpload = (content: Buffer, name: string) =>
  bdxUpload(ctx.app, '/createbybdx', atlas.token, { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '122026', control_value: '100', intake_id: lob.id }, { name, content });
const adminUpload = (content: Buffer, name: string) =>
  bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, { career_id: atlas.career_id, period: '12/2026', control_value: '100', intake_id: lob.id }, { name, content });
const view = async (id: number) => (await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse;
const storedFiles = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_files'))!.n;

/** A workbook written by exceljs (the product's own library), each sheet a header and one row; unique to the run. */
async function exceljsWorkbook(sheets: number, fill?: (sheet: ExcelJS.Worksheet, index: number) => void): Promise<Buffer> {
  const run = (uniqueRun += 1);
  const book = new ExcelJS.Workbook();
  for (let index = 1; index <= sheets; index += 1) {
    const sheet = book.addWorksheet(`Sheet ${index}`);
    sheet.addRow(HEADER);
    if (fill) fill(sheet, index);
    else sheet.addRow([`WB-${run}-${index}`, `Insured of sheet ${index}`, '2026-12-02', offered.state_code, 5.5]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

before(async () => {
  ctx = await createTestContext();
  const summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  const row = await ctx.db.one<{ intake_id: number; state_code: string }>(
    `SELECT i.intake_id, s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id
      WHERE i.client_id = $1 ORDER BY i.intake_id, s.id LIMIT 1`,
    [summitId],
  );
  lob = { id: row!.intake_id };
  offered = { state_code: row!.state_code };
});
after(() => ctx.close());

describe('A workbook is read whatever order its zip stores its parts in', () => {
  test('When a workbook of 5 or 10 sheets written by exceljs (its sheet list stored last) is uploaded in the portal or by the admin, then its first sheet is read', async () => {
    for (const sheets of [5, 10]) {
      // A workbook of its own for each path: the same bytes twice would be the same file.
      for (const upload of [portalUpload, adminUpload]) {
        const content = await exceljsWorkbook(sheets);
        assert.equal(zipPartNames(content).at(-1), 'xl/workbook.xml', 'exceljs stores the sheet list last');
        const res = await upload(content, `sheets-${sheets}.xlsx`);
        assert.equal(res.status, 200, res.body.message);
        const read = await view(res.body.brdx.id as number);
        assert.equal(read.brdxList.row_count, 1);
        assert.equal(read.brdxList.problem_count, 0);
        assert.deepEqual(read.mappedRows.rows[0]!.cells.slice(0, 2), [`WB-${uniqueRun}-1`, 'Insured of sheet 1']);
      }
    }
  });

  test('When the sheet list puts sheet2.xml first, then that sheet (the first tab) is the one read', async () => {
    const row = (policy: string) =>
      `<row r="1">${HEADER.map((cell, at) => `<c r="${'ABCDE'[at]}1" t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>` +
      `<row r="2"><c r="A2" t="inlineStr"><is><t>${policy}</t></is></c><c r="B2" t="inlineStr"><is><t>Acme</t></is></c>` +
      `<c r="C2" t="inlineStr"><is><t>2026-12-03</t></is></c><c r="D2" t="inlineStr"><is><t>${offered.state_code}</t></is></c><c r="E2"><v>12</v></c></row>`;
    const sheet = (policy: string) => Buffer.from(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row(policy)}</sheetData></worksheet>`);
    const run = (uniqueRun += 1);
    const content = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: sheet(`SECOND-TAB-${run}`) },
      { name: 'xl/worksheets/sheet2.xml', data: sheet(`FIRST-TAB-${run}`) },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Current" sheetId="2" r:id="rId2"/><sheet name="Old" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
        ),
      },
    ]);
    const res = await portalUpload(content, 'tabs.xlsx');
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual((await view(res.body.brdx.id as number)).mappedRows.rows.map((read) => read.cells[0]), [`FIRST-TAB-${run}`]);
  });
});

describe('A workbook that cannot be read is refused in plain words, never with an internal error', () => {
  const PLAIN = 'The file could not be read as XLSX: its contents are damaged or not in the XLSX format: save it again from the spreadsheet program and send it again';

  test('When a sheet trips the workbook library (cells without addresses) or its compressed data is damaged, then 400 naming file in plain words on both paths, and nothing is stored', async () => {
    const before = await storedFiles();
    const noAddresses = zipOf(
      minimalWorkbook(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row>${HEADER.map((cell) => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row></sheetData></worksheet>`,
      ),
    );
    const damaged = zipOf(minimalWorkbook(`<worksheet><sheetData>${'<row/>'.repeat(2000)}</sheetData></worksheet>`));
    // Garbles the sheet's deflated bytes (the last part before the directory), leaving the zip's directory whole.
    const sheetData = damaged.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    damaged.fill(0xff, sheetData + 2, sheetData + 12);
    for (const content of [noAddresses, damaged]) {
      for (const upload of [portalUpload, adminUpload]) {
        const res = await upload(content, `unreadable-${(uniqueRun += 1)}.xlsx`);
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, { message: PLAIN, errors: [{ path: 'file', message: PLAIN }] });
      }
    }
    assert.equal(await storedFiles(), before);
  });

  test('When a workbook has no sheet list, then 400 saying so', async () => {
    const content = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }]);
    const res = await portalUpload(content, 'no-list.xlsx').expect(400);
    assert.equal(res.body.message, 'The file could not be read as XLSX: it is not a workbook (it has no list of sheets)');
  });
});

describe('A ZIP bomb is stopped at the uncompressed limit by the bytes it expands to, whatever its headers say', () => {
  test('When a sheet expands to 60 MB while its zip headers declare 2,000 bytes, then 413 at the 50 MB limit, quickly, and nothing is stored', async () => {
    const before = await storedFiles();
    const padded = Buffer.alloc(60 * 1024 * 1024, 0x20);
    padded.write('<worksheet><sheetData>', 0);
    const bomb = zipOf(minimalWorkbook(padded, { declaredSize: 2000 }));
    assert.ok(bomb.length < 200 * 1024, `the bomb is ${bomb.length} bytes`);
    const started = Date.now();
    const res = await portalUpload(bomb, 'bomb-lies.xlsx').expect(413);
    assert.equal(res.body.message, 'The spreadsheet is larger uncompressed than the limit of 50 MB');
    assert.ok(Date.now() - started < 5000, `answered in ${Date.now() - started} ms`);
    assert.equal(await storedFiles(), before);
  });
});

describe('A premium is read as the carrier’s sheet shows it', () => {
  test('When premiums are computed (=0.1+0.2 in #,##0.00), carry a third decimal under $#,##0.00, binary noise in General, or a fraction of a cent shown as 0 decimals, then the first three read as shown and only the last is a problem', async () => {
    const run = uniqueRun + 1;
    const content = await exceljsWorkbook(1, (sheet) => {
      const rows: [string, ExcelJS.CellValue, string | undefined][] = [
        ['FORMULA', { formula: '0.1+0.2', result: 0.1 + 0.2 } as ExcelJS.CellFormulaValue, '#,##0.00'],
        ['THIRD-DECIMAL', 1234567.891, '"$"#,##0.00'],
        ['NOISE', 1234.57 + 2e-13, undefined],
        ['HIDDEN-FRACTION', 14.999, '#,##0'],
      ];
      for (const [policy, premium, format] of rows) {
        const added = sheet.addRow([`FLT-${run}-${policy}`, 'Float Co', '2026-12-04', offered.state_code, premium]);
        if (format) added.getCell(5).numFmt = format;
      }
    });
    const res = await portalUpload(content, 'floats.xlsx');
    assert.equal(res.status, 200, res.body.message);
    const read = await view(res.body.brdx.id as number);
    assert.deepEqual(read.mappedRows.rows.map((row) => row.cells[4]), ['0.30', '1234567.89', '1234.57', '14.999']);
    assert.deepEqual(read.problems, [{ row: 4, reason: "Premium '14.999' is not an amount" }]);
    // 0.30 + 1,234,567.89 + 1,234.57
    assert.equal(read.brdxList.computed_total, '1235802.76');
  });
});
