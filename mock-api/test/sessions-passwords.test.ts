import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PASSWORD_RULE } from '@kyubos/contracts';
import request from 'supertest';
import { createApp } from '../src/app';
import { SESSION_RECHECK_MS } from '../src/auth/sessions';
import { silentLogger } from '../src/logger';
import { createMemoryOutbox } from '../src/outbox/transport';
import { createTestContext, DEMO_PASSWORD, nowSeconds, signTestToken, testConfig, type TestContext, versionedSave, expectStatus } from './helpers';

const RULE_MESSAGE = `must be ${PASSWORD_RULE}`;

describe('Tokens end with the password', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  const otpSentTo = (to: string) => /one-time password is (\w{4})/.exec(outbox.messages.filter((sent) => sent.to === to).at(-1)?.text ?? '')?.[1];
  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  async function resetPassword(prefix: 'user' | 'clientuser', username: string, email: string, newpassword: string) {
    const paths = prefix === 'user'
      ? { send: '/userforgetpasswordemail', otp: '/userforgetpasswordotpcheck', change: '/userforgotpasswordchange' }
      : { send: '/clientuserforgetpasswordemail', otp: '/clientuserforgetpasswordotpcheck', change: '/clientuserforgotpasswordchange' };
    const { id } = (await ctx.post(paths.send, { username }).expect(200)).body;
    await ctx.settled();
    await ctx.post(paths.otp, { id, otpvalue: otpSentTo(email) }).expect(200);
    await ctx.post(paths.change, { id, newpassword, password: newpassword }).expect(200);
  }

  test('When a staff user resets the password, then the token issued before is refused at once; a new sign-in works', async () => {
    const before = ctx.tokens.summit_agent;
    await ctx.post('/dashboardcounts', undefined, before).expect(200);
    await resetPassword('user', 'summit_agent', 'jordan.blake@summitspecialty.example', 'A fresh agent password');
    const res = await ctx.post('/dashboardcounts', undefined, before).expect(401);
    assert.equal(res.body.message, 'Your session has ended, please sign in again');
    const login = await ctx.post('/commonlogin', { username: 'summit_agent', password: 'A fresh agent password' }).expect(200);
    await ctx.post('/dashboardcounts', undefined, login.body.token).expect(200);
  });

  test("When a client admin sets a staff user's password, then that user's earlier token is refused", async () => {
    const staff = ctx.logins.summit_staff;
    const { user } = (await ctx.post('/editclientuser', { id: staff.user_id }, ctx.tokens.summit_admin).expect(200)).body;
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: '' }, ctx.tokens.summit_admin).then(expectStatus(200));
    await ctx.post('/dashboardcounts', undefined, staff.token).expect(200);
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: 'Set by the admin 1' }, ctx.tokens.summit_admin).then(expectStatus(200));
    await ctx.post('/dashboardcounts', undefined, staff.token).expect(401);
  });

  test("When a staff user changes its own password on the user form, then the answer carries a new token this session goes on with; the user's other sessions end", async () => {
    const uid = (await ctx.db.one<{ id: number }>("SELECT id FROM users WHERE username = 'olivia.martinez'"))!.id;
    await ctx.db.query(
      `INSERT INTO client_permissions (user_id, menu_id, submenu_id, level)
       SELECT $1, s.menu_id, s.id, 'read_and_write' FROM submenus s JOIN menus m ON m.id = s.menu_id WHERE m.client_type = 'MGU' AND s.url = '/user_admin_users'`,
      [uid],
    );
    const signIn = async (password: string) => (await ctx.post('/commonlogin', { username: 'olivia.martinez', password }).expect(200)).body.token as string;
    const here = await signIn(DEMO_PASSWORD);
    const elsewhere = await signIn(DEMO_PASSWORD);
    const { user } = (await ctx.post('/editclientuser', { id: uid }, here).expect(200)).body;
    const saved = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: 'My own new password 7' }, here).then(expectStatus(200));
    assert.equal(saved.body.message, 'User updated');
    const renewed = saved.body.token as string;
    assert.ok(renewed && renewed !== here);
    assert.equal((await ctx.post('/viewclientuser', { company_id: user.company_id }, renewed).expect(200)).body.user.some((row: { id: number }) => row.id === uid), true);
    for (const ended of [here, elsewhere]) {
      assert.equal((await ctx.post('/dashboardcounts', undefined, ended).expect(401)).body.message, 'Your session has ended, please sign in again');
    }
    await signIn('My own new password 7');
    // A save that keeps the password, or the admin setting someone else's, answers no token.
    const { user: again } = (await ctx.post('/editclientuser', { id: uid }, renewed).expect(200)).body;
    assert.equal((await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...again, password: '' }, renewed).then(expectStatus(200))).body.token, undefined);
    assert.equal((await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...again, password: 'Admin sets this one 8' }, ctx.tokens.summit_admin).then(expectStatus(200))).body.token, undefined);
  });

  test('When a carrier user resets the password, then the carrier token issued before is refused', async () => {
    const login = await ctx.post('/carrierlogin', { username: 'atlas_claims', password: DEMO_PASSWORD }).expect(200);
    const body = { client_id: login.body.client_id, career_id: login.body.career_id };
    await ctx.post('/viewBDXInbound', body, login.body.token).expect(200);
    await resetPassword('clientuser', 'atlas_claims', 'lena.ortiz@atlasinsurance.example', 'A fresh carrier password');
    await ctx.post('/viewBDXInbound', body, login.body.token).expect(401);
  });

  test('When a password is changed through another API process, then the earlier token is refused here within SESSION_RECHECK_MS', async () => {
    const staff = (await ctx.post('/commonlogin', { username: 'emily.chen', password: DEMO_PASSWORD }).expect(200)).body as { token: string; user_id: number };
    // This process has read (and keeps) the account's version.
    await ctx.post('/dashboardcounts', undefined, staff.token).expect(200);
    const otherProcess = createApp({ db: ctx.db, config: testConfig, logger: silentLogger });
    const { user } = (await ctx.post('/editclientuser', { id: staff.user_id }, ctx.tokens.summit_admin).expect(200)).body;
    await request(otherProcess)
      .post('/updateclientuser')
      .set('Authorization', `Bearer ${ctx.tokens.summit_admin}`)
      .send({ ...user, password: 'Set elsewhere 2026' })
      .expect(200);
    // The other process refuses it at once; this one once its kept version is older than the bound.
    await request(otherProcess).post('/dashboardcounts').set('Authorization', `Bearer ${staff.token}`).expect(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS));
    const res = await ctx.post('/dashboardcounts', undefined, staff.token).expect(401);
    assert.equal(res.body.message, 'Your session has ended, please sign in again');
  });

  test('When a well-signed token names a user that does not exist, then 401', async () => {
    const ghost = await signTestToken(
      { sub: '999999', client_id: ctx.logins.summit_admin.client_id, login_type: 2, client_type: 'MGU', ver: 1 },
      { expiresAt: nowSeconds() + 3600 },
    );
    const res = await ctx.post('/dashboardcounts', undefined, ghost).expect(401);
    assert.equal(res.body.message, 'Invalid token');
  });
});

