import { readFileSync, statSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API, PASSWORD, origin, storeSession } from './fixtures';

/**
 * A claims bordereau from the carrier portal to the Loss Run PDF: Atlas uploads a claims file
 * (Kind Claims), summit_admin imports it from Inbound (the unmatched row is listed with why),
 * then Reports → Loss Runs shows the policy's claims with incurred = paid + reserve − recovery
 * and their totals, the loss ratio of the period, and prints the Loss Run as a PDF; a claim opens
 * its view with the bordereau it came in.
 */
const SHELL = origin(3000);
const PORTAL = origin(3005);

interface PolicyRow {
  id: number;
  policy_number: string | null;
  intake_Name: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  life_status: string | null;
}

async function apiPost<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('Atlas uploads a claims bordereau, summit_admin imports it, and the Loss Run of the policy shows the claims and prints as a PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const login = await storeSession(page, 'summit_admin', SHELL);
  const list = await apiPost<Record<string, unknown>>(page, login.token, '/viewpolicylist', { company_id: login.client_id });
  const rows = Object.values(list).find((value): value is PolicyRow[] => Array.isArray(value)) ?? [];
  // A claim must be of a policy of the file's line (PROPERTY), with a date of loss within its term,
  // before any cancellation and not after today: the file's latest is 15 days into the term.
  const today = new Date().toISOString().slice(0, 10);
  const fits = (row: PolicyRow) => {
    const latestLoss = addDays(row.policyeffectivedate, 15);
    return latestLoss <= today && latestLoss < row.policyscheduledate.slice(0, 10) && !['Cancelled', 'Cancel pending'].includes(row.life_status ?? '');
  };
  const policy = rows.find((row) => row.policy_number && row.intake_Name === 'PROPERTY' && fits(row))!;
  expect(policy, 'a seeded Summit PROPERTY policy with a number, fifteen days into its term').toBeTruthy();
  const policyNumber = policy.policy_number!;
  const lossDate = addDays(policy.policyeffectivedate, 5);
  const from = addDays(policy.policyeffectivedate, 0);
  const to = addDays(policy.policyeffectivedate, 60);

  // The carrier portal: Create Upload File with Kind Claims.
  const fileName = `atlas-claims-${stamp}.csv`;
  const content = [
    'Claim Number,Policy Number,Date of Loss,Date Reported,Status,Paid,Reserve,Recovery',
    `E2E-${stamp}-1,${policyNumber},${lossDate},${addDays(lossDate, 2)},Open,1250.50,2000.00,250.50`,
    `E2E-${stamp}-2,${policyNumber},${addDays(lossDate, 10)},,Closed,400.00,0,0`,
    `E2E-${stamp}-3,NO-SUCH-${stamp},${lossDate},,Open,5.00,5.00,0`,
  ].join('\n');
  await page.goto(`${PORTAL}/BDX_Login`);
  await page.getByLabel('Username').fill('atlas_carrier');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client_user_BDX_filerecived$/);
  await page.goto(`${PORTAL}/client_user_BDX_add_fileupload`);
  await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();
  await page.getByLabel('Sender ID').fill('ATL-CLM');
  await page.getByLabel('Sender Company Name').fill('Atlas Insurance Co');
  await page.getByLabel('Period').pressSequentially('042026');
  await page.getByLabel('Control Value').fill('3650.50');
  await page.getByLabel('LOB').selectOption({ label: 'PROPERTY-Habitational' });
  await expect(page.getByLabel('Kind')).toHaveValue('premium');
  await page.getByLabel('Kind').selectOption({ label: 'Claims' });
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`${content}\n`) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/client_user_BDX_fileupload$/);
  await expect(page.getByRole('alert').filter({ hasText: 'File uploaded successfully!' })).toBeVisible();
  // The carrier's Outbound names the file's Kind.
  await expect(page.getByRole('row').filter({ hasText: fileName }).getByRole('cell', { name: 'Claims', exact: true })).toBeVisible();

  // The admin area: Import from Inbound; the unmatched row is not imported, with why.
  await page.goto(`${SHELL}/user_admin_bdx_inbound`);
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Import', exact: true }).click();
  // A row matches no policy: the import asks why it goes ahead, as Approve does.
  const confirmImport = page.getByRole('dialog', { name: 'Do you want to Import?' });
  await confirmImport.getByLabel('Note').fill('Checked with the carrier');
  await confirmImport.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/client_user_brdx_importfile$/, { timeout: 60_000 });
  const result = page.getByRole('region', { name: 'Import result', exact: true });
  await expect(result).toContainText(`Successfully Imported: 2 rows of ${fileName} imported, 1 row not imported.`);
  await expect(result).toContainText(`Row 3: Policy Number 'NO-SUCH-${stamp}' matches no policy`);

  // Reports → Loss Runs.
  await page.goto(`${SHELL}/user_admin_loss_runs`);
  await expect(page.getByRole('heading', { name: 'Loss Runs', level: 1 })).toBeVisible();
  await page.getByLabel(/^From/).fill(from);
  await page.getByLabel(/^To/).fill(to);
  await page.getByLabel(/^Policy Number/).fill(policyNumber);
  await page.getByRole('button', { name: 'Show' }).click();
  const claims = page.getByRole('table', { name: 'Claims' });
  await expect(claims.getByRole('row').filter({ hasText: `E2E-${stamp}-1` })).toContainText('$3,000');
  await expect(claims.getByRole('row').filter({ hasText: `E2E-${stamp}-2` })).toContainText('$400');
  await expect(claims.getByRole('row').filter({ hasText: `E2E-${stamp}-3` })).toHaveCount(0);
  const totals = page.getByLabel('Loss Run totals');
  await expect(totals).toContainText('2 claims');
  await expect(totals).toContainText('Incurred $3,400');
  const ratio = page.getByRole('table', { name: 'Loss Ratio' });
  await expect(ratio.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Loss Ratio totals')).toContainText('Loss Ratio');

  // Print PDF: the Loss Run of the same filters, as a PDF file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print PDF' }).click()]);
  // The server names the file after what it covers: the policy filtered on and the period.
  expect(download.suggestedFilename()).toBe(`loss-run-policy-${policyNumber.toLowerCase()}-${from}-${to}.pdf`);
  const path = (await download.path())!;
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(statSync(path).size).toBeGreaterThan(2000);
  // The server's document of the same filters names the policy's claims.
  const pdf = await page.request.post(`${API}/lossrundocument`, {
    data: { from, to, policy_number: policyNumber },
    headers: { Authorization: `Bearer ${login.token}` },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).length).toBeGreaterThan(2000);

  // A claim's view from its row's button, one click: the latest figures and the bordereau they came in, which opens.
  await page.getByRole('button', { name: `Open claim E2E-${stamp}-1` }).click();
  await expect(page).toHaveURL(/\/user_admin_claim_view\/\d+$/);
  await expect(page.getByRole('heading', { name: `Claim E2E-${stamp}-1`, level: 1 })).toBeVisible();
  const facts = page.getByLabel('Claim facts');
  await expect(facts).toContainText(`Policy Number${policyNumber}`);
  await expect(facts).toContainText('Incurred$3,000.00');
  const figures = page.getByRole('table', { name: 'Bordereaux figures' });
  await expect(figures.getByRole('row').filter({ hasText: fileName })).toContainText('04/2026');
  await expect(figures.getByRole('row').filter({ hasText: fileName })).toContainText('$3,000');
  // Each bordereau names the carrier that sent it.
  await expect(figures.getByRole('row').filter({ hasText: fileName }).getByRole('cell', { name: 'Atlas Insurance Co', exact: true })).toBeVisible();
  await figures.getByRole('link', { name: fileName }).click();
  await expect(page).toHaveURL(/\/client_user_brdx_file_view\/\d+$/);
  await expect(page.getByText(fileName).first()).toBeVisible();
});
