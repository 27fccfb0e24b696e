import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  CoverageRowInput,
  EditPolicyQuotationResponse,
  IntakeFormDefinitionResponse,
  IntakeStateAndProgramResponse,
  PolicyPayload,
  PolicyQuotation,
  ProgramCoverageResponse,
} from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { insuredFields } from './fixtures';
import { createTestContext, type DemoUser, type TestContext } from './helpers';

/** Two people on one quotation: a save over what another saved since the form was read, or on rates changed meanwhile, writes nothing. */
let ctx: TestContext;
let summit: number;
let lobId: number;
const insured = ['Marcus', 'Delgado', '2400 Larimer St', 'Denver', 'CO', '80205'] as const;

const post = (url: string, body: object, user: DemoUser = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
const read = async (id: number, user: DemoUser = 'summit_admin') =>
  ((await post('/editpolicyquotationlist', { id }, user).expect(200)).body as EditPolicyQuotationResponse).policyquotation;
const customerRow = async (id: number) =>
  (await ctx.db.one<{ address: string; phonenumber: string }>('SELECT address, phonenumber FROM customers WHERE id = $1', [id]))!;
const historyCount = async (id: number) =>
  (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotation_history WHERE quotation_id = $1', [id]))!.n;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  lobId = (await ctx.db.one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit]))!.id;
});
after(() => ctx.close());

/** A General Liability quotation body as the form sends it: the program's coverages at the premiums it shows, all taken. */
async function formBody(): Promise<PolicyPayload & { policycoverage: CoverageRowInput[] }> {
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
  const options = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
  const program = options.program[0]!;
  const offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
    .ProgramLobCovarage;
  const effective = todayIso();
  return {
    company_id: summit,
    intake_id: lobId,
    program_id: program.id,
    state_id: options.state[0]!.id,
    ...insuredFields(insured),
    email: 'marcus.delgado@example.com',
    phonenumber: '18025551001',
    policyeffectivedate: effective,
    policyduration: '1year',
    autopayment: 0,
    policydetails: JSON.stringify(sampleDetails(form.groups, insured, effective, 0)),
    policycoverage: offered.map((coverage) => ({
      coverage_id: coverage.id,
      coverageinclude: 'Y',
      coverageaccept: String(coverage.coveragelimit),
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      premium: coverage.premium,
    })),
  };
}

/** The body a form that read `record` sends back, with the changes typed into it. */
const saveOf = (record: PolicyQuotation, changes: Partial<PolicyPayload> = {}) => ({
  company_id: record.company_id,
  intake_id: record.intake_id,
  customer_id: record.customer_id,
  program_id: record.program_id,
  state_id: record.state_id,
  firstname: record.firstname,
  lastname: record.lastname,
  phonenumber: record.phonenumber,
  email: record.email,
  address: record.address,
  city: record.city,
  state: record.state,
  zipcode: record.zipcode,
  policyeffectivedate: record.policyeffectivedate,
  policyduration: record.policyduration,
  autopayment: record.autopayment,
  policydetails: record.policydetails,
  policycoverage: record.policycoverage.map(({ coverage_id, coverageinclude, coverageaccept, deductiblebasis, deductible, premium }) => ({
    coverage_id,
    coverageinclude,
    coverageaccept: String(coverageaccept),
    deductiblebasis,
    deductible,
    premium,
  })),
  id: record.id,
  updatedAt: record.updatedAt,
  ...changes,
});

