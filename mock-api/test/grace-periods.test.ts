import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PolicyInstallmentsResponse } from '@kyubos/contracts';
import { migrate } from '../src/db/migrate';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

const GRACE_MIGRATION = '415-grace-periods-days-weeks-months.sql';

/**
 * A policy's payment grace period is a number of days, weeks or calendar months: billing counts
 * it so ('1 month' is a month, not 1 day), and the stored values of before are brought to that form.
 */
describe('Payment grace periods', () => {
  let ctx: TestContext;
  let source: number;
  let copies = 0;

  before(async () => {
    ctx = await createTestContext({ now: () => new Date('2026-11-27T12:00:00Z') });
    source = await seededPolicyOf(ctx.db, ctx.logins.summit_admin.client_id);
  });
  after(() => ctx.close());

  /** $1,200.00 billed by 4 months from 10-30-2026 (400.00 due 10-30-2026, 02-28-2027, 06-30-2027), with the grace period given; $1.00 paid when it was issued. */
  async function policy(grace: string | null): Promise<number> {
    copies += 1;
    const id = await copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-GRACE-${copies}`,
      policy_number: `SUM-P-GRACE-${copies}`,
      policyeffectivedate: '2026-10-30',
      policyscheduledate: '2027-10-30',
      policycoverage: buildingAndFlood(1200),
      policyamount: 1200,
      also: { paymentschedule: '4months', paymentgraceperiod: grace },
    });
    const paid = await ctx.post('/policyquotationpayment', cardPayment(id, 1), ctx.tokens.summit_admin);
    assert.equal(paid.status, 201, paid.text);
    // Dated the day it was issued (the database's clock is not the app's): billing counts a payment from the day it was taken.
    await ctx.db.query(`UPDATE policy_payments SET created_at = '2026-10-30T12:00:00Z' WHERE id = $1`, [paid.body.payment.id]);
    return id;
  }
  const installments = async (id: number) => {
    const res = await ctx.post('/viewpolicyinstallments', { id }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200, res.text);
    return res.body as PolicyInstallmentsResponse;
  };
  const noticed = async (ids: number[]) =>
    (await ctx.db.query<{ quotation_id: number }>('SELECT quotation_id FROM billing_notices WHERE quotation_id = ANY($1::int[]) ORDER BY quotation_id', [ids])).map(
      (row) => row.quotation_id,
    );

  test('When the first instalment is 28 days overdue on 11-27-2026, then 1 month or 30 days of grace leave the policy in good standing and 2 weeks make it Delinquent', async () => {
    const month = await policy('1 month');
    const thirty = await policy('30 days');
    const weeks = await policy('2 weeks');
    const none = await policy(null);
    const shown = async (id: number) => {
      const { grace_period, delinquency_date, billing_status, overdue } = await installments(id);
      return { grace_period, delinquency_date, billing_status, overdue };
    };
    assert.deepEqual(await shown(month), { grace_period: '1 month', delinquency_date: '2026-11-30', billing_status: null, overdue: 399 });
    assert.deepEqual(await shown(thirty), { grace_period: '30 days', delinquency_date: '2026-11-29', billing_status: null, overdue: 399 });
    assert.deepEqual(await shown(weeks), { grace_period: '2 weeks', delinquency_date: '2026-11-13', billing_status: 'Delinquent', overdue: 399 });
    assert.deepEqual(await shown(none), { grace_period: 'None', delinquency_date: '2026-10-30', billing_status: 'Delinquent', overdue: 399 });

    const cycle = await ctx.post('/runbillingcycle', {}, ctx.tokens.summit_admin);
    assert.equal(cycle.status, 200, cycle.text);
    // Only the policies past their grace are sent a notice of non-payment.
    assert.deepEqual(await noticed([month, thirty, weeks, none]), [weeks, none]);
  });

  test('When the database holds grace periods of free text, then the migration stores each as days, weeks or months and billing works them out again', async () => {
    const ids = {
      month: await policy('1 month'),
      date: await policy('10 days'),
      impossible: await policy('10 days'),
      bare: await policy('10 days'),
      weeks: await policy('10 days'),
      words: await policy('10 days'),
    };
    // As before the migration: free text, stored as typed.
    await ctx.db.query('ALTER TABLE policy_quotations DROP CONSTRAINT policy_quotations_grace_periods');
    const legacy: Record<keyof typeof ids, [string, string | null]> = {
      month: ['1 Month', '2026-02-30'],
      date: ['13/45/2026', '30'],
      impossible: ['2026-02-30', 'about a month'],
      bare: ['30', ' 2 weeks '],
      weeks: ['2 Weeks', null],
      words: ['ten days', '400 days'],
    };
    for (const [key, [payment, quotation]] of Object.entries(legacy)) {
      await ctx.db.query('UPDATE policy_quotations SET paymentgraceperiod = $2, policyquotation_graceperiod = $3 WHERE id = $1', [ids[key as keyof typeof ids], payment, quotation]);
    }
    // The kept dates as they stood: worked out, nothing left to work out.
    await installments(ids.month);
    await ctx.post('/viewbillinglist', {}, ctx.tokens.summit_admin).expect(200);
    await ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [GRACE_MIGRATION]);

    assert.deepEqual(await migrate(ctx.db), [GRACE_MIGRATION]);
    const stored = await ctx.db.query<{ id: number; payment: string | null; quotation: string | null }>(
      'SELECT id, paymentgraceperiod AS payment, policyquotation_graceperiod AS quotation FROM policy_quotations WHERE id = ANY($1::int[]) ORDER BY id',
      [Object.values(ids)],
    );
    assert.deepEqual(stored, [
      { id: ids.month, payment: '1 month', quotation: null },
      // Text that is no period keeps the grace billing gave it: its first number, in days.
      { id: ids.date, payment: '13 days', quotation: '30 days' },
      { id: ids.impossible, payment: null, quotation: null },
      { id: ids.bare, payment: '30 days', quotation: '2 weeks' },
      { id: ids.weeks, payment: '2 weeks', quotation: null },
      { id: ids.words, payment: null, quotation: null },
    ]);
    // Periods in months or weeks are worked out again: the month is counted as a month.
    const changed = await ctx.db.query<{ quotation_id: number }>(
      'SELECT quotation_id FROM billing_delinquency WHERE quotation_id = ANY($1::int[]) AND worked_out <> changes ORDER BY quotation_id',
      [[ids.month, ids.weeks]],
    );
    assert.deepEqual(changed.map((row) => row.quotation_id), [ids.month, ids.weeks]);
    assert.equal((await installments(ids.month)).delinquency_date, '2026-11-30');
    // Nothing but the one form is stored from now on.
    await assert.rejects(ctx.db.query(`UPDATE policy_quotations SET paymentgraceperiod = '1 month 2 days' WHERE id = $1`, [ids.month]), /policy_quotations_grace_periods/);
  });
});
