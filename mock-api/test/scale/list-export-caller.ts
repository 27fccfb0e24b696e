/**
 * The caller of the export at scale (list-export-scale.ts starts it with the server's address in
 * EXPORT_SCALE_BASE and the format in EXPORT_SCALE_FORMAT): signs in as summit_admin, exports the
 * full list sorted by last name, reads the file as it streams (CSV: counts its lines; XLSX: its
 * bytes, then reads the workbook's rows back with exceljs) and prints the seconds from the call
 * to the last byte, the bytes and the rows, as one JSON line.
 */
import type { LoginResponse } from '@kyubos/contracts';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants';

const base = process.env.EXPORT_SCALE_BASE!;
const format = process.env.EXPORT_SCALE_FORMAT as 'csv' | 'xlsx';

const login = (await (
  await fetch(`${base}/commonlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'summit_admin', password: DEMO_PASSWORD }) })
).json()) as LoginResponse;

const started = performance.now();
const response = await fetch(`${base}/exportviewpolicyquotationlistfull`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
  body: JSON.stringify({ company_id: login.client_id, sort: 'lastname', direction: 'asc', format }),
});
if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}: ${await response.text()}`);
let bytes = 0;
let lines = 0;
const chunks: Buffer[] = [];
for await (const chunk of Readable.fromWeb(response.body as never) as AsyncIterable<Buffer>) {
  bytes += chunk.length;
  if (format === 'csv') for (const byte of chunk) lines += byte === 10 ? 1 : 0;
  else chunks.push(chunk);
}
const seconds = (performance.now() - started) / 1000;
let rows = lines - 1;
if (format === 'xlsx') {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as never);
  rows = workbook.worksheets[0]!.actualRowCount - 1;
}
console.log(JSON.stringify({ seconds, bytes, rows }));
