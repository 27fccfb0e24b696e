import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  IntakeFormDefinitionResponse,
  IntakeProductSetupResponse,
  IntakeStateAndProgramResponse,
  IntakeSublobResponse,
  ProgramCoverageResponse,
} from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { insuredFields } from './fixtures';
import { createTestContext, withWritesRefused, type TestContext, versionedSave, expectStatus, savedVersionOf } from './helpers';

let ctx: TestContext;
let summit: number;
/** Seeded ids, looked up by name. */
const ids = { workersComp: 0, generalLiability: 0, standardWc: 0, glPackage: 0, harborLob: 0, harborPackage: 0, colorado: 0, texas: 0, utah: 0, ohio: 0, maine: 0 };

const one = async <T>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params))!;
const count = async (sql: string, params: unknown[] = []) => (await one<{ n: number }>(sql, params)).n;
const admin = () => ctx.tokens.summit_admin;
const setupOf = async (intakeId: number) =>
  (await ctx.post('/viewintakeproductsetup', { intake_id: intakeId }, admin()).expect(200)).body as IntakeProductSetupResponse;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  const harbor = ctx.logins.harbor_admin.client_id;
  const id = async (sql: string, params: unknown[]) => (await one<{ id: number }>(sql, params)).id;
  const lob = (client: number, name: string) => id('SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = $2', [client, name]);
  const state = (code: string) => id("SELECT s.id FROM states s WHERE s.country_code = 'US' AND s.state_code = $1", [code]);
  ids.workersComp = await lob(summit, 'WORKERS COMP');
  ids.generalLiability = await lob(summit, 'GENERAL LIABILITY');
  ids.harborLob = await lob(harbor, 'WORKERS COMP');
  ids.standardWc = await id("SELECT id FROM intake_packages WHERE client_id = $1 AND subcategory_name = 'Standard WC'", [summit]);
  ids.glPackage = await id('SELECT id FROM intake_packages WHERE category_id = $1 ORDER BY id LIMIT 1', [ids.generalLiability]);
  ids.harborPackage = await id('SELECT id FROM intake_packages WHERE category_id = $1 ORDER BY id LIMIT 1', [ids.harborLob]);
  ids.colorado = await state('CO');
  ids.texas = await state('TX');
  ids.utah = await state('UT');
  ids.ohio = await state('OH');
  ids.maine = await state('ME');
});
after(() => ctx.close());

/** A sub-LOB, state row and program of Summit's Workers Comp that the seeded records use. */
async function usedRows() {
  const sublob = await one<{ id: number; n: number }>(
    `SELECT s.id, count(q.id)::int AS n FROM intake_sublobs s JOIN policy_quotations q ON q.sublob_id = s.id
      WHERE s.intake_id = $1 GROUP BY s.id ORDER BY s.id LIMIT 1`,
    [ids.workersComp],
  );
  const program = await one<{ id: number; n: number }>(
    `SELECT p.id, count(q.id)::int AS n FROM intake_programs p JOIN policy_quotations q ON q.program_id = p.id
      WHERE p.intake_id = $1 GROUP BY p.id ORDER BY p.id LIMIT 1`,
    [ids.workersComp],
  );
  const state = await one<{ id: number; n: number }>(
    `SELECT i.id, count(q.id)::int AS n FROM intake_states i
       JOIN policy_quotations q ON q.intake_id = i.intake_id AND q.state_id = i.state_id AND q.company_id = i.client_id
      WHERE i.intake_id = $1 GROUP BY i.id ORDER BY i.id LIMIT 1`,
    [ids.workersComp],
  );
  return { sublob, program, state };
}

