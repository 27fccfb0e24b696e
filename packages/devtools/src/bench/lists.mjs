/**
 * The record lists at scale: 100,000 quotation records for one client in a throwaway embedded
 * database (mock-api/test/scale/record-list-scale.ts), then p95 of 200 list calls through the
 * API from another process, each call made 20 times first: each list's first page, a page
 * filtered by a header filter, and sorted pages. Each label carries the median too.
 * LIST_SCALE_RECORDS (default 100000) and LIST_SCALE_CALLS (default 200) size the run.
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

const LISTS = [
  ['fullList', 'full list', 35],
  ['quotationList', 'quotation list', 15],
  ['binderList', 'binder list', 15],
  ['policyList', 'policy list', 15],
];

export async function run({ figure }) {
  const result = await measure();
  const median = (key) => `, median ${result[key].p50.toFixed(1)} ms`;
  figure('seedSeconds', result.seedSeconds, 's', `${result.records.toLocaleString('en-US')} records written`);
  for (const [key, name, size] of LISTS) {
    figure(`${key}FirstPage`, result[`${key}FirstPage`].p95, 'ms', `${name}, first page of ${size} (budget 20 ms${median(`${key}FirstPage`)})`);
    figure(`${key}Filtered`, result[`${key}Filtered`].p95, 'ms', `${name} filtered by last name (budget 50 ms${median(`${key}Filtered`)})`);
  }
  figure('fullListFilteredByDay', result.fullListFilteredByDay.p95, 'ms', `full list filtered by a day (budget 50 ms${median('fullListFilteredByDay')})`);
  figure('fullListByLine', result.fullListByLine.p95, 'ms', `full list filtered by part of the line of business, ${result.fullListByLine.total.toLocaleString('en-US')} found (budget 50 ms${median('fullListByLine')})`);
  figure('fullListByState', result.fullListByState.p95, 'ms', `full list filtered by part of the state, ${result.fullListByState.total.toLocaleString('en-US')} found (budget 50 ms${median('fullListByState')})`);
  figure('fullListByEffectiveMonthDay', result.fullListByEffectiveMonthDay.p95, 'ms', `full list filtered by an effective date's month and day, ${result.fullListByEffectiveMonthDay.total.toLocaleString('en-US')} found (budget 50 ms${median('fullListByEffectiveMonthDay')})`);
  figure('fullListSortedByName', result.fullListSortedByName.p95, 'ms', 'full list sorted by last name, first page');
  figure('fullListSortedByAmountDesc', result.fullListSortedByAmountDesc.p95, 'ms', 'full list sorted by amount, descending');
  figure('policyListByStatus', result.policyListByStatus.p95, 'ms', `policy list filtered by Policy Status In force (budget 50 ms${median('policyListByStatus')})`);
  figure('fullListByStatus', result.fullListByStatus.p95, 'ms', `full list filtered by Policy Status Expired (budget 50 ms${median('fullListByStatus')})`);
  figure('policyListSortedByStatus', result.policyListSortedByStatus.p95, 'ms', 'policy list sorted by Policy Status, first page');
  figure('policyListDelinquent', result.policyListDelinquent.p95, 'ms', `policy list filtered by Billing Status Delinquent, ${result.policyListDelinquent.total.toLocaleString('en-US')} found (budget 50 ms${median('policyListDelinquent')})`);
  figure('fullListDelinquent', result.fullListDelinquent.p95, 'ms', `full list filtered by Billing Status Delinquent, ${result.fullListDelinquent.total.toLocaleString('en-US')} found (budget 50 ms${median('fullListDelinquent')})`);
  figure('policyListSortedByBillingStatus', result.policyListSortedByBillingStatus.p95, 'ms', `policy list sorted by Billing Status, first page (median ${result.policyListSortedByBillingStatus.p50.toFixed(1)} ms)`);
  for (const [key, name] of [['searchByName', 'an insured name'], ['searchByNumber', 'a record number'], ['searchByFirstName', 'a first name']]) {
    figure(key, result[key].p95, 'ms', `/searchrecords by ${name}, ${result[key].total.toLocaleString('en-US')} found (budget 50 ms${median(key)})`);
  }
}
