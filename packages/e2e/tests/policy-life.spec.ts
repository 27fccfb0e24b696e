import { expect, test, type Page } from '@playwright/test';
import { fillColumnFilter, storeSession } from './fixtures';
import { apiPost, lifeAction, saveAnnualQuotation, unique, viewRecord as view, type ApiLogin as Login, type PolicyRecord } from './policy-fixtures';

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysFrom = (start: string, days: number) => {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return iso(new Date(y, m - 1, d + days));
};
/** A date as the screens show it: MM-DD-YYYY. */
const shown = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${m}-${d}-${y}`;
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Approves a quotation and pays it in full: it is issued as a policy. */
async function issue(page: Page, login: Login, id: number): Promise<PolicyRecord> {
  await apiPost(page, login.token, '/policyapproveuser', { id });
  const { policyamount } = await view(page, login, id);
  await apiPost(page, login.token, '/policyquotationpayment', { id, policyPaymentType: 'ZELLE Payment', paidamount: policyamount, referencenumber: `Z-${unique()}` }, 201);
  return view(page, login, id);
}

/** A new annual policy of Summit from a seeded quotation's answers, effective on `effective`, its optional coverages left out. */
async function newPolicy(page: Page, login: Login, lastname: string, effective: string): Promise<PolicyRecord> {
  return issue(page, login, await saveAnnualQuotation(page, login, lastname, effective));
}

/**
 * A new policy effective today and the optional coverage its program offers. The seed's program
 * has one: without it the test would check nothing, so it fails instead of skipping.
 */
async function policyWithOptionalCoverage(page: Page, login: Login, lastname: string, today: string) {
  const policy = await newPolicy(page, login, lastname, today);
  const optional = policy.policycoverage.find((row) => row.covargerequired.toLowerCase() !== 'required');
  expect(optional, 'the seeded program offers an optional coverage').toBeDefined();
  return { policy, optional: optional! };
}

const status = (page: Page) => page.getByTestId('policy-life-status');
const transactionTypes = (page: Page) => page.getByRole('table', { name: 'Transactions' }).locator('tbody tr td:nth-child(2)');

test('a policy is endorsed from its view, cancelled pro rata and reinstated, each a transaction with its premium to the cent', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const today = iso(new Date());
  const { policy, optional } = await policyWithOptionalCoverage(page, login, `Life${unique()}`, today);

  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  await expect(status(page)).toHaveText('In force');
  await expect(transactionTypes(page)).toHaveText(['New business']);

  // Endorse on the first day: the added coverage's whole premium is charged.
  await page.getByRole('button', { name: 'Endorse', exact: true }).click();
  const endorse = page.getByRole('dialog', { name: 'Endorse Policy' });
  await endorse.getByLabel(`${optional.coverage_name} (`, { exact: false }).selectOption('Y');
  await expect(endorse.getByTestId('endorsement-preview')).toHaveText(usd(optional.premium));
  await endorse.getByLabel('Reason').fill('Insured asked for more cover');
  await endorse.getByRole('button', { name: 'Save Endorsement' }).click();
  await expect(page.getByText(`Policy endorsed: premium ${usd(optional.premium)}`)).toBeVisible();
  await expect(transactionTypes(page)).toHaveText(['New business', 'Endorsement']);
  const [notice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Notice of Endorsement/ }).click()]);
  expect(notice.suggestedFilename()).toMatch(/-endorsement-\d+\.pdf$/);
  const endorsed = await view(page, login, policy.id);
  expect(endorsed.policyamount).toBe(Math.round((policy.policyamount + optional.premium) * 100) / 100);

  // Cancel pro rata ten days ahead: Cancel pending, the unearned premium returned.
  const cancelOn = daysFrom(today, 10);
  const end = policy.policyscheduledate.slice(0, 10);
  const termPremium = policy.policyamount + optional.premium;
  const returned = Math.round((Math.round(termPremium * 100) * daysBetween(cancelOn, end)) / daysBetween(today, end)) / 100;
  await page.getByRole('button', { name: 'Cancel Policy', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Policy' });
  await cancel.getByLabel('Cancellation Effective Date').fill(cancelOn);
  await cancel.getByLabel('Method').selectOption('pro_rata');
  await expect(cancel.getByTestId('cancellation-preview')).toHaveText(usd(returned));
  await cancel.getByLabel('Reason').fill('Insured sold the property');
  await cancel.getByRole('button', { name: 'Cancel Policy' }).click();
  await expect(page.getByText(`Policy cancellation scheduled: return premium ${usd(returned)}`)).toBeVisible();
  await expect(status(page)).toHaveText('Cancel pending');
  // The version of today has the status the header has (the Declarations PDF prints it).
  await expect(page.getByTestId('policy-version-status')).toHaveText('Cancel pending');
  await expect(page.getByRole('button', { name: 'Endorse', exact: true })).toBeDisabled();
  const [cy, cm, cd] = cancelOn.split('-');
  await expect(page.getByRole('button', { name: 'Endorse', exact: true })).toHaveAccessibleDescription(
    `A cancellation takes effect on ${cm}-${cd}-${cy}: reinstate it first to endorse the policy.`,
  );

  await page.getByRole('button', { name: 'Reinstate', exact: true }).click();
  const reinstate = page.getByRole('dialog', { name: 'Reinstate Policy' });
  await reinstate.getByLabel('Reason').fill('The sale fell through');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('Policy reinstated: In force')).toBeVisible();
  await expect(status(page)).toHaveText('In force');
  await expect(page.getByTestId('policy-version-status')).toHaveText('In force');
  await expect(transactionTypes(page)).toHaveText(['New business', 'Endorsement', 'Cancellation', 'Reinstatement']);
  expect((await view(page, login, policy.id)).policyamount).toBe(endorsed.policyamount);

  // The insured moves: an endorsement of the address alone, no premium effect, shown on the policy view.
  const address = `${unique()} New Rd`;
  await page.getByRole('button', { name: 'Endorse', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Endorse Policy' });
  await move.getByLabel('Address').fill(address);
  await move.getByLabel('Reason').fill('Insured moved');
  await move.getByRole('button', { name: 'Save Endorsement' }).click();
  await expect(page.getByText('Policy endorsed: premium $0.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Policy', exact: true })).toContainText(address);
});

test('at 640x360 (1280x720 at 200 % zoom) the policy view never scrolls sideways: its receipts and payment history scroll in their own boxes', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const policy = await newPolicy(page, login, `Narrow${unique()}`, iso(new Date()));
  await page.setViewportSize({ width: 640, height: 360 });
  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  await expect(page.getByRole('table', { name: 'Payment history' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Receipts' }).locator('tbody tr')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
  // The receipt's button is reached without moving the page sideways.
  await page.getByRole('button', { name: /^Receipt of the payment of / }).focus();
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test('a policy ending today is renewed from the Renewals worklist, and its renewal is quoted, approved and paid into the second-term policy', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const today = iso(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const policy = await newPolicy(page, login, `Renew${unique()}`, iso(new Date(y - 1, m - 1, d)));
  const number = policy.policy_number ?? policy.unique_id;

  await page.goto('/user_admin_renewals');
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();
  await page.getByRole('button', { name: `Renew ${number}`, exact: true }).click();
  // Renew asks first, naming the policy and its term.
  const confirmRenew = page.getByRole('dialog', { name: `Renew ${number}` });
  // The term as the app gives it elsewhere: its last day and its expiry date.
  await expect(confirmRenew).toContainText(
    `Policy ${number}, term ${shown(String(policy.policyeffectivedate))} to ${shown(daysFrom(today, -1))} (expires ${shown(today)}).`,
  );
  await expect(confirmRenew).toContainText(`Renew makes a quotation for the next term, from ${shown(today)},`);
  await confirmRenew.getByRole('button', { name: 'Renew', exact: true }).click();
  await expect(page).toHaveURL(/\/user_admin_view_policy_quotation\/\d+\//);
  const renewalId = Number(/user_admin_view_policy_quotation\/(\d+)\//.exec(page.url())![1]);
  const renewal = await view(page, login, renewalId);
  expect(renewal.policyeffectivedate).toContain(today);

  const second = await issue(page, login, renewalId);
  expect(second.status).toBe('Policy');
  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  await expect(status(page)).toHaveText('Renewed');
  await expect(transactionTypes(page)).toHaveText(['New business', 'Renewal']);
  // Its issued renewal stands: the policy is not cancelled before it, and Cancel Policy says why.
  const cancelPolicy = page.getByRole('button', { name: 'Cancel Policy', exact: true });
  await expect(cancelPolicy).toBeDisabled();
  await expect(cancelPolicy).toHaveAccessibleDescription(`Policy ${second.policy_number} renews this policy from ${shown(today)}: cancel the renewal first.`);
  await page.goto(`/user_admin_view_policies/${second.id}/${second.intake_id}`);
  await expect(page.getByText(`Renews ${number}`)).toBeVisible();
  await expect(transactionTypes(page)).toHaveText(['Renewal']);

  // The worklist no longer offers it.
  await page.goto('/user_admin_renewals');
  await expect(page.getByRole('heading', { name: 'Renewals' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Renew ${number}`, exact: true })).toHaveCount(0);
});

