/**
 * The kept reference data answers served before Express (http/fast-path.ts) answer exactly what
 * Express answers: the same requests go to an app with the fast path and one without, on one
 * database, and their status, headers (but the request id and date), bodies, log lines and
 * metrics are compared.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import { endSessions } from '../src/auth/sessions';
import { createLogger, silentLogger } from '../src/logger';
import { newStaffUser } from './fixtures';
import { DEMO_PASSWORD, createTestContext, nowSeconds, signTestToken, testConfig, type TestContext } from './helpers';

const METRICS_TOKEN = 'a-metrics-token-for-the-tests';
const config = { ...testConfig, metricsToken: METRICS_TOKEN };
/** Headers that differ between any two answers. */
const VARYING = new Set(['x-request-id', 'date']);

interface Served {
  app: Express;
  lines: Record<string, unknown>[];
  /** Requests that reached Express's router. */
  throughExpress(): number;
}

/** An app on the test database whose log lines are kept, and which counts the requests its Express router saw. */
async function servedApp(db: TestContext['db'], fastPath: boolean): Promise<Served> {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = createApp({ db, config, logger: await createLogger({ destination }), fastPath });
  const router = (app as unknown as { router: { handle: (...args: unknown[]) => unknown } }).router;
  const handle = router.handle.bind(router);
  let seen = 0;
  router.handle = (...args: unknown[]) => {
    seen += 1;
    return handle(...args);
  };
  return { app, lines, throughExpress: () => seen };
}

interface Case {
  name: string;
  send: (app: Express) => request.Test;
  /** The fast path answers it itself (else Express does, in both apps). */
  fast: boolean;
  status: number;
}

