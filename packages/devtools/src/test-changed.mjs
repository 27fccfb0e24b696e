/**
 * `pnpm test:changed [--since <rev>] [--e2e <spec>...]`: the suites a change touches, for the
 * checks before a small commit. It never replaces `pnpm test` (CI runs every suite).
 *
 * The change: files differing from `--since` (default HEAD, i.e. what is not committed yet),
 * untracked files included. Then:
 * - type check (whole project: a change anywhere can break a type elsewhere);
 * - lint of the changed files;
 * - jest on the tests related to the changed files (jest --findRelatedTests);
 * - API tests on PGlite: a changed test file; for a changed `mock-api/src/<area>/` the test
 *   files named after the area or importing from it, plus the route-table checks; every API
 *   test file when the database, contracts or domain rules changed;
 * - end-to-end specs only when named with --e2e (after building the apps that changed).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, runStatus } from './apps.mjs';
import { runE2e } from './e2e.mjs';
import { runTypeCheck } from './typecheck.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const since = option('--since') ?? 'HEAD';
const e2eSpecs = args.includes('--e2e') ? args.slice(args.indexOf('--e2e') + 1).filter((arg) => !arg.startsWith('--')) : [];

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])]
  .filter((file) => fs.existsSync(path.join(ROOT, file)));
if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
console.log(`${changed.length} changed files since ${since}.`);

const results = [];
const check = async (name, command, commandArgs, options) => {
  const code = await runStatus(command, commandArgs, options);
  results.push({ name, ok: code === 0 });
};

// The type check of `pnpm test` and `pnpm typecheck`, with their incremental cache: only what changed is checked again.
results.push({ name: 'type check', ok: (await runTypeCheck()) === 0 });
const lintable = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
if (lintable.length) await check('lint', 'pnpm', ['exec', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...lintable]);
const related = changed.filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith('mock-api/'));
if (related.length) await check('jest (related)', 'pnpm', ['exec', 'jest', '--ci', '--passWithNoTests', '--findRelatedTests', ...related]);

const apiTests = apiTestsFor(changed);
if (apiTests.length) {
  console.log(`API tests: ${apiTests.join(' ')}`);
  // All in one process, each file a suite of its own (as in `pnpm test`).
  await check('API (PGlite)', 'node', ['--import', 'tsx', 'test/runner/run-files.mjs', ...apiTests.map((file) => `test/${file}`)], {
    cwd: path.join(ROOT, 'mock-api'),
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });
}

if (e2eSpecs.length) {
  const apps = APPS.filter((app) => changed.some((file) => file.startsWith(`${app.dir}/`))).map((app) => app.dir);
  process.env.E2E_BUILD = apps.length ? apps.join(',') : 'none';
  process.argv = [process.argv[0], process.argv[1], ...e2eSpecs];
  const e2e = await runE2e();
  results.push({ name: `end-to-end (${e2eSpecs.join(', ')})`, ok: e2e.failed === 0 && e2e.passed > 0 });
}

console.log('\nChecks of the change');
for (const result of results) console.log(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);

/** The API test files (names in mock-api/test) a change touches. */
function apiTestsFor(files) {
  const testDir = path.join(ROOT, 'mock-api/test');
  const all = fs.readdirSync(testDir).filter((file) => file.endsWith('.test.ts'));
  const touchesEverything = files.some((file) => /^(mock-api\/src\/db\/|mock-api\/test\/helpers\.ts|packages\/(contracts|domain)\/src\/)/.test(file));
  if (touchesEverything) return all;
  const picked = new Set(files.filter((file) => file.startsWith('mock-api/test/') && file.endsWith('.test.ts')).map((file) => path.basename(file)));
  // The runner that runs several test files in one process, and its fixtures.
  if (files.some((file) => file.startsWith('mock-api/test/runner/'))) picked.add('test-runner.test.ts');
  const areas = [...new Set(files.map((file) => /^mock-api\/src\/([^/]+)\//.exec(file)?.[1]).filter(Boolean))];
  // The route-table checks: every call has rules, a contract and owned tables.
  if (areas.length) for (const file of ['call-rules.test.ts', 'operations.test.ts', 'table-owners.test.ts']) picked.add(file);
  for (const area of areas) {
    const stem = area.split('-')[0].replace(/s$/, '');
    for (const file of all) {
      if (file.startsWith(stem) || fs.readFileSync(path.join(testDir, file), 'utf8').includes(`/src/${area}/`)) picked.add(file);
    }
  }
  return [...picked].filter((file) => all.includes(file)).sort();
}
