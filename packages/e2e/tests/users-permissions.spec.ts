import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiCall, apiLogin, signIn, storeSession, unique } from './fixtures';

const NEW_USER_PASSWORD = 'Start-Here-42';

/** A Summit staff user made through the API, for tests about what comes after creation. */
async function createSummitUser(request: APIRequestContext, lastname: string) {
  const admin = await apiLogin(request, 'summit_admin');
  const username = unique('e2e.user.');
  const { user } = await apiCall<{ user: { id: number } }>(request, admin.token, '/createclientuser', {
    firstname: 'Quinn', lastname, usertype: 'Main', username, password: NEW_USER_PASSWORD, company_id: admin.client_id,
  });
  return { id: user.id, username };
}

const table = (page: Page) => page.getByRole('table');

// The first visit loads the shell and the remote; on a busy machine that can take a while.
test.setTimeout(90_000);

test.describe('users', () => {
  test('the users list shows 10 a page with a pager, First Name, Last Name and a Permissions link', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_users');
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible({ timeout: 30_000 });
    const rows = table(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Sam');
    await expect(rows.first()).toContainText('Carter');
    await expect(page.getByText(/Page 1 of [3-9]/)).toBeVisible();
    // 10 records plus the blank add row.
    await expect(rows).toHaveCount(11);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
    await expect(rows.first()).toContainText('11');
    await expect(rows.first()).toContainText('Isabella');
    await rows.first().getByRole('link', { name: /Permissions of Isabella/ }).click();
    await expect(page).toHaveURL(/\/permissions\/\d+$/);
  });

  test('a blank-row add creates a user who can then sign in with that username and password', async ({ page, browser }) => {
    const username = unique('e2e.new.');
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_users');
    await page.getByRole('row', { name: 'Add new' }).dblclick();
    await expect(page).toHaveURL(/\/user_admin_add_users$/);
    await page.getByLabel('First Name').fill('Avery');
    await page.getByLabel('Last Name').fill('Lindqvist');
    await page.getByLabel('Email').fill(`${username}@summitspecialty.example`);
    await page.getByRole('radio', { name: 'Agent' }).check();
    await page.getByRole('combobox', { name: /Agent/ }).selectOption({ label: 'Lone Star Commercial Brokers (SSA-003)' });
    await page.getByLabel(/Username/).fill(username);
    await page.getByLabel(/Password/).fill('Welcome-2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_users$/);
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(table(page)).toContainText('Lindqvist');

    const fresh = await browser.newContext();
    const newPage = await fresh.newPage();
    await signIn(newPage, username, 'Welcome-2024');
    // No permissions yet: no menu item to open, so home (which shows only what the user may open).
    await expect(newPage).toHaveURL(/\/user_admin_home$/);
    await expect(newPage.getByTestId('greeting')).toHaveText('Avery - Staff');
    await fresh.close();
  });

  test('double-clicking the action cell opens the edit form; the saved change shows in the list', async ({ page, request }) => {
    const before = unique('Before');
    const { id } = await createSummitUser(request, before);
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_users');
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.getByRole('button', { name: `Edit Quinn ${before}`, exact: true }).dblclick();
    await expect(page).toHaveURL(new RegExp(`/user_admin_edit_users/${id}$`));
    await expect(page.getByLabel('Last Name')).toHaveValue(before);
    const lastname = unique('After');
    await page.getByLabel('Last Name').fill(lastname);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_users$/);
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(table(page)).toContainText(lastname);
  });

  test("a username in use says 'Sorry, that username is already taken' and is cleared", async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_add_users');
    const username = page.getByLabel(/Username/);
    await username.fill('summit_staff');
    await username.blur();
    await expect(page.getByText('Sorry, that username is already taken')).toBeVisible();
    await expect(username).toHaveValue('');
    await username.fill(unique('free.name.'));
    await username.blur();
    await expect(page.getByText('Sorry, that username is already taken')).toHaveCount(0);
  });
});

