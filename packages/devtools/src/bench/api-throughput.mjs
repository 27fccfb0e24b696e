/**
 * API throughput on PostgreSQL (a throwaway cluster, as CI makes one): the compiled API
 * (built into mock-api/dist-bench) with one process, with two (`API_PROCESSES=2`: node:cluster,
 * one port), and a bare node:http
 * server answering the same bytes, each loaded by http-load.mjs from its own process (the load
 * generator shares the machine's cores). Also the API's start-up time: cold (migrates and seeds
 * an empty database) and warm. `node packages/devtools/src/bench/api-throughput.mjs` runs it alone;
 * THROUGHPUT_SECONDS (default 5) and THROUGHPUT_CONCURRENCY (default 16) size each load, and
 * each figure is the median of THROUGHPUT_RUNS loads (default 3). The machine's load average is printed with the figures,
 * and the servers' CPU time per call (Linux), which the machine's other work blurs far less than calls per second.
 * The API runs as production would, with its metrics on (METRICS_TOKEN set: prom-client counts and
 * times every call); one process is also measured with them off, to show what they cost, and
 * with `API_FAST_PATH=off` (every call through Express, the kept answers included), back to back.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORT_OFFSET, ROOT, portIsFree } from '../apps.mjs';
import { BLOCKED_PORTS } from '../ports.mjs';
import { withPostgres } from '../postgres.mjs';

export const title = 'API throughput on PostgreSQL: one and two API processes next to a bare node:http server';

const MOCK_API = path.join(ROOT, 'mock-api');
/** Its own build folder: the system `pnpm bench` started runs from mock-api/dist meanwhile. */
const BUILD_DIR = 'dist-bench';
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.THROUGHPUT_CONCURRENCY ?? 16);
const RUNS = Number(process.env.THROUGHPUT_RUNS ?? 3);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Set as production sets it: the API counts and times every call (prom-client). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const CALLS = [
  { key: 'countries', path: '/viewcountry', method: 'GET' },
  { key: 'users', path: '/viewclientuser', method: 'POST', body: (login) => ({ company_id: login.client_id }) },
];

async function freePort(from) {
  for (let port = from; port < from + 100; port += 1) if (!BLOCKED_PORTS.has(port) && (await portIsFree(port))) return port;
  throw new Error(`no free port from ${from}`);
}

async function waitFor(url, child, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in ${limitMs} ms`);
}

const stopped = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * Starts a node process (its log lines read and dropped, as a log shipper would read them) and
 * resolves with it and how long until `/health` answered and `processes` API processes said
 * they listen (each process of a cluster migrates, checks the seed and starts its own work first).
 */
async function startNode(args, env, port, processes = 0) {
  const child = spawn(process.execPath, args, { cwd: MOCK_API, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  let listening = 0;
  let tail = '';
  // Read on all along (a full pipe would stop the API's synchronous log writes).
  child.stdout.on('data', (chunk) => {
    const lines = (tail + chunk.toString()).split('\n');
    tail = lines.pop();
    listening += lines.filter((line) => line.includes('mock-api listening on')).length;
  });
  const readyMs = await waitFor(`http://localhost:${port}/health`, child);
  const started = performance.now();
  while (listening < processes) {
    if (performance.now() - started > 120_000) throw new Error(`${processes} API processes did not listen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, readyMs };
}

/**
 * CPU time (user + system, ms) a process and its children (a cluster's workers) have used so far,
 * from /proc (Linux; null elsewhere): what a call costs the server whatever else the machine runs.
 */
function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return own + children.reduce((sum, child) => sum + (cpuMsOf(child) ?? 0), 0);
  } catch {
    return null;
  }
}

/** One load from its own process; awaited (not spawnSync) so that this process keeps reading the API's log lines meanwhile. */
function load(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'http-load.mjs'), JSON.stringify({ seconds: SECONDS, concurrency: CONCURRENCY, ...options })], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator failed: ${stderr}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
    });
  });
}

/** The bare baseline: node:http answering each call's recorded bytes and content type. */
const BASELINE_SERVER = `
import http from 'node:http';
const answers = JSON.parse(process.env.BASELINE_ANSWERS);
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const answer = answers[req.url] ?? { type: 'application/json', body: '{"status":"ok"}' };
    res.writeHead(200, { 'content-type': answer.type, 'content-length': Buffer.byteLength(answer.body) });
    res.end(answer.body);
  });
}).listen(Number(process.env.PORT));
process.on('SIGTERM', () => process.exit(0));
`;

export async function run({ figure }) {
  const build = spawnSync(process.execPath, ['build.mjs', '--out-dir', BUILD_DIR], { cwd: MOCK_API, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the API build failed: ${build.stderr}`);
  console.log(`  ${build.stdout.trim()}`);
  try {
    await measure(figure);
  } finally {
    fs.rmSync(path.join(MOCK_API, BUILD_DIR), { recursive: true, force: true });
  }
}

