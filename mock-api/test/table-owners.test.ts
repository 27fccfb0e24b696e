import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/**
 * One owner per table: the area (a folder of src/) whose repository writes it. SQL in another
 * area's files may name the table only as an entry of ALLOWED below, each with its reason; a
 * new read or write of another area's table fails here until it goes through the owner's code
 * (a service or a read it exports, as the line of business is read: `findIntakeCategory`) or is
 * listed with its reason. Seeds and migrations (src/db) are the database's own and not checked.
 */
const OWNERS: Record<string, readonly string[]> = {
  agents: ['client_agents'],
  audit: ['audit_log'],
  auth: ['ended_sessions'],
  'bdx-files': ['bdx_files', 'bdx_file_rows', 'bdx_file_imports', 'bdx_file_uploads'],
  dashboard: ['dashboard_premium_months', 'dashboard_funnel_days', 'dashboard_renewal_days'],
  'carrier-portal': ['carrier_users'],
  clients: ['clients'],
  companies: ['companies', 'company_documents'],
  'intake-config': ['intake_categories', 'intake_packages', 'intake_coverages', 'attribute_groups', 'attributes', 'intake_attribute_groups'],
  'intake-setup': ['intake_sublobs', 'intake_states', 'intake_programs'],
  jobs: ['jobs'],
  menus: ['menus', 'submenus'],
  partners: ['client_carriers', 'client_tpas', 'client_mgas'],
  'password-reset': ['password_resets'],
  permissions: ['client_permissions'],
  policies: ['policies'],
  'quotation-actions': ['client_quotation_settings', 'policy_payments', 'payment_idempotency_keys'],
  'policy-transactions': ['policy_transactions'],
  billing: ['billing_notices', 'billing_delinquency', 'billing_plan_versions', 'billing_overdue_day', 'billing_overdue_today'],
  claims: ['claims', 'claim_movements', 'claim_import_rows'],
  quotations: ['policy_quotations', 'policy_quotation_history', 'customers', 'quotation_numbers', 'record_list_rows', 'record_list_totals'],
  'reference-data': ['countries', 'currencies', 'states', 'cities', 'reference_data_versions'],
  security: ['rate_limit_hits', 'server_secrets'],
  slabs: ['slabs'],
  users: ['users'],
};

type Kind = 'read' | 'write';
/** `file` (below src/) may `kind` `tables` of another area, because `why`. */
interface Allowed {
  file: string;
  kind: Kind;
  tables: readonly string[];
  why: string;
}

