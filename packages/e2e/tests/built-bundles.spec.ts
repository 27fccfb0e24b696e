import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './workspace-copy';

/**
 * Checks on the production builds the browser tests run against (each app's `dist/`).
 * react-router's package maps every condition to its development build (dev warnings on); the
 * webpack config points production builds at `dist/production`. Minified, the flag that tells
 * the two apart is the variable assigned right after the RouteError context's display name:
 * `!1` (false) in the production build, `!0` (true) in the development build.
 */
const { apps } = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: { dir: string }[] };
const DEV_WARNINGS = /\.displayName="RouteError";var [\w$]+=(!0|!1)/;

function builtScripts(appDir: string): { file: string; text: string }[] {
  const dist = path.join(ROOT, appDir, 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dist, file), 'utf8') }));
}

for (const { dir } of apps) {
  test(`${dir}: the production build bundles react-router's production build`, () => {
    const flags = builtScripts(dir).flatMap(({ file, text }) => {
      const match = DEV_WARNINGS.exec(text);
      return match ? [{ file, devWarnings: match[1] === '!0' }] : [];
    });
    // Every app routes, so each build carries react-router once (shared, in its own chunk).
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.filter((flag) => flag.devWarnings)).toEqual([]);
  });
}
