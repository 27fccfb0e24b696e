/**
 * `pnpm test`: type check, lint, unit and component tests (jest), API tests (node --test on a
 * fresh PGlite database, then on PostgreSQL), then browser end-to-end tests against production
 * builds. Ends with each suite's time and one line 'N passed, N failed' covering every suite.
 *
 * Most suites keep one core busy, so two lanes run side by side:
 *   lane 1: type check → lint → jest
 *   lane 2: production builds of the apps → browser tests (they start as soon as the builds are done)
 * and each lane, once its own suites are done, takes the next part of the API suites from one
 * shared list (each API suite is cut into parts of a few test files, each part one Node process,
 * on PGlite and on PostgreSQL, then the API started on PostgreSQL), so both lanes end at about
 * the same time.
 * Lane 2's output lines are prefixed with "[2]".
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildApps, runStatus } from './apps.mjs';
import { runE2e } from './e2e.mjs';
import { runTypeCheck } from './typecheck.mjs';
import { checkSystemOnPostgres, withPostgres } from './postgres.mjs';

const reports = path.join(ROOT, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const SUITES = ['type check', 'lint', 'unit (jest)', 'API (node --test)', 'API on PostgreSQL', 'API started on PostgreSQL', 'end-to-end (Chromium)'];
/** How many parts each API suite is cut into (test files dealt out in turn): small parts let both lanes end together. */
const API_PARTS = 8;
const results = new Map();
const runStart = Date.now();
const sinceStart = () => `+${((Date.now() - runStart) / 1000).toFixed(0)} s`;

/**
 * Runs one suite (or one part of a suite), timing it on its own; `work` resolves with
 * [passed, failed]. The parts of a suite add up: their counts and their times.
 */
async function suite(name, work, { lane, part } = {}) {
  const started = Date.now();
  const startedAt = sinceStart();
  const [passed, failed] = await work().catch((error) => (console.error(`${name}: ${error.stack ?? error}`), [0, 1]));
  const seconds = (Date.now() - started) / 1000;
  const result = results.get(name) ?? { suite: name, passed: 0, failed: 0, seconds: 0, parts: 0 };
  results.set(name, { ...result, passed: result.passed + passed, failed: result.failed + failed, seconds: result.seconds + seconds, parts: result.parts + 1 });
  const label = part ? `${name}, part ${part}` : name;
  console.log(`\n${lane === 2 ? '[2] ' : ''}== ${label}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s, started ${startedAt}, lane ${lane}) ==\n`);
}
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const asCheck = (code) => (code === 0 ? [1, 0] : [0, 1]);

const API_TEST_FILES = fs.readdirSync(path.join(ROOT, 'mock-api/test')).filter((f) => f.endsWith('.test.ts')).sort();

/**
 * Runs some API test files in one Node process, one after the other, each file a suite of its own
 * (mock-api/test/runner/run-files.mjs): one start of Node and of the TypeScript loader for the
 * part instead of one per file.
 */
async function runApiFiles(files, tapName, env, prefix) {
  const tapFile = path.join(reports, tapName);
  const code = await runStatus('node', [
    '--import', 'tsx',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    'test/runner/run-files.mjs',
    ...files.map((f) => `test/${f}`),
  ], { cwd: path.join(ROOT, 'mock-api'), env: { ...process.env, ...env }, prefix });
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  return [tapCount('pass'), tapCount('fail') + (code !== 0 && tapCount('fail') === 0 ? 1 : 0)];
}

/** The API suites as parts: the test files dealt out in turn, PGlite and PostgreSQL parts alternating. */
function apiParts(postgresUrl) {
  const parts = [];
  for (let part = 1; part <= API_PARTS; part += 1) {
    const files = API_TEST_FILES.filter((_, index) => index % API_PARTS === part - 1);
    if (files.length === 0) continue;
    // Each part has its own data folder (API_TEST_PART): parts of one suite may run side by side.
    parts.push({
      name: 'API (node --test)',
      part,
      run: (prefix) => runApiFiles(files, `api-${part}.tap`, { TEST_DATABASE_URL: '', API_TEST_PART: String(part) }, prefix),
    });
    if (postgresUrl) {
      parts.push({
        name: 'API on PostgreSQL',
        part,
        run: (prefix) => runApiFiles(files, `api-postgres-${part}.tap`, { TEST_DATABASE_URL: postgresUrl, API_TEST_PART: String(part) }, prefix),
      });
    }
  }
  if (postgresUrl) {
    // The README's words: DATABASE_URL on an empty database, and the API migrates, seeds and serves.
    parts.push({ name: 'API started on PostgreSQL', run: async () => (await checkSystemOnPostgres(postgresUrl), [1, 0]) });
  }
  return parts;
}

async function laneOne() {
  await suite('type check', async () => asCheck(await runTypeCheck()), { lane: 1 });
  await suite('lint', async () => asCheck(await runStatus('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'])), { lane: 1 });
  await suite('unit (jest)', async () => {
    const jestFile = path.join(reports, 'jest.json');
    const code = await runStatus('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${jestFile}`]);
    const jest = readJson(jestFile);
    const failed = jest?.numFailedTests ?? 0;
    return [jest?.numPassedTests ?? 0, failed + (code !== 0 && failed === 0 ? 1 : 0)];
  }, { lane: 1 });
}

async function laneTwo() {
  const started = Date.now();
  const built = await buildApps(undefined, { prefix: '[2]' }).then(
    () => true,
    (error) => (console.error(`[2] The production builds failed: ${error.message}`), false),
  );
  console.log(`\n[2] == production builds of the apps (for the browser suite): ${((Date.now() - started) / 1000).toFixed(1)} s ==\n`);
  await suite('end-to-end (Chromium)', async () => {
    if (!built) return [0, 1];
    const e2e = await runE2e({ build: false, prefix: '[2]' });
    return [e2e.passed, e2e.failed];
  }, { lane: 2 });
}

/** Both lanes: each its own suites, then parts of the API suites from the shared list until none is left. */
async function runLanes(postgresUrl) {
  const shared = apiParts(postgresUrl);
  const lane = async (number, own) => {
    await own();
    for (let next = shared.shift(); next; next = shared.shift()) {
      await suite(next.name, () => next.run(number === 2 ? '[2]' : undefined), { lane: number, part: next.part });
    }
  };
  await Promise.all([lane(1, laneOne), lane(2, laneTwo)]);
}

let ranWithPostgres = false;
await withPostgres(async (url) => {
  ranWithPostgres = true;
  await runLanes(url);
});
if (!ranWithPostgres) await runLanes(null);

const ordered = SUITES.map((name) => results.get(name)).filter(Boolean);
const passed = ordered.reduce((sum, r) => sum + r.passed, 0);
const failed = ordered.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary (two lanes side by side; each suite timed on its own, a suite cut into parts as the sum of its parts)');
for (const r of ordered) {
  const parts = r.parts > 1 ? `   (${r.parts} parts)` : '';
  console.log(`  ${r.suite.padEnd(26)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${r.passed} passed, ${r.failed} failed${parts}`);
}
console.log(`  ${'total (wall clock)'.padEnd(26)} ${`${((Date.now() - runStart) / 1000).toFixed(1)} s`.padStart(8)}`);
fs.writeFileSync(path.join(reports, 'suite-times.json'), JSON.stringify(ordered, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
