import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OTP_ALPHABET, type MenuCategory } from '@kyubos/contracts';
import { createMemoryOutbox } from '../src/outbox/transport';
import { LIMITS } from '../src/security/limits';
import { permissionBody as bodyFor, type PermissionItem } from './fixtures';
import { createTestContext, DEMO_PASSWORD, type TestContext, versionedSave, expectStatus } from './helpers';

const OTP = new RegExp(`^[${OTP_ALPHABET}]{4}$`);
/** Frontier's carrier user, whose resets these tests drive. */
const MONICA = { username: 'frontier_carrier', email: 'monica.reed@frontiercasualty.example' };

describe('OTP guessing', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  const lastTo = (to: string) => outbox.messages.filter((sent) => sent.to === to).at(-1);
  const otpOf = (to: string) => /one-time password is (\w{4})/.exec(lastTo(to)?.text ?? '')?.[1];
  const sendOtp = async () => {
    const { id } = (await ctx.post('/clientuserforgetpasswordemail', { username: MONICA.username }).expect(200)).body;
    await ctx.settled();
    return id as string;
  };
  const wrongFor = (otp: string) => (otp === 'AAAA' ? 'BBBB' : 'AAAA');

  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  test('When an OTP is sent, then it has 4 symbols of the 31-symbol alphabet and is accepted in lower case', async () => {
    assert.equal(OTP_ALPHABET.length, 31);
    const id = await sendOtp();
    const otp = otpOf(MONICA.email)!;
    assert.match(otp, OTP);
    await ctx.post('/clientuserforgetpasswordotpcheck', { id, otpvalue: otp.toLowerCase() }).expect(200);
  });

  test('When wrong OTPs are tried across several requests, then the account is paused after 10 in an hour and its email is told', async () => {
    await ctx.db.query('DELETE FROM rate_limit_hits');
    let tries = 0;
    // Two requests, five wrong tries each: every request is within its own 5, the account is not.
    for (let request = 0; request < 2; request += 1) {
      const id = await sendOtp();
      const wrong = wrongFor(otpOf(MONICA.email)!);
      for (let i = 0; i < 5; i += 1, tries += 1) await ctx.post('/clientuserforgetpasswordotpcheck', { id, otpvalue: wrong }).expect(400);
    }
    assert.equal(tries, LIMITS.otpTriesPerAccountPerHour.max);
    const notice = lastTo(MONICA.email)!;
    assert.equal(notice.subject, 'Password reset paused');
    assert.match(notice.text, /paused for an hour/);

    const id = await sendOtp();
    const paused = await ctx.post('/clientuserforgetpasswordotpcheck', { id, otpvalue: otpOf(MONICA.email) }).expect(429);
    assert.equal(paused.body.message, 'Too many OTP tries. Password reset is paused for an hour.');
  });
});

describe('OTP sends and checks per client address', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext({
      outbox: createMemoryOutbox(),
      limits: { resetRequestsPerAddress: { max: 3, windowSeconds: 3600 }, otpTriesPerAddress: { max: 3, windowSeconds: 3600 } },
    });
  });
  after(() => ctx.close());

  test('When one address asks for OTPs for many login ids, then it is refused past its limit', async () => {
    for (const username of ['atlas_carrier', 'atlas_claims', 'someone_else']) {
      await ctx.post('/clientuserforgetpasswordemail', { username }).expect(200);
      await ctx.settled();
    }
    const res = await ctx.post('/clientuserforgetpasswordemail', { username: 'frontier_carrier' }).expect(429);
    assert.equal(res.body.message, 'Too many requests. Try again in 15 minutes.');
  });

  test('When one address tries OTPs against many requests, then it is refused past its limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      await ctx.post('/clientuserforgetpasswordotpcheck', { id: `${i}`.repeat(32), otpvalue: 'AAAA' }).expect(400);
    }
    await ctx.post('/clientuserforgetpasswordotpcheck', { id: 'f'.repeat(32), otpvalue: 'AAAA' }).expect(429);
  });
});

describe('Login ids are ASCII, limits count accounts', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  const DOTTED = 'summ\u0130t_admin';
  before(async () => {
    ctx = await createTestContext({ outbox });
  });
  after(() => ctx.close());

  test('When a login id has a dotted capital I (U+0130), then it is refused with 400 and signs no one in', async () => {
    const res = await ctx.post('/commonlogin', { username: DOTTED, password: DEMO_PASSWORD }).expect(400);
    assert.equal(res.body.message, 'Invalid username: must use only ASCII letters, digits and symbols, without spaces');
    await ctx.post('/userforgetpasswordemail', { username: DOTTED }).expect(400);
    await ctx.post('/userforgetvalidate', { username: DOTTED }).expect(400);
    await ctx.settled();
    assert.equal(outbox.messages.length, 0);
  });

  test('When a login id is typed in full-width letters, then NFKC makes it the ASCII login id', async () => {
    await ctx.post('/commonlogin', { username: '\uFF53ummit_admin', password: DEMO_PASSWORD }).expect(200);
  });

  test('When an account is locked out, then no other spelling of its login id gets a fresh quota', async () => {
    for (let i = 0; i < 5; i += 1) await ctx.post('/commonlogin', { username: 'summit_admin', password: 'wrong' }).expect(401);
    for (const spelling of ['SUMMIT_ADMIN', 'Summit_Admin', '\uFF53ummit_admin', ' summit_admin ']) {
      await ctx.post('/commonlogin', { username: spelling, password: DEMO_PASSWORD }).expect(429);
    }
  });

  test('When OTPs are asked under several spellings of one login id, then they share one quota of 5', async () => {
    const spellings = ['harbor_admin', 'HARBOR_ADMIN', 'Harbor_Admin', '\uFF48arbor_admin', 'harbor_ADMIN'];
    for (const username of spellings) await ctx.post('/userforgetpasswordemail', { username }).expect(200);
    await ctx.settled();
    await ctx.post('/userforgetpasswordemail', { username: 'hArbor_admin' }).expect(429);
    assert.equal(outbox.messages.length, 5);
  });

  test('When a user is created with a non-ASCII username, then 400', async () => {
    const res = await ctx
      .post('/createclientuser', { firstname: 'A', lastname: 'B', username: 'j\u00f6rg', password: 'Long enough pass 1', usertype: 'Main' }, ctx.tokens.summit_admin)
      .expect(400);
    assert.match(res.body.message, /^Invalid username: must use only ASCII/);
  });
});

