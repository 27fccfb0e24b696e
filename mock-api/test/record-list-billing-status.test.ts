import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { exportPathOf, type BillingListResponse, type PolicyQuotationListRow } from '@kyubos/contracts';
import { parse } from 'csv-parse/sync';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { asBytes, createTestContext, exportedRows, type DemoUser, type TestContext } from './helpers';

/** Today, for the lists and billing: 03-20-2027. */
const NOW = new Date('2027-03-20T12:00:00Z');
const TODAY = '2027-03-20';

interface ListAnswer {
  Policyquotations: PolicyQuotationListRow[];
  total: number;
}

describe('Record lists: the Billing Status column and its Delinquent filter', () => {
  let ctx: TestContext;
  let summit: number;
  let source: number;
  let agent: { id: number; name: string };
  /** $1,000.00 billed monthly from 01-01-2027 (83.37, then 83.33 a month); each as described. */
  const made: Record<'late' | 'paidUp' | 'inGrace' | 'agentLate' | 'cancelled', number> = { late: 0, paidUp: 0, inGrace: 0, agentLate: 0, cancelled: 0 };

  const post = (url: string, body: object, user: DemoUser = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
  const list = async (url: string, body: object, user: DemoUser = 'summit_admin') => {
    const res = await post(url, { company_id: summit, ...body }, user);
    assert.equal(res.status, 200, res.text);
    return res.body as ListAnswer;
  };
  const pay = async (id: number, paidamount: number) => {
    const res = await post('/policyquotationpayment', cardPayment(id, paidamount));
    assert.equal(res.status, 201, res.text);
  };
  let copies = 0;
  async function policy(grace: string, also: Record<string, unknown> = {}) {
    copies += 1;
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-DLQ-${copies}`,
      policy_number: `SUM-P-DLQ-${copies}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: buildingAndFlood(1000),
      policyamount: 1000,
      also: { paymentschedule: '1month', paymentgraceperiod: grace, email: 'insured@example.com', ...also },
    });
  }

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
    agent = (await ctx.db.one<{ id: number; name: string }>(
      `SELECT a.id, a.agentname AS name FROM users u JOIN client_agents a ON a.id = u.agent_id WHERE u.username = 'summit_agent'`,
    ))!;
    // January and February paid: March's 83.33, due 03-01, is unpaid after 10 days of grace (to 03-11).
    made.late = await policy('10 days');
    await pay(made.late, 83.37 + 83.33);
    // January to March paid: nothing is overdue.
    made.paidUp = await policy('10 days');
    await pay(made.paidUp, 83.37 + 83.33 + 83.33);
    // March unpaid, but its 30 days of grace run to 03-31.
    made.inGrace = await policy('30 days');
    await pay(made.inGrace, 83.37 + 83.33);
    // An agent's policy with March unpaid after 5 days of grace.
    made.agentLate = await policy('5 days', { submga_id: agent.id, submga_name: agent.name });
    await pay(made.agentLate, 83.37 + 83.33);
    // Nothing paid, but cancelled from 02-01-2027: what is left owing is no longer instalments.
    made.cancelled = await policy('10 days');
    await ctx.db.query(`UPDATE policy_quotations SET cancelled_on = '2027-02-01' WHERE id = $1`, [made.cancelled]);
  });
  after(() => ctx.close());

  test('When the policy list is filtered by Billing Status "Delinquent" on 03-20-2027, then it lists the policies the Billing screen finds past their grace, each marked Delinquent', async () => {
    const answer = await list('/viewpolicylist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 });
    const ids = answer.Policyquotations.map((row) => row.id);
    assert.ok(ids.includes(made.late));
    assert.ok(ids.includes(made.agentLate));
    for (const id of [made.paidUp, made.inGrace, made.cancelled]) assert.ok(!ids.includes(id), `policy ${id} is not delinquent`);
    assert.equal(answer.total, ids.length);
    assert.ok(answer.Policyquotations.every((row) => row.billing_status === 'Delinquent' && row.status === 'Policy'));

    // The same set as the Billing screen's overdue policies whose last day of grace is before today,
    // but those cancelled by then: the Billing screen lists them while they owe earned premium.
    const billing = await post('/viewbillinglist', { asof: TODAY, page: 1, pageSize: 200 });
    assert.equal(billing.status, 200, billing.text);
    const rows = (billing.body as BillingListResponse).records;
    assert.deepEqual(rows.filter((row) => row.id === made.cancelled).map((row) => row.life_status), ['Cancelled']);
    const late = rows.filter((row) => row.delinquency_date < TODAY && row.life_status !== 'Cancelled').map((row) => row.id);
    assert.deepEqual([...ids].sort((a, b) => a - b), [...late].sort((a, b) => a - b));
  });

  test('When a policy is looked up by number, then its row carries the billing status: Delinquent past the grace, none in grace or paid up', async () => {
    const statusOf = async (id: number) => {
      const number = (await ctx.db.one<{ policy_number: string }>('SELECT policy_number FROM policy_quotations WHERE id = $1', [id]))!.policy_number;
      const answer = await list('/viewpolicylist', { filters: { unique_id: number }, page: 1, pageSize: 15 });
      assert.equal(answer.total, 1);
      return answer.Policyquotations[0]!.billing_status;
    };
    assert.equal(await statusOf(made.late), 'Delinquent');
    assert.equal(await statusOf(made.paidUp), null);
    assert.equal(await statusOf(made.inGrace), null);
    assert.equal(await statusOf(made.cancelled), null);
  });

  test('When the filter is part of the word in another case, or joins the policy status, then it still narrows to delinquent policies; other text finds none', async () => {
    const part = await list('/viewpolicylist', { filters: { billing_status: 'delinq' }, page: 1, pageSize: 100 });
    assert.ok(part.Policyquotations.some((row) => row.id === made.late));
    const inForce = await list('/viewpolicylist', { filters: { billing_status: 'DELINQUENT', life_status: 'In force' }, page: 1, pageSize: 100 });
    assert.ok(inForce.Policyquotations.some((row) => row.id === made.late));
    assert.ok(inForce.Policyquotations.every((row) => row.life_status === 'In force' && row.billing_status === 'Delinquent'));
    const other = await list('/viewpolicylist', { filters: { billing_status: 'Paid' }, page: 1, pageSize: 100 });
    assert.deepEqual([other.total, other.Policyquotations.length], [0, 0]);
  });

  test('When the full list is filtered by Delinquent, then it lists the same policies and no quotation or binder', async () => {
    const policies = await list('/viewpolicylist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 });
    const full = await list('/policyquotationlist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 });
    assert.deepEqual(full.Policyquotations.map((row) => row.id).sort(), policies.Policyquotations.map((row) => row.id).sort());
    const quotations = await list('/viewpolicyquotationlist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 15 });
    assert.equal(quotations.total, 0);
  });

  test('When the policy list is sorted by Billing Status ascending, then the delinquent policies come first, paged', async () => {
    const delinquent = (await list('/viewpolicylist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 })).total;
    assert.ok(delinquent >= 2);
    const first = await list('/viewpolicylist', { sort: 'billing_status', direction: 'asc', page: 1, pageSize: delinquent + 1 });
    assert.deepEqual(
      first.Policyquotations.map((row) => row.billing_status),
      [...Array(delinquent).fill('Delinquent'), null],
    );
  });

  test("When an agent's user filters by Delinquent, then only its agent's delinquent policies; another client's admin sees none of Summit's", async () => {
    const own = await list('/viewpolicylist', { filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 }, 'summit_agent');
    assert.ok(own.Policyquotations.some((row) => row.id === made.agentLate));
    assert.ok(!own.Policyquotations.some((row) => row.id === made.late));
    assert.ok(own.Policyquotations.every((row) => row.submga_id === agent.id));
    const harbor = await post('/viewpolicylist', { company_id: ctx.logins.harbor_admin.client_id, filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 100 }, 'harbor_admin');
    assert.equal(harbor.status, 200, harbor.text);
    assert.ok(!(harbor.body as ListAnswer).Policyquotations.some((row) => Object.values(made).includes(row.id)));
  });

  test('When the policy list and the full list are exported as CSV and XLSX, then each file has Policy Status and Billing Status after Status, as the list shows them', async () => {
    const view = { filters: { unique_id: 'DLQ' }, sort: 'unique_id', direction: 'asc' };
    // An empty cell reads back as '' from a CSV and as nothing from a workbook.
    const statusCells = (row: unknown[]) => [row[11] ?? '', row[12] ?? ''];
    for (const listCall of ['/viewpolicylist', '/policyquotationlist']) {
      const shown = (await list(listCall, { ...view, page: 1, pageSize: 100 })).Policyquotations;
      assert.equal(shown.length, Object.keys(made).length);
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await asBytes(post(exportPathOf(listCall), { company_id: summit, ...view, format }));
        assert.equal(res.status, 200, `${listCall} ${format}`);
        const [header, ...rows] = await exportedRows(res.body as Buffer, format);
        assert.deepEqual(header!.slice(9, 14), ['Agent', 'Status', 'Policy Status', 'Billing Status', 'Policy Amount']);
        assert.deepEqual(rows.map(statusCells), shown.map((row) => [row.life_status ?? '', row.billing_status ?? '']));
        const rowOf = (id: number) => rows[shown.findIndex((row) => row.id === id)]!;
        assert.deepEqual(statusCells(rowOf(made.late)), ['In force', 'Delinquent']);
        assert.deepEqual(statusCells(rowOf(made.paidUp)), ['In force', '']);
      }
    }
    // The quotation list shows neither column, nor does its export.
    const quotations = await asBytes(post('/exportviewpolicyquotationlist', { company_id: summit, format: 'csv' }));
    const [header] = await exportedRows(quotations.body as Buffer, 'csv');
    assert.ok(!header!.includes('Policy Status') && !header!.includes('Billing Status'));
    assert.equal(header![11], 'Policy Amount');
  });

  test('When the filtered policy list is exported, then the file has the rows the list shows', async () => {
    const shown = await list('/viewpolicylist', { filters: { billing_status: 'Delinquent' }, sort: 'unique_id', direction: 'asc', page: 1, pageSize: 100 });
    const res = await asBytes(post('/exportviewpolicylist', { company_id: summit, filters: { billing_status: 'Delinquent' }, sort: 'unique_id', direction: 'asc', format: 'csv' }));
    assert.equal(res.status, 200);
    const [header, ...rows] = parse((res.body as Buffer).toString('utf8').slice(1)) as string[][];
    assert.equal(header![3], 'Number');
    assert.deepEqual(
      rows.map((row) => row[3]),
      shown.Policyquotations.map((row) => row.policy_number ?? row.unique_id),
    );
  });

  test('When the filter is longer than 100 characters, then 400 names it', async () => {
    const res = await post('/viewpolicylist', { company_id: summit, filters: { billing_status: 'x'.repeat(101) } });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /billing_status/);
  });
});