test('permissions: items dragged into columns are saved and shown again after a reload, and take effect', async ({ page, request }) => {
  const { id, username } = await createSummitUser(request, 'Permissions');
  await storeSession(page, 'summit_admin');
  await page.goto(`/permissions/${id}`);
  await expect(page.getByRole('heading', { name: 'Permissions: Quinn Permissions' })).toBeVisible();
  const column = (name: string) => page.getByTestId(`permission-column-${name}`);
  /** A real HTML5 drag: press on the item's label, move over the column in steps, release. */
  async function drag(label: string, to: string) {
    const source = page.locator('[data-testid^="permission-item-"]').getByText(label, { exact: true });
    await source.scrollIntoViewIfNeeded();
    const box = (await source.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.mouse.down();
    // Start the drag on the spot, before moving to a column scrolls the page.
    await page.mouse.move(box.x + 15, box.y + box.height / 2, { steps: 3 });
    await column(to).hover({ position: { x: 40, y: 60 } });
    await column(to).hover({ position: { x: 50, y: 70 } });
    await page.mouse.up();
  }

  await drag('Policies', 'read');
  await expect(column('read')).toContainText('Policies');
  // Agents can be created and changed but never deleted: Admin would grant nothing more, so it is refused.
  const agents = page.locator('[data-testid^="permission-item-"]').filter({ has: page.getByText('Users / Agents', { exact: true }) });
  await expect(agents).toContainText('Up to Read and Write');
  await drag('Users / Agents', 'admin');
  await expect(page.getByText('Users / Agents can be given up to read and write: Admin would grant nothing more.')).toBeVisible();
  await expect(column('admin')).not.toContainText('Users / Agents');
  await drag('Users / Agents', 'read_and_write');
  await expect(column('read_and_write')).toContainText('Users / Agents');
  // Keyboard alternative, then x takes it out again.
  await page.getByRole('combobox', { name: 'Level for Quotations', exact: true }).selectOption({ label: 'Admin' });
  await expect(column('admin')).toContainText('Quotations');
  await page.getByRole('button', { name: 'Remove Quotations', exact: true }).click();
  await expect(column('admin')).not.toContainText('Quotations');

  await page.getByRole('button', { name: 'Save Permissions' }).click();
  await expect(page).toHaveURL(/\/user_admin_users$/);
  await page.goto(`/permissions/${id}`);
  await page.reload();
  await expect(column('read')).toContainText('Policies');
  await expect(column('read_and_write')).toContainText('Users / Agents');
  await expect(column('admin')).not.toContainText('Quotations');

  // The saved set is what the server enforces for that user.
  const staff = await apiLogin(request, username, NEW_USER_PASSWORD);
  const policies = await request.post(`${API}/viewpolicy`, { data: { company_id: staff.client_id }, headers: { Authorization: `Bearer ${staff.token}` } });
  expect(policies.status()).toBe(200);
  const write = await request.post(`${API}/policy`, { data: { policy_id: 'X', policy_name: 'X' }, headers: { Authorization: `Bearer ${staff.token}` } });
  expect(write.status()).toBe(403);
});

test('agents: blank-row add opens Create Agent; double-click edits it; both saves show in the list', async ({ page }) => {
  const code = unique('E2E-').toUpperCase();
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_agent');
  await expect(page.getByText(/Page 1 of 3/)).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toContainText('SSA-001');
  await page.getByRole('row', { name: 'Add new' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Create Agent' })).toBeVisible();
  await page.getByLabel('Agent Code').fill(code);
  await page.getByLabel('Agent Name').fill('Flatirons Insurance Agency');
  await page.getByLabel('Email').fill('hello@flatirons.example');
  await page.getByLabel('Address').fill('1942 Broadway');
  await page.getByLabel('City').fill('Boulder');
  await page.getByLabel('State', { exact: true }).fill('CO');
  await page.getByLabel('Zip Code').fill('80302');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_agent$/);
  await page.getByRole('button', { name: 'Last page' }).click();
  const row = table(page).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Flatirons Insurance Agency');

  await row.getByRole('button', { name: 'Edit Flatirons Insurance Agency', exact: true }).dblclick();
  await expect(page.getByRole('heading', { name: 'Edit Agent' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Boulder');
  await page.getByLabel('Agent Name').fill('Flatirons Risk Partners');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_agent$/);
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(table(page).getByRole('row').filter({ hasText: code })).toContainText('Flatirons Risk Partners');
});

test('policy products: 15 a page, Filter shows header filters, edit saves back to the list, double-click opens the edit form', async ({ page, request }) => {
  const admin = await apiLogin(request, 'summit_admin');
  const policyId = unique('E2E-P-').toUpperCase();
  await apiCall(request, admin.token, '/policy', {
    policy_id: policyId, policy_name: 'Property - Test Gallery', policy_amount: 4200, policy_duration: '12 months', company_id: admin.client_id,
  });
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_policy_products');
  const rows = table(page).locator('tbody tr');
  await expect(rows.first()).toContainText('SSM-WC-1001');
  await expect(page.getByText(/Showing rows 1 to 15 of \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('button', { name: 'Filter by Policy Id', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter Policy Id' }).fill(policyId);
  await expect(rows.filter({ hasText: policyId })).toHaveCount(1);
  await expect(page.getByText('Showing rows 1 to 1 of 1')).toBeVisible();

  await page.getByRole('button', { name: `Edit policy ${policyId}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Policy' })).toBeVisible();
  await expect(page.getByLabel('Policy Amount')).toHaveValue('4200');
  await page.getByLabel('Policy Name').fill('Property - Renamed Gallery');
  await page.getByLabel('Agent Commission').fill('12.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_products$/);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('button', { name: 'Filter by Policy Id', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter Policy Id' }).fill(policyId);
  await expect(rows.filter({ hasText: policyId })).toContainText('Property - Renamed Gallery');

  await page.getByRole('button', { name: `Open policy ${policyId}` }).dblclick();
  await expect(page).toHaveURL(/\/user_admin_edit_policies\/\d+$/);
});

test('policy products: blank-row add creates a policy; Cancel reloads the whole list page', async ({ page }) => {
  const policyId = unique('E2E-N-').toUpperCase();
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_policy_products');
  await page.getByRole('row', { name: 'Add new' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Add Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await page.getByLabel('Policy Id').fill(policyId);
  await page.getByLabel('Policy Name').fill('Workers Comp - Test Roastery');
  await page.getByLabel('Policy Amount').fill('3150.75');
  await page.getByLabel('Policy Duration').fill('12 months');
  await page.getByLabel('Description').fill('WC coverage for a test roastery.');
  await page.getByLabel('Policy Limit').fill('1000000');
  await page.getByLabel('Agent Commission').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_products$/);
  await page.getByRole('button', { name: 'Last page' }).click();
  const row = table(page).getByRole('row').filter({ hasText: policyId });
  await expect(row).toContainText('Workers Comp - Test Roastery');
  await expect(row).toContainText('$3,150.75');

  await page.getByRole('button', { name: `Edit policy ${policyId}` }).click();
  await expect(page.getByLabel('Policy Name')).toHaveValue('Workers Comp - Test Roastery');
  await page.evaluate(() => ((window as unknown as { beforeCancel: boolean }).beforeCancel = true));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_products$/);
  // A full page load starts a new window object.
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeCancel?: boolean }).beforeCancel ?? false)).toBe(false);
});

test('staff with Read on Users see no write actions, and the server refuses a forced write with 403', async ({ page, request }) => {
  await storeSession(page, 'summit_staff');
  await page.goto('/user_admin_users');
  await expect(table(page).locator('tbody tr').first()).toContainText('Sam');
  await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: 'Add new' })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('link', { name: /Permissions of Emily/ }).click();
  await expect(page.getByRole('button', { name: 'Save Permissions' })).toHaveCount(0);
  await expect(page.getByText('You have Read permission on users: permissions cannot be changed.')).toBeVisible();

  const staff = await apiLogin(request, 'summit_staff');
  const forced = await request.post(`${API}/createclientuser`, {
    data: { firstname: 'X', lastname: 'Y', usertype: 'Main', username: unique('forced.'), password: 'pw', company_id: staff.client_id },
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).message).toBe('You need Read and Write permission for this');
});

test('staff with Read on Users opening the add and edit screens directly: the refusal, and the record read-only', async ({ page, request }) => {
  const { id } = await createSummitUser(request, unique('Reader'));
  await storeSession(page, 'summit_staff');
  await page.goto('/user_admin_add_users');
  await expect(page.getByText('You do not have access to Users')).toBeVisible();
  await expect(page.getByText('You need Read and Write permission for this')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto(`/user_admin_edit_users/${id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Quinn');
  await expect(page.getByRole('note')).toHaveText('You have Read permission on Users: changes are not available.');
  await expect(page.getByLabel('First Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/user_admin_users$/);
});

test('staff changing its own password on the user form stay signed in: Save goes back to the list, which loads', async ({ page, request }) => {
  // A staff user with Users / Users at Read and Write.
  const admin = await apiLogin(request, 'summit_admin');
  const username = unique('e2e.self.');
  const { user } = await apiCall<{ user: { id: number } }>(request, admin.token, '/createclientuser', {
    firstname: 'Quinn', lastname: unique('Self'), usertype: 'Main', username, password: NEW_USER_PASSWORD, company_id: admin.client_id,
  });
  const id = user.id;
  const { typemenucategory: menu } = await (
    await request.get(`${API}/viewmenucategory`, { headers: { Authorization: `Bearer ${admin.token}` } })
  ).json() as { typemenucategory: { id: number; name: string; submenu: { id: number; name: string }[] }[] };
  const users = menu.find((item) => item.name === 'Users')!;
  const usersItem = users.submenu.find((item) => item.name === 'Users')!;
  await apiCall(request, admin.token, '/createclientpermission', {
    uid: id, id, client_id: admin.client_id, read: [], read_and_write: ['Users / Users'], admin: [],
    format1: [{ main_id: users.id, sub_id: usersItem.id, type: 'read_and_write' }],
    format2: [{ main_id: users.id, sub_id: usersItem.id, main_name: 'Users', sub_name: 'Users', main_order: menu.indexOf(users) + 1, sub_order: 1, type: 'read_and_write' }],
  });

  await storeSession(page, username, '', NEW_USER_PASSWORD);
  await page.goto(`/user_admin_edit_users/${id}`);
  await expect(page.getByLabel('First Name')).toHaveValue('Quinn', { timeout: 30_000 });
  await page.getByLabel(/Password/).fill('My own new password 7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_users$/);
  await expect(table(page).locator('tbody tr').first()).toContainText('Sam');
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  // Still signed in after a reload, and the new password signs in.
  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toContainText('Sam');
  expect((await request.post(`${API}/commonlogin`, { data: { username, password: 'My own new password 7' } })).ok()).toBe(true);
});
