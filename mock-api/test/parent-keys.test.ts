import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../src/db/db';
import { insertWithParentsLocked } from '../src/db/parent-keys';
import { IMPORT_FOREIGN_KEYS } from '../src/bdx-admin/import-job';
import { createTestDb } from './helpers';

let db: Database;

before(async () => {
  db = await createTestDb();
});
after(async () => {
  await db.close();
});

describe('foreign keys checked once per statement (db/parent-keys)', () => {
  test('every trigger of the schema fires when a bulk write runs as a replica', async () => {
    const notAlways = await db.query<{ name: string }>(
      `SELECT c.relname || '.' || g.tgname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE NOT g.tgisinternal AND g.tgenabled <> 'A' ORDER BY 1`,
    );
    assert.deepEqual(
      notAlways.map((row) => row.name),
      [],
      'add ALTER TABLE ... ENABLE ALWAYS TRIGGER ... to the migration that creates these (see migration 409)',
    );
    assert.ok((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM pg_trigger WHERE NOT tgisinternal`))!.n > 60);
  });

  test("every foreign key of the import's rows is locked, written by the same statement, or never set", async () => {
    const keys = await db.query<{ key: string }>(
      `SELECT c.conrelid::regclass::text || '.' || a.attname AS key
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.conrelid = ANY(ARRAY['customers', 'policy_quotations', 'policy_quotation_history', 'bdx_file_imports']::regclass[])
        ORDER BY 1`,
    );
    assert.deepEqual(
      keys.map((row) => row.key),
      Object.keys(IMPORT_FOREIGN_KEYS).sort(),
    );
  });

  test('a parent gone answers 409 naming it, and nothing is written', async () => {
    const clientId = (await db.one<{ id: number }>('SELECT min(id) AS id FROM clients'))!.id;
    const before = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers'))!.n;
    await assert.rejects(
      db.transaction((tx) =>
        insertWithParentsLocked(tx, [{ table: 'clients', name: 'client', ids: [clientId, 999_999] }], () =>
          tx.query(`INSERT INTO customers (client_id, firstname, lastname) VALUES ($1, 'Gone', 'Parent')`, [clientId]),
        ),
      ),
      (error: { httpStatus?: number; message?: string }) =>
        error.httpStatus === 409 && error.message === 'The client (id 999999) was removed meanwhile: nothing was written',
    );
    assert.equal((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM customers'))!.n, before);
  });

  test('the insert runs as a replica, with the triggers firing, and the transaction goes on checking keys per row', async () => {
    const clientId = (await db.one<{ id: number }>('SELECT min(id) AS id FROM clients'))!.id;
    const seen = await db.transaction(async (tx) => {
      const during = await insertWithParentsLocked(tx, [{ table: 'clients', name: 'client', ids: [clientId] }], async () => {
        await tx.query(`INSERT INTO customers (client_id, firstname, lastname) VALUES ($1, 'Parent', 'Locked')`, [clientId]);
        return (await tx.one<{ role: string }>(`SELECT current_setting('session_replication_role') AS role`))!.role;
      });
      const afterwards = (await tx.one<{ role: string }>(`SELECT current_setting('session_replication_role') AS role`))!.role;
      // The parent is locked until the transaction ends.
      const locked = await tx.query(`SELECT 1 FROM pg_locks WHERE locktype = 'transactionid' AND granted`);
      return { during, afterwards, locked: locked.length > 0 };
    });
    assert.deepEqual(seen, { during: 'replica', afterwards: 'origin', locked: true });
    // Back in the default mode, a key to no parent is refused row by row as ever.
    await assert.rejects(db.query(`INSERT INTO customers (client_id, firstname, lastname) VALUES (999999, 'No', 'Parent')`), /foreign key/);
  });
});
