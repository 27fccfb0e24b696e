import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { phoneProblem } from '@kyubos/contracts';
import { arrayLiteral, type Database, type Db } from '../src/db/db';
import { batchedRead } from '../src/db/batched-read';
import { analyzeSizes, analyzeValues } from '../src/db/statistics';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openPgPool } from '../src/db/pg-pool';
import { openPglite, openPgliteThread, type PgliteDatabase } from '../src/db/pglite';
import { seedIfEmpty } from '../src/db/seed/index';
import { start } from '../src/main';
import { silentLogger } from '../src/logger';
import { createTestDb, testConfig, writeSeededDataDir } from './helpers';

const countRows = async (db: Db, table: string) =>
  (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;

/** The same transaction behaviour is required of both drivers. */
function transactionTests(getDb: () => Db) {
  const countryCount = () => countRows(getDb(), 'countries');
  const insertCountry = (db: Db, code: string) =>
    db.query('INSERT INTO countries (country_code, country_name) VALUES ($1, $2)', [code, `Test ${code}`]);

  test('When a transaction fails midway, then nothing it wrote is kept', async () => {
    const before = await countryCount();
    await assert.rejects(
      getDb().transaction(async (tx) => {
        await insertCountry(tx, 'X1');
        await insertCountry(tx, 'X2');
        throw new Error('fails after two writes');
      }),
      /fails after two writes/,
    );
    assert.equal(await countryCount(), before);
  });

  test('When a statement inside a transaction violates a constraint, then the earlier writes are undone', async () => {
    const before = await countryCount();
    await assert.rejects(
      getDb().transaction(async (tx) => {
        await insertCountry(tx, 'X3');
        await insertCountry(tx, 'US');
      }),
    );
    assert.equal(await countryCount(), before);
  });

  test('When a nested transaction fails, then the outer one is rolled back as a whole', async () => {
    const before = await countryCount();
    await assert.rejects(
      getDb().transaction(async (tx) => {
        await insertCountry(tx, 'X4');
        await tx.transaction(async (inner) => {
          await insertCountry(inner, 'X5');
          throw new Error('inner failure');
        });
      }),
    );
    assert.equal(await countryCount(), before);
  });

  test('When statements start together in a transaction, then each is answered in turn and the driver raises no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const answers = await getDb().transaction((tx) =>
        Promise.all([1, 2, 3, 4].map((n) => tx.one<{ n: number }>('SELECT $1::int AS n FROM countries LIMIT 1', [n]))),
      );
      assert.deepEqual(answers.map((row) => row!.n), [1, 2, 3, 4]);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings.filter((message) => message.includes('already executing a query')), []);
  });

  test('When statements and a transaction are begun, then the database counts those begun outside a transaction, not the transaction\'s own', async () => {
    const db = getDb();
    const before = db.begun!();
    await db.query('SELECT 1');
    await db.one('SELECT 2');
    await db.transaction(async (tx) => {
      assert.equal(tx.begun, undefined);
      await tx.query('SELECT 3');
      await tx.query('SELECT 4');
    });
    assert.equal(db.begun!() - before, 3);
  });

  test('When statements are begun, then the database counts those not yet answered, failed ones answered too', async () => {
    const db = getDb();
    assert.equal(db.unanswered!(), 0);
    const slow = db.query('SELECT pg_sleep(0.05)');
    const failing = db.query('SELECT 1/0');
    const inTransaction = db.transaction(async (tx) => {
      assert.equal(tx.unanswered, undefined);
      await tx.query('SELECT 1');
    });
    assert.equal(db.unanswered!(), 3);
    await slow;
    await assert.rejects(failing);
    await inTransaction;
    assert.equal(db.unanswered!(), 0);
  });

  test('When arrays are sent as array literals, then the database reads back every element as it was', async () => {
    const texts = ['plain', '', 'NULL', 'a "quoted" word', 'back\\slash\\', '{braces},commas', ' spaced ', '名前 ✓', '{"premium":1250.5}', null];
    const numbers = [1, -2, 3.25, null];
    const read = await getDb().one<{ texts: (string | null)[]; numbers: (number | null)[]; flags: boolean[]; coverage: unknown }>(
      'SELECT $1::text[] AS texts, $2::float8[] AS numbers, $3::boolean[] AS flags, ($4::jsonb[])[1] AS coverage',
      [arrayLiteral(texts), arrayLiteral(numbers), arrayLiteral([true, false]), arrayLiteral([JSON.stringify([{ name: 'Say "hi"', premium: 12.5 }])])],
    );
    assert.deepEqual(read, { texts, numbers, flags: [true, false], coverage: [{ name: 'Say "hi"', premium: 12.5 }] });
    assert.throws(() => arrayLiteral([{ nested: true }]), /an element of type object/);
  });

  test('When a transaction succeeds, then its writes are committed and its result returned', async () => {
    const before = await countryCount();
    const result = await getDb().transaction(async (tx) => {
      await insertCountry(tx, 'X6');
      return 'done';
    });
    assert.equal(result, 'done');
    assert.equal(await countryCount(), before + 1);
    await getDb().query(`DELETE FROM countries WHERE country_code = 'X6'`);
  });
}