describe('a save over a quotation saved since the form read it', () => {
  test('When A and B read a quotation, A saves a phone and B then saves its stale form, then B gets 409 naming who saved it and neither the record nor the customer takes B’s body', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const readByA = await read(created.id);
    const readByB = await read(created.id);
    assert.equal(readByA.updatedAt, readByB.updatedAt);

    await post('/updatesavepolicyquotationlist', saveOf(readByA, { phonenumber: '13035550177' })).expect(200);
    const afterA = await read(created.id);
    const savedBy = (await ctx.db.one<{ changed_by: string }>('SELECT changed_by FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id DESC LIMIT 1', [created.id]))!;
    const historyRows = await historyCount(created.id);

    const stale = await post('/updatesavepolicyquotationlist', saveOf(readByB, { address: '99 Stale Form Ave' }));
    assert.equal(stale.status, 409);
    assert.match(stale.body.message, new RegExp(`^This quotation changed meanwhile: ${savedBy.changed_by} saved it on \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} [AP]M UTC\\. Reload it`));
    // The generate call shares the check.
    assert.equal((await post('/updatepolicyquotationlist', saveOf(readByB, { address: '99 Stale Form Ave' }))).status, 409);

    const now = await read(created.id);
    assert.equal(now.phonenumber, '13035550177');
    assert.equal(now.address, '2400 Larimer St');
    assert.equal(now.updatedAt, afterA.updatedAt);
    assert.deepEqual(await customerRow(now.customer_id!), { address: '2400 Larimer St', phonenumber: '13035550177' });
    assert.equal(await historyCount(created.id), historyRows);
  });

  test('When B reloads the quotation and saves again with the version it now read, then the save is taken', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const first = await read(created.id);
    await post('/updatesavepolicyquotationlist', saveOf(first, { city: 'Aurora' })).expect(200);
    await post('/updatesavepolicyquotationlist', saveOf(first, { address: '500 First Editor Way' })).expect(409);
    const reloaded = await read(created.id);
    await post('/updatesavepolicyquotationlist', saveOf(reloaded, { address: '500 First Editor Way' })).expect(200);
    const saved = await read(created.id);
    assert.deepEqual([saved.address, saved.city], ['500 First Editor Way', 'Aurora']);
  });

  test('When two saves of the same read race, then one is taken and the other answers 409', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    const answers = await Promise.all([
      post('/updatesavepolicyquotationlist', saveOf(record, { address: '1 Racing Way' })),
      post('/updatesavepolicyquotationlist', saveOf(record, { address: '2 Racing Way' })),
    ]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    assert.equal((await read(created.id)).address, winner === 0 ? '1 Racing Way' : '2 Racing Way');
  });

  test('When a save leaves out updatedAt, then both save calls answer 400 naming it and saying to read the quotation first, and nothing is written', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    const historyRows = await historyCount(created.id);
    const { updatedAt: _left, ...unversioned } = saveOf(record, { address: '1 Unversioned Way' });
    for (const call of ['/updatesavepolicyquotationlist', '/updatepolicyquotationlist']) {
      const res = await post(call, unversioned);
      assert.equal(res.status, 400, call);
      assert.equal(res.body.message, 'Invalid updatedAt: is required: read the quotation (/editpolicyquotationlist) and send its updatedAt', call);
      assert.deepEqual(res.body.errors.map((error: { path: string }) => error.path), ['updatedAt'], call);
    }
    const now = await read(created.id);
    assert.deepEqual([now.address, now.updatedAt], ['2400 Larimer St', record.updatedAt]);
    assert.equal(await historyCount(created.id), historyRows);
  });

  test('When updatedAt is not a date and time, then 400 names it', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const res = await post('/updatesavepolicyquotationlist', saveOf(await read(created.id), { updatedAt: 'yesterday' } as Partial<PolicyPayload>));
    assert.equal(res.status, 400);
    assert.match(res.body.message, /updatedAt: must be a date and time/);
  });
});

