import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PolicyVersionResponse, RecordSearchResponse, RenewalWorklistResponse } from '@kyubos/contracts';
import { buildingAndFlood, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, type TestContext, versionedSave } from './helpers';

/** Today, for every area: 10-15-2027. */
const NOW = new Date('2027-10-15T12:00:00Z');

describe('Policy status in the search box, the renewal worklist and the policy as of a date', () => {
  let ctx: TestContext;
  let summit: number;
  let source: number;
  let made = 0;
  const post = (url: string, body: object, token = ctx.tokens.summit_admin) => ctx.post(url, body, token);

  /** A $1,200 annual policy of Summit over the term, insured `lastname`. */
  async function policy(start: string, end: string, lastname: string): Promise<number> {
    made += 1;
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-STAT-${made}`,
      policy_number: `SUM-P-STAT-${made}`,
      policyeffectivedate: start,
      policyscheduledate: end,
      policycoverage: buildingAndFlood(1200),
      policyamount: 1200,
      also: { lastname },
    });
  }
  const statusOn = async (id: number, asof: string) => {
    const res = await post('/viewpolicyversion', { id, asof });
    assert.equal(res.status, 200, res.text);
    return (res.body as PolicyVersionResponse).status;
  };
  /** Renews the policy and issues the renewal (approved, paid in full), issued on `issuedAt`. */
  async function renewAndIssue(id: number, issuedAt: string): Promise<number> {
    const renewed = await lifeAction(post, '/policyrenew', { id });
    assert.equal(renewed.status, 200, renewed.text);
    const renewal = renewed.body.id as number;
    assert.equal((await post('/policyapproveuser', { id: renewal })).status, 200);
    const paid = await post('/policyquotationpayment', { id: renewal, policyPaymentType: 'ZELLE Payment', paidamount: 1200, referencenumber: `Z-${renewal}` });
    assert.equal(paid.status, 201, paid.text);
    await ctx.db.query('UPDATE policy_quotations SET policy_issued_at = $2 WHERE id = $1', [renewal, issuedAt]);
    return renewal;
  }

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
    await versionedSave(post, ctx.db, '/updatequotationsettings', { approver_must_differ: false });
  });
  after(() => ctx.close());

  describe('the policy as of a date', () => {
    test('When "Do not renew" is chosen on 10-15-2027 for a policy of 01-01-2027 to 01-01-2028, then it is In force on 10-14, Not renewing from 10-15 and Expired on 01-01-2028', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Asofnorenew');
      const res = await lifeAction(post, '/policynotrenew', { id, reason: 'Loss history' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.status, 'Not renewing');
      assert.equal((await ctx.db.one<{ day: string }>(`SELECT to_char(not_renewing_on, 'YYYY-MM-DD') AS day FROM policy_quotations WHERE id = $1`, [id]))!.day, '2027-10-15');
      assert.equal(await statusOn(id, '2026-12-31'), 'Pending');
      assert.equal(await statusOn(id, '2027-10-14'), 'In force');
      assert.equal(await statusOn(id, '2027-10-15'), 'Not renewing');
      assert.equal(await statusOn(id, '2027-12-31'), 'Not renewing');
      assert.equal(await statusOn(id, '2028-01-01'), 'Expired');
    });

    test('When the renewal of a policy of 01-01-2027 to 01-01-2028 is issued on 11-20-2027, then it is In force on 11-19 and Renewed from 11-20, after its term too', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Asofrenewed');
      // A renewal still a quotation changes nothing.
      const renewed = await lifeAction(post, '/policyrenew', { id });
      assert.equal(renewed.status, 200, renewed.text);
      assert.equal(await statusOn(id, '2027-12-01'), 'In force');
      assert.equal(await statusOn(id, '2028-01-01'), 'Expired');
      const renewal = renewed.body.id as number;
      assert.equal((await post('/policyapproveuser', { id: renewal })).status, 200);
      assert.equal((await post('/policyquotationpayment', { id: renewal, policyPaymentType: 'ZELLE Payment', paidamount: 1200, referencenumber: 'Z-ASOF' })).status, 201);
      await ctx.db.query('UPDATE policy_quotations SET policy_issued_at = $2 WHERE id = $1', [renewal, '2027-11-20T15:30:00Z']);
      assert.equal(await statusOn(id, '2027-11-19'), 'In force');
      assert.equal(await statusOn(id, '2027-11-20'), 'Renewed');
      assert.equal(await statusOn(id, '2028-03-01'), 'Renewed');
      // The second term, from 01-01-2028, is itself Pending until then.
      assert.equal(await statusOn(renewal, '2027-12-31'), 'Pending');
      assert.equal(await statusOn(renewal, '2028-01-01'), 'In force');
    });

    test('When a policy whose renewal was issued on 11-20-2027 has that renewal cancelled flat and is cancelled from 12-01-2027, then it is Cancel pending until 12-01, as the list says it, and Cancelled from 12-01', async () => {
      const id = await policy('2027-01-01', '2028-01-01', 'Asofcancel');
      const renewal = await renewAndIssue(id, '2027-11-20T09:00:00Z');
      // A policy whose issued renewal stands is not cancelled: the renewal goes first.
      const renewalCancelled = await lifeAction(post, '/policycancel', { id: renewal, cancellationeffectivedate: '2028-01-01', method: 'flat', reason: 'Sold the building' });
      assert.equal(renewalCancelled.status, 200, renewalCancelled.text);
      const cancel = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-12-01', method: 'pro_rata', reason: 'Sold the building' });
      assert.equal(cancel.status, 200, cancel.text);
      assert.equal(await statusOn(id, '2027-11-25'), 'Cancel pending');
      assert.equal(await statusOn(id, '2027-12-01'), 'Cancelled');
    });
  });

  describe('the search box', () => {
    test('When records are found by the insured name on 10-15-2027, then each policy carries its status today and quotations none', async () => {
      const inForce = await policy('2027-01-01', '2028-01-01', 'Findstatus');
      const expired = await policy('2026-01-01', '2027-01-01', 'Findstatus');
      const pending = await policy('2027-11-01', '2028-11-01', 'Findstatus');
      const cancelPending = await policy('2027-01-01', '2028-01-01', 'Findstatus');
      assert.equal((await lifeAction(post, '/policycancel', { id: cancelPending, cancellationeffectivedate: '2027-12-01', method: 'pro_rata', reason: 'x' })).status, 200);
      const notRenewing = await policy('2027-01-01', '2028-01-01', 'Findstatus');
      assert.equal((await lifeAction(post, '/policynotrenew', { id: notRenewing, reason: 'Loss history' })).status, 200);
      const renewed = await policy('2027-01-01', '2028-01-01', 'Findstatus');
      await renewAndIssue(renewed, '2027-10-01T09:00:00Z');

      const res = await post('/searchrecords', { q: 'findstatus', pageSize: 50 });
      assert.equal(res.status, 200, res.text);
      const { records } = res.body as RecordSearchResponse;
      const statusOf = (id: number) => records.find((row) => row.id === id)?.life_status;
      assert.equal(statusOf(inForce), 'In force');
      assert.equal(statusOf(expired), 'Expired');
      assert.equal(statusOf(pending), 'Pending');
      assert.equal(statusOf(cancelPending), 'Cancel pending');
      assert.equal(statusOf(notRenewing), 'Not renewing');
      assert.equal(statusOf(renewed), 'Renewed');
      // The renewal (a copy of the insured) is a policy of the next term: Pending until 01-01-2028.
      const second = records.find((row) => row.lastname === 'Findstatus' && row.policyeffectivedate.slice(0, 10) === '2028-01-01');
      assert.equal(second?.life_status, 'Pending');
      // Internal parts of the status stay on the server.
      assert.ok(records.every((row) => !('life_state' in row) && !('cancelled_on' in row)));
    });

    test('When a quotation is found, then it has no policy status', async () => {
      const quotation = (await ctx.db.one<{ id: number; unique_id: string }>(
        `SELECT id, unique_id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND stage = 'Quotation' ORDER BY id LIMIT 1`,
        [summit],
      ))!;
      const res = await post('/searchrecords', { q: quotation.unique_id });
      assert.equal(res.status, 200, res.text);
      const found = (res.body as RecordSearchResponse).records.find((row) => row.id === quotation.id);
      assert.equal(found?.status, 'Quotation');
      assert.equal(found?.life_status, null);
    });
  });

  describe('the renewal worklist', () => {
    test('When the worklist of 30 days is read on 10-15-2027, then each row carries its status: Expired on its last day, In force, Pending before it starts', async () => {
      const endsToday = await policy('2026-10-15', '2027-10-15', 'Worklisted');
      const endsSoon = await policy('2026-11-04', '2027-11-04', 'Worklisted');
      const notStarted = await policy('2027-10-20', '2027-11-10', 'Worklisted');
      const res = await post('/viewrenewalworklist', { days: 30, pageSize: 200 });
      assert.equal(res.status, 200, res.text);
      const { records } = res.body as RenewalWorklistResponse;
      const row = (id: number) => records.find((record) => record.id === id);
      assert.deepEqual([row(endsToday)?.life_status, row(endsToday)?.days_left], ['Expired', 0]);
      assert.deepEqual([row(endsSoon)?.life_status, row(endsSoon)?.days_left], ['In force', 20]);
      assert.deepEqual([row(notStarted)?.life_status, row(notStarted)?.days_left], ['Pending', 26]);
      assert.ok(records.every((record) => ['In force', 'Expired', 'Pending'].includes(record.life_status)));
    });
  });
});
