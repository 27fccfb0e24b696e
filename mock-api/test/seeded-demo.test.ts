import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BillingListResponse, LossRatioResponse, LossRunResponse, PolicyInstallmentsResponse } from '@kyubos/contracts';
import { addDays, todayIso } from '@kyubos/domain';
import { restoreSeedBdxFiles } from '../src/bdx-files/seed-file-bytes';
import { createLocalBdxFileStorage } from '../src/bdx-files/storage';
import { SEED_CLAIMS_STORED_NAME } from '../src/db/seed/billing-claims';
import { createTestContext, type TestContext } from './helpers';

/** The demo as a fresh start shows it: a delinquent policy on the Billing screen, claims on the Loss Runs. */
describe('The seeded demo: billing and claims', () => {
  let ctx: TestContext;
  const post = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
  const today = todayIso();
  const year = { from: addDays(today, -365), to: today };

  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('When summit_admin opens the Billing list of a fresh demo, then a policy billed monthly is overdue past its grace and Delinquent; the cycle gives it its notice', async () => {
    const list = (await post('/viewbillinglist', {}).expect(200)).body as BillingListResponse;
    assert.ok(list.total >= 1, 'a policy is overdue');
    const row = list.records.find((record) => record.delinquency_date < today);
    assert.ok(row, 'a policy is past its grace period');
    assert.ok(row.overdue > 0);
    assert.ok(row.days_overdue > 10);

    const plan = (await post('/viewpolicyinstallments', { id: row.id }).expect(200)).body as PolicyInstallmentsResponse;
    assert.equal(plan.billing_status, 'Delinquent');
    assert.equal(plan.schedule, '1month');
    assert.deepEqual(
      plan.installments.slice(0, 3).map((instalment) => instalment.status),
      ['Paid', 'Paid', 'Overdue'],
    );
    assert.equal(plan.payments.length, 2);

    await post('/runbillingcycle', {}).expect(200);
    const after = (await post('/viewbillinglist', {}).expect(200)).body as BillingListResponse;
    const noticed = after.records.find((record) => record.id === row.id);
    assert.equal(noticed?.notice_date, today);
    assert.equal(noticed?.cancel_on, addDays(today, 10));
  });

  test('When summit_admin runs the Loss Runs of the last year, then the imported claims bordereau shows three claims with incurred = paid + reserve - recovery, and the loss ratio is above zero', async () => {
    const run = (await post('/viewlossrun', year).expect(200)).body as LossRunResponse;
    assert.equal(run.claims.length, 3);
    assert.deepEqual(
      run.claims.map((claim) => claim.status).sort(),
      ['closed', 'open', 'reopened'],
    );
    assert.deepEqual(
      { paid: run.totals.paid, reserve: run.totals.reserve, recovery: run.totals.recovery, incurred: run.totals.incurred },
      { paid: '19350.50', reserve: '9750.00', recovery: '1750.00', incurred: '27350.50' },
    );
    const file = await ctx.db.one<{ kind: string; imported: string; direction: string; import_count: number }>(
      `SELECT kind, imported, direction, import_count FROM bdx_files WHERE stored_name = 'seed-atlas-insurance-co-claims-01.csv'`,
    );
    assert.deepEqual(file, { kind: 'claims', imported: '1', direction: 'outbound', import_count: 3 });

    const ratio = (await post('/viewlossratio', { ...year, group_by: 'program' }).expect(200)).body as LossRatioResponse;
    assert.equal(ratio.totals.incurred, '27350.50');
    assert.ok((ratio.totals.loss_ratio ?? 0) > 0, `loss ratio ${ratio.totals.loss_ratio}`);
  });

  test('When the seeded claims bordereau has no bytes in the data folder, then start-up writes them again from its rows, the same bytes as seeded', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-seeded-claims-'));
    try {
      const storage = createLocalBdxFileStorage(dataDir);
      assert.ok((await restoreSeedBdxFiles(ctx.db, storage)) > 0);
      const { stream } = await storage.open(SEED_CLAIMS_STORED_NAME);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      const bytes = Buffer.concat(chunks);
      const row = await ctx.db.one<{ content_sha256: string; size_bytes: number }>(
        'SELECT content_sha256, size_bytes FROM bdx_files WHERE stored_name = $1',
        [SEED_CLAIMS_STORED_NAME],
      );
      assert.equal(createHash('sha256').update(bytes).digest('hex'), row?.content_sha256);
      assert.equal(bytes.length, row?.size_bytes);
      assert.match(bytes.toString('utf8'), /^claim_number,policy_number,date_of_loss,date_reported,status,paid,reserve,recovery\n/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
