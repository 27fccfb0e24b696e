/**
 * What row auditing costs a bulk write: 30,000 customers inserted in batches of 200 (as the
 * import writes them), signed in, with row auditing on and with it summarized (off), and with no
 * signed-in caller. Run: node --import tsx test/scale/audit-cost.ts (TEST_DATABASE_URL for PostgreSQL).
 */
import { runInAuditScope } from '../../src/audit/context';
import { summarizeRowAudit } from '../../src/audit/repository';
import { createTestDb } from '../helpers';

const ROWS = 30_000;
const BATCH = 200;
const db = await createTestDb();
const summit = (await db.one<{ id: number; client_id: number }>(`SELECT id, client_id FROM users WHERE username = 'summit_admin'`))!;
const scope = {
  requestId: 'cost',
  call: () => '/Importedbdximport',
  actor: () => ({ user_id: summit.id, client_id: summit.client_id, audience: 'admin' as const, login_type: 2 }),
};

async function insertAll(mode: 'rows' | 'summary' | 'none'): Promise<number> {
  const started = performance.now();
  const write = async () => {
    for (let start = 0; start < ROWS; start += BATCH) {
      const names = Array.from({ length: BATCH }, (_, index) => `Cost ${mode} ${start + index}`);
      await db.transaction(async (tx) => {
        if (mode === 'summary') await summarizeRowAudit(tx);
        await tx.query(
          `INSERT INTO customers (client_id, firstname, lastname, address, city, state, zipcode, phonenumber, email)
           SELECT $1, n, 'Insured', '1 Main Street', 'Springfield', 'TX', '75001', '15555550100', 'insured@example.com' FROM unnest($2::text[]) n`,
          [summit.client_id, names],
        );
      });
    }
  };
  await (mode === 'none' ? write() : runInAuditScope(scope, write));
  return performance.now() - started;
}

for (const mode of ['none', 'summary', 'rows', 'summary', 'none'] as const) {
  const ms = await insertAll(mode);
  console.log(`${mode.padEnd(8)} ${(ms / 1000).toFixed(2)} s for ${ROWS} rows`);
}
console.log(`audit rows: ${(await db.one<{ n: number }>('SELECT count(*)::integer AS n FROM audit_log'))!.n}`);
await db.close();
