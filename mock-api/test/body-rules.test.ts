import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newStaffUser } from './fixtures';
import { createTestContext, type TestContext, versionedSave } from './helpers';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

const TOO_DEEP = { message: 'Invalid body: must not be nested more than 32 levels deep', errors: [{ path: 'body', message: 'must not be nested more than 32 levels deep' }] };

/** `depth` arrays nested in one another, as JSON text: '[[[]]]' for 3. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Sends JSON text as it is (supertest would serialise an object, which cannot be nested this deep). */
const postRaw = (url: string, json: string, token?: string) => {
  const test = ctx.post(url, undefined, token).set('content-type', 'application/json');
  return test.send(json);
};

describe('Bodies nested too deeply', () => {
  test('When a sign-in body holds 9,000 nested arrays in a field, then 400 naming the limit, not 500', async () => {
    const res = await postRaw('/commonlogin', `{"username":"x","password":"y","a":${nestedArrays(9000)}}`);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, TOO_DEEP);
  });

  test('When a carrier sign-in body is 20,000 arrays deep at the top, then 400 naming the limit', async () => {
    const res = await postRaw('/carrierlogin', nestedArrays(20_000));
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, TOO_DEEP);
  });

  test('When a 960 KB body is one nesting of objects and arrays, then 400 naming the limit', async () => {
    const depth = 240_000;
    const json = `{"username":"x","password":"y","a":${'[{"b":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}}`;
    assert.ok(json.length > 960_000 && json.length < 1_048_576, `${json.length} bytes`);
    const res = await postRaw('/userforgetvalidate', json);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, TOO_DEEP);
  });

  test('When a signed-in call gets a field nested 9,000 levels deep, then 400 naming the limit', async () => {
    const res = await postRaw('/viewclientuser', `{"client_id":${ctx.logins.summit_staff.client_id},"filters":${nestedArrays(9000)}}`, ctx.tokens.summit_staff);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, TOO_DEEP);
  });

  test('When a body is nested exactly 32 levels deep, then the call reads it and answers as usual; one level more is refused', async () => {
    // The body is level 1, `a` holds the other 31.
    const at32 = await postRaw('/commonlogin', `{"username":"nobody.here","password":"wrong-password","a":${nestedArrays(31)}}`);
    assert.equal(at32.status, 401);
    assert.deepEqual(at32.body, { message: 'Invalid username or password' });
    const at33 = await postRaw('/commonlogin', `{"username":"nobody.here","password":"wrong-password","a":${nestedArrays(32)}}`);
    assert.equal(at33.status, 400);
    assert.deepEqual(at33.body, TOO_DEEP);
  });

  test('When a NUL character sits in a field 30 levels down, then 400 names that field', async () => {
    const res = await ctx.post('/editcountry', { id: 1, a: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[['x\u0000']]]]]]]]]]]]]]]]]]]]]]]]]]]]]] }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, `Invalid a.${Array(29).fill(0).join('.')}.0: must not contain NUL characters`);
  });
});

