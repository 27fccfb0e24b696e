/**
 * What the in-process import profiles share (import-profile.ts, claims-import-profile.ts): a
 * database whose statements and transactions are timed, the CPU of the test database's server
 * processes, an API on a port with the calls the profiles make, and the measure of a job run: wall
 * and CPU time, how long the API's thread was held at a time (its event loop's delay), the p99 of a
 * light call (GET /viewcountry) made one after another during it against the same idle, and the
 * longest wait of the job's polls (POST /viewjob, which reads the database).
 */
import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createApp } from '../../src/app';
import { createBackgroundTasks } from '../../src/background';
import type { Database, Db } from '../../src/db/db';
import { openPglite, openPgliteThread, type PgliteDatabase } from '../../src/db/pglite';
import { silentLogger } from '../../src/logger';
import { createTestDb, DEMO_PASSWORD, testConfig } from '../helpers';

interface Timing {
  n: number;
  ms: number;
  max: number;
  cpu: number;
}

/** Statements grouped by their first words, and the transactions begun outside one (each holds the embedded database whole). */
export interface Timings {
  statements: Map<string, Timing>;
  transactions: Timing;
  /** Off until the measure begins. */
  on: boolean;
}

const keyOf = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const add = (entry: Timing, ms: number, cpu: number) => {
  entry.n += 1;
  entry.ms += ms;
  entry.max = Math.max(entry.max, ms);
  // This process's CPU meanwhile (the embedded database runs in it; with LIGHT=0 little else does).
  entry.cpu += cpu;
};
const emptyTiming = (): Timing => ({ n: 0, ms: 0, max: 0, cpu: 0 });

/** `db` with every statement, and every transaction begun outside one, timed into `timings` while it is on. */
export function timed<T extends Db>(db: T, timings: Timings, inTransaction = false): T {
  const time = async <R>(sql: string, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    try {
      return await run();
    } finally {
      if (timings.on) {
        const key = keyOf(sql);
        const entry = timings.statements.get(key) ?? emptyTiming();
        timings.statements.set(key, entry);
        add(entry, performance.now() - started, cpuMs(cpuStarted));
      }
    }
  };
  return {
    ...db,
    query: (sql: string, params?: readonly unknown[]) => time(sql, () => db.query(sql, params)),
    one: (sql: string, params?: readonly unknown[]) => time(sql, () => db.one(sql, params)),
    exec: (sql: string) => time(sql, () => db.exec(sql)),
    transaction: async <R>(fn: (tx: Db) => Promise<R>) => {
      if (inTransaction) return db.transaction((tx) => fn(timed(tx, timings, true)));
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      try {
        return await db.transaction((tx) => fn(timed(tx, timings, true)));
      } finally {
        if (timings.on) add(timings.transactions, performance.now() - started, cpuMs(cpuStarted));
      }
    },
  } as T;
}

export const newTimings = (): Timings => ({ statements: new Map(), transactions: emptyTiming(), on: false });

