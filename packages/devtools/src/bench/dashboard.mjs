/**
 * The home dashboard and the Production Report at scale: 100,000 records for one client spread
 * over the last year in a throwaway embedded database (mock-api/test/scale/dashboard-scale.ts),
 * then p95 of 200 calls of each through the API from another process, each call made 20 times
 * first. DASHBOARD_SCALE_RECORDS (default 100000) and DASHBOARD_SCALE_CALLS (default 200) size the run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

export const title = 'Dashboard and Production Report with 100,000 records, p95 of 200 calls';

function measure() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/scale/dashboard-scale.ts'], {
      cwd: path.join(ROOT, 'mock-api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`the dashboard scale run exited ${code}`))));
  });
}

const CALLS = [
  ['dashboard', '/viewdashboard, a client admin (budget 100 ms'],
  ['dashboardAgent', "/viewdashboard, an agent's user (budget 100 ms"],
  ['reportMonth', '/viewproductionreport, a month by line of business ('],
  ['reportYear', '/viewproductionreport, a year by line and transaction type ('],
  ['reportYearByCarrier', '/viewproductionreport, a year by carrier and agent ('],
  ['drillDown', "/viewproductionrecords, a month's new business, first page ("],
];

export async function run({ figure }) {
  const result = await measure();
  figure('seedSeconds', result.seedSeconds, 's', `${result.records.toLocaleString('en-US')} records written`);
  for (const [key, label] of CALLS) {
    const median = `median ${result[key].p50.toFixed(1)} ms)`;
    figure(key, result[key].p95, 'ms', `${label}${label.endsWith('(') ? '' : ', '}${median}`);
  }
}