/** Every call with a valid body on Summit's Workers Comp. */
const summitCalls = async (): Promise<Array<[string, object]>> => {
  const { sublob, program, state } = await usedRows();
  return [
    ['/viewintakeproductsetup', { intake_id: ids.workersComp }],
    ['/createintakesublob', { intake_id: ids.workersComp, sublob_code: 'WC-X', name: 'X' }],
    ['/updateintakesublob', { id: sublob.id, sublob_code: 'WC-X', name: 'X' }],
    ['/deleteintakesublob', { id: sublob.id }],
    ['/createintakestate', { intake_id: ids.workersComp, state_id: ids.ohio }],
    ['/deleteintakestate', { id: state.id }],
    ['/createintakeprogram', { intake_id: ids.workersComp, program_code: 'WC-X', program_name: 'X', package_id: ids.standardWc, admitted: true }],
    ['/updateintakeprogram', { id: program.id, program_code: 'WC-X', program_name: 'X', package_id: ids.standardWc, admitted: true, updatedAt: await savedVersionOf(ctx.db, 'intake_programs', program.id) }],
    ['/deleteintakeprogram', { id: program.id }],
  ];
};
const WRITES = 8;

const setupCounts = async () =>
  ctx.db.query(`SELECT (SELECT count(*) FROM intake_sublobs) AS s, (SELECT count(*) FROM intake_states) AS t,
                       (SELECT count(*) FROM intake_programs) AS p,
                       (SELECT string_agg(sublob_code || name, ',' ORDER BY id) FROM intake_sublobs) AS sn,
                       (SELECT string_agg(program_code || program_name, ',' ORDER BY id) FROM intake_programs) AS pn`);

describe('Every product set-up call', () => {
  test('When called without a token, then 401', async () => {
    for (const [url, body] of await summitCalls()) assert.equal((await ctx.post(url, body)).status, 401, url);
  });

  test("When harbor_admin names Summit's line or rows, then the 404 and message of a missing id, and nothing changes", async () => {
    const before = await setupCounts();
    for (const [url, body] of await summitCalls()) {
      const missingBody = { ...body, ...('intake_id' in body ? { intake_id: 999_999 } : { id: 999_999 }) };
      const missing = await ctx.post(url, missingBody, admin());
      assert.equal(missing.status, 404, `${url} ${missing.text}`);
      for (const sent of [body, missingBody]) {
        const res = await ctx.post(url, sent, ctx.tokens.harbor_admin);
        assert.deepEqual([res.status, res.body], [404, missing.body], `${url} ${JSON.stringify(sent)}`);
      }
    }
    assert.deepEqual(await setupCounts(), before);
  });

  test('When the line or row does not exist, then 404', async () => {
    for (const [url, body] of await summitCalls()) {
      const res = await ctx.post(url, { ...body, ...('intake_id' in body ? { intake_id: 999_999 } : { id: 999_999 }) }, admin());
      assert.equal(res.status, 404, url);
      assert.match(res.body.message, /not found$/, url);
    }
  });

  test('When the body is empty, then 400 naming a field', async () => {
    for (const [url] of await summitCalls()) {
      const res = await ctx.post(url, {}, admin());
      assert.equal(res.status, 400, url);
      assert.match(res.body.message, /^Invalid (intake_id|id): is required$/, url);
    }
  });

  test('When staff without the Lines of Business write permission call, then the writes are 403 and the read answers', async () => {
    const staff = await one<{ id: number }>("SELECT id FROM users WHERE username = 'summit_staff'");
    await ctx.db.query(
      `UPDATE client_permissions SET level = 'read' WHERE user_id = $1
          AND submenu_id IN (SELECT id FROM submenus WHERE url = '/user_admin_intakecategory')`,
      [staff.id],
    );
    try {
      const before = await setupCounts();
      const calls = await summitCalls();
      for (const [url, body] of calls) {
        const res = await ctx.post(url, body, ctx.tokens.summit_staff);
        assert.equal(res.status, url === '/viewintakeproductsetup' ? 200 : 403, url);
      }
      // The agent (Quotations only) reads what the quotation form offers, and writes nothing.
      const agent = await Promise.all(calls.map(([url, body]) => ctx.post(url, body, ctx.tokens.summit_agent)));
      assert.deepEqual(
        agent.map((res) => res.status),
        calls.map(([url]) => (url === '/viewintakeproductsetup' ? 200 : 403)),
      );
      assert.equal(calls.length - 1, WRITES);
      assert.deepEqual(await setupCounts(), before);
    } finally {
      await ctx.db.query(
        `UPDATE client_permissions SET level = 'admin' WHERE user_id = $1
            AND submenu_id IN (SELECT id FROM submenus WHERE url = '/user_admin_intakecategory')`,
        [staff.id],
      );
    }
  });
});

