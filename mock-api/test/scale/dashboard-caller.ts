/**
 * The caller of the dashboard at scale (dashboard-scale.ts starts it with the server's address in
 * DASHBOARD_SCALE_BASE): signs in as summit_admin and summit_agent, makes every call
 * DASHBOARD_SCALE_WARM_UP times, then times DASHBOARD_SCALE_CALLS of each and prints each call's
 * median and p95 as one JSON line.
 */
import type { LoginResponse } from '@kyubos/contracts';
import { reportPeriod, todayIso } from '@kyubos/domain';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants';

const base = process.env.DASHBOARD_SCALE_BASE!;
const calls = Number(process.env.DASHBOARD_SCALE_CALLS);
const warmUp = Number(process.env.DASHBOARD_SCALE_WARM_UP);

async function signIn(username: string): Promise<string> {
  const response = await fetch(`${base}/commonlogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return ((await response.json()) as LoginResponse).token;
}
const tokens = { admin: await signIn('summit_admin'), agent: await signIn('summit_agent') };

async function call(path: string, body: object, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return performance.now() - started;
}

const year = reportPeriod('year', todayIso());
const month = reportPeriod('month', todayIso());
const measured: Record<string, [string, object, string]> = {
  dashboard: ['/viewdashboard', {}, tokens.admin],
  dashboardAgent: ['/viewdashboard', {}, tokens.agent],
  reportMonth: ['/viewproductionreport', { ...month, groupBy: ['lob'] }, tokens.admin],
  reportYear: ['/viewproductionreport', { ...year, groupBy: ['lob', 'type'] }, tokens.admin],
  reportYearByCarrier: ['/viewproductionreport', { ...year, groupBy: ['carrier', 'agent'] }, tokens.admin],
  drillDown: ['/viewproductionrecords', { ...month, where: { type: 'New business' }, pageSize: 15 }, tokens.admin],
};

for (let round = 0; round < warmUp; round += 1) for (const [path, body, token] of Object.values(measured)) await call(path, body, token);
const figures: Record<string, unknown> = {};
for (const [name, [path, body, token]] of Object.entries(measured)) {
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) times.push(await call(path, body, token));
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.ceil(times.length * share) - 1]!;
  figures[name] = { p50: at(0.5), p95: at(0.95) };
}
console.log(JSON.stringify(figures));
