/** The apps of the workspace, their ports, and how to start the whole system. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { appPort, portOffset, portOffsetProblem } from './ports.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * KYUBOS_PORT_OFFSET shifts every port (3000 -> 3000 + offset, 4000 -> 4000 + offset), so
 * several complete systems can run side by side on one machine (e.g. parallel test runs).
 */
export const PORT_OFFSET = portOffset(process.env.KYUBOS_PORT_OFFSET);

/** The one registry of the apps (apps.json at the root). */
export const REGISTRY = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));

// Every entry (start, dev, e2e, test, bench) imports this module: an offset that puts a port
// where browsers and Node's fetch refuse to connect stops it here, before anything starts,
// rather than as a health wait that never succeeds.
const offsetProblem = portOffsetProblem(process.env.KYUBOS_PORT_OFFSET, REGISTRY);
if (offsetProblem) {
  console.error(offsetProblem);
  process.exit(1);
}
export const APPS = REGISTRY.apps.map((app) => ({ ...app, port: appPort(REGISTRY, app.dir, process.env.KYUBOS_PORT_OFFSET) }));
export const API_PORT = REGISTRY.api.port + PORT_OFFSET;

/**
 * Runs a command to completion, streaming its output; rejects on a non-zero exit. With
 * `prefix`, every output line is printed after it, so two commands running side by side stay
 * readable in one log.
 */
export function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (prefix) for (const stream of [child.stdout, child.stderr]) printLinesWithPrefix(stream, prefix);
    child.on('exit', (code) => (code === 0 ? resolve(0) : reject(Object.assign(new Error(`${command} ${args.join(' ')} exited ${code}`), { code }))));
    child.on('error', reject);
  });
}

function printLinesWithPrefix(stream, prefix) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => pending && process.stdout.write(`${prefix} ${pending}\n`));
}

/** Like run, but resolves with the exit code instead of rejecting. */
export function runStatus(command, args, options = {}) {
  return run(command, args, options).then(
    () => 0,
    (error) => (typeof error.code === 'number' ? error.code : 1),
  );
}

/**
 * Production builds of the given app folders (default: all). Each build holds a lock on its
 * app, so two runs never write the same dist/ at once.
 */
export async function buildApps(dirs = APPS.map((app) => app.dir), options = {}) {
  for (const dir of dirs) {
    await run('flock', [`/tmp/kyubos-build-${dir}.lock`, 'pnpm', '--filter', `./${dir}`, 'run', 'build'], options);
  }
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

/**
 * CPU time (ms) used so far by a process and every process below it, from Linux's /proc
 * (`pnpm run start` runs the API two processes down). Undefined where there is no /proc.
 */
export function processTreeCpuMs(rootPid) {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map();
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (command) ": state, ppid, ... utime (12th), stime, cutime, cstime, in clock ticks.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      stats.set(Number(pid), { ppid: Number(fields[1]), ms: ticks * 10 });
    } catch {
      // gone meanwhile
    }
  }
  if (!stats.has(rootPid)) return undefined;
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += stats.get(pid)?.ms ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return total;
}

/**
 * Waits until `url` answers while the process `child` starts it. Fails at once when the process
 * exits, and when it has used no CPU for `stallMs` (stuck, not slow); a first start on a loaded
 * machine (migrations, seed) may take minutes and is waited for as long as it makes progress,
 * up to `limitMs`.
 */
export async function waitForProcessUrl(child, url, { name = url, stallMs = 60_000, limitMs = 15 * 60_000 } = {}) {
  const started = Date.now();
  let exited;
  const onExit = (code, signal) => (exited = signal ?? `code ${code}`);
  if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
  child.once('exit', onExit);
  let lastCpu = processTreeCpuMs(child.pid);
  let lastProgress = Date.now();
  try {
    for (;;) {
      if (exited) throw new Error(`${name} exited (${exited}) before ${url} answered`);
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // not up yet
      }
      const cpu = processTreeCpuMs(child.pid);
      if (cpu === undefined || lastCpu === undefined || cpu > lastCpu) lastProgress = Date.now();
      lastCpu = cpu;
      const waited = Date.now() - started;
      if (Date.now() - lastProgress > stallMs) throw new Error(`${name} used no CPU for ${stallMs / 1000} s and ${url} did not answer: stuck after ${Math.round(waited / 1000)} s`);
      if (waited > limitMs) throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    child.off('exit', onExit);
  }
}

/** Starts the API and every app's static server; returns a stop function. */
export async function startSystem({ env = {}, quiet = false } = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const corsOrigins = APPS.map((app) => `http://localhost:${app.port}`).join(',');
  const api = spawn('pnpm', ['--filter', './mock-api', 'run', 'start'], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, PORT: String(API_PORT), CORS_ORIGINS: corsOrigins, ...env },
  });
  const servers = APPS.map((app) =>
    spawn(process.execPath, [path.join(ROOT, 'packages/webpack-config/src/serve.mjs'), path.join(ROOT, app.dir), '--port', String(app.port)], {
      cwd: ROOT,
      stdio,
      env: { ...process.env, ...env },
    }),
  );
  const children = [api, ...servers];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await Promise.all([
      waitForProcessUrl(api, `http://localhost:${API_PORT}/health`, { name: 'The API' }),
      ...APPS.map((app, index) => waitForProcessUrl(servers[index], `http://localhost:${app.port}/runtime-config.json`, { name: `The ${app.dir} server`, limitMs: 60_000 })),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