describe('The seeded lines of business', () => {
  test('When summit_admin opens the set-up of Workers Comp, then its sub-LOBs, states and programs come back with names and record counts', async () => {
    const setup = await setupOf(ids.workersComp);
    assert.equal(setup.intake_id, ids.workersComp);
    assert.deepEqual(
      setup.sublobs.map((s) => [s.sublob_code, s.name]),
      [
        ['WC-CONST', 'Construction'],
        ['WC-MAIN', 'Main Street'],
      ],
    );
    assert.deepEqual(setup.states.map((s) => s.state_code).sort(), ['AZ', 'CO', 'NM', 'UT', 'WY']);
    assert.ok(setup.states.every((s) => s.state_name && s.country_code === 'US'));
    const standard = setup.programs.find((p) => p.package_id === ids.standardWc)!;
    assert.equal(standard.package_name, 'Standard WC');
    assert.equal(standard.program_name, 'Standard WC Program');
    assert.equal(standard.admitted, '1');
    const used = await usedRows();
    assert.equal(setup.sublobs.find((s) => s.id === used.sublob.id)!.records, used.sublob.n);
    assert.equal(setup.programs.find((p) => p.id === used.program.id)!.records, used.program.n);
    assert.equal(setup.states.find((s) => s.id === used.state.id)!.records, used.state.n);
    // The quotation form's reads offer the same rows.
    const options = (await ctx.post('/intakestateandprogram', { id: ids.workersComp }, admin()).expect(200)).body as IntakeStateAndProgramResponse;
    assert.deepEqual(options.program.map((p) => p.id).sort(), setup.programs.map((p) => p.id).sort());
    assert.deepEqual(options.state.map((s) => s.id).sort(), setup.states.map((s) => s.state_id).sort());
  });
});

