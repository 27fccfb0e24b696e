import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fieldEncryptionOf } from '../src/app';
import { createTestContext, testConfig, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;
let harbor: number;
let atlasId: number;
let harborCarrierId: number;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  harbor = ctx.logins.harbor_admin.client_id;
  atlasId = (await ctx.db.one<{ id: number }>("SELECT id FROM client_carriers WHERE name = 'Atlas Insurance Co'"))!.id;
  harborCarrierId = (await ctx.db.one<{ id: number }>('SELECT id FROM client_carriers WHERE client_id = $1', [harbor]))!.id;
  // A directory points at a platform client once: these are platform clients Summit's directories may still add.
  for (const [type, pointingId, name] of TEST_PARTNER_CLIENTS) {
    await ctx.db.query(`INSERT INTO clients ("Client_PointingId", "Client_Type", "Client_FullName") VALUES ($1, $2, $3)`, [pointingId, type, name]);
  }
});
after(() => ctx.close());

const TEST_PARTNER_CLIENTS = [
  ['CARRIER', 'KYB-T-CARRIER', 'Test Carrier Client'],
  ['CARRIER', 'KYB-T-LINKED-CARRIER', 'Linked Carrier Client'],
  ['CARRIER', 'KYB-T-AARDVARK', 'Aardvark Casualty Client'],
  ['CARRIER', 'KYB-T-ZENITH', 'Zenith Mutual Client'],
  ['TPA', 'KYB-T-TPA', 'Test TPA Client'],
  ['TPA', 'KYB-T-LINKED-TPA', 'Linked TPA Client'],
  ['MGU', 'KYB-T-MGA', 'Test MGA Client'],
  ['MGU', 'KYB-T-LINKED-MGA', 'Linked MGA Client'],
] as const;

const DIRECTORIES = [
  { kind: 'carrier', nameKey: 'carriername', key: 'carrier', table: 'client_carriers', list: '/viewcarrier', create: '/createcarrier', edit: '/editcarrier', update: '/updatecarrier', remove: '/removecarrier', lookup: '/clientsearch', pointsTo: { id: 'kyb-t-linked-carrier', name: 'Linked Carrier Client' }, wrongType: 'KYB-HARBOR' },
  { kind: 'tpa', nameKey: 'TPAname', key: 'tpa', table: 'client_tpas', list: '/viewclientTPA', create: '/createclientTPA', edit: '/editclientTPA', update: '/updateclientTPA', remove: '/removeclientTPA', lookup: '/clientsearchtpa', pointsTo: { id: 'kyb-t-linked-tpa', name: 'Linked TPA Client' }, wrongType: 'KYB-ATLAS' },
  { kind: 'mga', nameKey: 'MGAname', key: 'mga', table: 'client_mgas', list: '/viewclientMGA', create: '/createclientMGA', edit: '/editclientMGA', update: '/updateclientMGA', remove: '/removeclientMGA', lookup: '/clientsearchmga', pointsTo: { id: 'kyb-t-linked-mga', name: 'Linked MGA Client' }, wrongType: 'KYB-ATLAS' },
] as const;

/** The directory's name in its answers ('Carrier not found'). */
const LABEL = { carrier: 'Carrier', tpa: 'TPA', mga: 'MGA' } as const;

/** A valid pointing id per directory: a platform client of the directory's type that Summit's directory does not hold yet. */
const POINTING_ID: Record<string, string> = { carriername: 'KYB-T-CARRIER', TPAname: 'KYB-T-TPA', MGAname: 'KYB-T-MGA' };

const entry = (nameKey: string, name: string, extra: object = {}) => ({
  client_id: summit,
  [nameKey]: name,
  phonenumber: '+1 (303) 555-0142',
  email: 'ops@partner.example',
  fax: '',
  address: '1 Market St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  websiteaddress: 'https://partner.example',
  membertype: 'Non Kyubos',
  kyubosid: POINTING_ID[nameKey],
  username: 'partner_portal',
  password: 'Portal-Pass-1',
  BDX_Username: 'partner-ftp',
  BDX_Password: 'ftp-key-123',
  containername: 'bdx-partner',
  ...extra,
});

