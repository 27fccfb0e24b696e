/**
 * The Import Bordereau list (`POST /viewbrdximportfile`) at scale, in-process on the embedded
 * database: a carrier file of IMPORT_LIST_ROWS rows (25,000) imported for Summit, then each header
 * filter and sort timed IMPORT_LIST_CALLS times (the median and the longest; the database is held
 * for as long as its statements run). The names include a few O'Briens and many Müllers; the
 * effective dates are every day of November 2026.
 * Run: node --import tsx test/scale/import-list-scale.ts (TEST_DATABASE_URL runs it on PostgreSQL).
 */
import { bdxUpload } from '../helpers';
import { carrierFileParties, openProfileDb, profileApi } from './profile-kit';

const ROWS = Number(process.env.IMPORT_LIST_ROWS ?? 25_000);
const CALLS = Number(process.env.IMPORT_LIST_CALLS ?? 5);
const LAST_NAMES = ['Smith', 'Müller', 'Zimmer', 'Çelik', 'Johnson', 'Nguyen', 'Garcia', 'Okafor', 'Larsen', 'Kowalski', 'Brown', 'Rossi'];

// IMPORT_LIST_THREAD=1: the embedded database in a thread of its own, as the API runs it (IMPORT_PROFILE_DISK=1: in a folder on disk).
const raw = await openProfileDb({ thread: Boolean(process.env.IMPORT_LIST_THREAD) });
// The statistics the API takes when it starts on the embedded database.
await raw.exec('ANALYZE');
const api = await profileApi(raw);
const { app, post } = api;
try {
  const { admin, atlas, lob } = await carrierFileParties(raw, post);
  const lines = ['Policy Number,First Name,Last Name,Address,City,State,Zip Code,Phone Number,Email,Effective Date,Premium'];
  for (let i = 1; i <= ROWS; i += 1) {
    // A few O'Briens (one row in 500), as a real book has them; the other names share the rest.
    const last = i % 500 === 0 ? "O'Brien" : LAST_NAMES[i % LAST_NAMES.length]!;
    const day = String((i % 30) + 1).padStart(2, '0');
    lines.push(`LIST-${i},Insured${i},"${last}",${i} Main St,Austin,${lob.state_code},73301,5125550100,insured${i}@example.com,2026-11-${day},${(300 + (i % 900)).toFixed(2)}`);
  }
  const fields = { sender_name: 'Atlas', sender_id: 'ATL', period: '112026', control_value: '1', intake_id: lob.intake_id };
  const uploaded = await bdxUpload(app, '/createbybdx', atlas.token, fields, { name: `import-list-${Date.now()}.csv`, content: Buffer.from(lines.join('\n')) });
  if (uploaded.status !== 200) throw new Error(`upload ${uploaded.status} ${uploaded.text}`);
  const started = Date.now();
  const job = await post('/Importedbdximport', { id: uploaded.body.brdx.id, program_id: lob.program_id, note: 'scale' }, admin.token);
  // The job's progress as its dialog reads it: when it last moved, and how long it then stood before the end.
  let end;
  let shown = { progress: -1, at: started };
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    end = await post('/viewjob', { id: job.job_id }, admin.token);
    if (end.status === 'running' && end.progress !== shown.progress) shown = { progress: end.progress, at: Date.now() };
  } while (end.status === 'running');
  if (end.status !== 'done') throw new Error(`import: ${end.error}`);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`${ROWS} rows imported in ${seconds(Date.now() - started)} s; the progress stood at ${shown.progress} of ${end.total} for the last ${seconds(Date.now() - shown.at)} s`);
  // The planner's statistics are those the import's end leaves (the embedded database runs no autovacuum).

  const cases: [string, object][] = [
    ['first page', {}],
    ['Last Name o\'brien', { filters: { lastname: "o'brien" } }],
    ['Last Name o\'brien, Premium desc', { filters: { lastname: "o'brien" }, sort: 'policyamount', direction: 'desc' }],
    ['Last Name smith', { filters: { lastname: 'smith' } }],
    ['First Name insured123', { filters: { firstname: 'insured123' } }],
    ['Number Q-2026-0012', { filters: { unique_id: 'Q-2026-0012' } }],
    ['Eff Date 11-04-2026', { filters: { policyeffectivedate: '11-04-2026' } }],
    ['Eff Date 11-04', { filters: { policyeffectivedate: '11-04' } }],
    ['Premium 1,199', { filters: { policyamount: '1199' } }],
    ['Row 2400', { filters: { row: '2400' } }],
    ['sort Last Name asc', { sort: 'lastname', direction: 'asc' }],
    ['sort Premium desc', { sort: 'policyamount', direction: 'desc' }],
  ];
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < CALLS; i += 1) {
      const called = performance.now();
      const answer = await post('/viewbrdximportfile', { client_id: admin.client_id, page: 1, pageSize: 10, ...query }, admin.token);
      times.push(performance.now() - called);
      total = answer.total;
    }
    times.sort((a, b) => a - b);
    console.log(`${label.padEnd(34)} ${String(total).padStart(6)} rows  median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(6)} ms  max ${times.at(-1)!.toFixed(0).padStart(6)} ms`);
  }
} finally {
  await api.close();
  await raw.close();
}
