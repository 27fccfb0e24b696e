import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  BdxExportDataResponse,
  IntakeFormDefinitionResponse,
  IntakeStateAndProgramResponse,
  PolicyQuotation,
  ProgramCoverageResponse,
  RecordListResponse,
  RecordSearchResponse,
} from '@kyubos/contracts';
import { addDays, maskSecret, todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { insuredFields } from './fixtures';
import { createTestContext, DEMO_PASSWORD, versionOf, type DemoUser, type TestContext, versionedSave, expectStatus } from './helpers';
import { pdfText } from './pdf-text';

let ctx: TestContext;
let summit: number;
let lobId: number; // the line of business the tests write on: GENERAL LIABILITY (three coverages or more)
/** The agent summit_agent is tied to (SSA-001) and the records of that agent's book. */
let agent: { id: number; agentcode: string; agentname: string };
const customer = ['Dana', 'Whitfield', '77 Larimer St', 'Denver', 'CO', '80202'] as const;

const one = async <T>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params))!;
const post = (url: string, body: object, user: DemoUser = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
/** The record's version as `user` reads it, sent with each save of it. */
const version = (id: number, user: DemoUser = 'summit_admin') => versionOf(ctx.post, id, ctx.tokens[user]);
const view = async (id: number, user: DemoUser = 'summit_admin') =>
  (await post('/viewpolicyquotation', { id }, user).expect(200)).body.Policyquotations as PolicyQuotation;
const document = async (id: number, user: DemoUser = 'summit_admin') => {
  const res = await post('/policyquotationdocument', { id }, user)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return (await pdfText(res.body as Buffer)).join(' ');
};
const cardPayment = (id: number, paidamount: number) => ({
  id,
  policyPaymentType: 'CREDIT CARD',
  paidamount,
  cardholdername: 'Dana Whitfield',
  cardnumber: '4111 1111 1111 1111',
  expiredate: '12/39',
  cvv: '987',
});

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  lobId = (await one<{ id: number }>("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit])).id;
  agent = await one("SELECT a.id, a.agentcode, a.agentname FROM users u JOIN client_agents a ON a.id = u.agent_id WHERE u.username = 'summit_agent'");
});
after(() => ctx.close());

/**
 * A General Liability quotation whose first three coverages cost $2,400 (taken), $1,100 (taken) and
 * $750 (declined, N) in their package, every other coverage N; the declined one is one the program
 * does not require. The premiums sent are the package's, as the form shows them.
 */
async function premiumPayload(effective = todayIso()) {
  const form = (await post('/viewintakeformdefinition', { intake_id: lobId }).expect(200)).body as IntakeFormDefinitionResponse;
  const options = (await post('/intakestateandprogram', { id: lobId }).expect(200)).body as IntakeStateAndProgramResponse;
  const program = options.program[0]!;
  const offered = ((await post('/programlobcoverage', { program_id: program.id, intake_id: lobId }).expect(200)).body as ProgramCoverageResponse)
    .ProgramLobCovarage;
  const declined = offered.find((coverage) => coverage.covargerequired !== 'required');
  assert.ok(declined && offered.length >= 3, 'the program has three coverages, one of them optional');
  const taken = offered.filter((coverage) => coverage.id !== declined.id).slice(0, 2);
  const premiumOf = new Map([[taken[0]!.id, 2_400], [taken[1]!.id, 1_100], [declined.id, 750]]);
  // A coverage's premium is its package's: the package is priced so.
  for (const [id, premium] of premiumOf) await ctx.db.query('UPDATE intake_coverages SET coverage_premium = $2 WHERE id = $1', [id, premium]);
  return {
    declined,
    taken,
    payload: {
      company_id: summit,
      intake_id: lobId,
      program_id: program.id,
      state_id: options.state[0]!.id,
      Admitted: '1' as const,
      ...insuredFields(customer),
      email: 'dana.whitfield@example.com',
      phonenumber: '3035550177',
      policyeffectivedate: effective,
      policyduration: '1year' as const,
      autopayment: 0 as const,
      policydetails: JSON.stringify(sampleDetails(form.groups, customer, effective, 0)),
      policycoverage: offered.map((coverage) => ({
        coverage_id: coverage.id,
        coverageinclude: premiumOf.has(coverage.id) && coverage.id !== declined.id ? 'Y' : 'N',
        coverageaccept: String(Math.floor(coverage.coveragelimit / 2)),
        deductiblebasis: 'Fixed Amt',
        deductible: 0,
        premium: premiumOf.get(coverage.id) ?? coverage.premium,
      })),
    },
  };
}

describe('premium: only the coverages the insured takes are charged and printed', () => {
  test('When premiums other than the package\'s are typed into the request, then a new record is refused (409) and a saved one keeps its premiums', async () => {
    const { payload, taken, declined } = await premiumPayload();
    const typed = (premium: number) => ({ ...payload, policycoverage: payload.policycoverage.map((row) => ({ ...row, premium })) });
    const records = async () => (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations'))!.n;
    const before = await records();
    const refused = await post('/createpolicyquoationlist', typed(1));
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /^The premiums changed: .* since this form was opened: review the coverages and save again\.$/);
    for (const [coverage, figure] of [[taken[0]!, '$2,400.00'], [taken[1]!, '$1,100.00'], [declined, '$750.00']] as const) {
      assert.ok(refused.body.message.includes(`${coverage.coverage_name} changed from $1.00 to ${figure}`), coverage.coverage_name);
    }
    assert.equal(await records(), before);
    const created = (await post('/createpolicyquoationlist', payload).expect(201)).body as { id: number };
    const record = await view(created.id);
    assert.deepEqual(taken.map((coverage) => record.policycoverage.find((row) => row.coverage_id === coverage.id)!.premium), [2_400, 1_100]);
    assert.equal(record.policyamount, 3_500);
    await post('/updatepolicyquotationlist', { ...typed(0), id: created.id, updatedAt: await version(created.id) }).expect(200);
    assert.equal((await view(created.id)).policyamount, 3_500);
  });

  test('When coverages of $2,400 and $1,100 are taken and one of $750 is N, then the amount and balance are $3,500', async () => {
    const { payload, declined } = await premiumPayload();
    const created = (await post('/createpolicyquoationlist', payload).expect(201)).body as { id: number };
    const record = await view(created.id);
    assert.equal(record.policyamount, 3_500);
    assert.equal(record.balance, 3_500);
    assert.equal(record.policycoverage.find((row) => row.coverage_id === declined.id)!.coverageinclude, 'N');
    const listed = (await post('/viewpolicyquotationlist', { company_id: summit, filters: { unique_id: record.unique_id } }).expect(200)).body as RecordListResponse;
    assert.deepEqual(listed.Policyquotations.map((row) => row.policyamount), [3_500]);
  });

  test('When the quotation letter is made, then it prints the two taken coverages and the amount $3,500, the declined one only under Declined', async () => {
    const { payload, declined, taken } = await premiumPayload();
    const { id } = (await post('/createpolicyquoationlist', payload).expect(201)).body as { id: number };
    const text = await document(id);
    assert.match(text, /Policy Amount \$3,500/);
    for (const coverage of taken) assert.ok(text.includes(coverage.coverage_name), coverage.coverage_name);
    assert.match(text, new RegExp(`Declined: ${declined.coverage_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.ok(!text.includes('$750'), 'the declined premium is not printed');
  });

  test('When the record is exported in a bordereau, then its premium is 3500.00 and its coverages are the two taken', async () => {
    const { payload, declined, taken } = await premiumPayload();
    const { id } = (await post('/createpolicyquoationlist', payload).expect(201)).body as { id: number };
    // A premium bordereau lists policies: the record is issued. A record written before the rule
    // still holds its old sum; the export applies the rule to its coverages.
    await ctx.db.query('UPDATE policy_quotations SET quotation = 1, policyapproved = 1, becomepolicy = 1, policyamount = 4250, balance = 4250 WHERE id = $1', [id]);
    const carrier = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body as { career_id: number };
    const period = `${todayIso().slice(5, 7)}${todayIso().slice(0, 4)}`;
    const { exportdata } = (await post('/fileExportdata', { client_id: summit, career_id: carrier.career_id, period, intake_id: lobId }).expect(200))
      .body as BdxExportDataResponse;
    const row = exportdata.find((candidate) => candidate.id === id)!;
    assert.equal(row.policyamount, '3500.00');
    assert.equal(row.coverages, taken.map((coverage) => coverage.coverage_name).join('; '));
    assert.ok(!row.coverages.includes(declined.coverage_name));
  });
});

describe("the insured's address in documents", () => {
  test('When a record has a state but no street address, city or ZIP, then its letter prints no Address, never the bare code ID', async () => {
    const { payload } = await premiumPayload();
    const { id } = (await post('/createpolicyquoationlist', { ...payload, address: '', city: '', state: 'ID', zipcode: '' }).expect(201)).body as { id: number };
    assert.equal((await view(id)).state, 'ID');
    const text = await document(id);
    assert.match(text, /Address/);
    assert.doesNotMatch(text, /Address\s+ID\b/);
    const addressed = (await post('/createpolicyquoationlist', { ...payload, address: '1 Main St', city: 'Boise', state: 'ID', zipcode: '83702' }).expect(201)).body as { id: number };
    assert.match(await document(addressed.id), /Address\s+1 Main St, Boise, ID 83702/);
  });
});

describe('policies are known by their policy number', () => {
  test('When a binder is paid, then the policy list shows and finds it by its policy number, its view and declarations print it beside the quotation number', async () => {
    const binder = await one<{ id: number; unique_id: string; policyamount: number }>(
      `SELECT id, unique_id, policyamount::float8 AS policyamount FROM policy_quotations
        WHERE company_id = $1 AND stage = 'Binder' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summit],
    );
    const paid = (await post('/policyquotationpayment', cardPayment(binder.id, 100)).expect(201)).body as { policy_number: string };
    assert.match(paid.policy_number, /^SUM-P-\d{4}-\d{6}$/);
    const byPolicy = (await post('/viewpolicylist', { company_id: summit, filters: { unique_id: paid.policy_number }, page: 1, pageSize: 15 }).expect(200))
      .body as RecordListResponse;
    assert.equal(byPolicy.total, 1);
    assert.deepEqual(
      byPolicy.Policyquotations.map((row) => [row.id, row.policy_number, row.unique_id]),
      [[binder.id, paid.policy_number, binder.unique_id]],
    );
    const byQuotation = (await post('/viewpolicylist', { company_id: summit, filters: { unique_id: binder.unique_id } }).expect(200)).body as RecordListResponse;
    assert.deepEqual(byQuotation.Policyquotations.map((row) => row.id), [binder.id]);
    assert.equal((await view(binder.id)).policy_number, paid.policy_number);
    const text = await document(binder.id);
    assert.match(text, new RegExp(`Number ${paid.policy_number} Quotation ${binder.unique_id}`));
  });
});

describe("agents' books", () => {
  test('When summit_agent reads the lists, then only its agent’s records come back, each naming the agent, and the agent filter works for the admin', async () => {
    const own = await one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND submga_id = $2 AND deleted_at IS NULL', [
      summit,
      agent.id,
    ]);
    const all = await one<{ n: number }>('SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL', [summit]);
    assert.ok(own.n > 0 && own.n < all.n);
    const full = (await post('/viewpolicyquotationlistfull', { company_id: summit, page: 1, pageSize: 200 }, 'summit_agent').expect(200)).body as RecordListResponse;
    assert.equal(full.total, own.n);
    assert.ok(full.Policyquotations.every((row) => row.submga_id === agent.id && row.submga_name === agent.agentname));
    for (const path of ['/viewpolicyquotationlist', '/viewpolicybinderlist', '/viewpolicylist', '/viewincompleteintakeform']) {
      const { Policyquotations } = (await post(path, { company_id: summit }, 'summit_agent').expect(200)).body as RecordListResponse;
      assert.ok(Policyquotations.every((row) => row.submga_id === agent.id), path);
    }
    const filtered = (await post('/viewpolicyquotationlistfull', { company_id: summit, filters: { submga_name: agent.agentname.slice(0, 10) }, page: 1, pageSize: 200 })
      .expect(200)).body as RecordListResponse;
    assert.equal(filtered.total, own.n);
    const customers = (await post('/viewcustomerlist', { company_id: summit }, 'summit_agent').expect(200)).body.customers as { customer_id: number }[];
    const ownCustomers = await ctx.db.query<{ id: number }>(
      'SELECT DISTINCT customer_id AS id FROM policy_quotations WHERE company_id = $1 AND submga_id = $2 ORDER BY 1',
      [summit, agent.id],
    );
    assert.deepEqual(customers.map((row) => row.customer_id).sort((a, b) => a - b), ownCustomers.map((row) => row.id));
  });

  test("When summit_agent calls any record call on another agent's or the MGA's record, then 404 and nothing changes", async () => {
    const other = await one<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND stage = 'Binder' AND submga_id IS DISTINCT FROM $2 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
      [summit, agent.id],
    );
    const quotation = await one<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND quotation = 1 AND policyapproved = 0 AND submga_id IS DISTINCT FROM $2 AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
      [summit, agent.id],
    );
    const history = await one<{ id: number }>('SELECT id FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id LIMIT 1', [other.id]);
    const before = await view(other.id);
    const calls: [string, object][] = [
      ['/viewpolicyquotation', { id: other.id }],
      ['/editpolicyquotationlist', { id: other.id }],
      ['/viewpolicyquotationhistory', { company_id: summit, quotation_id: other.id }],
      ['/editpolicyquotationhistory', { id: history.id }],
      ['/policyquotationdocument', { id: other.id }],
      ['/viewpolicypaymenthistory', { quotation_id: other.id }],
      ['/policyquotationpayment', cardPayment(other.id, 10)],
      ['/policyrevartback', { id: other.id }],
      ['/deletepolicyquotationlist', { id: other.id }],
      ['/policyapproveuser', { id: quotation.id }],
      ['/createqutationtointake', { historyItem: { id: quotation.id } }],
    ];
    for (const [path, body] of calls) {
      const { status } = await post(path, body, 'summit_agent');
      // Calls summit_agent holds no menu right for are refused before the record is looked for.
      assert.ok(status === 404 || (status === 403 && path === '/deletepolicyquotationlist'), `${path}: ${status}`);
    }
    assert.deepEqual(await view(other.id), before);
    assert.equal((await view(quotation.id)).status, 'Quotation');
  });

  test("When summit_agent opens its own agent's record, then it reads it, its history and its document, which names the agent", async () => {
    const own = await one<{ id: number }>(
      "SELECT id FROM policy_quotations WHERE company_id = $1 AND submga_id = $2 AND quotation = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1",
      [summit, agent.id],
    );
    assert.equal((await view(own.id, 'summit_agent')).submga_name, agent.agentname);
    await post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: own.id }, 'summit_agent').expect(200);
    assert.match(await document(own.id, 'summit_agent'), new RegExp(`Agent ${agent.agentcode} ${agent.agentname}`));
  });
});