const ALLOWED: readonly Allowed[] = [
  // Reads that are deliberate: joins and look-ups a screen needs in one query.
  { file: 'auth/repository.ts', kind: 'read', tables: ['users', 'clients'], why: 'signing in reads the user and its client in one query' },
  { file: 'dashboard/repository.ts', kind: 'read', tables: ['cities', 'client_agents', 'companies', 'countries', 'currencies', 'intake_categories', 'record_list_totals', 'states', 'users'], why: 'the home page counts the records of every area' },
  { file: 'dashboard/repository.ts', kind: 'read', tables: ['bdx_files'], why: "the home page's charts: bordereaux by status" },
  { file: 'production-report/repository.ts', kind: 'read', tables: ['bdx_file_imports', 'bdx_files', 'policy_quotations', 'policy_transactions'], why: 'written premium is read from the policies and their transactions; a record\'s carrier is the bordereau it was imported from' },
  { file: 'observability/answer-cache.ts', kind: 'read', tables: ['reference_data_versions'], why: 'the answer cache keys on the reference data version' },
  { file: 'observability/metrics.ts', kind: 'read', tables: ['jobs'], why: 'metrics count running and failed jobs' },
  { file: 'menus/repository.ts', kind: 'read', tables: ['client_permissions'], why: 'a user sees the menu items it holds a permission for' },
  { file: 'permissions/repository.ts', kind: 'read', tables: ['menus', 'submenus', 'users'], why: "permissions are granted per menu item; an agent's user is refused the bordereaux whatever it was granted, by its user type" },
  { file: 'users/repository.ts', kind: 'read', tables: ['menus'], why: 'a new user gets the permissions of its menu items' },
  { file: 'intake/repository.ts', kind: 'read', tables: ['intake_categories'], why: "the side bar lists the client's lines of business" },
  { file: 'intake-config/repository.ts', kind: 'read', tables: ['intake_programs', 'policy_quotations'], why: 'a line of business in use (programs) and a coverage that live records hold cannot be removed' },
  { file: 'intake-setup/repository.ts', kind: 'read', tables: ['intake_packages', 'policy_quotations', 'states'], why: 'the set-up names packages and states, and refuses to remove a program in use' },
  { file: 'partners/repository.ts', kind: 'read', tables: ['bdx_files', 'carrier_users', 'clients', 'slabs'], why: 'a carrier with files, users or slabs cannot be removed; the client names the container' },
  { file: 'slabs/repository.ts', kind: 'read', tables: ['client_carriers'], why: "a slab's list shows its carrier's name" },
  { file: 'carrier-portal/repository.ts', kind: 'read', tables: ['client_carriers', 'clients', 'slabs'], why: "the portal shows its carrier, client and the carrier's slabs (changed through the slab service)" },
  { file: 'carrier-portal/repository.ts', kind: 'read', tables: ['intake_categories'], why: "the portal's pick list of lines of business" },
  { file: 'carrier-portal/repository.ts', kind: 'read', tables: ['intake_states', 'states'], why: "an upload's rows are checked against the states the line offers" },
  { file: 'bdx-admin/repository.ts', kind: 'read', tables: ['client_carriers', 'clients', 'users'], why: "the bordereaux area's directory: a carrier and its container, the client, the sender" },
  { file: 'bdx-admin/book.ts', kind: 'read', tables: ['intake_coverages', 'intake_programs', 'intake_states', 'policy_quotations', 'policy_transactions', 'states'], why: 'exports read the bound records of a period and their transactions; imports match states and programs, and a program must sell a coverage' },
  { file: 'bdx-admin/import-job.ts', kind: 'read', tables: ['bdx_file_rows', 'intake_coverages', 'intake_programs', 'policy_quotations'], why: "the import reads the file's rows, the coverages and programs, and finds records already imported" },
  { file: 'bdx-files/repository.ts', kind: 'read', tables: ['clients', 'jobs', 'policy_quotations', 'record_list_rows'], why: "a file lists the records imported from it, its number, name and date filters answered by the lists' copy with the record lists' own conditions; a carrier sees a file the client made sent by the client's code; a carrier's file is not removed while its import runs" },
  { file: 'quotations/form-repository.ts', kind: 'read', tables: ['attribute_groups', 'attributes', 'intake_attribute_groups', 'intake_coverages', 'intake_programs', 'intake_states', 'intake_sublobs', 'states'], why: 'the intake form of a line of business is built from its configuration' },
  { file: 'quotations/record-names.ts', kind: 'read', tables: ['intake_categories', 'intake_programs', 'intake_sublobs'], why: 'records follow the names of their line, sub-line and program when one is renamed' },
  { file: 'quotations/repository.ts', kind: 'read', tables: ['client_quotation_settings', 'clients', 'intake_programs', 'intake_states', 'users'], why: "records show their creator, client and state; the client's settings number them; a record's copy takes its program's Admitted" },
  { file: 'quotations/repository.ts', kind: 'read', tables: ['bdx_file_imports'], why: "a save keeps a carrier's premium: whether a carrier's file made the record (importedFromCarrier)" },
  { file: 'quotation-actions/repository.ts', kind: 'read', tables: ['policy_quotations'], why: 'the actions of the quotations area (bind, issue, pay) read the record they act on' },
  { file: 'billing/repository.ts', kind: 'read', tables: ['policy_payments', 'policy_quotations', 'policy_transactions'], why: "a policy's instalments are derived from its premium, transactions and payments, for many policies at once in the overdue list and the cycle; the overdue list shows each policy's status on the day from its transactions" },
  { file: 'claims/repository.ts', kind: 'read', tables: ['bdx_files', 'policy_quotations', 'policy_transactions'], why: "claims rows are matched to issued policies by number; Loss Runs and loss ratios read the policies' insured, program, line, premium, term and endorsements (earned as charged); a claim's history names its bordereaux" },

  // Writes to another area's table: to be moved behind the owner's service.
  { file: 'agents/repository.ts', kind: 'write', tables: ['users'], why: 'an agent is saved with its user login; to go through the users service' },
  { file: 'policy-transactions/repository.ts', kind: 'read', tables: ['policy_quotations'], why: "a transaction reads the policy it changes, locked, and the renewal worklist reads the policies ending soon" },
  { file: 'policy-transactions/repository.ts', kind: 'write', tables: ['policy_quotations'], why: "endorse, cancel, reinstate and renew update the policy's amount, balance, status and links in the transaction's own write (a renewal quotation is inserted by the quotations repository's copy); to go through the quotations service" },
  { file: 'quotation-actions/repository.ts', kind: 'write', tables: ['policy_quotations', 'quotation_numbers'], why: 'bind and issue update the status and number of a record (a re-created intake form is inserted by the quotations repository\'s copy); to go through the quotations service' },
  { file: 'bdx-admin/import-job.ts', kind: 'read', tables: ['jobs'], why: "at start, the records of an import whose process stopped are settled by whether its job was decided" },
  { file: 'bdx-admin/import-job.ts', kind: 'write', tables: ['bdx_file_imports'], why: "the import notes which row of the file made which record; to go through the bdx-files repository" },
];