test('after a cancellation the Policies list shows the policy as Cancelled, and its Policy Status filter finds it there and not under In force', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const today = iso(new Date());
  const policy = await newPolicy(page, login, `Status${unique()}`, today);
  const number = policy.policy_number ?? policy.unique_id;
  await lifeAction(page, login.token, '/policycancel', { id: policy.id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'Insured asked' });

  await page.goto('/user_admin_policies');
  const table = page.getByRole('table', { name: 'Policies' });
  await expect(table).toBeVisible();
  const filterBy = (header: string, text: string) => fillColumnFilter(page, header, text);
  await filterBy('Number', number);
  await filterBy('Policy Status', 'Cancelled');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const row = table.locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();

  await filterBy('Policy Status', 'In force');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(table.locator('tbody tr', { hasText: number })).toHaveCount(0);
});

test('the policy view shows the version in force as of a date before and after an endorsement', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const today = iso(new Date());
  const { policy, optional } = await policyWithOptionalCoverage(page, login, `Version${unique()}`, today);
  const endorseOn = daysFrom(today, 10);
  await lifeAction(page, login.token, '/policyendorse', {
    id: policy.id,
    endorsementeffectivedate: endorseOn,
    policycoverage: [{ coverage_id: optional.coverage_id, coverageinclude: 'Y' }],
    reason: 'More cover from next week',
  });

  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  const asOf = page.getByRole('textbox', { name: 'As of', exact: true });
  const coverageRow = page.getByRole('table', { name: 'Coverages in force' }).locator('tbody tr', { hasText: optional.coverage_name });

  await asOf.fill(daysFrom(today, 9));
  await expect(page.getByTestId('policy-version-term-premium')).toHaveText(usd(policy.policyamount));
  await expect(coverageRow).toContainText('No');
  await expect(page.getByTestId('policy-version-status')).toHaveText('In force');

  await asOf.fill(endorseOn);
  await expect(page.getByTestId('policy-version-term-premium')).toHaveText(usd(Math.round((policy.policyamount + optional.premium) * 100) / 100));
  await expect(coverageRow).toContainText('Yes');
  const [y, m, d] = endorseOn.split('-');
  await expect(page.getByTestId('policy-version-effective')).toHaveText(`${m}-${d}-${y}`);

  const [declarations] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Declarations PDF' }).click()]);
  expect(declarations.suggestedFilename()).toBe(`${policy.policy_number ?? policy.unique_id}-policy-declarations-${endorseOn}.pdf`);
});