describe('maker-checker, whole', () => {
  before(async () => {
    await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: true }).then(expectStatus(200));
  });
  after(async () => {
    await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false }).then(expectStatus(200));
  });

  /** A quotation of summit_agent's book written by summit_admin. */
  async function adminQuotationOfAgent(): Promise<number> {
    const { payload } = await premiumPayload();
    const { id } = (await post('/createpolicyquoationlist', payload).expect(201)).body as { id: number };
    await ctx.db.query('UPDATE policy_quotations SET submga_id = $2, submga_code = $3, submga_name = $4 WHERE id = $1', [id, agent.id, agent.agentcode, agent.agentname]);
    return id;
  }

  test("When summit_agent changes the insured of a customer that a record outside its book also insures, then that customer is left as it was and the agent's record gets one of its own", async () => {
    const { payload } = await premiumPayload();
    const outside = (await post('/createpolicyquoationlist', payload).expect(201)).body.id as number;
    const shared = (await one<{ customer_id: number }>('SELECT customer_id FROM policy_quotations WHERE id = $1', [outside])).customer_id;
    const own = (await post('/createpolicyquoationlist', { ...payload, customer_id: shared }).expect(201)).body.id as number;
    await ctx.db.query('UPDATE policy_quotations SET submga_id = $2, submga_code = $3, submga_name = $4 WHERE id = $1', [own, agent.id, agent.agentcode, agent.agentname]);
    const customerOf = (id: number) => one<{ customer_id: number; address: string }>(
      'SELECT q.customer_id, c.address FROM policy_quotations q JOIN customers c ON c.id = q.customer_id WHERE q.id = $1',
      [id],
    );
    // Saved unchanged: the same customer.
    await post('/updatepolicyquotationlist', { ...payload, id: own, updatedAt: await version(own, 'summit_agent'), customer_id: shared }, 'summit_agent').expect(200);
    assert.equal((await customerOf(own)).customer_id, shared);
    await post('/updatepolicyquotationlist', { ...payload, id: own, updatedAt: await version(own, 'summit_agent'), customer_id: shared, address: '666 Agent Edit Rd' }, 'summit_agent').expect(200);
    assert.deepEqual(await customerOf(outside), { customer_id: shared, address: customer[2] });
    const mine = await customerOf(own);
    assert.notEqual(mine.customer_id, shared);
    assert.equal(mine.address, '666 Agent Edit Rd');
  });

  test('When a user who saved the quotation approves it, then 403 with the reason, and the record stays a quotation', async () => {
    const id = await adminQuotationOfAgent();
    const { payload } = await premiumPayload();
    await post('/updatepolicyquotationlist', { ...payload, id, updatedAt: await version(id, 'summit_agent'), lastname: 'Whitfield-Ray' }, 'summit_agent').expect(200);
    // The approval screen is told why before the button is pressed.
    assert.equal((await view(id, 'summit_agent')).approval_refusal, 'The approver must differ from everyone who saved the quotation.');
    assert.equal((await view(id)).approval_refusal, 'The approver must differ from the creator of the quotation.');
    const res = await post('/policyapproveuser', { id }, 'summit_agent');
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'The approver must differ from everyone who saved the quotation.');
    assert.equal((await view(id)).status, 'Quotation');
  });

  test('When an account the creator made approves the quotation, then 403 with the reason; an account nobody of the record made approves', async () => {
    const made = await post(
      '/createclientuser',
      { firstname: 'Casey', lastname: 'Checker', username: 'casey.checker', password: 'Start-Here-42', usertype: 'Main', email: 'casey.checker@example.com' },
    ).expect(201);
    const userId = made.body.user.id as number;
    assert.equal((await one<{ created_by: number }>('SELECT created_by FROM users WHERE id = $1', [userId])).created_by, ctx.logins.summit_admin.user_id);
    // The same Quotations access summit_agent holds.
    await ctx.db.query(
      'INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) SELECT $1, menu_id, submenu_id, level FROM client_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = $2',
      [userId, 'summit_agent'],
    );
    const login = (await ctx.post('/commonlogin', { username: 'casey.checker', password: 'Start-Here-42' }).expect(200)).body as { token: string };
    const id = (await premiumPayload().then(({ payload }) => post('/createpolicyquoationlist', payload).expect(201))).body.id as number;
    const res = await ctx.post('/policyapproveuser', { id }, login.token);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'The approver must not use an account made by the creator of the quotation or by someone who saved it.');
    // summit_agent was made by the seed, not by summit_admin: it may approve the admin's quotation of its book.
    const other = await adminQuotationOfAgent();
    assert.equal((await view(other, 'summit_agent')).approval_refusal, null);
    await post('/policyapproveuser', { id: other }, 'summit_agent').expect(200);
    assert.equal((await view(other)).status, 'Binder');
  });
});

