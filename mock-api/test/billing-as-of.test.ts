import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BillingListResponse, BillingListRow, PolicyInstallmentsResponse } from '@kyubos/contracts';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext } from './helpers';
import { pdfAnswerText } from './pdf-text';

/** Today, for every area: 11-27-2027. */
const NOW = new Date('2027-11-27T12:00:00Z');

/**
 * Every as-of view of billing takes the book as it stood at the end of the day asked: payments taken
 * on or before it, transactions counted by then, the notice sent by then. The overdue list, the
 * instalment plan and the declarations agree on each day, figures worked out by hand.
 */
describe('Billing as of a day: the book as it stood at its end', () => {
  let ctx: TestContext;
  let summit: number;
  let source: number;
  /** $1,000.01 monthly from 01-31-2027, grace 1 month; $183.38 paid on 11-27-2027; noticed on 11-27-2027. */
  let h: number;
  /** $1,000.01 monthly from 09-30-2027, grace 10 days; paid in full on 11-27-2027. */
  let d: number;
  /** $1,200.00 on one instalment from 01-01-2027, grace 10 days; cancelled pro rata from 11-01-2027, written on 10-15-2027. */
  let e: number;

  const post = async (url: string, body: object) => {
    const res = await ctx.post(url, body, ctx.tokens.summit_admin);
    assert.ok(res.status < 300, `${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  async function policy(suffix: string, start: string, premium: number, schedule: string, grace: string): Promise<number> {
    const [year, month, day] = start.split('-').map(Number);
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-ASOF-${suffix}`,
      policy_number: `SUM-P-ASOF-${suffix}`,
      policyeffectivedate: start,
      policyscheduledate: `${year! + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      policycoverage: buildingAndFlood(premium),
      policyamount: premium,
      also: { paymentschedule: schedule, paymentgraceperiod: grace },
    });
  }
  /** Takes a card payment, dated as taken at `at` (the database's clock is not the app's). */
  async function pay(id: number, amount: number, at: string) {
    const paid = await post('/policyquotationpayment', cardPayment(id, amount));
    await ctx.db.query('UPDATE policy_payments SET created_at = $2 WHERE id = $1', [paid.payment.id, at]);
  }
  const listOn = async (asof: string): Promise<BillingListRow[]> =>
    ((await post('/viewbillinglist', { asof, filters: { policy_number: 'SUM-P-ASOF-' }, sort: 'policy_number', pageSize: 50 })) as BillingListResponse).records;
  const rowOf = (rows: BillingListRow[], id: number) => {
    const row = rows.find((one) => one.id === id);
    return row && [row.overdue, row.days_overdue, row.oldest_due, row.delinquency_date, row.notice_date, row.cancel_on, row.next_due_amount, row.balance];
  };
  const planOn = async (id: number, asof: string) => (await post('/viewpolicyinstallments', { id, asof })) as PolicyInstallmentsResponse;
  const declarations = (id: number, asof: string) => pdfAnswerText(ctx.post('/policyquotationdocument', { id, asof }, ctx.tokens.summit_admin));
  const includes = (text: string, part: string) => assert.ok(text.includes(part), `missing "${part}" in: ${text}`);

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
    h = await policy('H', '2027-01-31', 1000.01, '1month', '1 month');
    d = await policy('D', '2027-09-30', 1000.01, '1month', '10 days');
    e = await policy('E', '2027-01-01', 1200, '1year', '10 days');
    await pay(h, 183.38, '2027-11-27T10:00:00Z');
    await pay(d, 1000.01, '2027-11-27T10:00:00Z');
    // Pro rata: $1,200.00 × 61 / 365 = $200.55 returned; written on 10-15-2027, past the append-only rule, in this test only.
    assert.equal((await lifeAction(ctx.post, '/policycancel', { id: e, cancellationeffectivedate: '2027-11-01', method: 'pro_rata', reason: 'Sold the building' }, ctx.tokens.summit_admin)).status, 200);
    await ctx.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE policy_transactions DISABLE TRIGGER policy_transactions_append_only');
      await tx.query(`UPDATE policy_transactions SET created_at = '2027-10-15T09:00:00Z' WHERE quotation_id = $1`, [e]);
      await tx.query('ALTER TABLE policy_transactions ENABLE ALWAYS TRIGGER policy_transactions_append_only');
    });
    // Today's cycle notices H (unpaid since 03-31-2027, grace to 04-30-2027): cancel on 12-07-2027.
    await post('/runbillingcycle', {});
  });
  after(() => ctx.close());

  test('When H is listed as of 10-15-2027, then nothing paid on 11-27 counts: $750.02 overdue (83.38 + 8 × 83.33), 257 days from 01-31-2027, no notice yet', async () => {
    assert.deepEqual(rowOf(await listOn('2027-10-15'), h), [750.02, 257, '2027-01-31', '2027-02-28', null, null, 83.33, 1000.01]);
    const plan = await planOn(h, '2027-10-15');
    assert.deepEqual([plan.overdue, plan.balance, plan.billing_status, plan.notice, plan.payments.length], [750.02, 1000.01, 'Delinquent', null, 0]);
    assert.deepEqual(
      plan.installments.slice(0, 10).map((row) => [row.number, row.paid, row.status]),
      [...Array.from({ length: 9 }, (_, at) => [at + 1, 0, 'Overdue']), [10, 0, 'Due']],
    );
    const text = await declarations(h, '2027-10-15');
    includes(text, 'Payments Policy Amount $1,000.01 Paid $0.00 Balance $1,000.01');
    includes(text, '1 01-31-2027 $83.38 $0.00 Overdue');
  });

  test('When H is listed as of today, 11-27-2027, then the $183.38 paid that day counts: $649.97 overdue from 03-31-2027 (241 days) with the notice sent that day', async () => {
    // Ten instalments due before the day: 83.38 + 9 × 83.33 = 833.35, less 183.38 paid.
    assert.deepEqual(rowOf(await listOn('2027-11-27'), h), [649.97, 241, '2027-03-31', '2027-04-30', '2027-11-27', '2027-12-07', 83.33, 816.63]);
    const plan = await planOn(h, '2027-11-27');
    assert.deepEqual([plan.overdue, plan.balance, plan.notice], [649.97, 816.63, { notice_date: '2027-11-27', cancel_on: '2027-12-07', status: 'Open' }]);
    includes(await declarations(h, '2027-11-27'), 'Payments Policy Amount $1,000.01 Paid $183.38 Balance $816.63');
  });

  test('When D, paid in full on 11-27-2027, is listed as of 10-15-2027, then it is listed with its first instalment of $83.38, 15 days overdue', async () => {
    const before = await listOn('2027-10-15');
    assert.deepEqual(rowOf(before, d), [83.38, 15, '2027-09-30', '2027-10-10', null, null, 83.33, 1000.01]);
    const plan = await planOn(d, '2027-10-15');
    assert.deepEqual(
      plan.installments.slice(0, 2).map((row) => [row.amount, row.paid, row.status]),
      [
        [83.38, 0, 'Overdue'],
        [83.33, 0, 'Due'],
      ],
    );
    assert.deepEqual([plan.overdue, plan.balance], [83.38, 1000.01]);
    const text = await declarations(d, '2027-10-15');
    includes(text, 'Paid $0.00 Balance $1,000.01');
    includes(text, '1 09-30-2027 $83.38 $0.00 Overdue');
    // Today it owes nothing: not listed.
    assert.equal(rowOf(await listOn('2027-11-27'), d), undefined);
  });

  test('When E’s cancellation (written 10-15-2027, from 11-01-2027) is asked about on a day before it was written, then its $1,200.00 instalment is whole; from 10-15 on it is $999.45', async () => {
    // 01-01-2027 to 10-01-2027: 273 days.
    assert.deepEqual(rowOf(await listOn('2027-10-01'), e), [1200, 273, '2027-01-01', '2027-01-11', null, null, null, 1200]);
    assert.deepEqual((await planOn(e, '2027-10-01')).installments.map((row) => [row.amount, row.status]), [[1200, 'Overdue']]);
    includes(await declarations(e, '2027-10-01'), '1 01-01-2027 $1,200.00 $0.00 Overdue');
    // Written by then: 1,200.00 − 200.55 returned.
    assert.deepEqual(rowOf(await listOn('2027-10-20'), e), [999.45, 292, '2027-01-01', '2027-01-11', null, null, null, 999.45]);
    assert.deepEqual((await planOn(e, '2027-10-20')).installments.map((row) => [row.amount, row.status]), [[999.45, 'Overdue']]);
    includes(await declarations(e, '2027-10-20'), '1 01-01-2027 $999.45 $0.00 Overdue');
  });
});
