import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  AdminBdxFile,
  BdxFileViewResponse,
  BdxImportResponse,
  CarrierLoginResponse,
  LossRatioResponse,
  LossRunResponse,
  ViewClaimResponse,
} from '@kyubos/contracts';
import { APPLY_STOPPED, IMPORT_NOT_SAVED, settleInterruptedClaimImports } from '../src/bdx-admin/claims-import-job';
import { createClaimRepository } from '../src/claims/repository';
import { createJobRepository } from '../src/jobs/repository';
import { start } from '../src/main';
import { silentLogger } from '../src/logger';
import { bdxUpload, createTestContext, DEMO_PASSWORD, testConfig, testDriver, withWritesRefused, type TestContext } from './helpers';
import { IMPORT_NOTE } from './fixtures';
import { pdfText } from './pdf-text';

/**
 * The API's clock: a claim's date of loss after this day is refused. Fixed, so that dates of
 * loss in 2031, a year no other seeded policy reaches, are past.
 */
const TODAY = '2032-06-30';

let ctx: TestContext;
let summitId: number;
let atlas: CarrierLoginResponse;
/** The line of business (intake category) the claims bordereaux are sent for, and its name. */
let lobId: number;
let lobName: string;
/**
 * Three Summit policies of the files' line: A and B in force through 2026 (the checks' dates of
 * loss), then given known figures in 2031; C, the several-page files', in force through 2029.
 */
let policyA: { id: number; policy_number: string; lastname: string; lob: string };
let policyB: { id: number; policy_number: string };
let policyC: { id: number; policy_number: string };
let uniqueRun = 0;

/** Sets a policy's term (and cancellation: null for none). */
const setTerm = (id: number, effective: string, expiration: string, cancelledOn: string | null = null) =>
  ctx.db.query('UPDATE policy_quotations SET policyeffectivedate = $2, policyscheduledate = $3, cancelled_on = $4 WHERE id = $1', [id, effective, expiration, cancelledOn]);

const admin = (url: string, body: object, user: keyof TestContext['tokens'] = 'summit_admin') => ctx.post(url, body, ctx.tokens[user]);
const HEADER = 'Claim Number,Policy Number,Date of Loss,Date Reported,Status,Paid,Reserve,Recovery';

