import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { PolicyInstallmentsResponse, PolicyPaymentResponse, PolicyQuotation } from '@kyubos/contracts';
import { formatIsoDate, formatUsdCents } from '@kyubos/domain';
import type { Logger } from '../src/logger';
import { cardPayment as testCard } from './fixtures';
import { createTestContext, type TestContext, versionedSave } from './helpers';
import { listTotals, totalsChange, type ListTotals } from './list-totals';
import { pdfText } from './pdf-text';

type Stage = 'intake form' | 'Quotation' | 'Binder' | 'Policy';
const STAGE_CONDITION: Record<Stage, string> = {
  'intake form': 'quotation = 0',
  Quotation: 'quotation = 1 AND policyapproved = 0',
  Binder: 'policyapproved = 1 AND becomepolicy = 0',
  Policy: 'becomepolicy = 1',
};

const CARD = '4111111111111111';
const CVV = '987';
const cardPayment = (id: number, paidamount: number | string, extra: object = {}) => testCard(id, paidamount, { cvv: CVV, ...extra });

describe('Quotation actions', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  const recordingLogger: Logger = {
    info: (message) => logged.push(message),
    error: (message, error) => logged.push(`${message} ${error instanceof Error ? `${error.message} ${error.stack}` : JSON.stringify(error)}`),
  };
  let summitId: number;
  let harborId: number;
  const used = new Set<number>();

  before(async () => {
    ctx = await createTestContext({ logger: recordingLogger });
    summitId = ctx.logins.summit_admin.client_id;
    harborId = ctx.logins.harbor_admin.client_id;
  });
  after(() => ctx.close());

  /** A live seeded record of the client in the stage that no other test has taken. */
  async function take(stage: Stage, clientId = summitId): Promise<number> {
    const rows = await ctx.db.query<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND ${STAGE_CONDITION[stage]} ORDER BY id`,
      [clientId],
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`No unused ${stage} left`);
    used.add(row.id);
    return row.id;
  }
  /** An unused record put in the book of the agent the user is tied to (an agent's user acts only on those). */
  async function takeOfAgent(stage: Stage, username: string): Promise<number> {
    const id = await take(stage);
    await ctx.db.query(
      `UPDATE policy_quotations q SET submga_id = a.id, submga_code = a.agentcode, submga_name = a.agentname
         FROM users u JOIN client_agents a ON a.id = u.agent_id WHERE u.username = $2 AND q.id = $1`,
      [id, username],
    );
    return id;
  }
  const view = async (id: number, token = ctx.tokens.summit_admin) =>
    (await ctx.post('/viewpolicyquotation', { id }, token)).body.Policyquotations as PolicyQuotation;
  const historyComments = async (id: number) =>
    (await ctx.db.query<{ comments: string; changed_by: string }>('SELECT comments, changed_by FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id', [id])).map(
      (row) => `${row.comments} by ${row.changed_by}`,
    );

  describe('approve', () => {
    beforeEach(async () => {
      await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_admin);
    });

    test('When a client admin approves a quotation, then it is a binder approved by them, in the binder list, with a history row', async () => {
      const id = await take('Quotation');
      const res = await ctx.post('/policyapproveuser', { id, user_id: 999 }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { message: 'Quotation Approved successfully!', id, quotation: 1, policyapproved: 1, becomepolicy: 0 });
      const record = await view(id);
      assert.equal(record.status, 'Binder');
      assert.equal(record.approved_by, ctx.logins.summit_admin.user_id);
      assert.ok(record.approved_at);
      const binders = await ctx.post('/viewpolicybinderlist', { company_id: summitId }, ctx.tokens.summit_admin);
      assert.ok(binders.body.Policyquotations.some((row: { id: number }) => row.id === id));
      assert.equal((await historyComments(id)).at(-1), 'Quotation approved by Summit Specialty MGA');
    });

    test('When a binder, a policy or an incomplete intake form is approved, then 409 says what the record is and nothing changes', async () => {
      for (const [stage, what] of [
        ['Binder', 'a Binder'],
        ['Policy', 'a Policy'],
        ['intake form', 'an incomplete intake form'],
      ] as const) {
        const id = await take(stage);
        const before = await view(id);
        const res = await ctx.post('/policyapproveuser', { id }, ctx.tokens.summit_admin);
        assert.equal(res.status, 409, stage);
        assert.equal(res.body.message, `Only a quotation can be approved; this record is ${what}.`);
        assert.deepEqual(await view(id), before);
      }
    });

    test('When two approvals of one quotation race, then exactly one succeeds', async () => {
      const id = await take('Quotation');
      const answers = await Promise.all([1, 2].map(() => ctx.post('/policyapproveuser', { id }, ctx.tokens.summit_admin)));
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
      assert.equal((await historyComments(id)).filter((line) => line.startsWith('Quotation approved')).length, 1);
    });

    test('When maker-checker is on, then the creator is refused with 403 and another user of the client may approve', async () => {
      await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: true }, ctx.tokens.summit_admin);
      // The seeded book was written by summit_admin; an agent's user acts only on its agent's records.
      const id = await takeOfAgent('Quotation', 'summit_agent');
      const own = await ctx.post('/policyapproveuser', { id }, ctx.tokens.summit_admin);
      assert.equal(own.status, 403);
      assert.equal(own.body.message, 'The approver must differ from the creator of the quotation.');
      assert.equal((await view(id)).status, 'Quotation');
      const other = await ctx.post('/policyapproveuser', { id }, ctx.tokens.summit_agent);
      assert.equal(other.status, 200);
      assert.equal((await view(id)).approved_by, ctx.logins.summit_agent.user_id);
    });

    test('When a staff user without write access to the quotation menus approves, then 403', async () => {
      const id = await take('Quotation');
      assert.equal((await ctx.post('/policyapproveuser', { id }, ctx.tokens.summit_staff)).status, 403);
      assert.equal((await view(id)).status, 'Quotation');
    });

    test('When the id is missing or not a number, then 400 naming it', async () => {
      const res = await ctx.post('/policyapproveuser', { id: 'abc' }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, 'Invalid id: must be a number');
    });
  });

  describe('delete', () => {
    test('When a quotation is deleted, then it leaves the lists and views, and its history keeps the deletion', async () => {
      const id = await take('Quotation');
      const res = await ctx.post('/deletepolicyquotationlist', { id, company_id: summitId }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200);
      assert.equal(res.body.message, 'Quotation delete successfully!');
      assert.equal((await ctx.post('/viewpolicyquotation', { id }, ctx.tokens.summit_admin)).status, 404);
      const list = await ctx.post('/viewpolicyquotationlistfull', { company_id: summitId }, ctx.tokens.summit_admin);
      assert.ok(!list.body.Policyquotations.some((row: { id: number }) => row.id === id));
      assert.equal((await historyComments(id)).at(-1), 'Quotation deleted by Summit Specialty MGA');
      const row = await ctx.db.one<{ deleted_by: number }>('SELECT deleted_by FROM policy_quotations WHERE id = $1', [id]);
      assert.equal(row!.deleted_by, ctx.logins.summit_admin.user_id);
      assert.equal((await ctx.post('/deletepolicyquotationlist', { id }, ctx.tokens.summit_admin)).status, 404);
    });

    test('When a binder is deleted, then the binder message; a policy cannot be deleted (409)', async () => {
      const binder = await take('Binder');
      const res = await ctx.post('/deletepolicyquotationlist', { id: binder }, ctx.tokens.summit_admin);
      assert.equal(res.body.message, 'Binder delete successfully!');
      const policy = await take('Policy');
      const refused = await ctx.post('/deletepolicyquotationlist', { id: policy }, ctx.tokens.summit_admin);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, 'Only a quotation or a binder can be deleted; this record is a Policy.');
    });

    test('When the body names another client, or the caller lacks Admin on the quotation menus, then 403 and nothing is deleted', async () => {
      const id = await take('Quotation');
      assert.equal((await ctx.post('/deletepolicyquotationlist', { id, company_id: harborId }, ctx.tokens.summit_admin)).status, 403);
      assert.equal((await ctx.post('/deletepolicyquotationlist', { id }, ctx.tokens.summit_agent)).status, 403);
      assert.equal((await view(id)).status, 'Quotation');
    });
  });

  describe('re-create and revert', () => {
    test('When a quotation is re-created as an intake form, then the quotation is deleted (history kept) and a new incomplete intake form holds its values', async () => {
      const id = await take('Quotation');
      const quotation = await view(id);
      const res = await ctx.post('/createqutationtointake', { historyItem: { id, firstname: 'ignored' }, login_id: 1 }, ctx.tokens.summit_admin);
      assert.equal(res.status, 200);
      const formId = res.body.id as number;
      assert.notEqual(formId, id);
      assert.deepEqual(res.body, { message: 'Successfully create intake form from quotation!', id: formId, quotation: 0, policyapproved: 0, becomepolicy: 0 });
      const quotations = await ctx.post('/viewpolicyquotationlist', { company_id: summitId }, ctx.tokens.summit_admin);
      assert.ok(!quotations.body.Policyquotations.some((row: { id: number }) => row.id === id));
      assert.equal((await ctx.post('/viewpolicyquotation', { id }, ctx.tokens.summit_admin)).status, 404);
      const form = await view(formId);
      assert.equal(form.quotation, 0);
      assert.notEqual(form.unique_id, quotation.unique_id);
      assert.deepEqual([form.firstname, form.lastname, form.policyamount, form.policycoverage], [quotation.firstname, quotation.lastname, quotation.policyamount, quotation.policycoverage]);
      const incomplete = await ctx.post('/viewincompleteintakeform', { company_id: summitId }, ctx.tokens.summit_admin);
      assert.ok(incomplete.body.Policyquotations.some((row: { id: number }) => row.id === formId));
      assert.equal((await ctx.post('/policyapproveuser', { id: formId }, ctx.tokens.summit_admin)).status, 409);
      assert.equal((await historyComments(id)).at(-1), `Re-created as intake form ${form.unique_id} by Summit Specialty MGA`);
      assert.equal((await historyComments(formId)).at(-1), `Intake form re-created from quotation ${quotation.unique_id} by Summit Specialty MGA`);
    });

    test('When a binder is re-created or the body lacks the quotation, then 409 and 400', async () => {
      const id = await take('Binder');
      assert.equal((await ctx.post('/createqutationtointake', { historyItem: { id } }, ctx.tokens.summit_admin)).status, 409);
      const bad = await ctx.post('/createqutationtointake', { id }, ctx.tokens.summit_admin);
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'Invalid historyItem: must be the quotation');
    });

    test('When a binder is reverted, then it is a quotation again without its approval', async () => {
      const id = await take('Binder');
      const res = await ctx.post('/policyrevartback', { id, company_id: summitId, user_id: 5 }, ctx.tokens.summit_agent);
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { message: 'Binder reverted to quotation', id, quotation: 1, policyapproved: 0, becomepolicy: 0 });
      const record = await view(id);
      assert.equal(record.status, 'Quotation');
      assert.equal(record.approved_by, null);
      assert.equal((await historyComments(id)).at(-1), 'Reverted to quotation by Jordan');
    });

    test('When a policy or a quotation is reverted, then 409', async () => {
      const policy = await take('Policy');
      const res = await ctx.post('/policyrevartback', { id: policy }, ctx.tokens.summit_admin);
      assert.equal(res.status, 409);
      assert.equal(res.body.message, 'Only a binder can be reverted to a quotation; this record is a Policy.');
      assert.equal((await ctx.post('/policyrevartback', { id: await take('Quotation') }, ctx.tokens.summit_admin)).status, 409);
    });
  });

  describe('payments', () => {
    test('When the first card payment is taken on a binder, then it becomes a policy with its own number and the balance drops', async () => {
      const id = await take('Binder');
      const before = await view(id);
      const res = await ctx.post('/policyquotationpayment', cardPayment(id, 100.5, { balance: 0, policyamount: 1, autopayment: 1 }), ctx.tokens.summit_admin);
      assert.equal(res.status, 201, res.text);
      const body = res.body as PolicyPaymentResponse;
      assert.match(body.policy_number!, new RegExp(`^SUM-P-${new Date().getUTCFullYear()}-\\d{6}$`));
      assert.equal(body.message, `Policy ${body.policy_number} issued`);
      assert.equal(body.becomepolicy, 1);
      assert.equal(body.balance, Math.round((before.policyamount - 100.5) * 100) / 100);
      assert.equal(body.payment.card_last4, '1111');
      assert.equal(body.payment.createdby_name, 'Summit Specialty MGA');
      assert.equal(body.payment.autopayment, '1');
      assert.equal(body.payment.cardholdername, 'Olivia Bennett');

      const after = await view(id);
      assert.equal(after.status, 'Policy');
      assert.equal(after.policy_number, body.policy_number);
      assert.equal(after.balance, body.balance);
      assert.equal(after.autopayment, 1);
      assert.equal(after.cardnumber, '**** 1111');
      const policies = await ctx.post('/viewpolicylist', { company_id: summitId }, ctx.tokens.summit_admin);
      assert.ok(policies.body.Policyquotations.some((row: { id: number }) => row.id === id));

      // A later payment lowers the balance again; the number stays.
      const second = await ctx.post(
        '/policyquotationpayment',
        { id, policyPaymentType: 'ACH', paidamount: 50, bankroutingnumber: '011000015', bankaccountnumber: '000123456789' },
        ctx.tokens.summit_admin,
      );
      assert.equal(second.status, 201, second.text);
      assert.equal(second.body.message, 'Payment accepted');
      assert.equal(second.body.policy_number, body.policy_number);
      assert.equal(second.body.balance, Math.round((body.balance - 50) * 100) / 100);

      const history = (await ctx.post('/viewpolicypaymenthistory', { quotation_id: id }, ctx.tokens.summit_admin)).body;
      assert.deepEqual(
        history.policypaymenthistory.map((p: Record<string, unknown>) => [p.policyPaymentType, p.paidamount, p.balance, p.card_last4, p.bankaccount_last4, p.bankroutingnumber]),
        [
          ['CREDIT CARD', 100.5, body.balance, '1111', null, null],
          ['ACH', 50, second.body.balance, null, '6789', '011000015'],
        ],
      );
      assert.equal(history.policyamount, before.policyamount);
      assert.equal(history.balance, second.body.balance);
      assert.equal((await ctx.post('/viewpolicypaymenthistory', { quotation_id: id }, ctx.tokens.harbor_admin)).status, 404);
      assert.deepEqual((await historyComments(id)).slice(-2), [
        `Payment of $100.50 by CREDIT CARD; policy ${body.policy_number} issued by Summit Specialty MGA`,
        'Payment of $50.00 by ACH by Summit Specialty MGA',
      ]);
    });

    test("When a card and an account pay a binder, then the payment history carries the spec's cardnumber and bankaccountnumber masked as the record shows them, never the whole numbers", async () => {
      const id = await take('Binder');
      const card = await ctx.post('/policyquotationpayment', cardPayment(id, 10), ctx.tokens.summit_admin);
      assert.equal(card.status, 201, card.text);
      assert.deepEqual([card.body.payment.cardnumber, card.body.payment.bankaccountnumber], ['**** 1111', null]);
      const ach = await ctx.post(
        '/policyquotationpayment',
        { id, policyPaymentType: 'ACH', paidamount: 5, bankroutingnumber: '011000015', bankaccountnumber: '000123456789' },
        ctx.tokens.summit_admin,
      );
      assert.equal(ach.status, 201, ach.text);

      const history = await ctx.post('/viewpolicypaymenthistory', { quotation_id: id }, ctx.tokens.summit_admin);
      assert.equal(history.status, 200);
      assert.deepEqual(
        history.body.policypaymenthistory.map((p: Record<string, unknown>) => [p.policyPaymentType, p.cardnumber, p.card_last4, p.bankaccountnumber, p.bankaccount_last4]),
        [
          ['CREDIT CARD', '**** 1111', '1111', null, null],
          ['ACH', null, null, '**** 6789', '6789'],
        ],
      );
      assert.equal((await view(id)).cardnumber, '**** 1111');
      // Neither whole number sent (the card as typed, '4111 1111 1111 1111', or as digits) is in the answer.
      assert.doesNotMatch(history.text, /4111 ?1111 ?1111 ?1111|000123456789/);
      assert.ok(history.body.policypaymenthistory.every((p: Record<string, unknown>) => !('cvv' in p)));
    });

    test('When two binders are paid, then their policy numbers follow each other', async () => {
      const numbers: string[] = [];
      for (const id of [await take('Binder'), await take('Binder')]) {
        numbers.push((await ctx.post('/policyquotationpayment', cardPayment(id, 1), ctx.tokens.summit_admin)).body.policy_number);
      }
      const sequence = numbers.map((number) => Number(number.slice(-6)));
      assert.equal(sequence[1], sequence[0]! + 1);
    });

    test('When a payment exceeds the balance, then 400 naming the amount and nothing is stored', async () => {
      const id = await take('Binder');
      const { policyamount } = await view(id);
      const res = await ctx.post('/policyquotationpayment', cardPayment(id, policyamount + 0.01), ctx.tokens.summit_admin);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, `Invalid paidamount: must not exceed the balance of ${formatUsdCents(policyamount)}`);
      assert.equal((await view(id)).status, 'Binder');
      assert.equal((await ctx.post('/viewpolicypaymenthistory', { quotation_id: id }, ctx.tokens.summit_admin)).body.policypaymenthistory.length, 0);
      // Paying exactly the balance is accepted, and then nothing more can be paid.
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(id, policyamount), ctx.tokens.summit_admin)).status, 201);
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(id, 0.01), ctx.tokens.summit_admin)).status, 400);
    });

    test('When a payment breaks the rules of its type, then 400 names the field', async () => {
      const id = await take('Binder');
      const cases: [object, string][] = [
        [{ id, policyPaymentType: 'ACH', paidamount: 5, bankroutingnumber: '011000016', bankaccountnumber: '1234' }, 'Invalid bankroutingnumber: is not a valid routing number'],
        [cardPayment(id, 5, { cardnumber: '4111 1111 1111 1112' }), 'Invalid cardnumber: is not a valid card number'],
        [cardPayment(id, 5, { expiredate: '01/20' }), 'Invalid expiredate: has passed'],
        [cardPayment(id, 5, { cvv: '12' }), 'Invalid cvv: must be 3 digits'],
        [cardPayment(id, 5, { cvv: undefined }), 'Invalid cvv: is required'],
        [{ id, policyPaymentType: 'ZELLE Payment', paidamount: 5 }, 'Invalid referencenumber: is required'],
        [{ id, policyPaymentType: 'BITCOIN', paidamount: 5 }, 'Invalid policyPaymentType: must be one of ACH, CREDIT CARD, MONEY ORDER, CASHIER CHECK, VENMO Payment, ZELLE Payment, APPLY PAY, PAYPAL Payment, Premium Finance'],
        [{ id, policyPaymentType: 'VENMO Payment', paidamount: -5, referencenumber: 'V1' }, 'Invalid paidamount: must be more than 0'],
        // Text in exponent notation is no amount a user types: '1e2' is not taken as $100.00.
        [{ id, policyPaymentType: 'ZELLE Payment', paidamount: '1e2', referencenumber: 'Z-1e2' }, 'Invalid paidamount: must be a number'],
        [{ id, policyPaymentType: 'ZELLE Payment', paidamount: '83.375', referencenumber: 'Z-3' }, 'Invalid paidamount: must have at most 2 decimals'],
      ];
      for (const [body, message] of cases) {
        const res = await ctx.post('/policyquotationpayment', body, ctx.tokens.summit_admin);
        assert.equal(res.status, 400, message);
        assert.equal(res.body.message, message);
      }
      assert.equal((await view(id)).status, 'Binder');
    });

    test('When a payment is taken on a quotation, then 409; on a deleted record, 404', async () => {
      const quotation = await take('Quotation');
      const res = await ctx.post('/policyquotationpayment', cardPayment(quotation, 5), ctx.tokens.summit_admin);
      assert.equal(res.status, 409);
      assert.equal(res.body.message, 'Payments are taken on binders and policies only; this record is a Quotation.');
      const binder = await take('Binder');
      await ctx.post('/deletepolicyquotationlist', { id: binder }, ctx.tokens.summit_admin);
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(binder, 5), ctx.tokens.summit_admin)).status, 404);
    });

    test('When a card payment is taken, then neither the CVV nor the whole card number is stored or logged anywhere', async () => {
      const id = await take('Binder');
      logged.length = 0;
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(id, 10), ctx.tokens.summit_admin)).status, 201);
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(id, 1e9), ctx.tokens.summit_admin)).status, 400);
      assert.equal((await ctx.post('/policyquotationpayment', cardPayment(id, 5, { expiredate: '99/99' }), ctx.tokens.summit_admin)).status, 400);

      const cvvColumns = await ctx.db.query(`SELECT table_name, column_name FROM information_schema.columns WHERE column_name ILIKE '%cvv%'`);
      assert.deepEqual(cvvColumns, []);
      const rows = [
        ...(await ctx.db.query('SELECT * FROM policy_payments WHERE quotation_id = $1', [id])),
        ...(await ctx.db.query('SELECT * FROM policy_quotations WHERE id = $1', [id])),
        ...(await ctx.db.query('SELECT * FROM policy_quotation_history WHERE quotation_id = $1', [id])),
      ];
      const stored = JSON.stringify(rows);
      assert.ok(stored.includes('"card_last4":"1111"'));
      assert.ok(!stored.includes(CARD), 'the whole card number is stored');
      for (const row of rows.slice(0, 1)) {
        const values = Object.entries(row).filter(([key]) => !['id', 'quotation_id', 'company_id', 'user_id', 'created_at'].includes(key));
        assert.ok(!values.some(([, value]) => String(value).includes(CVV)), `the CVV is stored: ${JSON.stringify(values)}`);
      }
      const dump = JSON.stringify(await ctx.db.query(`SELECT string_agg(t::text, ' ') AS all FROM policy_payments t`));
      assert.ok(!dump.includes(CARD));
      assert.ok(logged.every((line) => !line.includes(CVV) && !line.includes(CARD)), logged.join('\n'));
    });
  });

  describe('list totals', () => {
    test('When records are approved, paid, reverted, re-created and deleted, then each list total moves with them and equals the count', async () => {
      await versionedSave(ctx.post, ctx.db, '/updatequotationsettings', { approver_must_differ: false }, ctx.tokens.summit_admin);
      const steps: [string, () => Promise<unknown>, Partial<ListTotals>][] = [
        ['approve', async () => ctx.post('/policyapproveuser', { id: await take('Quotation') }, ctx.tokens.summit_admin).expect(200), { quotations: -1, binders: 1 }],
        ['first payment', async () => ctx.post('/policyquotationpayment', cardPayment(await take('Binder'), 10), ctx.tokens.summit_admin).expect(201), { binders: -1, policies: 1 }],
        ['revert', async () => ctx.post('/policyrevartback', { id: await take('Binder') }, ctx.tokens.summit_admin).expect(200), { binders: -1, quotations: 1 }],
        ['re-create', async () => ctx.post('/createqutationtointake', { historyItem: { id: await take('Quotation') } }, ctx.tokens.summit_admin).expect(200), { incomplete: 1 }],
        ['delete a quotation', async () => ctx.post('/deletepolicyquotationlist', { id: await take('Quotation') }, ctx.tokens.summit_admin).expect(200), { all: -1, quotations: -1 }],
        ['delete a binder', async () => ctx.post('/deletepolicyquotationlist', { id: await take('Binder') }, ctx.tokens.summit_admin).expect(200), { all: -1, binders: -1 }],
        ['refused delete', async () => ctx.post('/deletepolicyquotationlist', { id: await take('Policy') }, ctx.tokens.summit_admin).expect(409), {}],
      ];
      for (const [step, act, change] of steps) {
        const before = (await listTotals(ctx)).answered;
        await act();
        const after = await listTotals(ctx);
        assert.deepEqual(after.answered, after.counted, step);
        assert.deepEqual(totalsChange(before, after.answered), { all: 0, quotations: 0, binders: 0, policies: 0, incomplete: 0, ...change }, step);
      }
    });
  });

  describe('tenants', () => {
    test("When Harbor acts on Summit's records, then every call answers 404 and nothing changes", async () => {
      const quotation = await take('Quotation');
      const binder = await take('Binder');
      const token = ctx.tokens.harbor_admin;
      const calls: [string, object][] = [
        ['/policyapproveuser', { id: quotation }],
        ['/deletepolicyquotationlist', { id: quotation }],
        ['/createqutationtointake', { historyItem: { id: quotation } }],
        ['/policyrevartback', { id: binder }],
        ['/policyquotationpayment', cardPayment(binder, 1)],
        ['/policyquotationdocument', { id: binder }],
        ['/viewpolicypaymenthistory', { quotation_id: binder }],
      ];
      for (const [path, body] of calls) assert.equal((await ctx.post(path, body, token)).status, 404, path);
      assert.equal((await view(quotation)).status, 'Quotation');
      assert.equal((await view(binder)).status, 'Binder');
      assert.equal((await ctx.post('/policyquotationpayment', { ...cardPayment(binder, 1), client_id: harborId }, ctx.tokens.summit_admin)).status, 403);
    });

    test("When Harbor approves its own quotation, then it works within Harbor's book", async () => {
      const id = await take('Quotation', harborId);
      assert.equal((await ctx.post('/policyapproveuser', { id }, ctx.tokens.harbor_admin)).status, 200);
      assert.equal((await ctx.post('/viewpolicyquotation', { id }, ctx.tokens.summit_admin)).status, 404);
    });

    test('When signed out, then 401 on every action', async () => {
      for (const path of ['/policyapproveuser', '/deletepolicyquotationlist', '/createqutationtointake', '/policyrevartback', '/policyquotationpayment', '/policyquotationdocument']) {
        assert.equal((await ctx.post(path, { id: 1 })).status, 401, path);
      }
    });
  });

  describe('documents', () => {
    test('When a quotation letter is downloaded, then it is a PDF naming the client, insured, number and coverages', async () => {
      const id = await take('Quotation');
      const record = await view(id);
      const res = await ctx.post('/policyquotationdocument', { id }, ctx.tokens.summit_admin).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'application/pdf');
      assert.equal(res.headers['content-disposition'], `attachment; filename=${record.unique_id}-quotation.pdf`);
      const text = (await pdfText(res.body as Buffer)).join(' ');
      for (const expected of ['Summit Specialty MGA', 'Quotation', record.unique_id, `${record.firstname} ${record.lastname}`, record.policycoverage[0]!.coverage_name]) {
        assert.ok(text.includes(expected), `missing ${expected}`);
      }
    });

    test('When policy declarations are downloaded, then they carry the policy number, payments and the instalment plan', async () => {
      const id = await take('Binder');
      const paid = await ctx.post('/policyquotationpayment', cardPayment(id, 20), ctx.tokens.summit_admin);
      const res = await ctx.post('/policyquotationdocument', { id }, ctx.tokens.summit_admin).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const text = (await pdfText(res.body as Buffer)).join(' ');
      assert.ok(text.includes('Policy Declarations'));
      assert.ok(text.includes(paid.body.policy_number));
      assert.ok(text.includes('Paid $20.00'));
      // The plan billing answers for the policy: its first instalment's due date and amount.
      const plan = (await ctx.post('/viewpolicyinstallments', { id }, ctx.tokens.summit_admin).expect(200)).body as PolicyInstallmentsResponse;
      const first = plan.installments[0]!;
      assert.ok(text.includes(`Instalment Plan # Due Date Amount Paid Status 1 ${formatIsoDate(first.duedate)} ${formatUsdCents(first.amount)} ${formatUsdCents(first.paid)}`), text);
      assert.ok(!text.includes('Payment Schedule'), text);
    });
  });
});
