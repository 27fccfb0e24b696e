import { createHash } from 'node:crypto';
import { addDays, instalmentPlan, periodOrder, todayIso } from '@kyubos/domain';
import { parseBdxFile } from '../../bdx-files/parse';
import { createBdxFileRepository } from '../../bdx-files/repository';
import { importClaimRows, matchClaimsToPolicies } from '../../claims/service';
import type { Db } from '../db';
import { CARRIER_CLIENT, SENDER_IDS } from './data/bdx-portal';
import { insertRows } from './insert-rows';

/**
 * Billing and claims of the demo, relative to the seed's day as the book is: one Summit policy
 * billed monthly with two instalments paid and the third unpaid past its grace (Delinquent, on
 * the Billing screen; the billing cycle at start gives it its notice), and one claims bordereau
 * from Atlas Insurance Co imported into claims (Loss Runs and the loss ratio have figures).
 */

/** The seeded claims bordereau's stored name: its bytes are rebuilt from its stored rows when missing. */
export const SEED_CLAIMS_STORED_NAME = 'seed-atlas-insurance-co-claims-01.csv';
const CLAIMS_CARRIER = 'Atlas Insurance Co';
const CLAIMS_COLUMNS = ['claim_number', 'policy_number', 'date_of_loss', 'date_reported', 'status', 'paid', 'reserve', 'recovery'];

/** The CSV of a claims bordereau from its header and rows (no cell of the seed needs quoting). */
export const claimsCsv = (columns: readonly string[], rows: ReadonlyArray<{ cells: readonly string[] }>): string =>
  [columns.join(','), ...rows.map((row) => row.cells.join(','))].join('\n') + '\n';

const DAY_MS = 86_400_000;
/** The seeded claims' dates of loss are at most this many days into their policy's term. */
const LATEST_LOSS = 20;

async function seedDelinquentPolicy(db: Db, clientId: number, today: string): Promise<void> {
  // A four-month policy some three months into its term (the last such, away from the book's first records): monthly instalments, two paid.
  const policy = await db.one<{ id: number; policyamount: number; effective: string; expiration: string }>(
    `SELECT id, policyamount::float8 AS policyamount, to_char(policyeffectivedate, 'YYYY-MM-DD') AS effective,
            to_char(policyscheduledate, 'YYYY-MM-DD') AS expiration
       FROM policy_quotations
      WHERE company_id = $1 AND stage = 'Policy' AND policyduration = '4months'
        AND policyeffectivedate BETWEEN $2::date AND $3::date
      ORDER BY id DESC LIMIT 1`,
    [clientId, addDays(today, -110), addDays(today, -75)],
  );
  if (!policy) throw new Error('Seed: no Summit policy fits the delinquent example');
  const plan = instalmentPlan(Math.round(policy.policyamount * 100), { start: policy.effective, end: policy.expiration }, '1month');
  const paidCents = [plan[0]!.amount, plan[1]!.amount];
  const totalCents = plan.reduce((sum, row) => sum + row.amount, 0);
  const payments = await db.query<{ id: number }>('SELECT id FROM policy_payments WHERE quotation_id = $1 ORDER BY id', [policy.id]);
  const first = payments[0];
  if (!first) throw new Error('Seed: the delinquent example has no payment');
  await db.query('UPDATE policy_quotations SET paymentschedule = $2, balance = $3 WHERE id = $1', [policy.id, '1month', (totalCents - paidCents.reduce((a, b) => a + b, 0)) / 100]);
  // The payment taken at issue paid the first instalment only; the second was paid on its due date.
  const afterFirst = totalCents - paidCents[0]!;
  await db.query('UPDATE policy_payments SET paidamount = $2, balance = $3 WHERE id = $1', [first.id, paidCents[0]! / 100, afterFirst / 100]);
  const [row] = await db.query<Record<string, unknown>>('SELECT * FROM policy_payments WHERE id = $1', [first.id]);
  const { id: _id, ...copy } = row!;
  await insertRows(db, 'policy_payments', [
    { ...copy, paidamount: paidCents[1]! / 100, balance: (afterFirst - paidCents[1]!) / 100, created_at: new Date(`${plan[1]!.duedate}T15:00:00Z`) },
  ]);
}

