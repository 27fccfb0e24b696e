import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BdxImportResponse, CarrierLoginResponse, Job } from '@kyubos/contracts';
import { ABANDONED_JOB_ERROR } from '../src/jobs/service';
import { bdxUpload, createTestContext, DEMO_PASSWORD, type TestContext } from './helpers';
import { IMPORT_NOTE } from './fixtures';

/**
 * The duplicate rule and the re-import rule under concurrency: calls fired together (two tabs, two
 * users, a retrying client) store one file of the same bytes, and import the same rows once.
 */
let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
/** A Summit line of business with its first state and first program. */
let lob: { intake_id: number; state_code: string; program_code: string };
let claimsPolicy: string;

const admin = (url: string, body: object) => ctx.post(url, body, ctx.tokens.summit_admin);
const PREMIUM_HEADER = 'Policy Number,Insured Name,State,Effective Date,Premium,Program';
const CLAIMS_HEADER = 'Claim Number,Policy Number,Date of Loss,Date Reported,Status,Paid,Reserve,Recovery';

/** A carrier's upload in the portal of a premium (default) or claims bordereau for April 2026. */
function carrierUpload(content: Buffer, name: string, kind: 'premium' | 'claims' = 'premium') {
  const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period: '042026', control_value: '10', intake_id: lob.intake_id, kind };
  return bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name, content });
}
/** Rows of premium for `tag`: `count` insureds effective 2026-04-01, $10.00 each. */
const premiumRows = (tag: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${tag}-${index + 1},Race Insured${index + 1},${lob.state_code},2026-04-01,10.00,${lob.program_code}`);

async function jobEnd(jobId: number): Promise<Job<BdxImportResponse>> {
  for (;;) {
    const job = (await admin('/viewjob', { id: jobId }).expect(200)).body as Job<BdxImportResponse>;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const recordsOf = async (tag: string) =>
  (await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND carrier_policy_number LIKE $2 AND deleted_at IS NULL`, [summitId, `${tag}-%`]))!.n;

before(async () => {
  ctx = await createTestContext();
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  const row = await ctx.db.one<{ intake_id: number; state_code: string; program_code: string }>(
    `SELECT p.intake_id, s.state_code, p.program_code FROM intake_programs p
       JOIN intake_states i ON i.client_id = p.client_id AND i.intake_id = p.intake_id JOIN states s ON s.id = i.state_id
      WHERE p.client_id = $1 ORDER BY p.intake_id, s.id, p.id LIMIT 1`,
    [summitId],
  );
  lob = row!;
  // A Summit policy of the line, in force on the claims' date of loss.
  const policy = await ctx.db.one<{ id: number; policy_number: string }>(
    `SELECT id, policy_number FROM policy_quotations WHERE company_id = $1 AND intake_id = $2 AND stage = 'Policy' AND deleted_at IS NULL
        AND policy_number IS NOT NULL ORDER BY id LIMIT 1`,
    [summitId, lob.intake_id],
  );
  await ctx.db.query(`UPDATE policy_quotations SET policyeffectivedate = '2026-01-01', policyscheduledate = '2027-01-01', cancelled_on = NULL WHERE id = $1`, [policy!.id]);
  claimsPolicy = policy!.policy_number;
});
after(() => ctx.close());