describe('Ids and dates beyond what can be stored', () => {
  const atlasCarrier = {
    carriername: 'Atlas Insurance Co',
    phonenumber: '15125550100',
    email: 'bdx@atlasinsuranceco.example',
    address: '100 Main Street',
    kyubosid: 'KYB-ATLAS',
    BDX_Username: 'atlasinsuran-ftp',
    containername: 'bdx-atlasinsuranceco',
  };

  for (const [call, nameKey] of [['/updatecarrier', 'carriername'], ['/updateclientTPA', 'TPAname'], ['/updateclientMGA', 'MGAname']] as const) {
    test(`When ${call} names id 2147483648, then 400 names userData.id instead of failing at the database`, async () => {
      const { carriername, ...fields } = atlasCarrier;
      const res = await ctx.post(call, { userData: { ...fields, [nameKey]: carriername, id: 2_147_483_648 } }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body, { message: 'Invalid userData.id: is too large', errors: [{ path: 'userData.id', message: 'is too large' }] });
    });
  }

  test('When /viewaudit gets a day that does not exist, then 400 names the field as /viewlossrun does', async () => {
    const cases = [
      [{ from: '2026-01-01', to: '2026-02-30' }, 'to'],
      [{ from: '2026-02-30', to: '2026-03-31' }, 'from'],
      [{ from: '2026-01-01', to: '2026-13-45' }, 'to'],
      [{ from: '2026-02-30', to: '2026-01-15' }, 'from'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await ctx.post('/viewaudit', body, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.deepEqual(res.body, { message: `Invalid ${field}: must be a real date`, errors: [{ path: field, message: 'must be a real date' }] }, JSON.stringify(body));
    }
    const lossRun = await ctx.post('/viewlossrun', { from: '2026-01-01', to: '2026-02-30' }, ctx.tokens.summit_admin);
    assert.equal(lossRun.body.message, 'Invalid to: must be a real date');
  });

  test('When the platform admin asks /viewaudit for client 2147483648, then 400 names client_id', async () => {
    const res = await ctx.post('/viewaudit', { client_id: 2_147_483_648 }, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { message: 'Invalid client_id: is too large', errors: [{ path: 'client_id', message: 'is too large' }] });
  });
});

describe('Values of the wrong type get a plain reason', () => {
  const summit = () => ctx.logins.summit_admin.client_id;
  const refusal = (path: string, message: string) => ({ message: `Invalid ${path}: ${message}`, errors: [{ path, message }] });

  test('When a list gets page or pageSize as true, a one-element list or "abc", then 400 "must be a whole number"; "2" still reads as 2', async () => {
    const cases = [
      [{ page: true }, 'page'],
      [{ page: [2] }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ pageSize: true }, 'pageSize'],
      [{ pageSize: [5] }, 'pageSize'],
      [{ pageSize: 'abc' }, 'pageSize'],
    ] as const;
    for (const [paging, field] of cases) {
      const res = await ctx.post('/viewpolicyquotationlist', { company_id: summit(), ...paging }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, JSON.stringify(paging));
      assert.deepEqual(res.body, refusal(field, 'must be a whole number'), JSON.stringify(paging));
    }
    const asText = await ctx.post('/viewpolicyquotationlist', { company_id: summit(), page: '1', pageSize: '2' }, ctx.tokens.summit_admin).expect(200);
    assert.equal(asText.body.Policyquotations.length, 2);
    const audit = await ctx.post('/viewaudit', { pageSize: [5] }, ctx.tokens.summit_admin);
    assert.deepEqual(audit.body, refusal('pageSize', 'must be a whole number'));
  });

  test('When the renewal worklist gets days as true or [30], then 400 "must be a whole number of days"; "30" still reads as 30', async () => {
    for (const days of [true, [30]]) {
      const res = await ctx.post('/viewrenewalworklist', { days }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, JSON.stringify(days));
      assert.deepEqual(res.body, refusal('days', 'must be a whole number of days'));
    }
    const asText = (await ctx.post('/viewrenewalworklist', { days: '30' }, ctx.tokens.summit_admin).expect(200)).body;
    const asNumber = (await ctx.post('/viewrenewalworklist', { days: 30 }, ctx.tokens.summit_admin).expect(200)).body;
    assert.deepEqual(asText, asNumber);
  });

  test('When /searchrecords gets q as a number, true, a list or an object, then 400 "must be text", not "is required"', async () => {
    for (const q of [12345, true, [], {}]) {
      const res = await ctx.post('/searchrecords', { q }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, JSON.stringify(q));
      assert.equal(res.body.message, 'Invalid q: must be text', JSON.stringify(q));
    }
    assert.equal((await ctx.post('/searchrecords', {}, ctx.tokens.summit_admin)).body.message, 'Invalid q: is required');
  });

  test('When email or password is not text, then 400 "must be text" on the user, agent, directory and sign-in calls', async () => {
    const createUser = await ctx.post('/createclientuser', { ...newStaffUser(summit(), 'wrong.types'), email: 5 }, ctx.tokens.summit_admin);
    assert.deepEqual(createUser.body, refusal('email', 'must be text'));
    const updateUser = await versionedSave(ctx.post, ctx.db, '/updateclientuser', { ...newStaffUser(summit(), 'summit_staff'), id: ctx.logins.summit_staff.user_id, password: true }, ctx.tokens.summit_admin);
    assert.deepEqual(updateUser.body, refusal('password', 'must be text'));
    const createCarrier = await ctx.post('/createcarrier', { client_id: summit(), membertype: 'Non Kyubos', carriername: 'Typed Carrier', kyubosid: 'KYB-T', BDX_Username: 'typed', BDX_Password: 'key', containername: 'bdx-typed', password: 12345678901 }, ctx.tokens.summit_admin);
    assert.deepEqual(createCarrier.body, refusal('password', 'must be text'));
    const createAgent = await ctx.post('/createclientagent', { agentcode: 'T-1', agentname: 'Typed Agent', email: ['a@b.example'] }, ctx.tokens.summit_admin);
    assert.equal(createAgent.status, 400);
    assert.ok(createAgent.body.errors.some((error: { path: string; message: string }) => error.path === 'email' && error.message === 'must be text'), JSON.stringify(createAgent.body));
    const signIn = await ctx.post('/commonlogin', { username: 'summit_admin', password: 5 });
    assert.deepEqual(signIn.body, refusal('password', 'must be text'));
  });

  test('When a body is a list instead of an object, then 400 "Invalid body: must be an object"', async () => {
    const res = await ctx.post('/createcountry', [1, 2] as unknown as object, ctx.tokens.kyubos_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid body: must be an object');
  });
});
