/**
 * Browser end-to-end tests: production builds of every app, served on their ports with the
 * API on a fresh embedded database, driven by Playwright in the machine's Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, API_PORT, PORT_OFFSET, ROOT, buildApps, portIsFree, runStatus, startSystem } from './apps.mjs';
import { E2E_SERVER_PORTS } from './ports.mjs';

/**
 * `build: false` when the caller has built the apps already; `prefix` goes before each line of
 * Playwright's output (for a run side by side with other suites).
 */
export async function runE2e({ build = true, prefix } = {}) {
  const busy = [];
  for (const port of [API_PORT, ...APPS.map((app) => app.port)]) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) {
    console.error(`End-to-end tests need ports ${busy.join(', ')}: stop what is using them (pnpm start?) and run again.`);
    return { passed: 0, failed: 1 };
  }
  // E2E_BUILD=none skips building; E2E_BUILD=shell,mfe-bdx builds only those apps.
  const only = process.env.E2E_BUILD;
  if (build && only !== 'none') await buildApps(only ? only.split(',') : undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-e2e-'));
  const stop = await startSystem({
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      // Tests that serve their own shell and remotes use 3050-3054 (plus the offset): the
      // remote-down test (shell on 3050) and the deploy-alone test (shell on 3053).
      CORS_ORIGINS: [...APPS.map((app) => app.port), ...E2E_SERVER_PORTS.map((base) => base + PORT_OFFSET)]
        .map((port) => `http://localhost:${port}`)
        .join(','),
    },
  });
  // Side-by-side runs (KYUBOS_PORT_OFFSET) keep their reports apart.
  const reportFile = path.join(ROOT, '.reports', PORT_OFFSET ? `e2e-${PORT_OFFSET}.json` : 'e2e.json');
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  let code;
  try {
    code = await runStatus('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
      cwd: path.join(ROOT, 'packages/e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, E2E_DATA_DIR: dataDir },
      prefix,
    });
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  const failed = report?.stats?.unexpected ?? (code === 0 ? 0 : 1);
  return { passed, failed: failed === 0 && code !== 0 ? 1 : failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { passed, failed } = await runE2e();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
