/**
 * What a record insert costs with the lists' copy and its indexes: the CPU time of N records copied
 * from a seeded one (names, numbers and dates varied) in one statement, in a transaction rolled
 * back, with the trigram indexes migration 340 dropped made again in that transaction, as is, and
 * without the lists' copy. Variants are
 * interleaved, ROUNDS each. `node --import tsx test/scale/list-copy-cost.ts` (TEST_DATABASE_URL: PostgreSQL).
 */
import fs from 'node:fs';
import type { Db } from '../../src/db/db';
import { RECORD_COLUMNS } from '../../src/quotations/repository';
import { createTestDb } from '../helpers';

const N = Number(process.env.N ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/** Each variant: statements run in the transaction before the timed insert. */
const RESTORED = [
  `CREATE INDEX record_list_rows_intake_name_trgm ON record_list_rows USING gin ("intake_Name" gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
  `CREATE INDEX record_list_rows_intake_subname_trgm ON record_list_rows USING gin ("intake_subName" gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
  `CREATE INDEX record_list_rows_effective_trgm ON record_list_rows USING gin (list_date_text(policyeffectivedate) gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
  `CREATE INDEX record_list_rows_schedule_trgm ON record_list_rows USING gin (list_date_text(policyscheduledate) gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
  `CREATE INDEX record_list_rows_state_name_trgm ON record_list_rows USING gin (state_name gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
  `CREATE INDEX record_list_rows_agent_trgm ON record_list_rows USING gin (submga_name gin_trgm_ops) WITH (gin_pending_list_limit = 64)`,
];
const VARIANTS: Record<string, string[]> = {
  'before 340': RESTORED,
  'after 340': [],
  'no list copy': ['ALTER TABLE policy_quotations DISABLE TRIGGER record_list_rows_insert'],
};
/** CPU seconds of this process (the embedded database runs in it) or of the PostgreSQL server process of the connection. */
async function cpuOf(tx: Db): Promise<number> {
  if (!process.env.TEST_DATABASE_URL) {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  }
  const { pid } = (await tx.one<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const db = await createTestDb();
try {
  const source = (await db.one<{ id: number }>(`SELECT id FROM policy_quotations WHERE deleted_at IS NULL AND stage = 'Quotation' ORDER BY id LIMIT 1`))!.id;
  const varied: Record<string, string> = {
    unique_id: `'BENCH-Q-' || g`,
    firstname: `'First' || g`,
    lastname: `'Last' || (g % 5000)`,
    email: `'insured' || g || '@example.com'`,
    policyeffectivedate: `date '2026-01-01' + (g % 365)`,
    policyscheduledate: `date '2027-01-01' + (g % 365)`,
    policyamount: `500 + (g % 900)`,
    balance: `500 + (g % 900)`,
  };
  const columns = RECORD_COLUMNS.map((column) => `"${column}"`).join(', ');
  const values = RECORD_COLUMNS.map((column) => varied[column] ?? `p."${column}"`).join(', ');
  const insert = `INSERT INTO policy_quotations (${columns}, carrier_policy_number) SELECT ${values}, 'CP-' || g FROM policy_quotations p, generate_series(1, ${N}) g WHERE p.id = ${source}`;
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, dropped] of Object.entries(VARIANTS)) {
      await db
        .transaction(async (tx) => {
          for (const statement of dropped) await tx.query(statement);
          await tx.query(`SELECT set_config('kyubos.audit_rows', 'off', true)`);
          const started = await cpuOf(tx);
          await tx.query(insert);
          times[name]!.push((await cpuOf(tx)) - started);
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [name, values] of Object.entries(times)) {
    console.log(`${name.padEnd(12)} median ${((median(values) / N) * 1e6).toFixed(0).padStart(5)} µs CPU a row  (${values.map((v) => ((v / N) * 1e6).toFixed(0)).join(', ')})`);
  }
  console.log(`load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await db.close();
}
