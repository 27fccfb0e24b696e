/**
 * What the people who run the API rely on: a request id on every answer and log line, metrics
 * behind their token, readiness that follows the database, a stop that loses no write, and an
 * OpenAPI document that lists every route from the contracts.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { validate } from '@readme/openapi-parser';
import request from 'supertest';
import { createApp } from '../src/app';
import type { Database, Db } from '../src/db/db';
import { openPgPool } from '../src/db/pg-pool';
import { createLogger, silentLogger, type Logger } from '../src/logger';
import { VERSIONS_RECHECK_MS } from '../src/observability/answer-cache';
import { OPERATIONS_CALLS } from '../src/observability/operations-calls';
import { contractsByPath } from '../src/openapi/document';
import { registeredRoutes } from '../src/openapi/route-table';
import { DEMO_PASSWORD, createTestContext, createTestDatabaseUrl, createTestDb, testConfig, testDriver, writeSeededDataDir, type TestContext } from './helpers';

const METRICS_TOKEN = 'a-metrics-token-for-the-tests';
const config = { ...testConfig, metricsToken: METRICS_TOKEN };

/** A logger whose JSON lines are kept for the test to read. */
async function recordingLogger(): Promise<{ logger: Logger; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: await createLogger({ destination }), lines };
}

describe('Request ids and request logs', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When a call is answered, then it carries a request id, the caller’s own id is kept, and one log line names the call, status, caller and latency without the token', async () => {
    const { logger, lines } = await recordingLogger();
    const app = createApp({ db: ctx.db, config, logger });
    const fresh = await request(app).get('/viewcountry').set('Authorization', `Bearer ${ctx.tokens.summit_admin}`).expect(200);
    const id = fresh.headers['x-request-id'];
    assert.match(String(id), /^[0-9a-f-]{36}$/);
    await request(app).get('/health').set('X-Request-Id', 'lb-check-42').expect('X-Request-Id', 'lb-check-42').expect(200);
    // The portal's pages may read it (CORS).
    await request(app).get('/health').set('Origin', 'http://localhost:3000').expect('Access-Control-Expose-Headers', 'X-Request-Id,Content-Disposition');
    // Anything but a short plain id is replaced, so a header cannot forge log content.
    const forged = await request(app).get('/health').set('X-Request-Id', 'x" "level":"error').expect(200);
    assert.match(String(forged.headers['x-request-id']), /^[0-9a-f-]{36}$/);

    const line = lines.find((entry) => entry.reqId === id);
    assert.ok(line, 'a log line with the request id');
    assert.equal(line.call, '/viewcountry');
    assert.equal(line.method, 'GET');
    assert.equal(line.status, 200);
    assert.equal(line.clientId, ctx.logins.summit_admin.client_id);
    assert.equal(line.userId, ctx.logins.summit_admin.user_id);
    assert.equal(typeof line.ms, 'number');
    // An ISO time of the line's millisecond (formatted once per millisecond).
    assert.match(String(line.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(String(line.time)) - Date.now()) < 10_000, 'the line is timed now');
    assert.ok(lines.some((entry) => entry.reqId === 'lb-check-42' && entry.call === '/health'));
    assert.ok(!JSON.stringify(lines).includes(ctx.tokens.summit_admin), 'no token in the logs');
  });

  test('When a call fails unexpectedly, then the error is logged with the request id the caller got', async () => {
    const { logger, lines } = await recordingLogger();
    const failing = (): Promise<never> => Promise.reject(new Error('connection lost'));
    const brokenDb: Db = { query: failing, one: failing, exec: failing, transaction: failing };
    const res = await request(createApp({ db: brokenDb, config, logger }))
      .get('/viewcountry')
      .set('Authorization', `Bearer ${ctx.tokens.summit_admin}`)
      .expect(500);
    const id = res.headers['x-request-id'];
    const failures = lines.filter((entry) => entry.reqId === id && entry.level === 'error');
    assert.ok(failures.some((entry) => (entry.err as { message?: string } | undefined)?.message === 'connection lost'), 'the error, with the request id');
    assert.ok(failures.some((entry) => entry.status === 500 && entry.call === '/viewcountry'), 'the request line, as an error');
  });

  test('When the app runs in tests, then nothing is logged per request', async () => {
    // The silent logger has no structured sink: the request id is still answered.
    const res = await request(createApp({ db: ctx.db, config: testConfig, logger: silentLogger })).get('/health').expect(200);
    assert.ok(res.headers['x-request-id']);
  });
});

