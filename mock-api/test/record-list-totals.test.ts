import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Db } from '../src/db/db';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { RECORD_COLUMNS } from '../src/quotations/repository';
import { createTestContext, type TestContext } from './helpers';
import { listTotals } from './list-totals';

/** The migration that started keeping the lists' totals, and backfilled them for the records already there. */
const TOTALS_MIGRATION = '150-record-list-scale.sql';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

/**
 * Puts a migrated database back as it stood before the migration: drops what it created (a
 * function's triggers and the indexes on it go with it) and forgets that it ran.
 */
async function unapply(db: Db, version: string): Promise<void> {
  const sql = await readFile(path.join(MIGRATIONS_DIR, version), 'utf8');
  const created = (kind: string) => [...sql.matchAll(new RegExp(`^CREATE ${kind} (\\w+)`, 'gm'))].map((match) => match[1]!);
  for (const name of created('FUNCTION')) await db.query(`DROP FUNCTION ${name} CASCADE`);
  for (const name of created('INDEX')) await db.query(`DROP INDEX IF EXISTS ${name}`);
  for (const name of created('TABLE')) await db.query(`DROP TABLE ${name}`);
  await db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
}

test('When records were written before the totals were kept, then the migration backfills every list of every client with its count', async () => {
  const summit = ctx.logins.summit_admin.client_id;
  const seeded = (await listTotals(ctx)).answered;
  await unapply(ctx.db, TOTALS_MIGRATION);

  // Written while nothing keeps totals: a record deleted, one moved on from quotation to binder,
  // and a copy of each remaining Summit record.
  await ctx.db.query(
    `UPDATE policy_quotations SET deleted_at = now()
      WHERE id = (SELECT min(id) FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy')`,
    [summit],
  );
  await ctx.db.query(
    `UPDATE policy_quotations SET quotation = 1, policyapproved = 1
      WHERE id = (SELECT min(id) FROM policy_quotations WHERE company_id = $1 AND stage = 'Quotation' AND quotation = 1)`,
    [summit],
  );
  const columns = RECORD_COLUMNS.map((column) => `"${column}"`);
  await ctx.db.query(
    `INSERT INTO policy_quotations (${columns.join(', ')})
     SELECT ${columns.map((column) => (column === '"unique_id"' ? `${column} || '-COPY'` : column)).join(', ')}
       FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL`,
    [summit],
  );

  assert.deepEqual(await migrate(ctx.db), [TOTALS_MIGRATION]);

  for (const user of ['summit_admin', 'harbor_admin'] as const) {
    const { answered, counted } = await listTotals(ctx, user);
    assert.deepEqual(answered, counted, user);
  }
  const { answered } = await listTotals(ctx);
  assert.equal(answered.all, (seeded.all - 1) * 2);
  assert.equal(answered.quotations, (seeded.quotations - 1) * 2);
  assert.equal(answered.binders, (seeded.binders + 1) * 2);
  assert.equal(answered.policies, (seeded.policies - 1) * 2);
});

test('When a record is written after the backfill, then the totals follow it', async () => {
  const summit = ctx.logins.summit_admin.client_id;
  const before = (await listTotals(ctx)).answered;
  await ctx.db.query(`UPDATE policy_quotations SET deleted_at = now() WHERE id = (SELECT max(id) FROM policy_quotations WHERE company_id = $1)`, [
    summit,
  ]);
  const { answered, counted } = await listTotals(ctx);
  assert.deepEqual(answered, counted);
  assert.equal(answered.all, before.all - 1);
});
