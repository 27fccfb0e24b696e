/**
 * The home dashboard and the Production Report at scale: a throwaway embedded database seeded as
 * usual plus 100,000 records for Summit spread over the last year (a quarter each intake forms,
 * quotations, binders and policies; one in ten of the agent's; two lines of business) and an
 * endorsement for one policy in five, the real app listening on a free port, and the calls timed
 * over HTTP from another process (dashboard-caller.ts). Prints one JSON line of figures for
 * `pnpm bench` (packages/devtools/src/bench/dashboard.mjs).
 * Run: node --import tsx test/scale/dashboard-scale.ts
 */
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/logger';
import { createTestDb, testConfig } from '../helpers';
import { summitId } from './scale-book';

const RECORDS = Number(process.env.DASHBOARD_SCALE_RECORDS ?? 100_000);
const CALLS = Number(process.env.DASHBOARD_SCALE_CALLS ?? 200);
const WARM_UP = 20;

const db = await createTestDb();
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const seeded = Date.now();
  const client = await summitId(db);
  const agent = (await db.one<{ id: number; name: string }>(
    `SELECT a.id, a.agentname AS name FROM users u JOIN client_agents a ON a.id = u.agent_id WHERE u.username = 'summit_agent'`,
  ))!;
  await db.query(
    `INSERT INTO policy_quotations (company_id, unique_id, policycreator_id, policycreator_name, intake_id, "intake_Name",
       intake_form_id, customer_id, program_id, programname, state_id, state_name, "Admitted", firstname, lastname,
       policyeffectivedate, policyscheduledate, policyduration, policyamount, balance, policydetails, policycoverage,
       quotation, policyapproved, becomepolicy, submga_id, submga_name, created_at)
     SELECT t.company_id, 'DASH-' || lpad(g::text, 7, '0'), t.policycreator_id, t.policycreator_name, l.id, l.category_name,
       t.intake_form_id, t.customer_id, t.program_id, t.programname, t.state_id, t.state_name, t."Admitted", 'First' || (g % 997), 'Last' || (g % 101),
       current_date - (g % 365), current_date - (g % 365) + 365, t.policyduration, (g % 5000) + 0.5, 0, '{}', '[]',
       (g % 4 > 0)::int::smallint, (g % 4 > 1)::int::smallint, (g % 4 = 3)::int::smallint,
       CASE WHEN g % 10 = 0 THEN $3::int END, CASE WHEN g % 10 = 0 THEN $4 END, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
     FROM generate_series(1, $2::int) AS g,
          (SELECT * FROM policy_quotations WHERE company_id = $1 ORDER BY id LIMIT 1) AS t,
          LATERAL (SELECT id, category_name FROM intake_categories WHERE client_id = $1 ORDER BY id OFFSET (g % 2) LIMIT 1) AS l`,
    [client, RECORDS, agent.id, agent.name],
  );
  await db.query(
    `INSERT INTO policy_transactions (company_id, quotation_id, version, type, effective_date, premium_delta, created_by)
     SELECT company_id, id, 1, 'Endorsement', policyeffectivedate + 30, 25.25, 'Scale'
       FROM policy_quotations WHERE company_id = $1 AND unique_id LIKE 'DASH-%' AND stage = 'Policy' AND id % 5 = 0`,
    [client],
  );
  // As autovacuum would on PostgreSQL; the embedded database runs none.
  await db.query('VACUUM ANALYZE policy_quotations');
  await db.query('VACUUM ANALYZE policy_transactions');
  const seedSeconds = (Date.now() - seeded) / 1000;

  const caller = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./dashboard-caller.ts', import.meta.url))], {
    env: { ...process.env, DASHBOARD_SCALE_BASE: base, DASHBOARD_SCALE_CALLS: String(CALLS), DASHBOARD_SCALE_WARM_UP: String(WARM_UP) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  caller.stdout.on('data', (chunk) => (output += chunk));
  const timed = await new Promise<Record<string, unknown>>((resolve, reject) => {
    caller.once('error', reject);
    caller.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the dashboard caller exited ${code}`))));
  });
  console.log(JSON.stringify({ records: RECORDS, seedSeconds, ...timed }));
} finally {
  server.close();
  await db.close();
}