describe('Staff managing staff', () => {
  let ctx: TestContext;
  let menu: MenuCategory[];
  let summitId: number;
  const userId = async (username: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;
  const userRow = (id: number) => ctx.db.one<Record<string, unknown>>('SELECT username, email, phonenumber, password_hash, firstname FROM users WHERE id = $1', [id]);

  const permissionBody = (uid: number, items: PermissionItem[]) => bodyFor(menu, summitId, uid, items);

  /** summit's manager: Users at Read and Write, Agents at Read. */
  let manager: { id: number; token: string };
  before(async () => {
    ctx = await createTestContext();
    summitId = ctx.logins.summit_admin.client_id;
    menu = (await ctx.get('/viewmenucategory', ctx.tokens.summit_admin).expect(200)).body.typemenucategory;
    const id = await userId('olivia.martinez');
    await ctx.post('/createclientpermission', permissionBody(id, [['Users', 'Users', 'read_and_write'], ['Users', 'Agents', 'read']]), ctx.tokens.summit_admin).expect(200);
    const login = await ctx.post('/commonlogin', { username: 'olivia.martinez', password: DEMO_PASSWORD }).expect(200);
    manager = { id, token: login.body.token };
  });
  after(() => ctx.close());

  const updateBody = async (id: number, changes: Record<string, unknown>) => {
    const { user } = (await ctx.post('/editclientuser', { id }, ctx.tokens.summit_admin).expect(200)).body;
    return { ...user, password: '', ...changes };
  };

  test("When a staff user with Users at Read and Write changes another staff user's password, email, phone or username, then 403 and nothing changes", async () => {
    const target = await userId('ethan.nguyen');
    const before = await userRow(target);
    for (const change of [{ password: 'A brand new pass 1' }, { email: 'attacker@evil.example' }, { phonenumber: '13035550177' }, { username: 'ethan_taken' }]) {
      const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', await updateBody(target, change), manager.token).then(expectStatus(403));
      assert.equal(res.body.message, "Only a client admin may change another user's password, username, email or phone");
    }
    assert.deepEqual(await userRow(target), before);
    // Names stay theirs to fix, and a client admin may change credentials.
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', await updateBody(target, { firstname: 'Ethan J.' }), manager.token).then(expectStatus(200));
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', await updateBody(target, { password: 'A brand new pass 1' }), ctx.tokens.summit_admin).then(expectStatus(200));
  });

  test('When a staff user edits a user who holds more than they do, then 403 and nothing changes', async () => {
    const staff = ctx.logins.summit_staff.user_id; // holds Lines of Business at Admin, which the manager does not
    const before = await userRow(staff);
    const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', await updateBody(staff, { firstname: 'Renamed' }), manager.token).then(expectStatus(403));
    assert.equal(res.body.message, 'You may not change a user who holds more permissions than you');
    assert.deepEqual(await userRow(staff), before);
  });

  test('When a staff user removes permissions above their own level, then 403 and the set stays', async () => {
    const staff = ctx.logins.summit_staff.user_id;
    const held = await ctx.db.query('SELECT menu_id, submenu_id, level FROM client_permissions WHERE user_id = $1 ORDER BY id', [staff]);
    const res = await ctx.post('/createclientpermission', permissionBody(staff, []), manager.token).expect(403);
    assert.equal(res.body.message, 'You may not change a user who holds more permissions than you');
    assert.deepEqual(await ctx.db.query('SELECT menu_id, submenu_id, level FROM client_permissions WHERE user_id = $1 ORDER BY id', [staff]), held);
  });
});

describe('Who may read a user and a client', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test("When an Agent user asks /editclientuser for the client admin, then 403; their own record still comes back", async () => {
    const res = await ctx.post('/editclientuser', { id: ctx.logins.summit_admin.user_id }, ctx.tokens.summit_agent).expect(403);
    assert.doesNotMatch(JSON.stringify(res.body), /summit_admin|@/);
    const own = await ctx.post('/editclientuser', { id: ctx.logins.summit_agent.user_id }, ctx.tokens.summit_agent).expect(200);
    assert.equal(own.body.user.username, 'summit_agent');
    // A reader of Users still opens other users.
    await ctx.post('/editclientuser', { id: ctx.logins.summit_agent.user_id }, ctx.tokens.summit_staff).expect(200);
  });

  test('When staff read their client, then only its name and type come back; the client admin gets the contacts', async () => {
    const id = ctx.logins.summit_admin.client_id;
    const staff = await ctx.post('/editclient', { id }, ctx.tokens.summit_agent).expect(200);
    assert.deepEqual(Object.keys(staff.body.client).sort(), ['Client_FullName', 'Client_ShortName', 'Client_Type', 'id']);
    const admin = await ctx.post('/editclient', { id }, ctx.tokens.summit_admin).expect(200);
    assert.ok('Client_AdminEmail' in admin.body.client && 'Client_BillingPersonEmail' in admin.body.client);
  });
});
