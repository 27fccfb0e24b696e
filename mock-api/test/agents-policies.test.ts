import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientAgent, Policy } from '@kyubos/contracts';
import { createTestContext, withWritesRefused, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let harborId: number;
before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  harborId = ctx.logins.harbor_admin.client_id;
});
after(() => ctx.close());

const agentBody = (agentcode: string, extra: object = {}) => ({
  agentcode,
  agentname: 'Flatirons Insurance Agency',
  phonenumber: '13035551234',
  email: 'hello@flatirons.example',
  address: '1942 Broadway',
  city_name: 'Boulder',
  state_name: 'CO',
  zipcode: '80302',
  company_id: summitId,
  ...extra,
});
const idOfAgent = async (code: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM client_agents WHERE agentcode = $1', [code]))!.id;

describe('Agents', () => {
  test("When summit_admin lists Summit's agents, then the 27 seeded agencies come back under clientagent", async () => {
    const res = await ctx.post('/viewclientagent', { company_id: summitId }, ctx.tokens.summit_admin).expect(200);
    const agents: ClientAgent[] = res.body.clientagent;
    assert.equal(agents.length, 27);
    assert.deepEqual(
      { code: agents[0]!.agentcode, name: agents[0]!.agentname, city: agents[0]!.city_name, state: agents[0]!.state_name, zip: agents[0]!.zipcode },
      { code: 'SSA-001', name: 'Front Range Insurance Agency', city: 'Denver', state: 'CO', zip: '80202' },
    );
    assert.ok(agents.every((agent) => agent.company_id === summitId));
  });

  test('When summit_admin creates, reads and updates an agent, then each answer carries the record and users follow the new name', async () => {
    const created = await ctx.post('/createclientagent', agentBody('SSA-100'), ctx.tokens.summit_admin).expect(201);
    const agent: ClientAgent = created.body.clientagent;
    assert.equal(agent.agentname, 'Flatirons Insurance Agency');
    assert.equal(agent.company_id, summitId);
    const read = await ctx.post('/editclientagent', { id: agent.id }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(read.body.clientagent, agent);
    await ctx.post('/createclientuser', {
      firstname: 'Ada', lastname: 'Moss', usertype: 'Agent', agent_id: agent.id, username: 'ada.moss.agent', password: 'Pw-12345-agent', company_id: summitId,
    }, ctx.tokens.summit_admin).expect(201);
    const updated = await ctx
      .post('/updateclientagent', { userData: { ...agentBody('SSA-100'), id: agent.id, agentname: 'Flatirons Risk Partners', zipcode: '80301' } }, ctx.tokens.summit_admin)
      .expect(200);
    assert.equal(updated.body.clientagent.agentname, 'Flatirons Risk Partners');
    assert.equal(updated.body.clientagent.zipcode, '80301');
    const user = await ctx.db.one<{ agent_name: string }>("SELECT agent_name FROM users WHERE username = 'ada.moss.agent'");
    assert.equal(user!.agent_name, 'Flatirons Risk Partners');
  });

  test("When an agent with records is renamed, then its records show the new code and name: the lists filter by it, the views and the agent's users say it", async () => {
    const id = await idOfAgent('SSA-005');
    const { clientagent: before } = (await ctx.post('/editclientagent', { id }, ctx.tokens.summit_admin).expect(200)).body as { clientagent: ClientAgent };
    const owned = (await ctx.db.query<{ id: number }>('SELECT id FROM policy_quotations WHERE submga_id = $1 AND deleted_at IS NULL ORDER BY id', [id])).map((row) => row.id);
    assert.ok(owned.length > 0);
    const listed = async (filter: string) => {
      const body = (await ctx.post('/viewpolicyquotationlistfull', { company_id: summitId, filters: { submga_name: filter }, pageSize: 200 }, ctx.tokens.summit_admin).expect(200)).body;
      return body.Policyquotations as { id: number; submga_code: string; submga_name: string }[];
    };
    try {
      await ctx.post('/updateclientagent', { userData: { ...before, agentcode: 'SSA-005R', agentname: 'Desert Sun Agency Renamed' } }, ctx.tokens.summit_admin).expect(200);
      const rows = await listed('Desert Sun Agency Renamed');
      assert.deepEqual(rows.map((row) => row.id).sort((a, b) => a - b), owned);
      assert.ok(rows.every((row) => row.submga_code === 'SSA-005R' && row.submga_name === 'Desert Sun Agency Renamed'));
      assert.deepEqual(await listed(`${before.agentname}`).then((found) => found.filter((row) => row.submga_name === before.agentname)), []);
      const view = (await ctx.post('/editpolicyquotationlist', { id: owned[0] }, ctx.tokens.summit_admin).expect(200)).body;
      assert.equal(JSON.stringify(view).includes('Desert Sun Agency Renamed'), true);
    } finally {
      await ctx.post('/updateclientagent', { userData: before }, ctx.tokens.summit_admin).expect(200);
    }
    assert.equal((await listed(before.agentname)).length, owned.length);
  });

  test('When updating the agent users fails, then the agent keeps its old name too (one transaction)', async () => {
    const id = await idOfAgent('SSA-100');
    await withWritesRefused(ctx.db, { table: 'users', operation: 'UPDATE' }, async () => {
      await ctx.post('/updateclientagent', { userData: { ...agentBody('SSA-100'), id, agentname: 'Half Saved Agency' } }, ctx.tokens.summit_admin).expect(500);
    });
    const agent = await ctx.db.one<{ agentname: string }>('SELECT agentname FROM client_agents WHERE id = $1', [id]);
    assert.equal(agent!.agentname, 'Flatirons Risk Partners');
    const user = await ctx.db.one<{ agent_name: string }>("SELECT agent_name FROM users WHERE username = 'ada.moss.agent'");
    assert.equal(user!.agent_name, 'Flatirons Risk Partners');
  });

  test('When the agent code is already used by the client, then 409', async () => {
    await ctx.post('/createclientagent', agentBody('ssa-001'), ctx.tokens.summit_admin).expect(409);
    const id = await idOfAgent('SSA-002');
    await ctx.post('/updateclientagent', { userData: { ...agentBody('SSA-001'), id } }, ctx.tokens.summit_admin).expect(409);
  });

  test('When bodies are bad, then 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      ['/createclientagent', agentBody(''), 'Invalid agentcode: is required'],
      ['/createclientagent', agentBody('A1', { email: 'nope' }), 'Invalid email: must be an email address'],
      ['/updateclientagent', agentBody('A1'), 'Invalid userData: is required'],
      ['/updateclientagent', { userData: agentBody('A1') }, 'Invalid userData.id: is required'],
      ['/editclientagent', { id: 'x' }, 'Invalid id: must be a number'],
      ['/viewclientagent', {}, 'Invalid company_id: is required'],
    ];
    for (const [url, body, message] of cases) {
      const res = await ctx.post(url, body, ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, message, url);
    }
  });

  test("When harbor_admin lists or creates for Summit, then 403; reads or edits a Summit agent by id, then 404 as for a missing id; nothing changes", async () => {
    const id = await idOfAgent('SSA-005');
    await ctx.post('/viewclientagent', { company_id: summitId }, ctx.tokens.harbor_admin).expect(403);
    await ctx.post('/createclientagent', agentBody('HX-1'), ctx.tokens.harbor_admin).expect(403);
    for (const agentId of [id, 999999]) {
      const read = await ctx.post('/editclientagent', { id: agentId }, ctx.tokens.harbor_admin).expect(404);
      assert.equal(read.body.message, 'Agent not found');
      const update = { userData: { ...agentBody('SSA-005', { company_id: harborId }), id: agentId, agentname: 'Hijacked' } };
      assert.equal((await ctx.post('/updateclientagent', update, ctx.tokens.harbor_admin).expect(404)).body.message, 'Agent not found');
    }
    const row = await ctx.db.one<{ agentname: string }>('SELECT agentname FROM client_agents WHERE id = $1', [id]);
    assert.equal(row!.agentname, 'Desert Sun Agency');
    const own = await ctx.post('/viewclientagent', { company_id: harborId }, ctx.tokens.harbor_admin).expect(200);
    assert.equal(own.body.clientagent.length, 4);
  });

  test('When summit_staff (Users at Read, no Agents item) uses agent calls, then reading the list passes and the rest is 403; no token 401', async () => {
    await ctx.post('/viewclientagent', { company_id: summitId }, ctx.tokens.summit_staff).expect(200);
    const id = await idOfAgent('SSA-006');
    await ctx.post('/editclientagent', { id }, ctx.tokens.summit_staff).expect(403);
    await ctx.post('/createclientagent', agentBody('ST-1'), ctx.tokens.summit_staff).expect(403);
    await ctx.post('/updateclientagent', { userData: { ...agentBody('SSA-006'), id } }, ctx.tokens.summit_staff).expect(403);
    await ctx.post('/viewclientagent', { company_id: summitId }).expect(401);
    await ctx.post('/editclientagent', { id: 999999 }, ctx.tokens.summit_admin).expect(404);
  });
});

