import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LossRatioResponse, ProductionRecordsResponse, ProductionReportResponse, ViewDashboardResponse } from '@kyubos/contracts';
import { createTestContext, menuItemIds, type TestContext } from './helpers';

/**
 * The home dashboard's figures and the Production Report on a known book: Summit's records of
 * 2029-2030 written below, with the clock at 2030-06-15 (the seed's own records are of the
 * present, outside every period asked for here). Money in cents.
 */
const NOW = new Date('2030-06-15T12:00:00Z');

interface RecordSpec {
  key: string;
  lob: 0 | 1;
  stage: 'Quotation' | 'Binder' | 'Policy' | 'Incomplete';
  effective: string;
  end: string;
  amount: number;
  created: string;
  agent?: boolean;
  deleted?: boolean;
  cancelledOn?: string;
}

// A and D are the agent's; E is deleted; I is an intake form never sent as a quotation.
const RECORDS: RecordSpec[] = [
  { key: 'A', lob: 0, stage: 'Policy', effective: '2030-01-10', end: '2031-01-10', amount: 1200.5, created: '2030-01-05', agent: true },
  { key: 'B', lob: 0, stage: 'Policy', effective: '2030-06-01', end: '2030-06-30', amount: 200.15, created: '2030-05-20', cancelledOn: '2030-06-20' },
  { key: 'C', lob: 1, stage: 'Policy', effective: '2030-06-10', end: '2030-07-01', amount: 99.99, created: '2030-06-01' },
  { key: 'D', lob: 0, stage: 'Policy', effective: '2029-06-30', end: '2030-06-29', amount: 500, created: '2029-06-01', agent: true },
  { key: 'E', lob: 0, stage: 'Policy', effective: '2030-06-05', end: '2030-07-05', amount: 777, created: '2030-06-03', deleted: true },
  { key: 'Q1', lob: 1, stage: 'Quotation', effective: '2030-04-10', end: '2031-04-10', amount: 10, created: '2030-04-01' },
  { key: 'Q2', lob: 0, stage: 'Binder', effective: '2030-07-01', end: '2031-07-01', amount: 20, created: '2030-06-14', agent: true },
  { key: 'I', lob: 1, stage: 'Incomplete', effective: '2030-07-01', end: '2031-07-01', amount: 30, created: '2030-06-02' },
];
const FLAGS = { Quotation: [1, 0, 0], Binder: [1, 1, 0], Policy: [1, 1, 1], Incomplete: [0, 0, 0] } as const;