describe('Sub-LOBs', () => {
  test('When one is created, updated and removed, then the quotation form offers it at once, renamed, then no more', async () => {
    const sublobs = async () =>
      ((await ctx.post('/viewintakesublobmain', { id: ids.generalLiability }, admin()).expect(200)).body as IntakeSublobResponse).intakesublob;
    const created = await ctx.post('/createintakesublob', { intake_id: ids.generalLiability, sublob_code: ' GL-MFG ', name: 'Manufacturing' }, admin());
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.message, 'Sub-LOB created');
    assert.deepEqual(created.body.intakesublob, {
      id: created.body.id,
      client_id: summit,
      intake_id: ids.generalLiability,
      sublob_code: 'GL-MFG',
      name: 'Manufacturing',
      records: 0,
    });
    assert.ok((await sublobs()).some((s) => s.id === created.body.id && s.name === 'Manufacturing' && s.sublob_code === 'GL-MFG'));

    const updated = await ctx.post('/updateintakesublob', { id: created.body.id, sublob_code: 'GL-IND', name: 'Industrial' }, admin());
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.body.message, 'Sub-LOB updated');
    assert.equal(updated.body.intakesublob.sublob_code, 'GL-IND');
    assert.ok((await sublobs()).some((s) => s.id === created.body.id && s.name === 'Industrial'));
    assert.ok((await setupOf(ids.generalLiability)).sublobs.some((s) => s.id === created.body.id && s.sublob_code === 'GL-IND'));

    const removed = await ctx.post('/deleteintakesublob', { id: created.body.id }, admin());
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.message, 'Sub-LOB removed');
    assert.ok(!(await sublobs()).some((s) => s.id === created.body.id));
  });

  test('When a code is already on the line (in any case), then 409 naming it, on create and on update; another line may use it', async () => {
    const dup = await ctx.post('/createintakesublob', { intake_id: ids.workersComp, sublob_code: 'wc-main', name: 'Again' }, admin());
    assert.equal(dup.status, 409);
    assert.equal(dup.body.message, 'Sub-LOB code wc-main is already used on this line of business');
    const { id } = await one<{ id: number }>("SELECT id FROM intake_sublobs WHERE intake_id = $1 AND sublob_code = 'WC-CONST'", [ids.workersComp]);
    const renamed = await ctx.post('/updateintakesublob', { id, sublob_code: 'WC-MAIN', name: 'Construction' }, admin());
    assert.equal(renamed.status, 409);
    assert.equal(renamed.body.message, 'Sub-LOB code WC-MAIN is already used on this line of business');
    const same = await ctx.post('/updateintakesublob', { id, sublob_code: 'WC-CONST', name: 'Construction trades' }, admin());
    assert.equal(same.status, 200, 'keeping its own code is no conflict');
    await ctx.post('/updateintakesublob', { id, sublob_code: 'WC-CONST', name: 'Construction' }, admin()).expect(200);
    const elsewhere = await ctx.post('/createintakesublob', { intake_id: ids.generalLiability, sublob_code: 'WC-MAIN', name: 'Main Street' }, admin());
    assert.equal(elsewhere.status, 200);
    await ctx.post('/deleteintakesublob', { id: elsewhere.body.id }, admin()).expect(200);
  });

  test('When records use it, then removing it is 409 saying how many, and it stays', async () => {
    const { sublob } = await usedRows();
    const res = await ctx.post('/deleteintakesublob', { id: sublob.id }, admin());
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `This sub-LOB is used by ${sublob.n} records`);
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_sublobs WHERE id = $1', [sublob.id]), 1);
  });

  test('When the body is bad, then 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ intake_id: ids.workersComp, name: 'X' }, 'Invalid sublob_code: is required'],
      [{ intake_id: ids.workersComp, sublob_code: '   ', name: 'X' }, 'Invalid sublob_code: is required'],
      [{ intake_id: ids.workersComp, sublob_code: 'A'.repeat(31), name: 'X' }, 'Invalid sublob_code: must be at most 30 characters'],
      [{ intake_id: ids.workersComp, sublob_code: '<b>', name: 'X' }, 'Invalid sublob_code: must be letters and digits (with - _ . / inside)'],
      [{ intake_id: ids.workersComp, sublob_code: 'X1' }, 'Invalid name: is required'],
      [{ intake_id: 'one', sublob_code: 'X1', name: 'X' }, 'Invalid intake_id: must be a number'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.post('/createintakesublob', body, admin());
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
    const update = await ctx.post('/updateintakesublob', { sublob_code: 'X1', name: 'X' }, admin());
    assert.equal(update.body.message, 'Invalid id: is required');
  });
});