/** CPU seconds of the server processes serving `database` (PostgreSQL), from /proc. */
export function serverCpu(database: string | undefined): number {
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

/**
 * The test database; IMPORT_PROFILE_DISK=1: the embedded database in a folder on disk, as the API
 * keeps it, instead of in memory. `thread`: the embedded database in a thread of its own, as the API
 * runs it (the API's thread then holds only its own work, not the statements').
 */
export async function openProfileDb({ thread = false } = {}): Promise<Database> {
  const db = await createTestDb();
  if ((!process.env.IMPORT_PROFILE_DISK && !thread) || db.driver !== 'pglite') return db;
  try {
    const options = { loadDataDir: await (db as PgliteDatabase).dump() };
    const dataDir = process.env.IMPORT_PROFILE_DISK ? await mkdtemp(path.join(tmpdir(), 'kyubos-import-profile-')) : undefined;
    return await (thread ? openPgliteThread : openPglite)({ ...options, dataDir });
  } finally {
    await db.close();
  }
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

/** The API in-process on a port, on `raw` timed into the returned timings, with the calls a profile makes. */
export async function profileApi(raw: Database) {
  const timings = newTimings();
  const db = timed(raw, timings);
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
  const light = async (token: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/viewcountry`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return performance.now() - started;
  };

  /**
   * Starts a job with `start` (answering its id) and waits for its end while light calls run; prints
   * the statements that took longest, the longest transaction and the figures of the run.
   */
  async function measureJob<R>(label: string, token: string, start: () => Promise<number>): Promise<{ status: string; error?: string; result?: R }> {
    for (let i = 0; i < 50; i += 1) await light(token);
    const idle: number[] = [];
    const idleDelay = monitorEventLoopDelay({ resolution: 1 });
    idleDelay.enable();
    for (let i = 0; i < 300; i += 1) idle.push(await light(token));
    idleDelay.disable();
    timings.on = true;
    // How long the API's thread was held at a time: what a call arriving meanwhile waits before it is read.
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    // Garbage collection holds the thread too, whoever made the garbage: its longest pause apart.
    let gcMax = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    const cpu = process.cpuUsage();
    const serverBefore = serverCpu(database);
    const started = performance.now();
    const jobId = await start();
    let done = false;
    const during: number[] = [];
    const calls = (async () => {
      while (!done && process.env.LIGHT !== '0') during.push(await light(token));
    })();
    let end: { status: string; error?: string; result?: R };
    // The job's polls need the database: on the embedded database they wait for the import's transaction.
    const polls: number[] = [];
    for (;;) {
      const polled = performance.now();
      end = await post('/viewjob', { id: jobId }, token);
      polls.push(performance.now() - polled);
      if (end.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    done = true;
    await calls;
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    loopDelay.disable();
    gc.disconnect();
    timings.on = false;
    const rows = [...timings.statements.entries()].sort((a, b) => b[1].ms - a[1].ms);
    for (const [sql, entry] of rows.slice(0, 25)) {
      console.log(`${(entry.ms / 1000).toFixed(2).padStart(7)} s (CPU ${(entry.cpu / 1000).toFixed(2).padStart(6)} s) ${String(entry.n).padStart(6)}x max ${entry.max.toFixed(0).padStart(5)} ms  ${sql}`);
    }
    const { transactions } = timings;
    console.log(`transactions: ${transactions.n}, ${(transactions.ms / 1000).toFixed(2)} s in all, the longest ${transactions.max.toFixed(0)} ms`);
    console.log(
      `${label}: ${wall.toFixed(1)} s wall, API CPU ${((used.user + used.system) / 1e6).toFixed(1)} s` +
        (database ? `, server CPU ${(serverCpu(database) - serverBefore).toFixed(1)} s` : '') +
        `; event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms` +
        ` (idle: ${(idleDelay.percentile(99) / 1e6).toFixed(0)} ms, ${(idleDelay.max / 1e6).toFixed(0)} ms), longest GC pause ${gcMax.toFixed(0)} ms` +
        `; /viewcountry p99 idle ${p99(idle).toFixed(0)} ms, during ${during.length ? p99(during).toFixed(0) : '-'} ms, max ${during.length ? Math.max(...during).toFixed(0) : '-'} ms (${during.length} calls); POST /viewjob max ${Math.max(...polls).toFixed(0)} ms (${polls.length} calls); load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );
    return end;
  }

  return {
    app,
    post,
    measureJob,
    async close() {
      server.close();
      await background.settled();
    },
  };
}

/**
 * Who a profiled carrier file goes between: summit_admin (who imports it) and atlas_carrier (who
 * uploads it), signed in; and Summit's first line of business, with its first program and state.
 */
export async function carrierFileParties(raw: Database, post: Awaited<ReturnType<typeof profileApi>>['post']) {
  const admin = await post('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD });
  const atlas = await post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD });
  const lob = (await raw.one<{ intake_id: number; program_id: number; state_code: string }>(
    `SELECT p.intake_id, min(p.id) AS program_id, (SELECT s.state_code FROM intake_states i JOIN states s ON s.id = i.state_id
        WHERE i.client_id = p.client_id AND i.intake_id = p.intake_id ORDER BY s.id LIMIT 1) AS state_code
       FROM intake_programs p WHERE p.client_id = $1 GROUP BY p.client_id, p.intake_id ORDER BY p.intake_id LIMIT 1`,
    [admin.client_id],
  ))!;
  return { admin, atlas, lob };
}
