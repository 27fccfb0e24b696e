/**
 * JavaScript bytes as transferred: each app's own first page, the shell's login page (cold
 * cache), and what reaching each remote's first screen from the signed-in shell adds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../apps.mjs';
import { countJs, newContext, signIn, watchNetwork } from './browser.mjs';

export const title = 'JavaScript as transferred (compressed), cold cache';
/** Measures the started system (bench.mjs). */
export const usesSystem = true;

/** Each remote's first route without parameters: the screen the figure reaches. */
function remoteScreens() {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/runtime-config.json'), 'utf8'));
  return config.remotes.map((remote) => ({
    name: remote.name,
    layout: remote.layout,
    route: remote.routes.find((route) => !route.includes(':')),
  }));
}

export async function run({ browser, shell, apiUrl, figure }) {
  // The admin login page: everything a user downloads before signing in.
  {
    const context = await newContext(browser);
    const page = await context.newPage();
    const js = countJs(page);
    const network = watchNetwork(page);
    await page.goto(`${shell}/`);
    await page.waitForSelector('text=User Log In', { timeout: 30_000 });
    await network.settled();
    figure('loginJs', await js.total(), 'bytes', 'login page JS (budget 150 KB)');
    await context.close();
  }

  const session = await signIn(apiUrl);
  // The first screen after sign-in, opened cold: the shell, the portal and the remote screen.
  {
    const context = await newContext(browser, session);
    const page = await context.newPage();
    const js = countJs(page);
    const network = watchNetwork(page);
    await page.goto(`${shell}/user_admin_countries`);
    await page.waitForSelector('#kyubos-area table tbody tr', { timeout: 30_000 });
    await network.settled();
    const label = `signed-in /user_admin_countries JS (goal 250 KB), ${(await js.files()).length} files`;
    figure('firstScreenJs', await js.total(), 'bytes', label);
    figure('firstScreenJsDecoded', await js.decoded(), 'bytes', 'signed-in /user_admin_countries JS decoded (goal 800 KB)');
    if (process.env.BENCH_LIST_FILES) {
      for (const file of await js.files()) console.log(`    ${String(file.bytes).padStart(8)} ${String(file.decoded).padStart(8)} ${file.url}`);
    }
    await context.close();
  }
  for (const remote of remoteScreens()) {
    const context = await newContext(browser, session);
    const page = await context.newPage();
    const js = countJs(page);
    const network = watchNetwork(page);
    await page.goto(`${shell}/user_admin_home`);
    // The home page loads the quotations record panel after its first paint: all of it is the
    // home page's, none of it the remote screen's.
    await network.settled();
    const before = await js.total();
    // A move inside the single-page app, as a menu link does.
    await page.evaluate((route) => {
      window.history.pushState(null, '', route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, remote.route);
    const area = remote.layout === 'admin' ? '#kyubos-area > *' : '#kyubos-page > *';
    await page.waitForSelector(area, { timeout: 30_000 });
    await network.settled();
    figure(`remoteJs.${remote.name}`, (await js.total()) - before, 'bytes', `${remote.route} from the shell adds (budget 60 KB)`);
    await context.close();
  }

  for (const app of APPS) {
    const context = await newContext(browser);
    const page = await context.newPage();
    const js = countJs(page);
    const network = watchNetwork(page);
    await page.goto(`http://localhost:${app.port}/`);
    await page.waitForSelector('#root > *', { timeout: 30_000 });
    await network.settled();
    figure(`appJs.${app.dir}`, await js.total(), 'bytes', `${app.dir} alone, its first page`);
    await context.close();
  }
}
