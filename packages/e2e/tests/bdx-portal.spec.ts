import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, PASSWORD, origin } from './fixtures';

/** The carrier portal served on its own, and mounted in the shell: the same flows in both. */
const PLACES = [
  { name: 'standalone portal', base: origin(3005) },
  { name: 'portal inside the shell', base: origin(3000) },
] as const;

const ATLAS_CLAIMS_EMAIL = 'lena.ortiz@atlasinsurance.example';

async function signInCarrier(page: Page, base: string, username = 'atlas_carrier', password = PASSWORD) {
  await page.goto(`${base}/BDX_Login`);
  await expect(page.getByRole('heading', { name: 'BDX Users Log In' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/client_user_BDX_filerecived$/);
}

interface OutboxLine {
  at: string;
  to: string;
  text: string;
}

/** What the API of this run has written to its outbox. */
function outboxLines(): OutboxLine[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox.jsonl');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as OutboxLine);
}

/**
 * The first OTP the outbox received at or after `since` (for `to`, when given). The API sends
 * OTPs after answering, so the message is waited for.
 */
async function otpSentSince(since: Date, to?: string): Promise<{ to: string; otp: string }> {
  let found: OutboxLine | undefined;
  await expect
    .poll(() => {
      found = outboxLines().find((line) => new Date(line.at) >= since && (to === undefined || line.to === to) && /one-time password/.test(line.text));
      return found !== undefined;
    })
    .toBe(true);
  return { to: found!.to, otp: /one-time password is (\w{4})/.exec(found!.text)![1]! };
}

/** A carrier token straight from the API. */
async function carrierToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(`${API}/carrierlogin`, { data: { username, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** The id of a slab the carrier of `token` may open, found by its name (ids follow the seeding order). */
async function slabIdByName(request: APIRequestContext, token: string, name: string): Promise<number> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await request.post(`${API}/editslab`, { data: { id }, headers: { Authorization: `Bearer ${token}` } });
    if (response.ok() && ((await response.json()) as { slablist: { slab_name: string } }).slablist.slab_name === name) return id;
  }
  throw new Error(`No slab named ${name}`);
}

/** A row of the files table by its file name. */
const fileRow = (page: Page, fileName: string) => page.getByRole('row').filter({ hasText: fileName });

for (const { name, base } of PLACES) {
  test.describe(name, () => {
    test('a carrier signs in and sees its received and sent files, with the client and carrier in the header', async ({ page }) => {
      await signInCarrier(page, base);
      const header = page.locator('header');
      await expect(header.getByTestId('portal-client-name')).toHaveText('Summit Specialty MGA');
      await expect(header.getByTestId('portal-carrier-name')).toHaveText('Atlas Insurance Co');
      await expect(header.getByText('Hi Atlas Insurance Co')).toBeVisible();
      await expect(header.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2024');
      // 28 seeded received files, 10 a page.
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Summit Specialty MGA' })).toHaveCount(10);
      await expect(page.getByRole('row').filter({ hasText: 'Frontier' })).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Outbound' }).click();
      await expect(page).toHaveURL(/\/client_user_BDX_fileupload$/);
      await expect(page.getByRole('row').filter({ hasText: 'Atlas Insurance Co' }).first()).toBeVisible();
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    });

    test('a received file is imported to the main location from its action menu, and downloads from it', async ({ page }) => {
      await signInCarrier(page, base);
      // A Received file (status Sent in the portal) is not imported yet: its menu offers Import To Carrier.
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Sent', exact: true }) }).first();
      const fileName = (await row.getByRole('cell').nth(5).textContent())!.trim();
      const menuButton = row.getByRole('button', { name: `Actions for ${fileName}` });
      await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: `Actions for ${fileName}` });
      await expect(menu.getByRole('menuitem')).toHaveText(['Import To Carrier', 'Download']);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await menu.getByRole('menuitem', { name: 'Import To Carrier' }).click();
      await expect(page.getByText('Do you want to Import to Your Main Location?')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Successfully Imported' })).toBeVisible();
      await expect(fileRow(page, fileName)).toContainText('Completed');

      // Imported: the menu now offers only Download, which hands over the stored CSV under its name.
      await fileRow(page, fileName).getByRole('button', { name: `Actions for ${fileName}` }).click();
      await expect(menu.getByRole('menuitem')).toHaveText(['Download']);
      const download = page.waitForEvent('download');
      await menu.getByRole('menuitem', { name: 'Download' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName);
      expect(readFileSync((await file.path())!, 'utf8')).toMatch(/^policy_number,insured_name,period_start,premium\n/);

      // The file name downloads it too.
      const again = page.waitForEvent('download');
      await fileRow(page, fileName).getByRole('button', { name: fileName, exact: true }).click();
      expect((await again).suggestedFilename()).toBe(fileName);
    });

    test('a carrier uploads a bordereau, watches its progress, sees it listed and removes it after the confirmation', async ({ page }) => {
      await signInCarrier(page, base);
      await page.goto(`${base}/client_user_BDX_fileupload`);
      await page.getByRole('row', { name: /Upload a file/ }).getByRole('cell').last().dblclick();
      await expect(page).toHaveURL(/\/client_user_BDX_add_fileupload$/);
      await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();

      await page.getByLabel('Sender ID').fill('ATL-E2E');
      await page.getByLabel('Sender Company Name').fill('Atlas Insurance Co');
      await page.getByLabel('Period').pressSequentially('042026');
      await expect(page.getByLabel('Period')).toHaveValue('04/2026');
      await page.getByLabel('Control Value').fill('48250.75');
      await page.getByLabel('Control Value').blur();
      await expect(page.getByLabel('Control Value')).toHaveValue('$48,250.75');
      const lob = page.getByLabel('LOB');
      await expect(lob.locator('option').first()).toHaveText('Select LOB');
      await lob.selectOption({ label: 'PROPERTY-Habitational' });

      // Wrong type: message and the file cleared.
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'claims.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(page.getByText('Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.')).toBeVisible();
      expect(await page.getByLabel('File', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

      // A slowed upload (256 KB/s) so the progress bar is seen moving.
      const fileName = `e2e-${name.split(' ')[0]}-${Date.now()}.csv`;
      const rows = Array.from({ length: 12_000 }, (_, i) => `POL-E2E-${i},"Insured ${i}",2026-04-01,${(100 + (i % 50)).toFixed(2)}`);
      const content = Buffer.from(['policy_number,insured_name,period_start,premium', ...rows].join('\n'));
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: content });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await page.getByRole('button', { name: 'Save' }).click();
      const progress = page.getByRole('progressbar', { name: 'Upload progress' });
      await expect(progress).toBeVisible();
      await expect
        .poll(async () => Number(await progress.getAttribute('value').catch(() => '100')), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/client_user_BDX_fileupload$/, { timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect(page.getByRole('alert').filter({ hasText: 'File uploaded successfully!' })).toBeVisible();
      const row = fileRow(page, fileName);
      await expect(row).toContainText('ATL-E2E');
      await expect(row).toContainText('04/2026');
      await expect(row).toContainText('$48,250.75');
      await expect(row).toContainText('Sent');

      await row.getByRole('cell').last().dblclick();
      await expect(page.getByText('Do you want to remove?')).toBeVisible();
      await page.getByRole('button', { name: 'OK' }).click();
      await expect(fileRow(page, fileName)).toHaveCount(0);
    });

    test('a claims bordereau whose period is after the current month is refused, the Period field saying why, and nothing is listed', async ({ page }) => {
      await signInCarrier(page, base);
      await page.goto(`${base}/client_user_BDX_add_fileupload`);
      await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();
      const now = new Date();
      const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const shown = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
      await page.getByLabel('Sender ID').fill('ATL-CLM');
      await page.getByLabel('Sender Company Name').fill('Atlas Insurance Co');
      await page.getByLabel('Period').pressSequentially(shown(next).replace('/', ''));
      await page.getByLabel('Control Value').fill('10');
      await page.getByLabel('LOB').selectOption({ label: 'PROPERTY-Habitational' });
      await page.getByLabel('Kind').selectOption({ label: 'Claims' });
      const fileName = `e2e-future-claims-${Date.now()}.csv`;
      const content = `Claim Number,Policy Number,Date of Loss,Date Reported,Status,Paid,Reserve,Recovery\nE2E-FUT-1,NO-SUCH-POLICY,2026-01-05,,open,10.00,0,0\n`;
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) });
      await page.getByRole('button', { name: 'Save' }).click();
      const message = `The period ${shown(next)} is after the current month (UTC, ${shown(now)}): a claims bordereau reports figures as of a month that has begun`;
      // The server's field error, under the field it names.
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(/\/client_user_BDX_add_fileupload$/);
      await expect(page.getByLabel('Period')).toHaveAccessibleDescription(new RegExp(message.replace(/[()/]/g, '\\$&')));
      await page.goto(`${base}/client_user_BDX_fileupload`);
      await expect(page.getByRole('row', { name: /Upload a file/ })).toBeVisible();
      await expect(page.getByText(fileName)).toHaveCount(0);
    });

    test('a carrier edits a slab opened by its URL, sees the saved amount after a reload, and cannot open another carrier\'s slab', async ({ page }) => {
      await signInCarrier(page, base);
      const id = await slabIdByName(page.request, (await page.evaluate(() => localStorage.getItem('client_user_BDX_token')))!, 'Tier 3 - Large Groups');
      const theirs = await slabIdByName(page.request, await carrierToken(page.request, 'frontier_carrier'), 'Frontier Standard');

      await page.goto(`${base}/client_user_BDX_edit_fileupload/${id}`);
      await expect(page.getByRole('heading', { name: 'Edit Slab' })).toBeVisible();
      await expect(page.getByLabel(/^Slab Name/)).toHaveValue('Tier 3 - Large Groups');
      await expect(page.getByLabel(/^Lower Limit/)).toHaveValue('150000.01');
      await expect(page.getByLabel(/^Upper Limit/)).toHaveValue('500000.00');
      const amount = `${8000 + (Date.now() % 997)}.25`;
      await page.getByLabel(/^Amount/).fill(amount);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/client_user_BDX_fileupload$/);

      await page.goto(`${base}/client_user_BDX_edit_fileupload/${id}`);
      await expect(page.getByLabel(/^Amount/)).toHaveValue(amount);
      // Crossed limits are refused before anything is sent; the stored values stay.
      await page.getByLabel(/^Lower Limit/).fill('600000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Lower Limit must not be above the upper limit')).toBeVisible();
      // The browser asks before a reload drops the unsaved change; leaving keeps what was stored.
      const leave = page.waitForEvent('dialog').then(async (dialog) => {
        expect(dialog.type()).toBe('beforeunload');
        await dialog.accept();
      });
      await page.reload();
      await leave;
      await expect(page.getByLabel(/^Lower Limit/)).toHaveValue('150000.01');
      await expect(page.getByLabel(/^Amount/)).toHaveValue(amount);

      await page.goto(`${base}/client_user_BDX_edit_fileupload/${theirs}`);
      await expect(page.getByText('Oops, page not available!')).toBeVisible();
      await expect(page.getByLabel(/^Slab Name/)).toHaveCount(0);
    });

    test('a carrier whose session the server no longer accepts signs in again over the upload form, which keeps the file, and sends it', async ({ page }) => {
      await signInCarrier(page, base);
      await page.goto(`${base}/client_user_BDX_add_fileupload`);
      await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();
      await page.getByLabel('Sender ID').fill('ATL-401');
      await page.getByLabel('Sender Company Name').fill('Atlas Insurance Co');
      await page.getByLabel('Period').pressSequentially('052026');
      await page.getByLabel('Control Value').fill('100');
      await page.getByLabel('LOB').selectOption({ label: 'PROPERTY-Habitational' });
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'may.csv', mimeType: 'text/csv', buffer: Buffer.from(`policy_number,premium\nP-${Date.now()},100\n`) });
      // The token ends on the server (as at its expiry).
      const token = await page.evaluate(() => localStorage.getItem('client_user_BDX_token'));
      expect((await page.request.post(`${API}/carrierlogout`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
      await page.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
      await expect(dialog).toContainText('Sign in again to continue.');
      await expect(page).toHaveURL(/\/client_user_BDX_add_fileupload$/);
      await expect(page.getByLabel('Sender ID')).toHaveValue('ATL-401');
      await dialog.getByLabel('Username').fill('atlas_carrier');
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toHaveCount(0);
      // The refused upload is sent again by Save, with the new token.
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/client_user_BDX_fileupload$/);
    });

    test('a carrier who forgot the password gets an OTP by email, sets a new password and signs in with it', async ({ page }) => {
      await page.goto(`${base}/BDX_Login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/client_user_BDX_forgotpassword$/);
      await page.getByLabel('Login Id').fill('atlas_claims');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel(/^Email l\*\*\*@a\*\*\*\.example$/).check();
      await expect(page.getByText('Phone XXX-XXX-0141')).toBeVisible();
      const sentAfter = new Date();
      await page.getByRole('button', { name: 'Send OTP' }).click();

      await expect(page).toHaveURL(/\/client_user_BDX_forgototpcheck$/);
      await expect(page.getByRole('heading', { name: 'Forgot Password OTP Check' })).toBeVisible();
      await expect(page.getByText('If this Login Id is registered, we sent an OTP to your email l***@a***.example.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'start again' })).toHaveAttribute('href', '/client_user_BDX_forgotpassword');
      const { otp } = await otpSentSince(sentAfter, ATLAS_CLAIMS_EMAIL);
      await page.getByLabel('One-time password character 1 of 4').click();
      await page.keyboard.type(otp); // each character moves to the next box
      await expect(page.getByLabel('One-time password character 4 of 4')).toHaveValue(otp[3]!);
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(/\/client_user_BDX_forgotpassswordchange$/);
      const newPassword = `Claims${Date.now() % 100000}x`;
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(`${newPassword}-typo`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('Confirm Password does not match the new password');
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(/\/BDX_Login$/);
      await expect(page.getByRole('alert')).toHaveText('Your password has been changed. Sign in with the new password.');
      expect(await page.evaluate(() => localStorage.getItem('forgot_client_user_id'))).toBeNull();
      await signInCarrier(page, base, 'atlas_claims', newPassword);
    });

    test('a wrong password shows the server message; logout ends the session and the guards send back to the login', async ({ page }) => {
      await page.goto(`${base}/client_user_BDX_fileupload`);
      await expect(page).toHaveURL(/\/BDX_Login$/);
      await page.getByLabel('Username').fill('atlas_carrier');
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });

      await signInCarrier(page, base);
      const token = await page.evaluate(() => localStorage.getItem('client_user_BDX_token'));
      const signedOut = page.waitForResponse((response) => response.url().endsWith('/carrierlogout'));
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/BDX_Login$/);
      expect(await page.evaluate(() => localStorage.getItem('client_user_BDX_token'))).toBeNull();
      // The session ended on the server too: its token is refused.
      expect((await signedOut).status()).toBe(200);
      expect((await page.request.post(`${API}/viewBDXInbound`, { data: {}, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
      await page.goto(`${base}/client_user_BDX_filerecived`);
      await expect(page).toHaveURL(/\/BDX_Login$/);
    });
  });
}

test('the standalone portal shows a not-found page for an unknown path', async ({ page }) => {
  await page.goto(`${origin(3005)}/client_user_BDX_nowhere`);
  await expect(page.getByText('Oops, page not available!')).toBeVisible();
});

test('an admin user who forgot the password reaches the new-password screen from the shell login with the OTP sent by email', async ({ page }) => {
  await page.goto(`${origin(3000)}/`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/user_admin_forgotpassword$/);
  await page.getByLabel('Login Id').fill('harbor_admin');
  await page.getByRole('button', { name: 'Continue' }).click();
  const emailChoice = page.getByLabel(/^Email /);
  const masked = ((await emailChoice.locator('xpath=..').textContent()) ?? '').replace(/^Email /, '').trim();
  await emailChoice.check();
  const sentAfter = new Date();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/user_admin_forgototpcheck$/);
  const sent = await otpSentSince(sentAfter);
  expect(sent.to[0]).toBe(masked[0]);
  await page.getByLabel('One-time password character 1 of 4').click();
  await page.keyboard.type(sent.otp);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user_admin_forgotpasswordchange$/);
  await expect(page.getByLabel('New Password')).toBeVisible();
});