describe('Metrics', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When a call is made, then /metrics counts it by call and status, with latency, pool and event-loop figures; without the token it refuses', async () => {
    const app = createApp({ db: ctx.db, config, logger: silentLogger });
    const metrics = () => request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    const count = (text: string) =>
      Number(/^http_requests_total\{call="\/viewcountry",method="GET",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const before = count((await metrics()).text);
    await request(app).get('/viewcountry').set('Authorization', `Bearer ${ctx.tokens.summit_admin}`).expect(200);
    await request(app).get('/viewcountry').set('Authorization', `Bearer ${ctx.tokens.summit_admin}`).expect(200);
    await request(app).get('/viewcountry').expect(401);
    const { text, headers } = await metrics();
    assert.match(String(headers['content-type']), /^text\/plain/);
    assert.equal(count(text), before + 2);
    assert.match(text, /^http_requests_total\{call="\/viewcountry",method="GET",status="401"\} 1$/m);
    assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.5",call="\/viewcountry",method="GET",status="200"\} 2$/m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
    // Unknown paths share one series.
    await request(app).get('/no-such-call-1').expect(404);
    await request(app).get('/no-such-call-2').expect(404);
    assert.match((await metrics()).text, /^http_requests_total\{call="\(unmatched\)",method="GET",status="404"\} 2$/m);
    if (testDriver === 'pg') assert.match(text, /^db_pool_connections\{state="total"\} \d+$/m);

    await request(app).get('/metrics').expect(401);
    await request(app).get('/metrics').set('Authorization', 'Bearer not-the-metrics-token').expect(401);
    await request(app).get('/metrics').set('Authorization', `Bearer ${ctx.tokens.kyubos_admin}`).expect(401);
    // Without a token setting, metrics are not served at all.
    await request(createApp({ db: ctx.db, config: testConfig, logger: silentLogger })).get('/metrics').expect(404);
  });

  test('When a jobs table exists, then jobs are counted by state; before it exists the gauge stays empty', async () => {
    const db = await createTestDb();
    try {
      const app = createApp({ db, config, logger: silentLogger });
      const metrics = async () => (await request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
      const exists = await db.one<{ present: boolean }>("SELECT to_regclass('jobs') IS NOT NULL AS present");
      if (exists?.present) {
        // The jobs table of the migrations: the gauge says what the table holds.
        const rows = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM jobs GROUP BY status');
        const text = await metrics();
        for (const { status, n } of rows) assert.match(text, new RegExp(`^jobs\\{state="${status}"\\} ${n}$`, 'm'));
        return;
      }
      assert.doesNotMatch(await metrics(), /^jobs\{/m);
      await db.exec('CREATE TABLE jobs (id serial PRIMARY KEY, status text NOT NULL)');
      await db.query("INSERT INTO jobs (status) VALUES ('queued'), ('queued'), ('done')");
      const text = await metrics();
      assert.match(text, /^jobs\{state="queued"\} 2$/m);
      assert.match(text, /^jobs\{state="done"\} 1$/m);
    } finally {
      await db.close();
    }
  });
});

describe('Health and readiness', () => {
  test('When the database is reachable and migrated, then /ready answers 200; when it is closed, 503 naming the database; /health and /metrics stay 200', async () => {
    const db: Database = await createTestDb();
    const app = createApp({ db, config, logger: silentLogger });
    const ready = await request(app).get('/ready').expect(200);
    assert.deepEqual(ready.body, { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });

    await db.close();
    const down = await request(app).get('/ready').expect(503);
    assert.equal(down.body.status, 'not ready');
    assert.notEqual(down.body.checks.database, 'ok');
    await request(app).get('/health').expect(200, { status: 'ok' });
    // Metrics are still served (the jobs gauge is left empty), so the outage can be seen.
    await request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
  });

  test('When a migration of this build is not applied, then /ready answers 503 naming it', async () => {
    const db = await createTestDb();
    try {
      const app = createApp({ db, config: testConfig, logger: silentLogger });
      const [last] = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1');
      await db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
      const res = await request(app).get('/ready').expect(503);
      assert.equal(res.body.checks.migrations, `not applied: ${last!.version}`);
      assert.equal(res.body.checks.database, 'ok');
    } finally {
      await db.close();
    }
  });

  test('When the process is draining, then /ready answers 503 while calls still work', async () => {
    const db = await createTestDb();
    try {
      const readiness = { draining: true };
      const app = createApp({ db, config: testConfig, logger: silentLogger, readiness });
      assert.equal((await request(app).get('/ready').expect(503)).body.status, 'draining');
      await request(app).get('/health').expect(200);
    } finally {
      await db.close();
    }
  });
});

describe('Reference data answers with ETags', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When the countries are read again unchanged, then 304; after a country is created through another process, the new list with a new tag within the recheck time', async () => {
    const token = ctx.tokens.summit_admin;
    const first = await ctx.get('/viewcountry', token).expect(200);
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"countries\d+"$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    await ctx.get('/viewcountry', token).set('If-None-Match', etag).expect(304);
    // The kept answer is the same answer.
    assert.deepEqual((await ctx.get('/viewcountry', token).expect(200)).body, first.body);
    // The tag opens nothing: the token is checked first.
    await ctx.get('/viewcountry').set('If-None-Match', etag).expect(401);

    // Another API process on the same database writes.
    const otherProcess = createApp({ db: ctx.db, config: testConfig, logger: silentLogger });
    await request(otherProcess)
      .post('/createcountry')
      .set('Authorization', `Bearer ${ctx.tokens.kyubos_admin}`)
      .send({ country_code: 'ze', country_name: 'Etagland', country_regularcode: '997', country_marketname: 'Etag Market', country_currencycode: 'ETG', country_languagecode: 'en' })
      .expect(201);
    // This process reads the versions again at most VERSIONS_RECHECK_MS after its last read.
    await new Promise((resolve) => setTimeout(resolve, VERSIONS_RECHECK_MS));
    const changed = await ctx.get('/viewcountry', token).set('If-None-Match', etag).expect(200);
    assert.notEqual(changed.headers.etag, etag);
    assert.ok(changed.body.countries.some((country: { country_name: string }) => country.country_name === 'Etagland'));
    // A country's name is shown in the currency list: that list's tag moves too.
    assert.match(String((await ctx.get('/viewcurrency', token).expect(200)).headers.etag), /^W\/"countries\d+\.currencies\d+"$/);
  });

  test('When a country is changed through this process, then its next list has the change and a new tag at once', async () => {
    const first = await ctx.get('/viewcountry', ctx.tokens.summit_admin).expect(200);
    const etag = String(first.headers.etag);
    await ctx
      .post('/createcountry', { country_code: 'zq', country_name: 'Quickland', country_regularcode: '996', country_marketname: 'Quick Market', country_currencycode: 'QKL', country_languagecode: 'en' }, ctx.tokens.kyubos_admin)
      .expect(201);
    const changed = await ctx.get('/viewcountry', ctx.tokens.summit_admin).set('If-None-Match', etag).expect(200);
    assert.notEqual(changed.headers.etag, etag);
    assert.ok(changed.body.countries.some((country: { country_name: string }) => country.country_name === 'Quickland'));
  });
});