/** A claims bordereau uploaded by Atlas in the carrier portal; answers the file as the admin area lists it. */
async function carrierClaims(lines: string[], period: string, controlValue: string): Promise<AdminBdxFile> {
  uniqueRun += 1;
  const content = Buffer.from([HEADER, ...lines].join('\n') + '\n'.repeat(uniqueRun));
  const fields = { sender_name: 'Atlas Insurance Co', sender_id: 'ATL-9001', period, control_value: controlValue, intake_id: lobId, kind: 'claims' };
  const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: `atlas-claims-${uniqueRun}.csv`, content }).expect(200);
  assert.equal(res.body.brdx.kind, 'claims');
  return (await admin('/editbrdxfile', { id: res.body.brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
}

async function importDone(id: number): Promise<BdxImportResponse> {
  const started = await admin('/Importedbdximport', { id, note: IMPORT_NOTE });
  assert.equal(started.status, 202, started.body.message);
  for (;;) {
    const job = (await admin('/viewjob', { id: started.body.job_id }).expect(200)).body as { status: string; result: BdxImportResponse; error: string | null };
    if (job.status !== 'running') {
      assert.equal(job.status, 'done', job.error ?? '');
      return job.result;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const claimId = async (number: string) =>
  (await ctx.db.one<{ id: number }>('SELECT id FROM claims WHERE client_id = $1 AND claim_number = $2', [summitId, number]))!.id;

before(async () => {
  ctx = await createTestContext({ now: () => new Date(`${TODAY}T12:00:00Z`) });
  summitId = ctx.logins.summit_admin.client_id;
  atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  const lobs = await ctx.post('/viewclientintakecategory', { client_id: atlas.client_id }, atlas.token).expect(200);
  ({ id: lobId, category_name: lobName } = lobs.body.intakecategory[0]);
  const policies = await ctx.db.query<{ id: number; policy_number: string; lastname: string; lob: string }>(
    `SELECT id, policy_number, lastname, "intake_Name" AS lob FROM policy_quotations
      WHERE company_id = $1 AND intake_id = $2 AND stage = 'Policy' AND deleted_at IS NULL AND policy_number IS NOT NULL ORDER BY id LIMIT 3`,
    [summitId, lobId],
  );
  assert.equal(policies.length, 3, 'the seed holds Summit policies of the line');
  [policyA, policyB, policyC] = policies as [typeof policyA, typeof policyB, typeof policyC];
  assert.equal(policyA.lob, lobName);
  await setTerm(policyA.id, '2026-01-01', '2027-01-01');
  await setTerm(policyB.id, '2026-01-01', '2027-01-01');
  await setTerm(policyC.id, '2029-01-01', '2030-01-01');
});
after(() => ctx.close());

describe('Claims bordereaux: checks and matching (/createbybdx, /createbrdxsamplefile with kind claims)', () => {
  test('When Atlas uploads a claims bordereau, then control total is paid + reserve, and duplicates, bad values and unmatched policies are row problems by number', async () => {
    const file = await carrierClaims(
      [
        `C-1,${policyA.policy_number},2026-02-10,2026-02-12,Open,"1,000.50",2000.25,100.00`,
        `C-2,${policyB.policy_number},02/20/2026,,closed,500,0,`,
        `C-3,NO-SUCH-POLICY,2026-02-11,,open,10,10,0`,
        `c-1,${policyB.policy_number},2026-02-11,,open,1,1,0`,
        `C-4,${policyA.policy_number},2026-02-11,,pending,1,1,0`,
      ],
      '032026',
      '3500.75',
    );
    assert.equal(file.kind, 'claims');
    assert.equal(file.parse_status, 'parsed');
    assert.equal(file.row_count, 5);
    assert.equal(file.computed_total, '3500.75');
    assert.equal(file.problem_count, 3);
    const view = (await admin('/editbrdxfileview', { id: file.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.problems, [
      { row: 3, reason: "Policy Number 'NO-SUCH-POLICY' matches no policy" },
      { row: 4, reason: "Claim Number 'c-1' is already on row 1" },
      { row: 5, reason: "Status 'pending' is not open, closed or reopened" },
    ]);
  });

  test("When a claims row names a carrier's imported record not issued as a policy, then its row problem names that record, to be issued first", async () => {
    const record = (await ctx.db.one<{ id: number; unique_id: string }>(
      `SELECT id, unique_id FROM policy_quotations WHERE company_id = $1 AND intake_id = $2 AND stage = 'Quotation' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [summitId, lobId],
    ))!;
    await ctx.db.query(`UPDATE policy_quotations SET carrier_policy_number = 'ATL-NOT-ISSUED-1' WHERE id = $1`, [record.id]);
    try {
      const file = await carrierClaims([`C-NI-1,atl-not-issued-1,2026-02-10,,open,10,0,0`], '032026', '10');
      const view = (await admin('/editbrdxfileview', { id: file.id }).expect(200)).body as BdxFileViewResponse;
      assert.deepEqual(view.problems, [{ row: 1, reason: `Policy Number 'atl-not-issued-1' is ${record.unique_id}, not an issued policy: issue it before loading its claims` }]);
    } finally {
      await ctx.db.query('UPDATE policy_quotations SET carrier_policy_number = NULL WHERE id = $1', [record.id]);
    }
  });

  test('When a claims bordereau lacks a claims column, then the upload is refused with 400 saying which', async () => {
    uniqueRun += 1;
    const content = Buffer.from(`Claim Number,Policy Number,Paid\nC-9,${policyA.policy_number},10\n${'\n'.repeat(uniqueRun)}`);
    const fields = { sender_name: 'Atlas', sender_id: 'ATL-1', period: '032026', control_value: '10', intake_id: lobId, kind: 'claims' };
    const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'short.csv', content }).expect(400);
    assert.equal(
      res.body.message,
      "The file has no Date of Loss or Status or Reserve column. Accepted names: Date of Loss: 'Date of Loss', 'Loss Date', 'DOL', 'Accident Date'; " +
        "Status: 'Status', 'Claim Status'; Reserve: 'Reserve', 'Outstanding', 'Outstanding Reserve', 'Reserves', 'Outstanding Amount'",
    );
  });

  test('When summit_admin uploads a claims bordereau in the admin area, then it is read as claims; a premium upload stays premium; an unknown kind is 400', async () => {
    const fields = { client_id: summitId, career_id: atlas.career_id, period: '03/2026', control_value: '20', intake_id: lobId };
    const content = Buffer.from(`${HEADER}\nA-1,${policyA.policy_number},2026-03-01,,open,15,5,0\n`);
    const claims = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, { ...fields, kind: 'claims' }, { name: 'claims.csv', content }).expect(200);
    assert.equal(claims.body.brdx.kind, 'claims');
    assert.equal(claims.body.brdx.computed_total, '20.00');
    assert.equal(claims.body.brdx.problem_count, 0);
    const premium = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, {
      name: 'premium.csv',
      content: Buffer.from('policy_number,premium\nP-1,20\n'),
    }).expect(200);
    assert.equal(premium.body.brdx.kind, 'premium');
    const bad = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, { ...fields, kind: 'losses' }, { name: 'x.csv', content }).expect(400);
    assert.match(bad.body.message, /^Invalid kind/);
  });
});

describe('Claims import, Loss Runs and loss ratio (/Importedbdximport, /viewclaim, /viewlossrun, /lossrundocument, /viewlossratio)', () => {
  const Q1 = { from: '2031-01-01', to: '2031-03-31' };

  before(async () => {
    // Known terms and premiums: A $1,200.00 for 2031; B $1,000.00 from 2031-02-15; programs of their own.
    await ctx.db.query(
      `UPDATE policy_quotations SET policyeffectivedate = '2031-01-01', policyscheduledate = '2032-01-01', policyamount = 1200, programname = 'Claims Program A' WHERE id = $1`,
      [policyA.id],
    );
    await ctx.db.query(
      `UPDATE policy_quotations SET policyeffectivedate = '2031-02-15', policyscheduledate = '2032-02-15', policyamount = 1000, programname = 'Claims Program B' WHERE id = $1`,
      [policyB.id],
    );
  });

  test('When a period has no policy in force and no claim, then the loss ratio has no rows and zero totals', async () => {
    const body = (await admin('/viewlossratio', { from: '2040-01-01', to: '2040-03-31' }).expect(200)).body as LossRatioResponse;
    assert.deepEqual(body.rows, []);
    assert.deepEqual(body.totals, { earned_premium: '0.00', incurred: '0.00', loss_ratio: null });
  });

  test('When a claims bordereau is imported and a later one updates a claim, then the claim keeps the latest figures and every bordereau in its history', async () => {
    const march = await carrierClaims(
      [
        `CL-100,${policyA.policy_number},2031-02-10,2031-02-12,open,1000.50,2000.25,100.00`,
        `CL-101,${policyB.policy_number},2031-03-01,2031-03-02,closed,500.00,0,0`,
        `CL-102,NOPE-1,2031-03-01,,open,1,1,0`,
      ],
      '032031',
      '3500.75',
    );
    const first = await importDone(march.id);
    assert.equal(first.message, 'Successfully Imported');
    assert.equal(first.imported, 2);
    assert.deepEqual(first.skipped, [{ row: 3, reason: "Policy Number 'NOPE-1' matches no policy" }]);
    assert.equal(first.brdx.imported, '1');
    await admin('/Importedbdximport', { id: march.id }).expect(409);

    const april = await carrierClaims([`CL-100,${policyA.policy_number},2031-02-10,2031-02-12,reopened,1500.00,1000.00,100.00`], '042031', '2500.00');
    assert.equal((await importDone(april.id)).imported, 1);
    // An earlier period's bordereau imported late is kept in the history but does not move the claim back.
    const february = await carrierClaims([`CL-100,${policyA.policy_number},2031-02-10,2031-02-12,open,10.00,20.00,0`], '022031', '30.00');
    assert.equal((await importDone(february.id)).imported, 1);

    const claim = (await admin('/viewclaim', { id: await claimId('CL-100') }).expect(200)).body as ViewClaimResponse;
    assert.equal(claim.claim.status, 'reopened');
    assert.equal(claim.claim.as_of, '2031-04');
    assert.deepEqual([claim.claim.paid, claim.claim.reserve, claim.claim.recovery, claim.claim.incurred], ['1500.00', '1000.00', '100.00', '2400.00']);
    assert.deepEqual(
      claim.movements.map((move) => [move.as_of, move.status, move.incurred, move.applied, move.file_id, move.carrier_name]),
      [
        ['2031-03', 'open', '2900.75', true, march.id, 'Atlas Insurance Co'],
        ['2031-04', 'reopened', '2400.00', true, april.id, 'Atlas Insurance Co'],
        ['2031-02', 'open', '30.00', false, february.id, 'Atlas Insurance Co'],
      ],
    );
    await assert.rejects(ctx.db.query('UPDATE claim_movements SET paid = 0'), /append-only/);
  });

  test('When the Loss Run of a policy is asked, then its claims of the period come with incurred = paid + reserve − recovery and totals to the cent', async () => {
    const run = (await admin('/viewlossrun', { ...Q1, policy_number: policyA.policy_number }).expect(200)).body as LossRunResponse;
    assert.deepEqual(
      run.claims.map((claim) => [claim.claim_number, claim.policy_number, claim.date_of_loss, claim.status, claim.incurred, claim.program]),
      [['CL-100', policyA.policy_number, '2031-02-10', 'reopened', '2400.00', 'Claims Program A']],
    );
    const all = (await admin('/viewlossrun', Q1).expect(200)).body as LossRunResponse;
    assert.deepEqual(all.totals, { claims: 2, paid: '2000.00', reserve: '1000.00', recovery: '100.00', incurred: '2900.00' });
    const byInsured = (await admin('/viewlossrun', { ...Q1, insured: policyA.lastname.toUpperCase() }).expect(200)).body as LossRunResponse;
    assert.ok(byInsured.claims.some((claim) => claim.claim_number === 'CL-100'));
    const outside = (await admin('/viewlossrun', { from: '2031-03-01', to: '2031-03-31' }).expect(200)).body as LossRunResponse;
    assert.deepEqual(outside.claims.map((claim) => claim.claim_number), ['CL-101']);
  });

  test('When the Loss Run PDF is asked, then a PDF with the claims, their incurred and the totals is answered', async () => {
    const res = await admin('/lossrundocument', { ...Q1, policy_number: policyA.policy_number }).buffer(true).expect(200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(res.headers['content-disposition'] ?? '', /loss-run-policy-.*-2031-01-01-2031-03-31\.pdf/);
    const bytes = res.body as Buffer;
    assert.ok(bytes.length > 1000, `a PDF of ${bytes.length} bytes`);
    const text = (await pdfText(bytes)).join(' ');
    assert.match(text, /Summit Specialty MGA/);
    assert.match(text, new RegExp(`Loss Run: Policy ${policyA.policy_number}`));
    assert.match(text, /CL-100/);
    assert.match(text, /\$1,500\.00/);
    assert.match(text, /\$2,400\.00/);
    assert.match(text, /Totals 1 claim/);
  });

  test('When the loss ratio of the first quarter of 2031 is asked, then earned premium is pro rata by days and the ratio is incurred / earned', async () => {
    const byProgram = (await admin('/viewlossratio', { ...Q1, group_by: 'program' }).expect(200)).body as LossRatioResponse;
    // A: 1,200.00 × 90 / 365 = 295.89; B: 1,000.00 × 45 / 365 = 123.29.
    assert.deepEqual(byProgram.rows, [
      { program: 'Claims Program A', earned_premium: '295.89', incurred: '2400.00', loss_ratio: 8.1111 },
      { program: 'Claims Program B', earned_premium: '123.29', incurred: '500.00', loss_ratio: 4.0555 },
    ]);
    assert.deepEqual(byProgram.totals, { earned_premium: '419.18', incurred: '2900.00', loss_ratio: 6.9183 });
    const byLob = (await admin('/viewlossratio', Q1).expect(200)).body as LossRatioResponse;
    assert.equal(byLob.group_by, 'program');
    const lob = (await admin('/viewlossratio', { ...Q1, group_by: 'lob' }).expect(200)).body as LossRatioResponse;
    assert.deepEqual(lob.rows, [{ lob: policyA.lob, earned_premium: '419.18', incurred: '2900.00', loss_ratio: 6.9183 }]);
    // The whole of 2031 earns A in full; B until year end: 1,000.00 × 320 / 365 = 876.71.
    const year = (await admin('/viewlossratio', { from: '2031-01-01', to: '2031-12-31', group_by: 'program' }).expect(200)).body as LossRatioResponse;
    assert.deepEqual(year.rows.map((row) => row.earned_premium), ['1200.00', '876.71']);
  });

  test('When the period runs past today, then no day after today is earned: the whole year earns what the year up to today does', async () => {
    const kept = (await ctx.db.one<{ effective: string; expiration: string; cancelled_on: string | null }>(
      `SELECT to_char(policyeffectivedate, 'YYYY-MM-DD') AS effective, to_char(policyscheduledate, 'YYYY-MM-DD') AS expiration,
              to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on FROM policy_quotations WHERE id = $1`,
      [policyA.id],
    ))!;
    // A in force all of 2032; today is 2032-06-30.
    await setTerm(policyA.id, '2032-01-01', '2033-01-01');
    try {
      const earnedOf = async (to: string) =>
        ((await admin('/viewlossratio', { from: '2032-01-01', to, group_by: 'program' }).expect(200)).body as LossRatioResponse).rows.find(
          (row) => row.program === 'Claims Program A',
        )?.earned_premium;
      // 1,200.00 × 182 / 366 (2032 is a leap year; 01-01 to 06-30 is 182 days) = 596.72.
      assert.equal(await earnedOf('2032-12-31'), '596.72');
      assert.equal(await earnedOf(TODAY), '596.72');
    } finally {
      await setTerm(policyA.id, kept.effective, kept.expiration, kept.cancelled_on);
    }
  });

  test('When another client or a carrier asks, or the body is wrong, then it is refused and nothing of Summit is shown', async () => {
    // Harbor (a TPA) has no Loss Runs menu item; the platform's own client holds it but none of Summit's claims.
    await admin('/viewlossrun', Q1, 'harbor_admin').expect(403);
    await admin('/viewlossratio', Q1, 'harbor_admin').expect(403);
    const platform = (await admin('/viewlossrun', { ...Q1, policy_number: policyA.policy_number }, 'kyubos_admin').expect(200)).body as LossRunResponse;
    assert.deepEqual(platform.claims, []);
    const platformRatio = (await admin('/viewlossratio', Q1, 'kyubos_admin').expect(200)).body as LossRatioResponse;
    assert.equal(platformRatio.rows.some((row) => row.program?.startsWith('Claims Program')), false);
    await admin('/viewclaim', { id: await claimId('CL-100') }, 'kyubos_admin').expect(404);
    await admin('/lossrundocument', { ...Q1, policy_number: policyA.policy_number }, 'harbor_admin').expect(403);
    await ctx.post('/viewlossrun', Q1, atlas.token).expect(401);
    await ctx.post('/viewlossratio', Q1).expect(401);
    const bad = await admin('/viewlossratio', { from: '2031-02-30', to: '2031-03-31' }).expect(400);
    assert.match(bad.body.message, /^Invalid from/);
    const reversed = await admin('/viewlossrun', { from: '2031-03-31', to: '2031-01-01' }).expect(400);
    assert.match(reversed.body.message, /^Invalid to: must not be before from/);
    const group = await admin('/viewlossratio', { ...Q1, group_by: 'carrier' }).expect(400);
    assert.match(group.body.message, /^Invalid group_by/);
  });
});

describe('A claims bordereau of several pages, imported whole or not at all (/Importedbdximport)', () => {
  /** Rows `prefix-1`… on policy C, dated 2029 (no period the tests above read); `change` alters a row's cells. */
  const bigFile = (prefix: string, count: number, change: (row: number) => string | null = () => null) =>
    Array.from({ length: count }, (_, index) => change(index + 1) ?? `${prefix}-${index + 1},${policyC.policy_number},2029-01-10,2029-01-12,open,10.00,5.00,0`);
  const countOf = async (sql: string, params: unknown[]) => (await ctx.db.one<{ n: number }>(sql, params))!.n;
  const claimsLike = (prefix: string) => countOf('SELECT count(*)::int AS n FROM claims WHERE client_id = $1 AND claim_number LIKE $2', [summitId, `${prefix}-%`]);
  const movementsOf = (fileId: number) => countOf('SELECT count(*)::int AS n FROM claim_movements WHERE file_id = $1', [fileId]);
  const stagedRows = () => countOf('SELECT count(*)::int AS n FROM claim_import_rows', []);
  async function importEnd(id: number): Promise<{ status: string; error: string | null; result: BdxImportResponse | null }> {
    const started = await admin('/Importedbdximport', { id, note: IMPORT_NOTE });
    assert.equal(started.status, 202, started.body.message);
    for (;;) {
      const job = (await admin('/viewjob', { id: started.body.job_id }).expect(200)).body as { status: string; result: BdxImportResponse | null; error: string | null };
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test('When a 4,500-row file (three pages of rows) is imported, then every sound row is written once and the problems are reported by their own row numbers, across pages', async () => {
    const file = await carrierClaims(
      bigFile('BIG', 4500, (row) =>
        row === 10
          ? `BIG-10,${policyC.policy_number},2029-01-10,,pending,1,1,0`
          : row === 2500
            ? `BIG-2500,NO-SUCH-2500,2029-01-10,,open,1,1,0`
            : row === 4200
              ? `big-5,${policyC.policy_number},2029-01-10,,open,1,1,0`
              : null,
      ),
      '012029',
      '1',
    );
    assert.equal(file.row_count, 4500);
    const result = await importDone(file.id);
    assert.equal(result.imported, 4497);
    assert.deepEqual(result.skipped, [
      { row: 10, reason: "Status 'pending' is not open, closed or reopened" },
      { row: 2500, reason: "Policy Number 'NO-SUCH-2500' matches no policy" },
      { row: 4200, reason: "Claim Number 'big-5' is already on row 5" },
    ]);
    assert.equal(await claimsLike('BIG'), 4497);
    assert.equal(await movementsOf(file.id), 4497);
    const rows = await ctx.db.query<{ row_number: number }>('SELECT row_number FROM claim_movements WHERE file_id = $1 AND row_number IN (9, 10, 11, 2500, 4199, 4200, 4500) ORDER BY 1', [file.id]);
    assert.deepEqual(rows.map((row) => row.row_number), [9, 11, 4199, 4500]);
    const claim = (await admin('/viewclaim', { id: await claimId('BIG-4500') }).expect(200)).body as ViewClaimResponse;
    assert.deepEqual([claim.claim.paid, claim.claim.reserve, claim.claim.incurred, claim.claim.as_of], ['10.00', '5.00', '15.00', '2029-01']);
    assert.equal(result.brdx.imported, '1');
    assert.equal(result.brdx.import_count, 4497);
    assert.equal(await stagedRows(), 0);
  });

  test('When a write fails on the second page of rows, then the job fails, no claim or movement of the file is written, and the file can be imported again whole', async () => {
    const file = await carrierClaims(bigFile('MID', 4500), '012029', '1');
    // On PostgreSQL the rows are written in the import's one transaction; on the embedded database they are staged first.
    const table = testDriver === 'pg' ? 'claim_movements' : 'claim_import_rows';
    const job = await withWritesRefused(ctx.db, { table, operation: 'INSERT', when: 'NEW.row_number = 3000' }, () => importEnd(file.id));
    assert.equal(job.status, 'failed');
    assert.equal(job.error, IMPORT_NOT_SAVED);
    assert.equal(await claimsLike('MID'), 0);
    assert.equal(await movementsOf(file.id), 0);
    assert.equal(await stagedRows(), 0);
    assert.equal((await ctx.db.one<{ imported: string }>('SELECT imported FROM bdx_files WHERE id = $1', [file.id]))!.imported, '0');
    assert.equal((await importDone(file.id)).imported, 4500);
    assert.equal(await claimsLike('MID'), 4500);
  });

  test('When the file cannot be marked imported once its rows are written, then nothing of it is kept', async () => {
    const file = await carrierClaims(bigFile('MARK', 2500), '012029', '1');
    const job = await withWritesRefused(ctx.db, { table: 'bdx_files', operation: 'UPDATE' }, () => importEnd(file.id));
    assert.equal(job.status, 'failed');
    assert.equal(await claimsLike('MARK'), 0);
    assert.equal(await movementsOf(file.id), 0);
    assert.equal(await stagedRows(), 0);
  });

  test('When the server starts again, then the rows a decided claims import staged are applied (its job done), an undecided one\'s removed', async () => {
    const [decidedFile, undecidedFile] = [await carrierClaims(bigFile('KEEP', 3), '012029', '1'), await carrierClaims(bigFile('DROP', 3), '012029', '1')];
    const userId = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_admin'`))!.id;
    const jobs = createJobRepository(ctx.db);
    const stage = async (fileId: number, prefix: string, result: unknown) => {
      const job = (await jobs.insert({ clientId: summitId, kind: 'bdx-import', subjectId: fileId, total: 3, createdBy: userId }))!;
      const rows = [1, 2, 3].map((row) => ({
        row,
        claim_number: `${prefix}-${row}`,
        policy_number: policyC.policy_number,
        date_of_loss: '2029-01-10',
        date_reported: null,
        status: 'open' as const,
        paid: 1000,
        reserve: 500,
        recovery: 0,
        quotation_id: policyC.id,
      }));
      await createClaimRepository(ctx.db).stageRows(job.id, { clientId: summitId, carrierId: decidedFile.career_id, id: fileId, asOf: '2029-01', userId }, rows);
      // The process stopped: its running job failed at start, keeping the answer it stored if decided.
      await jobs.fail(job.id, 'stopped', result);
      return job.id;
    };
    const decided = await stage(decidedFile.id, 'KEEP', { message: 'Successfully Imported', imported: 3 });
    const undecided = await stage(undecidedFile.id, 'DROP', null);
    assert.deepEqual(await settleInterruptedClaimImports(ctx.db), { applied: [decided], removed: [undecided], failed: [] });
    assert.equal(await claimsLike('KEEP'), 3);
    assert.equal(await movementsOf(decidedFile.id), 3);
    assert.equal((await jobs.findById(decided))!.status, 'done');
    assert.equal(await claimsLike('DROP'), 0);
    assert.equal(await stagedRows(), 0);
  });
});

describe('Claims rows that cannot be their policy\'s: another line, a date of loss outside the term, after a cancellation or in the future, a recovery over paid + reserve (/createbybdx, /createbrdxsamplefile, /Importedbdximport)', () => {
  /** Policies of the files' line: D in force from 03-01-2032 (after the tests above), E ended 06-01-2032, F cancelled 01-15-2032. */
  let policyD: { id: number; policy_number: string };
  let policyE: { id: number; policy_number: string };
  let policyF: { id: number; policy_number: string };
  /** A policy of another line, in force over the whole year. */
  let other: { id: number; policy_number: string; lob: string };

  before(async () => {
    const policies = await ctx.db.query<{ id: number; policy_number: string; lob: string }>(
      `SELECT id, policy_number, "intake_Name" AS lob FROM policy_quotations
        WHERE company_id = $1 AND intake_id <> $2 AND stage = 'Policy' AND deleted_at IS NULL AND policy_number IS NOT NULL ORDER BY id LIMIT 4`,
      [summitId, lobId],
    );
    assert.equal(policies.length, 4, 'the seed holds Summit policies of other lines');
    [policyD, policyE, policyF, other] = policies as [typeof policyD, typeof policyE, typeof policyF, typeof other];
    assert.notEqual(other.lob, lobName);
    for (const policy of [policyD, policyE, policyF]) {
      await ctx.db.query(`UPDATE policy_quotations SET intake_id = $2, "intake_Name" = $3 WHERE id = $1`, [policy.id, lobId, lobName]);
    }
    await setTerm(policyD.id, '2032-03-01', '2033-03-01');
    await setTerm(policyE.id, '2031-06-01', '2032-06-01');
    await setTerm(policyF.id, '2031-07-01', '2032-07-01', '2032-01-15');
    await setTerm(other.id, '2031-07-01', '2032-07-01');
  });

  const claimsOf = async (prefix: string) =>
    (await ctx.db.query<{ claim_number: string }>('SELECT claim_number FROM claims WHERE client_id = $1 AND claim_number LIKE $2 ORDER BY id', [summitId, `${prefix}-%`])).map(
      (row) => row.claim_number,
    );

  test('When Atlas sends a file whose rows fall at the edges of their policies, then the review lists each refused row with why, out of the total, and the import writes only the others', async () => {
    const file = await carrierClaims(
      [
        `EDGE-1,${policyD.policy_number},2032-03-01,,open,100.00,50.00,0`,
        `EDGE-2,${policyD.policy_number},2032-02-29,,open,1.00,1.00,0`,
        `EDGE-3,${policyD.policy_number},${TODAY},,open,20.00,0,0`,
        `EDGE-4,${policyD.policy_number},2032-07-01,,open,1.00,1.00,0`,
        `EDGE-5,${policyE.policy_number},2032-05-31,,closed,300.00,0,0`,
        `EDGE-6,${policyE.policy_number},2032-06-01,,open,1.00,1.00,0`,
        `EDGE-7,${policyF.policy_number},2032-01-14,,open,4000.00,0,0`,
        `EDGE-8,${policyF.policy_number},2032-01-15,,open,1.00,1.00,0`,
        `EDGE-9,${other.policy_number},2032-01-10,,open,1.00,1.00,0`,
        `EDGE-10,${policyD.policy_number},2032-04-01,,open,100.00,200.00,300.00`,
        `EDGE-11,${policyD.policy_number},2032-04-01,,open,100.00,200.00,300.01`,
      ],
      '062032',
      '4770.00',
    );
    const refused = [
      { row: 2, reason: "Date of Loss 02-29-2032 is before the policy's term 03-01-2032 to 02-28-2033 (expires 03-01-2033)" },
      { row: 4, reason: 'Date of Loss 07-01-2032 is after today (UTC, 06-30-2032)' },
      { row: 6, reason: "Date of Loss 06-01-2032 is after the policy's term 06-01-2031 to 05-31-2032 (expires 06-01-2032)" },
      { row: 8, reason: "Date of Loss 01-15-2032 is on or after the policy's cancellation on 01-15-2032" },
      { row: 9, reason: `Policy ${other.policy_number} is ${other.lob}, not this file's ${lobName}` },
      { row: 11, reason: 'Recovery $300.01 is more than paid + reserve $300.00' },
    ];
    assert.equal(file.row_count, 11);
    assert.equal(file.problem_count, 6);
    // Rows 1, 3, 5, 7 and 10: 150.00 + 20.00 + 300.00 + 4,000.00 + 300.00.
    assert.equal(file.computed_total, '4770.00');
    const view = (await admin('/editbrdxfileview', { id: file.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.problems, refused);

    const result = await importDone(file.id);
    assert.equal(result.imported, 5);
    assert.deepEqual(result.skipped, refused);
    assert.deepEqual(await claimsOf('EDGE'), ['EDGE-1', 'EDGE-3', 'EDGE-5', 'EDGE-7', 'EDGE-10']);
    const claim = (await admin('/viewclaim', { id: await claimId('EDGE-10') }).expect(200)).body as ViewClaimResponse;
    assert.equal(claim.claim.incurred, '0.00');
  });

  test('When summit_admin uploads a claims bordereau in the admin area, then the same rows are refused for the same reasons', async () => {
    const fields = { client_id: summitId, career_id: atlas.career_id, period: '06/2032', control_value: '10', intake_id: lobId, kind: 'claims' };
    const content = Buffer.from(
      [HEADER, `ADM-1,${policyD.policy_number},2032-04-01,,open,5,5,0`, `ADM-2,${other.policy_number},2032-04-01,,open,5,5,0`, `ADM-3,${policyD.policy_number},2032-12-01,,open,5,5,0`].join('\n'),
    );
    const res = await bdxUpload(ctx.app, '/createbrdxsamplefile', ctx.tokens.summit_admin, fields, { name: 'edges.csv', content }).expect(200);
    assert.equal(res.body.brdx.computed_total, '10.00');
    assert.equal(res.body.brdx.problem_count, 2);
    const view = (await admin('/editbrdxfileview', { id: res.body.brdx.id }).expect(200)).body as BdxFileViewResponse;
    assert.deepEqual(view.problems, [
      { row: 2, reason: `Policy ${other.policy_number} is ${other.lob}, not this file's ${lobName}` },
      { row: 3, reason: 'Date of Loss 12-01-2032 is after today (UTC, 06-30-2032)' },
    ]);
  });

  test('When a policy is cancelled between the upload and the import, then the import refuses its claims dated from the cancellation on, as the review would', async () => {
    const file = await carrierClaims([`LATE-1,${policyD.policy_number},2032-04-01,,open,10.00,0,0`, `LATE-2,${policyE.policy_number},2032-04-01,,open,20.00,0,0`], '062032', '30.00');
    assert.equal(file.problem_count, 0);
    await setTerm(policyE.id, '2031-06-01', '2032-06-01', '2032-03-15');
    const result = await importDone(file.id);
    assert.equal(result.imported, 1);
    assert.deepEqual(result.skipped, [{ row: 2, reason: "Date of Loss 04-01-2032 is on or after the policy's cancellation on 03-15-2032" }]);
    assert.deepEqual(await claimsOf('LATE'), ['LATE-1']);
  });
});

describe("A claim is its carrier's, its figures the latest file's (/createbybdx, /Importedbdximport, /viewclaim)", () => {
  /** Two policies of the files' line in force through 2032, and their numbers. */
  let p1: { id: number; policy_number: string };
  let p2: { id: number; policy_number: string };
  let frontier: CarrierLoginResponse;

  before(async () => {
    const policies = await ctx.db.query<{ id: number; policy_number: string }>(
      `SELECT id, policy_number FROM policy_quotations
        WHERE company_id = $1 AND intake_id <> $2 AND stage = 'Policy' AND deleted_at IS NULL AND policy_number IS NOT NULL ORDER BY id OFFSET 4 LIMIT 2`,
      [summitId, lobId],
    );
    assert.equal(policies.length, 2, 'the seed holds Summit policies of other lines');
    [p1, p2] = policies as [typeof p1, typeof p2];
    for (const policy of policies) {
      await ctx.db.query(`UPDATE policy_quotations SET intake_id = $2, "intake_Name" = $3 WHERE id = $1`, [policy.id, lobId, lobName]);
      await setTerm(policy.id, '2032-01-01', '2033-01-01');
    }
    frontier = (await ctx.post('/carrierlogin', { username: 'frontier_carrier', password: DEMO_PASSWORD }).expect(200)).body;
  });

  /** A claims bordereau sent by a carrier's user (Atlas unless told), answered as the admin area lists it. */
  async function sent(lines: string[], period: string, carrier: CarrierLoginResponse = atlas): Promise<AdminBdxFile> {
    uniqueRun += 1;
    const content = Buffer.from([HEADER, ...lines].join('\n') + '\n'.repeat(uniqueRun));
    const fields = { sender_name: 'Claims desk', sender_id: 'CL-1', period, control_value: '1', intake_id: lobId, kind: 'claims' };
    const res = await bdxUpload(ctx.app, '/createbybdx', carrier.token, fields, { name: `claims-${uniqueRun}.csv`, content });
    assert.equal(res.status, 200, res.body.message);
    return (await admin('/editbrdxfile', { id: res.body.brdx.id }).expect(200)).body.brdxfile as AdminBdxFile;
  }
  const problemsOf = async (id: number) => ((await admin('/editbrdxfileview', { id }).expect(200)).body as BdxFileViewResponse).problems;
  const claimsNumbered = (number: string) =>
    ctx.db.query<{ carrier_id: number; quotation_id: number; status: string; paid: string; reserve: string; as_of: string }>(
      'SELECT carrier_id, quotation_id, status, paid::text, reserve::text, as_of FROM claims WHERE client_id = $1 AND claim_number = $2 ORDER BY carrier_id',
      [summitId, number],
    );

  test("When Frontier reports a claim number Atlas already has, then it is Frontier's own claim; Atlas's row of it on another policy is refused at review and import, and the claim stays", async () => {
    await importDone((await sent([`SAME-1,${p1.policy_number},2032-02-10,2032-02-11,open,1000.00,4000.00,0`], '032032')).id);
    const other = await sent([`SAME-1,${p2.policy_number},2032-02-15,2032-02-16,closed,200.00,0,0`], '032032', frontier);
    assert.equal(other.problem_count, 0);
    assert.equal((await importDone(other.id)).imported, 1);
    assert.deepEqual(await claimsNumbered('SAME-1'), [
      { carrier_id: atlas.career_id, quotation_id: p1.id, status: 'open', paid: '1000.00', reserve: '4000.00', as_of: '2032-03' },
      { carrier_id: frontier.career_id, quotation_id: p2.id, status: 'closed', paid: '200.00', reserve: '0.00', as_of: '2032-03' },
    ].sort((a, b) => a.carrier_id - b.carrier_id));

    const moved = await sent([`SAME-1,${p2.policy_number},2032-02-10,2032-02-11,open,1000.00,10.00,0`], '042032');
    const refused = [{ row: 1, reason: `Claim SAME-1 is on policy ${p1.policy_number} in the book` }];
    assert.deepEqual(await problemsOf(moved.id), refused);
    const result = await importDone(moved.id);
    assert.equal(result.imported, 0);
    assert.deepEqual(result.skipped, refused);
    const atlasClaim = (await claimsNumbered('SAME-1')).find((claim) => claim.carrier_id === atlas.career_id)!;
    assert.deepEqual([atlasClaim.quotation_id, atlasClaim.reserve, atlasClaim.as_of], [p1.id, '4000.00', '2032-03']);
  });

  test('When two files of one period are imported newest first, then the later upload\'s figures stand and the older is kept as a movement; a paid to date lowered is a row problem', async () => {
    const v1 = await sent([`SP-1,${p1.policy_number},2032-03-01,2032-03-02,open,0,5000.00,0`], '052032');
    const v2 = await sent([`SP-1,${p1.policy_number},2032-03-01,2032-03-02,closed,3000.00,0,0`], '052032');
    await importDone(v2.id);
    assert.equal((await importDone(v1.id)).imported, 1);
    const claim = (await admin('/viewclaim', { id: (await ctx.db.one<{ id: number }>(`SELECT id FROM claims WHERE claim_number = 'SP-1'`))!.id }).expect(200)).body as ViewClaimResponse;
    assert.deepEqual([claim.claim.status, claim.claim.paid, claim.claim.reserve], ['closed', '3000.00', '0.00']);
    assert.deepEqual(claim.movements.map((move) => [move.file_id, move.paid, move.applied]), [
      [v2.id, '3000.00', true],
      [v1.id, '0.00', false],
    ]);
    const lower = await sent([`SP-1,${p1.policy_number},2032-03-01,2032-03-02,reopened,2500.00,100.00,0`], '062032');
    const refused = [{ row: 1, reason: 'Paid $2,500.00 is less than the $3,000.00 paid to date on the claim (figures of 05/2032)' }];
    assert.deepEqual(await problemsOf(lower.id), refused);
    assert.deepEqual((await importDone(lower.id)).skipped, refused);
    assert.equal((await claimsNumbered('SP-1'))[0]!.paid, '3000.00');
  });

  test('When a policy is cancelled back to before a loaded claim, then the carrier\'s later figures of that claim are accepted and close it; a new claim after the cancellation is refused', async () => {
    await importDone((await sent([`CXL-1,${p2.policy_number},2032-04-20,2032-04-21,open,0,8000.00,0`], '042032')).id);
    await setTerm(p2.id, '2032-01-01', '2033-01-01', '2032-04-19');
    const closing = await sent([`CXL-1,${p2.policy_number},2032-04-20,2032-04-21,closed,0,0,0`, `CXL-2,${p2.policy_number},2032-04-20,,open,10.00,0,0`], '052032');
    const refused = [{ row: 2, reason: "Date of Loss 04-20-2032 is on or after the policy's cancellation on 04-19-2032" }];
    assert.deepEqual(await problemsOf(closing.id), refused);
    const result = await importDone(closing.id);
    assert.equal(result.imported, 1);
    assert.deepEqual(result.skipped, refused);
    assert.deepEqual((await claimsNumbered('CXL-1')).map((claim) => [claim.status, claim.reserve]), [['closed', '0.00']]);
    assert.deepEqual(await claimsNumbered('CXL-2'), []);
    await setTerm(p2.id, '2032-01-01', '2033-01-01');
  });

  test('When a claims file names a period after the current month, then the upload is refused with 400 naming the period; the current month is accepted', async () => {
    uniqueRun += 1;
    const content = Buffer.from(`${HEADER}\nFUT-1,${p1.policy_number},2032-03-01,,open,1,0,0\n${'\n'.repeat(uniqueRun)}`);
    const fields = { sender_name: 'Atlas', sender_id: 'ATL-1', period: '072032', control_value: '1', intake_id: lobId, kind: 'claims' };
    const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'future.csv', content }).expect(400);
    const message = 'The period 07/2032 is after the current month (UTC, 06/2032): a claims bordereau reports figures as of a month that has begun';
    assert.equal(res.body.message, message);
    assert.deepEqual(res.body.errors, [{ path: 'period', message }]);
    assert.equal((await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bdx_files WHERE file_name = 'future.csv'`))!.n, 0);
    await bdxUpload(ctx.app, '/createbybdx', atlas.token, { ...fields, period: '062032' }, { name: 'future.csv', content }).expect(200);
  });

  test('When a row holds an amount beyond what a claim keeps, then it is a row problem at review and import by its row, and the sound row is imported', async () => {
    const file = await sent(
      [`HUGE-OK,${p1.policy_number},2032-03-02,2032-03-03,open,100.00,0,0`, `HUGE-1,${p1.policy_number},2032-03-02,2032-03-03,open,"1,000,000,000,000.00",0,0`],
      '062032',
    );
    const refused = [{ row: 2, reason: "Paid $1,000,000,000,000.00 is more than a claim's figure can be ($999,999,999,999.99)" }];
    assert.equal(file.computed_total, '100.00');
    assert.deepEqual(await problemsOf(file.id), refused);
    const result = await importDone(file.id);
    assert.deepEqual([result.imported, result.skipped], [1, refused]);
    assert.deepEqual((await claimsNumbered('HUGE-OK')).map((claim) => claim.paid), ['100.00']);
  });

  test("When a Lloyd's bordereau is sent, then its names are read; another currency and a Total Incurred other than paid + reserve − recovery are row problems", async () => {
    uniqueRun += 1;
    const content = Buffer.from(
      [
        'Claim Reference,Unique Market Reference,Date of Loss,Date Claim First Notified,Claim Status,Currency,Paid to Date,Outstanding,Recoveries,Total Incurred',
        `LL-1,${p1.policy_number},2032-03-05,2032-03-07,open,USD,100.00,50.00,0,150.00`,
        `LL-2,${p1.policy_number},2032-03-05,2032-03-07,open,GBP,1000.00,2000.00,0,3000.00`,
        `LL-3,${p1.policy_number},2032-03-05,2032-03-07,open,USD,1000.00,2000.00,100.00,3000.00`,
      ].join('\n') + '\n'.repeat(uniqueRun),
    );
    const fields = { sender_name: 'Atlas', sender_id: 'ATL-1', period: '062032', control_value: '150', intake_id: lobId, kind: 'claims' };
    const res = await bdxUpload(ctx.app, '/createbybdx', atlas.token, fields, { name: 'lloyds.csv', content }).expect(200);
    assert.deepEqual(await problemsOf(res.body.brdx.id), [
      { row: 2, reason: 'Currency GBP: claims are kept in US dollars' },
      { row: 3, reason: 'Total Incurred $3,000.00 is not paid + reserve − recovery $2,900.00' },
    ]);
    await importDone(res.body.brdx.id);
    const claim = (await admin('/viewclaim', { id: (await ctx.db.one<{ id: number }>(`SELECT id FROM claims WHERE claim_number = 'LL-1'`))!.id }).expect(200)).body as ViewClaimResponse;
    assert.deepEqual([claim.claim.policy_number, claim.claim.date_reported, claim.claim.incurred], [p1.policy_number, '2032-03-07', '150.00']);
  });
});

describe('A claims import that fails, and the start that settles one (/Importedbdximport, settleInterruptedClaimImports)', () => {
  test('When applying a decided import fails at start, then its job is failed saying so and the start goes on with the others; a later start applies it', async () => {
    const [brokenFile, soundFile] = [await carrierClaims([`X,${policyC.policy_number},2029-01-10,,open,1,0,0`], '012029', '1'), await carrierClaims([`Y,${policyC.policy_number},2029-01-10,,open,1,0,0`], '012029', '1')];
    const userId = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_admin'`))!.id;
    const jobs = createJobRepository(ctx.db);
    const decided = async (file: AdminBdxFile, number: string) => {
      const job = (await jobs.insert({ clientId: summitId, kind: 'bdx-import', subjectId: file.id, total: 1, createdBy: userId }))!;
      const row = { row: 1, claim_number: number, policy_number: policyC.policy_number, date_of_loss: '2029-01-10', date_reported: null, status: 'open' as const, paid: 1000, reserve: 0, recovery: 0, quotation_id: policyC.id };
      await createClaimRepository(ctx.db).stageRows(job.id, { clientId: summitId, carrierId: file.career_id, id: file.id, asOf: '2029-01', userId }, [row]);
      await jobs.fail(job.id, 'stopped', { message: 'Successfully Imported', imported: 1 });
      return job.id;
    };
    const broken = await decided(brokenFile, 'SETTLE-BROKEN');
    const sound = await decided(soundFile, 'SETTLE-SOUND');
    const settled = await withWritesRefused(ctx.db, { table: 'claims', operation: 'INSERT', when: "NEW.claim_number = 'SETTLE-BROKEN'" }, () => settleInterruptedClaimImports(ctx.db));
    assert.deepEqual([settled.applied, settled.removed, settled.failed.map((item) => item.jobId)], [[sound], [], [broken]]);
    assert.match(String(settled.failed[0]!.error), /write refused by the test/);
    const job = (await jobs.findById(broken))!;
    assert.deepEqual([job.status, job.error], ['failed', APPLY_STOPPED]);
    assert.equal((await jobs.findById(sound))!.status, 'done');
    assert.equal((await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM claims WHERE claim_number IN ('SETTLE-BROKEN', 'SETTLE-SOUND')`))!.n, 1);
    // The cause put right, the next start applies what was kept.
    assert.deepEqual(await settleInterruptedClaimImports(ctx.db), { applied: [broken], removed: [], failed: [] });
    assert.equal((await jobs.findById(broken))!.status, 'done');
  });

  test('When the server starts on a database whose decided claims import cannot be applied, then it starts, and the import\'s job is failed saying so', async () => {
    const file = await carrierClaims([`W,${policyC.policy_number},2029-01-10,,open,1,0,0`], '012029', '1');
    const userId = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_admin'`))!.id;
    const jobs = createJobRepository(ctx.db);
    const job = (await jobs.insert({ clientId: summitId, kind: 'bdx-import', subjectId: file.id, total: 1, createdBy: userId }))!;
    const row = { row: 1, claim_number: 'START-1', policy_number: policyC.policy_number, date_of_loss: '2029-01-10', date_reported: null, status: 'open' as const, paid: 1000, reserve: 0, recovery: 0, quotation_id: policyC.id };
    await createClaimRepository(ctx.db).stageRows(job.id, { clientId: summitId, carrierId: file.career_id, id: file.id, asOf: '2029-01', userId }, [row]);
    // The import was decided (its answer kept), then its process stopped while the job ran (on
    // PostgreSQL a start fails only a job whose heartbeat is stale: another process may run it).
    await jobs.keepResult(job.id, { message: 'Successfully Imported', imported: 1 });
    await ctx.db.query(`UPDATE jobs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [job.id]);
    await withWritesRefused(ctx.db, { table: 'claims', operation: 'INSERT', when: "NEW.claim_number = 'START-1'" }, async () => {
      const server = await start({ config: { ...testConfig, port: 0 }, db: ctx.db, logger: silentLogger });
      await server.stop();
    });
    const after = (await admin('/viewjob', { id: job.id }).expect(200)).body as { status: string; error: string | null };
    assert.deepEqual([after.status, after.error], ['failed', APPLY_STOPPED]);
    await settleInterruptedClaimImports(ctx.db);
  });

  test('When a staged row holds more than a claim keeps, then staging refuses it: a failure before the point of decision', async () => {
    const file = await carrierClaims([`Z,${policyC.policy_number},2029-01-10,,open,1,0,0`], '012029', '1');
    const userId = (await ctx.db.one<{ id: number }>(`SELECT id FROM users WHERE username = 'summit_admin'`))!.id;
    const row = { row: 1, claim_number: 'OVER-1', policy_number: policyC.policy_number, date_of_loss: '2029-01-10', date_reported: null, status: 'open' as const, paid: 100_000_000_000_000, reserve: 0, recovery: 0, quotation_id: policyC.id };
    await assert.rejects(
      createClaimRepository(ctx.db).stageRows(999_999, { clientId: summitId, carrierId: file.career_id, id: file.id, asOf: '2029-01', userId }, [row]),
      /claim_import_rows_figures_check/,
    );
  });
});
