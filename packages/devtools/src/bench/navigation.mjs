/**
 * Time to a usable screen: cold page loads (median of 5), and a click from one remote's
 * screen to another remote's screen until the new table shows rows (warm HTTP cache, data
 * from the API; the pointer rests on the link 150 ms before the click, as a user's does).
 */
import { median, newContext, signIn } from './browser.mjs';

export const title = 'Time to screen, headless Chromium, median of 5';
const RUNS = 5;

export async function run({ browser, shell, apiUrl, figure }) {
  const session = await signIn(apiUrl);

  const loads = [
    { key: 'loginPageLoad', label: 'login page load (cold)', url: `${shell}/`, waitFor: 'text=User Log In' },
    { key: 'remoteScreenLoad', label: '/user_admin_intakecategory load (cold)', url: `${shell}/user_admin_intakecategory`, session, waitFor: '#kyubos-area table tbody tr' },
  ];
  for (const load of loads) {
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await newContext(browser, load.session);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(load.url);
      await page.waitForSelector(load.waitFor, { timeout: 30_000 });
      times.push(performance.now() - started);
      await context.close();
    }
    figure(load.key, median(times), 'ms', load.label);
  }

  // From the countries screen (reference data) to lines of business (intake configuration).
  const context = await newContext(browser, session);
  const warm = await context.newPage();
  for (const route of ['/user_admin_intakecategory', '/user_admin_countries']) {
    await warm.goto(`${shell}${route}`);
    await warm.waitForSelector('#kyubos-area table tbody tr', { timeout: 30_000 });
  }
  await warm.close();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await context.newPage();
    await page.goto(`${shell}/user_admin_countries`);
    await page.waitForSelector('#kyubos-area table tbody tr', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const oldTables = new Set(document.querySelectorAll('table'));
      const timing = { clickAt: 0, tableAt: 0 };
      window.__clickToTable = timing;
      document.addEventListener('click', () => (timing.clickAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const rows = [...document.querySelectorAll('#kyubos-area table tbody tr')].filter((row) => !oldTables.has(row.closest('table')));
        if (timing.clickAt && rows.length > 0) {
          timing.tableAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Intake' });
    await link.hover();
    await page.waitForTimeout(150);
    await link.click();
    await page.waitForFunction(() => window.__clickToTable.tableAt > 0, undefined, { timeout: 30_000 });
    const timing = await page.evaluate(() => window.__clickToTable);
    times.push(timing.tableAt - timing.clickAt);
    await page.close();
  }
  await context.close();
  figure('crossRemoteClickToTable', median(times), 'ms', 'countries -> lines of business, click to table (budget 100 ms)');
}
