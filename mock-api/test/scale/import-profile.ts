/**
 * A 30,000-row carrier import in-process, every statement timed: where the import's time goes.
 * `node --import tsx test/scale/import-profile.ts` (TEST_DATABASE_URL runs it on PostgreSQL).
 * IMPORT_ROWS sizes the file. Prints the wall and CPU time (this process's, and on PostgreSQL the
 * test database's server processes'), the statements grouped by their first words, and the p99 of
 * a light call (GET /viewcountry) made one after another during the import, and how long the API's
 * thread was held at a time (its event loop's delay). IMPORT_PROFILE_AGAIN=1 profiles a second
 * import of the same rows, every one already in the book; IMPORT_PROFILE_COMPANIES=1 names every
 * insured as a business (the same last name, LLC).
 */
import type { Database } from '../../src/db/db';
import { bdxUpload } from '../helpers';
import { carrierFileParties, openProfileDb, profileApi } from './profile-kit';

const ROWS = Number(process.env.IMPORT_ROWS ?? 30_000);
const raw: Database = await openProfileDb({ thread: Boolean(process.env.IMPORT_PROFILE_THREAD) });
// IMPORT_PROFILE_ANALYZE=1: statistics taken first, as the API takes them when it starts on the embedded database.
if (process.env.IMPORT_PROFILE_ANALYZE) await raw.exec('ANALYZE');
if (process.env.IMPORT_PROFILE_SQL) await raw.exec(process.env.IMPORT_PROFILE_SQL);
const api = await profileApi(raw);
const { app, post } = api;
try {
  const { admin, atlas, lob } = await carrierFileParties(raw, post);
  const lines = ['Policy Number,First Name,Last Name,Address,City,State,Zip Code,Phone Number,Email,Effective Date,Premium'];
  for (let i = 1; i <= ROWS; i += 1) {
    // IMPORT_PROFILE_COMPANIES=1: businesses, as a carrier names them: 'Insured 1 LLC', every last name LLC.
    const [first, last] = process.env.IMPORT_PROFILE_COMPANIES ? [`Insured ${i}`, 'LLC'] : [`Insured${i}`, `Company${i}`];
    lines.push(`PROF-${i},${first},${last},${i} Main St,Austin,${lob.state_code},73301,5125550100,insured${i}@example.com,2026-03-${String((i % 28) + 1).padStart(2, '0')},${(500 + (i % 900)).toFixed(2)}`);
  }
  const fields = { sender_name: 'Atlas', sender_id: 'ATL', period: '032026', control_value: '1', intake_id: lob.intake_id };
  /** The rows uploaded as a new file (`copy` trailing newlines keep its bytes apart) and its import started: the job's id. */
  const importRows = async (copy: number): Promise<number> => {
    const content = Buffer.from(`${lines.join('\n')}${'\n'.repeat(copy + 1)}`);
    const uploaded = await bdxUpload(app, '/createbybdx', atlas.token, fields, { name: `profile-${Date.now()}-${copy}.csv`, content });
    if (uploaded.status !== 200) throw new Error(`upload ${uploaded.status} ${uploaded.text}`);
    return (await post('/Importedbdximport', { id: uploaded.body.brdx.id, program_id: lob.program_id, note: 'Profile file' }, admin.token)).job_id;
  };
  // IMPORT_PROFILE_AGAIN=1: the rows imported once first, unmeasured; the measured import then finds every one already in the book.
  if (process.env.IMPORT_PROFILE_AGAIN) {
    const first = await importRows(1);
    while ((await post('/viewjob', { id: first }, admin.token)).status === 'running') await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = await api.measureJob<{ imported: number; already_in_book: unknown[] }>(`${ROWS} rows`, admin.token, () => importRows(0));
  if (end.status !== 'done') throw new Error(`import: ${end.error}`);
  console.log(`${end.result?.imported} imported, ${end.result?.already_in_book.length} already in the book`);
} finally {
  await api.close();
  await raw.close();
}
