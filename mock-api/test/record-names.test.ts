import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RecordListResponse } from '@kyubos/contracts';
import { followRenamedNames } from '../src/quotations/record-names';
import { createTestContext, expectStatus, versionedSave, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;
before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
});
after(() => ctx.close());

const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const listed = async (filters: Record<string, string>) =>
  (await admin('/policyquotationlist', { company_id: summit, filters, page: 1, pageSize: 200 }).expect(200)).body as RecordListResponse;
const countOf = async (sql: string, params: unknown[]) => (await ctx.db.one<{ n: number }>(sql, params))!.n;
/** Every record's names, by id: what a rename may change, and where. */
const namesById = async () =>
  new Map(
    (
      await ctx.db.query<{ id: number; names: string }>(
        `SELECT id, concat_ws(' | ', "intake_Name", "intake_subName", sublob_code, sublob_name, programname) AS names FROM policy_quotations`,
      )
    ).map((row) => [row.id, row.names]),
  );
const rowAudits = () => countOf(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'policy_quotations'`, []);

describe('Records follow their renamed line, sub-line and program', () => {
  test('When a line of business is renamed, then its records are listed, filtered and counted under the new name, and no other record changes', async () => {
    const line = (await ctx.db.one<{ id: number; sublob: string | null }>(
      `SELECT id, sublob FROM intake_categories WHERE client_id = $1 AND category_name = 'WORKERS COMP'`,
      [summit],
    ))!;
    const before = await listed({ intake_Name: 'WORKERS COMP' });
    assert.ok(before.total > 0);
    const namesBefore = await namesById();
    const auditsBefore = await rowAudits();

    await versionedSave(admin, ctx.db, '/updateclientintakecategory', { menucategoryData: { id: line.id, client_id: summit, category_name: 'Employers Cover', sublob: line.sublob ?? '' } }).then(expectStatus(200));
    await ctx.settled();

    const renamed = await listed({ intake_Name: 'employers cover' });
    assert.equal(renamed.total, before.total);
    assert.deepEqual(renamed.Policyquotations.map((row) => row.id).sort(), before.Policyquotations.map((row) => row.id).sort());
    assert.ok(renamed.Policyquotations.every((row) => row.intake_Name === 'Employers Cover'));
    assert.equal((await listed({ intake_Name: 'WORKERS COMP' })).total, 0);
    // Only that line's records changed, and only their line's name.
    const lineIds = new Set(before.Policyquotations.map((row) => row.id));
    for (const [id, names] of await namesById()) {
      const was = namesBefore.get(id)!;
      assert.equal(names, lineIds.has(id) ? was.replace('WORKERS COMP', 'Employers Cover') : was, `record ${id}`);
    }
    // The rename is audited as the line's update, not once per record carried over.
    assert.equal(await rowAudits(), auditsBefore);
  });

  test('When a program and a sub-LOB in use are renamed, then their records carry the new names', async () => {
    const program = (await ctx.db.one<{ id: number; program_code: string; package_id: number; admitted: boolean; records: number }>(
      `SELECT p.id, p.program_code, p.package_id, p.admitted, count(q.id)::int AS records
         FROM intake_programs p JOIN policy_quotations q ON q.program_id = p.id
        WHERE p.client_id = $1 GROUP BY p.id ORDER BY count(q.id) DESC LIMIT 1`,
      [summit],
    ))!;
    assert.ok(program.records > 0);
    await versionedSave(admin, ctx.db, '/updateintakeprogram', { id: program.id, program_code: program.program_code, program_name: 'Renamed Program', package_id: program.package_id, admitted: program.admitted }).then(expectStatus(200));
    const sublob = await ctx.db.one<{ id: number; sublob_code: string }>(
      `SELECT s.id, s.sublob_code FROM intake_sublobs s WHERE s.client_id = $1 AND EXISTS (SELECT 1 FROM policy_quotations q WHERE q.sublob_id = s.id) LIMIT 1`,
      [summit],
    );
    if (sublob) await admin('/updateintakesublob', { id: sublob.id, sublob_code: `${sublob.sublob_code}-R`, name: 'Renamed Sub-LOB' }).expect(200);
    await ctx.settled();

    assert.equal(await countOf(`SELECT count(*)::int AS n FROM policy_quotations WHERE program_id = $1 AND programname = 'Renamed Program'`, [program.id]), program.records);
    if (sublob) {
      assert.equal(
        await countOf(
          `SELECT count(*)::int AS n FROM policy_quotations
            WHERE sublob_id = $1 AND NOT (sublob_name = 'Renamed Sub-LOB' AND "intake_subName" = 'Renamed Sub-LOB' AND sublob_code = $2)`,
          [sublob.id, `${sublob.sublob_code}-R`],
        ),
        0,
      );
      assert.ok((await listed({ intake_subName: 'renamed sub-lob' })).total > 0);
    }
  });

  test('When a pass was left midway (a stopped process), then running it again brings the rest over, and once more changes nothing', async () => {
    await ctx.db.query(
      `UPDATE policy_quotations SET "intake_Name" = 'Stale name' WHERE id IN (SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 3)`,
      [summit],
    );
    assert.equal((await listed({ intake_Name: 'stale name' })).total, 3);
    assert.equal(await followRenamedNames(ctx.db), 3);
    assert.equal(await followRenamedNames(ctx.db), 0);
    assert.equal((await listed({ intake_Name: 'stale name' })).total, 0);
  });
});