describe('a quotation saved on rates changed since its form was opened', () => {
  test('When Building is repriced from $5,700.00 to $6,700.00 after the form showed it, then the create answers 409 naming both figures and writes nothing; sent at the new rate it is written at $6,700.00', async () => {
    const body = await formBody();
    const [first, ...others] = body.policycoverage;
    // The package's rates as this test fixes them: the form shows $5,700.00 for the first coverage, $0.00 for the rest.
    await ctx.db.query('UPDATE intake_coverages SET coverage_name = $2, coverage_premium = 5700 WHERE id = $1', [first!.coverage_id, 'Building']);
    for (const row of others) await ctx.db.query('UPDATE intake_coverages SET coverage_premium = 0 WHERE id = $1', [row.coverage_id]);
    const shown = { ...body, policycoverage: body.policycoverage.map((row, i) => ({ ...row, premium: i === 0 ? 5700 : 0 })) };
    await ctx.db.query('UPDATE intake_coverages SET coverage_premium = 6700 WHERE id = $1', [first!.coverage_id]);
    const records = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations'))!.n;
    const before = await records();

    const refused = await post('/createpolicyquoationlist', shown);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'The premium of Building changed from $5,700.00 to $6,700.00 since this form was opened: review the coverages and save again.');
    assert.deepEqual(refused.body.errors.map((error: { path: string }) => error.path), ['policycoverage.0.premium']);
    assert.equal((await post('/savepolicyquoation', shown)).status, 409);
    assert.equal(await records(), before);

    const repriced = { ...shown, policycoverage: shown.policycoverage.map((row, i) => ({ ...row, premium: i === 0 ? 6700 : 0 })) };
    const created = (await post('/createpolicyquoationlist', repriced).expect(201)).body as { id: number };
    assert.equal((await read(created.id)).policyamount, 6700);
  });

  test('When a saved quotation is saved again after its program is repriced, then its stored premiums are kept and the save is taken', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    const first = record.policycoverage[0]!;
    await ctx.db.query('UPDATE intake_coverages SET coverage_premium = coverage_premium + 1000 WHERE id = $1', [first.coverage_id]);
    await post('/updatesavepolicyquotationlist', saveOf(record, { city: 'Aurora' })).expect(200);
    const saved = await read(created.id);
    assert.equal(saved.policycoverage[0]!.premium, first.premium);
    assert.equal(saved.policyamount, record.policyamount);
  });
});

describe('a save on a quotation deleted since its form was read', () => {
  test('When B deletes the quotation A has open and A saves, then 404 says who deleted it and when, and nothing is written; an id never used is only not found', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    await post('/deletepolicyquotationlist', { id: created.id }).expect(200);
    const deletedBy = (await ctx.db.one<{ changed_by: string }>('SELECT changed_by FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id DESC LIMIT 1', [created.id]))!;
    const historyRows = await historyCount(created.id);

    for (const call of ['/updatesavepolicyquotationlist', '/updatepolicyquotationlist']) {
      const res = await post(call, saveOf(record, { address: '1 Deleted Meanwhile St' }));
      assert.equal(res.status, 404, call);
      assert.match(
        res.body.message,
        new RegExp(`^This quotation was deleted meanwhile: ${deletedBy.changed_by} deleted it on \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} [AP]M UTC\\. Nothing was saved; copy what you typed if you need it\\.$`),
      );
      assert.deepEqual(res.body.errors.map((error: { path: string }) => error.path), ['id']);
    }
    const row = (await ctx.db.one<{ address: string }>('SELECT address FROM policy_quotations WHERE id = $1', [created.id]))!;
    assert.equal(row.address, '2400 Larimer St');
    assert.equal(await historyCount(created.id), historyRows);

    const never = await post('/updatesavepolicyquotationlist', saveOf(record, { id: 99_999_999 } as Partial<PolicyPayload>));
    assert.equal(never.status, 404);
    assert.deepEqual(never.body, { message: 'No such quotation' });
  });
});

