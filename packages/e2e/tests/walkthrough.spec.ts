import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, signIn } from './fixtures';

/**
 * A new user's walk: sign in, then every screen the user's menus, side bar and lists lead to,
 * and every action those screens offer. Each action is carried out as a probe: the calls it
 * makes reach the server with an empty body, so the server answers 403 when it would refuse the
 * action and 400 (a bad body) when it would allow it, and nothing is changed.
 */

/** The names of buttons and links that change data (or start doing so). */
const ACTION = /^(Add|New|Edit|Delete|Remove|Save|Update|Upload|Import|Approve|Reject|Submit|Send|Create|Issue|Bind|Convert|Generate|Cancel (quotation|binder|policy)|Mark|Assign|Move|Renew|Endorse)\b/i;
/** The confirm buttons of a dialog an action opens. */
const CONFIRM = /^(OK|Yes|Delete|Remove|Confirm|Save|Submit|Upload|Send|Approve|Reject|Continue)$/i;

interface Finding {
  route: string;
  what: string;
}

/** A route with its ids replaced, so one row of each list stands for all. */
const pattern = (route: string) => route.replace(/\/\d+(?=\/|$)/g, '/:id');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Every same-origin route the page links to (menus, side bar, rows), in document order. */
async function linkedRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

/** The routes the menus offer (the navigation's links, shown or folded), which the walk must visit. */
async function menuRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('nav a[href]')]
        .map((a) => new URL(a.href, location.href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname),
    ),
  ]);
}

async function visibleActions(page: Page): Promise<{ role: 'button' | 'link' | 'row'; name: string }[]> {
  const found: { role: 'button' | 'link' | 'row'; name: string }[] = [];
  const main = page.locator('main, [role="main"]').first();
  const scope: Page | Locator = (await main.count()) ? main : page;
  for (const role of ['button', 'link'] as const) {
    for (const element of await scope.getByRole(role).all()) {
      if (!(await element.isVisible())) continue;
      const name = ((await element.getAttribute('aria-label')) ?? (await element.innerText())).trim();
      if (ACTION.test(name) && !found.some((f) => f.role === role && f.name === name)) found.push({ role, name });
    }
  }
  if (await scope.getByRole('row', { name: 'Add new' }).count()) found.push({ role: 'row', name: 'Add new' });
  // Rows repeat their actions: the first of each kind stands for the rest.
  return found.filter((action, i) => found.findIndex((other) => other.role === action.role && verb(other.name) === verb(action.name)) === i);
}

const verb = (name: string) => name.split(' ')[0]!.toLowerCase();