test('"Do not renew" is chosen and rescinded from the policy view: the policy is In force again and Renew is offered', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const policy = await newPolicy(page, login, `Rescind${unique()}`, iso(new Date()));
  const number = policy.policy_number ?? policy.unique_id;

  await page.goto(`/user_admin_view_policies/${policy.id}/${policy.intake_id}`);
  await expect(status(page)).toHaveText('In force');
  await page.getByRole('button', { name: 'Do not renew', exact: true }).click();
  const decline = page.getByRole('dialog', { name: `Do not renew ${number}` });
  await decline.getByLabel('Reason').fill('Loss history');
  await decline.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${number}: The policy will not be renewed`)).toBeVisible();
  await expect(status(page)).toHaveText('Not renewing');
  await expect(page.getByText('Not renewing: Loss history')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do not renew', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Renew', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Rescind Non-Renewal', exact: true }).click();
  const rescind = page.getByRole('dialog', { name: 'Rescind Non-Renewal' });
  await rescind.getByLabel('Reason').fill('Underwriter reconsidered');
  await rescind.getByRole('button', { name: 'Rescind Non-Renewal' }).click();
  await expect(page.getByText('The non-renewal was rescinded')).toBeVisible();
  await expect(status(page)).toHaveText('In force');
  await expect(page.getByRole('button', { name: 'Renew', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Rescind Non-Renewal', exact: true })).toHaveCount(0);

  // Enter on Renew only asks; Escape puts the question away with nothing made, the focus back on Renew.
  const renew = page.getByRole('button', { name: 'Renew', exact: true });
  await renew.focus();
  await page.keyboard.press('Enter');
  const confirmRenew = page.getByRole('dialog', { name: `Renew ${number}` });
  await expect(confirmRenew).toContainText(
    `Policy ${number}, term ${shown(String(policy.policyeffectivedate))} to ${shown(daysFrom(policy.policyscheduledate.slice(0, 10), -1))} (expires ${shown(policy.policyscheduledate)}).`,
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(confirmRenew).toHaveCount(0);
  await expect(renew).toBeFocused();
  await expect(status(page)).toHaveText('In force');
  const life = await apiPost<{ renewal: unknown; transactions: { type: string }[] }>(page, login.token, '/viewpolicytransactions', { id: policy.id });
  expect(life.renewal).toBeNull();
  expect(life.transactions.map((row) => row.type)).not.toContain('Renewal');
});
