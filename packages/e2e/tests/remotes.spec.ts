import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '@kyubos/webpack-config/serve';
import { API, countReactDomCopies, origin, port, reactDomCopies, storeSession } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The remotes' ports, from the one registry of the apps (every app but the host). */
const REMOTE_PORTS = (JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: { port: number; host?: boolean }[] }).apps
  .filter((app) => !app.host)
  .map((app) => app.port);

test('a menu item loads its area’s remote at run time from its own port, with one copy of react-dom', async ({ page }) => {
  await page.addInitScript(countReactDomCopies);
  const remoteFiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(port(3002)) && response.ok()) remoteFiles.push(url.pathname);
  });
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Intake' }).click();
  await expect(page).toHaveURL(/\/user_admin_intakecategory$/);
  await expect(page.locator('#kyubos-area')).not.toBeEmpty();
  expect(remoteFiles).toContain('/mf-manifest.json');
  expect(remoteFiles).toContain('/remoteEntry.js');
  // The header and menus stay the shell's.
  await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');
  expect(await reactDomCopies(page)).toBe(1);
});

test('entry files are served no-cache and hashed chunks cached for good', async ({ request }) => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'runtime-config.json']) {
    const response = await request.get(`${origin(3001)}/${file}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
  const manifest = await (await request.get(`${origin(3001)}/mf-manifest.json`)).json();
  const chunk = manifest.exposes[0].assets.js.sync[0] as string;
  const response = await request.get(`${origin(3001)}/${chunk}`);
  expect(response.headers()['cache-control']).toContain('immutable');
});

/**
 * Scripts go out from the brotli copies the build writes beside them (precompress.mjs) to a
 * browser that accepts br, unchanged in content, with their cache headers; a client that does not
 * gets them compressed on the fly.
 */
test('scripts are sent from the build’s brotli copies when the browser accepts br, else gzipped on the fly', async ({ request }) => {
  const manifest = await (await request.get(`${origin(3001)}/mf-manifest.json`)).json();
  const dist = path.join(ROOT, 'mfe-reference-data', 'dist');
  // A chunk of the './app' module large enough to have a copy (PRECOMPRESS_MIN_BYTES).
  const chunk = (manifest.exposes[0].assets.js.sync as string[]).find((file) => fs.existsSync(path.join(dist, `${file}.br`)));
  if (!chunk) throw new Error('no chunk of ./app has a brotli copy');
  const copy = fs.readFileSync(path.join(dist, `${chunk}.br`));
  const brotli = await request.get(`${origin(3001)}/${chunk}`, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(Number(brotli.headers()['content-length'])).toBe(copy.length);
  expect(brotli.headers()['cache-control']).toContain('immutable');
  expect(brotli.headers()['content-type']).toContain('javascript');
  expect((await brotli.body()).equals(fs.readFileSync(path.join(dist, chunk)))).toBe(true);
  const entry = await request.get(`${origin(3001)}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const gzip = await request.get(`${origin(3001)}/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test('pages carry helmet’s headers and a Content-Security-Policy that allows exactly the remotes and the API; source maps are not served', async ({ request }) => {
  const shell = await request.get(`${origin(3000)}/user_admin_countries`);
  const headers = shell.headers();
  const csp = headers['content-security-policy'] ?? '';
  const remotes = REMOTE_PORTS.map(origin).join(' ');
  // Inline, only the page's own script (the app shell's), by its hash.
  const inline = /<script>([\s\S]*?)<\/script>/.exec(await shell.text())?.[1] ?? '';
  expect(inline).not.toBe('');
  expect(csp).toContain(`script-src 'self' ${remotes} 'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}';`);
  expect(csp).toContain(`connect-src 'self' ${API} ${remotes};`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  // A remote's own page allows only itself and the API.
  const portal = (await request.get(`${origin(3005)}/BDX_Login`)).headers()['content-security-policy'] ?? '';
  expect(portal).toContain("script-src 'self';");
  expect(portal).toContain(`connect-src 'self' ${API};`);

  const manifest = await (await request.get(`${origin(3001)}/mf-manifest.json`)).json();
  const chunk = manifest.exposes[0].assets.js.sync[0] as string;
  const code = await (await request.get(`${origin(3001)}/${chunk}`)).text();
  expect(code).not.toMatch(/sourceMappingURL=[\w.-]+\.map/);
  expect((await request.get(`${origin(3001)}/${chunk}.map`)).status()).toBe(404);
});

test('the page carries the runtime config of the moment and a preconnect to the API; a page served without it still opens, from runtime-config.json', async ({ page, request }) => {
  const html = await (await request.get(`${origin(3000)}/user_admin_countries`)).text();
  const inPage = /<script type="application\/json" id="kyubos-runtime-config">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(inPage ?? 'null')).toEqual(await (await request.get(`${origin(3000)}/runtime-config.json`)).json());
  expect(html).toContain(`<link rel="preconnect" href="${new URL(API).origin}" crossorigin>`);

  await storeSession(page, 'summit_admin');
  const configRequests: string[] = [];
  page.on('request', (sent) => sent.url().endsWith('/runtime-config.json') && configRequests.push(sent.url()));
  await page.goto('/user_admin_countries');
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  expect(configRequests).toEqual([]);

  // As a host that serves the page as built would: the shell requests the file instead. (The
  // element is removed as the page is parsed: a page fulfilled by the test would lose the
  // browser's permission to call localhost.)
  await page.addInitScript(() => {
    new MutationObserver(() => document.getElementById('kyubos-runtime-config')?.remove()).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  expect(configRequests).toEqual([`${origin(3000)}/runtime-config.json`]);
});

test.describe('a remote whose server is down', () => {
  // A second copy of the shell (port 3050) whose runtime config points the reference-data
  // area at port 3051, where this test starts and stops the remote's server itself.
  // The quotations area (the home page's list) is pointed at port 3052 the same way.
  const SHELL = origin(3050);
  const REMOTE = origin(3051);
  const QUOTATIONS = origin(3052);
  let shell: Server;
  let remote: Server | null = null;
  let quotations: Server | null = null;
  const startRemote = () =>
    new Promise<void>((resolve) => {
      remote = createStaticServer(path.join(ROOT, 'mfe-reference-data')).listen(port(3051), resolve);
    });
  const startQuotations = () =>
    new Promise<void>((resolve) => {
      quotations = createStaticServer(path.join(ROOT, 'mfe-quotations')).listen(port(3052), resolve);
    });
  const stop = (server: Server | null) =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const stopRemote = async () => {
    await stop(remote);
    remote = null;
  };

  test.beforeAll(async () => {
    shell = createStaticServer(path.join(ROOT, 'shell'), {
      ...process.env,
      KYUBOS_REMOTE_REFERENCE_DATA_ENTRY: `${REMOTE}/mf-manifest.json`,
      KYUBOS_REMOTE_QUOTATIONS_ENTRY: `${QUOTATIONS}/mf-manifest.json`,
    }).listen(port(3050));
  });
  test.afterAll(async () => {
    await stopRemote();
    await stop(quotations);
    shell.close();
  });

  test('on the home page only the quotations panel shows its error with Retry; the figures stay, and Retry loads the list once the area is back', async ({ page }) => {
    await storeSession(page, 'summit_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_home`);
    const panel = page.getByRole('alert').filter({ hasText: 'The quotations list could not be loaded' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('The quotations area is not answering. The figures above are unaffected.');
    await expect(page.getByTestId('count-users')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');

    await startQuotations();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Policies, quotations and binders' }).locator('tbody tr').first()).toBeVisible();
  });

  test('only its area shows an error panel with Retry; the header and other areas keep working', async ({ page, request }) => {
    // The page's policy follows the runtime config this server was given.
    const csp = (await request.get(`${SHELL}/user_admin_countries`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(REMOTE);
    expect(csp).not.toContain(origin(3001));
    await storeSession(page, 'summit_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_countries`);
    const panel = page.getByRole('alert').filter({ hasText: 'The reference data area could not be loaded' });
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');

    // Another area still loads.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Intake' }).click();
    await expect(page).toHaveURL(/\/user_admin_intakecategory$/);
    await expect(page.locator('#kyubos-area')).not.toBeEmpty();
    await expect(panel).toHaveCount(0);

    // The remote comes back: Retry loads it.
    await page.goto(`${SHELL}/user_admin_countries`);
    await expect(panel).toBeVisible();
    await startRemote();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('#kyubos-area')).not.toBeEmpty();
  });
});