describe('Reports: the home dashboard and the Production Report', () => {
  let ctx: TestContext;
  let summitId: number;
  let agentId: number;
  let agentName: string;
  let lobs: { id: number; name: string }[];
  const ids: Record<string, number> = {};

  before(async () => {
    ctx = await createTestContext({ now: () => NOW });
    summitId = ctx.logins.summit_admin.client_id;
    const agent = (await ctx.db.one<{ id: number; name: string }>(
      `SELECT a.id, a.agentname AS name FROM users u JOIN client_agents a ON a.id = u.agent_id WHERE u.username = 'summit_agent'`,
    ))!;
    agentId = agent.id;
    agentName = agent.name;
    lobs = await ctx.db.query<{ id: number; name: string }>(
      'SELECT id, category_name AS name FROM intake_categories WHERE client_id = $1 ORDER BY category_name, id LIMIT 2',
      [summitId],
    );
    for (const spec of RECORDS) {
      const [quotation, approved, policy] = FLAGS[spec.stage];
      const lob = lobs[spec.lob]!;
      const row = await ctx.db.one<{ id: number }>(
        `INSERT INTO policy_quotations (company_id, unique_id, policycreator_id, policycreator_name, intake_id, "intake_Name", customer_id,
           programname, state_id, state_name, firstname, lastname, policyeffectivedate, policyscheduledate, policyamount, balance,
           quotation, policyapproved, becomepolicy, submga_id, submga_name, created_at, deleted_at, cancelled_on, policy_number)
         SELECT company_id, $2, policycreator_id, policycreator_name, $3, $4, customer_id, programname, state_id, state_name,
                'Report', $2, $5, $6, $7, 0, $8::smallint, $9::smallint, $10::smallint, $11, $12, $13::date, CASE WHEN $14::boolean THEN now() END, $15::date, CASE WHEN $10::int = 1 THEN 'POL-' || $2 END
           FROM policy_quotations WHERE company_id = $1 ORDER BY id LIMIT 1 RETURNING id`,
        [
          summitId, `RPT-${spec.key}`, lob.id, lob.name, spec.effective, spec.end, spec.amount, quotation, approved, policy,
          spec.agent ? agentId : null, spec.agent ? agentName : null, spec.created, spec.deleted ?? false, spec.cancelledOn ?? null,
        ],
      );
      ids[spec.key] = row!.id;
    }
    // A was written for 1,000.50 and endorsed +200.00 in March; B for 250.25 and cancelled in June, returning 50.10.
    const transaction = (key: string, type: string, effective: string, delta: number) =>
      ctx.db.query(
        `INSERT INTO policy_transactions (company_id, quotation_id, version, type, effective_date, premium_delta, created_by) VALUES ($1, $2, 1, $3, $4, $5, 'Report test')`,
        [summitId, ids[key], type, effective, delta],
      );
    await transaction('A', 'Endorsement', '2030-03-15', 200);
    await transaction('B', 'Cancellation', '2030-06-20', -50.1);
    // Bordereaux of May 2030 (the period being exchanged on 2030-06-15): 2 received, 1 approved, 1 sent, 1 imported; one of April.
    const bdx = [
      ["'outbound'", "'0'", 'NULL', "'0'", '052030'],
      ["'inbound'", "'0'", 'NULL', "'0'", '052030'],
      ["'inbound'", "'1'", 'NULL', "'0'", '052030'],
      ["'inbound'", "'1'", 'now()', "'0'", '052030'],
      ["'outbound'", "'0'", 'NULL', "'1'", '052030'],
      ["'outbound'", "'0'", 'NULL', "'0'", '042030'],
    ];
    for (const [i, [direction, approvedFlag, sentAt, imported, period]] of bdx.entries()) {
      await ctx.db.query(
        `INSERT INTO bdx_files (client_id, client_name, career_id, career_name, direction, sender_name, sender_id, period, control_value,
           file_name, stored_name, mime_type, size_bytes, approved, sent_at, imported)
         SELECT client_id, client_name, career_id, career_name, ${direction}, sender_name, sender_id, $2, 0, 'report.csv',
                'report-test-' || $3, mime_type, 0, ${approvedFlag}, ${sentAt}, ${imported}
           FROM bdx_files WHERE client_id = $1 ORDER BY id LIMIT 1`,
        [summitId, period, String(i)],
      );
    }
    // The agent's user may open the policy list, the renewals and the Production Report.
    const agentUser = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_agent'`))!.id;
    for (const [category, submenu] of [['Policies', 'Policies'], ['Policies', 'Renewals'], ['Reports', 'Production Report']] as const) {
      const item = await menuItemIds(ctx.db, 'MGU', category, submenu);
      await ctx.db.query('INSERT INTO client_permissions (user_id, menu_id, submenu_id, level) VALUES ($1, $2, $3, $4)', [agentUser, item.menuId, item.submenuId, 'read']);
    }
  });
  after(() => ctx.close());

  const dashboard = async (token: string) => {
    const res = await ctx.post('/viewdashboard', {}, token);
    assert.equal(res.status, 200, res.text);
    return res.body as ViewDashboardResponse;
  };
  const report = async (body: object, token = ctx.tokens.summit_admin) => {
    const res = await ctx.post('/viewproductionreport', body, token);
    assert.equal(res.status, 200, res.text);
    return res.body as ProductionReportResponse;
  };

  test('The dashboard: written premium by month and line of business over the last 12 months, in cents', async () => {
    const { today, charts } = await dashboard(ctx.tokens.summit_admin);
    assert.equal(today, '2030-06-15');
    const premium = charts.premiumByMonth!;
    assert.equal(premium.months.length, 12);
    assert.equal(premium.months[0], '2029-07');
    assert.equal(premium.months[11], '2030-06');
    assert.equal(premium.url, '/user_admin_policies');
    assert.deepEqual(premium.lines, lobs.map((lob) => ({ intake_id: lob.id, name: lob.name })));
    // D (June 2029) is before the first month; E is deleted.
    assert.deepEqual(premium.cells, [
      { month: '2030-01', intake_id: lobs[0]!.id, premiumCents: 100050 },
      { month: '2030-03', intake_id: lobs[0]!.id, premiumCents: 20000 },
      { month: '2030-06', intake_id: lobs[0]!.id, premiumCents: 20015 },
      { month: '2030-06', intake_id: lobs[1]!.id, premiumCents: 9999 },
    ]);
  });

  test('The dashboard: the funnel of the last 90 days with its conversion rates, bordereaux by status, renewals due', async () => {
    const { charts } = await dashboard(ctx.tokens.summit_admin);
    assert.deepEqual(charts.funnel, {
      from: '2030-03-18',
      to: '2030-06-15',
      quotations: 4,
      binders: 3,
      policies: 2,
      quotationToBinder: 75,
      binderToPolicy: 66.7,
      quotationToPolicy: 50,
      url: '/user_admin_policy_quotations',
    });
    assert.deepEqual(charts.bordereaux, { period: '052030', received: 2, approved: 1, sent: 1, imported: 1, url: '/user_admin_bdx_history' });
    // C ends 2030-07-01 and D 2030-06-29; B is cancelled.
    assert.deepEqual(charts.renewals, { from: '2030-06-15', to: '2030-09-13', count: 2, premiumCents: 59999, url: '/user_admin_renewals' });
  });

  test("An agent's user: its own book in every chart and tile; no bordereaux (the client's)", async () => {
    const { counts, charts } = await dashboard(ctx.tokens.summit_agent);
    assert.deepEqual(charts.premiumByMonth!.cells, [
      { month: '2030-01', intake_id: lobs[0]!.id, premiumCents: 100050 },
      { month: '2030-03', intake_id: lobs[0]!.id, premiumCents: 20000 },
    ]);
    assert.deepEqual(
      { quotations: charts.funnel!.quotations, binders: charts.funnel!.binders, policies: charts.funnel!.policies, rates: [charts.funnel!.quotationToBinder, charts.funnel!.binderToPolicy, charts.funnel!.quotationToPolicy] },
      { quotations: 1, binders: 1, policies: 0, rates: [100, 0, 0] },
    );
    assert.equal(charts.bordereaux, null);
    assert.deepEqual({ count: charts.renewals!.count, premiumCents: charts.renewals!.premiumCents }, { count: 1, premiumCents: 50000 });
    const policies = counts.find((tile) => tile.key === 'policies')!;
    const agentPolicies = (await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND becomepolicy = 1 AND submga_id = $2`,
      [summitId, agentId],
    ))!.n;
    assert.equal(policies.count, agentPolicies);
    const all = (await dashboard(ctx.tokens.summit_admin)).counts.find((tile) => tile.key === 'policies')!;
    assert.ok(all.count > policies.count, 'the client admin counts the whole book');
    const tiles = await ctx.post('/dashboardcounts', undefined, ctx.tokens.summit_agent);
    assert.equal(tiles.body.counts.find((tile: { key: string }) => tile.key === 'policies').count, agentPolicies);
  });

  test('A caller without the lists sees no charts; another client sees only its own (none here)', async () => {
    const staff = await dashboard(ctx.tokens.summit_staff);
    assert.deepEqual(staff.charts, { premiumByMonth: null, funnel: null, bordereaux: null, renewals: null, lossRatio: null });
    const harbor = await dashboard(ctx.tokens.harbor_admin);
    assert.deepEqual(harbor.charts.premiumByMonth?.cells ?? [], []);
    assert.equal(harbor.charts.renewals?.count ?? 0, 0);
  });

  test('The Production Report of a month by line of business: rows, totals to the cent', async () => {
    const answer = await report({ from: '2030-06-01', to: '2030-06-30', groupBy: ['lob'] });
    assert.deepEqual(answer.rows, [
      { groups: { lob: { id: lobs[0]!.id, name: lobs[0]!.name } }, premiumCents: 20015, count: 2, policies: 1 },
      { groups: { lob: { id: lobs[1]!.id, name: lobs[1]!.name } }, premiumCents: 9999, count: 1, policies: 1 },
    ]);
    assert.deepEqual(answer.totals, { premiumCents: 30014, count: 3, policies: 2 });
  });

  test('The loss ratios of the report and the dashboard are those of Loss Runs for the same period and book', async () => {
    const lossRatio = async (body: object) => (await ctx.post('/viewlossratio', body, ctx.tokens.summit_admin).expect(200)).body as LossRatioResponse;
    const june = { from: '2030-06-01', to: '2030-06-30' };
    const answer = await report({ ...june, groupBy: ['lob'] });
    assert.deepEqual(answer.lossRatio, { program: await lossRatio({ ...june, group_by: 'program' }), lob: await lossRatio({ ...june, group_by: 'lob' }) });
    // C, the only policy of the second line, is in force from 06-10 to its end on 07-01 (21 days) and no claim is on it; today is
    // 06-15, so June has earned its 6 days to today: 99.99 × 6 / 21 = 28.57, not the days still to come.
    assert.deepEqual(answer.lossRatio!.lob.rows.find((row) => row.lob === lobs[1]!.name), { lob: lobs[1]!.name, earned_premium: '28.57', incurred: '0.00', loss_ratio: 0 });
    const { charts } = await dashboard(ctx.tokens.summit_admin);
    const { url, ...figures } = charts.lossRatio!;
    // The tile opens Loss Runs on its own period, so both show the same figures.
    assert.equal(url, '/user_admin_loss_runs?from=2029-07-01&to=2030-06-15&group_by=lob');
    assert.deepEqual(figures, await lossRatio({ from: '2029-07-01', to: '2030-06-15', group_by: 'lob' }));
  });

  test("The report's total for a month equals the sum of that month's policies' premium in the policy list", async () => {
    const list = await ctx.post('/viewpolicylist', { company_id: summitId }, ctx.tokens.summit_admin);
    assert.equal(list.status, 200, list.text);
    const june = (list.body.Policyquotations as { policyeffectivedate: string; policyamount: number }[]).filter((row) =>
      String(row.policyeffectivedate).startsWith('2030-06'),
    );
    const listCents = june.reduce((sum, row) => sum + Math.round(row.policyamount * 100), 0);
    assert.equal(listCents, 30014);
    assert.equal((await report({ from: '2030-06-01', to: '2030-06-30' })).totals.premiumCents, listCents);
  });

  test('Grouped by transaction type, by agent and line, and by carrier', async () => {
    const byType = await report({ from: '2030-01-01', to: '2030-12-31', groupBy: ['type'] });
    assert.deepEqual(
      byType.rows.map((row) => [row.groups.type!.name, row.premiumCents, row.count]),
      [['Cancellation', -5010, 1], ['Endorsement', 20000, 1], ['New business', 135074, 3]],
    );
    assert.equal(byType.totals.premiumCents, 150064);
    const byAgent = await report({ from: '2030-01-01', to: '2030-12-31', groupBy: ['agent', 'lob'] });
    assert.deepEqual(
      byAgent.rows.map((row) => [row.groups.agent!.name, row.groups.lob!.id, row.premiumCents]),
      [[agentName, lobs[0]!.id, 120050], ['Direct (no agent)', lobs[0]!.id, 20015], ['Direct (no agent)', lobs[1]!.id, 9999]],
    );
    const byCarrier = await report({ from: '2030-01-01', to: '2030-12-31', groupBy: ['carrier'] });
    assert.deepEqual(byCarrier.rows.map((row) => [row.groups.carrier, row.premiumCents]), [[{ id: null, name: 'No carrier' }, 150064]]);
    const agents = await report({ from: '2030-01-01', to: '2030-12-31', groupBy: ['lob'] }, ctx.tokens.summit_agent);
    assert.deepEqual(agents.totals, { premiumCents: 120050, count: 2, policies: 1 });
  });

  test('The drill-down lists the transactions behind a row, and their sum is its figure', async () => {
    const res = await ctx.post('/viewproductionrecords', { from: '2030-06-01', to: '2030-06-30', where: { lob: lobs[0]!.id } }, ctx.tokens.summit_admin);
    assert.equal(res.status, 200, res.text);
    const answer = res.body as ProductionRecordsResponse;
    assert.deepEqual(
      answer.records.map((row) => [row.unique_id, row.type, row.effectivedate, row.premiumCents]),
      [['RPT-B', 'New business', '2030-06-01', 25025], ['RPT-B', 'Cancellation', '2030-06-20', -5010]],
    );
    assert.equal(answer.records[0]!.id, ids.B);
    assert.deepEqual([answer.total, answer.premiumCents], [2, 20015]);
    const direct = (await ctx.post('/viewproductionrecords', { from: '2030-01-01', to: '2030-12-31', where: { agent: null, type: 'New business' } }, ctx.tokens.summit_admin))
      .body as ProductionRecordsResponse;
    assert.deepEqual(direct.records.map((row) => row.unique_id), ['RPT-B', 'RPT-C']);
    const agents = (await ctx.post('/viewproductionrecords', { from: '2030-01-01', to: '2030-12-31' }, ctx.tokens.summit_agent)).body as ProductionRecordsResponse;
    assert.deepEqual(agents.records.map((row) => row.unique_id), ['RPT-A', 'RPT-A']);
  });

  test('Bad bodies answer 400 naming the field; callers without the report 403', async () => {
    const cases: [object, string][] = [
      [{ to: '2030-06-30' }, 'Invalid from: is required'],
      [{ from: '2030-06-31', to: '2030-07-01' }, 'Invalid from: must be a real date'],
      [{ from: '2030-06-30', to: '2030-06-01' }, 'Invalid to: must be on or after from'],
      [{ from: '2030-06-01', to: '2030-06-30', groupBy: ['lob', 'lob'] }, 'Invalid groupBy: must not repeat a group'],
      [{ from: '2030-06-01', to: '2030-06-30', groupBy: ['colour'] }, 'Invalid groupBy.0: must be one of lob, program, state, agent, carrier, type'],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.post('/viewproductionreport', body, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.message, message);
    }
    const where = await ctx.post('/viewproductionrecords', { from: '2030-06-01', to: '2030-06-30', where: { colour: 1 } }, ctx.tokens.summit_admin);
    assert.equal(where.status, 400);
    assert.equal((await ctx.post('/viewproductionreport', { from: '2030-06-01', to: '2030-06-30' }, ctx.tokens.summit_staff)).status, 403);
  });

  test('The kept dashboard figures follow every write: a moved date, a transaction, an amount, a deletion (as the report reads them)', async () => {
    await ctx.db.query(`UPDATE policy_quotations SET policyeffectivedate = '2030-05-10' WHERE id = $1`, [ids.C]);
    await ctx.db.query(
      `INSERT INTO policy_transactions (company_id, quotation_id, version, type, effective_date, premium_delta, created_by) VALUES ($1, $2, 2, 'Endorsement', '2030-06-12', 10, 'Report test')`,
      [summitId, ids.C],
    );
    await ctx.db.query('UPDATE policy_quotations SET policyamount = policyamount + 10 WHERE id = $1', [ids.C]);
    await ctx.db.query('UPDATE policy_quotations SET deleted_at = now() WHERE id = $1', [ids.A]);
    await ctx.db.query('UPDATE policy_quotations SET policyapproved = 1 WHERE id = $1', [ids.Q1]);
    const { charts } = await dashboard(ctx.tokens.summit_admin);
    const kept = charts.premiumByMonth!.cells.map((cell) => [cell.month, cell.intake_id, cell.premiumCents]);
    assert.deepEqual(kept, [
      ['2030-05', lobs[1]!.id, 9999],
      ['2030-06', lobs[0]!.id, 20015],
      ['2030-06', lobs[1]!.id, 1000],
    ]);
    const read: (string | number)[][] = [];
    for (const month of charts.premiumByMonth!.months) {
      const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
      for (const row of (await report({ from: `${month}-01`, to: last, groupBy: ['lob'] })).rows) read.push([month, Number(row.groups.lob!.id), row.premiumCents]);
    }
    assert.deepEqual(read, kept);
    assert.deepEqual([charts.funnel!.quotations, charts.funnel!.binders, charts.funnel!.policies], [4, 4, 2]);
    // Renewals due: C now 109.99, D 500.00; D declined leaves C alone.
    assert.deepEqual([charts.renewals!.count, charts.renewals!.premiumCents], [2, 60999]);
    await ctx.db.query(`UPDATE policy_quotations SET not_renewing_reason = 'Moving away' WHERE id = $1`, [ids.D]);
    const after = (await dashboard(ctx.tokens.summit_admin)).charts.renewals!;
    assert.deepEqual([after.count, after.premiumCents], [1, 10999]);
  });
});