describe('States', () => {
  test('When a state is added alone, or listed, then the quotation form offers it at once; removed, then no more', async () => {
    const offered = async () =>
      ((await ctx.post('/intakestateandprogram', { id: ids.generalLiability }, admin()).expect(200)).body as IntakeStateAndProgramResponse).state.map(
        (s) => s.state_id,
      );
    const single = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_id: String(ids.ohio) }, admin());
    assert.equal(single.status, 200, single.text);
    assert.equal(single.body.message, 'State added');
    assert.deepEqual(single.body.ids, [single.body.id]);
    assert.equal(single.body.intakestates[0].state_name, 'Ohio');
    assert.equal(single.body.intakestates[0].records, 0);

    const listed = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_ids: [ids.maine] }, admin());
    assert.equal(listed.status, 200, listed.text);
    assert.equal(listed.body.message, 'State added');
    const offeredNow = await offered();
    assert.ok(offeredNow.includes(ids.ohio) && offeredNow.includes(ids.maine));

    for (const row of [single.body.id, listed.body.id]) {
      const removed = await ctx.post('/deleteintakestate', { id: row }, admin());
      assert.equal(removed.status, 200);
      assert.equal(removed.body.message, 'State removed');
    }
    const after = await offered();
    assert.ok(!after.includes(ids.ohio) && !after.includes(ids.maine));
  });

  test('When several states are sent, then all are added in one answer', async () => {
    const res = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_ids: [ids.maine, ids.ohio] }, admin());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'States added');
    assert.equal(res.body.ids.length, 2);
    assert.deepEqual(res.body.intakestates.map((s: { state_id: number }) => s.state_id).sort(), [ids.maine, ids.ohio].sort());
    const setup = await setupOf(ids.generalLiability);
    assert.ok(res.body.ids.every((id: number) => setup.states.some((s) => s.id === id)));
    for (const id of res.body.ids) await ctx.post('/deleteintakestate', { id }, admin()).expect(200);
  });

  test('When a state is already on the line, then 409 naming it and none of the others is added', async () => {
    const before = await count('SELECT count(*)::int AS n FROM intake_states WHERE intake_id = $1', [ids.generalLiability]);
    const single = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_id: ids.texas }, admin());
    assert.equal(single.status, 409);
    assert.equal(single.body.message, 'Texas is already on this line of business');
    const several = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_ids: [ids.ohio, ids.texas, ids.utah] }, admin());
    assert.equal(several.status, 409);
    assert.equal(several.body.message, 'Texas, Utah are already on this line of business');
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_states WHERE intake_id = $1', [ids.generalLiability]), before);
  });

  test('When records use it, then removing it is 409 saying how many, and it stays', async () => {
    const { state } = await usedRows();
    const res = await ctx.post('/deleteintakestate', { id: state.id }, admin());
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `This state is used by ${state.n} ${state.n === 1 ? 'record' : 'records'}`);
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_states WHERE id = $1', [state.id]), 1);
  });

  test('When the body is bad, then 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ intake_id: ids.generalLiability }, 'Invalid state_id: is required'],
      [{ intake_id: ids.generalLiability, state_id: 'Ohio' }, 'Invalid state_id: must be a number'],
      [{ intake_id: ids.generalLiability, state_ids: [] }, 'Invalid state_ids: must list at least one state'],
      [{ intake_id: ids.generalLiability, state_ids: [ids.ohio, ids.ohio] }, 'Invalid state_ids: must not list a state twice'],
      [{ intake_id: ids.generalLiability, state_ids: [ids.ohio, 'x'] }, 'Invalid state_ids.1: must be a number'],
      [{ intake_id: ids.generalLiability, state_id: ids.ohio, state_ids: [ids.maine] }, 'Invalid state_ids: must not be sent with state_id'],
      [{ intake_id: ids.generalLiability, state_id: 999_999 }, 'Invalid state_id: 999999 is not a state of the reference data'],
      [{ intake_id: ids.generalLiability, state_ids: [ids.ohio, 999_999] }, 'Invalid state_ids: 999999 is not a state of the reference data'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.post('/createintakestate', body, admin());
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_states WHERE intake_id = $1 AND state_id = $2', [ids.generalLiability, ids.ohio]), 0);
  });

  test('When the write fails half-way, then none of the states is added', async () => {
    const before = await count('SELECT count(*)::int AS n FROM intake_states');
    await withWritesRefused(ctx.db, { table: 'intake_states', operation: 'INSERT' }, async () => {
      const res = await ctx.post('/createintakestate', { intake_id: ids.generalLiability, state_ids: [ids.ohio, ids.maine] }, admin());
      assert.equal(res.status, 500);
    });
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_states'), before);
  });
});

