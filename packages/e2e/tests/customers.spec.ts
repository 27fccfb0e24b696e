import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { API, storeSession } from './fixtures';

interface Customer {
  customer_id: number;
  firstname: string;
  lastname: string;
  city: string | null;
}

/** A CSV file's rows (header first): fields split at commas outside quotes, quotes undone. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, field]) => (field!.startsWith('"') ? field!.slice(1, -1).replace(/""/g, '"') : field!)));
}

test('Policies → Customers lists the customers, and Export CSV downloads the customers its header filter keeps', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const answer = await page.request.post(`${API}/viewcustomerlist`, { data: { company_id: login.client_id }, headers: { Authorization: `Bearer ${login.token}` } });
  const customers = ((await answer.json()) as { customers: Customer[] }).customers;
  const city = customers.find((customer) => customer.city)!.city!;
  const kept = customers.filter((customer) => (customer.city ?? '').toLowerCase().includes(city.toLowerCase()));

  await page.goto('/user_admin_home');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Policies', exact: true }).click();
  await menu.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/user_admin_customers$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await table.getByRole('button', { name: 'Filter by City', exact: true }).click();
  await table.getByRole('searchbox', { name: 'Filter City' }).fill(city);
  await expect(page.getByText(new RegExp(`^Showing rows 1 to \\d+ of ${kept.length}$`))).toBeVisible();

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRows(fs.readFileSync((await csv.path())!, 'utf8'));
  expect(header).toEqual(['Last Name', 'First Name', 'Address', 'City', 'State', 'Zip Code', 'Phone', 'Email']);
  expect(rows).toHaveLength(kept.length);
  expect(rows.map((row) => row[0]).sort()).toEqual(kept.map((customer) => customer.lastname).sort());
});
