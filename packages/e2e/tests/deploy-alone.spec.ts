import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer } from '@kyubos/webpack-config/serve';
import { countReactDomCopies, origin, port, reactDomCopies, storeSession } from './fixtures';
import { ROOT, buildApp, copyWorkspace, patchFile } from './workspace-copy';

/**
 * The README's promise for a remote deployed alone, with a change to a shared stateless package:
 * a copy of the workspace gets a new export in @kyubos/domain that the bordereaux area renders;
 * only that remote is rebuilt (from the copy) and served on 3054; the unchanged shell build is
 * served on 3053 with its runtime config pointing the area there.
 */
const SHELL = origin(3053);
const REMOTE = origin(3054);
const NOTE = 'Rules of a newer @kyubos/domain';
const CHANGED = '@kyubos/domain';

let copy = '';
const servers: Server[] = [];
const listen = (server: ReturnType<typeof createStaticServer>, at: number) =>
  new Promise<void>((resolve) => servers.push(server.listen(port(at), resolve)));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyWorkspace(['mfe-bdx']);
  fs.appendFileSync(path.join(copy, 'packages/domain/src/index.ts'), `export const deployedAloneNote = '${NOTE}';\n`);
  patchFile(
    path.join(copy, 'mfe-bdx/src/app/lifecycles.tsx'),
    "import { App } from './app';",
    [
      "import { deployedAloneNote } from '@kyubos/domain';",
      "import { App as AreaApp } from './app';",
      'const App = () => (<><p data-testid="deployed-alone">{deployedAloneNote}</p><AreaApp /></>);',
    ].join('\n'),
  );
  const buildMs = await buildApp(copy, 'mfe-bdx');
  console.log(`The bordereaux remote alone built in ${(buildMs / 1000).toFixed(1)} s`);
  test.info().annotations.push({ type: 'remote build (ms)', description: String(buildMs) });
  await listen(createStaticServer(path.join(copy, 'mfe-bdx')), 3054);
  await listen(createStaticServer(path.join(ROOT, 'shell'), { ...process.env, KYUBOS_REMOTE_BDX_ENTRY: `${REMOTE}/mf-manifest.json` }), 3053);
});

test.afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** The shared packages whose code each origin delivered to the page, read from the apps' manifests. */
function recordSharedDownloads(page: Page) {
  const files: string[] = [];
  page.on('response', (response) => {
    if (response.ok() && response.url().endsWith('.js')) files.push(response.url());
  });
  return async (origins: string[]): Promise<Map<string, Set<string>>> => {
    const delivered = new Map<string, Set<string>>();
    for (const from of origins) {
      const manifest = (await (await page.request.get(`${from}/mf-manifest.json`)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      for (const shared of manifest.shared) {
        const chunks = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => `${from}/${file}`);
        if (!chunks.some((chunk) => files.includes(chunk))) continue;
        delivered.set(shared.name, (delivered.get(shared.name) ?? new Set()).add(from));
      }
    }
    return delivered;
  };
}

/** The versions of one shared package that the apps provided to the page's share scope, loaded or not. */
function providedSharedVersions(page: Page, name: string) {
  return page.evaluate((wanted) => {
    type Entry = { from: string };
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const provided: { version: string; from: string }[] = [];
    for (const host of Object.values(scopes))
      for (const scope of Object.values(host))
        for (const [version, entry] of Object.entries(scope[wanted] ?? {}))
          if (!provided.some((seen) => seen.version === version)) provided.push({ version, from: entry.from });
    return provided;
  }, name);
}

/** Each shared package's versions in the page's share scope, with the app that provided each and the apps using it. */
function loadedSharedVersions(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__.__SHARE__;
    const loaded: Record<string, { version: string; from: string; usedBy: string[] }[]> = {};
    // Every app's view of the page's one share scope ("shell:1.0.0", "bdx:1.0.0"): the same entries.
    for (const host of Object.values(scopes))
      for (const scope of Object.values(host))
        for (const [name, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions)) {
            if (!(entry.loaded || typeof entry.lib === 'function') || loaded[name]?.some((seen) => seen.version === version)) continue;
            (loaded[name] ??= []).push({ version, from: entry.from, usedBy: [...new Set(entry.useIn ?? [])].sort() });
          }
    return loaded;
  });
}

