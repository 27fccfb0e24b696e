import { expect, test, type Page } from '@playwright/test';
import { API, storeSession } from './fixtures';

interface ListRow {
  id: number;
  intake_id: number;
  unique_id: string;
  firstname: string;
  lastname: string;
  status: string;
  quotation: number;
  submga_id: number | null;
  submga_name: string | null;
}

async function apiPost<T>(page: Page, token: string, path: string, data: object, status = 200): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

test("summit_agent sees only its agent's records: the full list, a view naming the agent, and another agent's record is not found", async ({ page }) => {
  const admin = await storeSession(page, 'summit_admin');
  const all = await apiPost<{ Policyquotations: ListRow[]; total: number }>(page, admin.token, '/viewpolicyquotationlistfull', {
    company_id: admin.client_id,
    page: 1,
    pageSize: 200,
  });
  const agent = await storeSession(page, 'summit_agent');
  const own = await apiPost<{ Policyquotations: ListRow[]; total: number }>(page, agent.token, '/viewpolicyquotationlistfull', {
    company_id: agent.client_id,
    page: 1,
    pageSize: 200,
  });
  expect(own.total).toBeGreaterThan(0);
  expect(own.total).toBeLessThan(all.total);
  const agentId = own.Policyquotations[0]!.submga_id;
  expect(own.Policyquotations.every((row) => row.submga_id === agentId)).toBe(true);

  // The home page's full list shows the agent's records only.
  await page.goto('/user_admin_home');
  const list = page.getByRole('table', { name: 'Policies, quotations and binders' });
  for (const row of own.Policyquotations.slice(0, 5)) await expect(list).toContainText(row.unique_id);
  // Every number the list shows is one of the agent's.
  const shown = (await list.locator('tbody').innerText()).match(/SUM-Q-\d{4}-\d{6}/g) ?? [];
  expect(shown.length).toBeGreaterThan(0);
  const ownNumbers = new Set(own.Policyquotations.map((row) => row.unique_id));
  expect(shown.filter((number) => !ownNumbers.has(number))).toEqual([]);
  const foreign = all.Policyquotations.find((row) => row.submga_id !== agentId && row.quotation === 1)!;
  await expect(list).not.toContainText(foreign.unique_id);

  // Its own binder opens with the agent named; another agent's record is not found.
  const binder = own.Policyquotations.find((row) => row.status === 'Binder')!;
  await page.goto(`/user_admin_view_binder_policies/${binder.id}/${binder.intake_id}`);
  await expect(page.getByRole('heading', { name: 'View Binder' })).toBeVisible();
  await expect(page.getByLabel('Agent')).toContainText(binder.submga_name!);
  const path = foreign.status === 'Binder' ? 'user_admin_view_binder_policies' : foreign.status === 'Policy' ? 'user_admin_view_policies' : 'user_admin_view_policy_quotation';
  await page.goto(`/${path}/${foreign.id}/${foreign.intake_id}`);
  await expect(page.getByRole('heading', { name: 'View Binder' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Oops, page not available!' })).toBeVisible();
});

test('the header search box finds a record by its number or insured and opens it on its stage screen', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const { Policyquotations: binders } = await apiPost<{ Policyquotations: ListRow[] }>(page, login.token, '/viewpolicybinderlist', {
    company_id: login.client_id,
    page: 1,
    pageSize: 15,
  });
  const binder = binders[0]!;
  await page.goto('/user_admin_home');
  const search = page.getByRole('combobox', { name: 'Search records' });
  await search.fill(binder.unique_id.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Records found' });
  const option = results.getByRole('option', { name: new RegExp(binder.unique_id) });
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(`${binder.firstname} ${binder.lastname}`);
  await expect(option).toContainText('Binder');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_binder_policies/${binder.id}/${binder.intake_id}$`));
  await expect(page.getByRole('heading', { name: 'View Binder' })).toBeVisible();

  // By the insured's name, with the keyboard: the first hit opens on Enter.
  await search.fill(binder.lastname);
  await expect(results.getByRole('option').first()).toBeVisible();
  const first = (await results.getByRole('option').first().textContent()) ?? '';
  expect(first).toContain(binder.lastname);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/(user_admin_view_policy_quotation|user_admin_view_binder_policies|user_admin_view_policies|edit_intakeform_user_admin_policy)\/\d+\/\d+$/);

  // Enter pressed right after typing, before the typing pause: the typed number's record opens, never the last search's first hit.
  const other = binders.find((row) => row.lastname !== binder.lastname)!;
  await search.fill(binder.lastname);
  await expect(results.getByRole('option').first()).toBeVisible();
  await search.fill(other.unique_id);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_binder_policies/${other.id}/${other.intake_id}$`));

  await search.fill('zzzz-no-such-record');
  await expect(results).toContainText('No records');
});
