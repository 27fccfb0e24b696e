import { expect, test } from '@playwright/test';
import { API, storeSession } from './fixtures';

interface BdxFile {
  id: number;
  file_name: string;
}

test('the BDX History is filtered, sorted and paged by the server: a Status filter keeps its files and the footer counts them', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const ask = async (body: object) => {
    const res = await page.request.post(`${API}/viewbrdxfile`, { data: { client_id: login.client_id, ...body }, headers: { Authorization: `Bearer ${login.token}` } });
    return (await res.json()) as { brdxList: BdxFile[]; total: number };
  };
  const all = await ask({ page: 1, pageSize: 10 });
  const sent = await ask({ filters: { status: 'Sent' }, sort: 'file_name', direction: 'asc', page: 1, pageSize: 10 });
  expect(all.total).toBeGreaterThan(sent.total);
  expect(sent.total).toBeGreaterThan(0);

  await page.goto('/user_admin_bdx_history');
  const table = page.getByRole('table', { name: 'History' });
  await expect(page.getByText(new RegExp(`^Showing rows 1 to \\d+ of ${all.total}$`))).toBeVisible();

  await table.getByRole('button', { name: 'Filter by Status', exact: true }).click();
  await table.getByRole('searchbox', { name: 'Filter Status' }).fill('Sent');
  await expect(page.getByText(new RegExp(`^Showing rows 1 to \\d+ of ${sent.total}$`))).toBeVisible();
  await table.getByRole('button', { name: 'Sort by File Name' }).click();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText(sent.brdxList[0]!.file_name);
  for (const file of sent.brdxList) await expect(table.locator('tbody tr', { hasText: file.file_name }).first()).toContainText('Sent');
});