test('a remote rebuilt alone after a change to @kyubos/domain shows it inside the unchanged shell, with one React DOM, one store and every other package loaded once', async ({ page }) => {
  // The system as deployed: the shell and the area from the same sources know nothing of the change.
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_bdx_create');
  await expect(page.getByRole('heading', { name: 'Created Files' })).toBeVisible();
  await expect(page.getByTestId('deployed-alone')).toHaveCount(0);

  await page.addInitScript(countReactDomCopies);
  const sharedDownloads = recordSharedDownloads(page);
  await storeSession(page, 'summit_admin', SHELL);
  await page.goto(`${SHELL}/user_admin_bdx_create`);

  // The new behaviour, inside the shell's header and menus, with the area's data read through the one store.
  await expect(page.getByTestId('deployed-alone')).toHaveText(NOTE);
  await expect(page.getByRole('heading', { name: 'Created Files' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await reactDomCopies(page)).toBe(1);

  // The area runs its newer copy of the changed package. The shell's build takes only display
  // helpers of it, from subpath entries bundled into the shell, so the shell provides no copy of the
  // whole; a copy the shell did provide would be an older version, used by the shell alone.
  const loaded = await loadedSharedVersions(page);
  expect(Object.keys(loaded).length).toBeGreaterThan(15);
  expect(loaded[CHANGED]).toContainEqual(expect.objectContaining({ from: 'bdx', usedBy: ['bdx'] }));
  for (const copy of loaded[CHANGED] ?? []) expect(copy.usedBy, `${CHANGED} from ${copy.from}`).toEqual([copy.from]);
  const provided = await providedSharedVersions(page, CHANGED);
  expect(provided.filter(({ from }) => from === 'bdx')).toHaveLength(1);
  expect(new Set(provided.map(({ version }) => version)).size).toBe(provided.length);
  // Every other package: one copy on the page, the state holders (React DOM, the store) the shell's, used by both.
  for (const [name, versions] of Object.entries(loaded)) {
    if (name === CHANGED) continue;
    expect(versions, name).toHaveLength(1);
  }
  for (const name of ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', '@kyubos/api', '@kyubos/session', '@kyubos/ui', '@kyubos/mfe']) {
    expect(loaded[name], name).toEqual([expect.objectContaining({ from: 'shell' })]);
  }
  for (const name of ['react', '@kyubos/api', '@kyubos/ui', '@kyubos/mfe']) {
    expect(loaded[name]?.[0]?.usedBy, name).toEqual(['bdx', 'shell']);
  }
  // The schemas (unchanged): one copy, downloaded from the shell (below), used by the area. The
  // shell's screens need them only when they show a form; the share scope may name the area as
  // the provider of that version when the area asked for it first.
  expect(loaded['@kyubos/contracts'], '@kyubos/contracts').toEqual([expect.objectContaining({ usedBy: expect.arrayContaining(['bdx']) })]);

  // What the browser downloaded: from the rebuilt remote, only the changed package and what the shell does not have.
  const delivered = await sharedDownloads([SHELL, REMOTE]);
  expect(delivered.size).toBeGreaterThan(15);
  expect([...(delivered.get(CHANGED) ?? [])]).toContain(REMOTE);
  const shellManifest = (await (await page.request.get(`${SHELL}/mf-manifest.json`)).json()) as { shared: { name: string }[] };
  const inShell = new Set(shellManifest.shared.map((shared) => shared.name));
  for (const [name, origins] of delivered) {
    if (name === CHANGED) continue;
    expect([...origins], name).toEqual([inShell.has(name) ? SHELL : REMOTE]);
  }
});
