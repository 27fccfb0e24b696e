import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIENCE, TOKEN_ISSUER, type EditPolicyQuotationResponse, type LoginResponse, type PolicyTransactionsResponse } from '@kyubos/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Express } from 'express';
import { SignJWT } from 'jose';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/app';
import { PACKAGE_DIR, type AppConfig } from '../src/config/env';
import type { Database } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPgPool } from '../src/db/pg-pool';
import { openPglite } from '../src/db/pglite';
import { seedIfEmpty } from '../src/db/seed/index';
import { DEMO_PASSWORD } from '../src/db/seed/tenants';
import { createBackgroundTasks } from '../src/background';
import { silentLogger, type Logger } from '../src/logger';
import type { Limits } from '../src/security/limits';
import type { OutboxTransport } from '../src/outbox/transport';
import type { BdxFileStorage } from '../src/bdx-files/storage';

export { DEMO_PASSWORD };
export const DEMO_USERS = ['kyubos_admin', 'summit_admin', 'summit_staff', 'summit_agent', 'harbor_admin'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

export const testConfig: AppConfig = {
  port: 0,
  // One folder per database kind and part (API_TEST_PART): `pnpm test` runs parts of the PGlite
  // and PostgreSQL suites side by side.
  dataDir: path.join(
    tmpdir(),
    `kyubos-mock-api-test-data-${process.env.TEST_DATABASE_URL ? 'pg' : 'pglite'}${process.env.API_TEST_PART ? `-${process.env.API_TEST_PART}` : ''}`,
  ),
  databaseUrl: undefined,
  jwtSecret: new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-bytes'),
  fieldKeys: [{ id: 'test1', key: Buffer.alloc(32, 7) }],
  tokenTtlSeconds: 8 * 3600,
  corsOrigins: ['http://localhost:3000'],
};

/** Everything the seeded template depends on: change any of it and a new template is built. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(path.join(PACKAGE_DIR, 'src/db'), { recursive: true })).map((file) => path.join('src/db', file)),
    // The seed reads its bordereaux with these.
    ...(await readdir(path.join(PACKAGE_DIR, 'src/bdx-files'))).map((file) => path.join('src/bdx-files', file)),
    // The seed sets up its lines of business through the product set-up service.
    ...(await readdir(path.join(PACKAGE_DIR, 'src/intake-setup'))).map((file) => path.join('src/intake-setup', file)),
    // The seed reads and imports its claims bordereau through the claims service.
    ...(await readdir(path.join(PACKAGE_DIR, 'src/claims'))).map((file) => path.join('src/claims', file)),
    'src/auth/password.ts',
  ].sort();
  for (const file of files) {
    if (!/\.(ts|sql)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(PACKAGE_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded database, dumped once and reused by every test file and run:
 * loading a dump takes ~0.4 s where a fresh cluster plus seeding takes ~2.5 s.
 */
async function seededTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), 'kyubos-mock-api-test', `template-${await templateKey()}.tar`);
  try {
    return await openAsBlob(file);
  } catch {
    const db = await openPglite();
    await migrate(db);
    await seedIfEmpty(db);
    const dump = await db.dump();
    await db.close();
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename so a parallel test file never reads half a template.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeStaleTemplates(file);
    return dump;
  }
}

/**
 * Templates of older sources are never loaded again. Other checkouts of the repository may be
 * testing their own sources side by side, so only templates unused for a day are removed.
 */
async function removeStaleTemplates(current: string): Promise<void> {
  const dir = path.dirname(current);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(dir)) {
    if (!/^template-\w+\.tar$/.test(name) || name === path.basename(current)) continue;
    const file = path.join(dir, name);
    const { atimeMs, mtimeMs } = await stat(file).catch(() => ({ atimeMs: Infinity, mtimeMs: Infinity }));
    if (Math.max(atimeMs, mtimeMs) < dayAgo) await rm(file, { force: true });
  }
}

/**
 * Writes the migrated and seeded template into `<dataDir>/pg`, where the API opens its embedded
 * database (openDatabase): a test that starts the API on a data folder then finds the demo data
 * there instead of migrating and seeding a new database (some 10 s of CPU).
 */
export async function writeSeededDataDir(dataDir: string, prepare?: (db: Database) => Promise<void>): Promise<void> {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pg'), loadDataDir: await seededTemplate() });
  try {
    await prepare?.(db);
  } finally {
    await db.close();
  }
}

