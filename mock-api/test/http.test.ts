import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import request from 'supertest';
import { createApp } from '../src/app';
import type { Db } from '../src/db/db';
import type { Logger } from '../src/logger';
import { testConfig } from './helpers';

/** A database that is down: every query fails, as a lost connection would. */
const brokenDb: Db = {
  query: () => Promise.reject(new Error('connection terminated: secret detail')),
  one: () => Promise.reject(new Error('connection terminated: secret detail')),
  exec: () => Promise.reject(new Error('connection terminated: secret detail')),
  transaction: () => Promise.reject(new Error('connection terminated: secret detail')),
};

function appWithLog() {
  const logged: unknown[] = [];
  const logger: Logger = { info: () => undefined, error: (message, error) => logged.push([message, error]) };
  return { app: createApp({ db: brokenDb, config: testConfig, logger }), logged };
}

describe('HTTP basics', () => {
  test('When /health is called, then it answers ok without a token', async () => {
    const res = await request(appWithLog().app).get('/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'ok' });
    assert.equal(res.headers['x-powered-by'], undefined);
  });

  test('When an unknown call is made, then 404 in JSON', async () => {
    const res = await request(appWithLog().app).post('/nosuchcall').send({});
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { message: 'No such call: POST /nosuchcall' });
  });

  test('When the JSON body is malformed, then 400 and not 500', async () => {
    const { app, logged } = appWithLog();
    const res = await request(app).post('/commonlogin').set('content-type', 'application/json').send('{"username": ');
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'Malformed JSON body' });
    assert.equal(logged.length, 0);
  });

  test('When an address does not decode (a bad percent-escape in a call\'s path), then 400 before sign-in, nothing logged', async () => {
    const { app, logged } = appWithLog();
    for (const address of ['/companydocument/%c0%ae', '/companydocument/%E0%A4%A']) {
      const res = await request(app).get(address);
      assert.equal(res.status, 400, address);
      assert.deepEqual(res.body, { message: 'The address could not be read' });
    }
    assert.equal(logged.length, 0);
  });

  test('When the API reference\'s vendor source map is asked for, then 404 (its script still served)', async () => {
    const { app } = appWithLog();
    assert.equal((await request(app).get('/docs/assets/standalone.js.map')).status, 404);
    assert.equal((await request(app).get('/docs/assets/standalone.js')).status, 200);
  });

  test('When the body is larger than 1 MB, then 413', async () => {
    const res = await request(appWithLog().app)
      .post('/commonlogin')
      .send({ username: 'x'.repeat(1_100_000), password: 'y' });
    assert.equal(res.status, 413);
    assert.deepEqual(res.body, { message: 'Request body is too large' });
  });

  test('When the body is not an object, then 400 naming the body', async () => {
    const res = await request(appWithLog().app).post('/commonlogin').send([1, 2]);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /^Invalid body: /);
  });

  test('When several fields are wrong, then the message names the first and errors lists them all', async () => {
    const res = await request(appWithLog().app).post('/commonlogin').send({ username: '', password: 5 });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid username: Username is required');
    assert.deepEqual(
      res.body.errors.map((error: { path: string }) => error.path),
      ['username', 'password'],
    );
  });

  test('When something unexpected fails, then 500 with a plain message, no details, and the error is logged', async () => {
    const { app, logged } = appWithLog();
    const res = await request(app).post('/commonlogin').send({ username: 'summit_admin', password: 'x' });
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { message: 'Something went wrong' });
    assert.doesNotMatch(res.text, /secret detail|at /);
    assert.equal(logged.length, 1);
  });

  test('When a write meets a unique index (two requests racing), then 409 and not 500', async () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "users_username_key"'), { code: '23505' });
    const racingDb: Db = { ...brokenDb, one: () => Promise.reject(duplicate), query: () => Promise.reject(duplicate) };
    const app = createApp({ db: racingDb, config: testConfig, logger: { info: () => undefined, error: () => undefined } });
    const res = await request(app).post('/commonlogin').send({ username: 'summit_admin', password: 'x' });
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { message: 'A record with the same unique value already exists' });
  });
});

describe('CORS', () => {
  test('When a configured front end origin calls, then it is allowed', async () => {
    const res = await request(appWithLog().app)
      .options('/commonlogin')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
  });

  test('When another origin calls, then no CORS permission is given', async () => {
    const res = await request(appWithLog().app).get('/health').set('Origin', 'https://evil.example');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });
});
