import { expect, test, type Page } from '@playwright/test';
import { storeSession, unique } from './fixtures';

/** A field by its label, whether or not it carries the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const rowOf = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

test('a Kyubos carrier pointing at a TPA shows "Invalid Kyubos id" and the field is cleared', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_carrier');
  await expect(rowOf(page, 'Atlas Insurance Co')).toContainText('KYB-ATLAS');
  await page.getByRole('row', { name: 'Add a Carrier' }).dblclick();
  await expect(page).toHaveURL(/\/user_admin_add_carrier$/);
  await page.getByLabel(label('Type')).selectOption('Kyubos');
  // Harbor TPA is a platform client, but not a carrier.
  await page.getByLabel(label('Pointing ID')).fill('KYB-HARBOR');
  await page.getByLabel(label('FTP Account Name')).focus();
  await expect(page.getByRole('alert')).toHaveText('Invalid Kyubos id');
  await expect(page.getByLabel(label('Pointing ID'))).toHaveValue('');

  // A platform carrier's pointing id passes (one the directory does not point at yet), and create returns to the carrier list.
  const name = `E2E Carrier ${unique()}`;
  await page.getByLabel(label('Carrier Name')).fill(name);
  await page.getByLabel(label('Pointing ID')).fill('KYB-TIDEWATER');
  await page.getByLabel(label('FTP Account Name')).focus();
  await page.getByLabel(label('FTP Account Name')).fill('e2e-ftp');
  await page.getByLabel(label('FTP Account Key')).fill('e2e-ftp-key');
  await page.getByLabel(label('Container Name')).fill('bdx-e2e');
  await expect(page.getByLabel(label('Pointing ID'))).toHaveValue('KYB-TIDEWATER');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_carrier$/);
  await expect(rowOf(page, name)).toContainText('KYB-TIDEWATER / bdx-e2e/kyb-tidewater');
});

test('an empty Save of the carrier form names every required field at once, the FTP Account Key among them', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_add_carrier');
  await page.getByRole('button', { name: 'Save' }).click();
  for (const field of ['Carrier Name', 'Pointing ID', 'FTP Account Name', 'FTP Account Key', 'Container Name']) {
    await expect(page.getByText(`${field} is required`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/user_admin_add_carrier$/);
});

test('a Non Kyubos carrier\'s pointing id is checked on blur too; one another carrier points at is refused on Save, a free one is saved', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_add_carrier');
  await page.getByLabel(label('Type')).selectOption('Non Kyubos');
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/clientsearch')) lookups.push(request.postDataJSON().kyubosid as string);
  });
  await page.getByLabel(label('Pointing ID')).fill('KYB-NOWHERE');
  await page.getByLabel(label('FTP Account Name')).focus();
  await expect(page.getByRole('alert')).toHaveText('Invalid Kyubos id');
  await expect(page.getByLabel(label('Pointing ID'))).toHaveValue('');

  const name = `E2E Non Kyubos Carrier ${unique()}`;
  await page.getByLabel(label('Carrier Name')).fill(name);
  await page.getByLabel(label('Pointing ID')).fill('KYB-ATLAS');
  await page.getByLabel(label('FTP Account Name')).focus();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(lookups).toEqual(['KYB-NOWHERE', 'KYB-ATLAS']);
  await page.getByLabel(label('FTP Account Name')).fill('e2e-ftp');
  await page.getByLabel(label('FTP Account Key')).fill('e2e-ftp-key');
  await page.getByLabel(label('Container Name')).fill('bdx-e2e');
  await expect(page.getByLabel(label('Pointing ID'))).toHaveValue('KYB-ATLAS');
  // Atlas Insurance Co already points at KYB-ATLAS: the same carrier twice is refused, nothing typed is lost.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The Pointing ID KYB-ATLAS is already used by Atlas Insurance Co');
  await expect(page).toHaveURL(/\/user_admin_add_carrier$/);
  await expect(page.getByLabel(label('Carrier Name'))).toHaveValue(name);

  // Harbor's Chesapeake Mutual is a platform carrier Summit's directory does not hold yet.
  await page.getByLabel(label('Pointing ID')).fill('KYB-CHESAPEAKE');
  await page.getByLabel(label('FTP Account Name')).focus();
  await expect.poll(() => lookups).toEqual(['KYB-NOWHERE', 'KYB-ATLAS', 'KYB-CHESAPEAKE']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_carrier$/);
  await expect(rowOf(page, name)).toContainText('KYB-CHESAPEAKE / bdx-e2e/kyb-chesapeake');
});

test('editing a TPA keeps its stored secrets and returns to the TPA list', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_tpa');
  const row = rowOf(page, 'Frontline Claims Services');
  await row.getByRole('button', { name: 'Edit Frontline Claims Services' }).click();
  await expect(page).toHaveURL(/\/user_admin_edit_tpa\/\d+$/);
  await expect(page.getByLabel(label('Type'))).toHaveValue('Non Kyubos');
  await expect(page.getByLabel(label('Type'))).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(label('Password'))).toHaveValue('');
  await expect(page.getByLabel(label('Password'))).toHaveAttribute('placeholder', '••••••••');
  const city = `Aurora ${unique()}`;
  await page.getByLabel(label('City')).fill(city);
  // The seeded TPA has no FTP key yet: one is required before it can be saved.
  await page.getByLabel(label('FTP Account Key')).fill('frontline-ftp-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_tpa$/);

  await rowOf(page, 'Frontline Claims Services').getByRole('button', { name: 'Edit Frontline Claims Services' }).click();
  await expect(page.getByLabel(label('City'))).toHaveValue(city);
  await expect(page.getByLabel(label('FTP Account Key'))).toHaveAttribute('placeholder', '••••••••');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/user_admin_tpa$/);
});
