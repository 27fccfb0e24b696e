import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PolicyPayment, PolicyPaymentResponse } from '@kyubos/contracts';
import { cardPayment } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

/** A payment is taken once: an idempotency key answers a retry with the first answer, and a reference number is recorded once per policy. */
describe('Payments taken once', () => {
  let ctx: TestContext;
  let clock = new Date('2026-11-27T15:00:00Z');
  const used = new Set<number>();

  before(async () => {
    ctx = await createTestContext({ now: () => clock });
  });
  after(() => ctx.close());

  /** A seeded binder of Summit no other test has taken, with a balance of $1,000.00 to pay. */
  async function binder(): Promise<number> {
    const rows = await ctx.db.query<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND policyapproved = 1 AND becomepolicy = 0
          AND NOT EXISTS (SELECT 1 FROM policy_payments p WHERE p.quotation_id = policy_quotations.id) ORDER BY id`,
      [ctx.logins.summit_admin.client_id],
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error('No unused binder left');
    used.add(row.id);
    await ctx.db.query('UPDATE policy_quotations SET policyamount = 1000, balance = 1000 WHERE id = $1', [row.id]);
    return row.id;
  }
  const zelle = (id: number, paidamount: number, referencenumber = 'ZL-2026-5531') => ({ id, policyPaymentType: 'ZELLE Payment', paidamount, referencenumber });
  const pay = (body: object, key?: string, token = ctx.tokens.summit_admin) => {
    const call = ctx.post('/policyquotationpayment', body, token);
    return key === undefined ? call : call.set('Idempotency-Key', key);
  };
  const payments = async (id: number) =>
    ((await ctx.post('/viewpolicypaymenthistory', { quotation_id: id }, ctx.tokens.summit_admin)).body.policypaymenthistory as PolicyPayment[]).map(
      (payment) => [payment.paidamount, payment.balance, payment.referencenumber],
    );
  /** The payments of a record dated a fixed day, so the refusal names it. */
  const dated = (id: number) => ctx.db.query(`UPDATE policy_payments SET created_at = '2026-11-27T15:00:00Z' WHERE quotation_id = $1`, [id]);

  describe('Idempotency-Key', () => {
    test('When the same payment is sent twice at once with one key, then one payment is taken and both calls answer it', async () => {
      const id = await binder();
      const [first, second] = await Promise.all([pay(zelle(id, 250), 'k-1'), pay(zelle(id, 250), 'k-1')]);
      assert.deepEqual([first.status, second.status], [201, 201]);
      assert.deepEqual(second.body, first.body);
      const answer = first.body as PolicyPaymentResponse;
      assert.match(answer.message, /^Policy SUM-P-\d{4}-\d{6} issued$/);
      assert.equal(answer.balance, 750);
      // Exactly one of the two is the answer given again, and says so.
      assert.deepEqual([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort(), ['true', undefined]);
      assert.deepEqual(await payments(id), [[250, 750, 'ZL-2026-5531']]);

      // A retry later (a timeout on the first) answers the same again; the body's spacing and number form do not matter.
      const retry = await pay({ ...zelle(id, 250), paidamount: '250.00', referencenumber: ' ZL-2026-5531 ' }, 'k-1');
      assert.equal(retry.status, 201);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.deepEqual(retry.body, first.body);
      assert.deepEqual(await payments(id), [[250, 750, 'ZL-2026-5531']]);
    });

    test('When a key is sent again with another payment, then 422 says so and no payment is taken', async () => {
      const id = await binder();
      assert.equal((await pay(cardPayment(id, 10), 'k-2')).status, 201);
      const other = await pay(cardPayment(id, 20), 'k-2');
      assert.equal(other.status, 422);
      assert.equal(other.body.message, 'This Idempotency-Key was already used for another payment: a new payment is sent with a new key.');
      const otherRecord = await pay(cardPayment(await binder(), 10), 'k-2');
      assert.equal(otherRecord.status, 422);
      assert.deepEqual(await payments(id), [[10, 990, null]]);
    });

    test('When a payment with a key is refused, then the key is not spent: the corrected payment with it is taken', async () => {
      const id = await binder();
      const over = await pay(cardPayment(id, 1000.01), 'k-3');
      assert.equal(over.status, 400);
      assert.equal(over.body.message, 'Invalid paidamount: must not exceed the balance of $1,000.00');
      const corrected = await pay(cardPayment(id, 1000), 'k-3');
      assert.equal(corrected.status, 201);
      assert.equal(corrected.headers['idempotent-replayed'], undefined);
      assert.deepEqual(await payments(id), [[1000, 0, null]]);
    });

    test("When another user of the client has used the key, then it is that user's own: this user's call with it is a payment of theirs", async () => {
      const id = await binder();
      const { client_id: clientId, user_id: userId } = ctx.logins.summit_admin;
      await ctx.db.query(
        `INSERT INTO payment_idempotency_keys (client_id, user_id, key, body_sha256, answer, created_at) VALUES ($1, $2, 'k-4', 'another body', '{}', $3)`,
        [clientId, ctx.logins.summit_staff.user_id, clock],
      );
      const res = await pay(cardPayment(id, 10), 'k-4');
      assert.equal(res.status, 201);
      assert.equal(res.headers['idempotent-replayed'], undefined);
      assert.deepEqual(await payments(id), [[10, 990, null]]);
      assert.notEqual(userId, ctx.logins.summit_staff.user_id);
    });

    test('When a key is 24 hours old, then it is let go: the same call with it is a new payment', async () => {
      const id = await binder();
      assert.equal((await pay(cardPayment(id, 10), 'k-5')).status, 201);
      clock = new Date('2026-11-28T14:59:59Z');
      assert.equal((await pay(cardPayment(id, 10), 'k-5')).headers['idempotent-replayed'], 'true');
      clock = new Date('2026-11-28T15:00:00Z');
      const later = await pay(cardPayment(id, 10), 'k-5');
      clock = new Date('2026-11-27T15:00:00Z');
      assert.equal(later.status, 201);
      assert.equal(later.headers['idempotent-replayed'], undefined);
      assert.deepEqual(await payments(id), [
        [10, 990, null],
        [10, 980, null],
      ]);
    });

    test('When the key is not 1 to 255 visible ASCII characters, then 400 names the header', async () => {
      const id = await binder();
      for (const key of ['x'.repeat(256), 'two words']) {
        const res = await pay(cardPayment(id, 10), key);
        assert.equal(res.status, 400);
        assert.equal(res.body.message, 'Invalid Idempotency-Key: must be 1 to 255 visible ASCII characters');
      }
      assert.deepEqual(await payments(id), []);
    });
  });

  describe('reference number', () => {
    test('When a reference is recorded on the policy already, then 409 names its receipt and day, trimmed and whatever its case', async () => {
      const id = await binder();
      const first = await pay(zelle(id, 250));
      assert.equal(first.status, 201);
      await dated(id);
      const receipt = `R-${first.body.policy_number}-${first.body.payment.id}`;
      for (const [type, reference] of [
        ['ZELLE Payment', 'ZL-2026-5531'],
        ['VENMO Payment', '  zl-2026-5531 '],
      ]) {
        const again = await pay({ ...zelle(id, 250), policyPaymentType: type, referencenumber: reference });
        assert.equal(again.status, 409);
        // Named as recorded (as the receipt and history show it), not as retyped.
        assert.equal(again.body.message, `Payment reference ZL-2026-5531 is already recorded on this policy (receipt ${receipt}, 11-27-2026).`, reference);
      }
      assert.deepEqual(await payments(id), [[250, 750, 'ZL-2026-5531']]);
      // Another reference, and payments without one (card), are taken.
      assert.equal((await pay(zelle(id, 250, 'ZL-2026-5532'))).status, 201);
      assert.equal((await pay(cardPayment(id, 100))).status, 201);
      assert.equal((await pay(cardPayment(id, 100))).status, 201);
      assert.deepEqual(await payments(id), [
        [250, 750, 'ZL-2026-5531'],
        [250, 500, 'ZL-2026-5532'],
        [100, 400, null],
        [100, 300, null],
      ]);
    });

    test('When a recorded mixed-case reference is retyped in another case with spaces, then the refusal names it as recorded, as the history shows it', async () => {
      const id = await binder();
      const first = await pay(zelle(id, 250, 'Qa12e-Issue-100'));
      assert.equal(first.status, 201);
      await dated(id);
      const retyped = await pay(zelle(id, 250, ' qa12E-ISSUE-100 '), 'k-retyped-reference');
      assert.equal(retyped.status, 409);
      assert.equal(
        retyped.body.message,
        `Payment reference Qa12e-Issue-100 is already recorded on this policy (receipt R-${first.body.policy_number}-${first.body.payment.id}, 11-27-2026).`,
      );
      assert.deepEqual(await payments(id), [[250, 750, 'Qa12e-Issue-100']]);
    });

    test('When one reference is sent twice at once with no key, then one payment is taken and the other is refused naming it', async () => {
      const id = await binder();
      const answers = await Promise.all([pay(zelle(id, 250)), pay(zelle(id, 250))]);
      assert.deepEqual(answers.map((res) => res.status).sort(), [201, 409]);
      const taken = answers.find((res) => res.status === 201)!.body as PolicyPaymentResponse;
      const refused = answers.find((res) => res.status === 409)!.body.message as string;
      assert.match(refused, new RegExp(`^Payment reference ZL-2026-5531 is already recorded on this policy \\(receipt R-${taken.policy_number}-${taken.payment.id}, \\d{2}-\\d{2}-\\d{4}\\)\\.$`));
      assert.deepEqual(await payments(id), [[250, 750, 'ZL-2026-5531']]);
    });

    test('When two policies are paid with one reference, then each takes its payment', async () => {
      const [one, two] = [await binder(), await binder()];
      assert.equal((await pay(zelle(one, 250))).status, 201);
      assert.equal((await pay(zelle(two, 250))).status, 201);
      assert.deepEqual(await payments(one), [[250, 750, 'ZL-2026-5531']]);
      assert.deepEqual(await payments(two), [[250, 750, 'ZL-2026-5531']]);
    });

    test('When a second payment with a recorded reference is written past the service, then the database refuses it', async () => {
      const id = await binder();
      assert.equal((await pay(zelle(id, 250))).status, 201);
      const insert = (reference: string) =>
        ctx.db.query(
          `INSERT INTO policy_payments (company_id, quotation_id, "policyPaymentType", paidamount, balance, referencenumber)
           VALUES ($1, $2, 'ZELLE Payment', 1, 0, $3)`,
          [ctx.logins.summit_admin.client_id, id, reference],
        );
      await assert.rejects(insert(' zl-2026-5531'), (error: { code?: string; constraint?: string }) => {
        assert.equal(error.code, '23505');
        assert.equal(error.constraint, 'policy_payments_reference_once');
        return true;
      });
      // Blank references are no reference: not concerned.
      await insert('  ');
      await insert('  ');
    });
  });
});
