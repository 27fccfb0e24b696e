import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { IntakeFormDefinitionResponse, IntakeStateAndProgramResponse, ProgramCoverage, ProgramCoverageResponse } from '@kyubos/contracts';
import { missingCoverageProblem, todayIso, type CoverageChoice } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { buildingAndFlood, copyPolicy, insuredFields, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, versionOf, type TestContext } from './helpers';

/** A quotation, binder or policy takes at least one coverage; an intake form may be saved with none yet. */
const MESSAGE = 'Include at least one coverage.';
const customer = ['Noor', 'Haddad', '18 Pearl St', 'Boulder', 'CO', '80302'] as const;

let ctx: TestContext;
let summit: number;
let lobId: number;
let program: { id: number };
let offered: ProgramCoverage[];
/** The demo's records as seeded, read before any test writes. */
let seeded: { unique_id: string; quotation: number; policycoverage: CoverageChoice[] }[];

const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const one = async <T>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params))!;
/** What a refused call must leave as it was: the records, their history, customers, payments and transactions. */
const written = () =>
  one<{ records: number; history: number; customers: number; payments: number; transactions: number }>(
    `SELECT (SELECT count(*)::int FROM policy_quotations) AS records, (SELECT count(*)::int FROM policy_quotation_history) AS history,
            (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM policy_payments) AS payments,
            (SELECT count(*)::int FROM policy_transactions) AS transactions`,
  );
const refusedFor = (res: { status: number; body: { message?: string; errors?: unknown } }) => {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.equal(res.body.message, MESSAGE);
  assert.deepEqual(res.body.errors, [{ path: 'policycoverage', message: MESSAGE }]);
};

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  seeded = await ctx.db.query<{ unique_id: string; quotation: number; policycoverage: CoverageChoice[] }>(
    'SELECT unique_id, quotation, policycoverage FROM policy_quotations WHERE deleted_at IS NULL ORDER BY id',
  );
  lobId = (await one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit])).id;
  program = ((await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse).program[0]!;
  // A program whose coverages are all optional: nothing is taken unless the insured includes it.
  await ctx.db.query(
    `UPDATE intake_coverages SET covargerequired = '' WHERE client_id = $1 AND package_id = (SELECT package_id FROM intake_programs WHERE id = $2)`,
    [summit, program.id],
  );
  // Priced $500, $600, $700... in their package (a coverage's premium is its package's).
  await ctx.db.query(
    `UPDATE intake_coverages c SET coverage_premium = 500 + 100 * (SELECT count(*) FROM intake_coverages o WHERE o.package_id = c.package_id AND o.id < c.id)
      WHERE client_id = $1 AND package_id = (SELECT package_id FROM intake_programs WHERE id = $2)`,
    [summit, program.id],
  );
  offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
    .ProgramLobCovarage;
  assert.ok(offered.length >= 2 && offered.every((coverage) => coverage.covargerequired === ''));
});
after(() => ctx.close());

