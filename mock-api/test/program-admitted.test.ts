import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  IntakeFormDefinitionResponse,
  IntakeProductSetupResponse,
  IntakeSetupProgram,
  IntakeStateAndProgramResponse,
  PolicyQuotation,
  ProgramCoverageResponse,
} from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { buildingAndFlood, copyPolicy, insuredFields, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, versionOf, type TestContext, versionedSave } from './helpers';

/** Admitted is the program's regulatory status (admitted or non-admitted paper): its records carry it, whatever a save sends. */
const customer = ['Ines', 'Moreau', '77 Larimer St', 'Denver', 'CO', '80205'] as const;

let ctx: TestContext;
let summit: number;
let lobId: number;
let program: IntakeSetupProgram;

const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const viewed = async (id: number) => ((await post('/viewpolicyquotation', { id }).expect(200)).body.Policyquotations as PolicyQuotation).Admitted;
/** The program as set on its Product set-up: admitted or not. */
const setAdmitted = async (admitted: boolean) => {
  const { program_code, program_name, package_id } = program;
  const res = await versionedSave(post, ctx.db, '/updateintakeprogram', { id: program.id, program_code, program_name, package_id, admitted });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.intakeprogram.admitted, admitted ? '1' : '0');
};
/** Every stored Admitted of the program's records, by id. */
const storedAdmitted = async () =>
  Object.fromEntries(
    (await ctx.db.query<{ id: number; admitted: string }>('SELECT id, "Admitted" AS admitted FROM policy_quotations WHERE program_id = $1 ORDER BY id', [program.id])).map(
      (row) => [row.id, row.admitted],
    ),
  );

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  lobId = (await ctx.db.one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit]))!.id;
  const setup = (await post('/viewintakeproductsetup', { intake_id: lobId }).expect(200)).body as IntakeProductSetupResponse;
  // The seeded program its records are written under.
  program = setup.programs.find((item) => item.records > 0)!;
  assert.equal(program.admitted, '1', 'the seeded program is admitted');
});
after(() => ctx.close());

/** A General Liability quotation of the program, claiming the Admitted given. */
async function payload(Admitted: string) {
  const effective = todayIso();
  const options = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
  const coverages = (await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse;
  return {
    company_id: summit,
    intake_id: lobId,
    program_id: program.id,
    state_id: options.state[0]!.id,
    Admitted,
    ...insuredFields(customer),
    email: 'ines.moreau@example.com',
    phonenumber: '3035550142',
    policyeffectivedate: effective,
    policyduration: '1year',
    autopayment: 0,
    policydetails: JSON.stringify(sampleDetails(form.groups, customer, effective, 0)),
    policycoverage: coverages.ProgramLobCovarage.map((coverage) => ({
      coverage_id: coverage.id,
      coverageinclude: 'Y',
      coverageaccept: '1000',
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      premium: coverage.premium,
    })),
  };
}

describe("a record's Admitted is its program's", () => {
  test('When the program is set to Admitted No, then the quotation form offers it as non-admitted, and its existing records keep what they store', async () => {
    const before = await storedAdmitted();
    assert.ok(Object.values(before).includes('1'), 'the seeded program has admitted records');
    await setAdmitted(false);
    const options = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
    assert.equal(options.program.find((item) => item.id === program.id)!.admitted, '0');
    assert.deepEqual(await storedAdmitted(), before);
  });

  test('When a quotation of a non-admitted program is created and updated claiming Admitted Y, then it stores and shows N, as its binder does', async () => {
    for (const call of ['/createpolicyquoationlist', '/savepolicyquoation']) {
      const created = await post(call, await payload('1'));
      assert.equal(created.status, 201, created.text);
      assert.equal(await viewed(created.body.id), '0', call);
    }
    const created = await post('/createpolicyquoationlist', await payload('Y')).expect(201);
    const id: number = created.body.id;
    for (const call of ['/updatesavepolicyquotationlist', '/updatepolicyquotationlist']) {
      const updated = await post(call, { ...(await payload('1')), id, updatedAt: await versionOf(ctx.post, id, ctx.tokens.summit_admin) });
      assert.equal(updated.status, 200, updated.text);
      assert.equal(await viewed(id), '0', call);
    }
    await post('/policyapproveuser', { id }).expect(200);
    const binder = (await post('/viewpolicyquotation', { id }).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.deepEqual([binder.status, binder.Admitted], ['Binder', '0']);
  });

  test('When the program is admitted again, then a quotation saved under it stores Y though N is sent, and one sent without Admitted too', async () => {
    await setAdmitted(true);
    const saved = await post('/createpolicyquoationlist', await payload('N')).expect(201);
    assert.equal(await viewed(saved.body.id), '1');
    const { Admitted: _unsent, ...withoutAdmitted } = await payload('0');
    const bare = await post('/savepolicyquoation', withoutAdmitted);
    assert.equal(bare.status, 201, bare.text);
    assert.equal(await viewed(bare.body.id), '1');
  });

  test('When a policy of an admitted program is renewed after the program became non-admitted, then the renewal quotation is N while the policy keeps Y', async () => {
    const start = todayIso();
    const policyId = await copyPolicy(ctx.db, await seededPolicyOf(ctx.db, summit), {
      unique_id: 'SUM-Q-ADMITTED-1',
      policy_number: 'SUM-P-ADMITTED-1',
      policyeffectivedate: start,
      policyscheduledate: `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`,
      policycoverage: buildingAndFlood(1200),
      policyamount: 1200,
    });
    const { program_id: programId } = (await ctx.db.one<{ program_id: number }>('SELECT program_id FROM policy_quotations WHERE id = $1', [policyId]))!;
    await ctx.db.query(`UPDATE policy_quotations SET "Admitted" = '1' WHERE id = $1`, [policyId]);
    await ctx.db.query(`UPDATE intake_programs SET admitted = '0' WHERE id = $1`, [programId]);
    try {
      const renewed = await lifeAction(post, '/policyrenew', { id: policyId });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal(await viewed(renewed.body.id), '0');
      assert.equal(await viewed(policyId), '1');
    } finally {
      await ctx.db.query(`UPDATE intake_programs SET admitted = '1' WHERE id = $1`, [programId]);
    }
  });

  test('When Admitted is sent as something other than Y, N, 1 or 0, then 400 names Admitted', async () => {
    const refused = await post('/createpolicyquoationlist', await payload('maybe'));
    assert.equal(refused.status, 400);
    assert.ok((refused.body.errors as { path: string }[]).some((error) => error.path === 'Admitted'), refused.text);
  });
});
