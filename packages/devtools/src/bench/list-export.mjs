/**
 * Export of a list at scale: the full record list of 100,000 records (mock-api/test/scale/
 * list-export-scale.ts) exported as CSV and XLSX, from the call to the file's last byte (goal
 * <= 10 s), with the server's memory above its level before (goal: flat, not growing with the
 * rows) and the event loop's delay while it streams. EXPORT_SCALE_RECORDS (default 100000) sizes it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../apps.mjs';

export const title = 'Export of the full record list, 100,000 records, streamed';

function measure() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/scale/list-export-scale.ts'], {
      cwd: path.join(ROOT, 'mock-api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1))) : reject(new Error(`the export scale run exited ${code}`))));
  });
}

export async function run({ figure }) {
  const result = await measure();
  const records = result.records.toLocaleString('en-US');
  figure('seedSeconds', result.seedSeconds, 's', `${records} records written`);
  for (const format of ['csv', 'xlsx']) {
    const run = result[format];
    const name = format.toUpperCase();
    figure(`${format}Seconds`, run.seconds, 's', `${name}: ${run.rows.toLocaleString('en-US')} rows, call to last byte (goal <= 10 s)`);
    figure(`${format}Bytes`, run.bytes, 'bytes', `${name}: file size`);
    figure(`${format}HeapAboveMB`, run.heapAboveMB, 'MB', `${name}: server heap above its level before (peak)`);
    figure(`${format}RssAboveMB`, run.rssAboveMB, 'MB', `${name}: server resident memory above its level before (peak)`);
    figure(`${format}LoopP99Ms`, run.loopP99Ms, 'ms', `${name}: event loop delay while streaming, p99`);
    figure(`${format}LoopMaxMs`, run.loopMaxMs, 'ms', `${name}: event loop delay while streaming, max`);
  }
}