async function measure(figure) {
  console.log(`  load average before: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')} (${os.cpus().length} cores)`);
  await withPostgres(async (serverUrl) => {
    const pg = createRequire(path.join(MOCK_API, 'package.json'))('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const database = `kyubos_throughput_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${database}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-throughput-'));
    const env = { DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, LOG_FORMAT: 'json', METRICS_TOKEN };
    const port = await freePort(4000 + PORT_OFFSET + 60);
    const api = `http://localhost:${port}`;
    const results = {};
    try {
      const cold = await startNode([`${BUILD_DIR}/main.js`], env, port);
      await stopped(cold.child);
      const warm = await startNode([`${BUILD_DIR}/main.js`], env, port);
      figure('startupColdMs', cold.readyMs, 'ms', 'API start-up, empty database (migrate + seed)');
      figure('startupWarmMs', warm.readyMs, 'ms', 'API start-up, migrated database');

      const login = await (
        await fetch(`${api}/commonlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'summit_admin', password: 'Passw0rd!' }) })
      ).json();
      const headers = { authorization: `Bearer ${login.token}` };
      const answers = {};
      for (const call of CALLS) {
        const body = call.body?.(login);
        const response = await fetch(`${api}${call.path}`, {
          method: call.method,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        answers[call.path] = { type: response.headers.get('content-type'), body: await response.text() };
        results[call.key] = { bytes: Buffer.byteLength(answers[call.path].body) };
      }
      // Each figure is the median of RUNS loads (the machine's other work makes single runs noisy).
      // With the server's CPU time per call (its processes' time over the calls of the load and its warm-up).
      const measureAll = async (name, server) => {
        for (const call of CALLS) {
          const rates = [];
          const cpuPerCall = [];
          const loadCpuPerCall = [];
          for (let run = 0; run < RUNS; run += 1) {
            const cpuBefore = cpuMsOf(server.pid);
            const outcome = await load({ url: `${api}${call.path}`, method: call.method, body: call.body?.(login), headers });
            const cpuAfter = cpuMsOf(server.pid);
            if (outcome.failures > 0) console.log(`  ${name} ${call.path}: ${outcome.failures} calls failed`);
            rates.push(outcome.perSecond);
            loadCpuPerCall.push(outcome.cpuUsPerCall);
            // The warm-up second's calls are not counted by the load generator: about perSecond of them.
            if (cpuBefore !== null && cpuAfter !== null) cpuPerCall.push(((cpuAfter - cpuBefore) * 1000) / (outcome.requests + outcome.perSecond));
          }
          results[call.key][name] = median(rates);
          results[call.key][`${name}CpuUs`] = cpuPerCall.length > 0 ? median(cpuPerCall) : null;
          results[call.key][`${name}LoadCpuUs`] = median(loadCpuPerCall);
        }
      };

      await measureAll('one', warm.child);
      await stopped(warm.child);

      // The same process without metrics: what prom-client's counting and timing of each call costs.
      const noMetrics = await startNode([`${BUILD_DIR}/main.js`], { ...env, METRICS_TOKEN: '' }, port);
      await measureAll('oneNoMetrics', noMetrics.child);
      await stopped(noMetrics.child);

      // The same process with every call through Express: what serving kept answers before it saves.
      const throughExpress = await startNode([`${BUILD_DIR}/main.js`], { ...env, API_FAST_PATH: 'off' }, port);
      await measureAll('oneExpress', throughExpress.child);
      await stopped(throughExpress.child);

      const two = await startNode([`${BUILD_DIR}/cluster.js`], { ...env, API_PROCESSES: '2' }, port, 2);
      // Both processes listen, and have done their start-up work, before the figures are taken.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await measureAll('two', two.child);
      await stopped(two.child);

      const baseline = await startNode(['--input-type=module', '-e', BASELINE_SERVER], { BASELINE_ANSWERS: JSON.stringify(answers) }, port);
      await measureAll('baseline', baseline.child);
      await stopped(baseline.child);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }

    console.log(`  load average after: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')}`);
    for (const call of CALLS) {
      const { bytes, one, oneNoMetrics, oneExpress, two, baseline } = results[call.key];
      const label = `${call.method.padEnd(4)} ${call.path} (${(bytes / 1024).toFixed(1)} KB)`;
      figure(`${call.key}Baseline`, baseline, 'per s', `${label}, bare node:http`);
      figure(`${call.key}One`, one, 'per s', `${label}, one API process (${(one / baseline).toFixed(2)} of bare)`);
      figure(`${call.key}OneNoMetrics`, oneNoMetrics, 'per s', `${label}, one API process, metrics off (${(oneNoMetrics / baseline).toFixed(2)} of bare)`);
      figure(`${call.key}OneExpress`, oneExpress, 'per s', `${label}, one API process, all through Express (${(oneExpress / baseline).toFixed(2)} of bare)`);
      figure(`${call.key}Two`, two, 'per s', `${label}, two API processes (${(two / one).toFixed(2)} x one)`);
      for (const [name, who] of [
        ['baseline', 'bare node:http'],
        ['one', 'one API process'],
        ['oneNoMetrics', 'one API process, metrics off'],
        ['oneExpress', 'one API process, all through Express'],
        ['two', 'two API processes'],
      ]) {
        const cpuUs = results[call.key][`${name}CpuUs`];
        if (cpuUs !== null) figure(`${call.key}${name[0].toUpperCase()}${name.slice(1)}CpuUs`, cpuUs, 'us', `${label}, server CPU per call, ${who}`);
      }
      // The load generator's own share: two API processes can only gain while it leaves a core's time to them.
      figure(`${call.key}LoadCpuUs`, results[call.key].oneLoadCpuUs, 'us', `${label}, load generator CPU per call (one API process)`);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run({
    figure: (key, value, unit, label = key) => console.log(`  ${label.padEnd(72)} ${`${value.toFixed(0)} ${unit}`.padStart(12)}`),
  });
}
