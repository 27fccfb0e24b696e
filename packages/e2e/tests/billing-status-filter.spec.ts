import { expect, test, type Page } from '@playwright/test';
import { fillColumnFilter, storeSession } from './fixtures';
import { apiPost, saveAnnualQuotation, unique, viewRecord as view, type ApiLogin as Login } from './policy-fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const daysFrom = (start: string, days: number) => iso(new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000));

/**
 * An annual policy billed monthly with 5 days of grace, effective 75 days ago, issued by a payment
 * of `share` of its premium: 1/12 pays the first instalment only (the second is past its grace),
 * 1 pays it all.
 */
async function policyPaying(page: Page, login: Login, lastname: string, share: number): Promise<string> {
  const id = await saveAnnualQuotation(page, login, lastname, daysFrom(iso(new Date()), -75), { paymentgraceperiod: '5 days' });
  await apiPost(page, login.token, '/policyapproveuser', { id });
  const { policyamount } = await view(page, login, id);
  const cents = Math.round(policyamount * 100);
  const paid = share === 1 ? cents : cents - Math.trunc(cents / 12) * 11;
  await apiPost(page, login.token, '/policyquotationpayment', { id, policyPaymentType: 'ZELLE Payment', paidamount: paid / 100, referencenumber: `Z-${unique()}` }, 201);
  const policy = await view(page, login, id);
  return policy.policy_number ?? policy.unique_id;
}

test('the policy list shows Delinquent in its Billing Status column and its filter keeps only the delinquent policies', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const lastname = `Dlq${unique()}`;
  const late = await policyPaying(page, login, lastname, 1 / 12);
  const paidUp = await policyPaying(page, login, lastname, 1);

  await page.goto('/user_admin_policies');
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table).toBeVisible();
  const filterBy = (header: string, text: string) => fillColumnFilter(page, header, text);

  // Both policies of the insured: the one past its grace says Delinquent, the paid one nothing.
  await filterBy('Last Name', lastname);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const lateRow = table.locator('tbody tr', { hasText: late });
  const paidRow = table.locator('tbody tr', { hasText: paidUp });
  await expect(lateRow).toHaveCount(1);
  await expect(paidRow).toHaveCount(1);
  await expect(lateRow.getByRole('cell', { name: 'Delinquent', exact: true })).toBeVisible();
  await expect(paidRow.getByRole('cell', { name: 'Delinquent', exact: true })).toHaveCount(0);

  // Filtered by Billing Status: the delinquent one only.
  await filterBy('Billing Status', 'Delinquent');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(table.locator('tbody tr', { hasText: paidUp })).toHaveCount(0);
  await expect(table.locator('tbody tr', { hasText: late })).toHaveCount(1);
  await expect(page.getByText(/Showing rows 1 to 1 of 1\b/)).toBeVisible();
});
