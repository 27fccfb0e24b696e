import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';

const MOCK_API_DIR = path.resolve(import.meta.dirname, '..');

/** test/runner/run-files.mjs on some fixture files, as `pnpm test` runs a part of the API suites. */
function runFiles(...fixtures: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test-reporter=tap', 'test/runner/run-files.mjs', ...fixtures.map((name) => `test/runner/fixtures/${name}.fixture.ts`)],
    { cwd: MOCK_API_DIR, encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  );
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(result.stdout)?.[1]);
  return { status: result.status, output: result.stdout + result.stderr, pass: count('pass'), fail: count('fail'), skipped: count('skipped') };
}

describe('Several API test files in one process (test/runner/run-files.mjs)', () => {
  test('When two files run together, then each is a suite whose top-level hooks run around its own tests only', () => {
    const run = runFiles('first', 'second');
    assert.equal(run.status, 0, run.output);
    assert.deepEqual({ pass: run.pass, fail: run.fail, skipped: run.skipped }, { pass: 3, fail: 0, skipped: 1 }, run.output);
    assert.match(run.output, /^ok 1 - test\/runner\/fixtures\/first\.fixture\.ts$/m);
    assert.match(run.output, /^ok 2 - test\/runner\/fixtures\/second\.fixture\.ts$/m);
  });

  test('When a file fails while imported or a test fails, then each counts as failed, the other files still run, and the exit code is not 0', () => {
    const run = runFiles('broken', 'failing', 'first');
    assert.notEqual(run.status, 0);
    assert.deepEqual({ pass: run.pass, fail: run.fail }, { pass: 2, fail: 2 }, run.output);
    assert.match(run.output, /this file fails while it is imported/);
    assert.match(run.output, /^not ok 1 - test\/runner\/fixtures\/broken\.fixture\.ts$/m);
    assert.match(run.output, /^ok 3 - test\/runner\/fixtures\/first\.fixture\.ts$/m);
  });
});
