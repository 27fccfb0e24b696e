/**
 * `pnpm test`: type check, lint, unit and component tests (jest), API tests (node --test on a
 * fresh PGlite database), then browser end-to-end tests against production builds. Ends with
 * one line 'N passed, N failed' covering every suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, runStatus } from './apps.mjs';
import { runE2e } from './e2e.mjs';
import { checkSystemOnPostgres, withPostgres } from './postgres.mjs';

const reports = path.join(ROOT, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const results = [];
// Each suite's time runs from the end of the one before it (the first from the start).
let suiteStart = Date.now();
const runStart = suiteStart;
const record = (suite, passed, failed) => {
  const seconds = (Date.now() - suiteStart) / 1000;
  suiteStart = Date.now();
  results.push({ suite, passed, failed, seconds });
  console.log(`\n== ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s) ==\n`);
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

// 1. Types and lint count as one check each.
record('type check', ...((await runStatus('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'])) === 0 ? [1, 0] : [0, 1]));
record('lint', ...((await runStatus('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'])) === 0 ? [1, 0] : [0, 1]));

// 2. Unit and component tests.
const jestFile = path.join(reports, 'jest.json');
const jestCode = await runStatus('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${jestFile}`]);
const jest = readJson(jestFile);
const jestFailed = jest?.numFailedTests ?? 0;
record('unit (jest)', jest?.numPassedTests ?? 0, jestFailed + (jestCode !== 0 && jestFailed === 0 ? 1 : 0));

// 3. API tests: on the embedded database, then on a real PostgreSQL when the machine has one.
async function runApiSuite(suite, tapName, env = {}) {
  const tapFile = path.join(reports, tapName);
  const code = await runStatus('node', [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    ...fs.readdirSync(path.join(ROOT, 'mock-api/test')).filter((f) => f.endsWith('.test.ts')).map((f) => `test/${f}`),
  ], { cwd: path.join(ROOT, 'mock-api'), env: { ...process.env, ...env } });
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  record(suite, tapCount('pass'), tapCount('fail') + (code !== 0 && tapCount('fail') === 0 ? 1 : 0));
}
await runApiSuite('API (node --test)', 'api.tap', { TEST_DATABASE_URL: '' });
await withPostgres(async (url) => {
  await runApiSuite('API on PostgreSQL', 'api-postgres.tap', { TEST_DATABASE_URL: url });
  // The README's words: DATABASE_URL on an empty database, and the API migrates, seeds and serves.
  const ok = await checkSystemOnPostgres(url).then(
    () => true,
    (error) => (console.error(`The API on PostgreSQL (DATABASE_URL) failed: ${error.message}`), false),
  );
  record('API started on PostgreSQL', ...(ok ? [1, 0] : [0, 1]));
});

// 4. Browser end-to-end tests.
const e2e = await runE2e();
record('end-to-end (Chromium)', e2e.passed, e2e.failed);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.suite.padEnd(26)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${r.passed} passed, ${r.failed} failed`);
}
console.log(`  ${'total'.padEnd(26)} ${`${((Date.now() - runStart) / 1000).toFixed(1)} s`.padStart(8)}`);
fs.writeFileSync(path.join(reports, 'suite-times.json'), JSON.stringify(results, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
