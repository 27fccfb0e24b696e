/**
 * The record lists at scale: 100,000 quotation records for one client in a throwaway embedded
 * database (mock-api/test/scale/record-list-scale.ts), then p95 of 200 list calls through the
 * API: each list's first page, and a page filtered by a header filter.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

export const title = 'Record lists with 100,000 quotation records, p95 of 200 calls';

function measure() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/scale/record-list-scale.ts'], {
      cwd: path.join(ROOT, 'mock-api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`the list scale run exited ${code}`))));
  });
}

export async function run({ figure }) {
  const result = await measure();
  figure('seedSeconds', result.seedSeconds, 's', `${result.records.toLocaleString('en-US')} records written`);
  figure('fullListFirstPage', result.fullListFirstPage.p95, 'ms', 'full list, first page of 35 (budget 20 ms)');
  figure('quotationListFirstPage', result.quotationListFirstPage.p95, 'ms', 'quotation list, first page of 15 (budget 20 ms)');
  figure('policyListFirstPage', result.policyListFirstPage.p95, 'ms', 'policy list, first page of 15 (budget 20 ms)');
  figure('quotationListFiltered', result.quotationListFiltered.p95, 'ms', 'quotation list filtered by last name (budget 50 ms)');
  figure('fullListSortedByName', result.fullListSortedByName.p95, 'ms', 'full list sorted by last name, first page');
}
