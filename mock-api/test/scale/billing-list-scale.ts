/**
 * The overdue list (`/viewbillinglist`) at scale: a throwaway database seeded as usual plus
 * 100,000 records for Summit (seedScaleBook: 25,000 policies, about 12,500 owing), the billing
 * cycle run once as of today (it opens the notices of non-payment the list shows and filters by),
 * the real app listening on a free port, and the list calls timed over HTTP. Prints one JSON line:
 * the seed and cycle in seconds, the first list call in ms, then each call's median, p95, min and
 * max in ms with the total and rows it answered.
 * The calls are made from this process: each answers one page (15 rows), so the caller's share of
 * a call (its fetch and JSON parsing) is small beside the server's.
 * Run: node --import tsx test/scale/billing-list-scale.ts (TEST_DATABASE_URL set: on PostgreSQL).
 */
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@kyubos/contracts';
import { addDays, todayIso } from '@kyubos/domain';
import { createApp } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants';
import { silentLogger } from '../../src/logger';
import { createTestDb, testConfig } from '../helpers';
import { seedScaleBook } from './scale-book';

const RECORDS = Number(process.env.BILLING_SCALE_RECORDS ?? 100_000);
const CALLS = Number(process.env.BILLING_SCALE_CALLS ?? 30);
const WARM_UP = 5;

const db = await createTestDb();
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(path: string, body: object, token?: string): Promise<{ ms: number; total: number; rows: number; answer: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { records?: unknown[]; total?: number; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return { ms: performance.now() - started, total: answer.total ?? 0, rows: answer.records?.length ?? 0, answer };
}

try {
  const seeded = Date.now();
  await seedScaleBook(db, RECORDS);
  // The policies that owe nothing paid their premium in full on their effective date, as a payment
  // (billing weighs the payments, on any day: before it they owed their instalments).
  await db.query(
    `INSERT INTO policy_payments (company_id, quotation_id, "policyPaymentType", paidamount, balance, created_at)
     SELECT company_id, id, 'ACH', policyamount, 0, policyeffectivedate + time '12:00'
       FROM policy_quotations WHERE unique_id LIKE 'SCALE-%' AND stage = 'Policy' AND balance = 0`,
  );
  const seedSeconds = (Date.now() - seeded) / 1000;
  const { token } = (await call('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD })).answer as unknown as LoginResponse;

  const cycled = Date.now();
  const cycle = (await call('/runbillingcycle', {}, token)).answer;
  const cycleSeconds = (Date.now() - cycled) / 1000;
  const firstCallMs = (await call('/viewbillinglist', {}, token)).ms;

  const today = todayIso();
  // Notices are opened on the day of the cycle: filtered by today's date as the list shows it (MM-DD-YYYY).
  const shownToday = `${today.slice(5, 7)}-${today.slice(8, 10)}-${today.slice(0, 4)}`;
  const measured: Record<string, object> = {
    firstPage: {},
    byInsured: { filters: { insured: 'mart' } },
    byNoticeDate: { filters: { notice_date: shownToday } },
    byOverdue: { filters: { overdue: '.5' } },
    sortedByOverdueDesc: { sort: 'overdue', direction: 'desc' },
    sortedByInsured: { sort: 'insured' },
    laterPage: { page: 200 },
    asofAMonthAgo: { asof: addDays(today, -30) },
  };
  for (let round = 0; round < WARM_UP; round += 1) for (const body of Object.values(measured)) await call('/viewbillinglist', body, token);
  const figures: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(measured)) {
    const results = [];
    for (let i = 0; i < CALLS; i += 1) results.push(await call('/viewbillinglist', body, token));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.max(0, Math.ceil(times.length * share) - 1)]! * 10) / 10;
    figures[name] = { min: at(0), p50: at(0.5), p95: at(0.95), max: at(1), total: results[0]!.total, rows: results[0]!.rows };
  }
  console.log(JSON.stringify({ records: RECORDS, seedSeconds, cycleSeconds, noticed: cycle.noticed, firstCallMs: Math.round(firstCallMs), ...figures }));
} finally {
  server.close();
  await db.close();
}
