import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A copy of the workspace's sources (the shared packages and the given app folders) in a
 * temporary folder, for building one app from changed sources without touching the workspace.
 * The installed dependencies are shared: the root node_modules is linked, and every package's
 * node_modules keeps its relative links, so `@kyubos/*` resolve to the copy's packages.
 */
export function copyWorkspace(appDirs: string[]): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-workspace-'));
  fs.copyFileSync(path.join(ROOT, 'apps.json'), path.join(copy, 'apps.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  for (const folder of ['packages', ...appDirs]) {
    fs.cpSync(path.join(ROOT, folder), path.join(copy, folder), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|dist-sourcemaps)$/.test(source),
    });
  }
  return copy;
}

/** Replaces one exact piece of a file of the copy; fails when the piece is not there. */
export function patchFile(file: string, find: string, replace: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}`);
  fs.writeFileSync(file, text.replace(find, replace));
}

/**
 * A production build of one app of the copy, as cheap as it can be: no source maps and no
 * minifying, neither of which changes what is shared or at which version. Resolves with the
 * build's wall-clock time in milliseconds.
 */
export async function buildApp(copy: string, appDir: string): Promise<number> {
  const dir = path.join(copy, appDir);
  const started = Date.now();
  await promisify(execFile)(
    process.execPath,
    [path.join(dir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--no-devtool', '--no-optimization-minimize'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  return Date.now() - started;
}
