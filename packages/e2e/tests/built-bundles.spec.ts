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

/**
 * react-router's server exports (request handlers, cookies and sessions, RSC) are left out of the
 * shared react-router: no built file holds texts of their code.
 */
const SERVER_ONLY_TEXTS = ['cookie has an', 'requires React 19+ for RSC features'];

for (const { dir } of apps) {
  test(`${dir}: the production build leaves out react-router's server exports`, () => {
    const found = builtScripts(dir).flatMap(({ file, text }) =>
      SERVER_ONLY_TEXTS.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`),
    );
    expect(found).toEqual([]);
  });
}

/**
 * react-router/dom's hydration of server-rendered pages (HydratedRouter: single fetch, turbo-stream
 * decoding, the route manifest requests) is left out of the shared react-router-dom: no built file
 * holds texts of its code.
 */
const HYDRATION_ONLY_TEXTS = ['Unable to decode turbo-stream response', '/__manifest'];

for (const { dir } of apps) {
  test(`${dir}: the production build leaves out react-router's hydration of server-rendered pages`, () => {
    const found = builtScripts(dir).flatMap(({ file, text }) =>
      HYDRATION_ONLY_TEXTS.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`),
    );
    expect(found).toEqual([]);
  });
}

/**
 * The Module Federation runtime ships once per page: the shell's main bundle carries it and
 * provides it to the page; a remote's bundles (remoteEntry.js, its chunks and its own main) carry
 * none, and its own page loads it from federation-runtime.js before its main bundle.
 * `beforeInitContainer`, the name of one of its hooks, appears only in the runtime's core.
 */
const RUNTIME_CORE = 'beforeInitContainer';
const remoteDirs = apps.map((app) => app.dir).filter((dir) => dir !== 'shell');

test('shell: one built file carries the Module Federation runtime, the main bundle', () => {
  const carriers = builtScripts('shell').filter(({ text }) => text.includes(RUNTIME_CORE)).map(({ file }) => file);
  expect(carriers).toHaveLength(1);
  expect(carriers[0]).toMatch(/^main\./);
});

for (const dir of remoteDirs) {
  test(`${dir}: the remote's bundles carry no copy of the Module Federation runtime`, () => {
    const carriers = builtScripts(dir).filter(({ text }) => text.includes(RUNTIME_CORE)).map(({ file }) => file);
    expect(carriers).toEqual(['federation-runtime.js']);
    const remoteEntry = fs.readFileSync(path.join(ROOT, dir, 'dist', 'remoteEntry.js'), 'utf8');
    expect(remoteEntry).toContain('_FEDERATION_RUNTIME_CORE');
    // Its own page (standalone) loads the runtime first.
    const page = fs.readFileSync(path.join(ROOT, dir, 'dist', 'index.html'), 'utf8');
    const runtimeAt = page.indexOf('src="/federation-runtime.js"');
    expect(runtimeAt).toBeGreaterThan(-1);
    expect(runtimeAt).toBeLessThan(page.search(/src="\/main\.[\w]+\.js"/));
  });
}
