/**
 * The export of a list at scale: a throwaway embedded database seeded as usual plus 100,000
 * records for Summit (scale-book.ts), the real app on a free port, and the full list exported as
 * CSV then XLSX by another process (list-export-caller.ts), which reads each file as it streams.
 * Measured on the server's side while each export runs: its heap and resident memory above the
 * level before (sampled every 20 ms) and the event loop's delay (p99 and max), the loop every
 * other call is answered on. Prints one JSON line of figures for `pnpm bench`
 * (packages/devtools/src/bench/list-export.mjs).
 * Run: node --import tsx test/scale/list-export-scale.ts (EXPORT_SCALE_RECORDS, default 100000)
 */
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/logger';
import { createTestDb, testConfig } from '../helpers';
import { seedScaleBook } from './scale-book';

const RECORDS = Number(process.env.EXPORT_SCALE_RECORDS ?? 100_000);

const db = await createTestDb();
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Runs the caller for one format while sampling this process; answers the caller's figures and the server's. */
async function exportOnce(format: 'csv' | 'xlsx') {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  let heapPeak = heapBefore;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    const { heapUsed, rss } = process.memoryUsage();
    heapPeak = Math.max(heapPeak, heapUsed);
    rssPeak = Math.max(rssPeak, rss);
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // The longest the loop went without a turn: a timer due every 10 ms, and how late it ran.
  let lastTick = performance.now();
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - lastTick - 10);
    lastTick = now;
  }, 10);
  const caller = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./list-export-caller.ts', import.meta.url))], {
    env: { ...process.env, EXPORT_SCALE_BASE: base, EXPORT_SCALE_FORMAT: format },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  caller.stdout.on('data', (chunk) => (output += chunk));
  const timed = await new Promise<{ seconds: number; bytes: number; rows: number }>((resolve, reject) => {
    caller.once('error', reject);
    caller.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the export caller exited ${code}`))));
  });
  clearInterval(sampler);
  clearInterval(ticker);
  loop.disable();
  return {
    ...timed,
    heapAboveMB: (heapPeak - heapBefore) / 1024 / 1024,
    rssAboveMB: (rssPeak - rssBefore) / 1024 / 1024,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: longestStallMs,
  };
}

try {
  const seeded = Date.now();
  await seedScaleBook(db, RECORDS);
  const seedSeconds = (Date.now() - seeded) / 1000;
  const csv = await exportOnce('csv');
  const xlsx = await exportOnce('xlsx');
  console.log(JSON.stringify({ records: RECORDS, seedSeconds, csv, xlsx }));
} finally {
  server.close();
  await db.close();
}