describe('private data', () => {
  /** A record holding a FEIN (secure) and an Owner SSN (PI secure), with both values. */
  async function secureRecord() {
    const attributes = await ctx.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM attributes WHERE client_id = $1 AND attribute_type IN ('secure', 'PI secure') ORDER BY id",
      [summit],
    );
    assert.ok(attributes.length >= 2);
    const record = await one<{ id: number; policydetails: Record<string, Record<string, Record<string, string>>> }>(
      `SELECT id, policydetails FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND policydetails ? $2 ORDER BY id LIMIT 1`,
      [summit, String(attributes[0]!.id)],
    );
    const details = { ...record.policydetails };
    for (const attribute of attributes) {
      if (attribute.name === 'Owner SSN') details[String(attribute.id)] = { [attribute.name]: { '0': '418-52-9630' } };
    }
    await ctx.db.query('UPDATE policy_quotations SET policydetails = $2 WHERE id = $1', [record.id, JSON.stringify(details)]);
    await ctx.db.query('UPDATE policy_quotation_history SET policydetails = $2 WHERE quotation_id = $1', [record.id, JSON.stringify(details)]);
    const values = attributes
      .filter((attribute) => details[String(attribute.id)])
      .map((attribute) => ({ id: String(attribute.id), name: attribute.name, value: details[String(attribute.id)]![attribute.name]!['0']! }));
    return { id: record.id, values };
  }
  const valuesIn = (details: PolicyQuotation['policydetails'], values: { id: string; name: string }[]) =>
    values.map((value) => details[value.id]?.[value.name]?.['0']);

  test('When a record with an SSN and a FEIN is viewed, its history read or its document made, then each value is masked to its last 4', async () => {
    const { id, values } = await secureRecord();
    const masked = values.map((value) => maskSecret(value.value));
    assert.ok(masked.includes('***-**-9630'));
    assert.deepEqual(valuesIn((await view(id)).policydetails, values), masked);
    const history = (await post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: id }).expect(200)).body.policyquotationhistory as PolicyQuotation[];
    for (const row of history) assert.deepEqual(valuesIn(row.policydetails, values), masked);
    const historyRow = (await post('/editpolicyquotationhistory', { id: (history[0] as unknown as { id: number }).id }).expect(200)).body.Policyquotationhis as PolicyQuotation;
    assert.deepEqual(valuesIn(historyRow.policydetails, values), masked);
    const text = await document(id);
    for (const value of values) assert.ok(!text.includes(value.value), value.name);
    const search = (await post('/searchrecords', { q: (await view(id)).unique_id }).expect(200)).body as RecordSearchResponse;
    assert.ok(search.total > 0 && !JSON.stringify(search).includes('418-52-9630'));
  });

  test('When the edit form loads for a user who may write records, then the values come in clear; for a reader they stay masked', async () => {
    const { id, values } = await secureRecord();
    const clear = (await post('/editpolicyquotationlist', { id }).expect(200)).body.policyquotation as PolicyQuotation;
    assert.deepEqual(valuesIn(clear.policydetails, values), values.map((value) => value.value));
    // summit_staff gets read-only access to the Quotations menus: it may open the edit form's load, but not write.
    await ctx.db.query(
      `INSERT INTO client_permissions (user_id, menu_id, submenu_id, level)
       SELECT (SELECT id FROM users WHERE username = 'summit_staff'), menu_id, submenu_id, 'read'
         FROM client_permissions p JOIN users u ON u.id = p.user_id WHERE u.username = 'summit_agent'`,
    );
    const reader = (await post('/editpolicyquotationlist', { id }, 'summit_staff').expect(200)).body.policyquotation as PolicyQuotation;
    assert.deepEqual(valuesIn(reader.policydetails, values), values.map((value) => maskSecret(value.value)));
    await post('/updatepolicyquotationlist', { id }, 'summit_staff').expect(403);
  });
});

