/**
 * A 30,000-row carrier import in-process, every statement timed: where the import's time goes.
 * `node --import tsx test/scale/import-profile.ts` (TEST_DATABASE_URL runs it on PostgreSQL).
 * IMPORT_ROWS sizes the file. Prints the wall and CPU time (this process's, and on PostgreSQL the
 * test database's server processes'), the statements grouped by their first words, and the p99 of
 * a light call (GET /viewcountry) made one after another during the import, and how long the API's
 * thread was held at a time (its event loop's delay).
 */
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../../src/app';
import { createBackgroundTasks } from '../../src/background';
import type { Database, Db } from '../../src/db/db';
import { openPglite, type PgliteDatabase } from '../../src/db/pglite';
import { silentLogger } from '../../src/logger';
import { bdxUpload, createTestDb, DEMO_PASSWORD, testConfig } from '../helpers';

const ROWS = Number(process.env.IMPORT_ROWS ?? 30_000);
const stats = new Map<string, { n: number; ms: number; max: number; cpu: number }>();
let timing = false;
const keyOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);
function timed<T extends Db>(db: T): T {
  const time = async <R>(sql: string, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    try {
      return await run();
    } finally {
      if (timing) {
        const ms = performance.now() - started;
        const cpuUsed = process.cpuUsage(cpuStarted);
        const entry = stats.get(keyOf(sql)) ?? { n: 0, ms: 0, max: 0, cpu: 0 };
        // This process's CPU meanwhile (the embedded database runs in it; with LIGHT=0 little else does).
        entry.cpu += (cpuUsed.user + cpuUsed.system) / 1000;
        entry.n += 1;
        entry.ms += ms;
        entry.max = Math.max(entry.max, ms);
        stats.set(keyOf(sql), entry);
      }
    }
  };
  return {
    ...db,
    query: (sql: string, params?: readonly unknown[]) => time(sql, () => db.query(sql, params)),
    one: (sql: string, params?: readonly unknown[]) => time(sql, () => db.one(sql, params)),
    exec: (sql: string) => time(sql, () => db.exec(sql)),
    transaction: <R>(fn: (tx: Db) => Promise<R>) => db.transaction((tx) => fn(timed(tx))),
  } as T;
}

/** CPU seconds of the server processes serving `database` (PostgreSQL), from /proc. */
function serverCpu(database: string | undefined): number {
  if (!database) return 0;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(database)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** IMPORT_PROFILE_DISK=1: the embedded database in a folder on disk, as the API keeps it, instead of in memory. */
async function openDb(): Promise<Database> {
  const db = await createTestDb();
  if (!process.env.IMPORT_PROFILE_DISK || db.driver !== 'pglite') return db;
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-import-profile-'));
    return await openPglite({ dataDir, loadDataDir: await (db as PgliteDatabase).dump() });
  } finally {
    await db.close();
  }
}
const raw: Database = await openDb();
const db = timed(raw);
// IMPORT_PROFILE_ANALYZE=1: statistics taken first, as the API takes them when it starts on the embedded database.
if (process.env.IMPORT_PROFILE_ANALYZE) await raw.exec('ANALYZE');
if (process.env.IMPORT_PROFILE_SQL) await raw.exec(process.env.IMPORT_PROFILE_SQL);
const database = process.env.TEST_DATABASE_URL ? (await raw.one<{ name: string }>('SELECT current_database() AS name'))!.name : undefined;
const background = createBackgroundTasks(silentLogger);
const app = createApp({ db, config: testConfig, logger: silentLogger, background });
const server = app.listen(0);
const base = `http://localhost:${(server.address() as AddressInfo).port}`;
const post = async (url: string, body: object, token?: string) => {
  // Once more after a reset connection (a kept-alive socket the server closed meanwhile).
  const call = () => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const response = await call().catch(call);
  const answer = await response.json();
  if (!response.ok && response.status !== 202) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};
try {
  const admin = await post('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD });
  const atlas = await post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD });
  const lob = (await raw.one<{ intake_id: number; program_id: number; state_code: string }>(
    `SELECT p.intake_id, min(p.id) AS program_id, (SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id
        WHERE i.client_id = p.client_id AND i.intake_id = p.intake_id ORDER BY s.id LIMIT 1) AS state_code
       FROM intake_programs p WHERE p.client_id = $1 GROUP BY p.client_id, p.intake_id ORDER BY p.intake_id LIMIT 1`,
    [admin.client_id],
  ))!;
  const lines = ['Policy Number,First Name,Last Name,Address,City,State,Zip Code,Phone Number,Email,Effective Date,Premium'];
  for (let i = 1; i <= ROWS; i += 1) {
    lines.push(`PROF-${i},Insured${i},Company${i},${i} Main St,Austin,${lob.state_code},73301,5125550100,insured${i}@example.com,2026-03-${String((i % 28) + 1).padStart(2, '0')},${(500 + (i % 900)).toFixed(2)}`);
  }
  const fields = { sender_name: 'Atlas', sender_id: 'ATL', period: '032026', control_value: '1', intake_id: lob.intake_id };
  const uploaded = await bdxUpload(app, '/createbybdx', atlas.token, fields, { name: `profile-${Date.now()}.csv`, content: Buffer.from(`${lines.join('\n')}\n`) });
  if (uploaded.status !== 200) throw new Error(`upload ${uploaded.status} ${uploaded.text}`);
  const light = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/viewcountry`, { headers: { authorization: `Bearer ${admin.token}` } });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i += 1) await light();
  const idle: number[] = [];
  for (let i = 0; i < 300; i += 1) idle.push(await light());
  const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

  timing = true;
  // How long the API's thread was held at a time: what a call arriving meanwhile waits before it is read.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpu = process.cpuUsage();
  const serverBefore = serverCpu(database);
  const started = performance.now();
  const job = await post('/Importedbdximport', { id: uploaded.body.brdx.id, program_id: lob.program_id }, admin.token);
  let done = false;
  const during: number[] = [];
  const calls = (async () => {
    while (!done && process.env.LIGHT !== '0') during.push(await light());
  })();
  let end: { status: string; error?: string; result?: { imported: number } };
  for (;;) {
    end = await post('/viewjob', { id: job.job_id }, admin.token);
    if (end.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  done = true;
  await calls;
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  loopDelay.disable();
  timing = false;
  if (end.status !== 'done') throw new Error(`import: ${end.error}`);
  const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
  for (const [sql, entry] of rows.slice(0, 25)) {
    console.log(`${(entry.ms / 1000).toFixed(2).padStart(7)} s (CPU ${(entry.cpu / 1000).toFixed(2).padStart(6)} s) ${String(entry.n).padStart(6)}x max ${entry.max.toFixed(0).padStart(5)} ms  ${sql}`);
  }
  console.log(
    `${ROWS} rows (${end.result?.imported} imported): ${wall.toFixed(1)} s wall, API CPU ${((used.user + used.system) / 1e6).toFixed(1)} s` +
      (database ? `, server CPU ${(serverCpu(database) - serverBefore).toFixed(1)} s` : '') +
      `; event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms` +
      `; /viewcountry p99 idle ${p99(idle).toFixed(0)} ms, during ${during.length ? p99(during).toFixed(0) : '-'} ms (${during.length} calls); load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
} finally {
  server.close();
  await background.settled();
  await raw.close();
}