describe('Reference data announced between API processes', { skip: testDriver !== 'pg' && 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  test('When a country is created through one API process, then another on the same PostgreSQL answers the new list at once, without waiting for its recheck', async () => {
    const database = await createTestDatabaseUrl();
    const [firstDb, secondDb] = [openPgPool(database.url), openPgPool(database.url)];
    try {
      // This process would read the versions again only after a minute: what it sees sooner, it was told.
      const first = createApp({ db: firstDb, config: testConfig, logger: silentLogger, versionsRecheckMs: 60_000 });
      const second = createApp({ db: secondDb, config: testConfig, logger: silentLogger });
      const signIn = async (username: string) =>
        String((await request(second).post('/commonlogin').send({ username, password: DEMO_PASSWORD }).expect(200)).body.token);
      const [reader, writer] = [await signIn('summit_admin'), await signIn('kyubos_admin')];
      const list = () => request(first).get('/viewcountry').set('Authorization', `Bearer ${reader}`);
      const before = await list().expect(200);
      const etag = String(before.headers.etag);
      await list().set('If-None-Match', etag).expect(304);

      await request(second)
        .post('/createcountry')
        .set('Authorization', `Bearer ${writer}`)
        .send({ country_code: 'zn', country_name: 'Notifyland', country_regularcode: '995', country_marketname: 'Notify Market', country_currencycode: 'NTF', country_languagecode: 'en' })
        .expect(201);
      // The announcement travels after the commit: asked again until it has arrived (5 s at most).
      let changed = await list().set('If-None-Match', etag);
      for (let waited = 0; changed.status === 304 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        changed = await list().set('If-None-Match', etag);
      }
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.ok(changed.body.countries.some((country: { country_name: string }) => country.country_name === 'Notifyland'));
    } finally {
      await firstDb.close();
      await secondDb.close();
      await database.drop();
    }
  });
});