describe('Seeded directories', () => {
  test("When summit_admin lists carriers, then Atlas Insurance Co is there and no secret is answered", async () => {
    const res = await ctx.post('/viewcarrier', { client_id: summit }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.ok(res.body.carrier.length >= 10, 'enough to page through');
    const atlas = res.body.carrier.find((c: { carriername: string }) => c.carriername === 'Atlas Insurance Co');
    assert.equal(atlas.kyubosid, 'KYB-ATLAS');
    assert.equal(atlas.blobfolder, 'bdx-atlasinsuranceco/kyb-atlas');
    for (const row of res.body.carrier) {
      assert.ok(!('password' in row) && !('password_hash' in row) && !('BDX_Password' in row) && !('bdx_password_encrypted' in row));
      assert.equal(row.client_id, summit);
    }
  });

  test('When a name starts in lower case, then the list still sorts it by letter, not after every capital', async () => {
    await ctx.post('/createcarrier', entry('carriername', 'aardvark Casualty', { kyubosid: 'KYB-T-AARDVARK' }), ctx.tokens.summit_admin).expect(200);
    await ctx.post('/createcarrier', entry('carriername', 'zenith Mutual', { kyubosid: 'KYB-T-ZENITH' }), ctx.tokens.summit_admin).expect(200);
    const names = (await ctx.post('/viewcarrier', { client_id: summit }, ctx.tokens.summit_admin)).body.carrier.map(
      (c: { carriername: string }) => c.carriername,
    );
    assert.equal(names[0], 'aardvark Casualty');
    assert.equal(names[1], 'Atlas Insurance Co');
    assert.equal(names.at(-1), 'zenith Mutual');
  });

  test("When harbor_admin lists its carriers, then only Harbor's come back", async () => {
    const res = await ctx.post('/viewcarrier', { client_id: harbor }, ctx.tokens.harbor_admin);
    assert.deepEqual(res.body.carrier.map((c: { carriername: string }) => c.carriername), ['Chesapeake Mutual']);
  });

  test("When /clientsearch looks up 'KYB-ATLAS', then Atlas Insurance Co, a CARRIER client, answers; 'KYB-NOWHERE' is refused", async () => {
    const found = await ctx.post('/clientsearch', { kyubosid: 'KYB-ATLAS' }, ctx.tokens.summit_admin);
    assert.equal(found.status, 200);
    assert.deepEqual(
      { ...found.body.client, id: undefined },
      { id: undefined, Client_PointingId: 'KYB-ATLAS', Client_FullName: 'Atlas Insurance Co', Client_Type: 'CARRIER' },
    );
    const missing = await ctx.post('/clientsearch', { kyubosid: 'KYB-NOWHERE' }, ctx.tokens.summit_admin);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'Invalid Kyubos id');
  });

  test("When the seed is read, then every directory's pointing id is a platform client of the directory's type, without logins", async () => {
    for (const [table, type] of [['client_carriers', 'CARRIER'], ['client_tpas', 'TPA'], ['client_mgas', 'MGU']] as const) {
      const rows = await ctx.db.query<{ name: string; kyubosid: string; client_type: string | null }>(
        `SELECT p.name, p.kyubosid, c."Client_Type" AS client_type
           FROM ${table} p LEFT JOIN clients c ON c."Client_PointingId" = p.kyubosid`,
      );
      assert.ok(rows.length > 0, table);
      for (const row of rows) assert.equal(row.client_type, type, `${table} ${row.name} ${row.kyubosid}`);
    }
    // The partner clients are directory entries, not tenants: no user signs in as one of them.
    const partnerUsers = await ctx.db.query(
      `SELECT u.id FROM users u JOIN clients c ON c.id = u.client_id
        WHERE c."Client_PointingId" IN (SELECT kyubosid FROM client_carriers UNION SELECT kyubosid FROM client_mgas)`,
    );
    assert.deepEqual(partnerUsers, []);
  });

  test('When Summit removes a carrier that has BDX portal users and files, then 409 and the carrier stays', async () => {
    const res = await ctx.post('/removecarrier', { id: atlasId }, ctx.tokens.summit_admin);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'This carrier has BDX portal users or files and cannot be removed');
    assert.ok(await ctx.db.one('SELECT 1 FROM client_carriers WHERE id = $1', [atlasId]));
  });
});

