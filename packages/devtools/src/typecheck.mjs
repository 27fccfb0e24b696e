/**
 * The whole project's type check, one command for `pnpm typecheck`, `pnpm test` and
 * `pnpm test:changed`. Incremental: a second run on the same checkout checks only what changed;
 * its cache sits in node_modules/.cache, so the check leaves no file in the tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, runStatus } from './apps.mjs';

export const TYPE_CHECK_CACHE = path.join(ROOT, 'node_modules/.cache/kyubos/typecheck.tsbuildinfo');

/** Runs the type check; resolves with its exit code. */
export function runTypeCheck(options = {}) {
  return runStatus('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', TYPE_CHECK_CACHE], options);
}

const isMain = process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(new URL(import.meta.url).pathname);
if (isMain) process.exit(await runTypeCheck());
