/**
 * Runs several API test files in this one process, one after the other, each as a suite named
 * after its file (its top-level hooks keep to its own tests): one Node start, one TypeScript
 * loader and one module graph for all of them instead of one process per file.
 *
 *   node --import tsx [--test-reporter=...] test/runner/run-files.mjs test/a.test.ts test/b.test.ts
 *
 * Each file still opens its own fresh database (test/helpers.ts). Node 20 has no
 * --test-isolation=none; this is its equivalent with per-file hooks.
 */
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, test } from 'node:test';

register('./hooks.mjs', import.meta.url);
const { startNoting, stopNoting, makeCalls } = await import('./node-test.mjs');

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: run-files.mjs <test file>...');
  process.exit(2);
}
for (const file of files) {
  const name = path.relative(process.cwd(), path.resolve(file));
  startNoting();
  let calls;
  try {
    await import(pathToFileURL(path.resolve(file)).href);
    calls = stopNoting();
  } catch (error) {
    stopNoting();
    await test(name, () => {
      throw error;
    });
    continue;
  }
  await describe(name, () => makeCalls(calls));
}
