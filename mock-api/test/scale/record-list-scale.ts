/**
 * The record lists at scale (issue: 100,000 quotation records for one client): a throwaway
 * embedded database seeded as usual plus 100,000 records for Summit, the real app listening on
 * a free port, and the list calls timed over HTTP from another process (record-list-caller.ts).
 * Prints one JSON line of figures for `pnpm bench` (packages/devtools/src/bench/lists.mjs).
 * Run: node --import tsx test/scale/record-list-scale.ts
 */
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db/db';
import { openPgliteThread, type PgliteDatabase } from '../../src/db/pglite';
import { silentLogger } from '../../src/logger';
import { createTestDb, testConfig } from '../helpers';
import { seedScaleBook } from './scale-book';

const RECORDS = Number(process.env.LIST_SCALE_RECORDS ?? 100_000);
const CALLS = Number(process.env.LIST_SCALE_CALLS ?? 200);
const WARM_UP = 20;

/** LIST_SCALE_DB_THREAD=1: the embedded database in a thread of its own, as the API opens it (openDatabase). */
async function openDb(): Promise<Database> {
  const db = await createTestDb();
  if (!process.env.LIST_SCALE_DB_THREAD || db.driver !== 'pglite') return db;
  try {
    return await openPgliteThread({ loadDataDir: await (db as PgliteDatabase).dump() });
  } finally {
    await db.close();
  }
}
const db = await openDb();
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const seeded = Date.now();
  await seedScaleBook(db, RECORDS);
  const seedSeconds = (Date.now() - seeded) / 1000;

  // The calls are timed from another process, as from a browser: on the server's own thread the
  // caller's work (its fetch, its JSON parsing, its garbage collection) would count as the server's.
  const caller = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./record-list-caller.ts', import.meta.url))], {
    env: { ...process.env, LIST_SCALE_BASE: base, LIST_SCALE_CALLS: String(CALLS), LIST_SCALE_WARM_UP: String(WARM_UP) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  caller.stdout.on('data', (chunk) => (output += chunk));
  // Served while waiting: the caller's calls are answered on this thread.
  const timed = await new Promise<Record<string, unknown>>((resolve, reject) => {
    caller.once('error', reject);
    caller.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the list caller exited ${code}`))));
  });
  const figures = { records: RECORDS, seedSeconds, ...timed };
  console.log(JSON.stringify(figures));
} finally {
  server.close();
  await db.close();
}
