import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientUser } from '@kyubos/contracts';
import { newStaffUser } from './fixtures';
import { createTestContext, DEMO_PASSWORD, type TestContext, versionedSave, expectStatus } from './helpers';

let ctx: TestContext;
let summitId: number;
let harborId: number;
before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  harborId = ctx.logins.harbor_admin.client_id;
});
after(() => ctx.close());

const agentOf = async (code: string) =>
  (await ctx.db.one<{ id: number; agentname: string }>('SELECT id, agentname FROM client_agents WHERE agentcode = $1', [code]))!;

const newUser = (username: string, extra: object = {}) => newStaffUser(summitId, username, extra);

describe('POST /viewclientuser', () => {
  test("When summit_admin lists Summit's users, then every staff user comes back without passwords and no admin login", async () => {
    const res = await ctx.post('/viewclientuser', { company_id: summitId }, ctx.tokens.summit_admin).expect(200);
    const users: ClientUser[] = res.body.user;
    assert.ok(users.length >= 25, `expected 25+ users, got ${users.length}`);
    const sam = users.find((user) => user.username === 'summit_staff')!;
    assert.equal(sam.firstname, 'Sam');
    assert.equal(sam.lastname, 'Carter');
    assert.equal(sam.company_id, summitId);
    assert.ok(!users.some((user) => user.username === 'summit_admin'), 'the client admin is not a client user');
    assert.ok(!JSON.stringify(res.body).includes('password'));
    const jordan = users.find((user) => user.username === 'summit_agent')!;
    assert.equal(jordan.usertype, 'Agent');
    assert.equal(jordan.agent_code, 'SSA-001');
  });

  test("When harbor_admin asks for Summit's users, then 403", async () => {
    await ctx.post('/viewclientuser', { company_id: summitId }, ctx.tokens.harbor_admin).expect(403);
  });

  test('When summit_staff (Users at Read) lists users, then it passes', async () => {
    await ctx.post('/viewclientuser', { company_id: summitId }, ctx.tokens.summit_staff).expect(200);
  });

  test("When summit_agent (an agent's user) lists users, then 403 saying the area is not open to an agent's users", async () => {
    const res = await ctx.post('/viewclientuser', { company_id: summitId }, ctx.tokens.summit_agent).expect(403);
    assert.match(res.body.message, /^Users and Agents are not open to an agent's users/);
  });

  test('When company_id is missing or not a number, then 400 naming it; without a token 401', async () => {
    const res = await ctx.post('/viewclientuser', {}, ctx.tokens.summit_admin).expect(400);
    assert.equal(res.body.message, 'Invalid company_id: is required');
    await ctx.post('/viewclientuser', { company_id: 'abc' }, ctx.tokens.summit_admin).expect(400);
    await ctx.post('/viewclientuser', { company_id: summitId }).expect(401);
  });
});

describe('POST /createclientuser', () => {
  test('When summit_admin creates a Main user, then it is stored as staff and can sign in with that password', async () => {
    const res = await ctx.post('/createclientuser', newUser('riley.summers'), ctx.tokens.summit_admin).expect(201);
    const user: ClientUser = res.body.user;
    assert.equal(user.username, 'riley.summers');
    assert.equal(user.company_id, summitId);
    assert.equal(user.agent_id, null);
    const row = await ctx.db.one<{ login_type: number; password_hash: string }>('SELECT login_type, password_hash FROM users WHERE id = $1', [user.id]);
    assert.equal(row!.login_type, 4);
    assert.match(row!.password_hash, /^scrypt\$/);
    const login = await ctx.post('/commonlogin', { username: 'riley.summers', password: 'Start-Here-42' }).expect(200);
    assert.equal(login.body.user_id, user.id);
    assert.equal(login.body.login_type, 4);
    assert.equal(login.body.client_id, summitId);
  });

  test("When an Agent user is created, then the chosen agent's id, code and name are stored (whatever the body claims)", async () => {
    const agent = await agentOf('SSA-003');
    const res = await ctx
      .post('/createclientuser', newUser('agent.user1', { usertype: 'Agent', agent_id: agent.id, agent_code: 'FAKE', agent_name: 'Fake' }), ctx.tokens.summit_admin)
      .expect(201);
    assert.equal(res.body.user.agent_id, agent.id);
    assert.equal(res.body.user.agent_code, 'SSA-003');
    assert.equal(res.body.user.agent_name, 'Lone Star Commercial Brokers');
  });

  test('When a Main user is sent with agent fields, then they are cleared', async () => {
    const agent = await agentOf('SSA-004');
    const res = await ctx.post('/createclientuser', newUser('main.user2', { agent_id: agent.id, agent_code: 'SSA-004' }), ctx.tokens.summit_admin).expect(201);
    assert.equal(res.body.user.agent_id, null);
    assert.equal(res.body.user.agent_code, null);
  });

  test('When the username is taken (any case), then 409 with the spec message and nothing is stored', async () => {
    const res = await ctx.post('/createclientuser', newUser('SUMMIT_STAFF'), ctx.tokens.summit_admin).expect(409);
    assert.equal(res.body.message, 'Sorry, that username is already taken');
  });

  test('When the body is bad, then 400 naming the field', async () => {
    const cases: [object, string][] = [
      [newUser('x0', { username: '  ' }), 'Invalid username: is required'],
      [newUser('x1', { password: '' }), 'Invalid password: is required'],
      [newUser('x2', { usertype: 'Boss' }), 'Invalid usertype: must be Main or Agent'],
      [newUser('x3', { usertype: 'Agent' }), 'Invalid agent_id: is required for an Agent user'],
      [newUser('x4', { email: 'not-an-email' }), 'Invalid email: must be an email address'],
      [newUser('x5', { phonenumber: '1234567890123456' }), 'Invalid phonenumber: must be at most 15 digits'],
      [newUser('x6', { phonenumber: '+1 (212) 555-01239999' }), 'Invalid phonenumber: is not a valid phone number for its country'],
      [newUser('x7', { phonenumber: '1212555' }), 'Invalid phonenumber: is not a valid phone number for its country'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.post('/createclientuser', body, ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, message);
    }
  });

  test('When the phone number is valid for its country, then it is stored as digits; a bare calling code as none', async () => {
    const formatted = await ctx.post('/createclientuser', newUser('phone.uk', { phonenumber: '+44 20 7946 0958' }), ctx.tokens.summit_admin).expect(201);
    const uk = await ctx.db.one<{ phonenumber: string | null }>('SELECT phonenumber FROM users WHERE id = $1', [formatted.body.user.id]);
    assert.equal(uk!.phonenumber, '442079460958');
    const blank = await ctx.post('/createclientuser', newUser('phone.none', { phonenumber: '1' }), ctx.tokens.summit_admin).expect(201);
    const none = await ctx.db.one<{ phonenumber: string | null }>('SELECT phonenumber FROM users WHERE id = $1', [blank.body.user.id]);
    assert.equal(none!.phonenumber, null);
  });

  test("When harbor_admin creates a user for Summit, then 403; with one of Summit's agents, then 404 as for a missing agent; nothing is stored", async () => {
    await ctx.post('/createclientuser', newUser('harbor.try1'), ctx.tokens.harbor_admin).expect(403);
    const agent = await agentOf('SSA-001');
    for (const agentId of [agent.id, 999999]) {
      const res = await ctx
        .post('/createclientuser', newUser('harbor.try2', { company_id: harborId, usertype: 'Agent', agent_id: agentId }), ctx.tokens.harbor_admin)
        .expect(404);
      assert.equal(res.body.message, 'Agent not found');
    }
    const row = await ctx.db.one("SELECT 1 FROM users WHERE username LIKE 'harbor.try%'");
    assert.equal(row, null);
  });

  test('When summit_staff (Users at Read only) creates a user, then 403 and nothing is stored; without a token 401', async () => {
    const res = await ctx.post('/createclientuser', newUser('staff.try'), ctx.tokens.summit_staff).expect(403);
    assert.equal(res.body.message, 'You need Read and Write permission for this');
    await ctx.post('/createclientuser', newUser('staff.try')).expect(401);
    assert.equal(await ctx.db.one("SELECT 1 FROM users WHERE username = 'staff.try'"), null);
  });
});

describe('POST /updateclientuser', () => {
  const userId = async (username: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))!.id;

  test('When summit_admin edits a user with a blank password, then the fields change and the old password still signs in', async () => {
    await ctx.post('/createclientuser', newUser('edit.me'), ctx.tokens.summit_admin).expect(201);
    const id = await userId('edit.me');
    const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('edit.me2', { password: '' }), id, lastname: 'Winters' }, ctx.tokens.summit_admin).then(expectStatus(200));
    assert.equal(res.body.user.lastname, 'Winters');
    assert.equal(res.body.user.username, 'edit.me2');
    await ctx.post('/commonlogin', { username: 'edit.me2', password: 'Start-Here-42' }).expect(200);
    const edited = await ctx.post('/editclientuser', { id }, ctx.tokens.summit_admin).expect(200);
    assert.equal(edited.body.user.lastname, 'Winters');
  });

  test('When a new password is given, then only the new one signs in', async () => {
    await ctx.post('/createclientuser', newUser('pw.change'), ctx.tokens.summit_admin).expect(201);
    const id = await userId('pw.change');
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('pw.change', { password: 'Fresh-Pass-7' }), id }, ctx.tokens.summit_admin).then(expectStatus(200));
    await ctx.post('/commonlogin', { username: 'pw.change', password: 'Start-Here-42' }).expect(401);
    await ctx.post('/commonlogin', { username: 'pw.change', password: 'Fresh-Pass-7' }).expect(200);
  });

  test("When the username is changed to another user's, then 409; keeping one's own is fine", async () => {
    const id = await userId('summit_agent');
    const agent = await agentOf('SSA-001');
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_staff', { usertype: 'Agent', agent_id: agent.id }), id }, ctx.tokens.summit_admin).then(expectStatus(409));
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_agent', { usertype: 'Agent', agent_id: agent.id, password: null }), id, firstname: 'Jordan', lastname: 'Blake' }, ctx.tokens.summit_admin).then(expectStatus(200));
  });

  test("When harbor_admin edits a Summit user, then 404 as for a missing id and nothing changes; the client admin login is not editable here", async () => {
    const id = await userId('summit_staff');
    for (const userId of [id, 999999]) {
      const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_staff', { company_id: harborId }), id: userId }, ctx.tokens.harbor_admin).then(expectStatus(404));
      assert.equal(res.body.message, 'User not found');
    }
    const admin = await userId('summit_admin');
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_admin'), id: admin }, ctx.tokens.summit_admin).then(expectStatus(403));
    const row = await ctx.db.one<{ firstname: string }>('SELECT firstname FROM users WHERE id = $1', [id]);
    assert.equal(row!.firstname, 'Sam');
  });

  test('When the id is missing or unknown, then 400 or 404; staff at Read gets 403; without a token 401', async () => {
    const res = await versionedSave(ctx.post, ctx.db, '/updateclientuser', newUser('nobody'), ctx.tokens.summit_admin).then(expectStatus(400));
    assert.equal(res.body.message, 'Invalid id: is required');
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('nobody'), id: 999999 }, ctx.tokens.summit_admin).then(expectStatus(404));
    const id = await userId('summit_staff');
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_staff'), id }, ctx.tokens.summit_staff).then(expectStatus(403));
    await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newUser('summit_staff'), id }).then(expectStatus(401));
  });
});

describe('POST /commonloginverification', () => {
  test('When a name is free, then user comes back; when taken, user is null with the spec message', async () => {
    const free = await ctx.post('/commonloginverification', { username: 'brand.new.name' }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(free.body.user, { username: 'brand.new.name' });
    const taken = await ctx.post('/commonloginverification', { username: 'summit_staff' }, ctx.tokens.summit_admin).expect(200);
    assert.equal(taken.body.user, null);
    assert.equal(taken.body.message, 'Sorry, that username is already taken');
    await ctx.post('/commonloginverification', {}, ctx.tokens.summit_admin).expect(400);
    await ctx.post('/commonloginverification', { username: 'x' }).expect(401);
    await ctx.post('/commonloginverification', { username: 'x' }, ctx.tokens.summit_staff).expect(403);
  });
  test('DEMO_PASSWORD still signs the seeded staff in', async () => {
    await ctx.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD }).expect(200);
  });
});