async function seedClaimsBordereau(db: Db, clientId: number, adminId: number, today: string): Promise<void> {
  // Three policies of one line of business (the bordereau's) that started at least a month ago, a
  // claim on each some days into its term (LATEST_LOSS at most): in force then, not cancelled before.
  const policies = await db.query<{ id: number; policy_number: string; effective: string; intake_id: number }>(
    `WITH fitting AS (
       SELECT id, policy_number, to_char(policyeffectivedate, 'YYYY-MM-DD') AS effective, intake_id FROM policy_quotations
        WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL AND policy_number IS NOT NULL
          AND policyeffectivedate BETWEEN $2::date AND $3::date AND policyscheduledate > policyeffectivedate + $4::integer
          AND (cancelled_on IS NULL OR cancelled_on > policyeffectivedate + $4::integer))
     SELECT * FROM fitting
      WHERE intake_id = (SELECT intake_id FROM fitting GROUP BY intake_id HAVING count(*) >= 3 ORDER BY intake_id LIMIT 1)
      ORDER BY id LIMIT 3`,
    [clientId, addDays(today, -170), addDays(today, -40), LATEST_LOSS],
  );
  if (policies.length < 3) throw new Error('Seed: too few Summit policies of one line for the claims bordereau');
  const figures = [
    { status: 'open', paid: '4250.00', reserve: '6000.00', recovery: '0.00', lossAfter: 12 },
    { status: 'closed', paid: '12800.50', reserve: '0.00', recovery: '1500.00', lossAfter: LATEST_LOSS },
    { status: 'reopened', paid: '2300.00', reserve: '3750.00', recovery: '250.00', lossAfter: 8 },
  ];
  const rows = policies.map((policy, index) => {
    const item = figures[index]!;
    const loss = addDays(policy.effective, item.lossAfter);
    const reported = addDays(loss, 3);
    const year = loss.slice(0, 4);
    return { cells: [`ATL-CLM-${year}-${String(index + 101).padStart(4, '0')}`, policy.policy_number, loss, reported, item.status, item.paid, item.reserve, item.recovery] };
  });
  const control = figures.reduce((sum, item) => sum + Math.round(Number(item.paid) * 100) + Math.round(Number(item.reserve) * 100), 0);
  const content = claimsCsv(CLAIMS_COLUMNS, rows);
  const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  const period = `${String(month.getUTCMonth() + 1).padStart(2, '0')}${month.getUTCFullYear()}`;
  const carrier = await db.one<{ id: number }>('SELECT id FROM client_carriers WHERE client_id = $1 AND name = $2', [clientId, CLAIMS_CARRIER]);
  const uploader = await db.one<{ id: number }>(`SELECT id FROM carrier_users WHERE username = 'atlas_claims'`);
  const intakeCategory = await db.one<{ id: number; category_name: string; sublob: string | null }>(
    'SELECT id, category_name, sublob FROM intake_categories WHERE client_id = $1 AND id = $2',
    [clientId, policies[0]!.intake_id],
  );
  if (!carrier || !uploader || !intakeCategory) throw new Error('Seed: the claims bordereau lacks its carrier, uploader or line of business');
  const received = new Date(Date.parse(`${today}T09:15:00Z`) - 5 * DAY_MS);
  const [fileId] = await insertRows(db, 'bdx_files', [
    {
      client_id: clientId,
      client_name: CARRIER_CLIENT,
      career_id: carrier.id,
      career_name: CLAIMS_CARRIER,
      direction: 'outbound',
      sender_name: CLAIMS_CARRIER.slice(0, 20),
      sender_id: `${SENDER_IDS[CLAIMS_CARRIER]}-CL01`,
      reciver_name: CARRIER_CLIENT,
      period,
      control_value: (control / 100).toFixed(2),
      intake_id: intakeCategory.id,
      intake_name: intakeCategory.category_name,
      sublob: intakeCategory.sublob,
      file_name: `atlas-insurance-co-claims-bdx-${period}.csv`,
      stored_name: SEED_CLAIMS_STORED_NAME,
      mime_type: 'text/csv',
      size_bytes: Buffer.byteLength(content),
      processed: '0',
      approved: '0',
      imported: '0',
      importedview: '0',
      uploaded_by: uploader.id,
      created_at: received.toISOString(),
      kind: 'claims',
      content_sha256: createHash('sha256').update(content).digest('hex'),
    },
  ]);
  // Read and matched as the carrier's upload does, then imported as the client's import does.
  const context = { intakeId: intakeCategory.id, lob: intakeCategory.category_name, today, carrierId: carrier.id, asOf: periodOrder(period), fileId: fileId! };
  const parsed = await matchClaimsToPolicies(db, clientId, await parseBdxFile(Buffer.from(content), 'csv', 'claims'), context);
  const files = createBdxFileRepository(db);
  await files.saveParse(fileId!, parsed, { markProcessed: false });
  const outcome = await importClaimRows(db, {
    clientId,
    userId: adminId,
    columns: CLAIMS_COLUMNS,
    rows: await files.allRows(fileId!),
    file: context,
  });
  if (outcome.imported !== rows.length) throw new Error(`Seed: the claims bordereau imported ${outcome.imported} of ${rows.length} rows`);
  await files.markImportedByClient(clientId, fileId!, adminId, { count: outcome.imported, problems: outcome.skipped, note: null });
  await db.query(`UPDATE bdx_files SET imported_date = $2 WHERE id = $1`, [fileId, new Date(received.getTime() + DAY_MS).toISOString()]);
}

export async function seedBillingAndClaims(db: Db, adminId: number, now: Date = new Date()): Promise<void> {
  const client = await db.one<{ id: number }>(`SELECT id FROM clients WHERE "Client_FullName" = $1`, [CARRIER_CLIENT]);
  if (!client) throw new Error(`Seed client ${CARRIER_CLIENT} missing`);
  const today = todayIso(now);
  await seedDelinquentPolicy(db, client.id, today);
  await seedClaimsBordereau(db, client.id, adminId, today);
}
