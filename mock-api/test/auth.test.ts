import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { AUDIENCE, TOKEN_ISSUER } from '@kyubos/contracts';
import { decodeJwt } from 'jose';
import {
  ageRateLimits,
  createTestContext,
  DEMO_PASSWORD,
  menuItemIds,
  nowSeconds,
  signTestToken,
  type TestContext,
} from './helpers';

interface AdminCall {
  method: 'get' | 'post';
  url: string;
  body?: object;
}
/** Every admin call of this service; the bodies (filled in below) are valid for summit_admin. */
const ADMIN_CALLS: AdminCall[] = [
  'commonloginverification', 'editclient', 'editclientuser', 'viewmainmenuandsubmenu',
  'viewmainmenuandsubmenuuser', 'viewclientintakecategorymain', 'viewmenucategory', 'viewmenuitem',
  'viewsubmenuitem', 'dashboardcounts',
].map((name) => ({ method: name === 'viewmenucategory' ? 'get' : 'post', url: `/${name}` }));

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
  const { user_id, client_id } = ctx.logins.summit_admin;
  const countries = await menuItemIds(ctx.db, 'MGU', 'Reference Data', 'Countries');
  const bodies: Record<string, object> = {
    '/commonloginverification': { username: 'someone_new' },
    '/editclient': { id: client_id },
    '/editclientuser': { id: user_id },
    '/viewmainmenuandsubmenu': { type_id: 'MGU' },
    '/viewmainmenuandsubmenuuser': { type_id: 'MGU', uid: ctx.logins.summit_staff.user_id },
    '/viewclientintakecategorymain': { client_id },
    '/viewmenuitem': { id: countries.menuId },
    '/viewsubmenuitem': { menu_id: countries.menuId, id: countries.submenuId },
  };
  for (const entry of ADMIN_CALLS) entry.body = bodies[entry.url];
});
after(() => ctx.close());

const call = (entry: AdminCall, token?: string) =>
  entry.method === 'get' ? ctx.get(entry.url, token) : ctx.post(entry.url, entry.body, token);

describe('POST /commonlogin', () => {
  test('When summit_admin signs in with the demo password, then a token with the admin audience and exp in seconds comes back', async () => {
    const res = await ctx.post('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Login successful');
    assert.equal(res.body.login_type, 2);
    assert.equal(typeof res.body.user_id, 'number');
    assert.equal(typeof res.body.client_id, 'number');
    const claims = decodeJwt(res.body.token);
    assert.equal(claims.aud, AUDIENCE.admin);
    assert.equal(claims.iss, TOKEN_ISSUER);
    assert.equal(claims.sub, String(res.body.user_id));
    assert.equal(claims.client_id, res.body.client_id);
    assert.equal(claims.login_type, 2);
    assert.equal(claims.client_type, 'MGU');
    // Seconds, not milliseconds: about eight hours from now.
    assert.ok(Math.abs(claims.exp! - (nowSeconds() + 8 * 3600)) < 60, `exp ${claims.exp}`);
  });

  test('When the username differs only in case, then the sign-in still succeeds', async () => {
    const res = await ctx.post('/commonlogin', { username: 'Summit_Staff', password: DEMO_PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.body.login_type, 4);
  });

  test('When the password is wrong or the user does not exist, then 401 with the same message', async () => {
    const wrongPassword = await ctx.post('/commonlogin', { username: 'harbor_admin', password: 'nope' });
    const unknownUser = await ctx.post('/commonlogin', { username: 'nobody_here', password: DEMO_PASSWORD });
    for (const res of [wrongPassword, unknownUser]) {
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { message: 'Invalid username or password' });
    }
  });

  test('When the username is missing, then 400 naming the field', async () => {
    const res = await ctx.post('/commonlogin', { password: DEMO_PASSWORD });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid username: is required');
    assert.deepEqual(res.body.errors, [{ path: 'username', message: 'is required' }]);
  });
});

