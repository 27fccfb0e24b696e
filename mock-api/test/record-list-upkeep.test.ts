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
/** The migration that made the lists' narrow copy of the records, and filled it. */
const LIST_ROWS_MIGRATION = '160-record-list-rows.sql';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

/**
 * Puts a migrated database back as it stood before the migration: drops what it created (a
 * function's triggers and the indexes on it go with it) and forgets that it ran.
 */
/** The lists' copy of the live records, and the records themselves in the same columns: the two must always agree. */
async function listRows(db: Db): Promise<{ copied: unknown[]; live: unknown[] }> {
  const columns = await db.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = 'record_list_rows'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  );
  const select = columns.map(({ name }) => `"${name}"`).join(', ');
  return {
    copied: await db.query(`SELECT ${select} FROM record_list_rows ORDER BY id`),
    live: await db.query(`SELECT ${select} FROM policy_quotations WHERE deleted_at IS NULL ORDER BY id`),
  };
}

/** Writes a record of each kind of change: a delete, a stage change, a renamed customer and a copy of every record of the client. */
async function writeEachKindOfChange(db: Db, clientId: number): Promise<void> {
  await db.query(
    `UPDATE policy_quotations SET deleted_at = now()
      WHERE id = (SELECT min(id) FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL)`,
    [clientId],
  );
  await db.query(
    `UPDATE policy_quotations SET quotation = 1, policyapproved = 1
      WHERE id = (SELECT min(id) FROM policy_quotations WHERE company_id = $1 AND stage = 'Quotation' AND quotation = 1 AND deleted_at IS NULL)`,
    [clientId],
  );
  await db.query(
    `UPDATE policy_quotations SET lastname = 'Renamed', policyamount = 1234.5
      WHERE id = (SELECT max(id) FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL)`,
    [clientId],
  );
  const columns = RECORD_COLUMNS.map((column) => `"${column}"`);
  await db.query(
    `INSERT INTO policy_quotations (${columns.join(', ')})
     SELECT ${columns.map((column) => (column === '"unique_id"' ? `${column} || '-COPY-' || id || '-' || (SELECT count(*) FROM policy_quotations)` : column)).join(', ')}
       FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL`,
    [clientId],
  );
}

async function unapply(db: Db, version: string): Promise<void> {
  const sql = await readFile(path.join(MIGRATIONS_DIR, version), 'utf8');
  const created = (kind: string) => [...sql.matchAll(new RegExp(`^CREATE ${kind} (\\w+)`, 'gm'))].map((match) => match[1]!);
  for (const name of created('FUNCTION')) await db.query(`DROP FUNCTION ${name} CASCADE`);
  for (const name of created('INDEX')) await db.query(`DROP INDEX IF EXISTS ${name}`);
  for (const name of created('TABLE')) await db.query(`DROP TABLE ${name}`);
  for (const name of created('VIEW')) await db.query(`DROP VIEW ${name}`);
  await db.query('DELETE FROM schema_migrations WHERE version = $1', [version]);
}

test('When records were written before the totals were kept, then the migration backfills every list of every client with its count', async () => {
  const summit = ctx.logins.summit_admin.client_id;
  const seeded = (await listTotals(ctx)).answered;
  await unapply(ctx.db, TOTALS_MIGRATION);

  // Written while nothing keeps totals: a record deleted, one moved on from quotation to binder,
  // and a copy of each remaining Summit record.
  await writeEachKindOfChange(ctx.db, summit);

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

test('When records were written before the lists had their copy, then the migration copies every live record', async () => {
  await unapply(ctx.db, LIST_ROWS_MIGRATION);
  await writeEachKindOfChange(ctx.db, ctx.logins.summit_admin.client_id);
  await writeEachKindOfChange(ctx.db, ctx.logins.harbor_admin.client_id);

  assert.deepEqual(await migrate(ctx.db), [LIST_ROWS_MIGRATION]);

  const { copied, live } = await listRows(ctx.db);
  assert.ok(live.length > 0);
  assert.deepEqual(copied, live);
});

test('When records are written, deleted or changed, then the lists\' copy follows them in the same statement', async () => {
  const summit = ctx.logins.summit_admin.client_id;
  await writeEachKindOfChange(ctx.db, summit);
  const { copied, live } = await listRows(ctx.db);
  assert.deepEqual(copied, live);

  // A write that fails leaves the copy as it was.
  const before = await listRows(ctx.db);
  await assert.rejects(ctx.db.query(`UPDATE policy_quotations SET lastname = 'Half', policyamount = -1 WHERE company_id = $1`, [summit]));
  assert.deepEqual(await listRows(ctx.db), before);

  const renamed = await ctx.db.one<{ id: number }>(`SELECT id FROM record_list_rows WHERE lastname = 'Renamed' ORDER BY id LIMIT 1`);
  assert.ok(renamed);
  await ctx.db.query('DELETE FROM policy_quotations WHERE id = $1', [renamed.id]);
  assert.equal(await ctx.db.one('SELECT 1 FROM record_list_rows WHERE id = $1', [renamed.id]), null);
});
