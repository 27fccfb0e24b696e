import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';

describe('Signing out (/logout, /carrierlogout)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  const signIn = async (url: '/commonlogin' | '/carrierlogin', username: string) =>
    (await ctx.post(url, { username, password: DEMO_PASSWORD }).expect(200)).body.token as string;

  test('When an admin signs out, then that token is refused from then on; the same account’s other session goes on', async () => {
    const first = await signIn('/commonlogin', 'summit_admin');
    const second = await signIn('/commonlogin', 'summit_admin');
    assert.notEqual(decodeJwt(first).jti, decodeJwt(second).jti);
    await ctx.post('/myaccess', {}, first).expect(200);

    const out = await ctx.post('/logout', {}, first).expect(200);
    assert.deepEqual(out.body, { message: 'Signed out' });
    const refused = await ctx.post('/myaccess', {}, first).expect(401);
    assert.equal(refused.body.message, 'Your session has ended, please sign in again');
    await ctx.get('/viewcountry', first).expect(401);
    await ctx.post('/myaccess', {}, second).expect(200);
    // Signing out again with the ended token: 401, as any call.
    await ctx.post('/logout', {}, first).expect(401);
    await ctx.post('/logout', {}).expect(401);
  });

  test('When a carrier user signs out, then its portal token is refused; an admin token cannot sign a carrier out', async () => {
    const token = await signIn('/carrierlogin', 'atlas_carrier');
    const { client_id: clientId, carrier_id: carrierId } = decodeJwt(token) as { client_id: number; carrier_id: number };
    await ctx.post('/viewBDXInbound', { client_id: clientId, career_id: carrierId }, token).expect(200);
    await ctx.post('/carrierlogout', {}, ctx.tokens.summit_admin).expect(401);
    assert.deepEqual((await ctx.post('/carrierlogout', {}, token).expect(200)).body, { message: 'Signed out' });
    const refused = await ctx.post('/viewBDXInbound', { client_id: clientId, career_id: carrierId }, token).expect(401);
    assert.equal(refused.body.message, 'Your session has ended, please sign in again');
  });

  test('Ended sessions are kept until their token expires: a sign-out removes those already expired', async () => {
    await ctx.db.query(`INSERT INTO ended_sessions (session_id, kind, user_id, expires_at) VALUES ('expired-one', 'admin', 1, now() - interval '1 minute')`);
    const token = await signIn('/commonlogin', 'summit_staff');
    await ctx.post('/logout', {}, token).expect(200);
    const kept = await ctx.db.query<{ session_id: string; expires_at: string }>(
      `SELECT session_id, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS expires_at FROM ended_sessions ORDER BY session_id`,
    );
    const { jti, exp } = decodeJwt(token) as { jti: string; exp: number };
    assert.ok(!kept.some((row) => row.session_id === 'expired-one'));
    assert.deepEqual(
      kept.find((row) => row.session_id === jti),
      { session_id: jti, expires_at: new Date(exp * 1000).toISOString().slice(0, 19) },
    );
  });
});