describe('Embedded database (PGlite)', () => {
  let db: Database;
  before(async () => {
    db = await createTestDb();
  });
  after(() => db.close());

  describe('Db.transaction', () => transactionTests(() => db));

  test('When migrations run again on a migrated database, then nothing is applied and nothing fails', async () => {
    assert.deepEqual(await migrate(db), []);
    assert.deepEqual(await migrate(db), []);
  });

  test('When a new migration file appears, then only it is applied, once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kyubos-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      await writeFile(path.join(dir, '999-test-note.sql'), 'CREATE TABLE test_notes (id serial PRIMARY KEY, note text);');
      assert.deepEqual(await migrate(db, dir), ['999-test-note.sql']);
      assert.deepEqual(await migrate(db, dir), []);
      assert.equal(await countRows(db, 'test_notes'), 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('When the demo data is seeded, then every phone and fax number in it is valid for its country', async () => {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_name ILIKE '%phone%' OR column_name ILIKE 'fax') AND data_type = 'text'`,
    );
    assert.ok(columns.some((column) => column.table_name === 'customers'));
    const invalid: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = await db.query<{ value: string }>(`SELECT DISTINCT "${column_name}" AS value FROM ${table_name} WHERE coalesce("${column_name}", '') <> ''`);
      for (const { value } of rows) if (phoneProblem(value.replace(/\D/g, '')) !== null) invalid.push(`${table_name}.${column_name} ${value}`);
    }
    assert.deepEqual(invalid, []);
  });

  test('When the database already holds data, then seeding does nothing', async () => {
    const users = await countRows(db, 'users');
    assert.equal(await seedIfEmpty(db), false);
    assert.equal(await countRows(db, 'users'), users);
  });

  test('When the server starts twice on a non-empty database, then it serves without reseeding', async () => {
    const counts = async () => Promise.all(['clients', 'users', 'menus', 'countries'].map((table) => countRows(db, table)));
    const before = await counts();
    for (let run = 0; run < 2; run += 1) {
      const server = await start({ config: testConfig, db, logger: silentLogger });
      const res = await fetch(`http://127.0.0.1:${server.port}/health`);
      assert.deepEqual(await res.json(), { status: 'ok' });
      await server.stop();
    }
    assert.deepEqual(await counts(), before);
  });
});