describe('Sign-in rate limit', () => {
  const tryPassword = (password: string) => ctx.post('/commonlogin', { username: 'summit_agent', password });

  test('When a username fails five times, then the sixth try is refused with 429 even with the right password, until 15 minutes pass', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) assert.equal((await tryPassword('wrong')).status, 401);
    const sixth = await tryPassword(DEMO_PASSWORD);
    assert.equal(sixth.status, 429);
    assert.deepEqual(sixth.body, { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    // Other usernames are not affected.
    assert.equal((await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD })).status, 200);

    await ageRateLimits(ctx.db, 15 * 60 + 1);
    assert.equal((await tryPassword(DEMO_PASSWORD)).status, 200);
  });

  test('When a sign-in succeeds, then earlier failures are forgiven', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) assert.equal((await tryPassword('wrong')).status, 401);
    assert.equal((await tryPassword(DEMO_PASSWORD)).status, 200);
    for (let attempt = 1; attempt <= 5; attempt += 1) assert.equal((await tryPassword('wrong')).status, 401);
    assert.equal((await tryPassword(DEMO_PASSWORD)).status, 429);
    await ageRateLimits(ctx.db, 15 * 60 + 1);
  });
});

describe('Admin calls need an admin token', () => {
  for (const entry of ADMIN_CALLS) {
    test(`When ${entry.method.toUpperCase()} ${entry.url} comes without a token, then 401`, async () => {
      const res = await call(entry);
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'Sign-in required');
    });
  }

  test('When every admin call comes with a valid token, then none is refused', async () => {
    for (const entry of ADMIN_CALLS) {
      const res = await call(entry, ctx.tokens.summit_admin);
      assert.equal(res.status, 200, `${entry.url}: ${res.text}`);
    }
  });

  const summitAdminClaims = () => ({
    sub: String(ctx.logins.summit_admin.user_id),
    client_id: ctx.logins.summit_admin.client_id,
    login_type: 2,
    client_type: 'MGU',
    ver: 1,
  });

  test('When the token has expired, then 401 asking to sign in again', async () => {
    const expired = await signTestToken(summitAdminClaims(), { expiresAt: nowSeconds() - 10 });
    for (const entry of ADMIN_CALLS) {
      const res = await call(entry, expired);
      assert.equal(res.status, 401, entry.url);
      assert.equal(res.body.message, 'Your session has expired, please sign in again');
    }
  });

  test('When a BDX portal (carrier audience) token is used on admin calls, then 401', async () => {
    const carrierToken = await signTestToken(summitAdminClaims(), {
      audience: AUDIENCE.carrier,
      expiresAt: nowSeconds() + 3600,
    });
    for (const entry of ADMIN_CALLS) {
      const res = await call(entry, carrierToken);
      assert.equal(res.status, 401, entry.url);
      assert.equal(res.body.message, 'Invalid token');
    }
  });

  test('When the token is signed with another secret or is not a token at all, then 401', async () => {
    const forged = await signTestToken(summitAdminClaims(), {
      expiresAt: nowSeconds() + 3600,
      secret: new TextEncoder().encode('another-secret-of-at-least-thirty-two-bytes'),
    });
    for (const token of [forged, 'not-a-token']) {
      const res = await ctx.post('/editclient', { id: ctx.logins.summit_admin.client_id }, token);
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'Invalid token');
    }
  });

  test('When the token lacks the tenant claims, then 401', async () => {
    const token = await signTestToken({ sub: '2' }, { expiresAt: nowSeconds() + 3600 });
    assert.equal((await ctx.post('/dashboardcounts', undefined, token)).status, 401);
  });
});

describe('POST /commonloginverification', () => {
  test('When the username is free, then the user is answered', async () => {
    const res = await ctx.post('/commonloginverification', { username: 'brand_new_user' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { user: { username: 'brand_new_user' }, message: 'Username is available' });
  });

  test('When the username is taken (in any case, by any client), then user is null with the taken message', async () => {
    const res = await ctx.post('/commonloginverification', { username: 'HARBOR_Admin' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { user: null, message: 'Sorry, that username is already taken' });
  });

  test('When the username is blank, then 400 naming the field', async () => {
    const res = await ctx.post('/commonloginverification', { username: '  ' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid username: Username is required');
  });
});
