import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API, PASSWORD, expiredToken, origin, signInAndLand } from './fixtures';
import { ROOT } from './workspace-copy';

/**
 * Checks on the production builds the browser tests run against (each app's `dist/`).
 * react-router's package maps every condition to its development build (dev warnings on); the
 * webpack config points production builds at `dist/production`. Both builds name the RouteError
 * context (`displayName="RouteError"`: the file that carries react-router); only the development
 * build keeps its warnings, such as the one for descendant <Routes> under a route without `*`,
 * which the production build's dead-code removal drops.
 */
const { apps } = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8')) as { apps: { dir: string }[] };
const REACT_ROUTER = 'displayName="RouteError"';
const DEV_WARNING = 'You rendered descendant <Routes>';

function builtScripts(appDir: string): { file: string; text: string }[] {
  const dist = path.join(ROOT, appDir, 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(dist, file), 'utf8') }));
}

for (const { dir } of apps) {
  test(`${dir}: the production build bundles react-router's production build`, () => {
    const scripts = builtScripts(dir);
    // Every app routes, so each build carries react-router once (shared, in its own chunk).
    expect(scripts.filter(({ text }) => text.includes(REACT_ROUTER))).toHaveLength(1);
    expect(scripts.filter(({ text }) => text.includes(DEV_WARNING)).map(({ file }) => file)).toEqual([]);
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
/** Likewise the functions of its webpack bundler runtime: the message of its `init`. */
const BUNDLER_RUNTIME = 'initOptions is required';
const remoteDirs = apps.map((app) => app.dir).filter((dir) => dir !== 'shell');

test('shell: one built file carries the Module Federation runtime, the main bundle', () => {
  for (const needle of [RUNTIME_CORE, BUNDLER_RUNTIME]) {
    const carriers = builtScripts('shell').filter(({ text }) => text.includes(needle)).map(({ file }) => file);
    expect(carriers).toHaveLength(1);
    expect(carriers[0]).toMatch(/^main\./);
  }
});

/**
 * The shell's page names the chunks of its start (`<link rel="preload">`: every visit needs them)
 * and lists the portal's (preloaded by the entry when a session is stored): built files, none in
 * both, the router's chunk only in the list (the sign-in page does not download it).
 */
test('shell: its page preloads the chunks of the start and lists the portal’s for a signed-in visit', () => {
  const page = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const preloaded = [...page.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map((match) => match[1]!);
  const listed = (JSON.parse(/<script type="application\/json" id="kyubos-signed-in-chunks">(.*?)<\/script>/.exec(page)?.[1] ?? '[]') as string[]).map((href) =>
    href.replace(/^\//, ''),
  );
  expect(preloaded.length).toBeGreaterThan(0);
  expect(listed.length).toBeGreaterThan(0);
  for (const file of [...preloaded, ...listed]) expect(fs.existsSync(path.join(ROOT, 'shell', 'dist', file)), file).toBe(true);
  expect(listed.filter((file) => preloaded.includes(file))).toEqual([]);
  const router = builtScripts('shell').find(({ text }) => text.includes(REACT_ROUTER))?.file;
  expect(listed).toContain(router);
  expect(preloaded).not.toContain(router);
});

for (const dir of remoteDirs) {
  test(`${dir}: the remote's bundles carry no copy of the Module Federation runtime`, () => {
    for (const needle of [RUNTIME_CORE, BUNDLER_RUNTIME]) {
      const carriers = builtScripts(dir).filter(({ text }) => text.includes(needle)).map(({ file }) => file);
      expect(carriers).toEqual(['federation-runtime.js']);
    }
    const remoteEntry = fs.readFileSync(path.join(ROOT, dir, 'dist', 'remoteEntry.js'), 'utf8');
    expect(remoteEntry).toContain('_FEDERATION_RUNTIME_CORE');
    expect(remoteEntry).toContain('_FEDERATION_BUNDLER_RUNTIME');
    // Its own page (standalone) loads the runtime first.
    const page = fs.readFileSync(path.join(ROOT, dir, 'dist', 'index.html'), 'utf8');
    const runtimeAt = page.indexOf('src="/federation-runtime.js"');
    expect(runtimeAt).toBeGreaterThan(-1);
    expect(runtimeAt).toBeLessThan(page.search(/src="\/main\.[\w]+\.js"/));
  });
}

/**
 * The first screen after sign-in (`/user_admin_countries`, opened with a session and a cold
 * cache: the shell, the portal and the reference-data screen) downloads at most 250 KB of
 * JavaScript as transferred (compressed), the goal `pnpm bench` prints the figure beside. A shared
 * kit module importing zod or a whole package, or a screen's code loaded at start, shows here.
 */
const FIRST_SCREEN_BUDGET = 250 * 1024;

/** A fresh browser context (cold cache) with summit_admin's session stored before any page runs. */
async function signedInContext(browser: Browser, request: APIRequestContext): Promise<BrowserContext> {
  const response = await request.post(`${API}/commonlogin`, { data: { username: 'summit_admin', password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  const login = await response.json();
  const context = await browser.newContext();
  await context.addInitScript((session) => {
    localStorage.setItem('user_token', session.token);
    localStorage.setItem('user_id', String(session.user_id));
    localStorage.setItem('client_id', String(session.client_id));
    localStorage.setItem('login_type', String(session.login_type));
    localStorage.setItem('Client_Type', 'MGU');
  }, login);
  return context;
}

test('the signed-in first screen downloads at most 250 KB of JavaScript', async ({ browser, request }) => {
  const context = await signedInContext(browser, request);
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() !== 'script') return;
    scripts.push(finished.sizes().then((sizes) => ({ url: finished.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto('/user_admin_countries');
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  expect(total, `${(total / 1024).toFixed(1)} KB in ${files.length} files: ${files.map((file) => `${file.url} ${file.bytes}`).join(', ')}`).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  await context.close();
});

/** Every request of the page to the apps' servers (not the API), by URL, from the moment it is attached. */
function appRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === API) return;
    counts.set(sent.url(), (counts.get(sent.url()) ?? 0) + 1);
  });
  return counts;
}

/** How the page's resource timing says each URL matching `pattern` was requested ('link': a preload, 'fetch', 'script'). */
const initiators = (page: Page, pattern: string): Promise<Record<string, string>> =>
  page.evaluate(
    (source) =>
      Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => [entry.name, (entry as PerformanceResourceTiming).initiatorType]),
      ),
    pattern,
  );

/**
 * A signed-in first visit requests the manifest of the remote its address belongs to from the
 * shell's entry (start.ts) and preloads the remote's entry, its './app' chunks and the files of the
 * shared modules it runs its own copy of before the portal asks the Module Federation runtime for them; the runtime uses those responses, so every
 * file is requested once. A signed-out visit preloads nothing of any remote.
 */
test('a signed-in first visit preloads its remote’s manifest, entry, app chunks and own shared modules, each requested once', async ({ browser, request }) => {
  const context = await signedInContext(browser, request);
  const page = await context.newPage();
  const requests = appRequests(page);
  await page.goto('/user_admin_countries');
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const twice = [...requests].filter(([, count]) => count > 1).map(([url]) => url);
  expect(twice).toEqual([]);
  const manifest = [...requests.keys()].filter((url) => url.endsWith('/mf-manifest.json'));
  expect(manifest).toEqual([`${origin(3001)}/mf-manifest.json`]);
  // Requested by the entry's fetch, and the remote's entry and ./app chunks by its preload links.
  const how = await initiators(page, `^${origin(3001)}/`);
  expect(how[`${origin(3001)}/mf-manifest.json`]).toBe('fetch');
  expect(how[`${origin(3001)}/remoteEntry.js`]).toBe('link');
  expect(Object.keys(how).some((url) => /__federation_expose_app\.\w+\.js$/.test(url) && how[url] === 'link')).toBe(true);
  // The shell provides no @kyubos/screens: the remote runs its own, whose files the manifest lists and the entry preloads too.
  const manifestJson = await (await request.get(`${origin(3001)}/mf-manifest.json`)).json();
  const screens = (manifestJson.shared as { name: string; assets: { jsChunkGroup: string[] } }[]).find((shared) => shared.name === '@kyubos/screens');
  expect(screens?.assets.jsChunkGroup.length).toBeGreaterThan(1);
  for (const file of screens?.assets.jsChunkGroup ?? []) expect(how[`${origin(3001)}/${file}`], file).toBe('link');
  await context.close();
});

test('a signed-out visit preloads nothing of any remote', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = appRequests(page);
  await page.goto('/');
  await expect(page.getByText('User Log In')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...requests.keys()].filter((url) => !url.startsWith(`${origin(3000)}/`))).toEqual([]);
  expect(await page.locator('link[rel="preload"][href*="mf-manifest"], link[rel="preload"][href*="remoteEntry"]').count()).toBe(0);
  await context.close();
});

/**
 * The app shell (shell/src/app-shell.ts): the shell's page holds the signed-in layout's frame,
 * rendered at build time and hidden; its inline script (allowed by the page's policy by its hash)
 * shows it for a live session on a route of the admin layout, so it paints before any script file
 * arrives. React's first render takes its place with the same boxes: no layout shift.
 */
test('a signed-in first visit paints the layout frame before any script file runs, and React’s frame takes its place in the same boxes', async ({ browser, request }) => {
  const context = await signedInContext(browser, request);
  await context.addInitScript(() => {
    const timing = window as unknown as { __layoutShift: number };
    timing.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) timing.__layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
  // The shell's main bundle is held until the page's frame was seen, the portal's chunks until React's frame was.
  const shellPage = fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const portalChunks = new Set(JSON.parse(/id="kyubos-signed-in-chunks">(.*?)<\/script>/.exec(shellPage)?.[1] ?? '[]') as string[]);
  expect(portalChunks.size).toBeGreaterThan(0);
  let releaseMain = () => {};
  let releasePortal = () => {};
  const mainHeld = new Promise<void>((resolve) => (releaseMain = resolve));
  const portalHeld = new Promise<void>((resolve) => (releasePortal = resolve));
  await page.route(
    (url) => url.origin === origin(3000) && url.pathname.endsWith('.js'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (/^\/main\.\w+\.js$/.test(pathname)) await mainHeld;
      else if (portalChunks.has(pathname)) await portalHeld;
      await route.continue();
    },
  );
  const boxes = () =>
    page.evaluate(() =>
      ['header', 'header > span', 'footer', 'footer small'].map((selector) => {
        const box = document.querySelector(`#root ${selector}`)?.getBoundingClientRect();
        return box && [selector, box.x, box.y, box.width, box.height];
      }),
    );
  const { productName } = (await (await request.get(`${origin(3000)}/runtime-config.json`)).json()) as { productName: string };

  await page.goto('/user_admin_countries', { waitUntil: 'commit' });
  const frame = page.locator('#kyubos-app-shell');
  await expect(frame).toBeVisible();
  await expect(frame.locator('header')).toHaveText(productName);
  await expect(frame.getByRole('contentinfo')).toContainText('Copyright');
  expect(await page.evaluate(() => 'webpackChunk' in window || Object.keys(window).some((key) => key.startsWith('webpackChunk')))).toBe(false);
  const painted = await boxes();
  expect(painted.every(Boolean)).toBe(true);

  releaseMain();
  // React's frame (bootstrap.tsx) while the portal's code is held: the page's frame is gone, the boxes are the same.
  await expect(frame).toHaveCount(0);
  await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await boxes()).toEqual(painted);
  expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);

  releasePortal();
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(refused).toEqual([]);
  await context.close();
});

/** Records, from the page's start, how far each layout shift moved a box down and right (`window.__moved`, px). */
function watchShifts() {
  const watched = window as unknown as { __moved: { down: number; right: number }[] };
  watched.__moved = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      for (const source of (entry as unknown as { sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }).sources) {
        // A box that left the viewport has an empty rectangle.
        if (source.previousRect.height === 0 || source.currentRect.height === 0) continue;
        watched.__moved.push({ down: source.currentRect.y - source.previousRect.y, right: source.currentRect.x - source.previousRect.x });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The menu area is taller with a sub-menu row, known once the menus arrive, and the side bar is
 * shown to those who may create records, known once their access arrives: where the last visit
 * showed them, the page's frame and the layout reserve them from the first paint (layout-hints of
 * @kyubos/session), so the page does not move down the row's 58 px, nor right the side bar's
 * 220 px, when the answers arrive.
 */
test('a screen under a sub-menu moves when the menus and access arrive at the first visit only: the next visit reserves the sub-menu row and the side bar from its first paint', async ({ browser, request }) => {
  const context = await signedInContext(browser, request);
  await context.addInitScript(watchShifts);
  const moved = async (visit: Page) => {
    const shifts = await visit.evaluate(() => (window as unknown as { __moved: { down: number; right: number }[] }).__moved);
    return { down: Math.max(0, ...shifts.map((shift) => shift.down)), right: Math.max(0, ...shifts.map((shift) => shift.right)) };
  };
  const visit = async () => {
    const page = await context.newPage();
    await page.goto('/user_admin_countries');
    await expect(page.getByRole('group', { name: 'Sub-menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
    return page;
  };
  const first = await visit();
  const firstMoved = await moved(first);
  expect(firstMoved.down).toBeGreaterThanOrEqual(58);
  await first.close();
  const next = await visit();
  const nextMoved = await moved(next);
  expect(nextMoved.down).toBeLessThan(58);
  expect(nextMoved.right).toBeLessThan(220);
  expect(await next.getByTestId('menu-area').evaluate((area) => area.getBoundingClientRect().height)).toBe(234);
  await context.close();
});

/**
 * Signing in reads the menu (for the first screen) and the caller's access (signInAdmin) before the
 * layout opens: its first render has the sub-menu row and the side bar, so nothing moves when the
 * screen appears, even in a browser that kept no hint.
 */
test('signing in opens the first screen with its sub-menu row and side bar in place: nothing moves down or right as it appears', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(watchShifts);
  const page = await context.newPage();
  await signInAndLand(page, 'summit_admin');
  await expect(page.getByRole('group', { name: 'Sub-menu' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link').first()).toBeVisible();
  await expect(page.locator('#kyubos-area table tbody tr').first()).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __moved: { down: number; right: number }[] }).__moved);
  expect(Math.max(0, ...shifts.map((shift) => shift.down))).toBeLessThan(58);
  expect(Math.max(0, ...shifts.map((shift) => shift.right))).toBeLessThan(220);
  await context.close();
});

/** Records whether the page's frame was ever shown (`window.__frameShown`), from the page's start. */
function watchAppShell() {
  const watched = window as unknown as { __frameShown: boolean };
  watched.__frameShown = false;
  new MutationObserver(() => {
    const frame = document.getElementById('kyubos-app-shell');
    if (frame && !frame.hidden) watched.__frameShown = true;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
}

test('a visit without a live session never shows the page’s frame: the sign-in page, or an admin route with an expired token', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(watchAppShell);
  const page = await context.newPage();
  const frameShown = () => page.evaluate(() => (window as unknown as { __frameShown: boolean }).__frameShown);

  const response = await page.goto('/');
  expect(await response?.text()).toContain('id="kyubos-app-shell" hidden');
  await expect(page.getByText('User Log In')).toBeVisible();
  expect(await frameShown()).toBe(false);
  await expect(page.locator('#kyubos-app-shell')).toHaveCount(0);

  await page.evaluate((token) => localStorage.setItem('user_token', token), expiredToken());
  await page.goto('/user_admin_countries');
  await expect(page.getByText('User Log In')).toBeVisible();
  expect(await frameShown()).toBe(false);
  await expect(page.locator('#kyubos-app-shell')).toHaveCount(0);
  await context.close();
});
