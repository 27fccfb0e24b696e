import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LossRunResponse, PaymentHistoryResponse, PolicyQuotationListRow, PolicyTransactionsResponse, PolicyVersionResponse } from '@kyubos/contracts';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext } from './helpers';
import { pdfAnswerText } from './pdf-text';

/** Today, for every area: 10-15-2027. */
const NOW = new Date('2027-10-15T12:00:00Z');

describe('The documents a policy prints: declarations as of a date, notices and the Loss Run', () => {
  let ctx: TestContext;
  let summit: number;
  let source: number;
  let made = 0;
  const post = (url: string, body: object, token = ctx.tokens.summit_admin) => ctx.post(url, body, token);

  /** A $1,200 policy of Summit over 01-01-2027 to 01-01-2028 (flood, $365, not taken), billed as given, nothing paid. */
  async function policy(schedule: string): Promise<number> {
    made += 1;
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-DOCS-${made}`,
      policy_number: `SUM-P-DOCS-${made}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: buildingAndFlood(1200),
      policyamount: 1200,
      also: { paymentschedule: schedule },
    });
  }
  /** Takes a card payment, dated as taken at `at`. */
  async function pay(id: number, amount: number, at: string) {
    const res = await post('/policyquotationpayment', cardPayment(id, amount));
    assert.equal(res.status, 201, res.text);
    await ctx.db.query('UPDATE policy_payments SET created_at = $2 WHERE id = $1', [res.body.payment.id, at]);
  }
  /** The text of a PDF the API answers. */
  const pdf = (url: string, body: object) => pdfAnswerText(post(url, body));
  const includes = (text: string, part: string) => assert.ok(text.includes(part), `missing "${part}" in: ${text}`);

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
  });
  after(() => ctx.close());

  describe('a policy paid in two, cancelled on 10-15-2027 from 11-01-2027', () => {
    let id: number;
    let cancellationId: number;
    before(async () => {
      // $600.00 due 01-01 and 07-01, paid on 01-05 and on 08-10.
      id = await policy('6months');
      await pay(id, 600, '2027-01-05T15:00:00Z');
      await pay(id, 600, '2027-08-10T15:00:00Z');
      // Pro rata: $1,200 × 61 / 365 = $200.55 returned; $999.45 left, $200.55 owed back.
      const cancelled = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-11-01', method: 'pro_rata', reason: 'Sold the building' });
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.equal(cancelled.body.return_premium, 200.55);
      // Written on 10-15-2027 (the database's clock is not the app's): past the append-only rule, in this test only.
      await ctx.db.transaction(async (tx) => {
        await tx.query('ALTER TABLE policy_transactions DISABLE TRIGGER policy_transactions_append_only');
        await tx.query(`UPDATE policy_transactions SET created_at = '2027-10-15T09:00:00Z' WHERE quotation_id = $1`, [id]);
        await tx.query('ALTER TABLE policy_transactions ENABLE ALWAYS TRIGGER policy_transactions_append_only');
      });
      cancellationId = ((await post('/viewpolicytransactions', { id })).body as PolicyTransactionsResponse).transactions.at(-1)!.id!;
    });

    test('When the cancellation waits for its date, then the list, the version of today and the declarations all say Cancel pending', async () => {
      const list = await post('/viewpolicylist', { company_id: summit, filters: { unique_id: 'SUM-Q-DOCS-1' }, page: 1, pageSize: 5 });
      assert.deepEqual(
        (list.body.Policyquotations as PolicyQuotationListRow[]).map((row) => [row.id, row.life_status]),
        [[id, 'Cancel pending']],
      );
      const statusOn = async (asof?: string) => ((await post('/viewpolicyversion', asof ? { id, asof } : { id })).body as PolicyVersionResponse).status;
      assert.equal(await statusOn(), 'Cancel pending');
      assert.equal(await statusOn('2027-10-14'), 'In force');
      assert.equal(await statusOn('2027-10-31'), 'Cancel pending');
      assert.equal(await statusOn('2027-11-01'), 'Cancelled');
      includes(await pdf('/policyquotationdocument', { id }), 'Version As Of 10-15-2027 Version Effective 01-01-2027 Policy Status Cancel pending');
      includes(await pdf('/policyquotationdocument', { id, asof: '2027-10-14' }), 'Policy Status In force');
    });

    test('When the declarations of today are printed, then they show the view’s figures to the cent: $1,200.00 charged; $999.45, $1,200.00 paid, -$200.55', async () => {
      const history = (await post('/viewpolicypaymenthistory', { quotation_id: id })).body as PaymentHistoryResponse;
      assert.deepEqual([history.policyamount, history.balance], [999.45, -200.55]);
      const text = await pdf('/policyquotationdocument', { id });
      includes(text, 'Building $1,000,000 $1,200.00 Declined: Flood');
      includes(text, 'Term Premium $1,200.00 Premium Charged $1,200.00');
      includes(text, 'Payments Policy Amount $999.45 Paid $1,200.00 Balance -$200.55');
      includes(text, 'The policy amount counts the transactions written by 10-15-2027 that take effect later.');
      includes(text, 'Instalment Plan # Due Date Amount Paid Status 1 01-01-2027 $600.00 $600.00 Paid 2 07-01-2027 $399.45 $399.45 Paid');
    });

    test('When the declarations are printed as of 07-15-2027, then only the payment taken by then counts: $600.00 paid, $600.00 left, instalment 2 overdue', async () => {
      const text = await pdf('/policyquotationdocument', { id, asof: '2027-07-15' });
      includes(text, 'Version As Of 07-15-2027');
      includes(text, 'Policy Status In force');
      includes(text, 'Term Premium $1,200.00 Premium Charged $1,200.00');
      includes(text, 'Payments Policy Amount $1,200.00 Paid $600.00 Balance $600.00');
      assert.ok(!text.includes('take effect later'), text);
      includes(text, 'Instalment Plan # Due Date Amount Paid Status 1 01-01-2027 $600.00 $600.00 Paid 2 07-01-2027 $600.00 $0.00 Overdue');
    });

    test('When the declarations are printed as of 11-01-2027, then the policy is Cancelled and $999.45 is charged', async () => {
      const text = await pdf('/policyquotationdocument', { id, asof: '2027-11-01' });
      includes(text, 'Policy Status Cancelled');
      includes(text, 'Term Premium $1,200.00 Premium Charged $999.45');
      includes(text, 'Payments Policy Amount $999.45 Paid $1,200.00 Balance -$200.55');
      assert.ok(!text.includes('take effect later'), text);
    });

    test('When the Notice of Cancellation is printed, then its term reads as the app’s (last day of cover, then the expiry) and its return premium to the cent', async () => {
      const text = await pdf('/policytransactiondocument', { id: cancellationId });
      includes(text, 'Policy Term: 01-01-2027 to 12-31-2027 (expires 01-01-2028)');
      includes(text, 'Effective Date: 11-01-2027');
      includes(text, 'Return Premium: $200.55');
    });
  });

  test('When flood ($365.00) is added from 11-01-2027, then the endorsement prints Additional Premium: $61.00 and the term as the app does', async () => {
    const id = await policy('1year');
    const endorsed = await lifeAction(post, '/policyendorse', {
      id,
      endorsementeffectivedate: '2027-11-01',
      policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }],
      reason: 'Flood cover',
    });
    assert.equal(endorsed.status, 200, endorsed.text);
    assert.equal(endorsed.body.premium_delta, 61);
    const text = await pdf('/policytransactiondocument', { id: endorsed.body.endorsement_id });
    includes(text, 'Policy Term: 01-01-2027 to 12-31-2027 (expires 01-01-2028)');
    includes(text, 'Additional Premium: $61.00');
  });

  test('When the Loss Run of the book is printed, then every claim and policy number stays whole on its line (no break at a hyphen)', async () => {
    const period = { from: '2000-01-01', to: '2099-12-31' };
    const run = (await post('/viewlossrun', period)).body as LossRunResponse;
    const long = run.claims.filter((claim) => /^ATL-CLM-\d{4}-\d{4}$/.test(claim.claim_number));
    assert.ok(long.length >= 3, `the seeded claims: ${run.claims.map((claim) => claim.claim_number).join(', ')}`);
    const text = await pdf('/lossrundocument', period);
    for (const claim of run.claims) {
      includes(text, `${claim.claim_number} ${claim.policy_number} ${claim.insured}`);
    }
  });
});