describe('Kept answers served before Express', () => {
  let ctx: TestContext;
  let fast: Served;
  let plain: Served;
  before(async () => {
    ctx = await createTestContext();
    fast = await servedApp(ctx.db, true);
    plain = await servedApp(ctx.db, false);
  });
  after(() => ctx.close());

  /** Sends a case to both apps and checks they answer the same, and that the fast path answered it itself or not. */
  async function same({ name, send, fast: answeredFast, status }: Case) {
    const fastBefore = fast.throughExpress();
    const fromFast = await send(fast.app);
    assert.equal(fast.throughExpress() - fastBefore, answeredFast ? 0 : 1, `${name}: ${answeredFast ? 'answered before Express' : 'answered by Express'}`);
    const fromPlain = await send(plain.app);
    assert.equal(fromFast.status, status, `${name}: status`);
    assert.equal(fromPlain.status, status, `${name}: status without the fast path`);
    const headers = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers as Record<string, string>).filter(([key]) => !VARYING.has(key)).sort(([a], [b]) => a.localeCompare(b)));
    assert.deepEqual(headers(fromFast), headers(fromPlain), `${name}: headers`);
    assert.match(String(fromFast.headers['x-request-id']), /^[0-9a-f-]{36}$|^caller-id-7$/, `${name}: request id`);
    assert.equal(fromFast.text, fromPlain.text, `${name}: body`);
    return fromFast;
  }

  test('When the same calls go through the fast path and through Express, then status, headers, bodies, log lines and metrics are the same, refusals included', async () => {
    const admin = ctx.tokens.summit_admin;
    const get = (path: string, token?: string) => (app: Express) => {
      const test = request(app).get(path);
      return token ? test.set('Authorization', `Bearer ${token}`) : test;
    };
    // The first call of each list builds and keeps its answer, through Express in both apps.
    for (const path of ['/viewcountry', '/viewcurrency', '/viewstate', '/viewscity']) {
      await same({ name: `${path} first`, send: get(path, admin), fast: false, status: 200 });
    }
    const listed = await same({ name: 'countries kept', send: get('/viewcountry', admin), fast: true, status: 200 });
    const etag = String(listed.headers.etag);
    assert.match(etag, /^W\/"countries\d+"$/);
    assert.equal(listed.headers['cache-control'], 'private, no-cache');
    assert.ok(JSON.parse(listed.text).countries.length >= 30);

    const expired = await signTestToken(
      { sub: String(ctx.logins.summit_admin.user_id), client_id: ctx.logins.summit_admin.client_id, login_type: 2, client_type: 'MGA', ver: 1 },
      { expiresAt: nowSeconds() - 60 },
    );
    const carrier = (await request(fast.app).post('/carrierlogin').send({ username: 'atlas_carrier', password: DEMO_PASSWORD })).body.token as string;
    const cases: Case[] = [
      { name: 'currencies kept', send: get('/viewcurrency', admin), fast: true, status: 200 },
      { name: 'states kept', send: get('/viewstate', admin), fast: true, status: 200 },
      { name: 'cities kept', send: get('/viewscity', admin), fast: true, status: 200 },
      { name: 'the platform admin', send: get('/viewcountry', ctx.tokens.kyubos_admin), fast: true, status: 200 },
      // A staff user's permissions are read: the fast path waits for them, then answers.
      { name: 'a staff user', send: get('/viewcountry', ctx.tokens.summit_staff), fast: true, status: 200 },
      { name: 'another client admin', send: get('/viewcountry', ctx.tokens.harbor_admin), fast: true, status: 200 },
      { name: 'the tag held: 304', send: (app) => get('/viewcountry', admin)(app).set('If-None-Match', etag), fast: true, status: 304 },
      { name: 'the tag in a list: 304', send: (app) => get('/viewcountry', admin)(app).set('If-None-Match', `"x", ${etag}`), fast: true, status: 304 },
      { name: 'another tag: 200', send: (app) => get('/viewcountry', admin)(app).set('If-None-Match', 'W/"countries0"'), fast: true, status: 200 },
      { name: 'any tag: 304', send: (app) => get('/viewcountry', admin)(app).set('If-None-Match', '*'), fast: true, status: 304 },
      { name: 'a date alone: 200', send: (app) => get('/viewcountry', admin)(app).set('If-Modified-Since', new Date().toUTCString()), fast: true, status: 200 },
      { name: 'no-cache: 200', send: (app) => get('/viewcountry', admin)(app).set('If-None-Match', etag).set('Cache-Control', 'no-cache'), fast: true, status: 200 },
      { name: 'an allowed origin (CORS)', send: (app) => get('/viewcountry', admin)(app).set('Origin', 'http://localhost:3000'), fast: true, status: 200 },
      { name: 'another origin (CORS)', send: (app) => get('/viewcountry', admin)(app).set('Origin', 'http://evil.example'), fast: true, status: 200 },
      // Each origin's headers are made once: asked again, they are the same as Express's.
      { name: 'an allowed origin again', send: (app) => get('/viewcountry', admin)(app).set('Origin', 'http://localhost:3000'), fast: true, status: 200 },
      { name: 'another origin again', send: (app) => get('/viewcountry', admin)(app).set('Origin', 'http://evil.example'), fast: true, status: 200 },
      { name: 'no origin after origins', send: get('/viewcountry', admin), fast: true, status: 200 },
      { name: 'the caller’s request id', send: (app) => get('/viewcountry', admin)(app).set('X-Request-Id', 'caller-id-7'), fast: true, status: 200 },
      { name: 'no token: 401', send: get('/viewcountry'), fast: false, status: 401 },
      { name: 'the tag without a token: 401', send: (app) => get('/viewcountry')(app).set('If-None-Match', etag), fast: false, status: 401 },
      { name: 'a forged token: 401', send: get('/viewcountry', `${admin.slice(0, -4)}AAAA`), fast: false, status: 401 },
      { name: 'an expired token: 401', send: get('/viewcountry', expired), fast: false, status: 401 },
      { name: 'a carrier portal token: 401', send: get('/viewcountry', carrier), fast: false, status: 401 },
      // An agent's user holds no reference data screen.
      { name: 'no permission: 403', send: get('/viewcountry', ctx.tokens.summit_agent), fast: false, status: 403 },
      // A body goes to Express, which reads it (and refuses a malformed one).
      { name: 'a malformed body: 400', send: (app) => get('/viewcountry', admin)(app).set('Content-Type', 'application/json').send('{"a":'), fast: false, status: 400 },
      { name: 'a body: 200', send: (app) => get('/viewcountry', admin)(app).send({ a: 1 }), fast: false, status: 200 },
      { name: 'a query string', send: get('/viewcountry?page=2', admin), fast: false, status: 200 },
      { name: 'another spelling', send: get('/VIEWCOUNTRY', admin), fast: false, status: 200 },
      { name: 'HEAD', send: (app) => request(app).head('/viewcountry').set('Authorization', `Bearer ${admin}`), fast: false, status: 200 },
    ];
    for (const one of cases) await same(one);

    // The log lines say the same of each request (but its id and latency), in the same order.
    const said = (lines: Record<string, unknown>[]) =>
      lines.filter((line) => typeof line.call === 'string' && line.call !== '/carrierlogin').map(({ reqId: _id, ms: _ms, time: _time, pid: _pid, hostname: _host, ...line }) => line);
    assert.deepEqual(said(fast.lines), said(plain.lines));
    assert.ok(said(fast.lines).some((line) => line.status === 304 && line.userId === ctx.logins.summit_admin.user_id));

    // The metrics count the same calls by call, method and status.
    const counted = async (app: Express) =>
      (await request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{') || line.startsWith('http_request_duration_seconds_count{'))
        .filter((line) => !line.includes('/carrierlogin') && !line.includes('/metrics'))
        .sort();
    const fastCounts = await counted(fast.app);
    assert.deepEqual(fastCounts, await counted(plain.app));
    assert.ok(fastCounts.includes('http_requests_total{call="/viewcountry",method="GET",status="304"} 3'));
  });

  test('When a route keeps its answer, then nothing but requireAdmin runs before it (the fast path serves it with those checks only)', () => {
    interface Layer {
      name?: string;
      route?: { path: string; stack: Layer[] };
      handle?: { stack?: Layer[] };
    }
    const kept: string[] = [];
    const walk = (stack: Layer[]) => {
      for (const layer of stack) {
        if (layer.route) {
          const names = layer.route.stack.map((step) => step.name);
          if (!names.includes('answerFromKept')) continue;
          kept.push(layer.route.path);
          assert.deepEqual(names.slice(0, 2), ['requireAdmin', 'answerFromKept'], layer.route.path);
          assert.equal(names.length, 3, `${layer.route.path}: the handler follows`);
        } else if (layer.handle?.stack) walk(layer.handle.stack);
      }
    };
    walk((fast.app as unknown as { router: { stack: Layer[] } }).router.stack);
    assert.deepEqual(kept.sort(), ['/viewcountry', '/viewcurrency', '/viewscity', '/viewstate']);
  });

  test('When a session is ended, then the fast path refuses the token at once as Express does', async () => {
    const staff = ctx.tokens.summit_staff;
    const userId = ctx.logins.summit_staff.user_id;
    const list = (app: Express) => request(app).get('/viewcountry').set('Authorization', `Bearer ${staff}`);
    assert.equal((await list(fast.app)).status, 200);
    await ctx.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
    endSessions('admin', userId);
    await same({ name: 'an ended session: 401', send: list, fast: false, status: 401 });
    assert.equal(JSON.parse((await list(fast.app)).text).message, 'Your session has ended, please sign in again');
    // The token speaks for its account again, for the tests after this one.
    await ctx.db.query('UPDATE users SET token_version = token_version - 1 WHERE id = $1', [userId]);
    endSessions('admin', userId);
    assert.equal((await list(fast.app)).status, 200);
  });

  test('When a caller leaves while the fast path waits for their permissions, then the log line says 499 as Express’s does', async () => {
    // The staff user's permissions are read slowly: the caller leaves once the read has begun.
    let readBegun = () => undefined as void;
    const slow: TestContext['db'] = {
      ...ctx.db,
      query: ((text: string, params?: unknown[]) => {
        if (!/FROM client_permissions cp/.test(text)) return ctx.db.query(text, params);
        readBegun();
        return new Promise((resolve) => setTimeout(resolve, 300)).then(() => ctx.db.query(text, params));
      }) as TestContext['db']['query'],
    };
    for (const fastPath of [true, false]) {
      const served = await servedApp(slow, fastPath);
      await request(served.app).get('/viewcountry').set('Authorization', `Bearer ${ctx.tokens.summit_admin}`).expect(200);
      const seen = served.throughExpress();
      const server = served.app.listen(0);
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const begun = new Promise<void>((resolve) => (readBegun = resolve));
      const left = http.get({ port, path: '/viewcountry', headers: { authorization: `Bearer ${ctx.tokens.summit_staff}` } });
      left.on('error', () => undefined);
      await begun;
      left.destroy();
      const lineOf = () => served.lines.find((entry) => entry.userId === ctx.logins.summit_staff.user_id);
      for (let waited = 0; !lineOf() && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      // The read finishes and the answer is dropped before the server closes.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const line = lineOf();
      server.close();
      assert.equal(line?.status, 499, `fast path ${fastPath ? 'on' : 'off'}: the line of the caller who left`);
      assert.equal(line.call, '/viewcountry');
      assert.equal(served.throughExpress() - seen, fastPath ? 0 : 1);
    }
  });

  test('When a country changes, then the next list shows it at once and the old tag no longer answers 304', async () => {
    const token = ctx.tokens.kyubos_admin;
    const list = (app: Express) => request(app).get('/viewcountry').set('Authorization', `Bearer ${token}`);
    const before = await list(fast.app).expect(200);
    await list(fast.app).expect(200);
    const us = (JSON.parse(before.text).countries as { id: number; country_code: string }[]).find((country) => country.country_code === 'US')!;
    const edited = await request(fast.app).post('/editcountry').set('Authorization', `Bearer ${token}`).send({ id: us.id }).expect(200);
    const { id, ...fields } = edited.body.country as { id: number };
    await request(fast.app)
      .post('/updatecountry')
      .set('Authorization', `Bearer ${token}`)
      .send({ countryData: { id, ...fields, country_name: 'United States of America' } })
      .expect(200);
    const after = await list(fast.app).set('If-None-Match', String(before.headers.etag)).expect(200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.ok(JSON.parse(after.text).countries.some((country: { country_name: string }) => country.country_name === 'United States of America'));
    // Kept again, and answered before Express, with the new tag.
    const seen = fast.throughExpress();
    const again = await list(fast.app).expect(200);
    assert.equal(fast.throughExpress(), seen);
    assert.equal(again.headers.etag, after.headers.etag);
    assert.equal(again.text, after.text);
  });
});

describe('Kept staff users lists', () => {
  let ctx: TestContext;
  let listReads = 0;
  let app: Express;
  /** The same database, counting the reads of a client's staff users. */
  const counting = (db: TestContext['db']): TestContext['db'] => ({
    ...db,
    query: ((text: string, params?: unknown[]) => {
      if (/FROM users WHERE client_id = \$1 AND login_type = 4/.test(text)) listReads += 1;
      return db.query(text, params);
    }) as TestContext['db']['query'],
  });
  before(async () => {
    ctx = await createTestContext();
    app = createApp({ db: counting(ctx.db), config: testConfig, logger: silentLogger });
  });
  after(() => ctx.close());
  const list = (target: Express, token: string, companyId: number) =>
    request(target).post('/viewclientuser').set('Authorization', `Bearer ${token}`).send({ company_id: companyId });

  test('When the users list is asked again with nothing written, then it is not read again; a user created through the app shows at once', async () => {
    const summitId = ctx.logins.summit_admin.client_id;
    const first = await list(app, ctx.tokens.summit_admin, summitId).expect(200);
    const reads = listReads;
    const again = await list(app, ctx.tokens.summit_admin, summitId).expect(200);
    assert.equal(listReads, reads, 'answered from the kept list');
    assert.equal(again.text, first.text);
    await request(app)
      .post('/createclientuser')
      .set('Authorization', `Bearer ${ctx.tokens.summit_admin}`)
      .send(newStaffUser(summitId, 'kept.list.user'))
      .expect(201);
    const after = await list(app, ctx.tokens.summit_admin, summitId).expect(200);
    assert.ok(after.body.user.some((user: { username: string }) => user.username === 'kept.list.user'));
    assert.equal(after.body.user.length, first.body.user.length + 1);
    // Each client has its own kept list; another client's admin is still refused it.
    const harborId = ctx.logins.harbor_admin.client_id;
    const harbor = await list(app, ctx.tokens.harbor_admin, harborId).expect(200);
    assert.ok(!harbor.body.user.some((user: { username: string }) => user.username === 'kept.list.user'));
    await list(app, ctx.tokens.harbor_admin, summitId).expect(403);
    await list(app, ctx.tokens.summit_agent, summitId).expect(403);
  });

  test('When users are written by any other writer (SQL, another process), then the list shows it once the versions are read again', async () => {
    const summitId = ctx.logins.summit_admin.client_id;
    // Versions read at every call: what every process sees once its recheck time has passed.
    const rechecking = createApp({ db: counting(ctx.db), config: testConfig, logger: silentLogger, versionsRecheckMs: 0 });
    await list(rechecking, ctx.tokens.summit_admin, summitId).expect(200);
    const reads = listReads;
    await list(rechecking, ctx.tokens.summit_admin, summitId).expect(200);
    assert.equal(listReads, reads, 'the versions did not move: the kept list');
    await ctx.db.query("UPDATE users SET firstname = 'Samantha' WHERE username = 'summit_staff'");
    const changed = await list(rechecking, ctx.tokens.summit_admin, summitId).expect(200);
    assert.equal(changed.body.user.find((user: { username: string }) => user.username === 'summit_staff').firstname, 'Samantha');
  });
});
