/**
 * API latencies (median of 20 calls) and a list screen holding 10,000 records, created
 * through the API (eight calls at a time) before the figures are taken.
 */
import { median, newContext, signIn } from './browser.mjs';

export const title = 'API, median of 20 calls; a list of 10,000 records';
/** Measures the started system (bench.mjs). */
export const usesSystem = true;
const AGENTS = 10_000;
const RUNS = 5;

export async function run({ browser, shell, apiUrl, figure }) {
  const login = await signIn(apiUrl);
  const api = (path, body) =>
    fetch(`${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function timeCall(path, body) {
    const times = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const response = await api(path, body);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    return median(times);
  }

  const existing = (await (await api('/viewclientagent', { company_id: login.client_id })).json()).clientagent.length;
  const seedStarted = performance.now();
  for (let next = existing; next < AGENTS; ) {
    const batch = [];
    for (let i = 0; i < 8 && next < AGENTS; i += 1, next += 1) {
      batch.push(api('/createclientagent', { agentcode: `BENCH-${String(next).padStart(5, '0')}`, agentname: `Bench Agency ${next}` }));
    }
    await Promise.all(batch);
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  figure('menus', await timeCall('/viewmainmenuandsubmenu', { type_id: 'MGU' }), 'ms', 'POST /viewmainmenuandsubmenu');
  figure('countries', await timeCall('/viewcountry'), 'ms', 'GET  /viewcountry');
  figure('agents10k', await timeCall('/viewclientagent', { company_id: login.client_id }), 'ms', `POST /viewclientagent (${AGENTS.toLocaleString('en-US')} agents)`);
  figure('agentCreatesPerSecond', (AGENTS - existing) / seedSeconds || 0, 'per s', 'agents created through the API');

  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await newContext(browser, login);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${shell}/user_admin_agent`);
    await page.waitForSelector('text=/Page 1 of 1,?000/', { timeout: 30_000 });
    times.push(performance.now() - started);
    await context.close();
  }
  figure('agentListLoad', median(times), 'ms', `agent list with ${AGENTS.toLocaleString('en-US')} records, page load`);
}
