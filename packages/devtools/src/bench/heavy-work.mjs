/**
 * Heavy work never stalls the API: p99 of a light call (GET /viewcountry, one call after another
 * from this process, at most one every 10 ms) idle, then while a 10 MB XLSX is uploaded and read, while a 30,000-row
 * carrier file is imported (a job), and while PDFs of a record with every field at its limit
 * render. Goal: p99 under load <= 3 x idle and <= 100 ms. Beside it, in turn, another client's
 * search (Harbor's `/searchrecords`), which reads the database. Runs its own API (`pnpm start` of
 * mock-api) on a throwaway embedded database, on the API port + 50 (KYUBOS_PORT_OFFSET applies).
 * Alone: `node packages/devtools/src/bench/heavy-work.mjs`. `BENCH_DATABASE=pg` runs that API on a
 * throwaway PostgreSQL cluster instead (packages/devtools/src/postgres.mjs; TEST_DATABASE_URL names
 * a server to use instead); `BENCH_HEAVY=import` (or xlsx, pdf, comma separated) times only those
 * loads after the idle figure. The import's CPU time (the API's, and on PostgreSQL the database
 * server's) is printed beside its time: it moves less than wall time with the machine's load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PORT, ROOT, waitForProcessUrl } from '../apps.mjs';
import { BENCH_API_PORT_STEP } from '../ports.mjs';
import { withPostgres } from '../postgres.mjs';
import { signIn } from './browser.mjs';

export const title = "Heavy work off the request thread: p99 of GET /viewcountry and another client's search idle and under load";
const PORT = API_PORT + BENCH_API_PORT_STEP;
const api = `http://localhost:${PORT}`;
const IMPORT_ROWS = 30_000;

/** A call again when the connection was reset (a kept-alive socket the server closed); counted. */
let resets = 0;
async function retried(call) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3) throw error;
      resets += 1;
      console.error(`  (retrying a call: ${error.cause?.code ?? error.message})`);
    }
  }
}

