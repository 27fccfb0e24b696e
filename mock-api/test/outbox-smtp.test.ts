import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Express } from 'express';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/db';
import { createBackgroundTasks } from '../src/background';
import { silentLogger } from '../src/logger';
import { createSmtpEmailTransport, OUTBOX_FILE_NAME } from '../src/outbox/transport';
import { createTestDb, testConfig } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a free local port that keeps every message it receives. */
async function startMailServer() {
  const received: Received[] = [];
  const waiting: ((mail: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message (or one already received and not yet taken). */
    next: () => new Promise<Received>((resolve) => (received.length > 0 ? resolve(received.shift()!) : waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Outgoing mail over SMTP', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let dataDir: string;
  let db: Database;
  let app: Express;
  const background = createBackgroundTasks(silentLogger);

  before(async () => {
    mail = await startMailServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-smtp-'));
    db = await createTestDb();
    const config = { ...testConfig, dataDir, smtp: { url: mail.url, from: 'Kyubos <no-reply@kyubos.test>' } };
    app = createApp({ db, config, logger: silentLogger, background });
  });
  after(async () => {
    await mail.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('When SMTP_URL is set, then a carrier OTP email arrives there with the 4-character code, and the code is accepted', { timeout: 10_000 }, async () => {
    const sent = await request(app).post('/clientuserforgetpasswordemail').send({ username: 'atlas_claims' }).expect(200);
    const message = await mail.next();
    assert.deepEqual(message.to, ['lena.ortiz@atlasinsurance.example']);
    assert.equal(message.from, 'no-reply@kyubos.test');
    assert.match(message.raw, /^Subject: Your password reset code\r?$/m);
    const code = /one-time password is ([0-9A-Za-z]{4})\./.exec(message.raw)?.[1];
    assert.ok(code, 'the email carries a 4-character code');
    const checked = await request(app)
      .post('/clientuserforgetpasswordotpcheck')
      .send({ id: sent.body.id, otpvalue: code })
      .expect(200);
    assert.equal(checked.body.id, sent.body.id);
  });

  test('When SMTP is configured, then an SMS still goes to the outbox file and no email is written there', async () => {
    await request(app).post('/clientusertforgetpassword').send({ username: 'atlas_claims' }).expect(200);
    await background.settled();
    const lines = (await readFile(path.join(dataDir, OUTBOX_FILE_NAME), 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((line) => [line.channel, line.to]),
      [['sms', '12125550141']],
    );
    assert.match(lines[0].text, /one-time password is [0-9A-Za-z]{4}\./);
  });

  test('When the SMTP server cannot be reached, then sending fails with a 503 the form can show', async () => {
    const gone = await startMailServer();
    await gone.close();
    const transport = createSmtpEmailTransport({ url: gone.url, from: 'Kyubos <no-reply@kyubos.test>' });
    await assert.rejects(transport.send({ channel: 'email', to: 'a@b.example', subject: 'x', text: 'y' }), (error: unknown) => {
      assert.equal((error as { httpStatus?: number }).httpStatus, 503);
      assert.match((error as Error).message, /could not be sent/);
      return true;
    });
  });

  test('When SMTP_URL is not an smtp(s) URL, then the configuration is refused naming it; when unset, no SMTP is used', () => {
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'http://mail.example' }), /SMTP_URL/);
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://u:p@mail.example:465' }).smtp, {
      url: 'smtps://u:p@mail.example:465',
      from: 'Kyubos <no-reply@kyubos.local>',
    });
    assert.equal(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), SMTP_URL: '' }).smtp, undefined);
  });
});
