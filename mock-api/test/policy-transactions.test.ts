import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { LossRatioResponse, PolicyDetails, PolicyTransactionsResponse, PolicyVersionResponse, ViewDashboardResponse } from '@kyubos/contracts';
import { addDays, formatIsoDate, recordAmountAttribute, todayIso } from '@kyubos/domain';
import { createIntakeFormRepository } from '../src/quotations/form-repository';
import { buildingAndFlood, copyPolicy } from './fixtures';
import { createTestContext, lifeAction, type TestContext, versionedSave } from './helpers';
import { pdfText } from './pdf-text';

type Stage = 'Quotation' | 'Binder' | 'Policy';
const STAGE_CONDITION: Record<Stage, string> = {
  Quotation: 'quotation = 1 AND policyapproved = 0',
  Binder: 'policyapproved = 1 AND becomepolicy = 0',
  Policy: 'becomepolicy = 1',
};

describe('Policy transactions', () => {
  let ctx: TestContext;
  let summitId: number;
  const used = new Set<number>();
  const today = todayIso();

  before(async () => {
    ctx = await createTestContext();
    summitId = ctx.logins.summit_admin.client_id;
  });
  after(() => ctx.close());

  async function take(stage: Stage): Promise<number> {
    const rows = await ctx.db.query<{ id: number }>(
      `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND submga_id IS NULL AND ${STAGE_CONDITION[stage]} ORDER BY id`,
      [summitId],
    );
    const row = rows.find((candidate) => !used.has(candidate.id));
    if (!row) throw new Error(`No unused ${stage} left`);
    used.add(row.id);
    return row.id;
  }
  /** An unused seeded policy made a $1,200 policy over the given term, balance $1,200, flood coverage as given. */
  let made = 0;
  async function policy(start = '2027-01-01', end = '2028-01-01', flood: 'Y' | 'N' = 'N', amount = flood === 'Y' ? 1565 : 1200): Promise<number> {
    const source = await take('Policy');
    used.delete(source);
    made += 1;
    // A $1,200 building coverage (required) and a $365 flood coverage (optional, taken or not).
    const id = await copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-LIFE-${made}`,
      policy_number: `SUM-P-LIFE-${made}`,
      policyeffectivedate: start,
      policyscheduledate: end,
      policycoverage: buildingAndFlood(1200, flood),
      policyamount: amount,
    });
    used.add(id);
    return id;
  }
  const post = (url: string, body: object, token = ctx.tokens.summit_admin) => ctx.post(url, body, token);
  const life = async (id: number) => (await post('/viewpolicytransactions', { id })).body as PolicyTransactionsResponse;
  const stored = async (id: number) =>
    ctx.db.one<{ policyamount: number; balance: number; life_version: number; policycoverage: unknown; cancelled_on: string | null }>(
      `SELECT policyamount::float8 AS policyamount, balance::float8 AS balance, life_version, policycoverage,
              to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on FROM policy_quotations WHERE id = $1`,
      [id],
    );
  const answerOf = (res: { status: number; body: { message?: string } }) => [res.status, res.body.message];
  const transactionCount = async (id: number) =>
    (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_transactions WHERE quotation_id = $1', [id]))!.n;

  describe('endorse', () => {
    test('When a $365 coverage is added to a $1,200 annual policy from 01-01-2027 on 07-02-2027, then the delta is $183.00 for 183 of 365 days', async () => {
      const id = await policy();
      const res = await lifeAction(post, '/policyendorse', {
        id,
        endorsementeffectivedate: '2027-07-02',
        policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }],
        reason: 'Flood cover asked for',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.premium_delta, 183);
      assert.equal(res.body.policyamount, 1383);
      assert.equal(res.body.balance, 1383);
      assert.equal(res.body.version, 1);
      assert.ok(res.body.endorsement_id > 0);
      const row = await stored(id);
      assert.equal(row!.policyamount, 1383);
      assert.equal((row!.policycoverage as { coverageinclude: string }[])[1]!.coverageinclude, 'Y');

      const { transactions, status, version } = await life(id);
      assert.equal(status, 'Pending');
      assert.equal(version, 1);
      assert.deepEqual(
        transactions.map((t) => [t.type, t.effectivedate, t.premium_delta, t.reason]),
        [
          ['New business', '2027-01-01', 1200, null],
          ['Endorsement', '2027-07-02', 183, 'Flood cover asked for'],
        ],
      );
      assert.deepEqual(transactions[1]!.changes, { 'coverage Flood': { before: 'N', after: 'Y' } });
      assert.equal(transactions[1]!.created_by, 'Summit Specialty MGA');
      const history = await ctx.db.query<{ comments: string }>('SELECT comments FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id DESC LIMIT 1', [id]);
      assert.equal(history[0]!.comments, 'Endorsement effective 07-02-2027: premium +$183.00');
    });

    test('When a coverage is removed on 10-01-2027, then $92.00 is returned for 92 days; insured fields are versioned too', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Y');
      const res = await lifeAction(post, '/policyendorse', {
        id,
        endorsementeffectivedate: '2027-10-01',
        policycoverage: [{ coverage_id: 9002, coverageinclude: 'N' }],
        address: '12 New Street',
        reason: 'Moved to higher ground',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.premium_delta, -92);
      assert.equal(res.body.policyamount, 1473);
      const { transactions } = await life(id);
      assert.equal(transactions[1]!.changes!.address!.after, '12 New Street');
    });

    test("When an endorsement changes the insured's phone, then only a valid number of its country is taken, stored as validated; anything else is 400 naming phonenumber", async () => {
      const id = await policy();
      const phone = async () => (await ctx.db.one<{ phonenumber: string }>('SELECT phonenumber FROM policy_quotations WHERE id = $1', [id]))!.phonenumber;
      const before = await phone();
      for (const [sent, message] of [
        ['12', 'Invalid phonenumber: is not a valid phone number for its country'],
        ['180955510230355', 'Invalid phonenumber: is not a valid phone number for its country'],
        ['0335550199', 'Invalid phonenumber: is not a valid phone number for its country'],
        ['+1 303 abc', 'Invalid phonenumber: must contain digits only'],
      ] as const) {
        const refused = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-03-01', phonenumber: sent, reason: 'New phone' });
        assert.equal(refused.status, 400, `${sent}: ${JSON.stringify(refused.body)}`);
        assert.equal(refused.body.message, message);
      }
      assert.equal(await phone(), before);
      const taken = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-03-01', phonenumber: '+1 (303) 555-0199', reason: 'New phone' });
      assert.equal(taken.status, 200, JSON.stringify(taken.body));
      assert.equal(await phone(), '13035550199');
    });

    test('When Flood, endorsed in from 10-01-2027, is then endorsed in from 07-02-2027, then the change is read against the version in force that day and charges only the 91 days between: $91.00', async () => {
      const id = await policy();
      const later = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-10-01', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood from October' });
      assert.equal(later.body.premium_delta, 92);
      const earlier = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood from July' });
      assert.equal(earlier.status, 200, JSON.stringify(earlier.body));
      // 91 of 365 days of $365; with the 92 days already charged, Flood's 183 days from 07-02-2027 are charged once: $1,383.
      assert.deepEqual([earlier.body.premium_delta, earlier.body.policyamount], [91, 1383]);
      const { transactions } = await life(id);
      assert.deepEqual(transactions.at(-1)!.changes, { 'coverage Flood': { before: 'N', after: 'Y' } });
      const floodOn = async (asof: string) =>
        ((await post('/viewpolicyversion', { id, asof })).body as PolicyVersionResponse).policycoverage.find((row) => row.coverage_id === 9002)!.coverageinclude;
      assert.deepEqual([await floodOn('2027-07-01'), await floodOn('2027-07-02'), await floodOn('2027-10-01')], ['N', 'Y', 'Y']);
      // Taken in from 10-01-2027 already, it is no change on that date.
      const again = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-11-01', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'x' });
      assert.deepEqual([again.status, again.body.message], [409, 'The endorsement changes nothing on the policy.']);
    });

    test('When a required coverage is sent as N, then it stays included and the rest is charged to the cent: -$100 for 100 days is -$27.40', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Y');
      await ctx.db.query(`UPDATE policy_quotations SET policycoverage = jsonb_set(policycoverage, '{1,premium}', '100') WHERE id = $1`, [id]);
      const res = await lifeAction(post, '/policyendorse', {
        id,
        endorsementeffectivedate: '2027-09-23',
        policycoverage: [
          { coverage_id: 9001, coverageinclude: 'N' },
          { coverage_id: 9002, coverageinclude: 'N' },
        ],
        reason: 'Flood dropped',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.premium_delta, -27.4);
      const { transactions } = await life(id);
      assert.deepEqual(Object.keys(transactions[1]!.changes!), ['coverage Flood']);
    });

    test('When the date is outside the term, then 400 names endorsementeffectivedate; a quotation or binder, or nothing changed, 409 says why; nothing is written', async () => {
      const id = await policy();
      for (const date of ['2026-12-31', '2028-01-01']) {
        const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: date, policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'x' });
        const rule = 'The effective date must lie within the policy term, 01-01-2027 to 12-31-2027 (expires 01-01-2028)';
        assert.deepEqual([res.status, res.body.message, res.body.errors], [400, rule, [{ path: 'endorsementeffectivedate', message: rule }]]);
      }
      const same = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-03-01', policycoverage: [{ coverage_id: 9002, coverageinclude: 'N' }], reason: 'x' });
      assert.equal(same.status, 409);
      assert.equal(same.body.message, 'The endorsement changes nothing on the policy.');
      assert.equal(await transactionCount(id), 0);
      assert.equal((await stored(id))!.policyamount, 1200);
      for (const stage of ['Quotation', 'Binder'] as const) {
        const other = await take(stage);
        const res = await lifeAction(post, '/policyendorse', { id: other, endorsementeffectivedate: '2027-03-01', firstname: 'Zed', reason: 'x' });
        assert.equal(res.status, 409, stage);
        assert.equal(res.body.message, `Only an issued policy takes this transaction; this record is a ${stage}.`);
        assert.equal(await transactionCount(other), 0);
      }
    });

    test('When the body is bad, then 400 names the field', async () => {
      const id = await policy();
      const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-02-30', reason: 'x' });
      assert.equal(res.status, 400);
      assert.match(res.body.message, /endorsementeffectivedate/);
      const noReason = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-02-03', firstname: 'A' });
      assert.equal(noReason.status, 400);
      assert.match(noReason.body.message, /reason/);
      const unknownCoverage = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-02-03', policycoverage: [{ coverage_id: 1, coverageinclude: 'Y' }], reason: 'x' });
      assert.equal(unknownCoverage.status, 400);
      assert.match(unknownCoverage.body.message, /policycoverage\.0\.coverage_id/);
    });

    test('When two endorsements of one version race, then one wins and the other is refused with 409; no update is lost', async () => {
      const id = await policy();
      const bodies = [
        { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'first', version: 0 },
        { id, endorsementeffectivedate: '2027-07-02', firstname: 'Racer', reason: 'second', version: 0 },
      ];
      const answers = await Promise.all(bodies.map((body) => lifeAction(post, '/policyendorse', body)));
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
      const refused = answers.find((res) => res.status === 409)!;
      assert.match(refused.body.message, /changed meanwhile/);
      assert.equal(await transactionCount(id), 1);
      assert.equal((await stored(id))!.life_version, 1);
    });
  });

  describe('cancel', () => {
    test('When a $1,200 policy is cancelled pro rata on 07-02-2027, then $601.64 is returned (183 of 365 days) and it is Cancel pending', async () => {
      const id = await policy();
      const res = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'Insured sold the building' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.return_premium, 601.64);
      assert.equal(res.body.status, 'Cancel pending');
      assert.equal(res.body.balance, 598.36);
      assert.equal(res.body.policyamount, 598.36);
      const { transactions, status } = await life(id);
      assert.equal(status, 'Cancel pending');
      assert.deepEqual(transactions.at(-1)!.type, 'Cancellation');
      assert.equal(transactions.at(-1)!.premium_delta, -601.64);
      assert.equal(transactions.at(-1)!.method, 'pro_rata');
      assert.equal(transactions[0]!.premium_delta, 1200);
      const history = await ctx.db.query<{ comments: string }>('SELECT comments FROM policy_quotation_history WHERE quotation_id = $1 ORDER BY id DESC LIMIT 1', [id]);
      assert.equal(history[0]!.comments, 'Cancelled pro rata effective 07-02-2027: return premium $601.64');

      const again = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-08-01', method: 'pro_rata', reason: 'again' });
      assert.equal(again.status, 409);
      // Pending: the cover runs until 07-02-2027, and the refusals say so.
      assert.equal(again.body.message, 'This policy is already to be cancelled on 07-02-2027.');
      const endorse = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-10', firstname: 'Late', reason: 'x' });
      assert.equal(endorse.status, 409);
      assert.equal(endorse.body.message, 'A cancellation takes effect on 07-02-2027: reinstate it first to endorse the policy.');
      assert.equal(await transactionCount(id), 1);
    });

    test('When cancelled before an endorsement takes effect, then that endorsement earned nothing: $601.64 + its $92.00 = $693.64 returned', async () => {
      // Flood ($365 a year) endorsed in from 10-01-2027: $92.00 for its 92 days. Cancelled 07-02-2027, while the $1,200 version is in force.
      const id = await policy();
      const endorsed = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-10-01', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood from October' });
      assert.equal(endorsed.body.premium_delta, 92);
      const res = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'Insured sold the building' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.return_premium, 693.64);
      // Earned: $1,200 for 182 of 365 days.
      assert.equal(res.body.policyamount, 598.36);
      assert.equal((await stored(id))!.policyamount, 598.36);

      // Cancelled after it takes effect: the $1,565 version, pro rata for 61 of 365 days, $261.55.
      const later = await policy();
      await lifeAction(post, '/policyendorse', { id: later, endorsementeffectivedate: '2027-10-01', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood from October' });
      const cancelledLater = await lifeAction(post, '/policycancel', { id: later, cancellationeffectivedate: '2027-11-01', method: 'pro_rata', reason: 'Sold' });
      assert.equal(cancelledLater.body.return_premium, 261.55);
    });

    test('When cancelled short rate, then the pro-rata amount times the settings factor is returned: $541.48 at 0.90, $481.31 at 0.80', async () => {
      const first = await policy();
      const res = await lifeAction(post, '/policycancel', { id: first, cancellationeffectivedate: '2027-07-02', method: 'short_rate', reason: 'Non-payment' });
      assert.equal(res.body.return_premium, 541.48);
      const set = await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, short_rate_factor: 0.8 });
      assert.equal(set.status, 200);
      assert.equal(set.body.settings.short_rate_factor, 0.8);
      const second = await policy();
      const res2 = await lifeAction(post, '/policycancel', { id: second, cancellationeffectivedate: '2027-07-02', method: 'short_rate', reason: 'Non-payment' });
      assert.equal(res2.body.return_premium, 481.31);
      await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, short_rate_factor: 0.9 });
      const bad = await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, short_rate_factor: 1.5 });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /short_rate_factor/);
    });

    test('When cancelled flat, then all premium is returned, and only at inception', async () => {
      const id = await policy();
      const late = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-01-02', method: 'flat', reason: 'x' });
      assert.equal(late.status, 409);
      assert.equal(late.body.message, 'A flat cancellation takes effect at inception only');
      const outside = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2028-01-01', method: 'pro_rata', reason: 'x' });
      assert.equal(outside.status, 409);
      assert.equal(await transactionCount(id), 0);
      const res = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-01-01', method: 'flat', reason: 'Never started' });
      assert.equal(res.body.return_premium, 1200);
      assert.equal(res.body.balance, 0);
      const bad = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-01-01', method: 'half', reason: 'x' });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /method/);
    });

    test('When a paid policy is cancelled, then the balance goes below zero: the refund owed', async () => {
      const id = await policy();
      await ctx.db.query('UPDATE policy_quotations SET balance = 0 WHERE id = $1', [id]);
      const res = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'Refund' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.balance, -601.64);
      assert.equal((await stored(id))!.balance, -601.64);
    });

    test('The endorsement and cancellation notices print what changed and the premium effect', async () => {
      const id = await policy();
      const endorsed = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood cover' });
      const pdf = async (transactionId: number) => {
        const res = await post('/policytransactiondocument', { id: transactionId }).buffer(true).parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
        assert.equal(res.status, 200);
        assert.match(res.headers['content-type'] ?? '', /application\/pdf/);
        return (await pdfText(res.body as Buffer)).join(' ');
      };
      const endorsement = await pdf(endorsed.body.endorsement_id);
      assert.match(endorsement, /Policy Endorsement/);
      assert.match(endorsement, /Additional Premium: \$183/);
      assert.match(endorsement, /coverage Flood: from N to Y/);
      await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'Sold' });
      const cancellation = (await life(id)).transactions.at(-1)!;
      const notice = await pdf(cancellation.id!);
      assert.match(notice, /Notice of Cancellation/);
      assert.match(notice, /Method: Pro rata/);
      assert.match(notice, /Return Premium: \$784.64/);
      const other = await post('/policytransactiondocument', { id: 999999 });
      assert.equal(other.status, 404);
      const foreign = await post('/policytransactiondocument', { id: cancellation.id! }, ctx.tokens.harbor_admin);
      assert.ok([403, 404].includes(foreign.status));
    });

    test('When an endorsement takes effect mid-term, then earned premium counts it from its date only (Loss Runs, reports, dashboard)', async () => {
      // $1,200 a year, 100 days in; flood ($365 a year) added from 50 days ago.
      const id = await policy(addDays(today, -100), addDays(today, 265));
      const earnedOn = async (day: string) =>
        ((await post('/viewlossratio', { from: day, to: day, group_by: 'lob' })).body as LossRatioResponse).totals.earned_premium;
      const [dayBefore, dayAfter] = [addDays(today, -60), addDays(today, -10)];
      const was = [await earnedOn(dayBefore), await earnedOn(dayAfter)];
      const res = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: addDays(today, -50), policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      // A day before it earns as before (1,200 / 365 = $3.29); a day after it $1.00 more (1,565 / 365 = $4.29).
      assert.equal(await earnedOn(dayBefore), was[0]);
      assert.equal(await earnedOn(dayAfter), (Number(was[1]) + 1).toFixed(2));
    });

    test('When a policy with a later endorsement is cancelled flat, then its version on any date is charged $0, as the policy stands', async () => {
      const id = await policy();
      await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
      const flat = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-01-01', method: 'flat', reason: 'Never in force' });
      assert.equal(flat.status, 200, JSON.stringify(flat.body));
      assert.equal(flat.body.return_premium, 1383);
      for (const asof of ['2027-01-01', '2027-08-01']) {
        const version = (await post('/viewpolicyversion', { id, asof })).body as PolicyVersionResponse;
        assert.equal(version.policyamount, 0, asof);
      }
      // Before a pro rata cancellation's date the version is charged what it was then.
      const other = await policy();
      await lifeAction(post, '/policycancel', { id: other, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'x' });
      assert.equal(((await post('/viewpolicyversion', { id: other, asof: '2027-07-01' })).body as PolicyVersionResponse).policyamount, 1200);
      assert.equal(((await post('/viewpolicyversion', { id: other, asof: '2027-07-02' })).body as PolicyVersionResponse).policyamount, 598.36);
    });

    test('When a cancellation takes effect today, then the policy is Cancelled', async () => {
      const id = await policy(addDays(today, -100), addDays(today, 265));
      const res = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'Today' });
      assert.equal(res.body.status, 'Cancelled');
      assert.equal(res.body.return_premium, Math.round((120000 * 265) / 365) / 100);
    });

    test('When two cancellations race, then one wins and the other answers 409', async () => {
      const id = await policy();
      const answers = await Promise.all(
        ['2027-03-01', '2027-04-01'].map((date) => lifeAction(post, '/policycancel', { id, cancellationeffectivedate: date, method: 'pro_rata', reason: 'race' })),
      );
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
      assert.equal(await transactionCount(id), 1);
    });
  });

  describe('reinstate', () => {
    test('When a cancelled policy is reinstated within the window, then the return premium is charged back and the status is back', async () => {
      const id = await policy();
      await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'x' });
      const res = await lifeAction(post, '/policyreinstate', { id, reason: 'Paid after all' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.premium_delta, 601.64);
      assert.equal(res.body.balance, 1200);
      assert.equal(res.body.status, 'Pending');
      assert.equal((await stored(id))!.cancelled_on, null);
      const { transactions } = await life(id);
      assert.deepEqual(transactions.map((t) => t.type), ['New business', 'Cancellation', 'Reinstatement']);
      const again = await lifeAction(post, '/policyreinstate', { id, reason: 'again' });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, 'Only a cancelled policy can be reinstated.');
      // Endorsable again.
      const endorse = await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'x' });
      assert.equal(endorse.body.premium_delta, 183);
    });

    test('When a cancelled policy with a renewal under way is reinstated, then it answers at once with its status, and the API goes on answering', async () => {
      const id = await policy();
      const renewal = await lifeAction(post, '/policyrenew', { id });
      assert.equal(renewal.status, 200, JSON.stringify(renewal.body));
      assert.equal((await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-01-01', method: 'flat', reason: 'x' })).status, 200);
      const res = await lifeAction(post, '/policyreinstate', { id, reason: 'Paid after all' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.status, 'Pending');
      assert.equal((await life(id)).renewal!.id, renewal.body.id);
    });

    test('When the window (default 30 days) has closed, then 409 says when; a wider window in the settings lets it through', async () => {
      const id = await policy(addDays(today, -100), addDays(today, 265));
      const cancelledOn = addDays(today, -31);
      await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: cancelledOn, method: 'pro_rata', reason: 'x' });
      const res = await lifeAction(post, '/policyreinstate', { id, reason: 'late' });
      assert.equal(res.status, 409);
      const closed = addDays(cancelledOn, 30);
      assert.equal(res.body.message, `The reinstatement window of 30 days after the cancellation closed on ${closed.slice(5, 7)}-${closed.slice(8, 10)}-${closed.slice(0, 4)}.`);
      assert.equal(await transactionCount(id), 1);
      // The policy view reads the window it offers Reinstate by with the policy's transactions.
      assert.equal((await life(id)).reinstatement_days, 30);
      await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, reinstatement_days: 60 });
      assert.equal((await life(id)).reinstatement_days, 60);
      const wider = await lifeAction(post, '/policyreinstate', { id, reason: 'late' });
      assert.equal(wider.status, 200);
      assert.equal(wider.body.status, 'In force');
      await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false, reinstatement_days: 30 });
    });
  });

  describe('renew and the worklist', () => {
    test('When a policy is renewed, then a quotation for the next term is linked both ways; a second renewal is refused', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Y');
      const res = await lifeAction(post, '/policyrenew', { id });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.body.unique_id, /Q/);
      const renewal = (await post('/viewpolicyquotation', { id: res.body.id })).body.Policyquotations;
      assert.equal(renewal.status, 'Quotation');
      assert.equal(renewal.policyeffectivedate.slice(0, 10), '2028-01-01');
      assert.equal(renewal.policyscheduledate.slice(0, 10), '2029-01-01');
      assert.equal(renewal.policyamount, 1565);
      assert.equal(renewal.policycoverage.length, 2);
      // Everything else is the expiring policy's: the insured, the line and program; the balance is the new premium, no card on file.
      const expiring = (await post('/viewpolicyquotation', { id })).body.Policyquotations;
      const kept = (record: Record<string, unknown>) => [record.firstname, record.lastname, record.email, record.intake_id, record.program_id, record.state_id, record.policycreator_id];
      assert.deepEqual(kept(renewal), kept(expiring));
      assert.deepEqual([renewal.balance, renewal.cardnumber ?? null], [1565, null]);
      const original = await life(id);
      assert.equal(original.renewal!.id, res.body.id);
      assert.equal(original.transactions.at(-1)!.type, 'Renewal');
      // Not renewed yet: the refusal names the renewal quotation there is, the policy's status stays its own.
      const exists = `A renewal quotation ${res.body.unique_id} already exists for this policy.`;
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrenew', { id })), [409, exists]);
      assert.deepEqual(answerOf(await lifeAction(post, '/policynotrenew', { id, reason: 'x' })), [409, exists]);
      assert.notEqual(original.status, 'Renewed');

      // Quoted, approved and paid as any quotation: the second term is a policy, the first Renewed.
      assert.equal((await post('/policyapproveuser', { id: res.body.id })).status, 200);
      const paid = await post('/policyquotationpayment', {
        id: res.body.id,
        policyPaymentType: 'ZELLE Payment',
        paidamount: 1565,
        referencenumber: 'Z-1',
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const second = await life(res.body.id);
      assert.equal(second.renewal_of!.id, id);
      assert.equal(second.transactions[0]!.type, 'Renewal');
      assert.equal(second.transactions[0]!.premium_delta, 1565);
      assert.equal((await life(id)).status, 'Renewed');
    });

    test('When a policy created at $1,000.01 is renewed at $1,565.00, then the renewal quotation’s Policy Amount answer is $1,565.00, not the figure at creation', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Y');
      const { intake_id: intakeId } = (await ctx.db.one<{ intake_id: number }>('SELECT intake_id FROM policy_quotations WHERE id = $1', [id]))!;
      const attribute = recordAmountAttribute(await createIntakeFormRepository(ctx.db).definition(summitId, intakeId));
      assert.ok(attribute, 'the line of business asks a Policy Amount');
      const answers = (recordId: number) => ctx.db.one<{ policydetails: PolicyDetails }>('SELECT policydetails FROM policy_quotations WHERE id = $1', [recordId]);
      const atCreation = { ...(await answers(id))!.policydetails, [String(attribute.id)]: { [attribute.name]: { '0': '1000.01' } } };
      await ctx.db.query('UPDATE policy_quotations SET policydetails = $2 WHERE id = $1', [id, JSON.stringify(atCreation)]);
      const renewal = (await lifeAction(post, '/policyrenew', { id })).body.id as number;
      const copied = (await answers(renewal))!.policydetails;
      assert.deepEqual(copied[String(attribute.id)], { [attribute.name]: { '0': '1565' } });
      // Every other answer is the policy's.
      assert.deepEqual({ ...copied, [String(attribute.id)]: null }, { ...atCreation, [String(attribute.id)]: null });
      assert.equal((await post('/viewpolicyquotation', { id: renewal })).body.Policyquotations.policyamount, 1565);
    });

    test('When the policy is cancelled while its renewal is under way, then the renewal is neither approved nor issued until the policy is reinstated', async () => {
      const id = await policy();
      const number = (await post('/viewpolicyquotation', { id })).body.Policyquotations.policy_number as string;
      const renewal = (await lifeAction(post, '/policyrenew', { id })).body as { id: number };
      const cancel = () => lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'x' });
      assert.equal((await cancel()).status, 200);
      const refusal = [409, `Policy ${number}, which this renews, is cancelled from 07-02-2027: reinstate it first.`];
      assert.deepEqual(answerOf(await post('/policyapproveuser', { id: renewal.id })), refusal);
      assert.equal((await lifeAction(post, '/policyreinstate', { id, reason: 'Paid after all' })).status, 200);
      assert.equal((await post('/policyapproveuser', { id: renewal.id })).status, 200);
      assert.equal((await cancel()).status, 200);
      const payment = { id: renewal.id, policyPaymentType: 'ZELLE Payment', paidamount: 100, referencenumber: 'Z-2' };
      assert.deepEqual(answerOf(await post('/policyquotationpayment', payment)), refusal);
      assert.equal((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM policy_payments WHERE quotation_id = $1', [renewal.id]))!.n, 0);
    });

    test('The worklist lists policies ending within the days with no renewal yet, soonest first; Renew and Do not renew take them off', async () => {
      const soon = await policy(addDays(today, -345), addDays(today, 20));
      const sooner = await policy(addDays(today, -355), addDays(today, 10));
      const later = await policy(addDays(today, -265), addDays(today, 100));
      const ids = (body: { records: { id: number }[] }) => body.records.map((row) => row.id).filter((id) => [soon, sooner, later].includes(id));
      const list = await post('/viewrenewalworklist', { pageSize: 200 });
      assert.equal(list.status, 200);
      assert.deepEqual(ids(list.body), [sooner, soon]);
      assert.equal(list.body.records.find((row: { id: number }) => row.id === sooner).days_left, 10);
      assert.deepEqual(ids((await post('/viewrenewalworklist', { days: 120, pageSize: 200 })).body), [sooner, soon, later]);
      assert.deepEqual(ids((await post('/viewrenewalworklist', { days: 15, pageSize: 200 })).body), [sooner]);

      const no = await lifeAction(post, '/policynotrenew', { id: soon, reason: 'Loss history' });
      assert.equal(no.status, 200);
      assert.equal(no.body.status, 'Not renewing');
      assert.equal((await life(soon)).not_renewing_reason, 'Loss history');
      const renewNo = await lifeAction(post, '/policyrenew', { id: soon });
      assert.equal(renewNo.status, 409);
      assert.equal(renewNo.body.message, 'This policy is marked "Do not renew": Loss history');
      assert.equal((await lifeAction(post, '/policyrenew', { id: sooner })).status, 200);
      assert.deepEqual(ids((await post('/viewrenewalworklist', { days: 120, pageSize: 200 })).body), [later]);
      const bad = await post('/viewrenewalworklist', { days: 0 });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /days/);
    });
  });

  describe('renewal decisions on a cancelled policy', () => {
    test('When a policy is Cancel pending or Cancelled, then Do not renew is refused as Renew is and nothing is written; reinstated, it may be decided on', async () => {
      const id = await policy(addDays(today, -100), addDays(today, 265));
      const refusals = async () => [
        answerOf(await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' })),
        answerOf(await lifeAction(post, '/policyrenew', { id })),
      ];
      const refused = (cancelledOn: string, status: string) =>
        status === 'Cancel pending'
          ? [
              [409, `A cancellation takes effect on ${formatIsoDate(cancelledOn)}: reinstate it first to mark it not to renew.`],
              [409, `A cancellation takes effect on ${formatIsoDate(cancelledOn)}: reinstate it first to renew the policy.`],
            ]
          : [
              [409, 'A cancelled policy cannot be marked not to renew.'],
              [409, 'A cancelled policy cannot be renewed.'],
            ];
      for (const [cancelledOn, status] of [
        [addDays(today, 10), 'Cancel pending'],
        [today, 'Cancelled'],
      ]) {
        const cancelled = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: cancelledOn, method: 'pro_rata', reason: 'x' });
        assert.deepEqual([cancelled.status, cancelled.body.status], [200, status]);
        const before = await life(id);
        assert.deepEqual(await refusals(), refused(cancelledOn!, status!));
        const after = await life(id);
        assert.deepEqual([after.status, after.version, after.not_renewing_reason, after.renewal, after.transactions.length], [status, before.version, null, null, before.transactions.length]);
        const reinstated = await lifeAction(post, '/policyreinstate', { id, reason: 'Paid after all' });
        assert.deepEqual([reinstated.status, reinstated.body.status], [200, 'In force']);
      }
      const no = await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' });
      assert.deepEqual([no.status, no.body.message, no.body.status], [200, 'The policy will not be renewed', 'Not renewing']);
    });
  });

  describe('rescinding a non-renewal', () => {
    const worklistHas = async (id: number) =>
      ((await post('/viewrenewalworklist', { pageSize: 200 }).expect(200)).body.records as { id: number }[]).some((row) => row.id === id);
    const renewalsTile = async () => ((await post('/viewdashboard', {}).expect(200)).body as ViewDashboardResponse).charts.renewals!;
    const auditRows = async (id: number, sinceId: number) =>
      ctx.db.query<{ call: string; action: string; changes: Record<string, unknown> | null }>(
        `SELECT call, action, changes FROM audit_log WHERE id > $1 AND entity = 'policy_quotations' AND entity_id = $2::text ORDER BY id`,
        [sinceId, id],
      );
    const lastAuditId = async () => (await ctx.db.one<{ id: number }>('SELECT coalesce(max(id), 0)::integer AS id FROM audit_log'))!.id;

    test('When "Do not renew" is rescinded within the term, then the policy is In force, back in the worklist and the tile, and Renew is taken', async () => {
      const id = await policy(addDays(today, -345), addDays(today, 20));
      const tile = await renewalsTile();
      const no = await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' });
      assert.deepEqual([no.status, no.body.status], [200, 'Not renewing']);
      assert.equal(await worklistHas(id), false);
      assert.deepEqual(await renewalsTile(), { ...tile, count: tile.count - 1, premiumCents: tile.premiumCents - 120_000 });
      const marked = await life(id);

      const sinceId = await lastAuditId();
      const rescinded = await lifeAction(post, '/policyrescindnotrenew', { id, reason: 'Loss was not theirs', version: marked.version });
      assert.deepEqual([rescinded.status, rescinded.body], [200, { message: 'The non-renewal was rescinded', status: 'In force' }]);
      const after = await life(id);
      assert.deepEqual([after.status, after.not_renewing_reason, after.version, after.transactions.length], ['In force', null, marked.version + 1, marked.transactions.length + 1]);
      // Both show in the policy's Transactions with their reasons, today, moving no premium.
      assert.deepEqual(
        after.transactions.slice(-2).map((row) => [row.type, row.effectivedate, row.premium_delta, row.reason]),
        [
          ['Non-renewal', today, 0, 'Loss history'],
          ['Non-renewal rescinded', today, 0, 'Loss was not theirs'],
        ],
      );
      assert.equal((await stored(id))!.policyamount, 1200);
      assert.ok(await worklistHas(id));
      assert.deepEqual(await renewalsTile(), tile);
      const history = (await post('/viewpolicyquotationhistory', { company_id: summitId, quotation_id: id })).body.policyquotationhistory as { comments: string }[];
      assert.ok(history.some((row) => row.comments === 'Non-renewal rescinded: Loss was not theirs'));
      const audit = (await auditRows(id, sinceId)).filter((row) => row.call === '/policyrescindnotrenew' && row.action === 'update');
      assert.equal(audit.length, 1, JSON.stringify(await auditRows(id, sinceId)));
      assert.deepEqual((audit[0]!.changes as Record<string, { before: unknown; after: unknown }>).not_renewing_reason, { before: 'Loss history', after: null });

      // Taken back once, it is not marked any more; the old version the caller saw is refused as for any transaction.
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrescindnotrenew', { id, reason: 'again' })), [409, 'This policy is not marked not to renew.']);
      assert.equal((await lifeAction(post, '/policyrescindnotrenew', { id, reason: 'x', version: marked.version })).status, 409);
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrenew', { id })), [200, 'Renewal quotation created']);
    });

    test('When the policy is not marked, its term has ended or it is cancelled, then the rescission is refused with 409 and nothing is written', async () => {
      const unmarked = await policy(addDays(today, -100), addDays(today, 265));
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrescindnotrenew', { id: unmarked, reason: 'x' })), [409, 'This policy is not marked not to renew.']);

      const ended = await policy(addDays(today, -100), addDays(today, 265));
      assert.equal((await lifeAction(post, '/policynotrenew', { id: ended, reason: 'Loss history' })).status, 200);
      await ctx.db.query('UPDATE policy_quotations SET policyeffectivedate = $2::date, policyscheduledate = $3::date WHERE id = $1', [ended, addDays(today, -365), today]);
      const before = await life(ended);
      assert.equal(before.status, 'Expired');
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrescindnotrenew', { id: ended, reason: 'x' })), [409, 'The term has ended: the non-renewal can no longer be rescinded.']);
      const after = await life(ended);
      assert.deepEqual([after.version, after.not_renewing_reason], [before.version, 'Loss history']);

      const cancelled = await policy(addDays(today, -100), addDays(today, 265));
      assert.equal((await lifeAction(post, '/policynotrenew', { id: cancelled, reason: 'Loss history' })).status, 200);
      assert.equal((await lifeAction(post, '/policycancel', { id: cancelled, cancellationeffectivedate: today, method: 'pro_rata', reason: 'x' })).status, 200);
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrescindnotrenew', { id: cancelled, reason: 'x' })), [409, 'A cancelled policy cannot have its non-renewal rescinded.']);
      assert.equal((await life(cancelled)).not_renewing_reason, 'Loss history');
    });

    test('When the body misses or mistypes a field, then 400 names it', async () => {
      const id = await policy(addDays(today, -100), addDays(today, 265));
      for (const [body, field] of [
        [{ reason: 'x' }, 'id'],
        [{ id }, 'reason'],
        [{ id, reason: '   ' }, 'reason'],
        [{ id, reason: 'x'.repeat(501) }, 'reason'],
        [{ id, reason: 'x', version: 'one' }, 'version'],
      ] as const) {
        const res = await lifeAction(post, '/policyrescindnotrenew', body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.match(res.body.message, new RegExp(field), JSON.stringify(res.body));
      }
    });

    test("Another client's admin and an agent's user outside its book get 404 and the policy stays not renewing", async () => {
      const id = await policy(addDays(today, -100), addDays(today, 265));
      assert.equal((await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' })).status, 200);
      for (const token of [ctx.tokens.harbor_admin, ctx.tokens.summit_agent]) {
        assert.equal((await lifeAction(post, '/policyrescindnotrenew', { id, reason: 'x' }, token)).status, 404);
      }
      assert.equal((await life(id)).not_renewing_reason, 'Loss history');
    });
  });

  describe('a deleted renewal', () => {
    const worklistHas = async (id: number) =>
      ((await post('/viewrenewalworklist', { pageSize: 200 }).expect(200)).body.records as { id: number }[]).some((row) => row.id === id);
    const renewalsTile = async () => ((await post('/viewdashboard', {}).expect(200)).body as ViewDashboardResponse).charts.renewals!;

    test('When the renewal quotation is deleted, then the policy is In force with no renewal, back in the worklist and the tile, and renewable again', async () => {
      const id = await policy(addDays(today, -345), addDays(today, 20));
      const tile = await renewalsTile();
      assert.ok(await worklistHas(id));

      const renewed = await lifeAction(post, '/policyrenew', { id });
      assert.deepEqual([renewed.status, renewed.body.message], [200, 'Renewal quotation created']);
      assert.equal(await worklistHas(id), false);
      assert.deepEqual(await renewalsTile(), { ...tile, count: tile.count - 1, premiumCents: tile.premiumCents - 120_000 });
      const renewedVersion = (await life(id)).version;

      const deleted = await post('/deletepolicyquotationlist', { id: renewed.body.id });
      assert.deepEqual(deleted.body, { message: 'Quotation delete successfully!', id: renewed.body.id, quotation: 1, policyapproved: 0, becomepolicy: 0 });
      const after = await life(id);
      assert.deepEqual([after.status, after.renewal, after.version], ['In force', null, renewedVersion + 1]);
      assert.equal((await ctx.db.one<{ renewal_id: number | null }>('SELECT renewal_id FROM policy_quotations WHERE id = $1', [id]))!.renewal_id, null);
      assert.ok(await worklistHas(id));
      assert.deepEqual(await renewalsTile(), tile);
      const history = (await post('/viewpolicyquotationhistory', { company_id: summitId, quotation_id: id })).body.policyquotationhistory as { comments: string }[];
      assert.ok(history.some((row) => row.comments === `Renewal ${renewed.body.unique_id} deleted: the policy can be renewed again`));

      // Renewable again; a renewal binder deleted, or a renewal quotation re-created as an intake form, releases it the same way.
      const binder = await lifeAction(post, '/policyrenew', { id });
      assert.deepEqual(answerOf(binder), [200, 'Renewal quotation created']);
      assert.equal((await post('/policyapproveuser', { id: binder.body.id })).status, 200);
      assert.deepEqual(answerOf(await post('/deletepolicyquotationlist', { id: binder.body.id })), [200, 'Binder delete successfully!']);
      assert.equal((await life(id)).renewal, null);
      const recreated = await lifeAction(post, '/policyrenew', { id });
      assert.equal(recreated.status, 200);
      assert.deepEqual(answerOf(await post('/createqutationtointake', { historyItem: { id: recreated.body.id } })), [200, 'Successfully create intake form from quotation!']);
      assert.equal((await life(id)).renewal, null);
      assert.ok(await worklistHas(id));

      const no = await lifeAction(post, '/policynotrenew', { id, reason: 'Moved carrier' });
      assert.deepEqual([no.status, no.body.message, no.body.status], [200, 'The policy will not be renewed', 'Not renewing']);
    });

    test('When the renewal was issued as the next term\'s policy, then deleting it is refused and the policy stays Renewed', async () => {
      const id = await policy('2027-01-01', '2028-01-01');
      const renewal = (await lifeAction(post, '/policyrenew', { id })).body.id as number;
      assert.equal((await post('/policyapproveuser', { id: renewal })).status, 200);
      const paid = await post('/policyquotationpayment', { id: renewal, policyPaymentType: 'ZELLE Payment', paidamount: 1200, referencenumber: 'Z-2' });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));

      assert.deepEqual(answerOf(await post('/deletepolicyquotationlist', { id: renewal })), [409, 'Only a quotation or a binder can be deleted; this record is a Policy.']);
      const after = await life(id);
      assert.deepEqual([after.status, after.renewal?.id], ['Renewed', renewal]);
      assert.deepEqual(answerOf(await lifeAction(post, '/policyrenew', { id })), [409, 'This policy has already been renewed.']);
      assert.deepEqual(answerOf(await lifeAction(post, '/policynotrenew', { id, reason: 'x' })), [409, 'This policy has already been renewed.']);
    });

    test('When a renewal was deleted before deletes released it, then the migration releases its policy', async () => {
      const id = await policy(addDays(today, -345), addDays(today, 25));
      const renewal = (await lifeAction(post, '/policyrenew', { id })).body.id as number;
      // As a delete left it before: the renewal deleted, the link kept.
      await ctx.db.query('UPDATE policy_quotations SET deleted_at = now() WHERE id = $1', [renewal]);
      assert.equal(await worklistHas(id), false);
      const migration = await readFile(new URL('../src/db/migrations/406-deleted-renewals-release-their-policies.sql', import.meta.url), 'utf8');
      await ctx.db.query(migration);
      assert.equal((await life(id)).renewal, null);
      assert.ok(await worklistHas(id));
      assert.equal((await lifeAction(post, '/policyrenew', { id })).status, 200);
    });
  });

  describe('the version the caller saw', () => {
    /** A call, its body, a policy that takes it, and another user's change of that policy meanwhile. */
    type Action = { url: string; body: (id: number) => Record<string, unknown>; ready: () => Promise<number>; meanwhile?: (id: number) => Promise<void> };
    const inForce = () => policy(addDays(today, -300), addDays(today, 65));
    const taken = async (url: string, body: Record<string, unknown>) => assert.equal((await lifeAction(post, url, body)).status, 200, url);
    const renamed = (id: number) => taken('/policyendorse', { id, endorsementeffectivedate: today, firstname: 'Meanwhile', reason: 'x' });
    const ACTIONS: Action[] = [
      { url: '/policyendorse', body: (id) => ({ id, endorsementeffectivedate: today, firstname: 'Version', reason: 'x' }), ready: inForce },
      { url: '/policycancel', body: (id) => ({ id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'x' }), ready: inForce },
      {
        url: '/policyreinstate',
        body: (id) => ({ id, reason: 'Paid after all' }),
        ready: async () => {
          const id = await inForce();
          assert.equal((await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'x' })).status, 200);
          return id;
        },
        // Reinstated and cancelled again by someone else.
        meanwhile: async (id) => {
          await taken('/policyreinstate', { id, reason: 'meanwhile' });
          await taken('/policycancel', { id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'meanwhile' });
        },
      },
      { url: '/policyrenew', body: (id) => ({ id }), ready: inForce },
      { url: '/policynotrenew', body: (id) => ({ id, reason: 'Loss history' }), ready: inForce },
      {
        url: '/policyrescindnotrenew',
        body: (id) => ({ id, reason: 'Loss was not theirs' }),
        ready: async () => {
          const id = await inForce();
          assert.equal((await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' })).status, 200);
          return id;
        },
      },
    ];

    for (const { url, body, ready, meanwhile = renamed } of ACTIONS) {
      test(`${url} without the version is refused with 400 naming it, and writes nothing`, async () => {
        const id = await ready();
        const before = await transactionCount(id);
        const res = await post(url, body(id));
        assert.equal(res.status, 400, res.text);
        assert.deepEqual(
          res.body.errors.map((error: { path: string }) => error.path),
          ['version'],
        );
        assert.match(res.body.message, /^Invalid version: is required/);
        assert.equal(await transactionCount(id), before);
      });

      test(`${url} over a version another user moved on is refused with 409, and writes nothing; at the current version it is taken`, async () => {
        const id = await ready();
        const seen = (await life(id)).version;
        await meanwhile(id);
        const current = (await life(id)).version;
        assert.ok(current > seen);
        const before = await transactionCount(id);
        const stale = await post(url, { ...body(id), version: seen });
        assert.deepEqual(answerOf(stale), [409, `This policy changed meanwhile (it is at version ${current}, not ${seen}); reload it and try again.`]);
        assert.equal(await transactionCount(id), before);
        const atCurrent = await post(url, { ...body(id), version: current });
        assert.equal(atCurrent.status, 200, atCurrent.text);
        assert.equal((await life(id)).version, current + 1);
      });
    }

    test('Each worklist row carries its policy\'s version, and Renew from the worklist is taken with it', async () => {
      const id = await inForce();
      assert.equal((await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: today, firstname: 'Worklist', reason: 'x' })).status, 200);
      const rows = (await post('/viewrenewalworklist', { pageSize: 200 }).expect(200)).body.records as { id: number; version: number }[];
      const row = rows.find((candidate) => candidate.id === id)!;
      assert.equal(row.version, 1);
      assert.equal((await post('/policyrenew', { id, version: row.version })).status, 200);
    });
  });

  describe('scope', () => {
    test("Another client's admin and an agent's user outside its book get 404 and nothing is written", async () => {
      const id = await policy();
      for (const token of [ctx.tokens.harbor_admin, ctx.tokens.summit_agent]) {
        for (const [url, body] of [
          ['/policyendorse', { id, endorsementeffectivedate: '2027-07-02', firstname: 'X', reason: 'x' }],
          ['/policycancel', { id, cancellationeffectivedate: '2027-07-02', method: 'pro_rata', reason: 'x' }],
          ['/policyreinstate', { id, reason: 'x' }],
          ['/policyrenew', { id }],
          ['/policynotrenew', { id, reason: 'x' }],
          ['/viewpolicytransactions', { id }],
        ] as const) {
          const res = await lifeAction(post, url, body, token);
          assert.ok([403, 404].includes(res.status), `${url}: ${res.status}`);
        }
      }
      assert.equal(await transactionCount(id), 0);
      const list = await post('/viewrenewalworklist', {}, ctx.tokens.harbor_admin);
      assert.ok(list.body.records.every((row: { id: number }) => row.id !== id));
    });

    test('The transactions are append-only in the database', async () => {
      const id = await policy();
      await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', firstname: 'Kept', reason: 'x' });
      await assert.rejects(ctx.db.query('UPDATE policy_transactions SET premium_delta = 0 WHERE quotation_id = $1', [id]), /append-only/);
      await assert.rejects(ctx.db.query('DELETE FROM policy_transactions WHERE quotation_id = $1', [id]), /append-only/);
    });
  });
});
