import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { IntakeFormDefinitionResponse, IntakeStateAndProgramResponse, PolicyQuotation, ProgramCoverageResponse } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;
let lobId: number;

const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const customerRow = async (id: number) =>
  (await ctx.db.one<{ firstname: string; lastname: string; city: string; state: string; zipcode: string; email: string }>(
    'SELECT firstname, lastname, city, state, zipcode, email FROM customers WHERE id = $1',
    [id],
  ))!;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  lobId = (await ctx.db.one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit]))!.id;
});
after(() => ctx.close());

/** A General Liability quotation for a stored customer, whose insured is written as the form sends it. */
async function payloadFor(customerId: number, insured: readonly [string, string, string, string, string, string]) {
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
  const options = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
  const program = options.program[0]!;
  const offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
    .ProgramLobCovarage;
  const effective = todayIso();
  return {
    company_id: summit,
    intake_id: lobId,
    customer_id: customerId,
    program_id: program.id,
    state_id: options.state[0]!.id,
    Admitted: '1' as const,
    firstname: insured[0],
    lastname: insured[1],
    address: insured[2],
    city: insured[3],
    state: insured[4],
    zipcode: insured[5],
    email: 'helena.insured@example.com',
    policyeffectivedate: effective,
    policyduration: '1year' as const,
    autopayment: 0 as const,
    policydetails: JSON.stringify(sampleDetails(form.groups, insured, effective, 0)),
    policycoverage: offered.map((coverage) => ({
      coverage_id: coverage.id,
      coverageinclude: 'Y',
      coverageaccept: String(coverage.coveragelimit),
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      premium: 100,
    })),
  };
}

describe('one insured: the customer is the insured', () => {
  test('When a quotation for a stored customer is saved with new insured fields, then the customer holds them and the record shows the same insured', async () => {
    const chosen = (await ctx.db.one<{ id: number }>('SELECT id FROM customers WHERE client_id = $1 ORDER BY id LIMIT 1', [summit]))!.id;
    const insured = ['Marta', 'Quill', '12 Last Chance Gulch', 'Helena', 'MT', '59601'] as const;
    const created = (await post('/createpolicyquoationlist', await payloadFor(chosen, insured)).expect(201)).body as { id: number };

    assert.deepEqual(await customerRow(chosen), {
      firstname: 'Marta',
      lastname: 'Quill',
      city: 'Helena',
      state: 'MT',
      zipcode: '59601',
      email: 'helena.insured@example.com',
    });
    const record = (await post('/viewpolicyquotation', { id: created.id }).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.equal(record.customer_id, chosen);
    assert.deepEqual([record.firstname, record.city, record.state], ['Marta', 'Helena', 'MT']);
  });

  test('When the save is refused (an unknown program), then the chosen customer is left as it was', async () => {
    const chosen = (await ctx.db.one<{ id: number }>('SELECT id FROM customers WHERE client_id = $1 ORDER BY id DESC LIMIT 1', [summit]))!.id;
    const before = await customerRow(chosen);
    const payload = { ...(await payloadFor(chosen, ['Nobody', 'Written', '1 Main St', 'Cheyenne', 'WY', '82001'])), program_id: 999_999 };
    await post('/createpolicyquoationlist', payload).expect(400);
    assert.deepEqual(await customerRow(chosen), before);
  });
});
