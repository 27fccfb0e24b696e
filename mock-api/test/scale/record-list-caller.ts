/**
 * The caller of the record lists at scale (record-list-scale.ts starts it with the server's address
 * in LIST_SCALE_BASE): signs in as summit_admin, makes every call LIST_SCALE_WARM_UP times, then
 * times LIST_SCALE_CALLS of each and prints each call's median and p95 with the total and rows it
 * answered, as one JSON line.
 */
import type { LoginResponse } from '@kyubos/contracts';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants';

const base = process.env.LIST_SCALE_BASE!;
const calls = Number(process.env.LIST_SCALE_CALLS);
const warmUp = Number(process.env.LIST_SCALE_WARM_UP);

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
  const answer = (await response.json()) as { Policyquotations?: unknown[]; records?: unknown[]; total?: number; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return { ms: performance.now() - started, total: answer.total ?? 0, rows: (answer.Policyquotations ?? answer.records)?.length ?? 0 };
}

// The four lists as their screens call them: the full list on the home page (35 rows), the
// quotation, binder and policy lists (15 rows).
const measured: Record<string, [string, object]> = {};
const lists = { fullList: ['/policyquotationlist', 35], quotationList: ['/viewpolicyquotationlist', 15], binderList: ['/viewpolicybinderlist', 15], policyList: ['/viewpolicylist', 15] } as const;
for (const [name, [path, pageSize]] of Object.entries(lists)) {
  measured[`${name}FirstPage`] = [path, { page: 1, pageSize }];
  measured[`${name}Filtered`] = [path, { page: 1, pageSize, filters: { lastname: 'mart' } }];
}
// One day of the book (1,440 records), typed as the list shows it: MM/DD/YYYY.
const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
const day = `${dayAgo.slice(5, 7)}/${dayAgo.slice(8, 10)}/${dayAgo.slice(0, 4)}`;
// The number and first-name header filters (the scale book's SCALE-0012300 to -0012399; First99, First990...).
measured.fullListByNumber = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { unique_id: 'scale-00123' } }];
measured.fullListByFirstName = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { firstname: 'first99' } }];
measured.fullListFilteredByDay = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { createdAt: day } }];
// Filters matched by the column's distinct values (no trigram index): a part of the line of
// business and of the state (the scale book's records share the seeded record's), a day and month
// of the effective date without its year.
const monthDay = `${dayAgo.slice(5, 7)}-${dayAgo.slice(8, 10)}-`;
measured.fullListByLine = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { intake_Name: 'comp' } }];
measured.fullListByState = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { state_name: 'zon' } }];
measured.fullListByEffectiveMonthDay = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { policyeffectivedate: monthDay } }];
measured.fullListSortedByName = ['/policyquotationlist', { page: 1, pageSize: 35, sort: 'lastname', direction: 'asc' }];
measured.fullListSortedByAmountDesc = ['/policyquotationlist', { page: 1, pageSize: 35, sort: 'policyamount', direction: 'desc' }];
// A policy status (compared with today's date): the policies in force, or expired, on both policy lists.
measured.policyListByStatus = ['/viewpolicylist', { page: 1, pageSize: 15, filters: { life_status: 'In force' } }];
measured.fullListByStatus = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { life_status: 'Expired' } }];
measured.policyListSortedByStatus = ['/viewpolicylist', { page: 1, pageSize: 15, sort: 'life_status', direction: 'asc' }];
// Billing Status Delinquent (an instalment unpaid after its grace, compared with today's date): the
// policy list and the full list filtered by it, and the policy list sorted by it.
measured.policyListDelinquent = ['/viewpolicylist', { page: 1, pageSize: 15, filters: { billing_status: 'Delinquent' } }];
measured.fullListDelinquent = ['/policyquotationlist', { page: 1, pageSize: 35, filters: { billing_status: 'Delinquent' } }];
measured.policyListSortedByBillingStatus = ['/viewpolicylist', { page: 1, pageSize: 15, sort: 'billing_status', direction: 'asc' }];
// The header's search box (10 rows): by an insured's last name, a record number (100 of the
// scale book's SCALE-0012300 to -0012399) and a first name.
measured.searchByName = ['/searchrecords', { q: 'mart', pageSize: 10 }];
measured.searchByNumber = ['/searchrecords', { q: 'scale-00123', pageSize: 10 }];
measured.searchByFirstName = ['/searchrecords', { q: 'first99', pageSize: 10 }];

// A warm server is measured, as users meet it: every call is made warmUp times before any is
// timed, so the first figure does not carry the process's start (code not yet optimised, pages
// not yet read since the seed).
for (let round = 0; round < warmUp; round += 1) for (const [path, body] of Object.values(measured)) await call(path, body);
const figures: Record<string, unknown> = {};
for (const [name, [path, body]] of Object.entries(measured)) {
  const results = [];
  for (let i = 0; i < calls; i += 1) results.push(await call(path, body));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (share: number) => times[Math.ceil(times.length * share) - 1]!;
  figures[name] = { p50: at(0.5), p95: at(0.95), total: results[0]!.total, rows: results[0]!.rows };
}
console.log(JSON.stringify(figures));