/**
 * TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on) runs every test
 * on real PostgreSQL instead of the embedded database; `pnpm test` does both.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const testDriver: Database['driver'] = TEST_DATABASE_URL ? 'pg' : 'pglite';

function pgDatabaseUrl(database: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL twin of the seeded dump: a template database every test database is copied from. */
async function seededPgTemplate(): Promise<string> {
  const name = `kyubos_template_${await templateKey()}`;
  await withPgAdmin(async (client) => {
    // Test files may run in parallel processes: one builds the template, the others wait.
    await client.query('SELECT pg_advisory_lock(731001)');
    try {
      if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return;
      const partial = `${name}_partial`;
      await client.query(`DROP DATABASE IF EXISTS ${partial}`);
      await client.query(`CREATE DATABASE ${partial}`);
      const db = openPgPool(pgDatabaseUrl(partial));
      try {
        await migrate(db);
        await seedIfEmpty(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(731001)');
    }
  });
  return name;
}

let pgDatabases = 0;

/**
 * A fresh, private, seeded PostgreSQL database copied from the template, for code that connects
 * by URL (such as API processes started by a test). Only when TEST_DATABASE_URL is set.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('createTestDatabaseUrl needs TEST_DATABASE_URL');
  const template = await seededPgTemplate();
  const name = `kyubos_test_${process.pid}_${(pgDatabases += 1)}`;
  await withPgAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: pgDatabaseUrl(name),
    // A pool's connections may still be closing: forcing them then sends the test process an error
    // it never listens for. So wait (up to 5 s) for them to go, and force only what stays.
    drop: () =>
      withPgAdmin(async (client) => {
        for (let wait = 0; wait < 50; wait += 1) {
          const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }).then(
        () => undefined,
        // Left behind; the cluster is thrown away after the run anyway.
        () => undefined,
      ),
  };
}

/** A fresh, private, seeded database: in memory, or a copy of the template on PostgreSQL (dropped on close). */
export async function createTestDb(): Promise<Database> {
  if (!TEST_DATABASE_URL) return openPglite({ loadDataDir: await seededTemplate() });
  const database = await createTestDatabaseUrl();
  const db = openPgPool(database.url);
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

export interface TestContext {
  app: Express;
  db: Database;
  /** Sign-in answers of the demo users. */
  logins: Record<DemoUser, LoginResponse>;
  tokens: Record<DemoUser, string>;
  /** Resolves when the work the app does after answering (sending OTPs and login ids) is done. */
  settled(): Promise<void>;
  post(url: string, body?: object, token?: string): request.Test;
  get(url: string, token?: string): request.Test;
  close(): Promise<void>;
}

export interface TestContextOptions {
  limits?: Partial<Limits>;
  logger?: Logger;
  outbox?: OutboxTransport;
  bdxStorage?: BdxFileStorage;
  now?: () => Date;
}

/** A seeded database, the app on it and every demo user signed in through /commonlogin. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const db = await createTestDb();
  const background = createBackgroundTasks(options.logger ?? silentLogger);
  const app = createApp({ db, config: testConfig, logger: silentLogger, background, ...options });
  const withToken = (test: request.Test, token?: string) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
  const post = (url: string, body?: object, token?: string) => {
    const test = withToken(request(app).post(url), token);
    return body === undefined ? test : test.send(body);
  };
  const entries = await Promise.all(
    DEMO_USERS.map(async (username) => {
      const res = await post('/commonlogin', { username, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`${username} could not sign in: ${res.status} ${res.text}`);
      return [username, res.body as LoginResponse] as const;
    }),
  );
  const logins = Object.fromEntries(entries) as Record<DemoUser, LoginResponse>;
  return {
    app,
    db,
    logins,
    tokens: Object.fromEntries(entries.map(([username, login]) => [username, login.token])) as Record<DemoUser, string>,
    settled: () => background.settled(),
    post,
    get: (url, token) => withToken(request(app).get(url), token),
    // Work left running after the last answer (an OTP being sent) finishes before the database goes.
    close: async () => {
      await background.settled();
      await db.close();
    },
  };
}

/** Signs a token with the test secret and any claims, to forge expired or foreign-audience tokens. */
export function signTestToken(
  claims: Record<string, unknown>,
  {
    audience = AUDIENCE.admin,
    expiresAt,
    secret = testConfig.jwtSecret,
  }: { audience?: string; expiresAt: number; secret?: Uint8Array },
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Ids of a seeded menu item, looked up by names so tests do not depend on seeding order. */
export async function menuItemIds(
  db: Database,
  clientType: string,
  category: string,
  submenu?: string,
): Promise<{ menuId: number; submenuId: number | null }> {
  const row = await db.one<{ menuId: number; submenuId: number | null }>(
    `SELECT m.id AS "menuId", s.id AS "submenuId"
       FROM menus m LEFT JOIN submenus s ON s.menu_id = m.id AND s.name = $3
      WHERE m.client_type = $1 AND m.name = $2`,
    [clientType, category, submenu ?? null],
  );
  if (!row || (submenu && row.submenuId === null)) throw new Error(`No menu item ${clientType}/${category}/${submenu}`);
  return row;
}

/** Moves every counted attempt `seconds` into the past, as if that time had passed for the rate limits. */
export async function ageRateLimits(db: Database, seconds: number): Promise<void> {
  await db.query('UPDATE rate_limit_hits SET at = at - make_interval(secs => $1)', [seconds]);
}

/** The two multipart BDX uploads: the admin's (/createbrdxsamplefile) and the carrier portal's (/createbybdx). */
export type BdxUploadCall = '/createbrdxsamplefile' | '/createbybdx';

/** A BDX upload as the upload forms send it: the fields, then the file (either may be left out to test refusals). */
export function bdxUpload(
  app: Express,
  call: BdxUploadCall,
  token: string | undefined,
  fields: Record<string, string | number>,
  file?: { name: string; content: Buffer },
) {
  let req = request(app).post(call);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
  if (file) req = req.attach('file', file.content, file.name);
  return req;
}

/**
 * Runs `run` while the database refuses every `operation` on `table` (a trigger that raises), or
 * only the rows for which `when` (an SQL condition on NEW and OLD) holds; the refusal ends with
 * `run`, whatever it answers: a write that fails half-way must leave nothing behind.
 */
export async function withWritesRefused<T>(
  db: Database,
  { table, operation, when = 'true' }: { table: string; operation: 'INSERT' | 'UPDATE' | 'DELETE'; when?: string },
  run: () => Promise<T>,
): Promise<T> {
  await db.exec(`
    CREATE OR REPLACE FUNCTION test_refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${when} THEN RAISE EXCEPTION 'write refused by the test'; END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$;
    CREATE TRIGGER test_refuse_write BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_write();
    -- Fires in bulk writes too, as every trigger of the schema (migration 409).
    ALTER TABLE ${table} ENABLE ALWAYS TRIGGER test_refuse_write;`);
  try {
    return await run();
  } finally {
    await db.exec(`DROP TRIGGER test_refuse_write ON ${table}`);
  }
}

/** The call with its answer kept as bytes (`res.body` a Buffer), whatever its type: exports, files, PDFs. */
export function asBytes(test: request.Test): request.Test {
  return test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** A list export's cells, header first: a CSV's (after its byte order mark) or an XLSX's first sheet's. */
export async function exportedRows(body: Buffer, format: 'csv' | 'xlsx'): Promise<unknown[][]> {
  if (format === 'csv') {
    const text = body.toString('utf8');
    if (!text.startsWith('\uFEFF')) throw new Error('A CSV export starts with a byte order mark');
    return parseCsv(text.slice(1)) as string[][];
  }
  // exceljs takes a while to load: only the tests that read a workbook load it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An XLSX export's first sheet as the number format of each cell of each row, header first ('General' when it has none). */
export async function exportedNumberFormats(body: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    const formats: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => (formats[column - 1] = cell.numFmt || 'General'));
    rows.push(formats);
  });
  return rows;
}

/**
 * The quotation's `updatedAt` as /editpolicyquotationlist reads it, the version every save of it sends:
 * read right before each save, as the form does when it opens the record.
 */
export async function versionOf(post: TestContext['post'], id: number, token: string): Promise<string> {
  const res = await post('/editpolicyquotationlist', { id }, token);
  if (res.status !== 200) throw new Error(`Quotation ${id} could not be read: ${res.status} ${res.text}`);
  return (res.body as EditPolicyQuotationResponse).policyquotation.updatedAt;
}

/** A call as a test file makes it: its own token by default. */
type TestPost = (url: string, body: object, token?: string) => PromiseLike<request.Response>;

/**
 * The policy's version as the policy view reads it (`/viewpolicytransactions`), the version every
 * life action sends; 0 for a record that has none to read (not a policy, not the caller's), whose
 * action the server refuses for that before any version is compared.
 */
export async function lifeVersionOf(post: TestPost, id: unknown, token?: string): Promise<number> {
  const res = await post('/viewpolicytransactions', { id }, token);
  return res.status === 200 ? (res.body as PolicyTransactionsResponse).version : 0;
}

/**
 * A policy life action (/policyendorse, /policycancel, /policyreinstate, /policyrenew,
 * /policynotrenew, /policyrescindnotrenew) sent as the policy view sends it: with the version read
 * right before, unless the body names one (a stale or malformed version under test).
 */
export async function lifeAction(post: TestPost, url: string, body: Record<string, unknown>, token?: string): Promise<request.Response> {
  const version = 'version' in body ? body.version : await lifeVersionOf(post, body.id, token);
  return post(url, { ...body, version }, token);
}

/** The edit calls that carry the version their form read (`updatedAt`), and where each reads it. */
const VERSIONED_SAVES = {
  '/updateclientuser': { table: 'users', id: (body) => body.id, wrapper: null },
  '/updateclientintakecategory': { table: 'intake_categories', id: (body) => wrapped(body, 'menucategoryData').id, wrapper: 'menucategoryData' },
  '/updateclientintakecoverage': { table: 'intake_coverages', id: (body) => wrapped(body, 'coverageData').id, wrapper: 'coverageData' },
  '/updateintakeprogram': { table: 'intake_programs', id: (body) => body.id, wrapper: null },
  '/updatequotationsettings': { table: null, id: () => null, wrapper: null },
} as const satisfies Record<string, { table: string | null; id: (body: Record<string, unknown>) => unknown; wrapper: string | null }>;
export type VersionedSaveUrl = keyof typeof VERSIONED_SAVES;
const wrapped = (body: Record<string, unknown>, key: string) => (body[key] ?? {}) as Record<string, unknown>;
/**
 * A version no record has: what a body under test that reads no record (another client's, a wrong
 * id, a refused caller) sends as `updatedAt`; it is refused for that before any version is compared.
 */
export const UNREAD_VERSION = new Date(0).toISOString();

/**
 * A record's `updatedAt` as its edit form reads it (the edit call's version); for a record that
 * does not exist (a wrong id, a body under test) a time it never had, refused for that first.
 */
export async function savedVersionOf(db: Database, table: 'users' | 'intake_categories' | 'intake_coverages' | 'intake_programs', id: unknown): Promise<string> {
  const key = Number(id);
  const row = Number.isSafeInteger(key) ? await db.one<{ updated_at: Date }>(`SELECT updated_at FROM ${table} WHERE id = $1`, [key]) : null;
  return row ? row.updated_at.toISOString() : UNREAD_VERSION;
}

/**
 * An edit call (/updateclientuser, /updateclientintakecategory, /updateclientintakecoverage,
 * /updateintakeprogram, /updatequotationsettings) sent as its form sends it after reading the
 * record: with its `updatedAt` read right before (the settings' as /viewquotationsettings answers
 * the caller), whatever version a record spread into the body carried. A stale or missing version
 * under test is sent with the file's own `post`.
 */
export async function versionedSave<R, Rest extends unknown[]>(
  post: (url: string, body: object, ...rest: Rest) => PromiseLike<R>,
  db: Database,
  url: VersionedSaveUrl,
  body: Record<string, unknown>,
  ...rest: Rest
): Promise<R> {
  const { table, id, wrapper } = VERSIONED_SAVES[url];
  const fields = wrapper ? wrapped(body, wrapper) : body;
  let updatedAt: string | null;
  if (table === null) {
    const read = (await post('/viewquotationsettings', {}, ...rest)) as { body?: { updatedAt: string | null }; updatedAt?: string | null };
    updatedAt = (read.body ?? read).updatedAt ?? null;
  } else {
    updatedAt = await savedVersionOf(db, table, id(body));
  }
  return post(url, wrapper ? { ...body, [wrapper]: { ...fields, updatedAt } } : { ...body, updatedAt }, ...rest);
}

/** A supertest-like expectation for an answer awaited: its status, else the answer's text. */
export const expectStatus =
  (status: number) =>
  <R extends { status: number; text: string }>(res: R): R => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
    return res;
  };