describe('A new password ends the sign-in lock', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  const otpSentTo = (to: string) => /one-time password is (\w{4})/.exec(outbox.messages.filter((sent) => sent.to === to).at(-1)?.text ?? '')?.[1];
  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());
  const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

  async function lockOut(path: '/commonlogin' | '/carrierlogin', username: string) {
    for (let attempt = 1; attempt <= 5; attempt += 1) await ctx.post(path, { username, password: 'wrong password' }).expect(401);
    assert.equal((await ctx.post(path, { username, password: DEMO_PASSWORD }).expect(429)).body.message, LOCKED);
  }

  test('When a locked-out staff user completes a reset, then the new password signs in at once', async () => {
    await lockOut('/commonlogin', 'summit_agent');
    const { id } = (await ctx.post('/userforgetpasswordemail', { username: 'summit_agent' }).expect(200)).body;
    await ctx.settled();
    await ctx.post('/userforgetpasswordotpcheck', { id, otpvalue: otpSentTo('jordan.blake@summitspecialty.example') }).expect(200);
    const done = await ctx.post('/userforgotpasswordchange', { id, newpassword: 'Reset-After-Lock-78', password: 'Reset-After-Lock-78' }).expect(200);
    assert.equal(done.body.message, 'Your password has been changed. Sign in with the new password.');
    await ctx.post('/commonlogin', { username: 'summit_agent', password: 'Reset-After-Lock-78' }).expect(200);
  });

  test("When the client admin sets a locked-out user's password, then it signs in at once; a save that keeps the password leaves the lock", async () => {
    const staff = ctx.logins.summit_staff;
    await lockOut('/commonlogin', 'summit_staff');
    const { user } = (await ctx.post('/editclientuser', { id: staff.user_id }, ctx.tokens.summit_admin).expect(200)).body;
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: '' }, ctx.tokens.summit_admin).then(expectStatus(200));
    assert.equal((await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(429)).body.message, LOCKED);
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: 'Admin-Set-Pass-55' }, ctx.tokens.summit_admin).then(expectStatus(200));
    await ctx.post('/commonlogin', { username: 'summit_staff', password: 'Admin-Set-Pass-55' }).expect(200);
  });

  test('When a locked-out carrier user completes a reset, then the new password signs in at once', async () => {
    await lockOut('/carrierlogin', 'atlas_claims');
    const { id } = (await ctx.post('/clientuserforgetpasswordemail', { username: 'atlas_claims' }).expect(200)).body;
    await ctx.settled();
    await ctx.post('/clientuserforgetpasswordotpcheck', { id, otpvalue: otpSentTo('lena.ortiz@atlasinsurance.example') }).expect(200);
    await ctx.post('/clientuserforgotpasswordchange', { id, newpassword: 'Carrier-After-Lock-4', password: 'Carrier-After-Lock-4' }).expect(200);
    await ctx.post('/carrierlogin', { username: 'atlas_claims', password: 'Carrier-After-Lock-4' }).expect(200);
  });
});