describe('The same bytes uploaded at once: one file stored, the others 409 naming it', () => {
  const storedWith = async (name: string) => (await ctx.db.query<{ id: number }>(`SELECT id FROM bdx_files WHERE file_name LIKE $1`, [`${name}%`])).length;

  test('When the carrier sends the same bytes three times at once (/createbybdx), then one 200 and two 409 naming the stored file', async () => {
    const content = Buffer.from([PREMIUM_HEADER, ...premiumRows('SAME-PORTAL', 2)].join('\n') + '\n');
    const answers = await Promise.all([0, 1, 2].map((at) => carrierUpload(content, `same-portal-${at}.csv`)));
    assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409, 409]);
    const stored = answers.find((res) => res.status === 200)!.body.brdx.file_name as string;
    for (const res of answers.filter((answer) => answer.status === 409)) {
      assert.match(res.body.message, new RegExp(`^This file was already uploaded for Atlas Insurance Co as ${stored} on \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} [AP]M$`));
    }
    assert.equal(await storedWith('same-portal-'), 1);
  });

  test('When a file of several pages of rows is sent twice at once, then one is stored and the other’s rows are not left behind', async () => {
    const content = Buffer.from([PREMIUM_HEADER, ...premiumRows('SAME-PAGES', 2500)].join('\n') + '\n');
    const rowsBefore = (await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_file_rows'))!.n;
    const answers = await Promise.all([0, 1].map((at) => carrierUpload(content, `same-pages-${at}.csv`)));
    assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
    assert.match(answers.find((res) => res.status === 409)!.body.message, /^This file was already uploaded for Atlas Insurance Co as same-pages-[01]\.csv on /);
    assert.equal(await storedWith('same-pages-'), 1);
    assert.equal((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_file_rows'))!.n, rowsBefore + 2500);
    assert.equal((await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bdx_file_uploads'))!.n, 0);
  });

  test('When summit_admin uploads the same bytes twice at once (/createbrdxsamplefile), then one 200 and one 409 naming the stored file', async () => {
    const content = Buffer.from([PREMIUM_HEADER, ...premiumRows('SAME-ADMIN', 2)].join('\n') + '\n');
    const fields = { client_id: summitId, career_id: atlas.career_id, period: '042026', control_value: '20', intake_id: lob.intake_id };
    const answers = await Promise.all(
      [0, 1].map((at) => bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, { name: `same-admin-${at}.csv`, content })),
    );
    assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
    const stored = answers.find((res) => res.status === 200)!.body.brdx.file_name as string;
    assert.match(answers.find((res) => res.status === 409)!.body.message, new RegExp(`^This file was already uploaded for Atlas Insurance Co as ${stored} on `));
    assert.equal(await storedWith('same-admin-'), 1);
  });
});

describe('A client’s imports run one at a time: the same rows in two files started together become one record', () => {
  test('When two files holding the same 300 rows are imported at once, then one starts, the other is refused naming it; imported after, nothing is imported: its rows are in the book, an issued one by its policy number', async () => {
    const rows = premiumRows('RACE-IMPORT', 300);
    const first = await carrierUpload(Buffer.from([PREMIUM_HEADER, ...rows].join('\n') + '\n'), 'race-import-a.csv').expect(200);
    const second = await carrierUpload(Buffer.from([PREMIUM_HEADER, ...rows].join('\n') + '\n\n'), 'race-import-b.csv').expect(200);
    const ids = [first.body.brdx.id as number, second.body.brdx.id as number];
    const answers = await Promise.all(ids.map((id) => admin('/Importedbdximport', { note: IMPORT_NOTE, id })));
    assert.deepEqual(answers.map((res) => res.status).sort(), [202, 409]);
    const startedAt = answers.findIndex((res) => res.status === 202);
    const names = ['race-import-a.csv', 'race-import-b.csv'];
    assert.equal(answers[1 - startedAt]!.body.message, `${names[startedAt]} is being imported; try again when it is done`);
    const job = await jobEnd(answers[startedAt]!.body.job_id);
    assert.equal(job.status, 'done', job.error ?? '');
    assert.equal(job.result!.imported, 300);
    assert.equal(await recordsOf('RACE-IMPORT'), 300);
    // Row 1's record is issued meanwhile: the user finds it by its policy number now.
    const issued = await ctx.db.one<{ id: number; unique_id: string }>(
      `UPDATE policy_quotations SET quotation = 1, policyapproved = 1, becomepolicy = 1, policy_number = 'SUM-P-2026-990001' WHERE company_id = $1 AND carrier_policy_number = 'RACE-IMPORT-1'
       RETURNING id, unique_id`,
      [summitId],
    );
    const open = await ctx.db.one<{ unique_id: string }>(`SELECT unique_id FROM policy_quotations WHERE company_id = $1 AND carrier_policy_number = 'RACE-IMPORT-2'`, [summitId]);
    // Once it is done, the other file's rows are found in the book, none made again: nothing is imported.
    const again = await jobEnd((await admin('/Importedbdximport', { note: IMPORT_NOTE, id: ids[1 - startedAt] }).expect(202)).body.job_id);
    assert.equal(again.status, 'done', again.error ?? '');
    assert.equal(again.result!.message, 'Nothing imported');
    assert.equal(again.result!.imported, 0);
    assert.equal(again.result!.already_in_book?.length, 300);
    assert.match(issued!.unique_id, /^SUM-Q-/);
    assert.deepEqual(again.result!.already_in_book!.slice(0, 2), [
      { row: 1, reason: 'Already in the book as SUM-P-2026-990001' },
      { row: 2, reason: `Already in the book as ${open!.unique_id}` },
    ]);
    assert.equal(await recordsOf('RACE-IMPORT'), 300);
  });

  test('When an import of another file runs, then a new import is refused naming it; a job a stopped process left running holds none back', async () => {
    const running = await carrierUpload(Buffer.from([PREMIUM_HEADER, ...premiumRows('HELD-A', 1)].join('\n') + '\n'), 'held-running.csv').expect(200);
    const waiting = await carrierUpload(Buffer.from([PREMIUM_HEADER, ...premiumRows('HELD-B', 1)].join('\n') + '\n'), 'held-waiting.csv').expect(200);
    // Another API process's import of the first file: its heartbeat is fresh.
    const job = await ctx.db.one<{ id: number }>(
      `INSERT INTO jobs (client_id, kind, subject_id, total, created_by) VALUES ($1, 'bdx-import', $2, 1, $3) RETURNING id`,
      [summitId, running.body.brdx.id, ctx.logins.summit_admin.user_id],
    );
    const refused = await admin('/Importedbdximport', { note: IMPORT_NOTE, id: waiting.body.brdx.id }).expect(409);
    assert.equal(refused.body.message, 'held-running.csv is being imported; try again when it is done');
    assert.equal((await admin('/Importedbdximport', { note: IMPORT_NOTE, id: running.body.brdx.id }).expect(409)).body.message, 'This file is being imported');
    // That process stopped: a minute without a heartbeat, and the job is failed as a restart would.
    await ctx.db.query(`UPDATE jobs SET heartbeat_at = now() - interval '61 seconds' WHERE id = $1`, [job!.id]);
    const started = await admin('/Importedbdximport', { note: IMPORT_NOTE, id: waiting.body.brdx.id }).expect(202);
    assert.equal((await jobEnd(started.body.job_id)).result!.imported, 1);
    const stopped = (await admin('/viewjob', { id: job!.id }).expect(200)).body as Job;
    assert.equal(stopped.status, 'failed');
    assert.equal(stopped.error, ABANDONED_JOB_ERROR);
    // Another client's running import holds none of Summit's back.
    const harbor = ctx.logins.harbor_admin;
    await ctx.db.query(`INSERT INTO jobs (client_id, kind, subject_id, total, created_by) VALUES ($1, 'bdx-import', NULL, 1, $2)`, [harbor.client_id, harbor.user_id]);
    assert.equal((await jobEnd((await admin('/Importedbdximport', { note: IMPORT_NOTE, id: running.body.brdx.id }).expect(202)).body.job_id)).result!.imported, 1);
  });

  test('When two claims files holding the same claims are imported at once, then one starts, the other is refused naming it; each claim is one', async () => {
    const lines = ['RACE-CLM-1', 'RACE-CLM-2'].map((number) => `${number},${claimsPolicy},2026-03-01,2026-03-02,Open,100.00,50.00,0`);
    const first = await carrierUpload(Buffer.from([CLAIMS_HEADER, ...lines].join('\n') + '\n'), 'race-claims-a.csv', 'claims').expect(200);
    const second = await carrierUpload(Buffer.from([CLAIMS_HEADER, ...lines].join('\n') + '\n\n'), 'race-claims-b.csv', 'claims').expect(200);
    const ids = [first.body.brdx.id as number, second.body.brdx.id as number];
    const answers = await Promise.all(ids.map((id) => admin('/Importedbdximport', { note: IMPORT_NOTE, id })));
    assert.deepEqual(answers.map((res) => res.status).sort(), [202, 409]);
    const startedAt = answers.findIndex((res) => res.status === 202);
    assert.equal(answers[1 - startedAt]!.body.message, `${['race-claims-a.csv', 'race-claims-b.csv'][startedAt]} is being imported; try again when it is done`);
    assert.equal((await jobEnd(answers[startedAt]!.body.job_id)).result!.imported, 2);
    assert.equal((await jobEnd((await admin('/Importedbdximport', { note: IMPORT_NOTE, id: ids[1 - startedAt] }).expect(202)).body.job_id)).status, 'done');
    const claims = await ctx.db.query<{ claim_number: string; paid: string }>(
      `SELECT claim_number, paid::text AS paid FROM claims WHERE client_id = $1 AND claim_number LIKE 'RACE-CLM-%' ORDER BY claim_number`,
      [summitId],
    );
    assert.deepEqual(claims, [
      { claim_number: 'RACE-CLM-1', paid: '100.00' },
      { claim_number: 'RACE-CLM-2', paid: '100.00' },
    ]);
  });
});
