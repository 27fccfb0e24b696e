import { expect, test } from '@playwright/test';
import { atlasCarrier, carrierUpload, origin, storeSession } from './fixtures';

/**
 * Importing a carrier's file from Inbound as a job: the dialog shows the job's progress bar while
 * the rows are written, then the import page shows the result and the records a page at a time
 * from the server, and the carrier's policy number finds the new record in the search box's call.
 */
const SHELL = origin(3000);
const ROWS = 2000;

test('summit_admin imports a 2,000-row file from Inbound: a progress bar, then the result; the carrier number finds a record', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-p`;
  const fileName = `atlas-import-progress-${stamp}.csv`;
  const carrier = await atlasCarrier(page.request);
  const { lobId } = carrier;

  const login = await storeSession(page, 'summit_admin', SHELL);
  const states = await page.request.post(`${origin(4000)}/intakestateandprogram`, { data: { id: lobId }, headers: { Authorization: `Bearer ${login.token}` } });
  const stateName = ((await states.json()) as { state: { state_name: string }[] }).state[0]!.state_name;
  const lines = ['policy_number,firstname,lastname,city,state,email,policyeffectivedate,policyamount'];
  for (let i = 1; i <= ROWS; i += 1) lines.push(`PRG-${stamp}-${i},Insured${i},Progress-${stamp},Austin,${stateName},p${i}@example.com,2026-04-01,${100 + i}.00`);
  lines.push(`PRG-${stamp}-bad,Omar,Reyes,Austin,${stateName},omar@example.com,2026-04-31,800`);
  const uploaded = await carrierUpload(page.request, carrier, { name: fileName, buffer: Buffer.from(`${lines.join('\n')}\n`), controlValue: '1' });
  expect(uploaded.ok()).toBeTruthy();

  await page.goto(`${SHELL}/user_admin_bdx_inbound`);
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Import', exact: true }).click();
  // Its Control Value ($1.00) is not its total: the import asks why it goes ahead, as Approve does.
  const confirmImport = page.getByRole('dialog', { name: 'Do you want to Import?' });
  await expect(confirmImport).toContainText('The totals of this file do not agree with its Control Value. Say why it is imported anyway.');
  await confirmImport.getByLabel('Note').fill('Checked with the carrier');
  await confirmImport.getByRole('button', { name: 'Import' }).click();

  // The line has two programs and the file names none: the records' program is asked first.
  const running = page.getByRole('dialog', { name: `Import ${fileName}` });
  await expect(running).toContainText('and the file has no Program column: choose the program of the records');
  await running.getByLabel('Program').selectOption({ index: 1 });
  await running.getByRole('button', { name: 'Import' }).click();
  // Then the job's dialog: a progress bar over the file's rows while the job runs.
  const bar = running.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', String(ROWS + 1));
  await expect(running).toContainText(`of ${(ROWS + 1).toLocaleString('en-US')} rows`);

  // Then the result on the import page.
  await expect(page).toHaveURL(/\/client_user_brdx_importfile$/, { timeout: 150_000 });
  const result = page.getByRole('region', { name: 'Import result', exact: true });
  await expect(result).toContainText(`Successfully Imported: ${ROWS} rows of ${fileName} imported, 1 row not imported.`);
  await expect(result).toContainText(`Row ${ROWS + 1}: Effective Date '2026-04-31' is not a date`);

  // The records imports made, a page at a time from the server: this import's first rows first, the footer counting every record.
  const records = page.getByRole('row').filter({ hasText: `Progress-${stamp}` });
  await expect(records).toHaveCount(10);
  await expect(records.first()).toContainText('Insured1');
  await expect(page.getByText(/^Showing rows 1 to 10 of [\d,]+$/)).toBeVisible();
  const footer = (await page.getByText(/^Showing rows 1 to 10 of/).textContent()) ?? '';
  expect(Number(footer.replace(/^.* of /, '').replace(/,/g, ''))).toBeGreaterThanOrEqual(ROWS);
  const secondPage = page.waitForResponse((response) => response.url().endsWith('/viewbrdximportfile') && response.request().postDataJSON().page === 2);
  await page.getByRole('button', { name: 'Next page' }).click();
  const answer = (await (await secondPage).json()) as { importedRecords: { row: number }[]; total: number };
  expect(answer.importedRecords.map((record) => record.row)).toEqual(Array.from({ length: 10 }, (_, i) => i + 11));
  expect(answer.total).toBeGreaterThanOrEqual(ROWS);
  await expect(page).toHaveURL(/\/client_user_brdx_importfile\?page=2$/);
  await expect(page.getByText(/^Showing rows 11 to 20 of/)).toBeVisible();
  await expect(records.first()).toContainText('Insured11');
  // The import's result stays while the records are paged.
  await expect(result).toContainText(`Successfully Imported: ${ROWS} rows of ${fileName} imported`);

  // Every record is in the book, and the carrier's policy number finds one.
  const search = await page.request.post(`${origin(4000)}/searchrecords`, {
    data: { q: `PRG-${stamp}-1999` },
    headers: { Authorization: `Bearer ${login.token}` },
  });
  const found = (await search.json()) as { records: { firstname: string; lastname: string }[] };
  expect(found.records.map((record) => record.firstname)).toEqual(['Insured1999']);
  const incomplete = await page.request.post(`${origin(4000)}/viewincompleteintakeform`, {
    data: { company_id: login.client_id, filters: { lastname: `Progress-${stamp}` } },
    headers: { Authorization: `Bearer ${login.token}` },
  });
  expect(((await incomplete.json()) as { total: number }).total).toBe(ROWS);
});
