/**
 * `pnpm bench`: for each app, the gzip size of the JS a first visit loads; the median
 * page-load time (5 runs, headless Chromium) of the login page and of a remote's screen;
 * API latencies; and a list screen holding 10,000 records. Printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, API_PORT, buildApps, startSystem } from './apps.mjs';

const RUNS = 5;
const SHELL = `http://localhost:${APPS[0].port}`;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!process.env.BENCH_SKIP_BUILD) await buildApps();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-bench-'));
const stop = await startSystem({ quiet: true, env: { DATA_DIR: dataDir } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

try {
  const login = await (
    await fetch(`http://localhost:${API_PORT}/commonlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'summit_admin', password: 'Passw0rd!' }),
    })
  ).json();

  /** Loads a URL in a fresh context; returns the load time and the JS bytes (gzip) per origin. */
  async function visit(url, { signedIn = false, waitFor } = {}) {
    const context = await browser.newContext();
    if (signedIn) {
      await context.addInitScript((session) => {
        localStorage.setItem('user_token', session.token);
        localStorage.setItem('user_id', String(session.user_id));
        localStorage.setItem('client_id', String(session.client_id));
        localStorage.setItem('login_type', String(session.login_type));
        localStorage.setItem('Client_Type', 'MGU');
      }, login);
    }
    const page = await context.newPage();
    const jsBytes = new Map();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      try {
        const body = await response.body();
        const origin = new URL(response.url()).port;
        jsBytes.set(origin, (jsBytes.get(origin) ?? 0) + zlib.gzipSync(body).length);
      } catch {
        // redirects and aborted responses have no body
      }
    });
    const started = performance.now();
    await page.goto(url);
    await page.waitForSelector(waitFor, { timeout: 30_000 });
    const elapsed = performance.now() - started;
    await page.waitForLoadState('networkidle');
    await context.close();
    return { elapsed, jsBytes };
  }

  console.log('\nInitial JS per app (gzip, first visit of its own page)');
  for (const app of APPS) {
    const { jsBytes } = await visit(`http://localhost:${app.port}/`, { waitFor: '#root > *' });
    console.log(`  ${app.dir.padEnd(20)} ${kb(jsBytes.get(String(app.port)) ?? 0)}`);
  }

  const api = (path, body) =>
    fetch(`http://localhost:${API_PORT}${path}`, {
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

  // 10,000 agents for Summit, created through the API, eight calls at a time.
  const AGENTS = 10_000;
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

  console.log('\nAPI, median of 20 calls');
  console.log(`  POST /viewmainmenuandsubmenu                 ${(await timeCall('/viewmainmenuandsubmenu', { type_id: 'MGU' })).toFixed(1)} ms`);
  console.log(`  GET  /viewcountry                            ${(await timeCall('/viewcountry')).toFixed(1)} ms`);
  console.log(`  POST /viewclientagent (${AGENTS.toLocaleString('en-US')} agents)         ${(await timeCall('/viewclientagent', { company_id: login.client_id })).toFixed(1)} ms`);
  console.log(`  (created ${AGENTS - existing} agents in ${seedSeconds.toFixed(1)} s, ${(((AGENTS - existing) / seedSeconds) || 0).toFixed(0)} creates/s)`);

  const scenarios = [
    { name: 'login page (shell)', url: `${SHELL}/`, waitFor: 'text=User Log In' },
    { name: 'remote screen (/user_admin_intakecategory)', url: `${SHELL}/user_admin_intakecategory`, signedIn: true, waitFor: '#kyubos-area table tbody tr' },
    { name: `agent list with ${AGENTS.toLocaleString('en-US')} records`, url: `${SHELL}/user_admin_agent`, signedIn: true, waitFor: 'text=/Page 1 of 1,?000/' },
  ];
  console.log(`\nPage load, median of ${RUNS} runs (headless Chromium)`);
  for (const scenario of scenarios) {
    const times = [];
    let bytes = new Map();
    for (let i = 0; i < RUNS; i += 1) {
      const result = await visit(scenario.url, scenario);
      times.push(result.elapsed);
      bytes = result.jsBytes;
    }
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    console.log(`  ${scenario.name.padEnd(44)} ${median(times).toFixed(0)} ms   (JS ${kb(total)} gzip across ${bytes.size} origin(s))`);
  }
} finally {
  await browser.close();
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
