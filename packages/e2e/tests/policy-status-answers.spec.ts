import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './fixtures';
import { apiPost, lifeAction, saveAnnualQuotation, unique, viewRecord as view, type ApiLogin as Login } from './policy-fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** An annual policy of Summit, effective `effective`, issued by a payment in full. */
async function paidPolicy(page: Page, login: Login, lastname: string, effective: string) {
  const id = await saveAnnualQuotation(page, login, lastname, effective);
  await apiPost(page, login.token, '/policyapproveuser', { id });
  const { policyamount } = await view(page, login, id);
  await apiPost(page, login.token, '/policyquotationpayment', { id, policyPaymentType: 'ZELLE Payment', paidamount: policyamount, referencenumber: `Z-${unique()}` }, 201);
  return view(page, login, id);
}

test('the Renewals worklist and the search box say each policy status: Expired on its last day, Cancel pending before a cancellation', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const now = new Date();
  const today = iso(now);
  const lastname = `Statuses${unique()}`;
  // Effective a year ago: its term ends today, the first row of the worklist's soonest.
  const ending = await paidPolicy(page, login, lastname, iso(new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()))));
  const endingNumber = ending.policy_number ?? ending.unique_id;
  // In force from today, its cancellation effective in 30 days.
  const cancelling = await paidPolicy(page, login, lastname, today);
  const cancellingNumber = cancelling.policy_number ?? cancelling.unique_id;
  const cancelOn = iso(new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000));
  await lifeAction(page, login.token, '/policycancel', { id: cancelling.id, cancellationeffectivedate: cancelOn, method: 'pro_rata', reason: 'Insured asked' });

  await page.goto('/user_admin_renewals');
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Renewals' });
  await expect(table.getByRole('columnheader', { name: /Policy Status/ })).toBeVisible();
  const row = table.locator('tbody tr', { hasText: endingNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Expired', exact: true })).toBeVisible();

  await page.goto('/user_admin_home');
  await page.getByRole('combobox', { name: 'Search records' }).fill(lastname.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Records found' });
  await expect(results.getByRole('option', { name: new RegExp(endingNumber) })).toContainText('Policy · Expired');
  await expect(results.getByRole('option', { name: new RegExp(cancellingNumber) })).toContainText('Policy · Cancel pending');
});
