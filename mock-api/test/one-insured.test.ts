import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { IntakeFormDefinitionResponse, IntakeStateAndProgramResponse, PolicyQuotation, ProgramCoverageResponse } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { createTestContext, versionOf, type DemoUser, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;
let lobId: number;

const post = (url: string, body: object, user: DemoUser = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
const customerRow = async (id: number) =>
  (await ctx.db.one<{ firstname: string; lastname: string; address: string; city: string; state: string; zipcode: string; phonenumber: string | null; email: string }>(
    'SELECT firstname, lastname, address, city, state, zipcode, phonenumber, email FROM customers WHERE id = $1',
    [id],
  ))!;
const customerIds = async (user: DemoUser) =>
  ((await post('/viewcustomerlist', { company_id: summit }, user).expect(200)).body.customers as { customer_id: number }[]).map((c) => c.customer_id);
const lastAuditId = async () => (await ctx.db.one<{ id: number }>('SELECT coalesce(max(id), 0)::integer AS id FROM audit_log'))!.id;
const auditRowsSince = async (sinceId: number) =>
  ctx.db.query<{ entity: string; entity_id: string; action: string }>('SELECT entity, entity_id, action FROM audit_log WHERE id > $1 ORDER BY id', [sinceId]);

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  lobId = (await ctx.db.one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit]))!.id;
});
after(() => ctx.close());

type Insured = readonly [string, string, string, string, string, string];
/** The customer row a save of payloadFor(…, insured) writes. */
const writtenCustomer = (insured: Insured) => ({
  firstname: insured[0],
  lastname: insured[1],
  address: insured[2],
  city: insured[3],
  state: insured[4],
  zipcode: insured[5],
  phonenumber: '4065550123',
  email: 'helena.insured@example.com',
});

/** A General Liability quotation for a stored customer, whose insured is written as the form sends it. */
async function payloadFor(customerId: number, insured: Insured, user: DemoUser = 'summit_admin') {
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }, user).expect(200)).body as IntakeFormDefinitionResponse;
  const options = (await post('/intakestateandprogram', { id: lobId }, user).expect(200)).body as IntakeStateAndProgramResponse;
  const program = options.program[0]!;
  const offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }, user).expect(200)).body as ProgramCoverageResponse)
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
    phonenumber: '4065550123',
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
      premium: coverage.premium,
    })),
  };
}

describe('one insured: the customer is the insured', () => {
  test('When a quotation for a stored customer is saved with new insured fields, then the customer holds them and the record shows the same insured', async () => {
    const chosen = (await ctx.db.one<{ id: number }>('SELECT id FROM customers WHERE client_id = $1 ORDER BY id LIMIT 1', [summit]))!.id;
    const insured = ['Marta', 'Quill', '12 Last Chance Gulch', 'Helena', 'MT', '59601'] as const;
    const created = (await post('/createpolicyquoationlist', await payloadFor(chosen, insured)).expect(201)).body as { id: number };

    assert.deepEqual(await customerRow(chosen), writtenCustomer(insured));
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

  test("When an agent's user saves a quotation for a customer outside its book, then it is refused as an unknown customer and nothing is written", async () => {
    const [clientCustomers, agentBook] = [await customerIds('summit_admin'), await customerIds('summit_agent')];
    const outside = clientCustomers.find((id) => !agentBook.includes(id))!;
    assert.ok(outside && agentBook.length > 0, 'the client has customers outside the agent book');
    const harborCustomer = (await ctx.post('/viewcustomerlist', { company_id: ctx.logins.harbor_admin.client_id }, ctx.tokens.harbor_admin).expect(200))
      .body.customers[0].customer_id as number;
    const insured = ['Ivo', 'Takeover', '9 Elsewhere Rd', 'Casper', 'WY', '82601'] as const;
    const before = await customerRow(outside);
    const records = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations'))!.n;
    const recordsBefore = await records();
    const since = await lastAuditId();

    const refusals = [];
    for (const customerId of [outside, harborCustomer, 999_999]) {
      const payload = await payloadFor(customerId, insured, 'summit_agent');
      for (const call of ['/savepolicyquoation', '/createpolicyquoationlist']) {
        const res = await post(call, payload, 'summit_agent');
        refusals.push([res.status, res.body.message]);
      }
    }
    const unknown = [400, 'Invalid customer_id: is not a customer of this client'];
    assert.deepEqual(refusals, Array(6).fill(unknown));
    // An agent's own quotation cannot carry it there either.
    const own = (await post('/savepolicyquoation', await payloadFor(agentBook[0]!, insured, 'summit_agent'), 'summit_agent').expect(201)).body as { id: number };
    const onOwn = await post('/updatesavepolicyquotationlist', { ...(await payloadFor(outside, insured, 'summit_agent')), id: own.id, updatedAt: await versionOf(ctx.post, own.id, ctx.tokens.summit_agent) }, 'summit_agent');
    assert.deepEqual([onOwn.status, onOwn.body.message], unknown);

    assert.deepEqual(await customerRow(outside), before);
    assert.equal(await records(), recordsBefore + 1);
    assert.ok(!(await customerIds('summit_agent')).includes(outside), 'the customer stays out of the agent book');
    assert.deepEqual((await auditRowsSince(since)).filter((row) => row.entity === 'customers' && row.entity_id === String(outside)), []);
    // Its records lists answer the agent as an unknown customer's do: nothing.
    for (const customerId of [outside, 999_999]) {
      const rows = (await post('/viewcustomerpolicyquotationlist', { company_id: summit, customer_id: customerId }, 'summit_agent').expect(200)).body;
      assert.deepEqual([rows.total, rows.Policyquotations], [0, []]);
    }
  });

  test("When an agent's user saves for a customer only its book insures, or an admin for any customer of the client, then the customer takes the insured's fields", async () => {
    const agentBook = await customerIds('summit_agent');
    const outside = (await customerIds('summit_admin')).find((id) => !agentBook.includes(id))!;
    // A customer no record outside the agent's book insures (one that is, keeps its details: trust-records.test.ts).
    const onlyInBook = (await ctx.db.one<{ id: number }>(
      `SELECT c.id FROM customers c WHERE c.id = ANY($1::integer[])
          AND NOT EXISTS (SELECT 1 FROM policy_quotations q WHERE q.customer_id = c.id AND q.deleted_at IS NULL
                             AND q.submga_id IS DISTINCT FROM (SELECT submga_id FROM policy_quotations WHERE customer_id = c.id AND submga_id IS NOT NULL LIMIT 1))
        ORDER BY c.id LIMIT 1`,
      [agentBook],
    ))!.id;
    const cases: [DemoUser, number, Insured][] = [
      ['summit_agent', onlyInBook, ['Nell', 'Booked', '4 Own Way', 'Boise', 'ID', '83702']],
      ['summit_admin', outside, ['Otto', 'Anyone', '8 Client Ct', 'Provo', 'UT', '84601']],
    ];
    for (const [user, customerId, insured] of cases) {
      const since = await lastAuditId();
      const res = await post('/savepolicyquoation', await payloadFor(customerId, insured, user), user);
      assert.equal(res.status, 201, res.text);
      assert.deepEqual(await customerRow(customerId), writtenCustomer(insured));
      const written = (await auditRowsSince(since)).filter((row) => row.entity === 'customers' && row.entity_id === String(customerId));
      assert.deepEqual(written.map((row) => row.action), ['update']);
    }
  });
});
