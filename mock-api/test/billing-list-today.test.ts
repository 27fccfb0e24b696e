import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BillingListColumn, BillingListRequest, BillingListResponse } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain';
import { createBillingRepository } from '../src/billing/repository';
import { billingListRecords } from '../src/billing/service';
import { buildingAndFlood, cardPayment, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeVersionOf, type TestContext } from './helpers';

/**
 * Today's overdue list is read from the rows billing keeps for today (migration 430); any other day's
 * is worked out by the query for any day. Each answer of today's list is compared with that query's
 * on the same day, for every filter, sort and a few pages, as the server's clock moves over fixed
 * days (a due date, the day its instalment falls overdue) and writes change the book (a payment, an
 * endorsement, a cancellation, a notice, a renamed insured, a policy moved to an agent).
 */
describe("Today's overdue list against the list worked out for the day", () => {
  let ctx: TestContext;
  let summit: number;
  let agentId: number;
  let source: number;
  let made = 0;
  /** The server's today. */
  let today = '2027-01-15';
  const policies: number[] = [];

  async function policy({ premium = 1200, schedule = '1month', grace = '10 days', also = {} as Record<string, unknown> } = {}) {
    made += 1;
    const id = await copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-TDY-${made}`,
      policy_number: `SUM-P-TDY-${made}`,
      policyeffectivedate: '2027-01-01',
      policyscheduledate: '2028-01-01',
      policycoverage: buildingAndFlood(premium),
      policyamount: premium,
      also: { paymentschedule: schedule, paymentgraceperiod: grace, lastname: `Today${made}`, ...also },
    });
    policies.push(id);
    return id;
  }
  const post = async (url: string, body: object, token = ctx.tokens.summit_admin) => {
    const res = await ctx.post(url, body, token);
    assert.ok(res.status < 300, `${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  const act = async (url: string, body: { id: number } & Record<string, unknown>) => post(url, { ...body, version: await lifeVersionOf(ctx.post, body.id, ctx.tokens.summit_admin) });
  const pay = (id: number, amount: number) => post('/policyquotationpayment', cardPayment(id, amount));
  const keptDay = async () =>
    (await ctx.db.one<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM billing_overdue_day WHERE company_id = $1`, [summit]))?.day ?? null;

  /** Asks today's list (no day, or today's) and compares it with the list worked out for today. */
  async function compare(query: Omit<BillingListRequest, 'asof'> = {}, as: 'summit_admin' | 'summit_agent' = 'summit_admin', withDay = false): Promise<BillingListResponse> {
    const answer = (await post('/viewbillinglist', withDay ? { ...query, asof: today } : query, ctx.tokens[as])) as BillingListResponse;
    assert.equal(await keptDay(), today, 'read from the rows kept for today');
    const general = await createBillingRepository(ctx.db).overdue(summit, as === 'summit_agent' ? agentId : null, {
      asof: today,
      filters: (query.filters ?? {}) as Partial<Record<BillingListColumn, string>>,
      sort: query.sort ?? 'days_overdue',
      direction: query.direction ?? (query.sort ? 'asc' : 'desc'),
      page: Number(query.page ?? 1),
      pageSize: Number(query.pageSize ?? 15),
    });
    assert.deepEqual(answer, { records: billingListRecords(general.rows, today), total: general.total }, `${as} on ${today}: ${JSON.stringify(query)}`);
    return answer;
  }

  /** Every filter, sort and a few pages, today. */
  async function compareAll(): Promise<BillingListResponse> {
    const whole = await compare({ pageSize: 200 });
    await compare({}, 'summit_admin', true);
    const first = whole.records[0];
    const notice = whole.records.find((row) => row.notice_date !== null)?.notice_date ?? today;
    const filters: Partial<Record<BillingListColumn, string>>[] = [
      { policy_number: 'p-tdy-1' },
      { insured: 'TODAY1' },
      { insured: 'today', overdue: '1' },
      { overdue: '.0' },
      { overdue: '$1' },
      { overdue: 'abc' },
      { days_overdue: '1' },
      { next_due_amount: '100' },
      { notice_date: formatIsoDate(notice) },
      { notice_date: notice.slice(0, 7) },
      { policy_number: '%' },
      ...(first ? [{ overdue: first.overdue.toFixed(2) }, { insured: first.insured.slice(-6) }] : []),
    ];
    for (const filter of filters) await compare({ filters: filter, pageSize: 200 });
    for (const sort of ['policy_number', 'insured', 'overdue', 'days_overdue', 'notice_date', 'next_due_amount'] as const) {
      await compare({ sort, pageSize: 200 });
      await compare({ sort, direction: 'desc', pageSize: 4 });
    }
    await compare({ direction: 'asc', page: 2, pageSize: 3 });
    await compare({ page: 1000 });
    await compare({ pageSize: 200 }, 'summit_agent');
    await compare({ sort: 'insured', filters: { insured: 'today' } }, 'summit_agent');
    return whole;
  }
  const rowOf = (answer: BillingListResponse, id: number) => answer.records.find((row) => row.id === id);

  before(async () => {
    ctx = await createTestContext({ now: () => new Date(`${today}T12:00:00Z`) });
    summit = ctx.logins.summit_admin.client_id;
    source = await seededPolicyOf(ctx.db, summit);
    agentId = (await ctx.db.one<{ agent_id: number }>(`SELECT agent_id FROM users WHERE username = 'summit_agent'`))!.agent_id;
    // Monthly plans of $100.00 a month from 01-01-2027, quarterly ones, a name accents and case set apart, the agent's.
    await policy();
    await policy({ also: { firstname: 'émile' } });
    await policy({ premium: 2400, schedule: '4months', grace: '15 days' });
    await pay(await policy(), 50);
    await pay(await policy(), 100);
    await policy({ also: { submga_id: agentId } });
    await pay(await policy({ also: { submga_id: agentId } }), 30);
    await policy({ schedule: '1year' });
  });
  after(() => ctx.close());

  test('When the clock reaches a due date and then the day after it, then the list of each day answers as the list worked out for it', async () => {
    const january = await compareAll();
    assert.ok(january.total >= 7, `${january.total} overdue on ${today}`);
    today = '2027-02-01';
    const dueDate = await compareAll();
    // The instalment due today is not yet overdue; tomorrow it is.
    assert.deepEqual(rowOf(dueDate, policies[0]!)?.overdue, 100);
    today = '2027-02-02';
    const dayAfter = await compareAll();
    assert.deepEqual(rowOf(dayAfter, policies[0]!)?.overdue, 200);
  });

  test('When a payment, an endorsement, a cancellation, a notice, a renamed insured or a policy moved to an agent is written, then the next list of today answers from it', async () => {
    today = '2027-03-15';
    const before = await compareAll();
    assert.equal(rowOf(before, policies[0]!)?.overdue, 300);

    await pay(policies[0]!, 150);
    assert.equal(rowOf(await compare({ pageSize: 200 }), policies[0]!)?.overdue, 150);
    await pay(policies[0]!, 150);
    assert.equal(rowOf(await compare({ pageSize: 200 }), policies[0]!), undefined, 'paid up to today');

    await act('/policyendorse', { id: policies[1]!, endorsementeffectivedate: '2027-02-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
    await compare({ sort: 'overdue', pageSize: 200 });

    await act('/policycancel', { id: policies[2]!, method: 'pro_rata', cancellationeffectivedate: '2027-03-20', reason: 'Sold' });
    const cancelled = await compare({ pageSize: 200 });
    assert.equal(rowOf(cancelled, policies[2]!)?.life_status, 'Cancel pending');

    await post('/runbillingcycle', {});
    const noticed = await compareAll();
    assert.ok(noticed.records.some((row) => row.notice_date === today));

    await ctx.db.query(`UPDATE policy_quotations SET lastname = 'Renamed' WHERE id = $1`, [policies[3]!]);
    const renamed = await compare({ filters: { insured: 'renamed' } });
    assert.deepEqual(renamed.records.map((row) => row.id), [policies[3]!]);

    await ctx.db.query(`UPDATE policy_quotations SET submga_id = $2 WHERE id = $1`, [policies[4]!, agentId]);
    const agents = await compare({ pageSize: 200 }, 'summit_agent');
    assert.ok(rowOf(agents, policies[4]!), 'moved to the agent');
    await compareAll();
  });

  test('When another day is asked, then it is worked out for that day and the rows kept for today stay as they are', async () => {
    today = '2027-04-10';
    await compare();
    for (const asof of ['2027-02-01', '2027-03-15', '2027-06-15']) {
      const other = (await post('/viewbillinglist', { asof, pageSize: 200 })) as BillingListResponse;
      const general = await createBillingRepository(ctx.db).overdue(summit, null, { asof, filters: {}, sort: 'days_overdue', direction: 'desc', page: 1, pageSize: 200 });
      assert.deepEqual(other, { records: billingListRecords(general.rows, asof), total: general.total }, asof);
      assert.equal(await keptDay(), today);
    }
    const april = await compareAll();
    const june = (await post('/viewbillinglist', { asof: '2027-06-15', pageSize: 200 })) as BillingListResponse;
    assert.notDeepEqual(june.records, april.records);
  });
});
