import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BillingListColumn, BillingListRequest, BillingListResponse, BillingListRow } from '@kyubos/contracts';
import { amountFilterText, billingScheduleOf, billingSummary, formatIsoDate, formatUsd, gracePeriodOf, paidOn, planAfterTransactions, policyLifeStatus, textOrderKey, transactionsCountedOn } from '@kyubos/domain';
import { createBillingRepository } from '../src/billing/repository';
import { migrate } from '../src/db/migrate';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeVersionOf, type TestContext } from './helpers';

const toCents = (dollars: number) => Math.round(dollars * 100);
/** The migration that keeps each policy's plans and payments by day beside its delinquency date. */
const AS_OF_MIGRATION = '423-billing-as-of-a-day.sql';

/**
 * The overdue list is filtered, sorted and paged in SQL from what billing keeps of each owing
 * policy. Its answers are compared with billing's rules worked out in JavaScript for every owing
 * policy on each call, as the list did before (the oracle below), over a varied book: partial
 * payments, endorsements up and down, cancellations with a refund or earned premium still owed, a
 * reinstatement, notices open, cleared and ended in a cancellation for non-payment, terms not yet
 * started, an agent's policies, on days before the first instalment, on due dates, mid-term and
 * after the term.
 */
describe('The overdue list against billing rules', () => {
  let ctx: TestContext;
  let summit: number;
  let agentId: number;
  let source: number;
  let made = 0;
  /** A policy of $1,000.00 billed monthly from 01-01-2027 with nothing paid. */
  let unpaid: number;

  /** A new issued policy of Summit, nothing paid; its insured's last name tells it apart in filters. */
  async function policy({ start = '2027-01-01', end = '2028-01-01', premium = 1000, schedule = '1month' as string | null, grace = '10 days' as string | null, flood = 'N' as 'Y' | 'N', also = {} } = {}) {
    made += 1;
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-OVD-${made}`,
      policy_number: `SUM-P-OVD-${made}`,
      policyeffectivedate: start,
      policyscheduledate: end,
      policycoverage: buildingAndFlood(premium, flood),
      policyamount: premium + (flood === 'Y' ? 365 : 0),
      also: { paymentschedule: schedule, paymentgraceperiod: grace, lastname: `Overdue${made}`, ...also },
    });
  }
  const post = async (url: string, body: object, token = ctx.tokens.summit_admin) => {
    const res = await ctx.post(url, body, token);
    assert.ok(res.status < 300, `${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  /** A policy life action at the version the policy view reads right before it. */
  const act = async (url: string, body: { id: number } & Record<string, unknown>) => post(url, { ...body, version: await lifeVersionOf(ctx.post, body.id, ctx.tokens.summit_admin) });
  const pay = (id: number, amount: number) => post('/policyquotationpayment', cardPayment(id, amount));
  /** Today for the server while a billing cycle runs (it runs for today only); otherwise the real day. */
  let cycleDay: Date | null = null;
  async function cycleOn(day: string) {
    cycleDay = new Date(`${day}T12:00:00Z`);
    try {
      await post('/runbillingcycle', { asof: day });
    } finally {
      cycleDay = null;
    }
  }

  /**
   * The list as billing worked it out before it was kept: every issued policy billed in JavaScript
   * by the domain's rules on the book as it stood at the end of the day (the transactions counted
   * by then, the payments taken by then, the notice in force then), filtered, sorted and paged.
   */
  async function oracle(agent: number | null, query: BillingListRequest & { asof: string }): Promise<BillingListResponse> {
    const { asof } = query;
    const repo = createBillingRepository(ctx.db);
    const ids = (
      await ctx.db.query<{ id: number }>(
        `SELECT id FROM policy_quotations p
          WHERE company_id = $1 AND deleted_at IS NULL AND stage = 'Policy' AND ($2::integer IS NULL OR submga_id = $2) AND policyeffectivedate <= $3::date`,
        [summit, agent, asof],
      )
    ).map((row) => row.id);
    const [policies, transactions, payments, notices] = await Promise.all([
      repo.issuedAmong(summit, ids),
      repo.transactions(summit, ids),
      repo.payments(summit, ids),
      repo.latestNotices(summit, ids, asof),
    ]);
    let rows: BillingListRow[] = [];
    for (const policy of policies) {
      const written = transactions.get(policy.id) ?? [];
      const atIssue = toCents(policy.policyamount) - written.reduce((sum, txn) => sum + toCents(txn.premium_delta), 0);
      const term = { start: policy.policyeffectivedate, end: policy.policyscheduledate };
      const plan = planAfterTransactions(atIssue, term, billingScheduleOf(policy), transactionsCountedOn(written, policy.cancelled_on, asof));
      const paid = paidOn((payments.get(policy.id) ?? []).map((payment) => ({ day: payment.date, amount: payment.amount })), asof);
      const summary = billingSummary(plan, paid, asof, gracePeriodOf(policy.paymentgraceperiod));
      if (summary.overdue <= 0) continue;
      const notice = notices.get(policy.id);
      rows.push({
        id: policy.id,
        intake_id: policy.intake_id,
        policy_number: policy.policy_number ?? policy.unique_id,
        insured: `${policy.firstname} ${policy.lastname}`,
        overdue: summary.overdue / 100,
        days_overdue: summary.days_overdue,
        oldest_due: summary.oldest_overdue!,
        delinquency_date: summary.delinquency_date!,
        notice_date: notice?.status === 'Open' ? notice.notice_date : null,
        cancel_on: notice?.status === 'Open' ? notice.cancel_on : null,
        // The first instalment still open and not yet due on the day (the overdue ones are in overdue).
        next_due_amount: nextNotYetDue(summary, asof),
        balance: summary.balance / 100,
        // Nothing in this book is renewed or not renewing.
        life_status: policyLifeStatus(
          { term: { start: policy.policyeffectivedate, end: policy.policyscheduledate }, cancelledOn: policy.cancelled_on, renewalIssued: false, notRenewing: false },
          asof,
        ),
        cancelled_on: policy.cancelled_on,
      });
    }
    for (const [key, text] of Object.entries(query.filters ?? {}) as [BillingListColumn, string | undefined][]) {
      const wanted = text?.trim().toLowerCase();
      if (!wanted) continue;
      if (key === 'overdue' || key === 'next_due_amount') {
        // Amounts as the screen shows money: '$400.00' from the amount's start, '400.00' or '400' anywhere in it.
        const amount = amountFilterText(text!);
        rows = rows.filter((row) => {
          const stored = (row[key] as number | null)?.toFixed(2);
          if (!amount || stored === undefined) return false;
          return amount.fromStart ? stored.startsWith(amount.number) : stored.includes(amount.number);
        });
        continue;
      }
      rows = rows.filter((row) => {
        const value = row[key];
        const shown = key === 'notice_date' ? `${value ?? ''} ${formatIsoDate(value as string | null)}` : String(value ?? '');
        return shown.toLowerCase().includes(wanted);
      });
    }
    const key: BillingListColumn = query.sort ?? 'days_overdue';
    const sign = (query.direction ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      // The insured's name in reading order (textOrderKey), accents and case aside.
      const [x, y] = key === 'insured' ? [textOrderKey(a.insured), textOrderKey(b.insured)] : [a[key], b[key]];
      const order = x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
      return order * sign || a.id - b.id;
    });
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 15);
    return { records: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
  }

  const nextNotYetDue = (summary: ReturnType<typeof billingSummary>, asof: string) => {
    const next = summary.installments.find((row) => row.paid < row.amount && row.duedate >= asof);
    return next ? (next.amount - next.paid) / 100 : null;
  };

  /** Asks the list and the oracle the same question; answers the list's answer. */
  async function compare(query: BillingListRequest & { asof: string }, as: 'summit_admin' | 'summit_agent' = 'summit_admin'): Promise<BillingListResponse> {
    const answer = (await post('/viewbillinglist', query, ctx.tokens[as])) as BillingListResponse;
    assert.deepEqual(answer, await oracle(as === 'summit_agent' ? agentId : null, query), `${as} ${JSON.stringify(query)}`);
    return answer;
  }

  /** Every filter, sort and a few pages on the day. */
  async function compareAll(asof: string): Promise<BillingListResponse> {
    const whole = await compare({ asof, pageSize: 200 });
    // A notice date as stored and as shown (MM-DD-YYYY), and across both.
    const notice = whole.records.find((row) => row.notice_date !== null)?.notice_date ?? asof;
    const filters: Partial<Record<BillingListColumn, string>>[] = [
      { policy_number: 'p-ovd-1' },
      { insured: ' OVERDUE1 ' },
      { overdue: '.3' },
      { overdue: '0.' },
      { overdue: '$' },
      { overdue: 'abc' },
      { days_overdue: '1' },
      { next_due_amount: '83.3' },
      { next_due_amount: '0.' },
      { notice_date: formatIsoDate(notice) },
      { notice_date: notice.slice(0, 7) },
      { notice_date: `${notice} ${formatIsoDate(notice).slice(0, 2)}` },
      { insured: 'overdue', overdue: '3' },
      { insured: '   ' },
    ];
    for (const filter of filters) await compare({ asof, filters: filter, pageSize: 200 });
    // The figure a row shows finds it, typed as shown, without its '$' or with its cents.
    for (const owed of whole.records.slice(0, 3)) {
      for (const typed of [formatUsd(owed.overdue), formatUsd(owed.overdue).slice(1), owed.overdue.toFixed(2)]) {
        const found = await compare({ asof, filters: { overdue: typed }, pageSize: 200 });
        assert.ok(found.records.some((row) => row.id === owed.id), `${typed} finds ${owed.policy_number}`);
      }
    }
    for (const sort of ['policy_number', 'insured', 'overdue', 'days_overdue', 'notice_date', 'next_due_amount'] as const) {
      await compare({ asof, sort, pageSize: 200 });
      await compare({ asof, sort, direction: 'desc', pageSize: 7 });
    }
    await compare({ asof, direction: 'asc', page: 2, pageSize: 5 });
    await compare({ asof, page: 3 });
    await compare({ asof, page: 1000 });
    await compare({ asof, pageSize: 200 }, 'summit_agent');
    await compare({ asof, sort: 'overdue', filters: { insured: 'overdue' } }, 'summit_agent');
    return whole;
  }

  before(async () => {
    ctx = await createTestContext({ now: () => cycleDay ?? new Date() });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
    agentId = (await ctx.db.one<{ agent_id: number }>(`SELECT agent_id FROM users WHERE username = 'summit_agent'`))!.agent_id;

    // Notices of non-payment: one cleared by a payment during the notice, one ended in a
    // cancellation for non-payment, one still open, one still open though its overdue was paid since.
    const cleared = await policy();
    await pay(cleared, 83.37);
    await policy();
    await pay(await policy({ grace: '12 days' }), 83.37);
    const paidSince = await policy({ grace: '12 days' });
    await pay(paidSince, 83.37);
    await cycleOn('2027-02-12');
    await pay(cleared, 83.33);
    await cycleOn('2027-02-15');
    await cycleOn('2027-02-22');
    await pay(paidSince, 83.33);

    // With no cycle after them: nothing paid; part paid; paid in full; an endorsement up (flood
    // taken) and one down (flood dropped); a cancellation with a refund due; one reinstated; grace in
    // days, bare or none; schedules of 1, 4, 6 and 12 months; no policy number; terms starting later.
    unpaid = await policy();
    // Insured names the sort orders by code point, as JavaScript does: upper case first.
    await policy({ also: { firstname: 'amy' } });
    await policy({ also: { firstname: 'Zed' } });
    await pay(await policy({ premium: 1200 }), 183.33);
    await pay(await policy({ schedule: '4months', grace: '15 days' }), 500);
    const up = await policy({ premium: 1200, grace: null });
    await pay(up, 300);
    await act('/policyendorse', { id: up, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
    const down = await policy({ premium: 2400, flood: 'Y', schedule: '6months' });
    await act('/policyendorse', { id: down, endorsementeffectivedate: '2027-03-15', policycoverage: [{ coverage_id: 9002, coverageinclude: 'N' }], reason: 'No flood' });
    const refunded = await policy({ premium: 1200 });
    await pay(refunded, 300);
    await act('/policycancel', { id: refunded, method: 'pro_rata', cancellationeffectivedate: '2027-04-01', reason: 'Sold' });
    const reinstated = await policy({ premium: 900 });
    await act('/policycancel', { id: reinstated, method: 'pro_rata', cancellationeffectivedate: '2027-05-01', reason: 'Unpaid' });
    await act('/policyreinstate', { id: reinstated, reason: 'Paid' });
    await policy({ schedule: null, grace: '30 days', also: { policy_number: null } });
    await pay(await policy({ schedule: '1year' }), 1000);
    await pay(await policy({ start: '2027-03-10', end: '2028-03-10', premium: 1234.56 }), 12.34);
    await policy({ start: '2027-09-01', end: '2028-09-01', schedule: '4months' });
    // The agent's.
    await policy({ also: { submga_id: agentId } });
    await pay(await policy({ premium: 600, also: { submga_id: agentId } }), 50);
  });
  after(() => ctx.close());

  test('When asked on days before the first instalment, on a due date, during the notices, mid-term and after the term, then every filter, sort and page answers as the rules', async () => {
    assert.ok(!(await compareAll('2026-12-15')).records.some((row) => row.insured.includes(' Overdue')));
    await compareAll('2027-01-01');
    const noticed = await compareAll('2027-02-12');
    assert.ok(noticed.records.some((row) => row.notice_date !== null));
    await compareAll('2027-02-22');
    const midTerm = await compareAll('2027-06-15');
    // A due date: its instalment is not yet overdue.
    await compareAll('2027-06-01');
    assert.ok(midTerm.records.some((row) => row.overdue !== row.next_due_amount));
    await compareAll('2027-09-02');
    const afterTerm = await compareAll('2028-02-01');
    assert.ok(afterTerm.total > 10, `${afterTerm.total} overdue after the term`);
  });

  test('When a payment, an endorsement or a cancellation is written after a list call, then the next call answers from the new figures', async () => {
    const asof = '2027-06-15';
    assert.ok((await compare({ asof, pageSize: 200 })).records.some((row) => row.id === unpaid));
    await pay(unpaid, 100);
    await compare({ asof, pageSize: 200 });
    await act('/policyendorse', { id: unpaid, endorsementeffectivedate: '2027-05-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
    await compare({ asof, sort: 'overdue', pageSize: 200 });
    await act('/policycancel', { id: unpaid, method: 'pro_rata', cancellationeffectivedate: '2027-06-20', reason: 'Sold' });
    const answer = await compare({ asof, sort: 'next_due_amount', pageSize: 200 });
    assert.deepEqual(answer.records.filter((row) => row.id === unpaid).map((row) => row.life_status), ['Cancel pending']);
    // Cancelled, it owes the premium earned to 06-20-2027 on instalments already overdue: still listed.
    const cancelled = await compare({ asof: '2027-06-21', pageSize: 200 });
    assert.deepEqual(cancelled.records.filter((row) => row.id === unpaid).map((row) => row.life_status), ['Cancelled']);
  });

  test('When the database kept the open instalments of every payment to date, then the migration has every row worked out again with its plans and the list answers as the rules', async () => {
    await compare({ asof: '2027-06-15' });
    // As before it: the open instalments left by every payment to date, no plans nor payments by day.
    await ctx.db.query('DROP TABLE billing_plan_versions');
    await ctx.db.query('DROP INDEX billing_notices_policy');
    await ctx.db.query('ALTER TABLE billing_delinquency DROP COLUMN pay_days, DROP COLUMN paid_by_day, ADD COLUMN open_dues date[], ADD COLUMN owed_by_due bigint[]');
    await ctx.db.query('CREATE INDEX billing_delinquency_open ON billing_delinquency (company_id, (open_dues[1])) WHERE open_dues[1] IS NOT NULL');
    await ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [AS_OF_MIGRATION]);

    assert.deepEqual(await migrate(ctx.db), [AS_OF_MIGRATION]);
    for (const asof of ['2027-02-12', '2027-06-15', '2028-02-01']) assert.ok((await compare({ asof, pageSize: 200 })).total > 0);
  });
});
