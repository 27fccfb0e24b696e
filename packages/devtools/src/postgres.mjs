/**
 * A real PostgreSQL for the API suite: the one TEST_DATABASE_URL names, or else a throwaway
 * cluster started from the machine's PostgreSQL server binaries on a free port, as an
 * unprivileged user, and removed afterwards. `.ci/run` installs Debian's `postgresql` when
 * the binaries are missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, portIsFree, waitForProcessUrl } from './apps.mjs';
import { BLOCKED_PORTS } from './ports.mjs';

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const major of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, major, 'bin'));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb'))) ?? null;
}

async function freePort(from) {
  // Never a port Node's fetch refuses (the API on PostgreSQL is called on it).
  for (let port = from; port < from + 200; port += 1) if (!BLOCKED_PORTS.has(port) && (await portIsFree(port))) return port;
  throw new Error(`no free port from ${from}`);
}

/** The server refuses to run as root: run its tools as the `postgres` user then. */
function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Runs `fn(databaseUrl)` on a PostgreSQL database; resolves with its result, or with null
 * (after saying why) when no PostgreSQL is available.
 */
export async function withPostgres(fn) {
  if (process.env.TEST_DATABASE_URL) return fn(process.env.TEST_DATABASE_URL);
  const bin = findPostgresBin();
  if (!bin) {
    console.log('PostgreSQL server binaries not found (apt-get install postgresql, or set TEST_DATABASE_URL): PostgreSQL runs skipped.');
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-pg-'));
  fs.chmodSync(dir, 0o777); // the server user writes its data and socket here
  const dataDir = path.join(dir, 'data');
  const port = await freePort(5500 + Number(process.env.KYUBOS_PORT_OFFSET ?? 0));
  asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // A throwaway cluster: durability settings off for speed.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  try {
    return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    try {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * What the README tells an operator: start the API with DATABASE_URL on an empty database;
 * it migrates, seeds and serves. Throws when any step does not hold.
 */
export async function checkSystemOnPostgres(serverUrl) {
  const pg = createRequire(path.join(ROOT, 'mock-api/package.json'))('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const database = `kyubos_system_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyubos-pg-system-'));
  const port = await freePort(4500 + Number(process.env.KYUBOS_PORT_OFFSET ?? 0));
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'mock-api'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, PORT: String(port) },
  });
  try {
    await waitForProcessUrl(api, `http://localhost:${port}/health`, { name: 'The API on PostgreSQL' });
    const call = async (url, body, token) => {
      const response = await fetch(`http://localhost:${port}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    const login = await call('/commonlogin', { username: 'summit_admin', password: 'Passw0rd!' });
    const countries = await call('/viewcountry', undefined, login.token);
    const rows = Object.values(countries).find(Array.isArray) ?? [];
    if (rows.length === 0) throw new Error('/viewcountry listed no seeded country');
    const system = new pg.Client({ connectionString: databaseUrl.toString() });
    await system.connect();
    const { rows: [users] } = await system.query('SELECT count(*)::int AS n FROM users').finally(() => system.end());
    console.log(`The API ran on PostgreSQL: migrated and seeded (${users.n} users), ${rows.length} countries listed.`);
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