describe('One password rule wherever a password is set', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  const newUser = (password: string) => ({ firstname: 'Pat', lastname: 'Lee', usertype: 'Main', username: `pat.${password.length}.${Date.now()}`, password });

  test('When a client admin creates a user with a short or a common password, then 400 naming the rule; a long uncommon one is stored', async () => {
    for (const password of ['a', 'Passw0rd!', 'password123', 'qwertyuiop', 'QWERTYUIOP']) {
      const res = await ctx.post('/createclientuser', newUser(password), ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, `Invalid password: ${RULE_MESSAGE}`, password);
    }
    await ctx.post('/createclientuser', newUser('plum orchard ladder'), ctx.tokens.summit_admin).expect(201);
  });

  test("When a client admin sets a user's password to a weak one, then 400 and the password is kept", async () => {
    const staff = ctx.logins.summit_staff;
    const { user } = (await ctx.post('/editclientuser', { id: staff.user_id }, ctx.tokens.summit_admin).expect(200)).body;
    const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password: 'a' }, ctx.tokens.summit_admin).then(expectStatus(400));
    assert.equal(res.body.message, `Invalid password: ${RULE_MESSAGE}`);
    await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200);
  });

  test("When a client admin sets a user's password to ten spaces, or one with a space at either end, then 400 naming the rule and the password is kept", async () => {
    const staff = ctx.logins.summit_staff;
    const { user } = (await ctx.post('/editclientuser', { id: staff.user_id }, ctx.tokens.summit_admin).expect(200)).body;
    for (const password of ['          ', ' plum orchard ladder', 'plum orchard ladder ']) {
      const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...user, password }, ctx.tokens.summit_admin).then(expectStatus(400));
      assert.equal(res.body.message, 'Invalid password: must not begin or end with a space', JSON.stringify(password));
    }
    assert.equal((await ctx.post('/createclientuser', newUser('          '), ctx.tokens.summit_admin).expect(400)).body.message, 'Invalid password: must not begin or end with a space');
    await ctx.post('/commonlogin', { username: 'summit_staff', password: '          ' }).expect(401);
    await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200);
  });

  test('When a reset chooses a common password, then 400 naming the rule and the reset stays open', async () => {
    const { id } = (await ctx.post('/userforgetpasswordemail', { username: 'harbor_admin' }).expect(200)).body;
    await ctx.settled();
    const otp = /one-time password is (\w{4})/.exec(outbox.messages.at(-1)!.text)![1];
    await ctx.post('/userforgetpasswordotpcheck', { id, otpvalue: otp }).expect(200);
    const res = await ctx.post('/userforgotpasswordchange', { id, newpassword: 'iloveyou12', password: 'iloveyou12' }).expect(400);
    assert.equal(res.body.message, `Invalid newpassword: ${RULE_MESSAGE}`);
    await ctx.post('/userforgotpasswordchange', { id, newpassword: 'harbor lights at dusk', password: 'harbor lights at dusk' }).expect(200);
  });

  test("When the platform admin sets a company's password to a short one, then 400", async () => {
    const { companies } = (await ctx.get('/viewcompany', ctx.tokens.kyubos_admin).expect(200)).body;
    const res = await ctx.post('/updatecompany', { companyData: { ...companies[0], password: 'short1' } }, ctx.tokens.kyubos_admin).expect(400);
    assert.equal(res.body.message, `Invalid companyData.password: ${RULE_MESSAGE}`);
  });
});
