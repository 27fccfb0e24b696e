import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeSession } from './fixtures';
import { apiPost, saveAnnualQuotation, unique, viewRecord as view, type ApiLogin as Login, type PolicyRecord } from './policy-fixtures';

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const shown = (isoDate: string) => `${isoDate.slice(5, 7)}-${isoDate.slice(8, 10)}-${isoDate.slice(0, 4)}`;
const daysFrom = (start: string, days: number) => iso(new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000));
/** Calendar months later, a missing day becoming the month's last (01-31 + 1 month = 02-28). */
const addMonths = (start: string, months: number) => {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(Math.min(d, last))}`;
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A new annual policy of Summit billed monthly, effective `effective` (in the past), issued by a
 * payment of its first instalment only.
 */
async function monthlyPolicy(page: Page, login: Login, lastname: string, effective: string): Promise<{ policy: PolicyRecord; instalments: number[] }> {
  const id = await saveAnnualQuotation(page, login, lastname, effective, { paymentgraceperiod: '5 days' });
  await apiPost(page, login.token, '/policyapproveuser', { id });
  const { policyamount } = await view(page, login, id);
  // The plan: twelve monthly instalments, the remainder of the cents on the first.
  const cents = Math.round(policyamount * 100);
  const base = Math.trunc(cents / 12);
  const instalments = [cents - base * 11, ...Array<number>(11).fill(base)];
  await apiPost(page, login.token, '/policyquotationpayment', { id, policyPaymentType: 'ZELLE Payment', paidamount: instalments[0]! / 100, referencenumber: `Z-${unique()}` }, 201);
  return { policy: await view(page, login, id), instalments };
}

const cells = (row: Locator) => row.locator('td');

test('the policy view shows the instalment plan, Take Payment pays the next instalment, and the Billing screen lists the overdue policy', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const today = iso(new Date());
  const effective = daysFrom(today, -75);
  const lastname = `Billing${unique()}`;
  const { policy, instalments } = await monthlyPolicy(page, login, lastname, effective);
  const number = policy.policy_number!;

  // The plan on the policy view: twelve instalments within the term, the first paid, the next two overdue.
  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  const plan = page.getByRole('region', { name: 'Instalment Plan', exact: true });
  const rows = plan.getByRole('table', { name: 'Instalments' }).locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(cells(rows.nth(0))).toHaveText(['1', shown(effective), money(instalments[0]!), money(instalments[0]!), 'Paid']);
  await expect(cells(rows.nth(1))).toHaveText(['2', shown(addMonths(effective, 1)), money(instalments[1]!), '$0.00', 'Overdue']);
  await expect(cells(rows.nth(11))).toHaveText(['12', shown(addMonths(effective, 11)), money(instalments[11]!), '$0.00', 'Due']);
  await expect(plan).toContainText('Billing StatusDelinquent');
  // The overdue instalments are named as overdue, since the oldest one's due date; Next Due is the first not yet due.
  await expect(plan).toContainText(`Overdue${money(instalments[1]! + instalments[2]!)} since ${shown(addMonths(effective, 1))} (instalments 2 to 3)`);
  await expect(plan).toContainText(`Next Due${money(instalments[3]!)} on ${shown(addMonths(effective, 3))} (instalment 4)`);
  await expect(page.getByTestId('policy-billing-status')).toHaveText('Delinquent');
  await expect(page.getByRole('region', { name: 'Schedule Details', exact: true })).toContainText('not payment dates');

  // Take Payment offers the next instalment's amount; paying it marks the second instalment Paid.
  await page.getByRole('button', { name: 'Take Payment' }).click();
  const modal = page.getByRole('dialog', { name: 'Select an Option' });
  await modal.getByLabel(/Payment Type/).selectOption('ZELLE Payment');
  await expect(modal.getByLabel(/Paid Amount/)).toHaveValue((instalments[1]! / 100).toFixed(2));
  const reference = `Z-${unique()}`;
  await modal.getByLabel(/Reference Number/).fill(reference);
  // A double click sends one payment, and its answer is lost on the way back (the server took it):
  // Submit again sends it with the dialog's idempotency key, and one payment is booked.
  const sent: (string | null)[] = [];
  await page.route('**/policyquotationpayment', async (route) => {
    sent.push(await route.request().headerValue('Idempotency-Key'));
    if (sent.length > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });
  await modal.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(modal.getByRole('alert')).toBeVisible();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  await page.unroute('**/policyquotationpayment');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  await expect(cells(rows.nth(1))).toHaveText(['2', shown(addMonths(effective, 1)), money(instalments[1]!), money(instalments[1]!), 'Paid']);
  await expect(cells(rows.nth(2)).nth(4)).toHaveText('Overdue');
  await expect(plan).toContainText(`Overdue${money(instalments[2]!)} since ${shown(addMonths(effective, 2))} (instalment 3)`);
  const receipts = plan.getByRole('table', { name: 'Receipts' }).locator('tbody tr');
  await expect(receipts).toHaveCount(2);

  // The same reference keyed again in a new dialog is refused, naming the receipt; the input stays.
  await page.getByRole('button', { name: 'Take Payment' }).click();
  await modal.getByLabel(/Payment Type/).selectOption('ZELLE Payment');
  await modal.getByLabel(/Reference Number/).fill(reference);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    new RegExp(`^Payment reference ${reference} is already recorded on this policy \\(receipt R-${number}-\\d+, ${shown(today)}\\)\\.$`),
  );
  await expect(modal.getByLabel(/Reference Number/)).toHaveValue(reference);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(receipts).toHaveCount(2);

  // The Billing screen: the policy with its third instalment overdue, from the menu.
  await page.goto('/user_admin_billing');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter by Policy Number', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter Policy Number' }).fill(number);
  const table = page.getByRole('table', { name: 'Billing' });
  const listed = table.locator('tbody tr', { hasText: number });
  await expect(listed).toHaveCount(1);
  const third = addMonths(effective, 2);
  await expect(listed).toContainText(money(instalments[2]!));
  await expect(listed).toContainText(String(daysBetween(third, today)));
  await expect(listed).toContainText(shown(third));
  await expect(listed).toContainText('In force');

  // Take Payment from the row, with the overdue instalment offered: the policy leaves the list.
  await listed.getByRole('button', { name: `Take Payment ${number}` }).click();
  const rowModal = page.getByRole('dialog', { name: 'Select an Option' });
  await rowModal.getByLabel(/Payment Type/).selectOption('ZELLE Payment');
  await expect(rowModal.getByLabel(/Paid Amount/)).toHaveValue((instalments[2]! / 100).toFixed(2));
  await rowModal.getByLabel(/Reference Number/).fill(`Z-${unique()}`);
  await rowModal.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`${number}: Payment accepted`)).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: number })).toHaveCount(0);
});
