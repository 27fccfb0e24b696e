import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BillingListResponse, PolicyInstallmentsResponse, PolicyVersionResponse } from '@kyubos/contracts';
import { buildingAndFlood, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext } from './helpers';

/** Today, for every area: 11-27-2027. */
const NOW = new Date('2027-11-27T12:00:00Z');

/**
 * The overdue list as of a day shows each policy's status and cancellation as they stood at the end
 * of that day, as the policy view's version of that day does: a cancellation counts from the day it
 * was written (Cancel pending until it takes effect), a back-dated one from its effective date.
 * Three policies, $1,200.00 monthly from 01-31-2027, nothing paid, each cancelled pro rata by a
 * cancellation written on 11-20-2027: effective that day (A), later (B, 12-05-2027) or earlier (C, 11-10-2027).
 */
describe('Billing overdue list as of a day: the cancellations written by then', () => {
  let ctx: TestContext;
  let a: number;
  let b: number;
  let c: number;

  const post = async (url: string, body: object) => {
    const res = await ctx.post(url, body, ctx.tokens.summit_admin);
    assert.ok(res.status < 300, `${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  /** The policy's row as of `asof`: its status and cancellation, and its overdue amount beside the plan's of that day. */
  async function shownOn(id: number, asof: string) {
    const list = (await post('/viewbillinglist', { asof, filters: { policy_number: 'SUM-P-CXASOF-' }, pageSize: 50 })) as BillingListResponse;
    const row = list.records.find((one) => one.id === id);
    assert.ok(row, `policy ${id} is listed as of ${asof}`);
    const plan = (await post('/viewpolicyinstallments', { id, asof })) as PolicyInstallmentsResponse;
    assert.equal(row.overdue, plan.overdue, `the list and the plan give one overdue figure as of ${asof}`);
    const version = (await post('/viewpolicyversion', { id, asof })) as PolicyVersionResponse;
    assert.equal(row.life_status, version.status, `the list and the policy view give one status as of ${asof}`);
    return { status: row.life_status, cancelled_on: row.cancelled_on };
  }

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    const source = await seededPolicyOf(ctx.db, ctx.logins.summit_admin.client_id);
    const policy = (suffix: string) =>
      copyPolicy(ctx.db, source, {
        unique_id: `SUM-Q-CXASOF-${suffix}`,
        policy_number: `SUM-P-CXASOF-${suffix}`,
        policyeffectivedate: '2027-01-31',
        policyscheduledate: '2028-01-31',
        policycoverage: buildingAndFlood(1200),
        policyamount: 1200,
        also: { paymentschedule: '1month', paymentgraceperiod: '10 days' },
      });
    [a, b, c] = [await policy('A'), await policy('B'), await policy('C')];
    for (const [id, effective] of [
      [a, '2027-11-20'],
      [b, '2027-12-05'],
      [c, '2027-11-10'],
    ] as const) {
      const res = await lifeAction(ctx.post, '/policycancel', { id, cancellationeffectivedate: effective, method: 'pro_rata', reason: 'Sold the building' }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200, res.text);
    }
    // Written on 11-20-2027 (the database's clock is not the app's), past the append-only rule, in this test only.
    await ctx.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE policy_transactions DISABLE TRIGGER policy_transactions_append_only');
      await tx.query(`UPDATE policy_transactions SET created_at = '2027-11-20T22:34:00Z' WHERE quotation_id = ANY($1::integer[])`, [[a, b, c]]);
      await tx.query('ALTER TABLE policy_transactions ENABLE ALWAYS TRIGGER policy_transactions_append_only');
    });
  });
  after(() => ctx.close());

  test('When the list is asked as of the day before a cancellation was written (effective that day), then the policy is In force with no cancellation', async () => {
    assert.deepEqual(await shownOn(a, '2027-11-19'), { status: 'In force', cancelled_on: null });
  });

  test('When the list is asked as of the day a cancellation effective that day was written, then the policy is Cancelled on that day', async () => {
    assert.deepEqual(await shownOn(a, '2027-11-20'), { status: 'Cancelled', cancelled_on: '2027-11-20' });
  });

  test('When a cancellation written on 11-20 takes effect on 12-05, then the list shows it from 11-20 (Cancel pending), not the day before, and today', async () => {
    assert.deepEqual(await shownOn(b, '2027-11-19'), { status: 'In force', cancelled_on: null });
    assert.deepEqual(await shownOn(b, '2027-11-20'), { status: 'Cancel pending', cancelled_on: '2027-12-05' });
    assert.deepEqual(await shownOn(b, '2027-11-27'), { status: 'Cancel pending', cancelled_on: '2027-12-05' });
  });

  test('When a cancellation written on 11-20 is back-dated to 11-10, then before 11-10 the list shows none, and from its effective date it counts as the plan does', async () => {
    assert.deepEqual(await shownOn(c, '2027-11-09'), { status: 'In force', cancelled_on: null });
    // From its effective date the plan as of the day is the cancelled one (transactionsCountedOn), and the status with it.
    assert.deepEqual(await shownOn(c, '2027-11-15'), { status: 'Cancelled', cancelled_on: '2027-11-10' });
  });
});
