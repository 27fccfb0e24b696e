import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const REPORT = path.join(ROOT, '.reports', 'bench.json');
const reportStamp = () => (fs.existsSync(REPORT) ? fs.statSync(REPORT).mtimeMs : undefined);

describe('pnpm bench', () => {
  it('refuses a BENCH_ONLY area that does not exist, naming the areas, before it runs or writes anything', () => {
    const before = reportStamp();
    const run = spawnSync(process.execPath, [path.join(__dirname, 'bench.mjs')], {
      cwd: ROOT,
      env: { ...process.env, BENCH_ONLY: 'bundle,navigation', KYUBOS_PORT_OFFSET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'BENCH_ONLY names no area "bundle": choose among bundles, navigation, api, lists, list-export, bdx, heavy-work, api-throughput, dashboard. Nothing was run or written.',
    );
    expect(run.stdout).not.toContain('Figures written');
    expect(reportStamp()).toBe(before);
  });
});
