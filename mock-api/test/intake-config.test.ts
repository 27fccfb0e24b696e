import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { createTestContext, withWritesRefused, type TestContext, versionedSave, expectStatus, UNREAD_VERSION, savedVersionOf } from './helpers';

let ctx: TestContext;
let summit: number;
let harbor: number;
/** Ids of seeded Summit records, looked up by name. */
const ids = { workersComp: 0, autoLob: 0, standardWc: 0, coverage: 0, insuredGroup: 0, zipAttribute: 0, placement: 0, harborLob: 0, harborGroup: 0 };

const one = async <T>(sql: string, params: unknown[]) => (await ctx.db.one<T>(sql, params))!;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  harbor = ctx.logins.harbor_admin.client_id;
  const id = async (sql: string, params: unknown[]) => (await one<{ id: number }>(sql, params)).id;
  ids.workersComp = await id("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'WORKERS COMP'", [summit]);
  ids.autoLob = await id("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'COMMERCIAL AUTO'", [summit]);
  ids.standardWc = await id("SELECT id FROM intake_packages WHERE client_id = $1 AND subcategory_name = 'Standard WC'", [summit]);
  ids.coverage = await id("SELECT id FROM intake_coverages WHERE package_id = $1 AND coverage_name = 'Disease Policy Limit'", [ids.standardWc]);
  ids.insuredGroup = await id("SELECT id FROM attribute_groups WHERE client_id = $1 AND name = 'Insured Details'", [summit]);
  ids.zipAttribute = await id("SELECT id FROM attributes WHERE group_id = $1 AND name = 'ZIP Code'", [ids.insuredGroup]);
  ids.placement = await id('SELECT id FROM intake_attribute_groups WHERE intake_id = $1 AND attribute_group_id = $2', [ids.workersComp, ids.insuredGroup]);
  ids.harborLob = await id("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'WORKERS COMP'", [harbor]);
  ids.harborGroup = await id("SELECT id FROM attribute_groups WHERE client_id = $1 AND name = 'Claimant Details'", [harbor]);
});
after(() => ctx.close());

/** Every call with a valid Summit body, for the checks every call shares. */
const summitCalls = (): Array<[string, object]> => [
  ['/viewclientintakecategory', { client_id: summit }],
  ['/createclientintakecategory', { client_id: summit, category_name: 'MARINE' }],
  ['/editclientintakecategory', { id: ids.workersComp }],
  ['/updateclientintakecategory', { menucategoryData: { id: ids.autoLob, category_name: 'COMMERCIAL AUTO', updatedAt: UNREAD_VERSION } }],
  ['/viewclientintakesubcategory', { cid: ids.workersComp }],
  ['/createclientintakesubcategory', { client_id: summit, category_id: ids.workersComp, subcategory_name: 'X' }],
  ['/editclientintakesubcategory', { id: ids.standardWc }],
  ['/updateclientintakesubcategory/', { subcategoryDatalist: { id: ids.standardWc, subcategory_name: 'Standard WC' } }],
  ['/removeclientintakesubcategory', { id: ids.standardWc }],
  ['/viewclientintakecoverage', { package_id: ids.standardWc }],
  ['/createclientintakecoverage', { client_id: summit, package_id: ids.standardWc, coverage_name: 'X', coverage_limit: 1, coverage_premium: 1 }],
  ['/updateclientintakecoverage', { coverageData: { id: ids.coverage, coverage_name: 'X', coverage_limit: 1, coverage_premium: 1, updatedAt: UNREAD_VERSION } }],
  ['/removeclientintakecoverage', { id: ids.coverage }],
  ['/viewattributegroup', { cid: summit }],
  ['/updateattibutegrouprank', { AttributeGroupData: [{ id: ids.insuredGroup, rank: 1, active: '1' }] }],
  ['/createattributegroup', { client_id: summit, name: 'X', displaytype: 'Single Column', numberofrow: '0' }],
  ['/editattributegroup', { id: ids.insuredGroup }],
  ['/updateattributegroup', { attributegroupData: { id: ids.insuredGroup, name: 'Insured Details', displaytype: 'Double Column', numberofrow: '0' } }],
  ['/viewattribute', { gid: ids.insuredGroup, client_id: summit }],
  ['/updateattributerank', { AttributeData: [{ id: ids.zipAttribute, rank: 6, active: '1' }] }],
  ['/createattribute', { group_id: ids.insuredGroup, client_id: summit, name: 'X', attribute_name: 'city', attribute_type: 'text', isrequired: '' }],
  ['/editattribute', { id: ids.zipAttribute }],
  ['/updateattribute', { attributeData: { id: ids.zipAttribute, name: 'ZIP Code', attribute_name: 'zipcode', attribute_type: 'text', isrequired: 'Required', attributeformat: '99999' } }],
  ['/viewintakeattributegroup', { intake_id: ids.workersComp, cid: summit }],
  ['/updateintakeattributegrouprank', { AttributeGroupData: [{ id: ids.placement, rank: 1, active: '1' }] }],
  ['/createintakeattributegroup', { client_id: summit, intake_id: ids.autoLob, attribute_group_id: ids.insuredGroup }],
  ['/editintakeattributegroup', { id: ids.placement }],
  ['/updateintakeattributegroup', { attributegroupData: { id: ids.placement, attribute_group_id: ids.insuredGroup } }],
];

