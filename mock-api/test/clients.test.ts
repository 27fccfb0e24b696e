import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let summitId: number;
let harborId: number;
before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  harborId = ctx.logins.harbor_admin.client_id;
});
after(() => ctx.close());

describe('POST /editclient', () => {
  test("When summit_admin asks for Summit's client, then its full record comes back", async () => {
    const res = await ctx.post('/editclient', { id: summitId }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const { client } = res.body;
    assert.equal(client.id, summitId);
    assert.equal(client.Client_FullName, 'Summit Specialty MGA');
    assert.equal(client.Client_Type, 'MGU');
    assert.equal(client.Client_PointingId, 'KYB-SUMMIT');
    assert.equal(client.Client_LoginID, 'summit_admin');
    assert.equal(client.Client_OnboardingDt, '2023-03-15');
    assert.ok('Client_OffboardingDt' in client, 'nullable fields are answered as null');
    assert.ok(!('Client_LoginPassWD' in client) && !('created_at' in client));
  });

  test('When the id arrives as a numeric string, then it is accepted', async () => {
    const res = await ctx.post('/editclient', { id: String(summitId) }, ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    assert.equal(res.body.client.Client_FullName, 'Summit Specialty MGA');
  });

  test("When harbor_admin asks for Summit's client, then 404 'Client not found', as for a client that does not exist", async () => {
    for (const id of [summitId, 999_999]) {
      const res = await ctx.post('/editclient', { id }, ctx.tokens.harbor_admin);
      assert.equal(res.status, 404);
      assert.deepEqual(res.body, { message: 'Client not found' });
    }
  });

  test('When the platform administrator asks for any client, then it is served', async () => {
    const res = await ctx.post('/editclient', { id: harborId }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.client.Client_FullName, 'Harbor TPA');
    assert.equal(res.body.client.Client_Type, 'TPA');
  });

  test('When the id is not a number, then 400 naming the field', async () => {
    const res = await ctx.post('/editclient', { id: 'abc' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid id: must be a number');
    assert.deepEqual(res.body.errors, [{ path: 'id', message: 'must be a number' }]);
  });

  test('When the id is too large for any record, then 400 rather than a database error', async () => {
    const res = await ctx.post('/editclient', { id: 99_999_999_999 }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid id: is too large');
  });

  test('When the platform administrator asks for a client that does not exist, then 404', async () => {
    const res = await ctx.post('/editclient', { id: 999_999 }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { message: 'Client not found' });
  });
});

describe('POST /editclientuser', () => {
  test('When summit_staff loads their own user, then the user and agent fields come back without a password', async () => {
    const res = await ctx.post('/editclientuser', { id: ctx.logins.summit_staff.user_id }, ctx.tokens.summit_staff);
    assert.equal(res.status, 200);
    assert.equal(res.body.user.firstname, 'Sam');
    assert.equal(res.body.user.username, 'summit_staff');
    assert.equal(res.body.user.company_id, summitId);
    assert.equal(res.body.usertype, 'Main');
    assert.equal(res.body.agent_id, null);
    assert.doesNotMatch(res.text, /password|scrypt/);
  });

  test('When the Agent user is loaded, then its agent is answered', async () => {
    const res = await ctx.post('/editclientuser', { id: ctx.logins.summit_agent.user_id }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.usertype, 'Agent');
    assert.equal(res.body.agent_code, 'SSA-001');
    assert.equal(res.body.agent_name, 'Front Range Insurance Agency');
    assert.equal(typeof res.body.agent_id, 'number');
    assert.equal(res.body.user.agent_id, res.body.agent_id);
  });

  test("When harbor_admin asks for a Summit user, then 404 'User not found', as for a user that does not exist", async () => {
    for (const id of [ctx.logins.summit_staff.user_id, 999_999]) {
      const res = await ctx.post('/editclientuser', { id }, ctx.tokens.harbor_admin);
      assert.equal(res.status, 404);
      assert.deepEqual(res.body, { message: 'User not found' });
    }
  });

  test('When the user does not exist at all, then 404', async () => {
    const res = await ctx.post('/editclientuser', { id: 999_999 }, ctx.tokens.summit_admin);
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { message: 'User not found' });
  });
});

describe('POST /viewclientintakecategorymain', () => {
  test("When summit_admin loads the side bar, then Summit's lines of business come back in order", async () => {
    const res = await ctx.post('/viewclientintakecategorymain', { client_id: summitId }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.intakecategory.map(({ name, sublob }: { name: string; sublob: string | null }) => ({ name, sublob })),
      [
        { name: 'WORKERS COMP', sublob: null },
        { name: 'GENERAL LIABILITY', sublob: 'Contractors' },
        { name: 'COMMERCIAL AUTO', sublob: null },
        { name: 'PROPERTY', sublob: 'Habitational' },
      ],
    );
    assert.equal(typeof res.body.intakecategory[0].id, 'number');
  });

  test("When harbor_admin asks for Summit's lines of business, then 403", async () => {
    const res = await ctx.post('/viewclientintakecategorymain', { client_id: summitId }, ctx.tokens.harbor_admin);
    assert.equal(res.status, 403);
  });

  test('When client_id is missing, then 400 naming the field', async () => {
    const res = await ctx.post('/viewclientintakecategorymain', {}, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid client_id: is required');
  });
});

describe('POST /dashboardcounts', () => {
  type Count = { key: string; label: string; count: number; url: string };
  const byKey = (counts: Count[]) => Object.fromEntries(counts.map((count) => [count.key, count]));

  test("When summit_admin opens the home page, then Summit's own counts come back with their list urls", async () => {
    const res = await ctx.post('/dashboardcounts', undefined, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const counts = byKey(res.body.counts);
    assert.deepEqual(Object.keys(counts), ['users', 'agents', 'policies', 'intakecategories']);
    assert.equal(counts.users!.count, 29, 'summit_staff, summit_agent and 27 more staff');
    assert.equal(counts.agents!.count, 27);
    // The tile counts what it links to: the policies of the policy list, not the policy products.
    const policies = await ctx.db.one<{ n: number }>("SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL", [summitId]);
    assert.equal(counts.policies!.count, policies!.n);
    assert.equal(counts.policies!.url, '/user_admin_policies');
    assert.deepEqual(counts.intakecategories, {
      key: 'intakecategories',
      label: 'Lines of Business',
      count: 4,
      url: '/user_admin_intakecategory',
    });
  });

  test("When harbor_admin opens the home page, then only Harbor's records are counted", async () => {
    const counts = byKey((await ctx.post('/dashboardcounts', {}, ctx.tokens.harbor_admin)).body.counts);
    assert.equal(counts.agents!.count, 4);
    assert.equal(counts.intakecategories!.count, 2);
    assert.equal(counts.policies, undefined, 'a TPA plan has no Policies screen');
  });

  test('When summit_agent, whose menu holds only Quotations, opens home, then no area tile comes back', async () => {
    const res = await ctx.post('/dashboardcounts', {}, ctx.tokens.summit_agent);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.counts, []);
  });

  test('When summit_staff opens home, then only the areas their permissions open are counted', async () => {
    const counts = byKey((await ctx.post('/dashboardcounts', {}, ctx.tokens.summit_staff)).body.counts);
    assert.deepEqual(Object.keys(counts), ['users', 'intakecategories']);
    assert.equal(counts.users!.count, 29);
  });

  test('When the platform administrator opens the home page, then the global reference data is counted too', async () => {
    const counts = byKey((await ctx.post('/dashboardcounts', undefined, ctx.tokens.kyubos_admin)).body.counts);
    assert.equal(counts.states!.count, 57, '50 states, DC and 6 provinces');
    assert.ok(counts.countries!.count >= 30);
    assert.ok(counts.currencies!.count >= 30);
    assert.ok(counts.cities!.count >= 100);
    assert.equal(counts.companies!.count, 13);
    assert.equal(counts.companies!.url, '/user_admin_company');
  });
});