const policyBody = (policy_id: string, extra: object = {}) => ({
  policy_id,
  policy_name: 'General Liability - Summit Test Bakery',
  policy_amount: '12500.50',
  policy_duration: '12 months',
  description: 'GL coverage for a test bakery.',
  policy_limit: 2000000,
  agent_commission: 12.5,
  company_id: summitId,
  ...extra,
});
const idOfPolicy = async (policyId: string) => (await ctx.db.one<{ id: number }>('SELECT id FROM policies WHERE policy_id = $1', [policyId]))!.id;

describe('Policies', () => {
  test("When summit_admin lists policies, then Summit's 40 records come back with numbers and their line of business", async () => {
    const res = await ctx.post('/viewpolicy', { company_id: summitId }, ctx.tokens.summit_admin).expect(200);
    const policies: Policy[] = res.body.policies;
    assert.equal(policies.length, 40);
    const first = policies[0]!;
    assert.equal(first.policy_id, 'SSM-WC-1001');
    assert.equal(first.policy_name, 'Workers Comp - Alpine Roofing LLC');
    assert.equal(first.policy_amount, 2500);
    assert.equal(first.policy_limit, 1000000);
    assert.equal(first.agent_commission, 10);
    const line = await ctx.db.one<{ category_name: string }>('SELECT category_name FROM intake_categories WHERE id = $1', [first.intake_id]);
    assert.equal(line!.category_name, 'WORKERS COMP');
  });

  test('When summit_admin creates, reads and updates a policy, then values round-trip and hidden fields are kept', async () => {
    const created = await ctx.post('/policy', policyBody('SSM-GL-9001'), ctx.tokens.summit_admin).expect(201);
    const policy: Policy = created.body.policy;
    assert.equal(policy.policy_amount, 12500.5);
    assert.equal(policy.company_id, summitId);
    assert.equal(policy.active, '1');
    const read = await ctx.post('/editpolicy', { id: policy.id }, ctx.tokens.summit_admin).expect(200);
    assert.deepEqual(read.body.policy, policy);
    const updated = await ctx
      .post('/updatepolicy', { policyData: { ...policyBody('SSM-GL-9001'), id: policy.id, policy_name: 'GL - Renamed Bakery', agent_commission: '15' } }, ctx.tokens.summit_admin)
      .expect(200);
    assert.equal(updated.body.policy.policy_name, 'GL - Renamed Bakery');
    assert.equal(updated.body.policy.agent_commission, 15);
    assert.equal(updated.body.policy.date, policy.date);
  });

  test('When the six fields without inputs come blank, then each is taken as not sent: a create stores what an absent field gives, an update keeps the stored values', async () => {
    const BLANKS = { export_data: '', import_data: '', import_from: '', date: '', active: '', document: '' };
    const hidden = (p: Policy) => [p.export_data, p.import_data, p.import_from, p.date, p.active, p.document];
    const absent: Policy = (await ctx.post('/policy', policyBody('SSM-GL-9101'), ctx.tokens.summit_admin).expect(201)).body.policy;
    const blank: Policy = (await ctx.post('/policy', policyBody('SSM-GL-9102', BLANKS), ctx.tokens.summit_admin).expect(201)).body.policy;
    const spaces = Object.fromEntries(Object.keys(BLANKS).map((key) => [key, '  ']));
    const spaced: Policy = (await ctx.post('/policy', policyBody('SSM-GL-9103', spaces), ctx.tokens.summit_admin).expect(201)).body.policy;
    const nulls = Object.fromEntries(Object.keys(BLANKS).map((key) => [key, null]));
    const nulled: Policy = (await ctx.post('/policy', policyBody('SSM-GL-9104', nulls), ctx.tokens.summit_admin).expect(201)).body.policy;
    assert.deepEqual(hidden(absent), [null, null, null, absent.date, '1', null]);
    assert.match(absent.date!, /^\d{4}-\d{2}-\d{2}$/);
    for (const policy of [blank, spaced, nulled]) assert.deepEqual(hidden(policy), hidden(absent), policy.policy_id);

    // Stored values (an older import's) stay when an edit sends the six blank.
    await ctx.db.query(
      "UPDATE policies SET export_data = 'exp', import_data = 'imp', import_from = 'AMS', date = '2026-01-15', active = '0', document = 'schedule.pdf' WHERE id = $1",
      [blank.id],
    );
    const kept: Policy = (await ctx.post('/updatepolicy', { policyData: { ...policyBody('SSM-GL-9102', BLANKS), id: blank.id } }, ctx.tokens.summit_admin).expect(200)).body.policy;
    assert.deepEqual(hidden(kept), ['exp', 'imp', 'AMS', '2026-01-15', '0', 'schedule.pdf']);

    // A value that is no date or flag is still refused.
    for (const [extra, message] of [
      [{ date: '15/01/2026' }, 'Invalid date: must be a date (YYYY-MM-DD)'],
      [{ active: '2' }, "Invalid active: must be one of '0', '1'"],
    ] as const) {
      const res = await ctx.post('/policy', policyBody('SSM-GL-9105', extra), ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, message);
    }
  });

  test('When the policy id is already used, then 409', async () => {
    await ctx.post('/policy', policyBody('SSM-WC-1001'), ctx.tokens.summit_admin).expect(409);
  });

  test('When bodies are bad, then 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      ['/policy', policyBody(''), 'Invalid policy_id: is required'],
      ['/policy', policyBody('P1', { policy_amount: 'lots' }), 'Invalid policy_amount: must be a number'],
      ['/policy', policyBody('P1', { agent_commission: 140 }), 'Invalid agent_commission: must be at most 100'],
      ['/policy', policyBody('P1', { policy_limit: -5 }), 'Invalid policy_limit: must not be negative'],
      ['/updatepolicy', { policyData: policyBody('P1') }, 'Invalid policyData.id: is required'],
      ['/editpolicy', {}, 'Invalid id: is required'],
    ];
    for (const [url, body, message] of cases) {
      const res = await ctx.post(url, body, ctx.tokens.summit_admin).expect(400);
      assert.equal(res.body.message, message, url);
    }
  });

  test('When harbor_admin (a TPA without Policies) or summit_staff (no Policies item) call policy calls, then 403 and nothing changes', async () => {
    const id = await idOfPolicy('SSM-GL-1002');
    for (const token of [ctx.tokens.harbor_admin, ctx.tokens.summit_staff]) {
      await ctx.post('/viewpolicy', { company_id: summitId }, token).expect(403);
      await ctx.post('/editpolicy', { id }, token).expect(403);
      await ctx.post('/policy', policyBody('X-1'), token).expect(403);
      await ctx.post('/updatepolicy', { policyData: { ...policyBody('SSM-GL-1002'), id, policy_name: 'Hijacked' } }, token).expect(403);
    }
    const row = await ctx.db.one<{ policy_name: string }>('SELECT policy_name FROM policies WHERE id = $1', [id]);
    assert.equal(row!.policy_name, 'General Liability - Blue Spruce Landscaping');
    await ctx.post('/viewpolicy', { company_id: summitId }).expect(401);
  });

  test("When the platform admin reaches for Summit's policies by id, then 404 as for a missing id; by company, 403 (scoped to their own client)", async () => {
    const id = await idOfPolicy('SSM-GL-1002');
    for (const policyId of [id, 999999]) {
      assert.equal((await ctx.post('/editpolicy', { id: policyId }, ctx.tokens.kyubos_admin).expect(404)).body.message, 'Policy not found');
    }
    await ctx.post('/viewpolicy', { company_id: summitId }, ctx.tokens.kyubos_admin).expect(403);
    await ctx.post('/editpolicy', { id: 999999 }, ctx.tokens.summit_admin).expect(404);
  });
});