/** The calls that load a record by id: its body for an id, the Summit id sent, and what a missing id answers. */
const recordCalls = (): Array<[string, (id: number) => object, number, string]> => {
  const lob = 'Line of business not found';
  const pkg = 'Package not found';
  const coverage = 'Coverage not found';
  const group = 'Attribute group not found';
  const attribute = 'Attribute not found';
  const placement = 'Intake attribute group not found';
  const coverageFields = { coverage_name: 'X', coverage_limit: 1, coverage_premium: 1 };
  const attributeFields = { name: 'ZIP Code', attribute_name: 'zipcode', attribute_type: 'text', isrequired: 'Required', attributeformat: '99999' };
  return [
    ['/editclientintakecategory', (id) => ({ id }), ids.workersComp, lob],
    ['/updateclientintakecategory', (id) => ({ menucategoryData: { id, category_name: 'Hijacked', updatedAt: UNREAD_VERSION } }), ids.autoLob, lob],
    ['/viewclientintakesubcategory', (cid) => ({ cid }), ids.workersComp, lob],
    ['/editclientintakesubcategory', (id) => ({ id }), ids.standardWc, pkg],
    ['/updateclientintakesubcategory/', (id) => ({ subcategoryDatalist: { id, subcategory_name: 'Hijacked' } }), ids.standardWc, pkg],
    ['/removeclientintakesubcategory', (id) => ({ id }), ids.standardWc, pkg],
    ['/viewclientintakecoverage', (package_id) => ({ package_id }), ids.standardWc, pkg],
    ['/updateclientintakecoverage', (id) => ({ coverageData: { id, ...coverageFields, updatedAt: UNREAD_VERSION } }), ids.coverage, coverage],
    ['/removeclientintakecoverage', (id) => ({ id }), ids.coverage, coverage],
    ['/editattributegroup', (id) => ({ id }), ids.insuredGroup, group],
    ['/updateattributegroup', (id) => ({ attributegroupData: { id, name: 'Hijacked', displaytype: 'Double Column', numberofrow: '0' } }), ids.insuredGroup, group],
    ['/editattribute', (id) => ({ id }), ids.zipAttribute, attribute],
    ['/updateattribute', (id) => ({ attributeData: { id, ...attributeFields } }), ids.zipAttribute, attribute],
    ['/editintakeattributegroup', (id) => ({ id }), ids.placement, placement],
    ['/updateintakeattributegroup', (id) => ({ attributegroupData: { id, attribute_group_id: ids.harborGroup } }), ids.placement, placement],
    // A list's Save of ranks and flags: a row of another client's is no row of the caller's.
    ['/updateattibutegrouprank', (id) => ({ AttributeGroupData: [{ id, rank: 1, active: '0' }] }), ids.insuredGroup, group],
    ['/updateattributerank', (id) => ({ AttributeData: [{ id, rank: 6, active: '0' }] }), ids.zipAttribute, attribute],
    ['/updateintakeattributegrouprank', (id) => ({ AttributeGroupData: [{ id, rank: 1, active: '0' }] }), ids.placement, placement],
  ];
};

/** The ids of a package's coverages, as the coverage screen lists them. */
const coverageIds = async (packageId: number): Promise<number[]> =>
  (await ctx.post('/viewclientintakecoverage', { package_id: packageId }, ctx.tokens.summit_admin).expect(200)).body.intakecoverage.map(
    (coverage: { id: number }) => coverage.id,
  );

/** Every row of the intake configuration tables, to show a refused call wrote nothing. */
const configurationRows = async () => {
  const tables = ['intake_categories', 'intake_packages', 'intake_coverages', 'attribute_groups', 'attributes', 'intake_attribute_groups'];
  return Promise.all(tables.map((table) => ctx.db.query(`SELECT * FROM ${table} ORDER BY id`)));
};

describe('Every intake configuration call', () => {
  test('When called without a token, then 401', async () => {
    for (const [url, body] of summitCalls()) {
      const res = await ctx.post(url, body);
      assert.equal(res.status, 401, url);
    }
  });

  test("When harbor_admin names Summit's client, then 403 and nothing changes", async () => {
    const before = await configurationRows();
    const byId = new Set(recordCalls().map(([url]) => url));
    for (const [url, body] of summitCalls().filter(([url]) => !byId.has(url))) {
      const res = await ctx.post(url, body, ctx.tokens.harbor_admin);
      assert.equal(res.status, 403, url);
    }
    assert.deepEqual(await configurationRows(), before);
  });

  test("When harbor_admin sends the id of a Summit record, then the 404 and message of a missing id, and nothing changes", async () => {
    const before = await configurationRows();
    for (const [url, body, summitId, message] of recordCalls()) {
      for (const id of [summitId, 999999]) {
        const res = await ctx.post(url, body(id), ctx.tokens.harbor_admin);
        assert.equal(res.status, 404, `${url} ${id}`);
        assert.deepEqual(res.body, { message }, `${url} ${id}`);
      }
      const missing = await ctx.post(url, body(999999), ctx.tokens.summit_admin);
      assert.deepEqual([missing.status, missing.body], [404, { message }], `${url} for Summit`);
    }
    assert.deepEqual(await configurationRows(), before);
  });

  test('When the body is empty, then 400 naming a field', async () => {
    for (const [url] of summitCalls()) {
      const res = await ctx.post(url, {}, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, url);
      assert.match(res.body.message, /^Invalid \w+/, url);
    }
  });

  test('When summit_agent (Quotations only) calls, then only the reads quotations draw on answer; summit_staff reads LOBs', async () => {
    const quotationReads = [
      '/viewclientintakecategory',
      '/editclientintakecategory',
      '/viewclientintakesubcategory',
      '/editclientintakesubcategory',
      '/viewclientintakecoverage',
      '/viewintakeattributegroup',
      '/viewattributegroup',
      '/viewattribute',
    ];
    for (const [url, body] of summitCalls()) {
      const res = await ctx.post(url, body, ctx.tokens.summit_agent);
      assert.equal(res.status, quotationReads.includes(url) ? 200 : 403, url);
    }
    const staff = await ctx.post('/viewclientintakecategory', { client_id: summit }, ctx.tokens.summit_staff);
    assert.equal(staff.status, 200);
    const groups = await ctx.post('/createattributegroup', { client_id: summit, name: 'Staff', displaytype: 'Single Column' }, ctx.tokens.summit_staff);
    assert.equal(groups.status, 403, 'staff hold nothing on Attribute Groups');
  });
});

