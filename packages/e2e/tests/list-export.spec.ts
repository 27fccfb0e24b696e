import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { API, storeSession } from './fixtures';

/** What this test reads of a workbook. */
interface Workbook {
  xlsx: { readFile(path: string): Promise<unknown> };
  worksheets: { actualRowCount: number; eachRow(visit: (row: { getCell(column: number): { value: unknown } }, index: number) => void): void }[];
}
/** The workbook reader the API writes with (mock-api's exceljs), to read the download back. */
const ExcelJS = createRequire(new URL('../../../mock-api/package.json', import.meta.url))('exceljs') as { Workbook: new () => Workbook };

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** A CSV file's rows (header first): fields split at commas outside quotes, quotes undone. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!)));
}

interface ListRow {
  unique_id: string;
  policy_number: string | null;
  lastname: string;
  status: string;
}

test('the policy list exported filtered and sorted: the CSV and XLSX downloads hold every row the list shows, all pages, in its order', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const filter = { state_name: 'a' };
  const answer = await page.request.post(`${API}/viewpolicyquotationlist`, {
    data: { company_id: login.client_id, filters: filter, sort: 'lastname', direction: 'asc' },
    headers: { Authorization: `Bearer ${login.token}` },
  });
  const expected = ((await answer.json()) as { Policyquotations: ListRow[] }).Policyquotations;
  expect(expected.length).toBeGreaterThan(15); // more than one page of the list

  await page.goto('/user_admin_policy_quotations');
  const quotations = table(page, 'Policies Quotations');
  await quotations.getByRole('button', { name: 'Filter by State', exact: true }).click();
  await quotations.getByRole('searchbox', { name: 'Filter State' }).fill('a');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText(`Showing rows 1 to 15 of ${expected.length}`)).toBeVisible();
  await quotations.getByRole('button', { name: 'Sort by Last Name' }).click();
  await expect(quotations.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'ascending');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^quotations-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRows(fs.readFileSync((await csv.path())!, 'utf8'));
  expect(header!.slice(0, 6)).toEqual(['LOB', 'Sub-LOB', 'Tran Date', 'Number', 'First Name', 'Last Name']);
  expect(rows.map((row) => row[3])).toEqual(expected.map((record) => record.unique_id));
  expect(rows.map((row) => row[5])).toEqual(expected.map((record) => record.lastname));
  expect(new Set(rows.map((row) => row[10]))).toEqual(new Set(['Quotation']));

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(expected.length + 1);
  const numbers: unknown[] = [];
  sheet.eachRow((row, index) => index > 1 && numbers.push(row.getCell(4).value));
  expect(numbers).toEqual(expected.map((record) => record.unique_id));
});

test.describe('seen from Kiritimati (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the quotation list shows Tran Date in UTC, the text its export writes and its header filter finds', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_policy_quotations');
    const quotations = table(page, 'Policies Quotations');
    const time = quotations.locator('tbody tr').first().locator('time').first();
    await expect(time).toBeVisible();
    const at = new Date((await time.getAttribute('datetime'))!);
    const two = (value: number) => String(value).padStart(2, '0');
    const hour = at.getUTCHours();
    const utc = `${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())}/${at.getUTCFullYear()}, ${two(hour % 12 || 12)}:${two(at.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
    await expect(time).toHaveText(utc);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const [header, first] = csvRows(fs.readFileSync((await csv.path())!, 'utf8'));
    expect(header![2]).toBe('Tran Date');
    expect(first![2]).toBe(utc);

    await quotations.getByRole('button', { name: 'Filter by Tran Date', exact: true }).click();
    await quotations.getByRole('searchbox', { name: 'Filter Tran Date' }).fill(utc.slice(0, 10));
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter.createdAt')).toBe(utc.slice(0, 10));
    await expect(quotations.locator('tbody tr').first().locator('time').first()).toHaveText(utc);
  });
});
