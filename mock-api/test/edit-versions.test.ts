import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  EditClientUserResponse,
  IntakeCategoryResponse,
  IntakeCoverageListResponse,
  IntakeProductSetupResponse,
  QuotationSettingsResponse,
} from '@kyubos/contracts';
import { changedMeanwhile } from '../src/saved-meanwhile';
import { createTestContext, type TestContext } from './helpers';

/**
 * Two admins on one record: an edit (user, line of business, coverage, program, settings) sent
 * over a save made since its form read the record answers 409, names who saved it and when, and
 * writes nothing; without the version it is refused with 400 naming updatedAt.
 */
let ctx: TestContext;
let summit: number;
let adminName: string;

const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const id = async (sql: string, params: unknown[]) => (await ctx.db.one<{ id: number }>(sql, params))!.id;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  adminName = (await ctx.db.one<{ name: string }>(`SELECT concat_ws(' ', firstname, lastname) AS name FROM users WHERE id = $1`, [ctx.logins.summit_admin.user_id]))!
    .name;
});
after(() => ctx.close());

/** One edit call: where its form reads the record, the body it sends (a value typed, the version read), and the value stored. */
interface EditCall {
  url: string;
  /** "This user", as the 409 names what changed. */
  subject: string;
  /** The record as its form reads it: its version and the body of a save of `value`. */
  read(): Promise<{ updatedAt: string | null; body: (value: string, updatedAt?: string | null) => object }>;
  stored(): Promise<string>;
}

/** A body with `updatedAt` at the top or inside its wrapper; left out when undefined. */
const withVersion = (fields: Record<string, unknown>, updatedAt: string | null | undefined) => (updatedAt === undefined ? fields : { ...fields, updatedAt });

const CALLS: [string, () => Promise<EditCall>][] = [
  [
    '/updateclientuser',
    async () => {
      const userId = ctx.logins.summit_staff.user_id;
      return {
        url: '/updateclientuser',
        subject: 'This user',
        async read() {
          const { user } = (await post('/editclientuser', { id: userId }).expect(200)).body as EditClientUserResponse;
          const { updatedAt, agent_code: _code, agent_name: _name, ...fields } = user;
          return { updatedAt, body: (value, version) => withVersion({ ...fields, id: userId, password: '', lastname: value }, version) };
        },
        stored: async () => (await ctx.db.one<{ v: string }>('SELECT lastname AS v FROM users WHERE id = $1', [userId]))!.v,
      };
    },
  ],
  [
    '/updateclientintakecategory',
    async () => {
      const lineId = await id("SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = 'GENERAL LIABILITY'", [summit]);
      return {
        url: '/updateclientintakecategory',
        subject: 'This line of business',
        async read() {
          const { intake } = (await post('/editclientintakecategory', { id: lineId }).expect(200)).body as IntakeCategoryResponse;
          const fields = { id: lineId, category_name: intake.category_name, sublob: intake.sublob ?? '', document: intake.document ?? '', intaketype: intake.intaketype };
          return { updatedAt: intake.updatedAt, body: (value, version) => ({ menucategoryData: withVersion({ ...fields, sublob: value }, version) }) };
        },
        stored: async () => (await ctx.db.one<{ v: string }>('SELECT sublob AS v FROM intake_categories WHERE id = $1', [lineId]))!.v,
      };
    },
  ],
  [
    '/updateclientintakecoverage',
    async () => {
      const coverage = (await ctx.db.one<{ id: number; package_id: number }>('SELECT id, package_id FROM intake_coverages WHERE client_id = $1 ORDER BY id LIMIT 1', [
        summit,
      ]))!;
      return {
        url: '/updateclientintakecoverage',
        subject: 'This coverage',
        async read() {
          const rows = ((await post('/viewclientintakecoverage', { package_id: coverage.package_id }).expect(200)).body as IntakeCoverageListResponse).intakecoverage;
          const { updatedAt, client_id: _client, package_id: _package, ...fields } = rows.find((row) => row.id === coverage.id)!;
          return { updatedAt, body: (value, version) => ({ coverageData: withVersion({ ...fields, coverage_name: value }, version) }) };
        },
        stored: async () => (await ctx.db.one<{ v: string }>('SELECT coverage_name AS v FROM intake_coverages WHERE id = $1', [coverage.id]))!.v,
      };
    },
  ],
  [
    '/updateintakeprogram',
    async () => {
      const program = (await ctx.db.one<{ id: number; intake_id: number }>('SELECT id, intake_id FROM intake_programs WHERE client_id = $1 ORDER BY id LIMIT 1', [
        summit,
      ]))!;
      return {
        url: '/updateintakeprogram',
        subject: 'This program',
        async read() {
          const { programs } = (await post('/viewintakeproductsetup', { intake_id: program.intake_id }).expect(200)).body as IntakeProductSetupResponse;
          const row = programs.find((candidate) => candidate.id === program.id)!;
          const fields = { id: row.id, program_code: row.program_code, program_name: row.program_name, package_id: row.package_id, admitted: row.admitted };
          return { updatedAt: row.updatedAt, body: (value, version) => withVersion({ ...fields, program_name: value }, version) };
        },
        stored: async () => (await ctx.db.one<{ v: string }>('SELECT program_name AS v FROM intake_programs WHERE id = $1', [program.id]))!.v,
      };
    },
  ],
  [
    '/updatequotationsettings',
    async () => ({
      url: '/updatequotationsettings',
      subject: 'These settings',
      async read() {
        const { updatedAt } = (await post('/viewquotationsettings', {}).expect(200)).body as QuotationSettingsResponse;
        // The value typed: a number of days of the effective date window.
        return { updatedAt, body: (value, version) => withVersion({ approver_must_differ: false, effective_days_past: value.length }, version) };
      },
      stored: async () => String((await ctx.db.one<{ v: number }>('SELECT effective_days_past AS v FROM client_quotation_settings WHERE client_id = $1', [summit]))?.v ?? 0),
    }),
  ],
];

