import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createApp } from '../src/app';
import { redactForLog, silentLogger } from '../src/logger';
import { createFileOutbox } from '../src/outbox/transport';
import { createTestDb, DEMO_PASSWORD, testConfig } from './helpers';
import type { Database } from '../src/db/db';
import type { Express } from 'express';

/** The default layout: the data folder is a dot folder, as mock-api/.data is. */
describe('With the data folder at a .data path', () => {
  let root: string;
  let db: Database;
  let app: Express;
  let token: string;
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kyubos-hygiene-'));
    db = await createTestDb();
    app = createApp({ db, config: { ...testConfig, dataDir: path.join(root, '.data') }, logger: silentLogger });
    token = (await request(app).post('/commonlogin').send({ username: 'kyubos_admin', password: DEMO_PASSWORD }).expect(200)).body.token;
  });
  after(async () => {
    await db.close();
    await rm(root, { recursive: true, force: true });
  });

  const upload = (name: string, type: string, content: string) =>
    request(app)
      .post('/company')
      .set('Authorization', `Bearer ${token}`)
      .field('companyName', `Hygiene ${name} ${Date.now()}`)
      .field('type', 'MGU')
      .attach('documentUpload', Buffer.from(content), { filename: name, contentType: type });

  test('When a company document is uploaded, then it downloads (200, nosniff, no-store); a file whose bytes are not its type is refused', async () => {
    const created = await upload('licence.pdf', 'application/pdf', '%PDF-1.4 licence');
    assert.equal(created.status, 201, created.text);
    const download = await request(app).get(`/companydocument/${created.body.company.documents[0].id}`).set('Authorization', `Bearer ${token}`);
    assert.equal(download.status, 200, download.text);
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(download.headers['cache-control'], 'no-store');
    const fake = await upload('invoice.pdf', 'application/pdf', '<script>alert(1)</script>');
    assert.equal(fake.status, 400);
    assert.match(fake.body.message, /^Invalid documentUpload: invoice.pdf does not hold what its name says/);
  });

  test('When the outbox file is written, then only its owner may read it', async () => {
    const file = path.join(root, '.data', 'outbox.jsonl');
    await createFileOutbox(file).send({ channel: 'sms', to: '1', subject: 's', text: 'Your one-time password is ABCD.' });
    assert.equal((await stat(file)).mode & 0o777, 0o600);
  });

  test('When any API call answers, then the security headers are set', async () => {
    const res = await request(app).get('/health').expect(200);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.headers['content-security-policy']!, /default-src 'none'/);
    assert.match(res.headers['content-security-policy']!, /frame-ancestors 'none'/);
  });

  test('When a field holds a NUL byte or the body a bogus Content-Encoding, then 400, not 500', async () => {
    const nul = await request(app).post('/commonlogin').send({ username: 'kyubos\u0000admin', password: 'x' });
    assert.equal(nul.status, 400);
    assert.equal(nul.body.message, 'Invalid username: must not contain NUL characters');
    const gzip = await request(app).post('/commonlogin').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"username":"a"}');
    assert.equal(gzip.status, 400);
    const bogus = await request(app).post('/commonlogin').set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}');
    assert.equal(bogus.status, 400);
  });

  test('When an insert fails, then what is logged holds neither the row nor the password hash', async () => {
    const error = await db
      .query(`INSERT INTO users (client_id, username, password_hash, login_type, firstname) VALUES (1, 'x', 'scrypt$very-secret-hash', 4, 'x')`)
      .catch((caught: unknown) => caught);
    assert.match(JSON.stringify(error, Object.getOwnPropertyNames(error)), /very-secret-hash/, 'the raw error quotes the row');
    const logged = JSON.stringify(redactForLog(error));
    assert.doesNotMatch(logged, /very-secret-hash/);
    assert.match(logged, /lastname/);
    assert.doesNotMatch(JSON.stringify(redactForLog({ password: 'p', nested: { BDX_Password: 'k', token: 't' } })), /"p"|"k"|"t"/);
  });
});
