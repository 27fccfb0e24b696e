import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { PolicyQuotationListRow } from '@kyubos/contracts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext } from './helpers';

/** The migration that keeps each policy's delinquency date for the record lists, and the one that adds its open instalments to the kept row. */
const DATES_MIGRATION = '391-billing-delinquency-dates.sql';
const OPEN_INSTALMENTS_MIGRATION = '393-billing-open-instalments.sql';
const AS_OF_MIGRATION = '423-billing-as-of-a-day.sql';

/**
 * The record lists' Billing Status compares a date billing keeps per policy (the last day of grace
 * of its oldest unpaid instalment) with today's date: the date follows payments, transactions,
 * notices and the policy's own billing columns, whoever writes them, and today's date alone moves
 * a policy past its grace.
 */
describe('Billing Status: the kept delinquency dates', () => {
  let ctx: TestContext;
  let summit: number;
  let source: number;
  /** Today for the lists and billing; a test may move it. */
  let clock = new Date('2027-03-20T12:00:00Z');
  let copies = 0;

  /** $1,000.00 billed monthly from 01-01-2027 (83.37, then 83.33 a month), January and February paid: March's instalment due 03-01 is open. */
  async function policy(grace: string): Promise<number> {
    copies += 1;
    const id = await copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-DLD-${copies}`,
      policy_number: `SUM-P-DLD-${copies}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: buildingAndFlood(1000),
      policyamount: 1000,
      also: { paymentschedule: '1month', paymentgraceperiod: grace, email: 'insured@example.com' },
    });
    await pay(id, 83.37 + 83.33);
    return id;
  }
  const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
  async function pay(id: number, paidamount: number) {
    const res = await post('/policyquotationpayment', cardPayment(id, paidamount));
    assert.equal(res.status, 201, res.text);
  }
  /** The ids the policy list finds delinquent today (brings the kept dates up to date first). */
  async function delinquent(): Promise<number[]> {
    const res = await post('/viewpolicylist', { company_id: summit, filters: { billing_status: 'Delinquent' }, page: 1, pageSize: 200 });
    assert.equal(res.status, 200, res.text);
    const rows = (res.body as { Policyquotations: PolicyQuotationListRow[] }).Policyquotations;
    assert.ok(rows.every((row) => row.billing_status === 'Delinquent'));
    // The lists' copy carries billing's kept dates.
    const apart = await ctx.db.query(
      `SELECT d.quotation_id FROM billing_delinquency d JOIN record_list_rows l ON l.id = d.quotation_id WHERE l.delinquent_after IS DISTINCT FROM d.delinquent_after`,
    );
    assert.deepEqual(apart, []);
    return rows.map((row) => row.id);
  }
  const kept = async (id: number) =>
    ctx.db.one<{ delinquent_after: string | null; changed: boolean }>(
      `SELECT to_char(delinquent_after, 'YYYY-MM-DD') AS delinquent_after, worked_out <> changes AS changed FROM billing_delinquency WHERE quotation_id = $1`,
      [id],
    );

  before(async () => {
    ctx = await createTestContext({ now: () => clock });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
  });
  after(() => ctx.close());

  test('When March stays unpaid past 10 days of grace, then the kept date is 03-11-2027 and the policy is Delinquent on 03-20; paying March takes it off and moves the date to 04-11-2027', async () => {
    const id = await policy('10 days');
    assert.equal((await kept(id))?.changed, true, 'a new policy is to be worked out');
    assert.ok((await delinquent()).includes(id));
    assert.deepEqual(await kept(id), { delinquent_after: '2027-03-11', changed: false });

    await pay(id, 83.33);
    assert.equal((await kept(id))?.changed, true, 'the payment marks the date changed');
    assert.ok(!(await delinquent()).includes(id));
    assert.deepEqual(await kept(id), { delinquent_after: '2027-04-11', changed: false });
  });

  test('When today passes the last day of grace, then the policy becomes Delinquent with nothing written', async () => {
    const id = await policy('30 days');
    assert.ok(!(await delinquent()).includes(id));
    assert.deepEqual(await kept(id), { delinquent_after: '2027-03-31', changed: false });
    const workedOut = await ctx.db.one('SELECT changes, worked_out FROM billing_delinquency WHERE quotation_id = $1', [id]);
    try {
      clock = new Date('2027-03-31T12:00:00Z');
      assert.ok(!(await delinquent()).includes(id), 'on its last day of grace it is not yet delinquent');
      clock = new Date('2027-04-01T12:00:00Z');
      assert.ok((await delinquent()).includes(id));
    } finally {
      clock = new Date('2027-03-20T12:00:00Z');
    }
    assert.deepEqual(await ctx.db.one('SELECT changes, worked_out FROM billing_delinquency WHERE quotation_id = $1', [id]), workedOut);
  });

  test('When a delinquent policy is cancelled, then it leaves the filter from the cancellation date; reinstated, it is back', async () => {
    const id = await policy('10 days');
    assert.ok((await delinquent()).includes(id));
    const cancel = await lifeAction(post, '/policycancel', { id, method: 'pro_rata', cancellationeffectivedate: '2027-03-20', reason: 'Unpaid' });
    assert.equal(cancel.status, 200, cancel.text);
    assert.ok(!(await delinquent()).includes(id));
    assert.equal((await lifeAction(post, '/policyreinstate', { id, reason: 'Paid' })).status, 200);
    assert.ok((await delinquent()).includes(id));
    assert.deepEqual(await kept(id), { delinquent_after: '2027-03-11', changed: false });
  });

  test('When billing columns or payments are written straight to the tables, then the date follows them', async () => {
    const id = await policy('10 days');
    assert.ok((await delinquent()).includes(id));
    // 60 days of grace: March's runs to 04-30.
    await ctx.db.query(`UPDATE policy_quotations SET paymentgraceperiod = '60 days' WHERE id = $1`, [id]);
    assert.ok(!(await delinquent()).includes(id));
    assert.equal((await kept(id))?.delinquent_after, '2027-04-30');
    // Back to 10 days, and February's payment removed: February's grace ended 02-11.
    await ctx.db.query(`UPDATE policy_quotations SET paymentgraceperiod = '10 days' WHERE id = $1`, [id]);
    await ctx.db.query(`DELETE FROM policy_payments WHERE quotation_id = $1`, [id]);
    assert.ok((await delinquent()).includes(id));
    assert.equal((await kept(id))?.delinquent_after, '2027-01-11');
    // Nothing left to pay (balance 0, no open notice): billing does not look at it.
    await ctx.db.query(`UPDATE policy_quotations SET balance = 0 WHERE id = $1`, [id]);
    assert.ok(!(await delinquent()).includes(id));
    assert.equal((await kept(id))?.delinquent_after, null);
  });

  test('When a column billing does not read changes, then the date is not worked out again', async () => {
    const id = await policy('10 days');
    await delinquent();
    await ctx.db.query(`UPDATE policy_quotations SET lastname = 'Renamed' WHERE id = $1`, [id]);
    assert.equal((await kept(id))?.changed, false);
  });

  test('When the billing cycle runs, then it works out the changed dates (no list call needed)', async () => {
    const id = await policy('10 days');
    assert.equal((await kept(id))?.changed, true);
    const cycle = await post('/runbillingcycle', { asof: '2027-03-20' });
    assert.equal(cycle.status, 200, cycle.text);
    const after = await kept(id);
    assert.equal(after?.changed, false);
    // The cycle's notice of non-payment is itself a change, worked out in the same run.
    assert.equal(after?.delinquent_after, '2027-03-11');
  });

  test('When the database had policies before the dates were kept, then the migration marks every live policy and the filter answers as before', async () => {
    const before = (await delinquent()).sort((a, b) => a - b);
    assert.ok(before.length >= 3);
    const sql = await readFile(path.join(MIGRATIONS_DIR, DATES_MIGRATION), 'utf8');
    // As before it: no kept dates, no triggers, the lists' copy without the date (the view that reads them goes with the table, and comes back).
    for (const [, name] of sql.matchAll(/^CREATE FUNCTION (\w+)/gm)) await ctx.db.query(`DROP FUNCTION ${name} CASCADE`);
    await ctx.db.query('DROP TABLE billing_plan_versions');
    await ctx.db.query('DROP TABLE billing_delinquency CASCADE');
    await ctx.db.query('ALTER TABLE record_list_rows DROP COLUMN delinquent_after');
    await ctx.db.query('DELETE FROM schema_migrations WHERE version = ANY($1)', [[DATES_MIGRATION, OPEN_INSTALMENTS_MIGRATION, AS_OF_MIGRATION]]);

    assert.deepEqual(await migrate(ctx.db), [DATES_MIGRATION, OPEN_INSTALMENTS_MIGRATION, AS_OF_MIGRATION]);
    const marked = await ctx.db.one<{ rows: number; policies: number }>(
      `SELECT (SELECT count(*)::int FROM billing_delinquency WHERE worked_out <> changes) AS rows,
              (SELECT count(*)::int FROM policy_quotations WHERE stage = 'Policy' AND deleted_at IS NULL) AS policies`,
    );
    assert.equal(marked!.rows, marked!.policies);
    assert.deepEqual((await delinquent()).sort((a, b) => a - b), before);
    // The lists' copy is whole again: a record written now is copied with its date.
    const id = await policy('10 days');
    assert.ok((await delinquent()).includes(id));
  });
});
