/**
 * The record lists at scale (issue: 100,000 quotation records for one client): a throwaway
 * embedded database seeded as usual plus 100,000 records for Summit, the real app listening on
 * a free port, and the list calls timed over HTTP. Prints one JSON line of figures for
 * `pnpm bench` (packages/devtools/src/bench/lists.mjs). Run: node --import tsx test/scale/record-list-scale.ts
 */
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@kyubos/contracts';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/logger';
import { DEMO_PASSWORD, createTestDb, testConfig } from '../helpers';
import { seedScaleBook } from './scale-book';

const RECORDS = Number(process.env.LIST_SCALE_RECORDS ?? 100_000);
const CALLS = Number(process.env.LIST_SCALE_CALLS ?? 200);
const WARM_UP = 20;

const db = await createTestDb();
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const seeded = Date.now();
  await seedScaleBook(db, RECORDS);
  const seedSeconds = (Date.now() - seeded) / 1000;

  const login = (await (
    await fetch(`${base}/commonlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'summit_admin', password: DEMO_PASSWORD }) })
  ).json()) as LoginResponse;

  async function call(path: string, body: object): Promise<{ ms: number; total: number; rows: number }> {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ company_id: login.client_id, ...body }),
    });
    const answer = (await response.json()) as { Policyquotations?: unknown[]; total?: number; message?: string };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
    return { ms: performance.now() - started, total: answer.total ?? 0, rows: answer.Policyquotations?.length ?? 0 };
  }

  // The four lists as their screens call them: the full list on the home page (35 rows), the
  // quotation, binder and policy lists (15 rows).
  const calls: Record<string, [string, object]> = {};
  const lists = { fullList: ['/policyquotationlist', 35], quotationList: ['/viewpolicyquotationlist', 15], binderList: ['/viewpolicybinderlist', 15], policyList: ['/viewpolicylist', 15] } as const;
  for (const [name, [path, pageSize]] of Object.entries(lists)) {
    calls[`${name}FirstPage`] = [path, { page: 1, pageSize }];
    calls[`${name}Filtered`] = [path, { page: 1, pageSize, filters: { lastname: 'mart' } }];
  }
  // One day of the book (1,440 records), typed as the list shows it: MM/DD/YYYY.
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  const day = `${dayAgo.slice(5, 7)}/${dayAgo.slice(8, 10)}/${dayAgo.slice(0, 4)}`;
  calls.fullListFilteredByDay = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { createdAt: day } }];
  calls.fullListSortedByName = ['/policyquotationlist', { page: 1, pageSize: 35, sort: 'lastname', direction: 'asc' }];
  calls.fullListSortedByAmountDesc = ['/policyquotationlist', { page: 1, pageSize: 35, sort: 'policyamount', direction: 'desc' }];

  // A warm server is measured, as users meet it: every call is made WARM_UP times before any is
  // timed, so the first figure does not carry the process's start (code not yet optimised, pages
  // not yet read since the seed).
  for (let round = 0; round < WARM_UP; round += 1) for (const [path, body] of Object.values(calls)) await call(path, body);
  const figures: Record<string, unknown> = { records: RECORDS, seedSeconds };
  for (const [name, [path, body]] of Object.entries(calls)) {
    const results = [];
    for (let i = 0; i < CALLS; i += 1) results.push(await call(path, body));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (share: number) => times[Math.ceil(times.length * share) - 1]!;
    figures[name] = { p50: at(0.5), p95: at(0.95), total: results[0]!.total, rows: results[0]!.rows };
  }
  console.log(JSON.stringify(figures));
} finally {
  server.close();
  await db.close();
}