describe("the spec's earlier edit variant: {policyquotationdata, policydetails as JSON text}", () => {
  /** The earlier variant of a save: the record (with its id and updatedAt) wrapped, its policydetails beside it as JSON text. */
  const earlierVariantOf = (record: PolicyQuotation, changes: Partial<PolicyPayload> = {}) => {
    const { policydetails, ...policyquotationdata } = saveOf(record, changes);
    return { policyquotationdata, policydetails: JSON.stringify(policydetails) };
  };

  test('When a form sends the earlier variant to either save call, then it is saved as the flat body would be: the changes, and the policydetails sent beside', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    assert.equal(typeof earlierVariantOf(record).policydetails, 'string');

    const saved = await post('/updatesavepolicyquotationlist', earlierVariantOf(record, { address: '12 Earlier Variant Rd' }));
    assert.equal(saved.status, 200);
    assert.equal(saved.body.message, 'Quotation updated');
    const afterSave = await read(created.id);
    assert.equal(afterSave.address, '12 Earlier Variant Rd');
    assert.deepEqual(afterSave.policydetails, record.policydetails);
    assert.notEqual(afterSave.updatedAt, record.updatedAt);

    await post('/updatepolicyquotationlist', earlierVariantOf(afterSave, { city: 'Aurora' })).expect(200);
    const afterGenerate = await read(created.id);
    assert.deepEqual([afterGenerate.address, afterGenerate.city], ['12 Earlier Variant Rd', 'Aurora']);
    assert.deepEqual(afterGenerate.policydetails, record.policydetails);
  });

  test('When the earlier variant carries a version read before another save, then 409 and nothing is written', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const readByB = await read(created.id);
    await post('/updatesavepolicyquotationlist', saveOf(await read(created.id), { city: 'Aurora' })).expect(200);
    const historyRows = await historyCount(created.id);

    for (const call of ['/updatesavepolicyquotationlist', '/updatepolicyquotationlist']) {
      const stale = await post(call, earlierVariantOf(readByB, { address: '99 Stale Variant Ave' }));
      assert.equal(stale.status, 409, call);
      assert.match(stale.body.message, /^This quotation changed meanwhile: /, call);
    }
    const now = await read(created.id);
    assert.deepEqual([now.address, now.city], ['2400 Larimer St', 'Aurora']);
    assert.equal(await historyCount(created.id), historyRows);
  });

  test('When the earlier variant is malformed, then 400 names the field at fault and nothing is written', async () => {
    const created = (await post('/createpolicyquoationlist', await formBody()).expect(201)).body as { id: number };
    const record = await read(created.id);
    const historyRows = await historyCount(created.id);

    const notARecord = await post('/updatesavepolicyquotationlist', { policyquotationdata: 'id=26', policydetails: '{}' });
    assert.equal(notARecord.status, 400);
    assert.equal(notARecord.body.message, 'Invalid policyquotationdata: must be an object: the record with its id and updatedAt');
    assert.deepEqual(notARecord.body.errors.map((error: { path: string }) => error.path), ['policyquotationdata']);

    const { updatedAt: _left, ...unversioned } = earlierVariantOf(record).policyquotationdata;
    const noVersion = await post('/updatepolicyquotationlist', { policyquotationdata: unversioned, policydetails: earlierVariantOf(record).policydetails });
    assert.equal(noVersion.status, 400);
    assert.deepEqual(noVersion.body.errors.map((error: { path: string }) => error.path), ['updatedAt']);

    const blankName = await post('/updatesavepolicyquotationlist', earlierVariantOf(record, { firstname: '' }));
    assert.equal(blankName.status, 400);
    assert.deepEqual(blankName.body.errors.map((error: { path: string }) => error.path), ['firstname']);

    const badDetails = await post('/updatesavepolicyquotationlist', { ...earlierVariantOf(record), policydetails: '{"x": 1}' });
    assert.equal(badDetails.status, 400);
    assert.match(badDetails.body.message, /^Invalid policydetails/);

    const now = await read(created.id);
    assert.deepEqual([now.address, now.updatedAt], ['2400 Larimer St', record.updatedAt]);
    assert.equal(await historyCount(created.id), historyRows);
  });
});