for (const dir of DIRECTORIES) {
  describe(`${dir.kind} directory`, () => {
    test(`When a ${dir.kind} is created, edited and removed, then each step is stored and secrets stay hidden`, async () => {
      const name = `Test ${dir.kind} ${Date.now()}`;
      const created = await ctx.post(dir.create, entry(dir.nameKey, name), ctx.tokens.summit_admin);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const row = await ctx.db.one<{ password_hash: string; bdx_password_encrypted: string; phonenumber: string }>(
        `SELECT password_hash, bdx_password_encrypted, phonenumber FROM ${dir.table} WHERE id = $1`,
        [created.body.id],
      );
      assert.match(row!.password_hash, /^scrypt\$/);
      assert.match(row!.bdx_password_encrypted, /^v2\.test1\./, 'sealed with the field key, its id beside the value');
      assert.equal(fieldEncryptionOf(testConfig).open(row!.bdx_password_encrypted), 'ftp-key-123');
      assert.ok(!row!.bdx_password_encrypted.includes('ftp-key-123'));
      assert.equal(row!.phonenumber, '13035550142');

      const edit = await ctx.post(dir.edit, { id: created.body.id }, ctx.tokens.summit_admin);
      assert.equal(edit.status, 200);
      const record = edit.body[dir.key];
      assert.equal(record[dir.nameKey], name);
      assert.equal(record.password_set, true);
      assert.equal(record.BDX_Password_set, true);
      assert.ok(!('password' in record) && !('BDX_Password' in record));

      // Empty secrets keep the stored ones; member type is read-only.
      const { client_id: _c, membertype: _m, ...fields } = entry(dir.nameKey, `${name} renamed`, { password: '', BDX_Password: '' });
      const updated = await ctx.post(dir.update, { userData: { id: created.body.id, membertype: 'Kyubos', ...fields } }, ctx.tokens.summit_admin);
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      const after = await ctx.db.one<{ name: string; membertype: string; password_hash: string; bdx_password_encrypted: string }>(
        `SELECT name, membertype, password_hash, bdx_password_encrypted FROM ${dir.table} WHERE id = $1`,
        [created.body.id],
      );
      assert.equal(after!.name, `${name} renamed`);
      assert.equal(after!.membertype, 'Non Kyubos');
      assert.equal(after!.password_hash, row!.password_hash);
      assert.equal(after!.bdx_password_encrypted, row!.bdx_password_encrypted);

      const removed = await ctx.post(dir.remove, { id: created.body.id }, ctx.tokens.summit_admin);
      assert.equal(removed.status, 200);
      assert.equal((await ctx.post(dir.edit, { id: created.body.id }, ctx.tokens.summit_admin)).status, 404);
    });

    test(`When a ${dir.kind} misses its FTP account key or container name, then 400 naming the field`, async () => {
      const noKey = await ctx.post(dir.create, entry(dir.nameKey, 'X', { BDX_Password: '' }), ctx.tokens.summit_admin);
      assert.equal(noKey.status, 400);
      assert.equal(noKey.body.message, 'Invalid BDX_Password: is required');
      const noContainer = await ctx.post(dir.create, entry(dir.nameKey, 'X', { containername: '' }), ctx.tokens.summit_admin);
      assert.equal(noContainer.body.message, 'Invalid containername: is required');
      const noName = await ctx.post(dir.create, entry(dir.nameKey, ''), ctx.tokens.summit_admin);
      assert.equal(noName.body.message, `Invalid ${dir.nameKey}: is required`);
      const badEmail = await ctx.post(dir.create, entry(dir.nameKey, 'X', { email: 'nope' }), ctx.tokens.summit_admin);
      assert.equal(badEmail.body.message, 'Invalid email: must be an email address');
    });

    test(`When a ${dir.kind} of either member type points at no platform client, then 400 'Invalid Kyubos id' and nothing is stored`, async () => {
      for (const membertype of ['Kyubos', 'Non Kyubos']) {
        const name = `Nowhere ${dir.kind} ${membertype}`;
        const res = await ctx.post(dir.create, entry(dir.nameKey, name, { membertype, kyubosid: 'KYB-NOWHERE' }), ctx.tokens.summit_admin);
        assert.equal(res.status, 400, membertype);
        assert.deepEqual(res.body.errors, [{ path: 'kyubosid', message: 'Invalid Kyubos id' }]);
        assert.equal(await ctx.db.one(`SELECT 1 FROM ${dir.table} WHERE name = $1`, [name]), null);
      }
      const ok = await ctx.post(dir.create, entry(dir.nameKey, `Linked ${dir.kind}`, { membertype: 'Kyubos', kyubosid: dir.pointsTo.id }), ctx.tokens.summit_admin);
      assert.equal(ok.status, 200);
    });

    test(`When a Non Kyubos ${dir.kind} is saved with a wrong pointing id, then 400 and the stored one is kept`, async () => {
      const [row] = await ctx.db.query<{ id: number; kyubosid: string }>(
        `SELECT id, kyubosid FROM ${dir.table} WHERE client_id = $1 AND membertype = 'Non Kyubos' ORDER BY id LIMIT 1`,
        [summit],
      );
      const { client_id: _c, membertype: _m, ...fields } = entry(dir.nameKey, 'Renamed', { kyubosid: 'KYB-NOWHERE' });
      const res = await ctx.post(dir.update, { userData: { id: row!.id, ...fields } }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body.errors, [{ path: 'kyubosid', message: 'Invalid Kyubos id' }]);
      const still = await ctx.db.one<{ kyubosid: string }>(`SELECT kyubosid FROM ${dir.table} WHERE id = $1`, [row!.id]);
      assert.equal(still!.kyubosid, row!.kyubosid);
    });

    test(`When the pointing id is looked up for a ${dir.kind}, then a platform client of its type answers 200 and an unknown id 404`, async () => {
      const found = await ctx.post(dir.lookup, { kyubosid: dir.pointsTo.id }, ctx.tokens.summit_admin);
      assert.equal(found.status, 200);
      assert.equal(found.body.client.Client_FullName, dir.pointsTo.name);
      const missing = await ctx.post(dir.lookup, { kyubosid: 'KYB-NOBODY' }, ctx.tokens.summit_admin);
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, 'Invalid Kyubos id');
      const empty = await ctx.post(dir.lookup, {}, ctx.tokens.summit_admin);
      assert.equal(empty.status, 400);
      assert.equal(empty.body.message, 'Invalid kyubosid: is required');
    });

    test(`When a ${dir.kind} points at a client of another type or at the caller itself, then 'Invalid Kyubos id' and nothing is stored`, async () => {
      for (const kyubosid of [dir.wrongType, 'KYB-SUMMIT']) {
        const lookup = await ctx.post(dir.lookup, { kyubosid }, ctx.tokens.summit_admin);
        assert.equal(lookup.status, 404, kyubosid);
        assert.equal(lookup.body.message, 'Invalid Kyubos id');
        const name = `Mispointed ${dir.kind} ${kyubosid}`;
        const created = await ctx.post(dir.create, entry(dir.nameKey, name, { kyubosid }), ctx.tokens.summit_admin);
        assert.equal(created.status, 400, kyubosid);
        assert.deepEqual(created.body.errors, [{ path: 'kyubosid', message: 'Invalid Kyubos id' }]);
        assert.equal(await ctx.db.one(`SELECT 1 FROM ${dir.table} WHERE name = $1`, [name]), null);
      }
    });

    test(`When ${dir.kind} calls come without a token, then 401; from summit_staff (no Partners menu), then 403`, async () => {
      for (const [url, body] of [
        [dir.list, { client_id: summit }],
        [dir.create, entry(dir.nameKey, 'X')],
        [dir.edit, { id: atlasId }],
        [dir.update, { userData: { id: atlasId } }],
        [dir.remove, { id: atlasId }],
        [dir.lookup, { kyubosid: dir.pointsTo.id }],
      ] as const) {
        assert.equal((await ctx.post(url, body)).status, 401, url);
        assert.equal((await ctx.post(url, body, ctx.tokens.summit_staff)).status, 403, url);
      }
    });

    test(`When harbor_admin lists or creates for Summit, then 403; reads, updates or removes a Summit ${dir.kind} by id, then 404 as for a missing id; nothing changes`, async () => {
      assert.equal((await ctx.post(dir.list, { client_id: summit }, ctx.tokens.harbor_admin)).status, 403);
      assert.equal((await ctx.post(dir.create, entry(dir.nameKey, 'Intruder'), ctx.tokens.harbor_admin)).status, 403);
      const [summitRow] = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM ${dir.table} WHERE client_id = $1 LIMIT 1`, [summit]);
      const { client_id: _c, membertype: _m, ...fields } = entry(dir.nameKey, 'Hijacked');
      const notFound = { message: `${LABEL[dir.kind]} not found` };
      for (const id of [summitRow!.id, 999999]) {
        assert.deepEqual((await ctx.post(dir.edit, { id }, ctx.tokens.harbor_admin).expect(404)).body, notFound, `${dir.edit} ${id}`);
        assert.deepEqual((await ctx.post(dir.update, { userData: { id, ...fields } }, ctx.tokens.harbor_admin).expect(404)).body, notFound, `${dir.update} ${id}`);
        assert.deepEqual((await ctx.post(dir.remove, { id }, ctx.tokens.harbor_admin).expect(404)).body, notFound, `${dir.remove} ${id}`);
      }
      const still = await ctx.db.one<{ name: string }>(`SELECT name FROM ${dir.table} WHERE id = $1`, [summitRow!.id]);
      assert.equal(still!.name, summitRow!.name);
    });
  });
}

/** The seeded entry a directory already holds, and how its refusals name the directory. */
const HELD = [
  { ...DIRECTORIES[0], an: 'A carrier', name: 'Atlas Insurance Co', kyubosid: 'KYB-ATLAS', free: 'KYB-TIDEWATER' },
  { ...DIRECTORIES[1], an: 'A TPA', name: 'Frontline Claims Services', kyubosid: 'KYB-FRONTLINE', free: 'KYB-CROSSROADS' },
  { ...DIRECTORIES[2], an: 'An MGA', name: 'Rocky Mountain Underwriters', kyubosid: 'KYB-RMU', free: 'KYB-NORTHSTAR' },
] as const;

describe('A directory names a partner once and points at a platform client once', () => {
  const count = async (table: string) => (await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [summit]))!.n;

  for (const dir of HELD) {
    test(`When a ${dir.kind} is created with the name of one the directory holds (case and spaces aside), then 409 naming it and nothing is stored`, async () => {
      const before = await count(dir.table);
      const res = await ctx.post(dir.create, entry(dir.nameKey, `  ${dir.name.toUpperCase()} `, { kyubosid: dir.free }), ctx.tokens.summit_admin);
      assert.equal(res.status, 409, JSON.stringify(res.body));
      assert.equal(res.body.message, `${dir.an} ${dir.name} already exists`);
      assert.equal(await count(dir.table), before);
    });

    test(`When a ${dir.kind} is created pointing at the platform client another entry points at, then 409 naming that entry and nothing is stored`, async () => {
      const before = await count(dir.table);
      const res = await ctx.post(dir.create, entry(dir.nameKey, `Second ${dir.name}`, { kyubosid: dir.kyubosid.toLowerCase() }), ctx.tokens.summit_admin);
      assert.equal(res.status, 409, JSON.stringify(res.body));
      assert.equal(res.body.message, `The Pointing ID ${dir.kyubosid} is already used by ${dir.name}`);
      assert.equal(await count(dir.table), before);
    });

    test(`When a ${dir.kind} is renamed or repointed onto another entry's, then 409 and it keeps its own; saved as it is, then 200`, async () => {
      const created = await ctx.post(dir.create, entry(dir.nameKey, `Open ${dir.kind}`, { kyubosid: dir.free }), ctx.tokens.summit_admin).expect(200);
      const own = entry(dir.nameKey, `Open ${dir.kind}`, { kyubosid: dir.free });
      const { client_id: _c, membertype: _m, ...fields } = own;
      const update = (changes: object) => ctx.post(dir.update, { userData: { id: created.body.id, ...fields, ...changes } }, ctx.tokens.summit_admin);

      const renamed = await update({ [dir.nameKey]: dir.name.toLowerCase() });
      assert.equal(renamed.status, 409);
      assert.equal(renamed.body.message, `${dir.an} ${dir.name} already exists`);
      const repointed = await update({ kyubosid: dir.kyubosid });
      assert.equal(repointed.status, 409);
      assert.equal(repointed.body.message, `The Pointing ID ${dir.kyubosid} is already used by ${dir.name}`);
      const stored = await ctx.db.one<{ name: string; kyubosid: string }>(`SELECT name, kyubosid FROM ${dir.table} WHERE id = $1`, [created.body.id]);
      assert.deepEqual(stored, { name: `Open ${dir.kind}`, kyubosid: dir.free });

      assert.equal((await update({ city: 'Boulder' })).status, 200);
      await ctx.post(dir.remove, { id: created.body.id }, ctx.tokens.summit_admin).expect(200);
    });
  }

  test("When Harbor adds a carrier Summit's directory already points at, then it is stored: each client's directory is its own", async () => {
    const res = await ctx.post(
      '/createcarrier',
      { ...entry('carriername', 'Atlas Insurance Co', { kyubosid: 'KYB-ATLAS', containername: 'bdx-harbor-atlas' }), client_id: harbor },
      ctx.tokens.harbor_admin,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await ctx.post('/removecarrier', { id: res.body.id }, ctx.tokens.harbor_admin).expect(200);
  });

  test('When the seed is read, then no directory holds a name or a pointing id twice', async () => {
    for (const { table } of DIRECTORIES) {
      const repeated = await ctx.db.query(
        `SELECT client_id, lower(btrim(name)) AS value FROM ${table} GROUP BY 1, 2 HAVING count(*) > 1
         UNION ALL SELECT client_id, upper(btrim(kyubosid)) FROM ${table} GROUP BY 1, 2 HAVING count(*) > 1`,
      );
      assert.deepEqual(repeated, [], table);
    }
  });
});