// The API's embedded database (openDatabase): PGlite only, so not in the PostgreSQL run.
describe('Embedded database in a thread of its own (the API\'s)', { skip: !!process.env.TEST_DATABASE_URL && 'the PostgreSQL run' }, () => {
  let db: PgliteDatabase;
  before(async () => {
    const template = await createTestDb();
    try {
      db = await openPgliteThread({ loadDataDir: await (template as PgliteDatabase).dump() });
    } finally {
      await template.close();
    }
  });
  after(() => db.close());

  describe('Db.transaction', () => transactionTests(() => db));

  test('When a statement breaks a constraint, then the error carries PostgreSQL\'s code and constraint as on the calling thread', async () => {
    const error = await db.query(`INSERT INTO countries (country_code, country_name) VALUES ('US', 'Again')`).then(
      () => assert.fail('the insert was accepted'),
      (caught: unknown) => caught as Error & { code?: string; constraint?: string },
    );
    assert.ok(error instanceof Error);
    assert.equal(error.code, '23505');
    assert.match(error.message, /duplicate key/);
    assert.ok(error.constraint);
  });

  test('When values are read, then they have the same shapes as on the calling thread', async () => {
    const sql = `SELECT id, "Client_OnboardingDt", (SELECT count(*)::int FROM users) AS users, now() AS at, '{"a":1}'::jsonb AS doc,
                        '\\x0102'::bytea AS bytes, ARRAY[1, 2] AS list FROM clients WHERE "Client_PointingId" = 'KYB-SUMMIT'`;
    const here = await openPglite({ loadDataDir: await db.dump() });
    try {
      const [threaded, local] = [await db.one<Record<string, unknown>>(sql), await here.one<Record<string, unknown>>(sql)];
      assert.equal(threaded!.Client_OnboardingDt, '2023-03-15');
      assert.ok(threaded!.at instanceof Date);
      assert.deepEqual({ ...threaded, at: null, bytes: [...(threaded!.bytes as Uint8Array)] }, { ...local, at: null, bytes: [...(local!.bytes as Uint8Array)] });
    } finally {
      await here.close();
    }
  });

  test('When a transaction is open, then a statement from outside it waits until it ends and sees only what it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO countries (country_code, country_name) VALUES ('X7', 'Test X7')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = countRows(db, 'countries');
    let read = false;
    void reading.then(() => (read = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(read, false);
    release();
    await writing;
    const after = await reading;
    assert.equal(after, (await countRows(db, 'countries')));
    await db.query(`DELETE FROM countries WHERE country_code = 'X7'`);
  });
});

test('When the API starts on the embedded database, then the planner has statistics of the lists\' tables', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-start-'));
  try {
    // The seeded template where the API opens it, with no statistics: the start must gather them.
    await writeSeededDataDir(dataDir, async (db) => {
      await db.query(`DELETE FROM pg_statistic WHERE starelid IN ('policy_quotations'::regclass, 'record_list_rows'::regclass)`);
    });
    const server = await start({ config: { ...testConfig, dataDir, port: 0 }, logger: silentLogger });
    await server.stop();
    const db = await openPglite({ dataDir: path.join(dataDir, 'pg') });
    try {
      const analysed = await db.query<{ relname: string }>(
        `SELECT DISTINCT c.relname FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid
          WHERE c.relname IN ('policy_quotations', 'record_list_rows') ORDER BY 1`,
      );
      assert.deepEqual(analysed.map((row) => row.relname), ['policy_quotations', 'record_list_rows']);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

// Runs when a disposable PostgreSQL is given, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5433/kyubos_test
describe('Real PostgreSQL (pg)', { skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set' }, () => {
  const db = openPgPool(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
  before(async () => {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    assert.equal(await seedIfEmpty(db), true);
  });
  after(() => db.close());

  test('When migrations and seeding run again, then nothing changes', async () => {
    assert.deepEqual(await migrate(db), []);
    assert.equal(await seedIfEmpty(db), false);
  });

  test('When values are read, then they have the same shapes as with the embedded database', async () => {
    const client = await db.one<Record<string, unknown>>(
      `SELECT id, "Client_OnboardingDt", (SELECT count(*) FROM users) AS users FROM clients WHERE "Client_PointingId" = 'KYB-SUMMIT'`,
    );
    assert.equal(typeof client!.id, 'number');
    assert.equal(client!.Client_OnboardingDt, '2023-03-15');
    assert.equal(typeof client!.users, 'number');
  });

  describe('Db.transaction', () => transactionTests(() => db));
});

describe('Batched reads', () => {
  test('When calls ask in the same turn, then one read answers them all; a call asking later gets a read that starts after it asked', async () => {
    let value = 1;
    const reads: number[][] = [];
    const read = batchedRead(async (keys: number[]) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 9).map((key) => [key, `${key}:${value}`]));
    });
    assert.deepEqual(await Promise.all([read(1), read(2), read(1), read(9)]), ['1:1', '2:1', '1:1', undefined]);
    assert.deepEqual(reads, [[1, 2, 9]]);
    const before = read(1);
    value = 2;
    // Asked after the change: never answered by a read that began before it.
    const after = read(1);
    assert.deepEqual(await Promise.all([before, after]), ['1:2', '1:2']);
    assert.equal(await read(1), '1:2');
    assert.equal(reads.length, 3);
  });

  test('When the read fails, then every call of its turn fails and the next turn reads again', async () => {
    let fail = true;
    const read = batchedRead(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const results = await Promise.allSettled([read('a'), read('bb')]);
    assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
    fail = false;
    assert.equal(await read('bb'), 2);
  });
});

describe('Planner statistics taken while the API serves calls', () => {
  let db: Database;
  before(async () => {
    db = await createTestDb();
  });
  after(() => db.close());
  const statistics = async (table: string) =>
    (await db.query<{ column: string; n: number }>(
      `SELECT attname AS column, count(*)::int AS n FROM pg_stats WHERE schemaname = 'public' AND tablename = $1 GROUP BY attname ORDER BY attname`,
      [table],
    )).map((row) => row.column);
  const columns = async (table: string, json: boolean) =>
    (await db.query<{ column: string }>(
      `SELECT attname AS column FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
          AND (atttypid IN ('json'::regtype, 'jsonb'::regtype)) = $2 ORDER BY attname`,
      [table, json],
    )).map((row) => row.column);

  test('When a table is analysed by its values in steps, then every column has statistics', async () => {
    await db.exec(`DELETE FROM pg_statistic WHERE starelid = 'record_list_rows'::regclass`);
    assert.deepEqual(await statistics('record_list_rows'), []);
    await analyzeValues(db, 'record_list_rows');
    assert.deepEqual(await statistics('record_list_rows'), await columns('record_list_rows', false));
  });

  test('When tables are analysed for their sizes, then each is counted and has statistics for every column but JSON ones', async () => {
    await db.exec(`DELETE FROM pg_statistic WHERE starelid IN ('policy_quotations'::regclass, 'customers'::regclass)`);
    await analyzeSizes(db, 'policy_quotations, customers');
    const json = await columns('policy_quotations', true);
    assert.ok(json.length >= 2, 'the records have JSON columns');
    assert.deepEqual(await statistics('policy_quotations'), await columns('policy_quotations', false));
    assert.deepEqual(await statistics('customers'), await columns('customers', false));
    const counted = await db.one<{ records: number; tuples: number }>(
      `SELECT (SELECT count(*)::int FROM policy_quotations) AS records, reltuples::int AS tuples FROM pg_class WHERE oid = 'policy_quotations'::regclass`,
    );
    assert.equal(counted!.tuples, counted!.records);
  });
});
