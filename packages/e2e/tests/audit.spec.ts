import { expect, test } from '@playwright/test';
import { API, apiCall, apiLogin, PASSWORD, storeSession, unique } from './fixtures';

// The first visit loads the shell and the remote; on a busy machine that can take a while.
test.setTimeout(120_000);

test('the Audit screen lists who created a user, found by entity and record id, from its menu entry', async ({ page }) => {
  const admin = await apiLogin(page.request, 'summit_admin');
  const username = unique('e2e.audit.');
  const { user } = await apiCall<{ user: { id: number } }>(page.request, admin.token, '/createclientuser', {
    firstname: 'Audra', lastname: 'Trail', usertype: 'Main', username, password: 'Start-Here-42', company_id: admin.client_id,
  });

  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_home');
  await page.getByRole('link', { name: 'Audit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user_admin_audit$/);
  await expect(page.getByRole('heading', { name: 'Audit', exact: true })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Audit' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Entity').fill('users');
  await page.getByLabel('Record id').fill(String(user.id));
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText('insert');
  await expect(rows.first()).toContainText('/createclientuser');
  await expect(rows.first()).toContainText(username);
  await expect(rows.first()).not.toContainText('Start-Here-42');
  await expect(page.getByText(/1 record|1 of 1|Showing 1/).first()).toBeVisible();

  // A date before any write: nothing.
  await page.getByLabel('To').fill('2020-01-01');
  await expect(table).toContainText('No records', { timeout: 15_000 });
});

test("a record's Activity tab shows its approval, and a user's Activity tab its change, field by field", async ({ page }) => {
  const admin = await apiLogin(page.request, 'summit_admin');
  // Approve a quotation as its own maker: the client's setting allows it for the time of the test.
  const settingsRead = () => apiCall<{ settings: { approver_must_differ: boolean }; updatedAt: string | null }>(page.request, admin.token, '/viewquotationsettings', {});
  const settings = await settingsRead();
  // Saved as the Setting page saves them: with the version read.
  await apiCall(page.request, admin.token, '/updatequotationsettings', { approver_must_differ: false, updatedAt: (await settingsRead()).updatedAt });
  try {
    const { Policyquotations } = await apiCall<{ Policyquotations: { id: number; intake_id: number; quotation: number; policyapproved: number }[] }>(
      page.request,
      admin.token,
      '/viewpolicyquotationlist',
      { company_id: admin.client_id },
    );
    const quotation = Policyquotations.find((row) => row.quotation === 1 && row.policyapproved === 0)!;
    await apiCall(page.request, admin.token, '/policyapproveuser', { id: quotation.id });

    await storeSession(page, 'summit_admin');
    await page.goto(`/user_admin_view_binder_policies/${quotation.id}/${quotation.intake_id}`);
    const activityTab = page.getByRole('tab', { name: 'Activity' });
    await expect(activityTab).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await activityTab.click();
    const activity = page.getByRole('table', { name: 'Activity' });
    const approval = activity.locator('tbody tr', { hasText: '/policyapproveuser' }).first();
    await expect(approval).toBeVisible({ timeout: 15_000 });
    await expect(approval).toContainText('update');
    await expect(approval).toContainText('policyapproved: 0 → 1');
  } finally {
    await apiCall(page.request, admin.token, '/updatequotationsettings', {
      approver_must_differ: settings.settings.approver_must_differ,
      updatedAt: (await settingsRead()).updatedAt,
    });
  }

  const username = unique('e2e.activity.');
  const { user } = await apiCall<{ user: { id: number } }>(page.request, admin.token, '/createclientuser', {
    firstname: 'Avery', lastname: 'Before', usertype: 'Main', username, password: 'Start-Here-42', company_id: admin.client_id,
  });
  const read = await apiCall<{ user: { updatedAt: string } }>(page.request, admin.token, '/editclientuser', { id: user.id });
  await apiCall(page.request, admin.token, '/updateclientuser', {
    id: user.id, firstname: 'Avery', lastname: 'After', usertype: 'Main', username, password: '', company_id: admin.client_id, updatedAt: read.user.updatedAt,
  });
  await page.goto(`/user_admin_edit_users/${user.id}`);
  await page.getByRole('tab', { name: 'Activity' }).click({ timeout: 30_000 });
  const rows = page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.first()).toContainText('lastname: Before → After');
  await expect(rows.nth(1)).toContainText('insert');
});

test("a carrier's sign-out is on the trail, named as a carrier user's, found with the User kind filter", async ({ page }) => {
  const signedIn = await page.request.post(`${API}/carrierlogin`, { data: { username: 'atlas_carrier', password: PASSWORD } });
  expect(signedIn.ok()).toBeTruthy();
  const carrier = (await signedIn.json()) as { token: string; user_id: number };
  expect((await page.request.post(`${API}/carrierlogout`, { headers: { Authorization: `Bearer ${carrier.token}` } })).ok()).toBeTruthy();

  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_audit');
  const table = page.getByRole('table', { name: 'Audit' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('User kind').selectOption({ label: 'Carrier users' });
  await page.getByLabel('User id').fill(String(carrier.user_id));
  await page.getByLabel('Call').fill('/carrierlogout');
  const row = table.locator('tbody tr').first();
  await expect(row).toContainText('sign-out', { timeout: 15_000 });
  await expect(row).toContainText(`(carrier user #${carrier.user_id})`);
  await expect(row).toContainText('carrier_users');
});