describe('/searchrecords', () => {
  test('When a number, a name, an email or a phone is searched, then the records that carry it come back with the list row fields and a total', async () => {
    const record = await one<{ id: number; unique_id: string; lastname: string; email: string; phonenumber: string }>(
      `SELECT id, unique_id, lastname, email, phonenumber FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summit],
    );
    const search = async (q: string, user: DemoUser = 'summit_admin', extra: object = {}) =>
      (await post('/searchrecords', { q, ...extra }, user).expect(200)).body as RecordSearchResponse;
    const byNumber = await search(record.unique_id.toLowerCase());
    assert.deepEqual(byNumber.records.map((row) => row.id), [record.id]);
    assert.equal(byNumber.total, 1);
    assert.equal(byNumber.records[0]!.status, 'Quotation');
    const expectedByName = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND lower(firstname || ' ' || lastname) LIKE '%' || lower($2) || '%'",
      [summit, record.lastname],
    );
    const byName = await search(record.lastname, 'summit_admin', { page: 1, pageSize: 5 });
    assert.ok(byName.records.length <= 5);
    assert.ok(byName.total >= expectedByName.n && byName.total > 0);
    assert.ok((await search(record.email)).records.some((row) => row.id === record.id));
    assert.ok((await search(record.phonenumber.slice(-7))).records.some((row) => row.id === record.id));
    // A phone typed as the product shows it finds the record by its digits, with or without the country code.
    const national = record.phonenumber.replace(/\D/g, '').slice(-10);
    assert.match(national, /^\d{10}$/);
    const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
    for (const typed of [`(${area}) ${exchange}-${line}`, `${area}-${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`, `${exchange}-${line}`]) {
      assert.ok((await search(typed)).records.some((row) => row.id === record.id), typed);
    }
    // Carriers' files store ten digits, forms eleven: each is found either way.
    await ctx.db.query('UPDATE policy_quotations SET phonenumber = $2 WHERE id = $1', [record.id, `1${national}`]);
    assert.ok((await search(`(${area}) ${exchange}-${line}`)).records.some((row) => row.id === record.id));
    await ctx.db.query('UPDATE policy_quotations SET phonenumber = $2 WHERE id = $1', [record.id, national]);
    assert.ok((await search(`+1 ${area} ${exchange} ${line}`)).records.some((row) => row.id === record.id));
    await ctx.db.query('UPDATE policy_quotations SET phonenumber = $2 WHERE id = $1', [record.id, record.phonenumber]);
    // Another tenant and another agent's book find nothing of it.
    assert.equal((await search(record.unique_id, 'harbor_admin')).total, 0);
    const agentHits = await search('SUM-', 'summit_agent', { pageSize: 200 });
    assert.ok(agentHits.total > 0 && agentHits.records.every((row) => row.submga_id === agent.id));
    const bad = await post('/searchrecords', { q: 'a' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /^Invalid q/);
  });
});

describe('effective date window', () => {
  test('When a quotation is written with an effective date before today, then 400 naming policyeffectivedate and the range; the settings widen it', async () => {
    const today = todayIso();
    const shown = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
    const past = (await premiumPayload(addDays(today, -1))).payload;
    const res = await post('/createpolicyquoationlist', past);
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].path, 'policyeffectivedate');
    assert.equal(res.body.errors[0].message, `must be between ${shown(today)} and ${shown(addDays(today, 365))}`);
    const ahead = await post('/savepolicyquoation', (await premiumPayload(addDays(today, 366))).payload);
    assert.equal(ahead.status, 400);
    assert.equal(ahead.body.errors[0].path, 'policyeffectivedate');
    await post('/createpolicyquoationlist', (await premiumPayload(addDays(today, 365))).payload).expect(201);

    const settings = (await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, effective_days_past: 30 }).then(expectStatus(200))).body.settings;
    assert.deepEqual(settings, { approver_must_differ: false, effective_days_past: 30, effective_days_ahead: 365, short_rate_factor: 0.9, reinstatement_days: 30, nonpayment_notice_days: 10 });
    const created = (await post('/createpolicyquoationlist', past).expect(201)).body as { id: number };
    assert.equal((await post('/createpolicyquoationlist', (await premiumPayload(addDays(today, -31))).payload)).status, 400);
    await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, effective_days_past: 0 }).then(expectStatus(200));
    // An effective date already on the record is kept on a later save; a changed one meets the window.
    await post('/updatepolicyquotationlist', { ...past, id: created.id, updatedAt: await version(created.id), lastname: 'Whitfield-Ray' }).expect(200);
    const moved = await post('/updatepolicyquotationlist', { ...(await premiumPayload(addDays(today, -2))).payload, id: created.id, updatedAt: await version(created.id) });
    assert.equal(moved.status, 400);
    assert.equal(moved.body.errors[0].path, 'policyeffectivedate');
    const bad = await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, effective_days_ahead: -1 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /effective_days_ahead/);
  });

  test('When a quotation is written with a year typed in two digits (0027-01-01), then 400 naming policyeffectivedate and the year, not the window', async () => {
    const res = await post('/savepolicyquoation', (await premiumPayload('0027-01-01')).payload);
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].path, 'policyeffectivedate');
    assert.equal(res.body.errors[0].message, 'has the year 0027: type the year in four digits');
  });
});
