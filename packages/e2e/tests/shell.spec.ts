import { expect, test, type Page } from '@playwright/test';
import { API, PASSWORD, expiredToken, port, signIn, signInAndLand, storeSession, unique } from './fixtures';

test.describe('signing in', () => {
  test('a client admin signs in and sees header, menus, side bar and footer built from server data', async ({ page }) => {
    await signInAndLand(page, 'summit_admin');
    for (const key of ['user_token', 'user_id', 'client_id', 'login_type', 'Client_Type']) {
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeTruthy();
    }
    await expect(page.getByRole('banner')).toContainText('Summit Specialty MGA');
    await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Reference Data' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Countries' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'WORKERS COMP' })).toHaveAttribute(
      'href',
      /\/user_admin_policy\/\d+$/,
    );
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2024');
    // The active category has sub-menus: the taller menu area.
    await expect(page.getByTestId('menu-area')).toHaveCSS('min-height', '234px');
  });

  test('a wrong password shows the server message in a red alert that clears after 3 seconds', async ({ page }) => {
    await signIn(page, 'summit_admin', 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(3300);
    await expect(alert).toHaveCount(0);
  });

  test('the admin login route carries the product name, and a signed-in user there goes home', async ({ page }) => {
    await page.goto('/Kyubos_MGA_admin');
    await expect(page.getByRole('heading', { name: 'User Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: /forgot password/i })).toHaveAttribute('href', '/user_admin_forgotpassword');
    await expect(page.getByRole('link', { name: /forgot login id/i })).toHaveAttribute('href', '/user_admin_forgotloginid');
    await storeSession(page, 'summit_admin');
    await page.goto('/Kyubos_MGA_admin');
    await expect(page).toHaveURL(/\/user_admin_home$/);
  });

  test('the sign-in page loads neither the router nor the schemas; its links open the portal in place', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'User Log In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = scripts.join('\n');
    expect(loaded).toContain('User Log In');
    // react-router's and zod's own error texts: neither library has been downloaded.
    expect(loaded).not.toContain('useNavigate() may be used only in the context of a <Router> component');
    expect(loaded).not.toContain('Invalid input');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/user_admin_forgotpassword$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  test('staff are greeted by first name and see only the menu items they hold', async ({ page }) => {
    await signInAndLand(page, 'summit_staff');
    await expect(page.getByTestId('greeting')).toHaveText('Sam - Staff');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Reference Data' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bordereaux' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Currency' })).toHaveCount(0);
  });

  test('an agent, whose menu holds only Quotations, lands on the quotations list, not on an error', async ({ page }) => {
    await signIn(page, 'summit_agent');
    await expect(page).toHaveURL(/\/user_admin_policy_quotations$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Quotations' }).first()).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('Logout clears the session, goes to the admin login and ends the session on the server: its token is refused', async ({ page }) => {
    await signInAndLand(page, 'summit_admin');
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    await page.getByTestId('greeting').click();
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/Kyubos_MGA_admin$/);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    expect((await signedOut).status()).toBe(200);
    const refused = await page.request.post(`${API}/myaccess`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
  });
});

test.describe('guards and sessions', () => {
  test('an admin route without a token goes to /', async ({ page }) => {
    await page.goto('/user_admin_home');
    await expect(page).toHaveURL(new RegExp(`localhost:${port(3000)}/$`));
    await expect(page.getByRole('heading', { name: 'User Log In' })).toBeVisible();
  });

  test('an expired token signs the user out to the admin login', async ({ page }) => {
    await page.goto('/Kyubos_MGA_admin');
    await page.evaluate((token) => localStorage.setItem('user_token', token), expiredToken());
    await page.goto('/user_admin_home');
    await expect(page).toHaveURL(/\/Kyubos_MGA_admin$/);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  });

  test('a token the server refuses (401) signs the user out', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    await page.evaluate((token) => localStorage.setItem('user_token', token), `${header}.${body}.forged`);
    await page.goto('/user_admin_home');
    await expect(page).toHaveURL(/\/Kyubos_MGA_admin$/);
  });
});

/** Fills a new PROPERTY-Habitational quotation's required fields (opened from the side bar), the insured named `lastname`. */
async function fillPropertyQuotation(page: Page, lastname: string) {
  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy\/\d+$/);
  const lob = page.getByRole('region', { name: 'Line of business', exact: true });
  await lob.getByLabel(/^State/).selectOption({ label: 'Colorado' });
  await lob.getByLabel(/^Program/).selectOption({ index: 1 });
  const insured = page.getByRole('region', { name: 'Insured Details', exact: true });
  await insured.getByLabel(/^First Name/).fill('Tess');
  await insured.getByLabel(/^Last Name/).fill(lastname);
  await insured.getByLabel(/^Street Address/).fill('1550 Wewatta St');
  await insured.getByLabel(/^ZIP Code/).fill('80202');
  await insured.getByLabel(/^Email/).fill('tess@example.com');
  const policy = page.getByRole('region', { name: 'Policy Information', exact: true });
  await policy.getByLabel(/^Policy Code/).fill('pr1234');
  await policy.getByLabel(/^Policy Amount/).fill('12000');
  await policy.getByLabel(/^Business Type/).selectOption('LLC');
  return insured;
}

/** Signs out from the header's user menu. */
async function logoutFromMenu(page: Page) {
  await page.getByTestId('greeting').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/Kyubos_MGA_admin$/);
}

test.describe('a session that ends while a page is open', () => {
  test('the token ends while the quotation form is filled: Save asks to sign in again in place, and the same user\'s sign-in saves what was typed', async ({ page }) => {
    const lastname = `Session${unique()}`;
    const login = await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_home');
    const insured = await fillPropertyQuotation(page, lastname);
    const formUrl = page.url();
    // The token ends on the server (as at its 8-hour expiry, or a sign-out elsewhere).
    expect((await page.request.post(`${API}/logout`, { headers: { Authorization: `Bearer ${login.token}` } })).status()).toBe(200);

    const refused = page.waitForResponse((response) => response.url().endsWith('/savepolicyquoation'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(401);
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toContainText('Sign in again to continue.');
    expect(page.url()).toBe(formUrl);
    await expect(insured.getByLabel(/^Last Name/)).toHaveValue(lastname);

    await dialog.getByLabel('Username').fill('summit_admin');
    await dialog.getByLabel('Password').fill('wrong password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password');
    await dialog.getByLabel('Password').fill(PASSWORD);
    const saved = page.waitForResponse((response) => response.url().endsWith('/savepolicyquoation'));
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // The refused save goes again, with the new token: the user does not press Save a second time.
    expect((await saved).status()).toBe(201);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('greeting')).toHaveText('summit_admin - Admin');

    const fresh = await page.evaluate(() => localStorage.getItem('user_token'));
    expect(fresh).not.toBe(login.token);
    const list = await page.request.post(`${API}/viewpolicyquotationlistfull`, {
      data: { company_id: login.client_id, page: 1, pageSize: 15, filters: { lastname } },
      headers: { Authorization: `Bearer ${fresh}` },
    });
    const rows = ((await list.json()) as { Policyquotations: { firstname: string; lastname: string; email: string }[] }).Policyquotations;
    expect(rows.map(({ firstname, lastname: last, email }) => ({ firstname, lastname: last, email }))).toEqual([
      { firstname: 'Tess', lastname, email: 'tess@example.com' },
    ]);
  });

  test('another tab signs out, then in as another user: this tab asks, then leaves the earlier user\'s form for the new user\'s home, saving nothing', async ({ context }) => {
    const first = await context.newPage();
    // An agent's work, as in the report: it must never be saved under the client admin.
    await storeSession(first, 'summit_agent');
    await first.goto('/user_admin_home');
    await expect(first.getByTestId('greeting')).toHaveText(/ - Staff$/);
    const saves: string[] = [];
    first.on('request', (request) => {
      if (request.url().endsWith('/savepolicyquoation')) saves.push(request.url());
    });
    const lastname = `OtherTab${unique()}`;
    const insured = await fillPropertyQuotation(first, lastname);

    const second = await context.newPage();
    await second.goto('/user_admin_home');
    await logoutFromMenu(second);
    // The first tab learns at once, without a call: the same question, the form kept behind it.
    const dialog = first.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(insured.getByLabel(/^Last Name/)).toHaveValue(lastname);

    await signIn(second, 'summit_admin');
    await expect(second).toHaveURL(/\/user_admin_countries$/);
    await expect(dialog).toHaveCount(0);
    await expect(first).toHaveURL(/\/user_admin_home$/);
    await expect(first.getByRole('alert').filter({ hasText: 'Another user signed in on this browser' })).toBeVisible();
    await expect(first.getByTestId('greeting')).toHaveText('summit_admin - Admin');
    await expect(first.getByRole('region', { name: 'Insured Details', exact: true })).toHaveCount(0);
    expect(saves).toEqual([]);
  });

  test('another tab signs out and the same user signs in there again: this tab goes on and saves as that user', async ({ context }) => {
    const first = await context.newPage();
    const login = await storeSession(first, 'summit_admin');
    await first.goto('/user_admin_home');
    const lastname = `SameUser${unique()}`;
    await fillPropertyQuotation(first, lastname);

    const second = await context.newPage();
    await second.goto('/user_admin_home');
    await logoutFromMenu(second);
    const dialog = first.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await signInAndLand(second, 'summit_admin');
    await expect(dialog).toHaveCount(0);

    const saved = first.waitForResponse((response) => response.url().endsWith('/savepolicyquoation'));
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    // Saved under the client's own id, not 0.
    expect(answer.request().postDataJSON()).toMatchObject({ company_id: login.client_id, lastname });
  });
});

test.describe('pages of the shell', () => {
  test('an unknown path shows the not-found page with Go Home', async ({ page }) => {
    await page.goto('/no_such_page');
    await expect(page.getByRole('heading', { name: 'Oops, page not available!' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't seem to exist.")).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(new RegExp(`localhost:${port(3000)}/$`));
  });

  test('the title names the screen, never its id, then the product name', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_home');
    await expect(page).toHaveTitle('Home | Kyubos');
    await page.goto('/user_admin_edit_countries/3');
    await expect(page).toHaveTitle('Edit Country | Kyubos');
  });

  test('a deep-linked add screen highlights its own list in the menus', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_add_tpa');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'TPAs' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Reference Data' })).not.toHaveAttribute('aria-current', 'true');
  });

  test('home shows the client’s real record counts, each linking to its area', async ({ page, request }) => {
    const login = await storeSession(page, 'summit_admin');
    const counts = await (
      await request.post(`${API}/dashboardcounts`, { data: {}, headers: { Authorization: `Bearer ${login.token}` } })
    ).json();
    await page.goto('/user_admin_home');
    await expect(page.getByRole('heading', { name: 'Welcome, Summit Specialty MGA' })).toBeVisible();
    const first = counts.counts[0];
    await expect(page.getByTestId(`count-${first.key}`)).toContainText(first.count.toLocaleString('en-US'));
    await expect(page.getByTestId(`count-${first.key}`)).toHaveAttribute('href', first.url);
  });

  test('a form category with screens under it leads to the first; a form item opened by its ids shows its name from the server', async ({ page }) => {
    await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_home');
    // Reports is a form item in the menus, with the Production Report and Loss Runs under it: it opens the first, as Bordereaux does.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/user_admin_production_report$/);
    await expect(page.getByRole('heading', { name: 'Production Report' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    const menus = await (await page.request.post(`${API}/viewmainmenuandsubmenu`, { data: { type_id: 'MGU' }, headers: { Authorization: `Bearer ${token}` } })).json();
    const reports = menus.menuWithSubmenu.find((category: { name: string }) => category.name === 'Reports');
    await page.goto(`/menuform/${reports.id}`);
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    // A submenu form item opens its own form page by its ids (the seed's Reports items are screens now).
    const lossRuns = reports.submenu.find((item: { name: string }) => item.name === 'Loss Runs');
    await page.goto(`/submenuform/${reports.id}/${lossRuns.id}`);
    await expect(page.getByRole('heading', { name: 'Loss Runs' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Loss Runs' }).click();
    await expect(page).toHaveURL(/\/user_admin_loss_runs$/);
  });

  test('Setting shows the signed-in account from the server', async ({ page }) => {
    await storeSession(page, 'summit_staff');
    await page.goto('/User_Admin_Setting');
    await expect(page.getByRole('heading', { name: 'Setting' })).toBeVisible();
    await expect(page.getByText('summit_staff')).toBeVisible();
  });
});
