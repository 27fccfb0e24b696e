/**
 * A 100,000-row claims bordereau (the file limit) imported in-process, every statement and
 * transaction timed: how long the import holds the API's thread and the database.
 * `node --import tsx test/scale/claims-import-profile.ts` (TEST_DATABASE_URL runs it on PostgreSQL).
 * CLAIMS_ROWS sizes the file, CLAIMS_POLICIES the policies its claims belong to (Summit policies
 * written for the run, numbered, of the file's line and in force over its dates of loss). One row
 * in 1,000 has a bad status and one in 1,000 names no policy: row problems. The embedded database runs in a thread of its own, as in the API. Prints the wall and CPU time (this process's, and on PostgreSQL the test
 * database's server processes'), the statements grouped by their first words, the transactions (on
 * the embedded database each holds every other call back: the longest is how long one waits at
 * most), how long the API's thread was held at a time (its event loop's delay) and the p99 of a
 * light call (GET /viewcountry) made one after another during the import, against the same idle.
 */
import type { Database } from '../../src/db/db';
import { bdxUpload, DEMO_PASSWORD } from '../helpers';
import { openProfileDb, profileApi } from './profile-kit';
import { seedScaleBook, summitId } from './scale-book';

const ROWS = Number(process.env.CLAIMS_ROWS ?? 100_000);
const POLICIES = Number(process.env.CLAIMS_POLICIES ?? 5_000);
// The embedded database in a thread of its own, as the API runs it.
const raw: Database = await openProfileDb({ thread: true });
await seedScaleBook(raw, POLICIES * 4);
const api = await profileApi(raw);
const { app, post } = api;
try {
  const admin = await post('/commonlogin', { username: 'summit_admin', password: DEMO_PASSWORD });
  const atlas = await post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD });
  const lobs = await post('/viewclientintakecategory', { client_id: atlas.client_id }, atlas.token);
  // A quarter of the scale book's records are policies: numbered here, as the claims name them, of
  // the file's line and in force over its dates of loss (a claim of another line or outside the term is refused).
  const line = lobs.intakecategory[0];
  const policyNumbers = (
    await raw.query<{ policy_number: string }>(
      `UPDATE policy_quotations SET policy_number = 'CLP-' || id, intake_id = $2, "intake_Name" = $3, policyeffectivedate = '2026-01-01',
              policyscheduledate = '2027-01-01', cancelled_on = NULL
        WHERE company_id = $1 AND unique_id LIKE 'SCALE-%' AND stage = 'Policy' RETURNING policy_number`,
      [await summitId(raw), line.id, line.category_name],
    )
  ).map((policy) => policy.policy_number);
  await raw.exec('ANALYZE');
  const lines = ['Claim Number,Policy Number,Date of Loss,Date Reported,Status,Paid,Reserve,Recovery'];
  for (let i = 1; i <= ROWS; i += 1) {
    const policy = i % 1000 === 500 ? `NO-SUCH-${i}` : policyNumbers[i % policyNumbers.length]!;
    const status = i % 1000 === 700 ? 'pending' : ['open', 'closed', 'reopened'][i % 3]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(`CLM-${i},${policy},2026-02-${day},2026-03-${day},${status},${(i % 5000) + 0.25},${(i % 700) * 3}.50,${i % 10}.00`);
  }
  const fields = { sender_name: 'Atlas', sender_id: 'ATL', period: '032026', control_value: '1', intake_id: line.id, kind: 'claims' };
  const uploaded = await bdxUpload(app, '/createbybdx', atlas.token, fields, { name: `claims-profile-${Date.now()}.csv`, content: Buffer.from(`${lines.join('\n')}\n`) });
  if (uploaded.status !== 200) throw new Error(`upload ${uploaded.status} ${uploaded.text}`);
  const end = await api.measureJob<{ imported: number; skipped: unknown[] }>(`${ROWS} claims rows`, admin.token, async () => {
    const job = await post('/Importedbdximport', { id: uploaded.body.brdx.id, note: 'Profile file' }, admin.token);
    return job.job_id;
  });
  if (end.status !== 'done') throw new Error(`import: ${end.error}`);
  const written = await raw.one<{ claims: number; movements: number }>(
    'SELECT (SELECT count(*)::int FROM claims WHERE file_id = $1) AS claims, (SELECT count(*)::int FROM claim_movements WHERE file_id = $1) AS movements',
    [uploaded.body.brdx.id],
  );
  console.log(`${end.result?.imported} imported, ${end.result?.skipped.length} skipped; ${written?.claims} claims, ${written?.movements} movements written`);
} finally {
  await api.close();
  await raw.close();
}
