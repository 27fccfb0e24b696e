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

interface CustomerRecord {
  id: number;
  intake_id: number;
  unique_id: string;
  policy_number: string | null;
  status: string;
  intake_Name: string;
  policyeffectivedate: string;
  policyamount: number;
}

test('a Customers row opens with Enter on its customer, whose records list its policy, and Enter on the policy opens it', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const post = async <T>(path: string, data: object): Promise<T> => {
    const answer = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${login.token}` } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as T;
  };
  // The first customer (by name) with a policy among its records.
  const { customers } = await post<{ customers: Customer[] }>('/viewcustomerlist', { company_id: login.client_id });
  let chosen: { customer: Customer; policy: CustomerRecord } | null = null;
  for (const customer of customers) {
    const { records } = await post<{ records: CustomerRecord[] }>('/viewcustomer', { company_id: login.client_id, customer_id: customer.customer_id });
    const policy = records.find((record) => record.status === 'Policy' && record.policy_number);
    if (policy) {
      chosen = { customer, policy };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { customer, policy } = chosen!;
  const name = `${customer.firstname} ${customer.lastname}`;

  await page.goto('/user_admin_customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await table.getByRole('button', { name: 'Filter by Last Name', exact: true }).click();
  await table.getByRole('searchbox', { name: 'Filter Last Name' }).fill(customer.lastname);
  await table.getByRole('button', { name: 'Filter by First Name', exact: true }).click();
  await table.getByRole('searchbox', { name: 'Filter First Name' }).fill(customer.firstname);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) }).first();
  await row.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/user_admin_view_customer/${customer.customer_id}$`));
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Customers' })).toBeVisible();
  const records = page.getByRole('table', { name: `Records of ${name}` });
  const policyRow = records.locator('tbody tr').filter({ has: page.getByRole('cell', { name: policy.policy_number!, exact: true }) });
  const [year, month, day] = policy.policyeffectivedate.split('-');
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(policy.policyamount);
  await expect(policyRow).toContainText('Policy');
  await expect(policyRow).toContainText(policy.intake_Name);
  await expect(policyRow).toContainText(`${month}-${day}-${year}`);
  await expect(policyRow).toContainText(amount);

  // Back to Customers returns to the list as it was left: its header filters are in the URL, and the row is there.
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/user_admin_customers\?.+/);
  const again = table.getByRole('button', { name: `Open ${name}`, exact: true }).first();
  await expect(again).toBeVisible();
  await again.click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_customer/${customer.customer_id}$`));

  await policyRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_policies/${policy.id}/${policy.intake_id}$`));
  await expect(page.getByRole('heading', { name: `Policy ${policy.policy_number}` })).toBeVisible();
});
