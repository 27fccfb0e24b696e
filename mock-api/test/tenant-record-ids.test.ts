import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newStaffUser } from './fixtures';
import { createTestContext, type TestContext, UNREAD_VERSION } from './helpers';

let ctx: TestContext;
let summit: number;
let harbor: number;
const MISSING = 999_999;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  harbor = ctx.logins.harbor_admin.client_id;
});
after(() => ctx.close());

/** The first Summit row of a table whose client column is `column`. */
const summitRow = async (table: string, column = 'client_id') => {
  const row = await ctx.db.one<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`, [summit]);
  assert.ok(row, `the seed has a Summit row in ${table}`);
  return row.id;
};

/** A call that loads a record by id: its body for an id, a Summit record's id, and what a missing id answers. */
interface RecordCall {
  url: string;
  body: (id: number) => object;
  summitId: () => Promise<number>;
  message: string;
}

const agentFields = {
  agentcode: 'HX-9',
  agentname: 'Hijacked',
  phonenumber: '13035551234',
  email: 'x@harbor.example',
  address: '1 Pier',
  city_name: 'Boulder',
  state_name: 'CO',
  zipcode: '80302',
};

const READS: RecordCall[] = [
  { url: '/editcarrier', body: (id) => ({ id }), summitId: () => summitRow('client_carriers'), message: 'Carrier not found' },
  { url: '/editclientTPA', body: (id) => ({ id }), summitId: () => summitRow('client_tpas'), message: 'TPA not found' },
  { url: '/editclientuser', body: (id) => ({ id }), summitId: async () => ctx.logins.summit_staff.user_id, message: 'User not found' },
  { url: '/viewclientpermission', body: (uid) => ({ uid }), summitId: async () => ctx.logins.summit_staff.user_id, message: 'User not found' },
  { url: '/editclientagent', body: (id) => ({ id }), summitId: () => summitRow('client_agents', 'company_id'), message: 'Agent not found' },
  { url: '/editclient', body: (id) => ({ id }), summitId: async () => summit, message: 'Client not found' },
  { url: '/viewintakeproductsetup', body: (intake_id) => ({ intake_id }), summitId: () => summitRow('intake_categories'), message: 'Line of business not found' },
  { url: '/editclientintakesubcategory', body: (id) => ({ id }), summitId: () => summitRow('intake_packages'), message: 'Package not found' },
  { url: '/editattributegroup', body: (id) => ({ id }), summitId: () => summitRow('attribute_groups'), message: 'Attribute group not found' },
  { url: '/editattribute', body: (id) => ({ id }), summitId: () => summitRow('attributes'), message: 'Attribute not found' },
  { url: '/editintakeattributegroup', body: (id) => ({ id }), summitId: () => summitRow('intake_attribute_groups'), message: 'Intake attribute group not found' },
  { url: '/editslab', body: (id) => ({ id }), summitId: () => summitRow('slabs'), message: 'Slab not found' },
];

/** Write calls, each with the table it would change. */
const WRITES: Array<RecordCall & { table: string }> = [
  { url: '/removecarrier', body: (id) => ({ id }), summitId: () => summitRow('client_carriers'), message: 'Carrier not found', table: 'client_carriers' },
  { url: '/removeclientTPA', body: (id) => ({ id }), summitId: () => summitRow('client_tpas'), message: 'TPA not found', table: 'client_tpas' },
  {
    url: '/deleteintakestate',
    body: (id) => ({ id }),
    summitId: () => summitRow('intake_states'),
    message: 'State of the line of business not found',
    table: 'intake_states',
  },
  { url: '/deleteintakesublob', body: (id) => ({ id }), summitId: () => summitRow('intake_sublobs'), message: 'Sub-LOB not found', table: 'intake_sublobs' },
  {
    url: '/removeclientintakesubcategory',
    body: (id) => ({ id }),
    summitId: () => summitRow('intake_packages'),
    message: 'Package not found',
    table: 'intake_packages',
  },
  {
    url: '/updateclientagent',
    body: (id) => ({ userData: { ...agentFields, company_id: harbor, id } }),
    summitId: () => summitRow('client_agents', 'company_id'),
    message: 'Agent not found',
    table: 'client_agents',
  },
  {
    url: '/updateclientuser',
    body: (id) => ({ ...newStaffUser(harbor, 'harbor.hijack'), id, updatedAt: UNREAD_VERSION }),
    summitId: async () => ctx.logins.summit_staff.user_id,
    message: 'User not found',
    table: 'users',
  },
];

/** Harbor's answers for a Summit record's id and for a missing one: they must be the same 404. */
async function answersFor(call: RecordCall) {
  const summitId = await call.summitId();
  const [summitAnswer, missingAnswer] = await Promise.all(
    [summitId, MISSING].map(async (id) => {
      const res = await ctx.post(call.url, call.body(id), ctx.tokens.harbor_admin);
      return { status: res.status, body: res.body as unknown };
    }),
  );
  return { summitAnswer, missingAnswer };
}

describe("Another client's record ids", () => {
  test("When harbor_admin reads a Summit record by id, then the same 404 and message as for an id that does not exist", async () => {
    for (const call of READS) {
      const { summitAnswer, missingAnswer } = await answersFor(call);
      assert.deepEqual(missingAnswer, { status: 404, body: { message: call.message } }, `${call.url} with a missing id`);
      assert.deepEqual(summitAnswer, missingAnswer, `${call.url} with a Summit id`);
    }
  });

  test("When harbor_admin updates or removes a Summit record by id, then the same 404 as for a missing id and nothing is written", async () => {
    for (const call of WRITES) {
      const rows = () => ctx.db.query(`SELECT * FROM ${call.table} ORDER BY id`);
      const before = await rows();
      const { summitAnswer, missingAnswer } = await answersFor(call);
      assert.deepEqual(missingAnswer, { status: 404, body: { message: call.message } }, `${call.url} with a missing id`);
      assert.deepEqual(summitAnswer, missingAnswer, `${call.url} with a Summit id`);
      assert.deepEqual(await rows(), before, `${call.url} wrote to ${call.table}`);
    }
  });

  test("When harbor_admin names Summit's client in a list or create body, then 403: the client is refused, not a record", async () => {
    const calls: Array<[string, object]> = [
      ['/viewcarrier', { client_id: summit }],
      ['/viewclientagent', { company_id: summit }],
      ['/viewclientuser', { company_id: summit }],
      ['/createclientagent', { ...agentFields, company_id: summit }],
    ];
    for (const [url, body] of calls) {
      const res = await ctx.post(url, body, ctx.tokens.harbor_admin);
      assert.deepEqual([res.status, res.body], [403, { message: 'You do not have access to this client' }], url);
    }
    assert.equal(await ctx.db.one("SELECT 1 FROM client_agents WHERE agentcode = 'HX-9'"), null);
  });

  test('When the platform administrator reads any client by id, then it is served; a missing one is the same 404', async () => {
    const res = await ctx.post('/editclient', { id: summit }, ctx.tokens.kyubos_admin).expect(200);
    assert.equal(res.body.client.Client_FullName, 'Summit Specialty MGA');
    const missing = await ctx.post('/editclient', { id: MISSING }, ctx.tokens.kyubos_admin).expect(404);
    assert.deepEqual(missing.body, { message: 'Client not found' });
  });
});
