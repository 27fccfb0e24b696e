/**
 * `pnpm bench`: builds every app, starts the whole system on a throwaway database, and runs each
 * area's figures from `bench/<area>.mjs` in order. Every figure is printed and written to
 * `.reports/bench.json` (`{ figures: { "<area>.<name>": { value, unit, label } } }`) so two
 * commits can be compared, with the machine's load average when each area ran (`machine`).
 * Printed, never asserted.
 *
 * An area adds its figures in its own module: `export const title = '...'` and
 * `export async function run(bench)`, calling `bench.figure(name, value, unit, label)`; list
 * the module in SECTIONS; an area that measures the started system (its `shell`, `apiUrl` or
 * `browser`) says so with `export const usesSystem = true`. `BENCH_ONLY=bundles,navigation` runs
 * only those areas (a name that is no area stops it, nothing run or written); the apps are built and started only when an area chosen uses them (the others
 * start what they measure themselves, on a machine not also running the whole system).
 * `BENCH_SKIP_BUILD=1` reuses the builds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS, API_PORT, ROOT, buildApps, startSystem } from './apps.mjs';

const SECTIONS = ['bundles', 'navigation', 'api', 'lists', 'list-export', 'bdx', 'heavy-work', 'api-throughput', 'dashboard'];
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const only = process.env.BENCH_ONLY?.trim() ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : undefined;
// A misspelt area would run nothing and still rewrite the report: refused before anything runs.
const unknown = (only ?? []).filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`BENCH_ONLY names no area ${unknown.map((name) => `"${name}"`).join(', ')}: choose among ${SECTIONS.join(', ')}. Nothing was run or written.`);
  process.exit(1);
}
const sections = SECTIONS.filter((name) => !only || only.includes(name));

const modules = await Promise.all(sections.map((name) => import(`./bench/${name}.mjs`)));
const usesSystem = modules.some((section) => section.usesSystem === true);

if (usesSystem && !process.env.BENCH_SKIP_BUILD) await buildApps();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-bench-'));
const stop = usesSystem ? await startSystem({ quiet: true, env: { DATA_DIR: dataDir } }) : () => undefined;
const browser = usesSystem ? await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }) : undefined;
const figures = {};

/** How busy the machine was: figures measured under load (other builds, tests) read higher. */
const machineLoad = () => `${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')} (1 / 5 / 15 min)`;
const loads = {};

try {
  for (const [at, name] of sections.entries()) {
    const section = modules[at];
    loads[name] = machineLoad();
    console.log(`\n${section.title}\n  machine: ${loads[name]}`);
    await section.run({
      browser,
      shell: `http://localhost:${APPS[0].port}`,
      apiUrl: `http://localhost:${API_PORT}`,
      figure(key, value, unit, label = key) {
        figures[`${name}.${key}`] = { value: Number(value.toFixed(1)), unit, label };
        const shown = unit === 'bytes' ? `${(value / 1024).toFixed(1)} KB` : `${value.toFixed(0)} ${unit}`;
        console.log(`  ${label.padEnd(56)} ${shown.padStart(10)}`);
      },
    });
  }
} finally {
  await browser?.close();
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const reportFile = path.join(ROOT, '.reports', 'bench.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
// Areas run alone (BENCH_ONLY) update their figures and keep the others'.
const previous = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')).figures ?? {} : {};
const previousLoads = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')).machine ?? {} : {};
fs.writeFileSync(reportFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: { ...previousLoads, ...loads }, figures: { ...previous, ...figures } }, null, 2)}\n`);
console.log(`\nFigures written to ${path.relative(ROOT, reportFile)}`);