describe('Lines of business', () => {
  test("When summit_admin lists them, then Summit's come back with every field and none of Harbor's", async () => {
    const res = await ctx.post('/viewclientintakecategory', { client_id: summit }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const names = res.body.intakecategory.map((c: { category_name: string }) => c.category_name);
    assert.ok(names.includes('WORKERS COMP') && names.includes('GENERAL LIABILITY') && names.length >= 3);
    assert.ok(!res.body.intakecategory.some((c: { client_id: number }) => c.client_id !== summit));
    assert.deepEqual(Object.keys(res.body.intakecategory[0]).sort(), ['category_name', 'client_id', 'document', 'id', 'intaketype', 'sublob', 'updatedAt']);
  });

  test('When a LOB is created and then updated, then both are stored', async () => {
    const created = await ctx.post(
      '/createclientintakecategory',
      { client_id: summit, category_name: 'INLAND MARINE', sublob: 'Cargo', document: null, intaketype: 'Quotation' },
      ctx.tokens.summit_admin,
    );
    assert.equal(created.status, 200);
    const edit = await ctx.post('/editclientintakecategory', { id: created.body.id }, ctx.tokens.summit_admin);
    assert.deepEqual(edit.body.intake, {
      id: created.body.id,
      client_id: summit,
      category_name: 'INLAND MARINE',
      sublob: 'Cargo',
      document: null,
      intaketype: 'Quotation',
      // The version its save sends back.
      updatedAt: await savedVersionOf(ctx.db, 'intake_categories', created.body.id),
    });
    const updated = await versionedSave(ctx.post, ctx.db, '/updateclientintakecategory',
      { menucategoryData: { id: created.body.id, client_id: summit, category_name: 'INLAND MARINE', sublob: '' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(updated.status, 200);
    const again = await ctx.post('/editclientintakecategory', { id: created.body.id }, ctx.tokens.summit_admin);
    assert.equal(again.body.intake.sublob, null);
  });

  test('When a LOB is created or updated without an intake type, then it is stored as Quotation, as the seeded ones are', async () => {
    const created = await ctx.post('/createclientintakecategory', { client_id: summit, category_name: 'AVIATION' }, ctx.tokens.summit_admin);
    assert.equal(created.status, 200);
    const read = async () => (await ctx.post('/editclientintakecategory', { id: created.body.id }, ctx.tokens.summit_admin)).body.intake;
    assert.equal((await read()).intaketype, 'Quotation');
    await versionedSave(ctx.post, ctx.db, '/updateclientintakecategory', { menucategoryData: { id: created.body.id, category_name: 'AVIATION', intaketype: '' } }, ctx.tokens.summit_admin).then(expectStatus(200));
    assert.equal((await read()).intaketype, 'Quotation');
    const untyped = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM intake_categories WHERE intaketype IS NULL');
    assert.equal(untyped!.n, 0);
  });

  test('When a LOB of the same name and sub LOB exists (case and outer spaces aside), then 409 naming it on create and update, and nothing changes', async () => {
    const create = (category_name: string, sublob: string | null) =>
      ctx.post('/createclientintakecategory', { client_id: summit, category_name, sublob, intaketype: 'Quotation' }, ctx.tokens.summit_admin);
    const first = await create('OCEAN MARINE', 'Hull').expect(200);
    const before = await configurationRows();
    assert.equal((await create('OCEAN MARINE', 'Hull').expect(409)).body.message, 'A line of business OCEAN MARINE-Hull already exists');
    assert.equal((await create(' ocean marine ', 'HULL').expect(409)).body.message, 'A line of business ocean marine-HULL already exists');
    assert.deepEqual(await configurationRows(), before);
    // Another sub LOB is another line; renaming it onto the first is refused.
    const other = await create('OCEAN MARINE', 'Cargo').expect(200);
    const renamed = await versionedSave(ctx.post, ctx.db, '/updateclientintakecategory', { menucategoryData: { id: other.body.id, category_name: 'Ocean Marine', sublob: 'hull' } }, ctx.tokens.summit_admin).then(expectStatus(409));
    assert.equal(renamed.body.message, 'A line of business Ocean Marine-hull already exists');
    assert.equal((await ctx.post('/editclientintakecategory', { id: other.body.id }, ctx.tokens.summit_admin)).body.intake.sublob, 'Cargo');
    // Saving a line under its own name is no duplicate.
    await versionedSave(ctx.post, ctx.db, '/updateclientintakecategory', { menucategoryData: { id: first.body.id, category_name: 'OCEAN MARINE', sublob: 'Hull' } }, ctx.tokens.summit_admin).then(expectStatus(200));
  });

  test('When the LOB name is blank, then 400 naming category_name', async () => {
    const res = await ctx.post('/createclientintakecategory', { client_id: summit, category_name: '  ' }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid category_name: is required');
  });

  test('When a LOB id does not exist, then 404', async () => {
    const res = await ctx.post('/editclientintakecategory', { id: 999999 }, ctx.tokens.summit_admin);
    assert.equal(res.status, 404);
  });
});

describe('Packages and coverages', () => {
  test("When the packages of WORKERS COMP are listed, then they carry the category's name", async () => {
    const res = await ctx.post('/viewclientintakesubcategory', { cid: ids.workersComp }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const standard = res.body.intakesubcategory.find((p: { subcategory_name: string }) => p.subcategory_name === 'Standard WC');
    assert.equal(standard.category_name, 'WORKERS COMP');
    assert.equal(standard.category_sublob, null);
    assert.equal(standard.category_id, ids.workersComp);
  });

  test("When a package of a line with a Sub LOB label is read, then it carries the label, which names the line's packages list", async () => {
    const liability = await one<{ id: number }>("SELECT id FROM intake_packages WHERE client_id = $1 AND subcategory_name = 'Contractors Basic'", [summit]);
    const res = await ctx.post('/editclientintakesubcategory', { id: liability.id }, ctx.tokens.summit_admin).expect(200);
    assert.equal(res.body.intakesub.category_name, 'GENERAL LIABILITY');
    assert.equal(res.body.intakesub.category_sublob, 'Contractors');
  });

  test('When a package is added with coverages, edited, and removed, then coverages follow it', async () => {
    const created = await ctx.post(
      '/createclientintakesubcategory',
      { client_id: summit, category_id: ids.workersComp, category_name: 'forged', subcategory_name: 'Test Pack', coverage_limit: '1,000,000', coverage_premimum: 1500.5 },
      ctx.tokens.summit_admin,
    );
    assert.equal(created.status, 200);
    const edit = await ctx.post('/editclientintakesubcategory', { id: created.body.id }, ctx.tokens.summit_admin);
    assert.equal(edit.body.intakesub.category_name, 'WORKERS COMP', 'taken from the category, not the body');
    assert.equal(edit.body.intakesub.coverage_limit, 1_000_000);
    assert.equal(edit.body.intakesub.coverage_premimum, 1500.5);

    const cov = await ctx.post(
      '/createclientintakecoverage',
      { client_id: summit, package_id: created.body.id, coverage_name: 'Each Accident', coverage_limit: 500000, coverage_premium: '725.25' },
      ctx.tokens.summit_admin,
    );
    assert.equal(cov.status, 200);
    const upd = await versionedSave(ctx.post, ctx.db, '/updateclientintakecoverage',
      { coverageData: { id: cov.body.id, coverage_name: 'Each Accident', coverage_limit: 750000, coverage_premium: 800 } },
      ctx.tokens.summit_admin,
    );
    assert.equal(upd.status, 200);
    const list = await ctx.post('/viewclientintakecoverage', { package_id: created.body.id }, ctx.tokens.summit_admin);
    assert.deepEqual(list.body.intakecoverage, [
      {
        id: cov.body.id,
        client_id: summit,
        package_id: created.body.id,
        coverage_name: 'Each Accident',
        coverage_limit: 750000,
        coverage_premium: 800,
        covargerequired: '',
        updatedAt: await savedVersionOf(ctx.db, 'intake_coverages', cov.body.id),
      },
    ]);

    const renamed = await ctx.post(
      '/updateclientintakesubcategory',
      { subcategoryDatalist: { id: created.body.id, subcategory_name: 'Test Pack 2' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(renamed.status, 200, 'the documented path also answers without its trailing slash');
    assert.equal((await ctx.post('/removeclientintakesubcategory', { id: created.body.id }, ctx.tokens.summit_admin)).status, 200);
    assert.equal((await ctx.db.query('SELECT 1 FROM intake_coverages WHERE package_id = $1', [created.body.id])).length, 0);
  });

  test('When a coverage limit is negative or not a number, then 400 naming it', async () => {
    const base = { client_id: summit, package_id: ids.standardWc, coverage_name: 'X', coverage_premium: 1 };
    const negative = await ctx.post('/createclientintakecoverage', { ...base, coverage_limit: -1 }, ctx.tokens.summit_admin);
    assert.equal(negative.body.message, 'Invalid coverage_limit: must not be negative');
    const text = await ctx.post('/createclientintakecoverage', { ...base, coverage_limit: 'lots' }, ctx.tokens.summit_admin);
    assert.equal(text.body.message, 'Invalid coverage_limit: must be a number');
    const exponent = await ctx.post('/createclientintakecoverage', { ...base, coverage_limit: 100, coverage_premium: '1e2' }, ctx.tokens.summit_admin);
    assert.deepEqual([exponent.status, exponent.body.message], [400, 'Invalid coverage_premium: must be a number']);
  });

  test('When /editclientintakecoverage is called, then 404: a coverage is read from its package list, and the API lists no such call', async () => {
    const res = await ctx.post('/editclientintakecoverage', { id: ids.coverage }, ctx.tokens.summit_admin);
    assert.equal(res.status, 404);
    assert.equal(res.body.coverage, undefined);
    const { body: document } = await ctx.get('/openapi.json').expect(200);
    assert.ok(!('/editclientintakecoverage' in document.paths));
    assert.ok('/viewclientintakecoverage' in document.paths);
  });

  test('When a coverage is removed, then it is gone', async () => {
    const cov = await ctx.post(
      '/createclientintakecoverage',
      { client_id: summit, package_id: ids.standardWc, coverage_name: 'Temp', coverage_limit: 1, coverage_premium: 1 },
      ctx.tokens.summit_admin,
    );
    assert.equal((await ctx.post('/removeclientintakecoverage', { id: cov.body.id }, ctx.tokens.summit_admin)).status, 200);
    assert.ok(!(await coverageIds(ids.standardWc)).includes(cov.body.id));
    assert.equal((await ctx.post('/removeclientintakecoverage', { id: cov.body.id }, ctx.tokens.summit_admin)).status, 404);
  });

  test('When a package already holds a coverage of the name (case and outer spaces aside), then 409 naming it on create and update', async () => {
    const add = (coverage_name: string) =>
      ctx.post('/createclientintakecoverage', { client_id: summit, package_id: ids.standardWc, coverage_name, coverage_limit: 1000, coverage_premium: 10 }, ctx.tokens.summit_admin);
    const first = await add('Stop Gap').expect(200);
    assert.equal((await add(' stop gap ').expect(409)).body.message, 'Coverage stop gap is already in this package');
    const second = await add('Stop Gap Plus').expect(200);
    const renamed = await versionedSave(ctx.post, ctx.db, '/updateclientintakecoverage', { coverageData: { id: second.body.id, coverage_name: 'STOP GAP', coverage_limit: 1000, coverage_premium: 10 } }, ctx.tokens.summit_admin).then(expectStatus(409));
    assert.equal(renamed.body.message, 'Coverage STOP GAP is already in this package');
    const names = await ctx.db.query<{ coverage_name: string }>('SELECT coverage_name FROM intake_coverages WHERE id = ANY($1::int[]) ORDER BY id', [[first.body.id, second.body.id]]);
    assert.deepEqual(names.map((row) => row.coverage_name), ['Stop Gap', 'Stop Gap Plus']);
    for (const id of [first.body.id, second.body.id]) await ctx.post('/removeclientintakecoverage', { id }, ctx.tokens.summit_admin).expect(200);
  });

  test('When a coverage is held by live records, then removing it is refused with 409 naming how many, and it stays', async () => {
    const held = await ctx.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM policy_quotations
        WHERE company_id = $1 AND deleted_at IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(policycoverage) c WHERE (c->>'coverage_id')::int = $2)`,
      [summit, ids.coverage],
    );
    assert.ok(held!.count > 1);
    const res = await ctx.post('/removeclientintakecoverage', { id: ids.coverage }, ctx.tokens.summit_admin).expect(409);
    assert.equal(res.body.message, `This coverage is used by ${held!.count} records`);
    assert.ok((await coverageIds(ids.standardWc)).includes(ids.coverage), 'still in its package');
  });
});

describe('Attribute groups', () => {
  test("When listed, then the answer key is 'Attiributecategory' and groups of every display type are there", async () => {
    const res = await ctx.post('/viewattributegroup', { cid: summit }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const types = new Set(res.body.Attiributecategory.map((g: { displaytype: string }) => g.displaytype));
    assert.deepEqual([...types].sort(), ['Double Column', 'Single Column', 'Table']);
    const table = res.body.Attiributecategory.find((g: { name: string }) => g.name === 'Employee Classes');
    assert.equal(table.numberofrow, '5');
  });

  test('When a group is created, edited to Table and its rows given, then the edit answers it under Attiribute', async () => {
    const created = await ctx.post('/createattributegroup', { client_id: summit, name: 'Drivers', displaytype: 'Double Column', numberofrow: '0' }, ctx.tokens.summit_admin);
    assert.equal(created.status, 200);
    const upd = await ctx.post(
      '/updateattributegroup',
      { attributegroupData: { id: created.body.id, name: 'Drivers', displaytype: 'Table', numberofrow: '4' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(upd.status, 200);
    const edit = await ctx.post('/editattributegroup', { id: created.body.id }, ctx.tokens.summit_admin);
    assert.equal(edit.body.Attiribute.displaytype, 'Table');
    assert.equal(edit.body.Attiribute.numberofrow, '4');
    assert.equal(edit.body.Attiribute.active, '1');
  });

  test("When refreshing a group's placements fails, then the group keeps its old name too (one transaction)", async () => {
    const before = await ctx.post('/editattributegroup', { id: ids.insuredGroup }, ctx.tokens.summit_admin);
    const { name, displaytype, numberofrow } = before.body.Attiribute;
    await withWritesRefused(ctx.db, { table: 'intake_attribute_groups', operation: 'UPDATE' }, async () => {
      const res = await ctx.post(
        '/updateattributegroup',
        { attributegroupData: { id: ids.insuredGroup, name: 'Half Saved', displaytype, numberofrow } },
        ctx.tokens.summit_admin,
      );
      assert.equal(res.status, 500);
    });
    const after = await ctx.post('/editattributegroup', { id: ids.insuredGroup }, ctx.tokens.summit_admin);
    assert.equal(after.body.Attiribute.name, name);
  });

  test('When the client already has a group of the name (case and outer spaces aside), then 409 naming it on create and rename, and nothing changes', async () => {
    const create = (name: string) => ctx.post('/createattributegroup', { client_id: summit, name, displaytype: 'Single Column', numberofrow: '0' }, ctx.tokens.summit_admin);
    const rename = (id: number, name: string) =>
      ctx.post('/updateattributegroup', { attributegroupData: { id, name, displaytype: 'Single Column', numberofrow: '0' } }, ctx.tokens.summit_admin);
    const first = await create('Cargo Details').expect(200);
    const before = await configurationRows();
    assert.equal((await create('Cargo Details').expect(409)).body.message, 'An attribute group Cargo Details already exists');
    assert.equal((await create('  cargo DETAILS ').expect(409)).body.message, 'An attribute group cargo DETAILS already exists');
    // A seeded group's name is taken too; another client's is not.
    assert.equal((await create('insured details').expect(409)).body.message, 'An attribute group insured details already exists');
    assert.deepEqual(await configurationRows(), before);
    // Harbor's Claimant Details does not take the name from Summit.
    await create('Claimant Details').expect(200);

    const other = await create('Cargo Extras').expect(200);
    assert.equal((await rename(other.body.id, 'CARGO DETAILS').expect(409)).body.message, 'An attribute group CARGO DETAILS already exists');
    assert.equal((await ctx.post('/editattributegroup', { id: other.body.id }, ctx.tokens.summit_admin)).body.Attiribute.name, 'Cargo Extras');
    // Saving a group under its own name is no duplicate.
    await rename(first.body.id, 'Cargo Details').expect(200);
  });

  test('When Table comes without a number of rows, then 400 naming numberofrow', async () => {
    const res = await ctx.post(
      '/updateattributegroup',
      { attributegroupData: { id: ids.insuredGroup, name: 'Insured Details', displaytype: 'Table', numberofrow: '0' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid attributegroupData.numberofrow: is needed for the Table display type');
  });

  test('When a new group comes without a display type or as a Table, then 400 naming the types the add form offers; an edit names all three', async () => {
    const create = (displaytype: unknown) => ctx.post('/createattributegroup', { client_id: summit, name: 'Trailers', displaytype, numberofrow: '3' }, ctx.tokens.summit_admin);
    for (const displaytype of [undefined, '', 'Table']) {
      assert.equal((await create(displaytype).expect(400)).body.message, 'Invalid displaytype: must be Single Column or Double Column');
    }
    const edit = await ctx.post('/updateattributegroup', { attributegroupData: { id: ids.insuredGroup, name: 'Insured Details', displaytype: 'Grid', numberofrow: '0' } }, ctx.tokens.summit_admin);
    assert.equal(edit.body.message, 'Invalid attributegroupData.displaytype: must be Single Column, Double Column or Table');
  });

  test('When ranks and flags are saved, then all are kept; one foreign row refuses the whole save with the 404 of a missing one', async () => {
    const { Attiributecategory: groups } = (await ctx.post('/viewattributegroup', { cid: summit }, ctx.tokens.summit_admin)).body;
    const [a, b] = groups as { id: number; rank: number }[];
    const ok = await ctx.post(
      '/updateattibutegrouprank',
      { AttributeGroupData: [{ id: a!.id, rank: '7', active: 0 }, { id: b!.id, rank: 3, active: '1' }] },
      ctx.tokens.summit_admin,
    );
    assert.equal(ok.status, 200);
    const edited = await ctx.post('/editattributegroup', { id: a!.id }, ctx.tokens.summit_admin);
    assert.equal(edited.body.Attiribute.rank, 7);
    assert.equal(edited.body.Attiribute.active, '0');

    const mixed = await ctx.post(
      '/updateattibutegrouprank',
      { AttributeGroupData: [{ id: b!.id, rank: 99, active: '0' }, { id: ids.harborGroup, rank: 1, active: '0' }] },
      ctx.tokens.summit_admin,
    );
    assert.deepEqual([mixed.status, mixed.body], [404, { message: 'Attribute group not found' }]);
    const kept = await ctx.post('/editattributegroup', { id: b!.id }, ctx.tokens.summit_admin);
    assert.equal(kept.body.Attiribute.rank, 3, 'nothing half-saved');
    assert.equal(kept.body.Attiribute.active, '1');
  });

  test('When a rank is not a number, then 400 naming the row field', async () => {
    const res = await ctx.post('/updateattibutegrouprank', { AttributeGroupData: [{ id: ids.insuredGroup, rank: 'first', active: '1' }] }, ctx.tokens.summit_admin);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Invalid AttributeGroupData.0.rank: must be a number');
  });
});

describe('Attributes', () => {
  test('When the attributes of Insured Details are listed, then the ZIP carries its mask, Numeric and 5', async () => {
    const res = await ctx.post('/viewattribute', { gid: ids.insuredGroup, client_id: summit }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const zip = res.body.attribute.find((a: { name: string }) => a.name === 'ZIP Code');
    assert.equal(zip.attributeformat, '99999');
    assert.equal(zip.attribute_data_type, 'Numeric');
    assert.equal(zip.attribute_max_lenght, '5');
    assert.equal(zip.isrequired, 'Required');
  });

  test('When an attribute is created with a format, then its data type and max length are derived, not taken from the body', async () => {
    const res = await ctx.post(
      '/createattribute',
      {
        group_id: ids.insuredGroup,
        client_id: summit,
        name: 'Policy Code',
        attribute_type: 'text',
        radiogroup: 'ignored',
        isrequired: 'Required',
        description: 'Code',
        attributeformat: 'AA-9999',
        attribute_max_lenght: '99',
        attribute_data_type: 'Numeric',
      },
      ctx.tokens.summit_admin,
    );
    assert.equal(res.status, 200);
    const { attribute } = (await ctx.post('/editattribute', { id: res.body.id }, ctx.tokens.summit_admin)).body;
    assert.equal(attribute.attribute_data_type, 'Alphanumeric');
    assert.equal(attribute.attribute_max_lenght, '7');
    assert.equal(attribute.radiogroup, null, 'a text input has no radio group');

    const radio = await ctx.post(
      '/updateattribute',
      { attributeData: { id: res.body.id, name: 'Smoker', attribute_type: 'radio', radiogroup: 'smoker', isrequired: 'Not Required', attributeformat: 'AA-9999' } },
      ctx.tokens.summit_admin,
    );
    assert.equal(radio.status, 200);
    const after = (await ctx.post('/editattribute', { id: res.body.id }, ctx.tokens.summit_admin)).body.attribute;
    assert.equal(after.attributeformat, null);
    assert.equal(after.attribute_max_lenght, '0');
    assert.equal(after.radiogroup, 'smoker');
    assert.equal(after.isrequired, '');
  });

  test('When an attribute names no field (absent, blank or null), then it is saved with none; a name not listed is still 400', async () => {
    const base = { group_id: ids.insuredGroup, client_id: summit, attribute_type: 'text', isrequired: 'Not Required' };
    const stored = async (id: number) => (await ctx.post('/editattribute', { id }, ctx.tokens.summit_admin).expect(200)).body.attribute.attribute_name;
    for (const [name, sent] of [['Years in business', {}], ['Employees on site', { attribute_name: '' }], ['Fleet size', { attribute_name: null }]] as const) {
      const res = await ctx.post('/createattribute', { ...base, name, ...sent }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200, name);
      assert.equal(await stored(res.body.id), null, name);
    }
    const named = await ctx.post('/createattribute', { ...base, name: 'Mailing City', attribute_name: 'city' }, ctx.tokens.summit_admin).expect(200);
    assert.equal(await stored(named.body.id), 'city');
    // An edit that leaves it out unsets it.
    await ctx.post('/updateattribute', { attributeData: { id: named.body.id, name: 'Mailing City', attribute_type: 'text', isrequired: '' } }, ctx.tokens.summit_admin).expect(200);
    assert.equal(await stored(named.body.id), null);

    const unknown = await ctx.post('/createattribute', { ...base, name: 'X', attribute_name: 'employees' }, ctx.tokens.summit_admin);
    assert.deepEqual([unknown.status, unknown.body.message], [400, 'Invalid attribute_name: is not one of the listed attribute names']);
  });

  test("When the seed is read, then only Summit's Policy Amount names policyamount; the line's own questions (Employees, VIN, FEIN) name no field", async () => {
    const rows = await ctx.db.query<{ name: string; attribute_name: string | null }>(
      "SELECT name, attribute_name FROM attributes WHERE client_id = $1 AND name IN ('Policy Amount', 'Employees', 'VIN', 'FEIN', 'Underwriter Notes') ORDER BY name",
      [summit],
    );
    assert.deepEqual(
      rows.map((r) => [r.name, r.attribute_name]),
      [['Employees', null], ['FEIN', null], ['Policy Amount', 'policyamount'], ['Underwriter Notes', null], ['VIN', null]],
    );
    const policyAmounts = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM attributes WHERE attribute_name = 'policyamount'", []);
    assert.equal(policyAmounts[0]!.n, 1);
  });

  test('When a database holds policyamount on attributes other than Policy Amount, then migration 431 clears it there and keeps the Policy Amount', async () => {
    const target = "client_id = $1 AND name IN ('Employees', 'VIN', 'Policy Amount')";
    await ctx.db.query(`UPDATE attributes SET attribute_name = 'policyamount' WHERE ${target}`, [summit]);
    const migration = await readFile(new URL('../src/db/migrations/431-attributes-name-no-field-unless-they-hold-one.sql', import.meta.url), 'utf8');
    await ctx.db.exec(migration);
    const rows = await ctx.db.query<{ name: string; attribute_name: string | null }>(`SELECT name, attribute_name FROM attributes WHERE ${target} ORDER BY name`, [summit]);
    assert.deepEqual(
      rows.map((r) => [r.name, r.attribute_name]),
      [['Employees', null], ['Policy Amount', 'policyamount'], ['VIN', null]],
    );
  });

  test('When a radio comes without its group or the type is unknown, then 400 naming the field', async () => {
    const base = { group_id: ids.insuredGroup, client_id: summit, name: 'R', attribute_name: 'city', isrequired: '' };
    const noGroup = await ctx.post('/createattribute', { ...base, attribute_type: 'radio' }, ctx.tokens.summit_admin);
    assert.equal(noGroup.body.message, 'Invalid radiogroup: is required for a radio attribute');
    const badType = await ctx.post('/createattribute', { ...base, attribute_type: 'slider' }, ctx.tokens.summit_admin);
    assert.equal(badType.body.message, 'Invalid attribute_type: is not one of the input types');
  });

  test('When the seeded SelectBox (Business Type) is edited, then its type and options are kept and can change; a SelectBox without options is 400', async () => {
    const seeded = await ctx.db.one<{ id: number; group_id: number }>(
      "SELECT id, group_id FROM attributes WHERE client_id = $1 AND name = 'Business Type'",
      [summit],
    );
    const { attribute } = (await ctx.post('/editattribute', { id: seeded!.id }, ctx.tokens.summit_admin).expect(200)).body;
    assert.equal(attribute.attribute_type, 'SelectBox');
    assert.equal(attribute.selectgroup, 'Corporation,LLC,Partnership,Sole Proprietor');

    // The form sends back what it loaded, with one option more.
    const { id, group_id, client_id, rank, active, ...fields } = attribute;
    const updated = { ...fields, id, selectgroup: `${attribute.selectgroup},Nonprofit` };
    await ctx.post('/updateattribute', { attributeData: updated }, ctx.tokens.summit_admin).expect(200);
    const after = (await ctx.post('/editattribute', { id }, ctx.tokens.summit_admin)).body.attribute;
    assert.equal(after.attribute_type, 'SelectBox');
    assert.equal(after.selectgroup, 'Corporation,LLC,Partnership,Sole Proprietor,Nonprofit');
    assert.ok(group_id && client_id && rank && active);

    const empty = await ctx.post('/updateattribute', { attributeData: { ...updated, selectgroup: ' , ' } }, ctx.tokens.summit_admin).expect(400);
    assert.equal(empty.body.message, 'Invalid attributeData.selectgroup: is required for a SelectBox attribute');
    // Another type drops the options.
    await ctx.post('/updateattribute', { attributeData: { ...updated, attribute_type: 'text' } }, ctx.tokens.summit_admin).expect(200);
    assert.equal((await ctx.post('/editattribute', { id }, ctx.tokens.summit_admin)).body.attribute.selectgroup, null);
  });

  test("When attributes are listed for Harbor's group by Summit, then 404 'Attribute group not found', as for a missing group", async () => {
    for (const gid of [ids.harborGroup, 999999]) {
      const res = await ctx.post('/viewattribute', { gid, client_id: summit }, ctx.tokens.summit_admin);
      assert.deepEqual([res.status, res.body], [404, { message: 'Attribute group not found' }], String(gid));
    }
  });

  test('When attribute ranks and flags are saved, then they are kept', async () => {
    const res = await ctx.post('/updateattributerank', { AttributeData: [{ id: ids.zipAttribute, rank: 42, active: '0' }] }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    const { attribute } = (await ctx.post('/editattribute', { id: ids.zipAttribute }, ctx.tokens.summit_admin)).body;
    assert.equal(attribute.rank, 42);
    assert.equal(attribute.active, '0');
  });
});

describe('Attribute groups of a line of business', () => {
  test('When WORKERS COMP groups are listed, then they come in rank order with copied names', async () => {
    const res = await ctx.post('/viewintakeattributegroup', { intake_id: ids.workersComp, cid: summit }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.Attiributecategory[0].name, 'Insured Details');
    assert.ok(res.body.Attiributecategory.length >= 5);
  });

  test('When a group is placed, moved to another group, and the same group placed twice, then 409 on the duplicate', async () => {
    const group = await ctx.post('/createattributegroup', { client_id: summit, name: 'Auto Extras', displaytype: 'Single Column' }, ctx.tokens.summit_admin);
    const placed = await ctx.post(
      '/createintakeattributegroup',
      { client_id: summit, intake_id: ids.autoLob, attribute_group_id: group.body.id, name: 'forged', displaytype: 'Table' },
      ctx.tokens.summit_admin,
    );
    assert.equal(placed.status, 200);
    const edit = await ctx.post('/editintakeattributegroup', { id: placed.body.id }, ctx.tokens.summit_admin);
    assert.equal(edit.body.Attiribute.name, 'Auto Extras');
    assert.equal(edit.body.Attiribute.displaytype, 'Single Column');

    const dup = await ctx.post('/createintakeattributegroup', { client_id: summit, intake_id: ids.autoLob, attribute_group_id: group.body.id }, ctx.tokens.summit_admin);
    assert.equal(dup.status, 409);

    const moved = await ctx.post(
      '/updateintakeattributegroup',
      { attributegroupData: { id: placed.body.id, attribute_group_id: ids.insuredGroup } },
      ctx.tokens.summit_admin,
    );
    assert.equal(moved.status, 409, 'Insured Details is already on COMMERCIAL AUTO');
    const ranks = await ctx.post('/updateintakeattributegrouprank', { AttributeGroupData: [{ id: placed.body.id, rank: 1, active: '0' }] }, ctx.tokens.summit_admin);
    assert.equal(ranks.status, 200);
    const after = await ctx.post('/editintakeattributegroup', { id: placed.body.id }, ctx.tokens.summit_admin);
    assert.equal(after.body.Attiribute.active, '0');
  });

  test("When Summit places Harbor's group on its LOB, then 404 'Attribute group not found', as for a missing group, and nothing is placed", async () => {
    const placed = () => ctx.db.query('SELECT id FROM intake_attribute_groups WHERE intake_id = $1 ORDER BY id', [ids.autoLob]);
    const before = await placed();
    for (const attribute_group_id of [ids.harborGroup, 999999]) {
      const res = await ctx.post('/createintakeattributegroup', { client_id: summit, intake_id: ids.autoLob, attribute_group_id }, ctx.tokens.summit_admin);
      assert.deepEqual([res.status, res.body], [404, { message: 'Attribute group not found' }], String(attribute_group_id));
    }
    assert.deepEqual(await placed(), before);
  });

  test("When Harbor lists its own configuration, then none of Summit's appears", async () => {
    const groups = await ctx.post('/viewattributegroup', { cid: harbor }, ctx.tokens.harbor_admin);
    assert.deepEqual(groups.body.Attiributecategory.map((g: { name: string }) => g.name), ['Claimant Details']);
    const placed = await ctx.post('/viewintakeattributegroup', { intake_id: ids.harborLob, cid: harbor }, ctx.tokens.harbor_admin);
    assert.equal(placed.body.Attiributecategory.length, 1);
  });
});
