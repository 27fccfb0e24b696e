import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;
before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
});
after(() => ctx.close());

const agent = (agentcode: string, phonenumber: string) => ({
  agentcode,
  agentname: 'Flatirons Insurance Agency',
  phonenumber,
  email: 'hello@flatirons.example',
  address: '1942 Broadway',
  city_name: 'Boulder',
  state_name: 'CO',
  zipcode: '80302',
  company_id: summit,
});

const tpa = (TPAname: string, phonenumber: string, fax = '') => ({
  client_id: summit,
  TPAname,
  phonenumber,
  fax,
  membertype: 'Non Kyubos',
  // A platform TPA Summit's directory does not hold yet (a directory points at a platform client once).
  kyubosid: 'KYB-CROSSROADS',
  BDX_Username: 'partner-ftp',
  BDX_Password: 'ftp-key-123',
  containername: 'bdx-partner',
});

const storedAgentPhone = async (id: number) =>
  (await ctx.db.one<{ phonenumber: string | null }>('SELECT phonenumber FROM client_agents WHERE id = $1', [id]))!.phonenumber;

describe('Phone numbers are stored as the number they were validated as', () => {
  test('When an agent is created with its country code typed twice (the "+1" then a pasted "+1 303…"), then the E.164 digits are stored, not the 12 typed', async () => {
    for (const [code, typed] of [
      ['PH-1', '113035550177'],
      ['PH-2', '+1 (130) 355-50177'],
      ['PH-3', '13035550177'],
    ] as const) {
      const created = await ctx.post('/createclientagent', agent(code, typed), ctx.tokens.summit_admin).expect(201);
      assert.equal(created.body.clientagent.phonenumber, '13035550177', typed);
      assert.equal(await storedAgentPhone(created.body.clientagent.id), '13035550177', typed);
    }
  });

  test('When an agent is updated with its country code typed twice, then the E.164 digits are stored', async () => {
    const created = await ctx.post('/createclientagent', agent('PH-4', '12125550123'), ctx.tokens.summit_admin).expect(201);
    const id: number = created.body.clientagent.id;
    assert.equal(await storedAgentPhone(id), '12125550123');
    await ctx.post('/updateclientagent', { userData: { ...agent('PH-4', '+1 (121) 255-50199'), id } }, ctx.tokens.summit_admin).expect(200);
    assert.equal(await storedAgentPhone(id), '12125550199');
  });

  test('When a TPA is created with its phone and fax country codes typed twice, then both are stored as E.164 digits', async () => {
    const created = await ctx.post('/createclientTPA', tpa('Phone Twice TPA', '+1 (130) 355-50177', '4402079460958'), ctx.tokens.summit_admin).expect(200);
    const row = await ctx.db.one<{ phonenumber: string; fax: string }>('SELECT phonenumber, fax FROM client_tpas WHERE id = $1', [created.body.id]);
    assert.deepEqual(row, { phonenumber: '13035550177', fax: '442079460958' });
  });

  test('When a number is not valid even read that way, then 400 naming phonenumber and nothing is stored', async () => {
    const refused = await ctx.post('/createclientagent', agent('PH-5', '11303555017'), ctx.tokens.summit_admin).expect(400);
    assert.match(refused.body.message, /phonenumber/);
    assert.equal(await ctx.db.one("SELECT 1 FROM client_agents WHERE agentcode = 'PH-5'"), null);
  });
});
