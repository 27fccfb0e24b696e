import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createApp } from '../src/app';
import { createBackgroundTasks } from '../src/background';
import { silentLogger } from '../src/logger';
import { createMemoryOutbox, type OutboxMessage, type OutboxTransport } from '../src/outbox/transport';
import { maskEmail } from '../src/password-reset/service';
import { createTestContext, testConfig, type TestContext } from './helpers';

const UNKNOWN = ['nobody_here', 'j.smith', 'admin2', 'summit_admin_old', 'ops'];

describe('Forgot password answers do not tell whether an account exists', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  test('When an unknown login id asks for the choices, then its email mask is one real accounts show (their domains, not always .com)', async () => {
    const emails = (await ctx.db.query<{ email: string }>(`SELECT email FROM users WHERE email <> '' AND phonenumber <> ''`)).map(
      (row) => row.email,
    );
    const realMasks = new Set(emails.map(maskEmail));
    assert.ok([...realMasks].every((mask) => mask.endsWith('.example')));
    for (const username of UNKNOWN) {
      const { body } = await ctx.post('/userforgetvalidate', { username }).expect(200);
      assert.ok(realMasks.has(body.Email), `${username} got ${body.Email}, not a mask of a real account`);
      assert.match(body.Phonenumber, /^XXX-XXX-\d{4}$/);
    }
    // Carrier users get masks of carrier accounts.
    const carrier = await ctx.post('/clientusertforgetvalidate', { username: 'nobody_here' }).expect(200);
    assert.match(carrier.body.Email, /^\w\*\*\*@\w\*\*\*\.example$/);
  });

  test('When the same unknown login id asks again, in any spelling, then it gets the same masks', async () => {
    const first = (await ctx.post('/userforgetvalidate', { username: 'nobody_here' }).expect(200)).body;
    const again = (await ctx.post('/userforgetvalidate', { username: 'NOBODY_HERE' }).expect(200)).body;
    assert.deepEqual(again, first);
    const others = await Promise.all(UNKNOWN.slice(1).map(async (username) => (await ctx.post('/userforgetvalidate', { username })).body.Phonenumber));
    assert.ok(others.some((phone) => phone !== first.Phonenumber), 'different login ids get different stand-ins');
  });

  test('When another API process on the same database answers, then an unknown login id gets the same masks there', async () => {
    const here = (await ctx.post('/userforgetvalidate', { username: 'nobody_here' }).expect(200)).body;
    const otherProcess = createApp({ db: ctx.db, config: testConfig, logger: silentLogger, outbox: createMemoryOutbox() });
    const there = (await request(otherProcess).post('/userforgetvalidate').send({ username: 'nobody_here' }).expect(200)).body;
    assert.deepEqual(there, here);
  });
});

describe('OTPs and login ids are sent after the answer', () => {
  /** An outbox whose sending waits until the test lets it go, like a slow mail server. */
  function heldOutbox() {
    const sent: OutboxMessage[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport: OutboxTransport = {
      async send(message) {
        await gate;
        sent.push(message);
      },
    };
    return { transport, sent, release };
  }

  let ctx: TestContext;
  const held = heldOutbox();
  before(async () => {
    ctx = await createTestContext({ outbox: held.transport });
  });
  after(() => ctx.close());

  test('When the mail server is slow, then a real account is answered before the OTP is sent, like an unknown one', async () => {
    const known = await ctx.post('/userforgetpasswordemail', { username: 'summit_staff' }).expect(200);
    const unknown = await ctx.post('/userforgetpasswordemail', { username: 'nobody_here' }).expect(200);
    assert.equal(known.body.message, unknown.body.message);
    const byPhone = await ctx.post('/userforgotlogin', { phonenumber: '+1 (303) 555-0122' }).expect(200);
    assert.match(byPhone.body.message, /^If the phone number is registered/);
    assert.equal(held.sent.length, 0, 'nothing was sent yet');

    held.release();
    await ctx.settled();
    // Each is sent on its own once its answer is given: in either order.
    assert.deepEqual(held.sent.map((message) => message.subject).sort(), ['Your Login Id', 'Your password reset code']);
    const code = held.sent.find((message) => message.subject === 'Your password reset code')!;
    const otp = /one-time password is (\w{4})/.exec(code.text)![1];
    await ctx.post('/userforgetpasswordotpcheck', { id: known.body.id, otpvalue: otp }).expect(200);
  });

  test('When sending fails after the answer, then the failure is logged, not thrown', async () => {
    const logged: string[] = [];
    const tasks = createBackgroundTasks({ info: () => undefined, error: (message) => logged.push(message) });
    tasks.run('Sending a password reset code', () => Promise.reject(new Error('SMTP down')));
    await tasks.settled();
    assert.deepEqual(logged, ['Sending a password reset code failed']);
  });
});
