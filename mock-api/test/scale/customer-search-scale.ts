/**
 * The quotation form's Customer search (`/viewcustomerlist` with `search`) at scale: a throwaway
 * database seeded as usual plus 100,000 customers for Summit (about 1,100 first names and 2,000 last
 * names, accented ones among them), the real app listening on a free port, and each search timed
 * over HTTP. Prints each search's query plans (its page and its count, EXPLAIN ANALYZE with the
 * index names shortened) and then one JSON line: each search's median, p95, min and max in ms with
 * the total it answered.
 * Run: node --import tsx test/scale/customer-search-scale.ts (TEST_DATABASE_URL set: on PostgreSQL).
 */
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@kyubos/contracts';
import { createApp } from '../../src/app';
import type { Database } from '../../src/db/db';
import { DEMO_PASSWORD } from '../../src/db/seed/tenants';
import { silentLogger } from '../../src/logger';
import { createTestDb, testConfig } from '../helpers';
import { summitId } from './scale-book';

const CUSTOMERS = Number(process.env.CUSTOMER_SCALE_CUSTOMERS ?? 100_000);
const CALLS = Number(process.env.CUSTOMER_SCALE_CALLS ?? 20);
const WARM_UP = 3;
const FIRST_NAMES = ['Maria', 'María', 'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Nancy', 'Lisa', 'Betty', 'Margaret', 'Sandra', 'Ashley', 'Kimberly', 'Emily', 'Donna', 'Michelle', 'Dorothy', 'Carol', 'Amanda', 'Melissa', 'Deborah', 'José', 'Émile', 'Lena'];
const LAST_NAMES = ['Garcia', 'García', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'De La Cruz', 'Okafor'];

const seeded = await createTestDb();
/** The statements of the customer search, kept as sent to plan them afterwards. */
const searchStatements: { sql: string; params: readonly unknown[] }[] = [];
const keep = (sql: string, params: readonly unknown[] = []) => {
  if (sql.includes('UNION ALL') || sql.includes('FROM (SELECT * FROM customers')) searchStatements.push({ sql, params });
};
const db: Database = {
  ...seeded,
  query: (sql, params) => (keep(sql, params), seeded.query(sql, params)),
  one: (sql, params) => (keep(sql, params), seeded.one(sql, params)),
};
const server = createApp({ db, config: testConfig, logger: silentLogger }).listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(path: string, body: object, token?: string): Promise<{ ms: number; total: number; answer: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { total?: number; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return { ms: performance.now() - started, total: answer.total ?? 0, answer };
}

/** The plan with the keys' expressions written as their functions again (text_order_key, name_search_key, phone_digits). */
const shortPlan = (rows: { 'QUERY PLAN': string }[]) =>
  rows
    .map((row) => row['QUERY PLAN'])
    .filter((line) => !/^\s*(Buffers|Planning:|Index Searches)/.test(line))
    .join('\n')
    .replace(/lower\(regexp_replace\(NORMALIZE\(([\w."* ]+), NFD\), '\[\\u0300-\\u036f\]'::text, ''::text, 'g'::text\)\)/g, 'text_order_key($1)')
    .replace(/regexp_replace\(text_order_key\(([\w."* ]+)\), '\[[^\]]*\]'::text, ''::text, 'g'::text\)/g, 'name_search_key($1)')
    .replace(/regexp_replace\(([\w."* ]+), '\[\^0-9\]'::text, ''::text, 'g'::text\)/g, 'phone_digits($1)');

try {
  const client = await summitId(seeded);
  await seeded.query(
    `INSERT INTO customers (client_id, firstname, lastname, address, city, state, zipcode, phonenumber, email)
     SELECT $1, ($2::text[])[1 + g % 40] || CASE WHEN g % 7 = 0 THEN '' ELSE chr(97 + g % 26) END,
            ($3::text[])[1 + (g / 40) % 40] || CASE WHEN g % 3 = 0 THEN '' ELSE lpad((g % 53)::text, 2, '0') END,
            g || ' Main St', 'Denver', 'CO', '80202', '303' || lpad(g::text, 7, '0'), 'customer' || g || '@example.com'
       FROM generate_series(1, $4::int) AS g`,
    [client, FIRST_NAMES, LAST_NAMES, CUSTOMERS],
  );
  // As autovacuum would on PostgreSQL; the embedded database runs none.
  await seeded.query('ANALYZE customers');
  const { token } = (await call('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD })).answer as unknown as LoginResponse;

  const searches = ['Maria', 'Garcia', 'Maria Garcia', 'Garcia Maria', 'Garcia, Maria', 'Maria De La Cruz', 'Okafor', 'zzq', 'customer4242@', 'customer4242', '(303) 000-42', '000-4242'];
  const body = (search: string) => ({ company_id: client, search, page: 1, pageSize: 10 });
  for (const search of searches) {
    searchStatements.length = 0;
    await call('/viewcustomerlist', body(search), token);
    for (const { sql, params } of [...searchStatements]) {
      console.log(`--- ${search}: ${sql.includes('count(*)') ? 'count' : 'page'}`);
      console.log(shortPlan(await seeded.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params)));
    }
  }
  for (let round = 0; round < WARM_UP; round += 1) for (const search of searches) await call('/viewcustomerlist', body(search), token);
  const figures: Record<string, unknown> = {};
  for (const search of searches) {
    const results = [];
    for (let i = 0; i < CALLS; i += 1) results.push(await call('/viewcustomerlist', body(search), token));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.max(0, Math.ceil(times.length * share) - 1)]! * 10) / 10;
    figures[search] = { min: at(0), p50: at(0.5), p95: at(0.95), max: at(1), total: results[0]!.total };
  }
  console.log(JSON.stringify({ customers: CUSTOMERS, ...figures }));
} finally {
  server.close();
  await seeded.close();
}