async function walk(page: Page, username: string) {
  const findings: Finding[] = [];
  let current = '';
  let probing = false;
  page.on('response', async (response) => {
    if (!response.url().startsWith(API)) return;
    const status = response.status();
    const path = new URL(response.url()).pathname;
    if (status === 403 || status >= 500) {
      const body = await response.text().catch(() => '');
      findings.push({ route: current, what: `${probing ? 'action ' : ''}${path} answered ${status} ${body.slice(0, 160)}` });
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      findings.push({ route: current, what: `console: ${message.text().slice(0, 200)}` });
    }
  });
  page.on('pageerror', (error) => findings.push({ route: current, what: `page error: ${error.message}` }));

  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/$/, { timeout: 30_000 });
  await settle(page);
  const landing = new URL(page.url()).pathname;
  current = landing;
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText(/You do not have access/)).toHaveCount(0);

  const menus = (await menuRoutes(page)).filter((route) => !/logout|login|BDX_Login/i.test(route));
  /** A click that fails is a finding: a probe that never ran has checked nothing. */
  const click = (target: Locator, what: string) =>
    target.click({ timeout: 5_000 }).catch((error: Error) => {
      findings.push({ route: current, what: `${what} could not be clicked: ${error.message.split('\n')[0]}` });
    });

  const seen = new Set<string>();
  const queue = [landing, ...menus, ...(await linkedRoutes(page))];
  const actionsByRoute = new Map<string, { role: 'button' | 'link' | 'row'; name: string }[]>();
  while (queue.length && seen.size < 60) {
    const route = queue.shift()!;
    if (seen.has(pattern(route)) || /logout|login|BDX_Login/i.test(route)) continue;
    seen.add(pattern(route));
    current = route;
    await page.goto(route);
    await settle(page);
    for (const next of await linkedRoutes(page)) if (!seen.has(pattern(next))) queue.push(next);
    actionsByRoute.set(route, await visibleActions(page));
    // Lists open their records with a double-click on the row's button: follow the first one.
    const open = page.getByRole('button', { name: /^(Open|View) / }).first();
    if (await open.isVisible().catch(() => false)) {
      await open.dblclick();
      await settle(page);
      const opened = new URL(page.url()).pathname;
      if (!seen.has(pattern(opened))) queue.push(opened);
    }
  }

  // Every action, as a probe: its calls reach the server with an empty body.
  await page.route(`${API}/**`, async (route) => {
    const request = route.request();
    if (!probing || request.method() === 'GET' || request.method() === 'OPTIONS') return route.continue();
    return route.continue({ postData: '{}', headers: { ...request.headers(), 'content-type': 'application/json' } });
  });
  for (const [route, actions] of actionsByRoute) {
    for (const action of actions) {
      current = `${route} › ${action.name}`;
      await page.goto(route);
      await settle(page);
      probing = true;
      const target =
        action.role === 'row'
          ? page.getByRole('row', { name: 'Add new' })
          : page.getByRole(action.role, { name: action.name, exact: true }).first();
      // A disabled action (a form's submit before the form is filled in) is not offered yet.
      if (!(await target.isVisible().catch(() => false)) || !(await target.isEnabled().catch(() => false))) {
        probing = false;
        continue;
      }
      if (action.role === 'row') await target.dblclick();
      else await click(target, action.name);
      await settle(page);
      const dialog = page.getByRole('dialog');
      if (await dialog.count()) {
        const confirm = dialog.getByRole('button', { name: CONFIRM }).first();
        if (await confirm.isVisible().catch(() => false)) await click(confirm, `${action.name}'s confirm`);
        await settle(page);
      }
      probing = false;
      const landed = new URL(page.url()).pathname;
      if (landed !== route && !seen.has(pattern(landed))) {
        // A form the action opened: its own Save is probed too.
        seen.add(pattern(landed));
        for (const formAction of await visibleActions(page)) {
          if (!/^(Save|Submit|Update|Upload|Create)/i.test(formAction.name)) continue;
          const submit = page.getByRole(formAction.role === 'row' ? 'button' : formAction.role, { name: formAction.name, exact: true }).first();
          if (!(await submit.isEnabled().catch(() => false))) continue;
          current = `${landed} › ${formAction.name}`;
          probing = true;
          await click(submit, formAction.name);
          await settle(page);
          probing = false;
        }
      }
    }
  }
  await page.unroute(`${API}/**`);
  return { landing, menus, routes: [...actionsByRoute.keys()], actions: [...actionsByRoute].map(([route, actions]) => `${route}: ${actions.map((a) => a.name).join(', ')}`), findings };
}

test.setTimeout(600_000);

for (const username of ['summit_agent', 'summit_staff']) {
  test(`${username} lands on a working screen and is offered no action the server refuses`, async ({ page }) => {
    const result = await walk(page, username);
    console.log(JSON.stringify(result, null, 2));
    // The walk visits at least every route the user's menus offer.
    expect(result.menus.length).toBeGreaterThan(1);
    expect(result.menus.filter((route) => !result.routes.some((visited) => pattern(visited) === pattern(route)))).toEqual([]);
    expect(result.routes.length).toBeGreaterThanOrEqual(result.menus.length);
    expect(result.findings).toEqual([]);
  });
}
