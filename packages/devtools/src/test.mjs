/**
 * `pnpm test`: type check, lint, unit and component tests (jest), API tests (node --test on a
 * fresh PGlite database, then on PostgreSQL), then browser end-to-end tests against production
 * builds. Ends with one line 'N passed, N failed' covering every suite.
 *
 * Most suites keep one core busy, so they run in two lanes side by side:
 *   lane 1: type check → lint → jest → API on PGlite
 *   lane 2: production builds of the apps → API on PostgreSQL → API started on PostgreSQL
 * and the browser suite, which needs both cores, runs once both lanes are done. Lane 2's output
 * lines are prefixed with "[2]".
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildApps, runStatus } from './apps.mjs';
import { runE2e } from './e2e.mjs';
import { checkSystemOnPostgres, withPostgres } from './postgres.mjs';

const reports = path.join(ROOT, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const SUITES = ['type check', 'lint', 'unit (jest)', 'API (node --test)', 'API on PostgreSQL', 'API started on PostgreSQL', 'end-to-end (Chromium)'];
const results = new Map();
const runStart = Date.now();
/** Runs one suite, timing it on its own; `work` resolves with [passed, failed]. */
async function suite(name, work) {
  const started = Date.now();
  const [passed, failed] = await work().catch((error) => (console.error(`${name}: ${error.stack ?? error}`), [0, 1]));
  const seconds = (Date.now() - started) / 1000;
  results.set(name, { suite: name, passed, failed, seconds });
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s) ==\n`);
}
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const asCheck = (code) => (code === 0 ? [1, 0] : [0, 1]);

async function runApiSuite(tapName, env, prefix) {
  const tapFile = path.join(reports, tapName);
  const code = await runStatus('node', [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    ...fs.readdirSync(path.join(ROOT, 'mock-api/test')).filter((f) => f.endsWith('.test.ts')).map((f) => `test/${f}`),
  ], { cwd: path.join(ROOT, 'mock-api'), env: { ...process.env, ...env }, prefix });
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  return [tapCount('pass'), tapCount('fail') + (code !== 0 && tapCount('fail') === 0 ? 1 : 0)];
}

async function laneOne() {
  await suite('type check', async () => asCheck(await runStatus('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'])));
  await suite('lint', async () => asCheck(await runStatus('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'])));
  await suite('unit (jest)', async () => {
    const jestFile = path.join(reports, 'jest.json');
    const code = await runStatus('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${jestFile}`]);
    const jest = readJson(jestFile);
    const failed = jest?.numFailedTests ?? 0;
    return [jest?.numPassedTests ?? 0, failed + (code !== 0 && failed === 0 ? 1 : 0)];
  });
  await suite('API (node --test)', () => runApiSuite('api.tap', { TEST_DATABASE_URL: '' }));
}

/** Resolves true when the apps were built. */
async function laneTwo() {
  const started = Date.now();
  const built = await buildApps(undefined, { prefix: '[2]' }).then(
    () => true,
    (error) => (console.error(`[2] The production builds failed: ${error.message}`), false),
  );
  console.log(`\n== production builds of the apps (for the browser suite): ${((Date.now() - started) / 1000).toFixed(1)} s ==\n`);
  await withPostgres(async (url) => {
    await suite('API on PostgreSQL', () => runApiSuite('api-postgres.tap', { TEST_DATABASE_URL: url }, '[2]'));
    // The README's words: DATABASE_URL on an empty database, and the API migrates, seeds and serves.
    await suite('API started on PostgreSQL', async () => {
      await checkSystemOnPostgres(url);
      return [1, 0];
    });
  });
  return built;
}

const [, built] = await Promise.all([laneOne(), laneTwo()]);
await suite('end-to-end (Chromium)', async () => {
  if (!built) return [0, 1];
  const e2e = await runE2e({ build: false });
  return [e2e.passed, e2e.failed];
});

const ordered = SUITES.map((name) => results.get(name)).filter(Boolean);
const passed = ordered.reduce((sum, r) => sum + r.passed, 0);
const failed = ordered.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary (lanes 1 and 2 run side by side; each suite timed on its own)');
for (const r of ordered) {
  console.log(`  ${r.suite.padEnd(26)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${r.passed} passed, ${r.failed} failed`);
}
console.log(`  ${'total (wall clock)'.padEnd(26)} ${`${((Date.now() - runStart) / 1000).toFixed(1)} s`.padStart(8)}`);
fs.writeFileSync(path.join(reports, 'suite-times.json'), JSON.stringify(ordered, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