const SRC = path.resolve(import.meta.dirname, '../src');
const MIGRATIONS = path.join(SRC, 'db/migrations');

const tablesOfMigrations = (): Set<string> => {
  const found = new Set<string>();
  for (const file of fs.readdirSync(MIGRATIONS)) {
    for (const match of fs.readFileSync(path.join(MIGRATIONS, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)/gi)) found.add(match[1]!.toLowerCase());
  }
  return found;
};

const ownerOf = new Map(Object.entries(OWNERS).flatMap(([area, tables]) => tables.map((table) => [table, area] as const)));

/** Every SQL use of a table in the areas' files: `FROM`/`JOIN` read it, `INSERT INTO`/`UPDATE`/`DELETE FROM` write it. */
function sqlUses(tables: Set<string>): { file: string; area: string; table: string; kind: Kind }[] {
  const names = [...tables].join('|');
  const pattern = new RegExp(`\\b(DELETE FROM|INSERT INTO|UPDATE|FROM|JOIN)\\s+"?(${names})\\b`, 'g');
  const uses: { file: string; area: string; table: string; kind: Kind }[] = [];
  for (const file of fs.readdirSync(SRC, { recursive: true }).map(String)) {
    const [area, ...rest] = file.split(path.sep);
    if (!rest.length || area === 'db' || !file.endsWith('.ts')) continue;
    const source = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const match of source.matchAll(pattern)) {
      const kind: Kind = match[1] === 'FROM' || match[1] === 'JOIN' ? 'read' : 'write';
      uses.push({ file: file.split(path.sep).join('/'), area: area!, table: match[2]!, kind });
    }
  }
  return uses;
}

const allowed = (file: string, kind: Kind, table: string) =>
  ALLOWED.some((entry) => entry.file === file && entry.kind === kind && entry.tables.includes(table));

test('every table of the migrations has one owning area', () => {
  const tables = tablesOfMigrations();
  assert.deepEqual([...tables].filter((table) => !ownerOf.has(table)), []);
  assert.equal(ownerOf.size, Object.values(OWNERS).flat().length, 'a table is listed under two owners');
});

