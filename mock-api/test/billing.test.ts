import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BillingListResponse, PolicyInstallmentsResponse, RunBillingCycleResponse } from '@kyubos/contracts';
import { addDays } from '@kyubos/domain';
import { createMemoryOutbox } from '../src/outbox/transport';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext, versionedSave } from './helpers';
import { pdfText } from './pdf-text';

const card = (id: number, paidamount: number) => cardPayment(id, paidamount);

describe('Billing', () => {
  let ctx: TestContext;
  const outbox = createMemoryOutbox();
  let summitId: number;
  let made = 0;
  /** Today for the server while a test sets it (the billing cycle runs for today only); otherwise the real day. */
  let clock: Date | null = null;
  const setToday = (day: string | null) => {
    clock = day === null ? null : new Date(`${day}T12:00:00Z`);
  };

  before(async () => {
    ctx = await createTestContext({ outbox, now: () => clock ?? new Date() });
    summitId = ctx.logins.summit_admin.client_id;
  });
  after(() => ctx.close());

  /** A new issued policy of Summit over the given term: premium, payment schedule and grace as given, nothing paid. */
  async function policy({ start = '2027-01-01', end = '2028-01-01', premium = 1000, schedule = '1month', grace = '10 days', email = 'insured@example.com' } = {}) {
    made += 1;
    const source = await seededPolicyOf(ctx.db, summitId);
    // A $1,000 building coverage (required) and a $365 flood coverage (optional, not taken).
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-BILL-${made}`,
      policy_number: `SUM-P-BILL-${made}`,
      policyeffectivedate: start,
      policyscheduledate: end,
      policycoverage: buildingAndFlood(premium),
      policyamount: premium,
      also: { paymentschedule: schedule, paymentgraceperiod: grace, email },
    });
  }
  const post = (url: string, body: object, token = ctx.tokens.summit_admin) => ctx.post(url, body, token);
  const plan = async (id: number, asof: string) => {
    const res = await post('/viewpolicyinstallments', { id, asof });
    assert.equal(res.status, 200, res.text);
    return res.body as PolicyInstallmentsResponse;
  };
  const pay = async (id: number, amount: number) => {
    const res = await post('/policyquotationpayment', card(id, amount));
    assert.equal(res.status, 201, res.text);
  };
  /** The cycle run on the day `asof` (today for the server while it runs, then the real day again). */
  const cycle = async (asof: string) => {
    setToday(asof);
    try {
      const res = await post('/runbillingcycle', { asof });
      assert.equal(res.status, 200, res.text);
      return res.body as RunBillingCycleResponse;
    } finally {
      setToday(null);
    }
  };
  const cancellations = async (id: number) =>
    ctx.db.query<{ effective_date: string; method: string; reason: string; created_by: string; premium_delta: number }>(
      `SELECT to_char(effective_date, 'YYYY-MM-DD') AS effective_date, method, reason, created_by, premium_delta::float8 AS premium_delta
         FROM policy_transactions WHERE quotation_id = $1 AND type = 'Cancellation' ORDER BY id`,
      [id],
    );

  describe('the plan', () => {
    test('When $1,000.00 is billed monthly over 01-01-2027 to 01-01-2028, then 12 instalments: 83.37 then eleven of 83.33, due on the 1st', async () => {
      const answer = await plan(await policy(), '2026-12-15');
      assert.equal(answer.installments.length, 12);
      assert.deepEqual(
        answer.installments.map((row) => row.amount),
        [83.37, ...Array(11).fill(83.33)],
      );
      assert.deepEqual(answer.installments[0], { number: 1, duedate: '2027-01-01', amount: 83.37, paid: 0, status: 'Due' });
      assert.equal(answer.installments[11]!.duedate, '2027-12-01');
      assert.equal(answer.balance, 1000);
      assert.deepEqual(answer.next_due, { number: 1, duedate: '2027-01-01', amount: 83.37 });
      assert.equal(answer.billing_status, null);
    });

    test('When $1,000.00 is billed by 4 months, 6 months or 1 year, then 333.34 + 333.33 + 333.33, 500.00 + 500.00, and 1,000.00, within the term', async () => {
      const four = await plan(await policy({ schedule: '4months' }), '2026-12-15');
      assert.deepEqual(
        four.installments.map((row) => [row.duedate, row.amount]),
        [
          ['2027-01-01', 333.34],
          ['2027-05-01', 333.33],
          ['2027-09-01', 333.33],
        ],
      );
      const six = await plan(await policy({ schedule: '6months' }), '2026-12-15');
      assert.deepEqual(
        six.installments.map((row) => [row.duedate, row.amount]),
        [
          ['2027-01-01', 500],
          ['2027-07-01', 500],
        ],
      );
      const year = await plan(await policy({ schedule: '1year' }), '2026-12-15');
      assert.deepEqual(year.installments.map((row) => [row.duedate, row.amount]), [['2027-01-01', 1000]]);
      // A 6-month schedule on a 6-month policy is one instalment, not one running past the term.
      const short = await plan(await policy({ end: '2027-07-01', schedule: '6months' }), '2026-12-15');
      assert.deepEqual(short.installments.map((row) => [row.duedate, row.amount]), [['2027-01-01', 1000]]);
    });

    test("When another client's admin asks for the plan, then 404; a bad asof is a 400 naming it", async () => {
      const id = await policy();
      assert.equal((await post('/viewpolicyinstallments', { id }, ctx.tokens.harbor_admin)).status, 404);
      const bad = await post('/viewpolicyinstallments', { id, asof: '2027-02-30' });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^Invalid asof/);
    });

    test('When the overdue list or a plan is asked as of a year typed in two or three digits, or a day that does not exist, then 400 names asof and the year, as every other date does', async () => {
      const id = await policy();
      for (const [url, body] of [
        ['/viewbillinglist', { filters: {}, page: 1, pageSize: 15 }],
        ['/viewpolicyinstallments', { id }],
      ] as const) {
        for (const [asof, message] of [
          ['0023-11-27', 'Invalid asof: has the year 0023: type the year in four digits'],
          ['0230-11-27', 'Invalid asof: has the year 0230: type the year in four digits'],
          ['2027-02-30', 'Invalid asof: must be a real date'],
        ]) {
          const refused = await post(url, { ...body, asof });
          assert.equal(refused.status, 400, `${url} ${asof}`);
          assert.equal(refused.body.message, message, `${url} ${asof}`);
        }
      }
      assert.equal((await post('/viewbillinglist', { asof: '1000-01-01' })).status, 200);
    });
  });

  describe('payments', () => {
    test('When $100.00 then $83.33 are paid, then they go to the oldest instalments first: the first and second Paid, 16.63 of the third', async () => {
      const id = await policy();
      await pay(id, 100);
      const partial = await plan(id, '2027-01-15');
      assert.deepEqual(
        partial.installments.slice(0, 3).map((row) => [row.paid, row.status]),
        [
          [83.37, 'Paid'],
          [16.63, 'Part paid'],
          [0, 'Due'],
        ],
      );
      assert.deepEqual(partial.next_due, { number: 2, duedate: '2027-02-01', amount: 66.7 });
      assert.equal(partial.balance, 900);

      await pay(id, 83.33);
      const later = await plan(id, '2027-03-05');
      assert.deepEqual(
        later.installments.slice(0, 4).map((row) => [row.paid, row.status]),
        [
          [83.37, 'Paid'],
          [83.33, 'Paid'],
          [16.63, 'Overdue'],
          [0, 'Due'],
        ],
      );
      assert.equal(later.overdue, 66.7);
      assert.equal(later.balance, 816.67);
      // The third instalment, overdue, is the first open one; the next to fall due is the fourth.
      assert.deepEqual(later.next_due, { number: 3, duedate: '2027-03-01', amount: 66.7 });
      assert.deepEqual(later.next_to_fall_due, { number: 4, duedate: '2027-04-01', amount: 83.33 });
      assert.deepEqual(
        later.payments.map((payment) => [payment.amount, payment.method, payment.last4, payment.paid_for]),
        [
          [100, 'CREDIT CARD', '1111', [{ number: 1, amount: 83.37 }, { number: 2, amount: 16.63 }]],
          [83.33, 'CREDIT CARD', '1111', [{ number: 2, amount: 66.7 }, { number: 3, amount: 16.63 }]],
        ],
      );

      // The receipt of the first payment: number, date, amount, the card by its last 4 only, what it paid.
      const receipt = await post('/policypaymentreceipt', { id: later.payments[0]!.id });
      assert.equal(receipt.status, 200);
      assert.equal(receipt.headers['content-type'], 'application/pdf');
      const text = (await pdfText(receipt.body as Buffer)).join(' ');
      assert.match(text, new RegExp(`Receipt Number: R-SUM-P-BILL-\\d+-${later.payments[0]!.id}`));
      assert.match(text, /Amount: \$100\.00/);
      assert.match(text, /CREDIT CARD \*\*\*\* 1111/);
      assert.doesNotMatch(text, /4111 1111/);
      assert.match(text, /Instalment 1 due 01-01-2027: \$83\.37/);
      assert.match(text, /Instalment 2 due 02-01-2027: \$16\.63/);
      assert.match(text, /Balance After This Payment: \$900\.00/);
      assert.equal((await post('/policypaymentreceipt', { id: later.payments[0]!.id }, ctx.tokens.harbor_admin)).status, 404);
      // An agent asking for a payment outside its book gets the answer of a payment that does not exist: ids are not told apart.
      const outside = await post('/policypaymentreceipt', { id: later.payments[0]!.id }, ctx.tokens.summit_agent);
      const missing = await post('/policypaymentreceipt', { id: 999_999 }, ctx.tokens.summit_agent);
      assert.deepEqual([outside.status, outside.body.message], [404, 'No such payment']);
      assert.deepEqual([missing.status, missing.body.message], [404, 'No such payment']);
    });
  });

  describe('receipts', () => {
    test('When the policy is endorsed, cancelled flat and reinstated after a payment, then its receipt still says what it paid and what was left then', async () => {
      const id = await policy();
      await pay(id, 100);
      const paymentId = (await plan(id, '2027-01-05')).payments[0]!.id;
      const receiptText = async () => (await pdfText((await post('/policypaymentreceipt', { id: paymentId }).expect(200)).body as Buffer)).join(' ');
      const first = await receiptText();
      assert.match(first, /Instalment 1 due 01-01-2027: \$83\.37/);
      assert.match(first, /Instalment 2 due 02-01-2027: \$16\.63/);
      assert.match(first, /Balance After This Payment: \$900\.00/);
      const steps: [string, Record<string, unknown>][] = [
        ['/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' }],
        ['/policycancel', { id, cancellationeffectivedate: '2027-01-01', method: 'flat', reason: 'Never started' }],
        ['/policyreinstate', { id, reason: 'Paid after all' }],
      ];
      for (const [url, body] of steps) {
        const res = await lifeAction(post, url, body);
        assert.equal(res.status, 200, `${url} ${res.text}`);
        assert.equal(await receiptText(), first, `the receipt after ${url}`);
      }
    });
  });

  describe('endorsements and cancellations', () => {
    test('When a $365 coverage is endorsed in effective 07-02-2027, then the $183.00 delta is spread over the five instalments due after it: +36.60 each', async () => {
      const id = await policy({ premium: 1200 });
      const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.premium_delta, 183);
      const answer = await plan(id, '2027-07-02');
      assert.deepEqual(
        answer.installments.map((row) => row.amount),
        [...Array(7).fill(100), ...Array(5).fill(136.6)],
      );
      assert.equal(answer.balance, 1383);
    });

    test('When a policy billed yearly and paid in full is endorsed back-dated (+$95.00), then the charge is an instalment of its own due the day it is written, not overdue until its grace ends', async () => {
      // The term runs 300 days before the day the endorsement is written (W) to 65 after; the flood cover ($365 a year) from W - 30: 365 x 95 / 365.
      const written = (await ctx.db.one<{ day: string }>(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`))!.day;
      const start = addDays(written, -300);
      const id = await policy({ start, end: addDays(start, 365), schedule: '1year' });
      await pay(id, 1000);
      const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: addDays(written, -30), policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.premium_delta, 95);
      const today = await plan(id, written);
      assert.deepEqual(today.installments, [
        { number: 1, duedate: start, amount: 1000, paid: 1000, status: 'Paid' },
        { number: 2, duedate: written, amount: 95, paid: 0, status: 'Due' },
      ]);
      assert.deepEqual([today.overdue, today.balance, today.billing_status, today.delinquency_date], [0, 95, null, null]);
      assert.deepEqual(today.next_due, { number: 2, duedate: written, amount: 95 });
      // Overdue from the next day, delinquent after its 10 days of grace: listed with 11 days overdue, not 311.
      assert.equal((await plan(id, addDays(written, 10))).billing_status, null);
      const late = await plan(id, addDays(written, 11));
      assert.deepEqual([late.overdue, late.delinquency_date, late.billing_status], [95, addDays(written, 10), 'Delinquent']);
      const listed = async (asof: string) =>
        ((await post('/viewbillinglist', { asof, filters: { policy_number: `SUM-P-BILL-${made}` } })).body as BillingListResponse).records.map((row) => [
          row.overdue,
          row.days_overdue,
          row.oldest_due,
          row.delinquency_date,
        ]);
      assert.deepEqual(await listed(written), []);
      assert.deepEqual(await listed(addDays(written, 11)), [[95, 11, written, addDays(written, 10)]]);
    });

    test('When a policy with $300.00 paid is cancelled pro rata on 04-01-2027, then the $904.11 return cancels the nine unpaid instalments, then 4.11 of the paid: a refund due', async () => {
      const id = await policy({ premium: 1200 });
      await pay(id, 300);
      const res = await lifeAction(post, '/policycancel', { id, method: 'pro_rata', cancellationeffectivedate: '2027-04-01', reason: 'Sold' });
      assert.equal(res.status, 200, res.text);
      // 1,200 x 275 / 365 = 904.11 returned: the nine last instalments go whole (900.00), 4.11 of the third.
      assert.equal(res.body.return_premium, 904.11);
      const answer = await plan(id, '2027-04-01');
      assert.deepEqual(
        answer.installments.map((row) => [row.amount, row.paid, row.status]),
        [[100, 100, 'Paid'], [100, 100, 'Paid'], [95.89, 95.89, 'Paid'], ...Array(9).fill([0, 0, 'Cancelled'])],
      );
      assert.equal(answer.balance, -4.11);
      assert.equal(answer.refund_due, 4.11);
      assert.equal(answer.next_due, null);
      // Nothing is due: a payment is refused, saying why.
      const refused = await post('/policyquotationpayment', card(id, 1));
      assert.equal(refused.status, 400);
      assert.equal(refused.body.message, 'Invalid paidamount: nothing is due; this policy has a refund of $4.11 due');
    });
  });

  describe('overdue, notice and cancellation for non-payment', () => {
    test('When the second instalment stays unpaid, then the policy is Delinquent after its due date plus the 10-day grace (02-11-2027)', async () => {
      const id = await policy();
      await pay(id, 83.37);
      const onLastDay = await plan(id, '2027-02-11');
      assert.equal(onLastDay.delinquency_date, '2027-02-11');
      assert.equal(onLastDay.billing_status, null);
      assert.equal(onLastDay.installments[1]!.status, 'Overdue');
      const after = await plan(id, '2027-02-12');
      assert.equal(after.billing_status, 'Delinquent');
      assert.equal(after.overdue, 83.33);

      const list = (await post('/viewbillinglist', { asof: '2027-02-12', filters: { policy_number: `SUM-P-BILL-${made}` } })).body as BillingListResponse;
      assert.equal(list.total, 1);
      assert.deepEqual(
        [list.records[0]!.overdue, list.records[0]!.days_overdue, list.records[0]!.notice_date, list.records[0]!.next_due_amount],
        [83.33, 11, null, 83.33],
      );
    });

    test('When the overdue list is asked sorted by overdue amount and filtered by insured, then the server orders and filters it; a bad sort key is a 400', async () => {
      const small = await policy();
      await pay(small, 83.37);
      const large = await policy({ premium: 2400 });
      const list = async (body: object) => (await post('/viewbillinglist', { asof: '2027-02-12', ...body })).body as BillingListResponse;
      const ours = (answer: BillingListResponse) => answer.records.filter((row) => row.id === small || row.id === large).map((row) => [row.id, row.overdue, row.days_overdue]);
      // Nothing paid on the $2,400.00 policy: 200.00 + 200.00 overdue since 01-01-2027 (42 days).
      assert.deepEqual(ours(await list({ sort: 'overdue', direction: 'desc', pageSize: 200 })), [
        [large, 400, 42],
        [small, 83.33, 11],
      ]);
      assert.deepEqual(ours(await list({ sort: 'overdue', direction: 'asc', pageSize: 200 })), [
        [small, 83.33, 11],
        [large, 400, 42],
      ]);
      const none = await list({ filters: { insured: 'nobody by this name' } });
      assert.deepEqual(none, { records: [], total: 0 });
      const bad = await post('/viewbillinglist', { sort: 'premium' });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /^Invalid sort/);
    });

    test('When a policy owing two instalments is cancelled pro rata on 04-01-2027, then the overdue list keeps it after that day, marked Cancelled, with the overdue amount its plan states, until it is paid', async () => {
      const id = await policy({ premium: 1200 });
      await pay(id, 100);
      const res = await lifeAction(post, '/policycancel', { id, method: 'pro_rata', cancellationeffectivedate: '2027-04-01', reason: 'Sold' });
      assert.equal(res.status, 200, res.text);
      // 1,200 x 275 / 365 = 904.11 returned: the nine last instalments go, 4.11 of the third; 100.00 (02-01) and 95.89 (03-01) earned and unpaid.
      const listed = async (asof: string) =>
        ((await post('/viewbillinglist', { asof, filters: { policy_number: `SUM-P-BILL-${made}` } })).body as BillingListResponse).records.map((row) => [
          row.overdue,
          row.days_overdue,
          row.oldest_due,
          row.life_status,
          row.cancelled_on,
          row.balance,
        ]);
      assert.deepEqual(await listed('2027-03-15'), [[195.89, 42, '2027-02-01', 'Cancel pending', '2027-04-01', 195.89]]);
      const afterwards = await plan(id, '2027-04-10');
      assert.deepEqual([afterwards.overdue, afterwards.billing_status], [195.89, 'Delinquent']);
      assert.deepEqual(await listed('2027-04-10'), [[195.89, 68, '2027-02-01', 'Cancelled', '2027-04-01', 195.89]]);
      assert.deepEqual(await listed('2027-06-10'), [[195.89, 129, '2027-02-01', 'Cancelled', '2027-04-01', 195.89]]);
      await pay(id, 195.89);
      assert.deepEqual(await listed('2027-04-10'), []);
    });

    test('When the cycle runs after the grace, then a notice is sent; after the 10-day notice the policy is cancelled pro rata effective at its end, once', async () => {
      const id = await policy({ email: 'late.payer@example.com' });
      await pay(id, 83.37);
      const sent = outbox.messages.length;

      await cycle('2027-02-11');
      assert.equal((await plan(id, '2027-02-11')).notice, null);
      const first = await cycle('2027-02-12');
      assert.ok(first.noticed >= 1);
      const notice = outbox.messages.slice(sent).find((message) => message.to === 'late.payer@example.com');
      assert.ok(notice, 'a notice went to the insured');
      assert.match(notice.subject, /notice of cancellation for non-payment/);
      assert.match(notice.text, /\$83\.33 .* due on 02-01-2027 .* cancelled for non-payment effective 02-22-2027/);
      assert.deepEqual((await plan(id, '2027-02-12')).notice, { notice_date: '2027-02-12', cancel_on: '2027-02-22', status: 'Open' });
      // The same date again: nothing new.
      assert.deepEqual(await cycle('2027-02-12'), { ...first, noticed: 0, cancelled: 0, cleared: 0 });
      // Before the end of the notice: no cancellation.
      await cycle('2027-02-21');
      assert.deepEqual(await cancellations(id), []);

      const due = await cycle('2027-02-22');
      assert.ok(due.cancelled >= 1);
      assert.deepEqual(await cancellations(id), [
        // 1,000.00 x 313 / 365 = 857.53 returned, pro rata from 02-22-2027.
        { effective_date: '2027-02-22', method: 'pro_rata', reason: 'Non-payment of premium', created_by: 'Billing cycle', premium_delta: -857.53 },
      ]);
      assert.ok(outbox.messages.some((message) => message.to === 'late.payer@example.com' && /cancelled for non-payment effective 02-22-2027/.test(message.text)));
      assert.deepEqual((await plan(id, '2027-02-22')).notice, { notice_date: '2027-02-12', cancel_on: '2027-02-22', status: 'Cancelled' });

      // Twice for the same date, or later: no second cancellation.
      assert.deepEqual(await cycle('2027-02-22'), { message: 'Billing cycle run', asof: '2027-02-22', noticed: 0, cancelled: 0, cleared: 0 });
      await cycle('2027-03-30');
      assert.equal((await cancellations(id)).length, 1);
    });

    test('When the overdue amount is paid during the notice, then the cycle clears the notice and does not cancel', async () => {
      const id = await policy({ email: 'pays.in.time@example.com' });
      await pay(id, 83.37);
      await cycle('2027-02-12');
      assert.equal((await plan(id, '2027-02-12')).notice?.status, 'Open');
      await pay(id, 83.33);
      assert.equal((await plan(id, '2027-02-15')).notice?.status, 'Cleared');
      const due = await cycle('2027-02-22');
      assert.ok(due.cleared >= 1);
      assert.deepEqual(await cancellations(id), []);
      assert.equal((await plan(id, '2027-02-22')).billing_status, null);
    });

    test('When the cycle is asked for a day other than today, then 400 names asof and nothing is written; today, or no asof, runs it', async () => {
      const id = await policy({ email: 'not.ahead@example.com' });
      await pay(id, 83.37);
      setToday('2027-02-12');
      try {
        const written = async () =>
          (await ctx.db.one<{ n: number }>('SELECT (SELECT count(*) FROM billing_notices) + (SELECT count(*) FROM policy_transactions) AS n'))!.n;
        const before = await written();
        for (const asof of ['2027-02-13', '9999-12-31', '2027-02-11']) {
          const res = await post('/runbillingcycle', { asof });
          assert.equal(res.status, 400, `${asof}: ${res.text}`);
          assert.equal(res.body.message, 'Invalid asof: must be today (2027-02-12): the billing cycle weighs the payments made to date and sends its notices now');
        }
        assert.equal(await written(), before);
        assert.deepEqual(await cancellations(id), []);
        const today = await post('/runbillingcycle', { asof: '2027-02-12' });
        assert.deepEqual([today.status, today.body.asof], [200, '2027-02-12']);
        assert.deepEqual((await plan(id, '2027-02-12')).notice, { notice_date: '2027-02-12', cancel_on: '2027-02-22', status: 'Open' });
        const unnamed = await post('/runbillingcycle', {});
        assert.deepEqual([unnamed.status, unnamed.body.asof, unnamed.body.noticed], [200, '2027-02-12', 0]);
      } finally {
        setToday(null);
      }
    });

    /**
     * A notice on 02-12 (cancel_on 02-22) and its cancellation effective 02-22 written before that
     * day (the database's clock is the real day, in 2026), as the cycle once did when asked for a later day.
     */
    async function cancelledEarly(email: string) {
      const id = await policy({ email });
      await pay(id, 83.37);
      await cycle('2027-02-12');
      await cycle('2027-02-22');
      // Open on 02-15 (as it stood then), closed by the cancellation on 02-22.
      assert.equal((await plan(id, '2027-02-15')).notice?.status, 'Open');
      assert.equal((await plan(id, '2027-02-22')).notice?.status, 'Cancelled');
      return id;
    }
    const lifeOf = async (id: number) => {
      const rows = await ctx.db.query<{ type: string; effective_date: string; premium_delta: number; created_by: string; reason: string }>(
        `SELECT type, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, premium_delta::float8 AS premium_delta, created_by, reason
           FROM policy_transactions WHERE quotation_id = $1 ORDER BY id`,
        [id],
      );
      const { cancelled_on, balance } = (await ctx.db.one<{ cancelled_on: string | null; balance: number }>(
        `SELECT to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on, balance::float8 AS balance FROM policy_quotations WHERE id = $1`,
        [id],
      ))!;
      return { rows, cancelled_on, balance };
    };

    test('When a cancellation for non-payment was written before its date, then a payment during the notice is taken on the whole balance, undoes it and clears the notice', async () => {
      const id = await cancelledEarly('written.early@example.com');
      setToday('2027-02-15');
      try {
        // Cancelled early, the policy would take no more than the 59.10 left of its plan: 83.33 is February's overdue amount.
        const paid = await post('/policyquotationpayment', card(id, 83.33));
        assert.equal(paid.status, 201, paid.text);
        assert.equal(paid.body.balance, 833.3);
      } finally {
        setToday(null);
      }
      const life = await lifeOf(id);
      assert.deepEqual(life.rows, [
        { type: 'Cancellation', effective_date: '2027-02-22', premium_delta: -857.53, created_by: 'Billing cycle', reason: 'Non-payment of premium' },
        {
          type: 'Reinstatement',
          effective_date: '2027-02-22',
          premium_delta: 857.53,
          created_by: 'Billing cycle',
          reason: 'Cancellation for non-payment written before the end of its notice: the notice runs to its end',
        },
      ]);
      assert.deepEqual([life.cancelled_on, life.balance], [null, 833.3]);
      assert.deepEqual((await plan(id, '2027-02-15')).notice, { notice_date: '2027-02-12', cancel_on: '2027-02-22', status: 'Cleared' });
      await cycle('2027-02-22');
      assert.equal((await cancellations(id)).length, 1);
      assert.deepEqual((await plan(id, '2027-02-22')).notice?.status, 'Cleared');
      assert.equal((await plan(id, '2027-02-22')).billing_status, null);
    });

    test('When a cancellation for non-payment written before its date is still unpaid at its date, then the cycle undoes it only while it is to come, and cancels at the end of the notice', async () => {
      const id = await cancelledEarly('still.unpaid@example.com');
      // Before its date: undone, the notice Open again.
      await cycle('2027-02-16');
      assert.deepEqual([(await lifeOf(id)).cancelled_on, (await plan(id, '2027-02-16')).notice?.status], [null, 'Open']);
      const due = await cycle('2027-02-22');
      assert.ok(due.cancelled >= 1);
      assert.deepEqual((await lifeOf(id)).rows.map((row) => [row.type, row.effective_date, row.premium_delta]), [
        ['Cancellation', '2027-02-22', -857.53],
        ['Reinstatement', '2027-02-22', 857.53],
        ['Cancellation', '2027-02-22', -857.53],
      ]);
      assert.equal((await lifeOf(id)).cancelled_on, '2027-02-22');
    });

    test('When the overdue amount of a cancellation written before its date was paid before that date, then the cycle undoes it after the date too and clears the notice', async () => {
      const id = await cancelledEarly('paid.elsewhere@example.com');
      // February's 83.33, taken on 02-20 by another way than this portal's payment call.
      await ctx.db.query(
        `INSERT INTO policy_payments (company_id, quotation_id, "policyPaymentType", paidamount, balance, referencenumber, created_at)
         SELECT company_id, id, 'ZELLE Payment', 83.33, 0, 'ZL-0220', '2027-02-20T15:00:00Z' FROM policy_quotations WHERE id = $1`,
        [id],
      );
      const run = await cycle('2027-02-25');
      assert.ok(run.cleared >= 1);
      const life = await lifeOf(id);
      assert.deepEqual(life.rows.map((row) => [row.type, row.effective_date, row.premium_delta, row.reason]), [
        ['Cancellation', '2027-02-22', -857.53, 'Non-payment of premium'],
        ['Reinstatement', '2027-02-22', 857.53, 'Overdue premium paid before the cancellation for non-payment took effect'],
      ]);
      assert.equal(life.cancelled_on, null);
      assert.deepEqual((await plan(id, '2027-02-25')).notice, { notice_date: '2027-02-12', cancel_on: '2027-02-22', status: 'Cleared' });
    });

    test('When the notice period of the settings is 5 days, then the notice announces the cancellation 5 days after it', async () => {
      const saved = await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, nonpayment_notice_days: 5 });
      assert.equal(saved.status, 200, saved.text);
      assert.equal(saved.body.settings.nonpayment_notice_days, 5);
      const id = await policy({ start: '2027-03-01', end: '2028-03-01', email: 'five.days@example.com' });
      await cycle('2027-03-12');
      assert.deepEqual((await plan(id, '2027-03-12')).notice, { notice_date: '2027-03-12', cancel_on: '2027-03-17', status: 'Open' });
      await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, nonpayment_notice_days: 10 });
    });

    test('When a staff user without the billing screen runs the cycle, then 403', async () => {
      const res = await post('/runbillingcycle', {}, ctx.tokens.summit_staff);
      assert.equal(res.status, 403);
    });
  });
});