const MOCK_API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `src/main.ts` (or a built `main.js`) in its own process, on the settings given; resolves once it listens. */
async function startApi(
  env: Record<string, string>,
  main: string[] = ['--import', 'tsx', 'src/main.ts'],
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, main, {
    cwd: MOCK_API_DIR,
    env: { ...process.env, ...env, PORT: '0', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The API exited with ${code}:\n${output}`)));
  });
  return { child, port, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('Stopping on SIGTERM, and the built API', () => {
  let dataDir: string;
  /** The restart runs the compiled JavaScript, built here as `pnpm start` builds it. */
  const buildDir = `dist-test-${process.pid}`;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined;
  let env: Record<string, string>;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-drain-'));
    database = testDriver === 'pg' ? await createTestDatabaseUrl() : undefined;
    // The embedded database: the seeded template, where the API opens it (no migrating and seeding at start).
    if (!database) await writeSeededDataDir(dataDir);
    env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-drain-test-secret-of-at-least-thirty-two-bytes',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
  });
  after(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(path.join(MOCK_API_DIR, buildDir), { recursive: true, force: true });
  });

  test('When SIGTERM arrives while a write is being received, then the write completes, the process exits 0, and the record is there after a restart of the built API', async () => {
    const first = await startApi(env);
    const signIn = await fetch(`http://localhost:${first.port}/commonlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kyubos_admin', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const body = JSON.stringify({
      country_code: 'zd',
      country_name: 'Drainland',
      country_regularcode: '998',
      country_marketname: 'Drain Market',
      country_currencycode: 'DRN',
      country_languagecode: 'en',
    });

    // The write's headers and half its body are sent; SIGTERM arrives; then the rest of the body.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          port: first.port,
          path: '/createcountry',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      req.on('socket', (socket) =>
        socket.once('connect', () => {
          setTimeout(() => {
            first.child.kill('SIGTERM');
            setTimeout(() => req.end(body.slice(20)), 500);
          }, 300);
        }),
      );
    });
    const { status, text } = await answer;
    assert.equal(status, 201, text);
    assert.equal(await exited(first.child), 0, first.output());
    assert.match(first.output(), /SIGTERM received, draining/);

    execFileSync(process.execPath, ['build.mjs', '--out-dir', buildDir], { cwd: MOCK_API_DIR, stdio: 'pipe' });
    const second = await startApi(env, [path.join(buildDir, 'main.js')]);
    assert.match(second.output(), /"startupMs":\d+/);
    try {
      const again = (await (
        await fetch(`http://localhost:${second.port}/commonlogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'kyubos_admin', password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string };
      const list = (await (
        await fetch(`http://localhost:${second.port}/viewcountry`, { headers: { authorization: `Bearer ${again.token}` } })
      ).json()) as { countries: { country_code: string; country_name: string }[] };
      assert.ok(
        list.countries.some((country) => country.country_name === 'Drainland'),
        'the country written during the stop is stored',
      );
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});

describe('Several API processes', () => {
  test('When API_PROCESSES asks for more than one on the embedded database, then the start is refused with the reason', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
      cwd: MOCK_API_DIR,
      env: { ...process.env, API_PROCESSES: '2', DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.match(result.stdout, /API_PROCESSES=2 needs DATABASE_URL/);
  });
});

describe('OpenAPI document', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When the document is built, then every route of the route table has a contract and every contract a route', () => {
    const routes = registeredRoutes(ctx.app);
    const contracts = contractsByPath();
    const registered = new Set(routes.map((route) => route.path));
    assert.deepEqual(routes.filter((route) => !contracts.has(route.path)).map((route) => `${route.method.toUpperCase()} ${route.path}`), [], 'routes without a contract (src/openapi/call-contracts.ts)');
    assert.deepEqual([...contracts.keys()].filter((path) => !registered.has(path)), [], 'contracts without a route');
    for (const call of OPERATIONS_CALLS) assert.ok(registered.has(call), call);
  });

  test('When /openapi.json is fetched, then it is a valid OpenAPI 3.1 document listing every route with its method and body', async () => {
    const { body: document } = await ctx.get('/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    assert.equal(document.openapi, '3.1.0');
    for (const route of registeredRoutes(ctx.app)) {
      const documented = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      assert.ok(documented, `${route.method} ${route.path} is documented`);
    }
    const createCountry = document.paths['/createcountry'].post;
    assert.deepEqual(createCountry.security, [{ adminToken: [] }]);
    assert.ok(createCountry.requestBody.content['application/json'].schema.properties.country_code, 'the body schema from the contract');
    assert.deepEqual(document.paths['/commonlogin'].post.security, []);
    assert.ok(document.paths['/company'].post.requestBody.content['multipart/form-data']);
    assert.equal(document.paths['/companydocument/{id}'].get.parameters[0].name, 'id');

    const result = await validate(structuredClone(document));
    assert.equal(result.valid, true, JSON.stringify(result));
  });

  test('When /docs is opened, then the reference page may run its own script and styles only, and other calls keep the API policy', async () => {
    const page = await ctx.get('/docs').expect(200).expect('Content-Type', /text\/html/);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.doesNotMatch(policy, /unsafe-eval|https?:/);
    assert.match(page.text, /data-url="openapi.json"/);
    const script = /src="([^"]+standalone\.js)"/.exec(page.text)?.[1];
    await ctx.get(`/${script}`).expect(200).expect('Content-Type', /javascript/);
    const api = await ctx.get('/health').expect(200);
    assert.equal(api.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");
  });
});