describe('Programs', () => {
  test("When one is created, then the quotation form offers it with its package's coverages at once; updated, then renamed; removed, then gone", async () => {
    const body = { intake_id: ids.generalLiability, program_code: 'GL-X1', program_name: 'Contractors Plus', package_id: ids.glPackage, admitted: false };
    const created = await ctx.post('/createintakeprogram', body, admin());
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.message, 'Program created');
    const pkg = await one<{ subcategory_name: string }>('SELECT subcategory_name FROM intake_packages WHERE id = $1', [ids.glPackage]);
    assert.deepEqual(created.body.intakeprogram, {
      id: created.body.id,
      client_id: summit,
      intake_id: ids.generalLiability,
      program_code: 'GL-X1',
      program_name: 'Contractors Plus',
      package_id: ids.glPackage,
      package_name: pkg.subcategory_name,
      admitted: '0',
      records: 0,
      updatedAt: await savedVersionOf(ctx.db, 'intake_programs', created.body.id),
    });
    const options = (await ctx.post('/intakestateandprogram', { id: ids.generalLiability }, admin()).expect(200)).body as IntakeStateAndProgramResponse;
    assert.deepEqual(options.program.find((p) => p.id === created.body.id), {
      id: created.body.id,
      program_id: created.body.id,
      program_name: 'Contractors Plus',
      admitted: '0',
    });
    const coverages = (await ctx.post('/programlobcoverage', { program_id: created.body.id, intake_id: ids.generalLiability }, admin()).expect(200))
      .body as ProgramCoverageResponse;
    const packageCoverages = await ctx.db.query<{ id: number }>('SELECT id FROM intake_coverages WHERE package_id = $1 ORDER BY id', [ids.glPackage]);
    assert.ok(packageCoverages.length > 0);
    assert.deepEqual(
      coverages.ProgramLobCovarage.map((c) => c.id),
      packageCoverages.map((c) => c.id),
    );

    const updated = await versionedSave(ctx.post, ctx.db, '/updateintakeprogram',
      { id: created.body.id, program_code: 'GL-X2', program_name: 'Contractors Prime', package_id: ids.glPackage, admitted: '1' },
      admin(),
    );
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.body.message, 'Program updated');
    assert.equal(updated.body.intakeprogram.program_code, 'GL-X2');
    assert.equal(updated.body.intakeprogram.admitted, '1');
    assert.ok((await setupOf(ids.generalLiability)).programs.some((p) => p.id === created.body.id && p.program_name === 'Contractors Prime'));

    const removed = await ctx.post('/deleteintakeprogram', { id: created.body.id }, admin());
    assert.equal(removed.status, 200);
    assert.equal(removed.body.message, 'Program removed');
    const after = (await ctx.post('/intakestateandprogram', { id: ids.generalLiability }, admin()).expect(200)).body as IntakeStateAndProgramResponse;
    assert.ok(!after.program.some((p) => p.id === created.body.id));
  });

  test('When a code is already on the line (in any case), then 409 naming it, on create and on update', async () => {
    const taken = await one<{ id: number; program_code: string }>('SELECT id, program_code FROM intake_programs WHERE intake_id = $1 ORDER BY id', [
      ids.workersComp,
    ]);
    const lower = taken.program_code.toLowerCase();
    const dup = await ctx.post(
      '/createintakeprogram',
      { intake_id: ids.workersComp, program_code: lower, program_name: 'Again', package_id: ids.standardWc, admitted: true },
      admin(),
    );
    assert.equal(dup.status, 409);
    assert.equal(dup.body.message, `Program code ${lower} is already used on this line of business`);
    const other = await ctx.post(
      '/createintakeprogram',
      { intake_id: ids.workersComp, program_code: 'WC-NEW', program_name: 'New', package_id: ids.standardWc, admitted: true },
      admin(),
    );
    assert.equal(other.status, 200);
    const renamed = await versionedSave(ctx.post, ctx.db, '/updateintakeprogram',
      { id: other.body.id, program_code: taken.program_code, program_name: 'New', package_id: ids.standardWc, admitted: true },
      admin(),
    );
    assert.equal(renamed.status, 409);
    assert.equal(renamed.body.message, `Program code ${taken.program_code} is already used on this line of business`);
    await ctx.post('/deleteintakeprogram', { id: other.body.id }, admin()).expect(200);
  });

  test("When the package is another line's or another client's, then 400 naming package_id and nothing changes", async () => {
    const before = await setupCounts();
    for (const package_id of [ids.glPackage, ids.harborPackage, 999_999]) {
      const created = await ctx.post(
        '/createintakeprogram',
        { intake_id: ids.workersComp, program_code: 'WC-PKG', program_name: 'X', package_id, admitted: true },
        admin(),
      );
      assert.equal(created.status, 400, String(package_id));
      assert.equal(created.body.message, 'Invalid package_id: must be a package of this line of business');
      assert.equal(created.body.errors[0].path, 'package_id');
    }
    const { program } = await usedRows();
    const current = await one<{ program_code: string; program_name: string }>('SELECT program_code, program_name FROM intake_programs WHERE id = $1', [
      program.id,
    ]);
    const moved = await versionedSave(ctx.post, ctx.db, '/updateintakeprogram', { id: program.id, ...current, package_id: ids.harborPackage, admitted: true }, admin());
    assert.equal(moved.status, 400);
    assert.equal(moved.body.message, 'Invalid package_id: must be a package of this line of business');
    assert.deepEqual(await setupCounts(), before);
  });

  test('When records use it, then removing it is 409 saying how many, and it stays', async () => {
    const { program } = await usedRows();
    const res = await ctx.post('/deleteintakeprogram', { id: program.id }, admin());
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `This program is used by ${program.n} records`);
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_programs WHERE id = $1', [program.id]), 1);
  });

  test('When records use it, then changing its package is 409 saying how many, and its other fields still change', async () => {
    const { program } = await usedRows();
    const stored = await one<{ program_code: string; program_name: string; package_id: number; admitted: string; intake_id: number }>(
      'SELECT program_code, program_name, package_id, admitted, intake_id FROM intake_programs WHERE id = $1',
      [program.id],
    );
    const other = await one<{ id: number }>(
      `INSERT INTO intake_packages (client_id, category_id, subcategory_name) VALUES ($1, $2, 'Second package') RETURNING id`,
      [summit, stored.intake_id],
    );
    const body = { id: program.id, program_code: stored.program_code, program_name: stored.program_name, admitted: stored.admitted };
    const refused = await versionedSave(ctx.post, ctx.db, '/updateintakeprogram', { ...body, package_id: other.id }, admin());
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, `This program is used by ${program.n} records: its package cannot change`);
    assert.equal((await one<{ package_id: number }>('SELECT package_id FROM intake_programs WHERE id = $1', [program.id])).package_id, stored.package_id);
    const renamed = await versionedSave(ctx.post, ctx.db, '/updateintakeprogram', { ...body, program_name: `${stored.program_name} II`, package_id: stored.package_id }, admin());
    assert.equal(renamed.status, 200, renamed.text);
    await versionedSave(ctx.post, ctx.db, '/updateintakeprogram', { ...body, package_id: stored.package_id }, admin()).then(expectStatus(200));
  });

  test('When a package is sold by a program, then removing the package is 409 naming the program', async () => {
    const programs = await ctx.db.query<{ program_code: string }>('SELECT program_code FROM intake_programs WHERE package_id = $1', [ids.standardWc]);
    assert.equal(programs.length, 1);
    const res = await ctx.post('/removeclientintakesubcategory', { id: ids.standardWc }, admin());
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `This package is sold by program ${programs[0]!.program_code}: change or remove it first`);
    assert.equal(await count('SELECT count(*)::int AS n FROM intake_packages WHERE id = $1', [ids.standardWc]), 1);
  });

  test('When the body is bad, then 400 naming the field', async () => {
    const base = { intake_id: ids.workersComp, program_code: 'WC-B', program_name: 'B', package_id: ids.standardWc, admitted: true };
    const cases: Array<[object, string]> = [
      [{ ...base, program_code: undefined }, 'Invalid program_code: is required'],
      [{ ...base, program_name: '' }, 'Invalid program_name: is required'],
      [{ ...base, package_id: undefined }, 'Invalid package_id: is required'],
      [{ ...base, package_id: 'pkg' }, 'Invalid package_id: must be a number'],
      [{ ...base, admitted: undefined }, 'Invalid admitted: is required'],
      [{ ...base, admitted: 'maybe' }, 'Invalid admitted: must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.post('/createintakeprogram', body, admin());
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
    const { intake_id: _line, ...update } = base;
    assert.equal((await versionedSave(ctx.post, ctx.db, '/updateintakeprogram', update, admin())).body.message, 'Invalid id: is required');
  });
});

