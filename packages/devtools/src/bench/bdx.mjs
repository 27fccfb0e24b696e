/**
 * Bordereaux: a 10 MB CSV of about 100,000 rows read by the server's reader alone (goal <= 3 s),
 * uploaded through /createbrdxsamplefile (read, checked and its rows stored for paging), and a
 * page of its mapped rows from /editbrdxfileview, first and deep (goal <= 100 ms, median of 20).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.mjs';
import { median, signIn } from './browser.mjs';

export const title = 'Bordereaux: a 10 MB CSV read, uploaded and paged';
/** Measures the started system (bench.mjs). */
export const usesSystem = true;
const TARGET_BYTES = 10 * 1024 * 1024 - 4096;
const STATES = ['TX', 'CA', 'NY', 'FL', 'IL'];

/** A realistic premium bordereau just under the 10 MB upload limit. */
function bordereau() {
  const lines = ['policy_number,insured_name,address,city,state,effective_date,expiration_date,premium'];
  let size = lines[0].length + 1;
  for (let i = 1; ; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const line = `BENCH-${String(i).padStart(7, '0')},"Insured Company ${i} LLC","${100 + (i % 900)} Commerce Street",Springfield,${STATES[i % 5]},2026-03-${day},2027-03-${day},${(500 + (i % 9000) + (i % 100) / 100).toFixed(2)}`;
    if (size + line.length + 1 > TARGET_BYTES) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { text: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

/** The server's reader on its own, in a child process with the API's TypeScript loader. */
function timeReaderAlone(file) {
  const script = `
    import { readFileSync } from 'node:fs';
    import { readBdxFile } from './src/bdx-files/parse.ts';
    const content = readFileSync(${JSON.stringify(file)});
    const runs = [];
    let rows = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await readBdxFile(content, 'csv');
      const used = process.cpuUsage(cpu);
      runs.push({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
      rows = result.rowCount;
    }
    const middle = runs.sort((a, b) => a.ms - b.ms)[1];
    console.log(JSON.stringify({ ...middle, rows }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.join(ROOT, 'mock-api'), encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1));
}

export async function run({ apiUrl, figure }) {
  const login = await signIn(apiUrl);
  const post = async (url, body) => {
    const response = await fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const { text, rows } = bordereau();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-bench-bdx-')), 'bordereau.csv');
  fs.writeFileSync(file, text);
  const megabytes = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  const label = `${megabytes} MB, ${rows.toLocaleString('en-US')} rows`;

  const alone = timeReaderAlone(file);
  if (alone.rows !== rows) throw new Error(`The reader found ${alone.rows} rows of ${rows}`);
  figure('csvRead10MB', alone.ms, 'ms', `CSV read and checked by the reader (${label})`);
  // CPU time says what the reader costs when the machine is shared (wall time grows with the load).
  figure('csvRead10MBCpu', alone.cpuMs, 'ms', 'the same, CPU time of the reader');

  const carrier = (await post('/viewcarrier', { client_id: login.client_id })).carrier[0];
  const intakeCategory = (await post('/viewclientintakecategory', { client_id: login.client_id })).intakecategory[0];
  const form = new FormData();
  form.append('career_id', String(carrier.id));
  form.append('period', '032026');
  form.append('control_value', '1');
  form.append('intake_id', String(intakeCategory.id));
  // A different last line each run: the same bytes are refused as a duplicate.
  form.append('file', new Blob([text.replace(/\n$/, `,\n`)], { type: 'text/csv' }), `bench-${Date.now()}.csv`);
  const started = performance.now();
  const response = await fetch(`${apiUrl}/createbrdxsamplefile`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` }, body: form });
  const uploadMs = performance.now() - started;
  if (!response.ok) throw new Error(`/createbrdxsamplefile: ${response.status} ${await response.text()}`);
  const { brdx } = await response.json();
  if (brdx.row_count !== rows) throw new Error(`The upload read ${brdx.row_count} rows of ${rows}`);
  figure('csvUpload10MB', uploadMs, 'ms', `upload: read, checked, rows stored (${label})`);

  async function timePage(page) {
    const times = [];
    for (let i = 0; i < 20; i += 1) {
      const pageStarted = performance.now();
      const answer = await post('/editbrdxfileview', { id: brdx.id, page, pageSize: 10 });
      times.push(performance.now() - pageStarted);
      if (answer.mappedRows.rows.length !== 10) throw new Error(`Page ${page} held ${answer.mappedRows.rows.length} rows`);
    }
    return median(times);
  }
  figure('rowsFirstPage', await timePage(1), 'ms', 'POST /editbrdxfileview, first page of 10 rows');
  figure('rowsDeepPage', await timePage(Math.floor(rows / 10) - 1), 'ms', 'POST /editbrdxfileview, a page near the end');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
