/** The apps of the workspace, their ports, and how to start the whole system. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * KYUBOS_PORT_OFFSET shifts every port (3000 -> 3000 + offset, 4000 -> 4000 + offset), so
 * several complete systems can run side by side on one machine (e.g. parallel test runs).
 */
export const PORT_OFFSET = Number(process.env.KYUBOS_PORT_OFFSET ?? 0);

/** The one registry of the apps (apps.json at the root). */
export const REGISTRY = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
export const APPS = REGISTRY.apps.map((app) => ({ ...app, port: app.port + PORT_OFFSET }));
export const API_PORT = REGISTRY.api.port + PORT_OFFSET;

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve(0) : reject(Object.assign(new Error(`${command} ${args.join(' ')} exited ${code}`), { code }))));
    child.on('error', reject);
  });
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
export async function buildApps(dirs = APPS.map((app) => app.dir)) {
  for (const dir of dirs) {
    await run('flock', [`/tmp/kyubos-build-${dir}.lock`, 'pnpm', '--filter', `./${dir}`, 'run', 'build']);
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

export async function waitForUrl(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the API and every app's static server; returns a stop function. */
export async function startSystem({ env = {}, quiet = false } = {}) {
  const children = [];
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const corsOrigins = APPS.map((app) => `http://localhost:${app.port}`).join(',');
  children.push(
    spawn('pnpm', ['--filter', './mock-api', 'run', 'start'], {
      cwd: ROOT,
      stdio,
      env: { ...process.env, PORT: String(API_PORT), CORS_ORIGINS: corsOrigins, ...env },
    }),
  );
  for (const app of APPS) {
    children.push(
      spawn(process.execPath, [path.join(ROOT, 'packages/webpack-config/src/serve.mjs'), path.join(ROOT, app.dir), '--port', String(app.port)], {
        cwd: ROOT,
        stdio,
        env: { ...process.env, ...env },
      }),
    );
  }
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  await waitForUrl(`http://localhost:${API_PORT}/health`, 120_000);
  await Promise.all(APPS.map((app) => waitForUrl(`http://localhost:${app.port}/runtime-config.json`)));
  return stop;
}
