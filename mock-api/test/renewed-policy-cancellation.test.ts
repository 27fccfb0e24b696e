import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PolicyTransactionsResponse } from '@kyubos/contracts';
import { createMemoryOutbox } from '../src/outbox/transport';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext } from './helpers';

describe('Cancelling a policy whose renewal is issued', () => {
  let ctx: TestContext;
  let summitId: number;
  let made = 0;
  /** Today for the server while a test sets it (the billing cycle runs for today only); otherwise the real day. */
  let clock: Date | null = null;

  const outbox = createMemoryOutbox();

  before(async () => {
    ctx = await createTestContext({ outbox, now: () => clock ?? new Date() });
    summitId = ctx.logins.summit_admin.client_id;
  });
  after(() => ctx.close());

  const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
  const life = async (id: number) => (await post('/viewpolicytransactions', { id })).body as PolicyTransactionsResponse;
  const answerOf = (res: { status: number; body: { message?: string } }) => [res.status, res.body.message];
  const cancellations = (id: number) =>
    ctx.db.query<{ effective_date: string; method: string; reason: string; created_by: string; premium_delta: number }>(
      `SELECT to_char(effective_date, 'YYYY-MM-DD') AS effective_date, method, reason, created_by, premium_delta::float8 AS premium_delta
         FROM policy_transactions WHERE quotation_id = $1 AND type = 'Cancellation' ORDER BY id`,
      [id],
    );

  /** A $1,000 policy of Summit over 01-01-2027 to 01-01-2028, billed monthly, its first instalment ($83.37) paid, renewed: the renewal issued and paid in full. */
  async function renewedPolicy(): Promise<{ id: number; renewal: number; renewalNumber: string }> {
    made += 1;
    const id = await copyPolicy(ctx.db, await seededPolicyOf(ctx.db, summitId), {
      unique_id: `SUM-Q-RENEWCANCEL-${made}`,
      policy_number: `SUM-P-RENEWCANCEL-${made}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: buildingAndFlood(1000),
      policyamount: 1000,
      also: { paymentschedule: '1month', paymentgraceperiod: '10 days', email: 'renewed@example.com', firstname: 'Maria', lastname: 'Renner' },
    });
    assert.equal((await post('/policyquotationpayment', cardPayment(id, 83.37))).status, 201);
    const renewal = (await lifeAction(post, '/policyrenew', { id })).body.id as number;
    assert.equal((await post('/policyapproveuser', { id: renewal })).status, 200);
    const paid = await post('/policyquotationpayment', cardPayment(renewal, 1000));
    assert.equal(paid.status, 201, paid.text);
    const renewalNumber = (await post('/viewpolicyquotation', { id: renewal })).body.Policyquotations.policy_number as string;
    return { id, renewal, renewalNumber };
  }

  test('A user’s cancellation is refused naming the renewal while it stands; once the renewal is cancelled from 01-01-2028, the policy is cancelled', async () => {
    const { id, renewal, renewalNumber } = await renewedPolicy();
    assert.equal((await life(id)).status, 'Renewed');
    const cancel = () => lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'Sold' });
    assert.deepEqual(answerOf(await cancel()), [409, `Policy ${renewalNumber} renews this policy from 01-01-2028: cancel the renewal first.`]);
    assert.deepEqual(await cancellations(id), []);
    // The renewal's first day, and so its term, is on the policy's view, which disables Cancel Policy with that reason.
    assert.deepEqual([(await life(id)).renewal?.policyeffectivedate, (await life(id)).renewal?.cancelled_on], ['2028-01-01', null]);

    const flat = await lifeAction(post, '/policycancel', { id: renewal, cancellationeffectivedate: '2028-01-01', method: 'flat', reason: 'Sold' });
    assert.deepEqual([flat.status, flat.body.return_premium], [200, 1000]);
    const res = await cancel();
    assert.equal(res.status, 200, res.text);
    // $1,000.00 x 183 / 365 = $501.37 returned from 07-02-2027.
    assert.equal(res.body.return_premium, 501.37);
  });

  test('The billing cycle’s cancellation for non-payment cancels the issued renewal flat first, each policy’s history and the insured’s email naming the other', async () => {
    const { id, renewal, renewalNumber } = await renewedPolicy();
    const cycle = async (asof: string) => {
      clock = new Date(`${asof}T12:00:00Z`);
      try {
        const res = await post('/runbillingcycle', { asof });
        assert.equal(res.status, 200, res.text);
        return res.body as { noticed: number; cancelled: number };
      } finally {
        clock = null;
      }
    };
    // Instalment 2 ($83.33, due 02-01-2027) unpaid: notice on 02-12, cancellation at its end, 02-22.
    assert.ok((await cycle('2027-02-12')).noticed >= 1);
    assert.ok((await cycle('2027-02-22')).cancelled >= 1);
    assert.deepEqual(await cancellations(id), [
      // $1,000.00 x 313 / 365 = $857.53 returned, pro rata from 02-22-2027.
      { effective_date: '2027-02-22', method: 'pro_rata', reason: 'Non-payment of premium', created_by: 'Billing cycle', premium_delta: -857.53 },
    ]);
    assert.deepEqual(await cancellations(renewal), [
      {
        effective_date: '2028-01-01',
        method: 'flat',
        reason: `Policy SUM-P-RENEWCANCEL-${made}, which this renews, is cancelled for non-payment effective 02-22-2027`,
        created_by: 'Billing cycle',
        premium_delta: -1000,
      },
    ]);
    const history = async (recordId: number) =>
      (await ctx.db.query<{ comment: string }>('SELECT comments AS comment FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id', [recordId])).map((row) => row.comment);
    assert.ok((await history(id)).some((comment) => comment.includes(`its renewal ${renewalNumber} cancelled flat`)), (await history(id)).join('\n'));
    assert.ok((await history(renewal)).some((comment) => comment.includes('which this renews, is cancelled for non-payment effective 02-22-2027')));
    // The insured's email names the renewal too; $1,000.00 - $857.53 returned = $142.47 earned, $83.37 paid: $59.10 owed.
    const emails = outbox.messages.filter((message) => message.to === 'renewed@example.com' && message.subject.endsWith(`policy SUM-P-RENEWCANCEL-${made} cancelled for non-payment`));
    assert.deepEqual(
      emails.map((message) => [message.channel, message.text]),
      [
        [
          'email',
          `Policy SUM-P-RENEWCANCEL-${made} of Maria Renner is cancelled for non-payment of premium effective 02-22-2027. ` +
            `Return premium $857.53; balance $59.10. Its renewal, policy ${renewalNumber} from 01-01-2028, is cancelled too.`,
        ],
      ],
    );
  });
});