test("SQL in one area's files names another area's table only as a documented exception", () => {
  const uses = sqlUses(tablesOfMigrations());
  assert.ok(uses.length > 100, `only ${uses.length} SQL uses of tables found: the scan is broken`);
  const foreign = uses.filter((use) => ownerOf.get(use.table) !== use.area);
  const undocumented = [...new Set(foreign.filter((use) => !allowed(use.file, use.kind, use.table)).map((use) => `${use.file} ${use.kind}s ${use.table} (owner ${ownerOf.get(use.table)})`))];
  assert.deepEqual(undocumented, []);
  // An exception no longer needed leaves the list, so the list stays a measure of what is left.
  const stale = ALLOWED.flatMap((entry) =>
    entry.tables.filter((table) => !foreign.some((use) => use.file === entry.file && use.kind === entry.kind && use.table === table)).map((table) => `${entry.file} ${entry.kind} ${table}`),
  );
  assert.deepEqual(stale, []);
});

test('the slab change and the read of a line of business by id are written once, by their owners', () => {
  const uses = sqlUses(tablesOfMigrations());
  assert.deepEqual([...new Set(uses.filter((use) => use.table === 'slabs' && use.kind === 'write').map((use) => use.file))], ['slabs/repository.ts']);
  const byId = /FROM intake_categories WHERE id = \$1/;
  const readers = fs
    .readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.startsWith(`db${path.sep}`) && byId.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  assert.deepEqual(readers.map((file) => file.split(path.sep).join('/')), ['intake-config/repository.ts']);
});

test('a quotation record is inserted by its owner (insertRecords, or insertRecordColumns beneath it for rows given as columns, or prepareImportBatch with an import\'s customers and history), for a save, an import, the seed, a re-created form and a renewal alike', () => {
  const files = fs.readdirSync(SRC, { recursive: true }).map(String).filter((file) => file.endsWith('.ts'));
  const inserters = files.filter((file) => /INSERT INTO "?policy_quotations\b|insertRows\([^)]*'policy_quotations'/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  assert.deepEqual(inserters.map((file) => file.split(path.sep).join('/')), ['quotations/repository.ts']);
  assert.match(fs.readFileSync(path.join(SRC, 'db/seed/quotations.ts'), 'utf8'), /insertRecords\(|insertRecordColumns\(/);
  assert.match(fs.readFileSync(path.join(SRC, 'bdx-admin/import-job.ts'), 'utf8'), /prepareImportBatch\(/);
  // The copies a re-created intake form (quotation-actions) and a renewal (policy-transactions) are made through the owner's copy.
  for (const user of ['quotation-actions/service.ts', 'policy-transactions/service.ts']) assert.match(fs.readFileSync(path.join(SRC, user), 'utf8'), /records\.copy\(/, user);
});

test('a premium bordereau\'s rows are checked only where the file is read, in the worker (bdx-files/parse.ts readBdxFile): never on the request thread', () => {
  const files = fs.readdirSync(SRC, { recursive: true }).map(String).filter((file) => file.endsWith('.ts'));
  const checkers = files.filter((file) => /\bcheckBdxRows(Eligible)?\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  assert.deepEqual(checkers.map((file) => file.split(path.sep).join('/')), ['bdx-files/parse.ts']);
});

test('a claims bordereau\'s rows are checked all at once only where the file is read, in the worker; an import checks them by pages in slices of the API\'s thread (claimPagesChecker)', () => {
  const files = fs.readdirSync(SRC, { recursive: true }).map(String).filter((file) => file.endsWith('.ts'));
  const checkers = files.filter((file) => /\bcheckClaimRows\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  assert.deepEqual(checkers.map((file) => file.split(path.sep).join('/')), ['bdx-files/parse.ts']);
  assert.match(fs.readFileSync(path.join(SRC, 'claims/service.ts'), 'utf8'), /export function claimPagesChecker[\s\S]*timeSlices\(\)/);
});

test('the README of the API lists every folder of src/ (its areas and their tables)', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  const folders = fs.readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  assert.ok(folders.length > 20);
  assert.deepEqual(folders.filter((folder) => !new RegExp(`^  (?:[\\w/-]+, )?${folder}/`, 'm').test(readme)), []);
  for (const area of Object.keys(OWNERS)) assert.ok(folders.includes(area), `${area} owns tables but is no folder of src/`);
});