describe('A new line of business set up through these calls', () => {
  test('When summit_admin sets up a new line, then a quotation can be written on it, and what it uses cannot be removed', async () => {
    const token = admin();
    const line = await ctx.post('/createclientintakecategory', { client_id: summit, category_name: 'CYBER LIABILITY', sublob: 'Cyber' }, token).expect(200);
    const intakeId: number = line.body.id;
    const empty = await setupOf(intakeId);
    assert.deepEqual([empty.sublobs, empty.states, empty.programs], [[], [], []]);
    const pkg = await ctx.post('/createclientintakesubcategory', { client_id: summit, category_id: intakeId, subcategory_name: 'Cyber Core' }, token).expect(200);
    for (const [coverage_name, coverage_limit, coverage_premium] of [
      ['Data Breach', 100000, 1200],
      ['Business Interruption', 50000, 800],
    ] as const) {
      await ctx.post('/createclientintakecoverage', { client_id: summit, package_id: pkg.body.id, coverage_name, coverage_limit, coverage_premium }, token).expect(200);
    }
    const sublob = await ctx.post('/createintakesublob', { intake_id: intakeId, sublob_code: 'CY-SMB', name: 'Small business' }, token).expect(200);
    const states = await ctx.post('/createintakestate', { intake_id: intakeId, state_ids: [ids.colorado, ids.utah] }, token).expect(200);
    const program = await ctx
      .post('/createintakeprogram', { intake_id: intakeId, program_code: 'CY-01', program_name: 'Cyber Core Program', package_id: pkg.body.id, admitted: true }, token)
      .expect(200);

    const form = (await ctx.post('/viewintakeformdefinition', { intake_id: intakeId }, token).expect(200)).body as IntakeFormDefinitionResponse;
    const coverages = (await ctx.post('/programlobcoverage', { program_id: program.body.id, intake_id: intakeId }, token).expect(200))
      .body as ProgramCoverageResponse;
    assert.deepEqual(
      coverages.ProgramLobCovarage.map((c) => c.coverage_name),
      ['Data Breach', 'Business Interruption'],
    );
    const customer = ['Avery', 'Stone', '1 Main St', 'Denver', 'CO', '80202'] as const;
    const saved = await ctx.post(
      '/createpolicyquoationlist',
      {
        company_id: summit,
        intake_id: intakeId,
        sublob_id: sublob.body.id,
        program_id: program.body.id,
        state_id: ids.colorado,
        Admitted: '1',
        ...insuredFields(customer),
        email: 'avery.stone@example.com',
        phonenumber: '3035550100',
        policyeffectivedate: todayIso(),
        policyduration: '1month',
        autopayment: 0,
        policydetails: JSON.stringify(sampleDetails(form.groups, customer, todayIso(), 0)),
        policycoverage: coverages.ProgramLobCovarage.map((c) => ({
          coverage_id: c.id,
          coverageinclude: 'Y',
          coverageaccept: String(c.coveragelimit),
          deductiblebasis: 'Percentage',
          deductible: 10,
          premium: c.premium,
        })),
      },
      token,
    );
    assert.equal(saved.status, 201, saved.text);

    const setup = await setupOf(intakeId);
    assert.deepEqual(
      [setup.sublobs[0]!.records, setup.programs[0]!.records, setup.states.find((s) => s.state_id === ids.colorado)!.records],
      [1, 1, 1],
    );
    const refusals = await Promise.all([
      ctx.post('/deleteintakesublob', { id: sublob.body.id }, token),
      ctx.post('/deleteintakeprogram', { id: program.body.id }, token),
      ctx.post('/deleteintakestate', { id: states.body.intakestates.find((s: { state_id: number }) => s.state_id === ids.colorado).id }, token),
    ]);
    assert.deepEqual(
      refusals.map((res) => [res.status, res.body.message]),
      [
        [409, 'This sub-LOB is used by 1 record'],
        [409, 'This program is used by 1 record'],
        [409, 'This state is used by 1 record'],
      ],
    );
    // Utah is used by no record: it can go.
    const utah = states.body.intakestates.find((s: { state_id: number }) => s.state_id === ids.utah).id;
    await ctx.post('/deleteintakestate', { id: utah }, token).expect(200);
  });

  test('When a sub-LOB or program is deleted under a record by SQL, then the database refuses it too', async () => {
    const { sublob, program } = await usedRows();
    await assert.rejects(ctx.db.query('DELETE FROM intake_sublobs WHERE id = $1', [sublob.id]), /foreign key/);
    await assert.rejects(ctx.db.query('DELETE FROM intake_programs WHERE id = $1', [program.id]), /foreign key/);
  });
});