/** A General Liability payload of that program, each coverage's include choice as given (the rest declined). */
async function payload(include: (coverage: ProgramCoverage, index: number) => 'Y' | 'N' | '') {
  const effective = todayIso();
  const state = ((await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse).state[0]!;
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
  return {
    company_id: summit,
    intake_id: lobId,
    program_id: program.id,
    state_id: state.id,
    Admitted: '1' as const,
    ...insuredFields(customer),
    email: 'noor.haddad@example.com',
    phonenumber: '3035550188',
    policyeffectivedate: effective,
    policyduration: '1year' as const,
    autopayment: 0 as const,
    policydetails: JSON.stringify(sampleDetails(form.groups, customer, effective, 0)),
    policycoverage: offered.map((coverage, index) => ({
      coverage_id: coverage.id,
      coverageinclude: include(coverage, index),
      coverageaccept: '1000',
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      premium: coverage.premium,
    })),
  };
}
const declineAll = () => payload(() => 'N');
const takeFirst = () => payload((_coverage, index) => (index === 0 ? 'Y' : 'N'));

describe('a quotation takes at least one coverage', () => {
  test('When the demo is seeded, then every quotation, binder and policy of it takes a coverage; intake forms are there too', () => {
    assert.ok(seeded.some((record) => record.quotation === 1) && seeded.some((record) => record.quotation === 0));
    assert.deepEqual(
      seeded.filter((record) => missingCoverageProblem(record, record.policycoverage) !== null).map((record) => record.unique_id),
      [],
    );
  });

  test('When Generate Quotation is sent with every coverage declined, or none chosen, then 400 names policycoverage and nothing is written', async () => {
    const before = await written();
    refusedFor(await post('/createpolicyquoationlist', await declineAll()));
    refusedFor(await post('/createpolicyquoationlist', await payload(() => '')));
    assert.deepEqual(await written(), before);
  });

  test('When one coverage of $500 is included, then the quotation is generated at $500', async () => {
    const created = (await post('/createpolicyquoationlist', await takeFirst()).expect(201)).body as { id: number };
    const record = await one<{ quotation: number; policyamount: number }>('SELECT quotation, policyamount::float8 AS policyamount FROM policy_quotations WHERE id = $1', [
      created.id,
    ]);
    assert.deepEqual(record, { quotation: 1, policyamount: 500 });
  });

  test('When an intake form is saved with no coverage yet, then it is kept; generating it or saving a quotation with none is refused, the record unchanged', async () => {
    const form = (await post('/savepolicyquoation', await declineAll()).expect(201)).body as { id: number };
    const stored = () =>
      one<{ quotation: number; policyamount: number; policycoverage: { coverageinclude: string }[] }>(
        'SELECT quotation, policyamount::float8 AS policyamount, policycoverage FROM policy_quotations WHERE id = $1',
        [form.id],
      );
    assert.equal((await stored()).quotation, 0);

    const before = await written();
    refusedFor(await post('/updatepolicyquotationlist', { ...(await declineAll()), id: form.id, updatedAt: await versionOf(ctx.post, form.id, ctx.tokens.summit_admin) }));
    assert.equal((await stored()).quotation, 0, 'still an intake form');
    assert.deepEqual(await written(), before);

    // Generated with a coverage, it is a quotation: saving it again with none is refused and leaves the coverage taken.
    await post('/updatepolicyquotationlist', { ...(await takeFirst()), id: form.id, updatedAt: await versionOf(ctx.post, form.id, ctx.tokens.summit_admin) }).expect(200);
    const quotation = await written();
    refusedFor(await post('/updatesavepolicyquotationlist', { ...(await declineAll()), id: form.id, updatedAt: await versionOf(ctx.post, form.id, ctx.tokens.summit_admin) }));
    const kept = await stored();
    assert.deepEqual([kept.quotation, kept.policyamount, kept.policycoverage[0]!.coverageinclude], [1, 500, 'Y']);
    assert.deepEqual(await written(), quotation);
  });

  test('When a quotation or binder stored with no coverage taken is approved or paid, then 400 names policycoverage and its stage is unchanged', async () => {
    const quotation = (await post('/createpolicyquoationlist', await takeFirst()).expect(201)).body as { id: number };
    const binder = (await post('/createpolicyquoationlist', await takeFirst()).expect(201)).body as { id: number };
    await post('/policyapproveuser', { id: binder.id }).expect(200);
    // Records kept from before the rule: every coverage declined, at $0.
    await ctx.db.query(
      `UPDATE policy_quotations SET policycoverage = (SELECT jsonb_agg(e || '{"coverageinclude": "N"}') FROM jsonb_array_elements(policycoverage) e),
              policyamount = 0, balance = 0 WHERE id = ANY($1::int[])`,
      [[quotation.id, binder.id]],
    );
    const before = await written();
    refusedFor(await post('/policyapproveuser', { id: quotation.id }));
    refusedFor(
      await post('/policyquotationpayment', { id: binder.id, policyPaymentType: 'ZELLE Payment', paidamount: 100, referencenumber: 'ZL1' }),
    );
    assert.deepEqual(await written(), before);
    const flags = await ctx.db.query<{ policyapproved: number; becomepolicy: number }>(
      'SELECT policyapproved, becomepolicy FROM policy_quotations WHERE id = ANY($1::int[]) ORDER BY id',
      [[quotation.id, binder.id]],
    );
    assert.deepEqual(flags, [
      { policyapproved: 0, becomepolicy: 0 },
      { policyapproved: 1, becomepolicy: 0 },
    ]);
  });
});

describe('a policy keeps at least one coverage', () => {
  /** A $1,200 building coverage and a $365 flood coverage, both optional; building taken, flood as given. */
  async function policyTaking(flood: 'Y' | 'N', n: number) {
    const coverages = buildingAndFlood(1200, flood).map((row) => ({ ...row, covargerequired: 'Optional' }));
    return copyPolicy(ctx.db, await seededPolicyOf(ctx.db, summit), {
      unique_id: `SUM-Q-COVER-${n}`,
      policy_number: `SUM-P-COVER-${n}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: coverages,
      policyamount: flood === 'Y' ? 1565 : 1200,
    });
  }
  const storedPolicy = (id: number) =>
    one<{ policyamount: number; life_version: number; policycoverage: { coverageinclude: string }[] }>(
      'SELECT policyamount::float8 AS policyamount, life_version, policycoverage FROM policy_quotations WHERE id = $1',
      [id],
    );

  test('When an endorsement would exclude the last coverage taken, then 400 names policycoverage and the policy is unchanged', async () => {
    const id = await policyTaking('N', 1);
    const before = await written();
    refusedFor(
      await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9001, coverageinclude: 'N' }], reason: 'No building' }),
    );
    // Excluding both at once is the same policy covering nothing.
    refusedFor(
      await lifeAction(post, '/policyendorse', {
        id,
        endorsementeffectivedate: '2027-07-02',
        policycoverage: [
          { coverage_id: 9001, coverageinclude: 'N' },
          { coverage_id: 9002, coverageinclude: 'N' },
        ],
        reason: 'Nothing',
      }),
    );
    assert.deepEqual(await written(), before);
    const policy = await storedPolicy(id);
    assert.deepEqual([policy.policyamount, policy.life_version, policy.policycoverage.map((row) => row.coverageinclude)], [1200, 0, ['Y', 'N']]);
  });

  test('When an endorsement excludes one of two coverages taken, then it is written: -$185.00 for the 185 days of flood left', async () => {
    const id = await policyTaking('Y', 2);
    const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-06-30', policycoverage: [{ coverage_id: 9002, coverageinclude: 'N' }], reason: 'No flood' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.premium_delta, -185);
    assert.deepEqual((await storedPolicy(id)).policycoverage.map((row) => row.coverageinclude), ['Y', 'N']);
  });

  test('When a policy kept from before the rule with no coverage taken is renewed, then 400 names policycoverage and no renewal quotation is made', async () => {
    const id = await policyTaking('N', 3);
    await ctx.db.query(`UPDATE policy_quotations SET policycoverage = jsonb_set(policycoverage, '{0,coverageinclude}', '"N"') WHERE id = $1`, [id]);
    const before = await written();
    refusedFor(await lifeAction(post, '/policyrenew', { id }));
    assert.deepEqual(await written(), before);
    assert.equal((await one<{ renewal_id: number | null }>('SELECT renewal_id FROM policy_quotations WHERE id = $1', [id])).renewal_id, null);
  });
});