describe('Every missing field is named at once', () => {
  test('When /createclientTPA comes with only an empty name, then 400 lists the FTP account key with every other required field', async () => {
    const res = await ctx.post('/createclientTPA', { TPAname: '' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.body.errors.map((error: { path: string }) => error.path).sort(),
      ['BDX_Password', 'BDX_Username', 'TPAname', 'client_id', 'containername', 'kyubosid', 'membertype'],
    );
    assert.equal(res.body.errors.find((error: { path: string }) => error.path === 'BDX_Password').message, 'is required');
  });

  test('When a seeded carrier without an FTP key is saved with other fields blank too, then 400 names the key with them', async () => {
    const res = await ctx.post(
      '/updatecarrier',
      { userData: { id: atlasId, carriername: '', kyubosid: 'KYB-ATLAS', BDX_Username: '', BDX_Password: '', containername: 'bdx-atlasinsuranceco' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.errors, [
      { path: 'userData.BDX_Username', message: 'is required' },
      { path: 'userData.carriername', message: 'is required' },
      { path: 'userData.BDX_Password', message: 'is required' },
    ]);
  });

  test("When another client's carrier is saved without a key, then the key is not asked for: nothing of that carrier is told", async () => {
    const { client_id: _c, membertype: _m, ...fields } = entry('carriername', '', { kyubosid: 'KYB-CHESAPEAKE', BDX_Password: '' });
    const harborEdit = await ctx.post('/updatecarrier', { userData: { id: harborCarrierId, ...fields } }, ctx.tokens.summit_admin);
    assert.equal(harborEdit.status, 400);
    assert.deepEqual(harborEdit.body.errors, [{ path: 'userData.carriername', message: 'is required' }]);
  });
});

describe('Carrier edit of a seeded row', () => {
  test('When a seeded carrier without an FTP key is saved without one, then 400; with one, then it is stored', async () => {
    const { client_id: _c, membertype: _m, ...fields } = entry('carriername', 'Atlas Insurance Co', { kyubosid: 'KYB-ATLAS', BDX_Password: '' });
    const missing = await ctx.post('/updatecarrier', { userData: { id: atlasId, ...fields } }, ctx.tokens.summit_admin);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Invalid userData.BDX_Password: is required');
    const ok = await ctx.post('/updatecarrier', { userData: { id: atlasId, ...fields, BDX_Password: 'atlas-key' } }, ctx.tokens.summit_admin);
    assert.equal(ok.status, 200);
    const edit = await ctx.post('/editcarrier', { id: atlasId }, ctx.tokens.summit_admin);
    assert.equal(edit.body.carrier.BDX_Password_set, true);
  });

  test("When Summit edits Harbor's carrier, then 404 'Carrier not found', as for a missing id", async () => {
    const res = await ctx.post('/editcarrier', { id: harborCarrierId }, ctx.tokens.summit_admin).expect(404);
    assert.deepEqual(res.body, { message: 'Carrier not found' });
  });
});