describe('Edits over a save made since the form read the record', () => {
  for (const [url, make] of CALLS) {
    test(`${url}: at the version read, the save is taken; over a save made since, 409 names who saved it and when, and nothing is written; without a version, 400 names updatedAt`, async () => {
      const call = await make();
      assert.equal(call.url, url);
      const first = await call.read();
      const second = await call.read();
      assert.equal(second.updatedAt, first.updatedAt);

      // The first admin saves at the version read.
      const taken = await post(call.url, first.body('First', first.updatedAt));
      assert.equal(taken.status, 200, `${call.url}: ${taken.text}`);
      const saved = await call.stored();
      assert.equal(saved, call.url === '/updatequotationsettings' ? '5' : 'First');
      assert.notEqual((await call.read()).updatedAt, first.updatedAt, `${call.url}: the save moves the version`);

      // The second admin's form read the record before that save.
      const stale = await post(call.url, second.body('Second', second.updatedAt));
      assert.equal(stale.status, 409, `${call.url}: ${stale.text}`);
      const message = stale.body.message as string;
      assert.match(
        message,
        new RegExp(`^${call.subject} changed meanwhile: ${adminName} saved (it|them) on \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} [AP]M UTC\\. Reload (it|them) to see the changes, then make yours again\\.$`),
      );
      assert.deepEqual(stale.body.errors, [{ path: 'updatedAt', message }]);
      assert.equal(await call.stored(), saved, `${call.url}: the stale save wrote nothing`);

      const missing = await post(call.url, second.body('Second'));
      assert.equal(missing.status, 400, `${call.url}: ${missing.text}`);
      assert.match(missing.body.message, /updatedAt: is required: read the/);
      assert.deepEqual(
        (missing.body.errors as { path: string }[]).map((error) => error.path.split('.').at(-1)),
        ['updatedAt'],
      );
      assert.equal(await call.stored(), saved);

      // Read again, the second admin's save is taken.
      const reread = await call.read();
      const again = await post(call.url, reread.body('Second', reread.updatedAt));
      assert.equal(again.status, 200, `${call.url}: ${again.text}`);
      assert.equal(await call.stored(), call.url === '/updatequotationsettings' ? '6' : 'Second');
    });
  }

  test('Settings never saved are read with no version (null), and a save at null is refused once another admin saved them', async () => {
    const harbor = ctx.logins.harbor_admin;
    await ctx.db.query('DELETE FROM client_quotation_settings WHERE client_id = $1', [harbor.client_id]);
    const read = (await ctx.post('/viewquotationsettings', {}, harbor.token).expect(200)).body as QuotationSettingsResponse;
    assert.equal(read.updatedAt, null);
    const first = await ctx.post('/updatequotationsettings', { approver_must_differ: true, updatedAt: null }, harbor.token);
    assert.equal(first.status, 200, first.text);
    assert.equal(typeof first.body.updatedAt, 'string');
    const second = await ctx.post('/updatequotationsettings', { approver_must_differ: false, updatedAt: null }, harbor.token);
    assert.equal(second.status, 409, second.text);
    assert.match(second.body.message, /^These settings changed meanwhile: .+ saved them on /);
    assert.equal((await ctx.post('/viewquotationsettings', {}, harbor.token).expect(200)).body.settings.approver_must_differ, true);
  });
});

describe('the message of a save over another', () => {
  test('When nobody is named (a save that changed nothing wrote no audit row), then the sentence still reads: it was / they were saved', () => {
    const at = { changed_by: null, saved_at: null };
    assert.equal(changedMeanwhile('These settings', at).message, 'These settings changed meanwhile: they were saved. Reload them to see the changes, then make yours again.');
    assert.equal(changedMeanwhile('This user', at).message, 'This user changed meanwhile: it was saved. Reload it to see the changes, then make yours again.');
  });
});
