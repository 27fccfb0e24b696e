import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CoverageRow, IntakeCoverage, IntakeFormDefinitionResponse, IntakeStateAndProgramResponse, ProgramCoverage, ProgramCoverageResponse } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { insuredFields } from './fixtures';
import { createTestContext, versionOf, type TestContext, versionedSave, expectStatus } from './helpers';

/** A package's coverage marked required (spec 3 §4): set on the coverage form, kept as 'required' or ''. */

let ctx: TestContext;
let summit: number;
let packageId: number;

const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const one = async <T>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params))!;
/** A coverage as the coverage screen reads it: from its package's list. */
const coverageOf = async (id: number): Promise<IntakeCoverage> => {
  const { package_id } = await one<{ package_id: number }>('SELECT package_id FROM intake_coverages WHERE id = $1', [id]);
  const listed = (await post('/viewclientintakecoverage', { package_id }).expect(200)).body.intakecoverage as IntakeCoverage[];
  return listed.find((coverage) => coverage.id === id)!;
};

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  packageId = (await one<{ id: number }>("SELECT id FROM intake_packages WHERE client_id = $1 AND subcategory_name = 'Standard WC'", [summit])).id;
});
after(() => ctx.close());

describe('a required coverage', () => {
  const fields = { coverage_name: 'Stop Gap Liability', coverage_limit: 1_000_000, coverage_premium: 450 };

  test('When a coverage is added as required, then the list answers it required; updated as optional, it is optional', async () => {
    const created = (await post('/createclientintakecoverage', { client_id: summit, package_id: packageId, ...fields, covargerequired: 'required' }).expect(200))
      .body as { id: number };
    assert.equal((await coverageOf(created.id)).covargerequired, 'required');
    const listed = (await post('/viewclientintakecoverage', { package_id: packageId }).expect(200)).body.intakecoverage as { id: number; covargerequired: string }[];
    assert.equal(listed.find((c) => c.id === created.id)?.covargerequired, 'required');

    await versionedSave(post, ctx.db, '/updateclientintakecoverage', { coverageData: { id: created.id, ...fields, covargerequired: '' } }).then(expectStatus(200));
    assert.equal((await coverageOf(created.id)).covargerequired, '');
    await versionedSave(post, ctx.db, '/updateclientintakecoverage', { coverageData: { id: created.id, ...fields, covargerequired: 'required' } }).then(expectStatus(200));
    assert.equal((await coverageOf(created.id)).covargerequired, 'required');
    // Absent means optional, on update as on create.
    await versionedSave(post, ctx.db, '/updateclientintakecoverage', { coverageData: { id: created.id, ...fields } }).then(expectStatus(200));
    assert.equal((await coverageOf(created.id)).covargerequired, '');
    const plain = (await post('/createclientintakecoverage', { client_id: summit, package_id: packageId, ...fields, coverage_name: 'Plain' }).expect(200))
      .body as { id: number };
    assert.equal((await coverageOf(plain.id)).covargerequired, '');
  });

  test('When covargerequired is neither required nor blank, then 400 names it and nothing is written', async () => {
    const count = () => one<{ n: number }>('SELECT count(*)::int AS n FROM intake_coverages WHERE package_id = $1', [packageId]);
    const before = await count();
    for (const value of ['Required', 'yes', true, null]) {
      const res = await post('/createclientintakecoverage', { client_id: summit, package_id: packageId, ...fields, coverage_name: 'Bad', covargerequired: value });
      assert.equal(res.status, 400, JSON.stringify(value));
      assert.match(res.body.message, /covargerequired/);
    }
    assert.deepEqual(await count(), before);

    const id = (await one<{ id: number }>("SELECT id FROM intake_coverages WHERE package_id = $1 AND coverage_name = 'Disease Policy Limit'", [packageId])).id;
    const stored = await coverageOf(id);
    const res = await versionedSave(post, ctx.db, '/updateclientintakecoverage', { coverageData: { id, ...fields, covargerequired: 'mandatory' } });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /covargerequired/);
    assert.deepEqual(await coverageOf(id), stored);
  });
});

describe('a coverage made required after records declined it', () => {
  test('When an optional coverage a quotation declined is made required, then the record keeps its declined row and can still be saved', async () => {
    const lobId = (await one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit])).id;
    const places = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
    const program = places.program[0]!;
    const programPackage = (await one<{ package_id: number }>('SELECT package_id FROM intake_programs WHERE id = $1', [program.id])).package_id;
    await ctx.db.query("UPDATE intake_coverages SET covargerequired = '' WHERE package_id = $1", [programPackage]);
    const offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
      .ProgramLobCovarage;
    assert.ok(offered.length >= 2);
    const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
    const effective = todayIso();
    const customer = ['Ines', 'Morales', '4 Elm Ct', 'Denver', 'CO', '80203'] as const;
    const payload = {
      company_id: summit,
      intake_id: lobId,
      program_id: program.id,
      state_id: places.state[0]!.id,
      Admitted: '1',
      ...insuredFields(customer),
      email: 'ines.morales@example.com',
      phonenumber: '3035550142',
      policyeffectivedate: effective,
      policyduration: '1year',
      autopayment: 0,
      policydetails: JSON.stringify(sampleDetails(form.groups, customer, effective, 0)),
      // The first coverage taken, the rest declined.
      policycoverage: offered.map((coverage: ProgramCoverage, index) => ({
        coverage_id: coverage.id,
        coverageinclude: index === 0 ? 'Y' : 'N',
        coverageaccept: '1000',
        deductiblebasis: 'Fixed Amt',
        deductible: 0,
        premium: coverage.premium,
      })),
    };
    const generated = await post('/createpolicyquoationlist', payload);
    assert.equal(generated.status, 201, JSON.stringify(generated.body));
    const created = generated.body as { id: number };
    const stored = () =>
      one<{ policyamount: number; policycoverage: CoverageRow[] }>('SELECT policyamount::float8 AS policyamount, policycoverage FROM policy_quotations WHERE id = $1', [
        created.id,
      ]);
    const before = await stored();
    const declined = offered[1]!;
    assert.deepEqual(
      before.policycoverage.filter((row) => row.coverage_id === declined.id).map((row) => [row.covargerequired, row.coverageinclude]),
      [['', 'N']],
    );

    const current = await coverageOf(declined.id);
    await versionedSave(post, ctx.db, '/updateclientintakecoverage', {
      coverageData: { id: declined.id, coverage_name: current.coverage_name, coverage_limit: current.coverage_limit, coverage_premium: current.coverage_premium, covargerequired: 'required' },
    }).then(expectStatus(200));
    assert.deepEqual(await stored(), before, 'marking the coverage required rewrites no record');
    // A new quotation of the program is offered it required, so its form fixes it to Y.
    const offeredNow = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
      .ProgramLobCovarage;
    assert.equal(offeredNow.find((coverage) => coverage.id === declined.id)?.covargerequired, 'required');

    // Saving the record again is not refused, and its declined row stays declined, uncharged.
    const saved = await post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await versionOf(ctx.post, created.id, ctx.tokens.summit_admin) });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(await stored(), before, 'a save keeps the row as the record held it');
  });
});