/** CPU seconds (user and system, every thread) of the processes `pick` chooses by pid, parent pid and command line, from /proc. */
function cpuSeconds(pick) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (!pick(Number(pid), Number(fields[1]), fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

const p99 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];

/**
 * A light call starts at most every this many ms (the next at once when one took longer): a probe,
 * not a load of its own. Back to back, on a 2-core machine, the calls took as much CPU as the import
 * they were timed beside once they stopped waiting for it (46,000 calls during one import).
 */
const LIGHT_CALL_GAP_MS = Number(process.env.BENCH_LIGHT_GAP_MS ?? 10);

/**
 * The calls timed under load, one after another in turn: GET /viewcountry, the light call (its
 * answer is kept in memory: it shows whether the API's thread is free), every round, and another
 * client's search (`/searchrecords` as Harbor's admin, which reads the database: it shows whether
 * one client's heavy work holds another's calls back on the database) every SEARCH_EVERY rounds,
 * a probe too: made every round, the searches took a second of the PostgreSQL server's CPU during
 * the import they were timed beside.
 */
const SEARCH_EVERY = 5;
const probes = (admin, other) => ({
  viewcountry: { every: 1, call: () => fetch(`${api}/viewcountry`, { headers: { authorization: `Bearer ${admin.token}` } }) },
  searchrecords: {
    every: SEARCH_EVERY,
    call: () =>
      fetch(`${api}/searchrecords`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${other.token}` },
        body: JSON.stringify({ q: 'insured', pageSize: 15 }),
      }),
  },
});

/** Makes each probe's call in its rounds (a round at most every LIGHT_CALL_GAP_MS) until `until` settles (at least `min` rounds); answers each probe's times. */
async function lightCalls(calls, until, min = 50) {
  let done = false;
  const finished = until.then(
    (value) => ((done = true), value),
    (error) => ((done = true), Promise.reject(error)),
  );
  const times = Object.fromEntries(Object.keys(calls).map((name) => [name, []]));
  for (let rounds = 0; !done || rounds < min; rounds += 1) {
    const round = performance.now();
    for (const [name, { every, call }] of Object.entries(calls)) {
      if (rounds % every !== 0) continue;
      const started = performance.now();
      const response = await retried(call);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      times[name].push(performance.now() - started);
    }
    const took = performance.now() - round;
    if (took < LIGHT_CALL_GAP_MS) await new Promise((resolve) => setTimeout(resolve, LIGHT_CALL_GAP_MS - took));
  }
  return { times, result: await finished };
}

/** An XLSX just under the 10 MB upload limit, within the 100,000-row limit: random text compresses badly. */
async function xlsx10MB() {
  const ExcelJS = createRequire(path.join(ROOT, 'mock-api/package.json'))('exceljs');
  const random = (length) => Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const make = async (rows) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bordereau');
    sheet.addRow(['Policy Number', 'Insured Name', 'Address', 'City', 'State', 'Effective Date', 'Premium', 'Notes']);
    for (let i = 1; i <= rows; i += 1) {
      sheet.addRow([`X-${i}`, `${random(8)} ${random(10)}`, `${i} ${random(12)} Street`, random(9), 'TX', '2026-03-01', (i % 5000) + 0.5, random(44)]);
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const limit = 10 * 1024 * 1024 - 64 * 1024;
  let rows = 95_000;
  for (;;) {
    const content = await make(rows);
    if (content.length <= limit) return content;
    rows = Math.floor((rows * limit) / content.length) - 500;
  }
}

function importCsv(state) {
  const limit = (length, seed) => `${seed}${'x'.repeat(length)}`.slice(0, length);
  const lines = ['Policy Number,First Name,Last Name,Address,City,State,Zip Code,Phone Number,Email,Effective Date,Premium'];
  // The first row has every free-text field at the form's limit (ZIP Code and Phone Number take the
  // form's formats, 99999 and (999) 999-9999, as the import checks them): the maximal record whose PDF is rendered.
  lines.push(['MAX-1', limit(100, 'Maximilian'), limit(100, 'Longname'), limit(300, '1 Long Road '), limit(100, 'Springfield'), `"${state}"`, '73301', '5125550100', `${limit(240, 'max')}@example.com`, '2026-03-01', '1500.00'].join(','));
  for (let i = 2; i <= IMPORT_ROWS; i += 1) {
    lines.push(`BENCH-${i},Insured${i},Company${i},${i} Main St,Austin,"${state}",73301,5125550100,insured${i}@example.com,2026-03-${String((i % 28) + 1).padStart(2, '0')},${(500 + (i % 900)).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The loads timed after the idle figure (BENCH_HEAVY=import,... picks some). */
const LOADS = process.env.BENCH_HEAVY?.split(',') ?? ['xlsx', 'import', 'pdf'];

/** Runs `fn(databaseUrl)` on a fresh database of a throwaway PostgreSQL cluster (BENCH_DATABASE=pg), else `fn(undefined)`. */
async function onDatabase(fn) {
  if (process.env.BENCH_DATABASE !== 'pg') return fn(undefined);
  const ran = await withPostgres(async (serverUrl) => {
    const pg = createRequire(path.join(ROOT, 'mock-api/package.json'))('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const database = `kyubos_bench_heavy_${process.pid}`;
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.query(`CREATE DATABASE ${database}`);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      return { value: await fn(url.toString()) };
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  });
  if (ran === null) throw new Error('BENCH_DATABASE=pg: no PostgreSQL server found');
  return ran.value;
}

export const run = (bench) => onDatabase((databaseUrl) => runOn(bench, databaseUrl));

async function runOn(bench, databaseUrl) {
  // PostgreSQL's figures are kept beside the embedded database's (their names end in Pg).
  const figure = databaseUrl ? (key, value, unit, label) => bench.figure(`${key}Pg`, value, unit, `${label} (PostgreSQL)`) : bench.figure;
  /**
   * The light calls' p99 during a load, and beside it the longest of them: one call after another,
   * a single stall of the API (one long transaction on the embedded database) delays one call, which
   * a p99 of a few hundred calls leaves out.
   */
  const loadFigures = (name, label, times) => {
    figure(`viewcountry${name}P99`, p99(times.viewcountry), 'ms', `p99 ${label} (${times.viewcountry.length} calls)`);
    figure(`viewcountry${name}Max`, Math.max(...times.viewcountry), 'ms', `longest call ${label}`);
    figure(`searchrecords${name}P99`, p99(times.searchrecords), 'ms', `another client's /searchrecords p99 ${label} (${times.searchrecords.length} calls)`);
    figure(`searchrecords${name}Max`, Math.max(...times.searchrecords), 'ms', `another client's longest /searchrecords ${label}`);
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-bench-heavy-'));
  // As `pnpm start` of mock-api runs it (tsx src/main.ts), without pnpm's process groups in between.
  const log = fs.openSync(path.join(dataDir, 'api.log'), 'w');
  const child = spawn(path.join(ROOT, 'mock-api/node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: path.join(ROOT, 'mock-api'),
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  if (databaseUrl) console.log('  (the API runs on a throwaway PostgreSQL cluster)');
  try {
    await waitForProcessUrl(child, `${api}/health`, { name: 'The API' });
    const admin = await signIn(api);
    const calls = probes(admin, await signIn(api, 'harbor_admin'));
    const carrier = await (
      await fetch(`${api}/carrierlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'atlas_carrier', password: 'Passw0rd!' }) })
    ).json();
    const post = async (url, body, token = admin.token) => {
      const response = await retried(() => fetch(`${api}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
      const answer = await response.json();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.message}`);
      return answer;
    };
    const intakeCategory = (await post('/viewclientintakecategory', { client_id: carrier.client_id }, carrier.token)).intakecategory[0];
    const upload = async (name, content, type) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ sender_name: 'Atlas', sender_id: 'ATL', period: '032026', control_value: '1', intake_id: intakeCategory.id })) form.append(key, String(value));
      form.append('file', new Blob([content], { type }), name);
      const response = await fetch(`${api}/createbybdx`, { method: 'POST', headers: { authorization: `Bearer ${carrier.token}` }, body: form });
      return { status: response.status, body: await response.json() };
    };

    // Warm up (the first call of each kind loads code), then idle.
    await lightCalls(calls, Promise.resolve(), 50);
    const idle = (await lightCalls(calls, Promise.resolve(), 500)).times;
    figure('viewcountryIdleP99', p99(idle.viewcountry), 'ms', `GET /viewcountry p99, idle (${idle.viewcountry.length} calls)`);
    figure('searchrecordsIdleP99', p99(idle.searchrecords), 'ms', `another client's /searchrecords p99, idle (${idle.searchrecords.length} calls)`);

    if (LOADS.includes('xlsx')) {
      const workbook = await xlsx10MB();
      const xlsxRun = await lightCalls(calls, upload(`bench-${Date.now()}.xlsx`, workbook, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
      if (xlsxRun.result.status !== 200) throw new Error(`XLSX upload: ${xlsxRun.result.status} ${xlsxRun.result.body.message}`);
      loadFigures('Xlsx', `while a ${(workbook.length / 1024 / 1024).toFixed(1)} MB XLSX is read`, xlsxRun.times);
    }
    if (!LOADS.includes('import') && !LOADS.includes('pdf')) return;

    const offered = await post('/intakestateandprogram', { id: intakeCategory.id });
    const sent = await upload(`bench-import-${Date.now()}.csv`, importCsv(offered.state[0].state_name), 'text/csv');
    if (sent.status !== 200) throw new Error(`CSV upload: ${sent.status} ${sent.body.message}`);
    // CPU time is less swayed than wall time by what else the machine runs: the API's (with the
    // embedded database and its worker threads) and, on PostgreSQL, the bench database's server processes'.
    const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
    // tsx runs the API as a child process of its own.
    const apiCpu = () => cpuSeconds((pid, parent) => pid === child.pid || parent === child.pid);
    const serverCpu = () => (database ? cpuSeconds((_pid, _parent, cmdline) => cmdline.startsWith('postgres') && cmdline.includes(` ${database} `)) : 0);
    const cpuBefore = { api: apiCpu(), server: serverCpu() };
    const importStarted = performance.now();
    const started = await fetch(`${api}/Importedbdximport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      // The bench's file carries no control total: its import takes a note, as any such file's does.
      body: JSON.stringify({ id: sent.body.brdx.id, intake_id: intakeCategory.id, program_id: offered.program[0].id, note: 'Bench file' }),
    });
    const answer = await started.json();
    if (started.status !== 202) throw new Error(`Import: ${started.status} ${answer.message}`);
    const jobDone = (async () => {
      for (;;) {
        const job = await post('/viewjob', { id: answer.job_id });
        if (job.status !== 'running') return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const importRun = await lightCalls(calls, jobDone);
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (importRun.result.status !== 'done') throw new Error(`Import job: ${importRun.result.error}`);
    const cpuAfter = { api: apiCpu(), server: serverCpu() };
    figure('import30kSeconds', importSeconds, 's', `${IMPORT_ROWS.toLocaleString('en-US')}-row import, call to job done (goal <= 10 s; PostgreSQL <= 5 s)`);
    figure('import30kApiCpuSeconds', cpuAfter.api - cpuBefore.api, 's', `API process CPU during the import (light calls included)`);
    if (database) figure('import30kServerCpuSeconds', cpuAfter.server - cpuBefore.server, 's', 'database server CPU during the import');
    loadFigures('Import', `while the ${IMPORT_ROWS.toLocaleString('en-US')}-row import runs`, importRun.times);

    const record = (await post('/viewbrdximportfile', { client_id: admin.client_id, file_id: sent.body.brdx.id })).importedRecords.find((row) => row.row === 1);
    if (importRun.result.result.imported !== IMPORT_ROWS || !record) {
      throw new Error(`Import: ${importRun.result.result.imported} of ${IMPORT_ROWS} rows imported (row 1, the maximal record: ${record ? 'imported' : 'refused'})`);
    }
    if (!LOADS.includes('pdf')) return;
    const pdf = async () => {
      const response = await fetch(`${api}/policyquotationdocument`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` }, body: JSON.stringify({ id: record.quotation_id }) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`/policyquotationdocument: ${response.status}`);
    };
    // Warm up, as for the light calls: the process's first document compiles its route's code and
    // loads the PDF library in the pool's thread once (a light call made meanwhile waited 13-25 ms
    // for the first, 1-9 ms for those after it), which is not the load measured here.
    await pdf();
    const pdfs = (async () => {
      for (let i = 0; i < 10; i += 1) await pdf();
    })();
    const pdfRun = await lightCalls(calls, pdfs);
    loadFigures('Pdf', 'while 10 PDFs of a maximal record render', pdfRun.times);
  } finally {
    figure('retriedCalls', resets, 'calls', 'calls made again after a reset connection');
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (process.env.BENCH_KEEP_LOG) console.log(fs.readFileSync(path.join(dataDir, 'api.log'), 'utf8'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run({ figure: (key, value, unit, label) => console.log(`  ${label.padEnd(72)} ${value.toFixed(unit === 's' ? 1 : 0).padStart(8)} ${unit}`) });
}
