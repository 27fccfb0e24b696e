import { expect, test, type Page } from '@playwright/test';
import { storeSession, unique } from './fixtures';

/** A field by its label, whether or not it carries the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const rowOf = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

test('a line of business gets a package with coverages, a Table attribute group with attributes, and ranked groups kept after reload', async ({ page }) => {
  test.slow(); // about twenty screens in one flow
  const tag = unique();
  const lobName = `E2E LOB ${tag}`;
  const groupName = `E2E Drivers ${tag}`;
  const { client_id } = await storeSession(page, 'summit_admin');

  // Create the LOB; Save returns to the list.
  await page.goto('/user_admin_add_intakecategory/');
  await page.getByLabel(label('LOB')).fill(lobName);
  await page.getByLabel(label('Sub LOB')).fill('Fleet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_intakecategory\/?$/);
  await expect(page.getByText('Showing rows 1 to')).toBeVisible();
  const lobRow = rowOf(page, `${lobName}-Fleet`);
  await expect(lobRow).toBeVisible();

  // Its packages: add one, then open its coverage list.
  await lobRow.getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { name: `${lobName}-Fleet's Packages` })).toBeVisible();
  const lobId = Number(/user_admin_intakesubcategory\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('link', { name: 'Add' }).click();
  // Named as the heading names the line, with its Sub LOB.
  await expect(page.getByLabel(label('Category'))).toHaveValue(`${lobName}-Fleet`);
  await page.getByLabel(label('List Name')).fill('Gold Fleet Package');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_intakesubcategory/${lobId}$`));
  const packageRow = rowOf(page, 'Gold Fleet Package');
  await expect(packageRow).toContainText(lobName);
  await packageRow.getByRole('link', { name: 'List' }).click();
  await expect(page.getByRole('heading', { name: "Gold Fleet Package's Coverages" })).toBeVisible();
  for (const [name, limit, premium] of [
    ['Combined Single Limit', '1000000', '3200'],
    ['Medical Payments', '5000', '120.50'],
  ]) {
    await page.getByLabel(label('Coverage Name')).fill(name!);
    await page.getByLabel(label('Coverage Limit')).fill(limit!);
    await page.getByLabel(label('Premium')).fill(premium!);
    await page.getByRole('button', { name: 'Add Coverage' }).click();
    await expect(rowOf(page, name!)).toBeVisible();
  }
  await expect(rowOf(page, 'Combined Single Limit')).toContainText('$1,000,000');
  await expect(rowOf(page, 'Medical Payments')).toContainText('$120.50');
  await page.reload();
  await expect(rowOf(page, 'Medical Payments')).toContainText('$5,000');

  // An attribute group: Table is offered only on edit, and Number of Row only for Table.
  await page.goto(`/user_admin_add_attributegroup/${client_id}`);
  await page.getByLabel(label('Group Name')).fill(groupName);
  await expect(page.getByLabel(label('Display Type')).locator('option', { hasText: 'Table' })).toHaveCount(0);
  await page.getByLabel(label('Display Type')).selectOption('Double Column');
  await expect(page.getByLabel(label('Number of Row'))).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_attributegroup\/?$/);
  // Ten a page: the new group is last, on the last page.
  await page.getByRole('button', { name: /last page/i }).click();
  await rowOf(page, groupName).getByRole('button', { name: `Edit ${groupName}` }).dblclick();
  await page.getByLabel(label('Display Type')).selectOption('Table');
  await page.getByLabel(label('Number of Row')).fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_attributegroup\/?$/);
  await page.getByRole('button', { name: /last page/i }).click();
  await rowOf(page, groupName).getByRole('link', { name: 'Attribute' }).click();
  await expect(page.getByRole('heading', { name: `${groupName} Attribute` })).toBeVisible();

  // Attributes: the format decides the data type.
  for (const [attributeLabel, attributeName, format, dataType] of [
    ['Garaging ZIP', 'zipcode', '99999', 'Numeric'],
    // The line's own question: no customer field, so no Attribute Name (None).
    ['Fleet Code', '', 'AA-9999', 'Alphanumeric'],
  ] as const) {
    await page.getByRole('row', { name: 'Add an attribute' }).dblclick();
    await page.getByLabel(label('Name')).fill(attributeLabel);
    await page.getByLabel(label('Attribute Name')).selectOption(attributeName);
    await page.getByLabel(label('Attribute Type')).selectOption('radio');
    await expect(page.getByLabel(label('Radio Box Group'))).toBeVisible();
    await expect(page.getByLabel(label('Format'))).toHaveCount(0);
    await page.getByLabel(label('Attribute Type')).selectOption('text');
    await expect(page.getByLabel(label('Radio Box Group'))).toHaveCount(0);
    await expect(page.getByText('use a, A and 9')).toBeVisible();
    await page.getByLabel(label('Format')).fill(format);
    await expect(page.getByLabel(label('Data Type'))).toHaveValue(dataType);
    await page.getByRole('radio', { name: 'Required', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(rowOf(page, attributeLabel)).toBeVisible();
  }
  // A double click on the row's name opens it, as on its action cell.
  await rowOf(page, 'Fleet Code').getByRole('cell', { name: 'Fleet Code', exact: true }).dblclick();
  await expect(page.getByLabel(label('Attribute Name'))).toHaveValue('');
  await expect(page.getByLabel(label('Format'))).toHaveValue('AA-9999');
  await expect(page.getByLabel(label('Data Type'))).toHaveValue('Alphanumeric');
  await page.getByRole('link', { name: 'Cancel' }).click();

  // Assign the new group and a seeded one to the LOB.
  for (const option of [`${groupName} (Table)`, 'Insured Details (Double Column)']) {
    await page.goto(`/user_admin_add_intakeattributegroup/${lobId}`);
    await page.getByLabel(label('Attribute Group')).selectOption({ label: option });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/user_admin_intakeattributegroup/${lobId}$`));
  }
  await expect(page.getByText('Showing rows 1 to 2 of 2')).toBeVisible();
  const names = page.getByRole('row').locator('td:nth-child(2)');
  await expect(names).toHaveText([groupName, 'Insured Details']);

  // Reorder and deactivate, save, reload: kept.
  await page.getByLabel(label(`Rank of ${groupName}`)).fill('5');
  await page.getByLabel(label('Rank of Insured Details')).fill('1');
  await page.getByLabel(label(`Status of ${groupName}`)).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.reload();
  await expect(names).toHaveText(['Insured Details', groupName]);
  await expect(page.getByLabel(label(`Rank of ${groupName}`))).toHaveValue('5');
  await expect(page.getByLabel(label(`Status of ${groupName}`))).not.toBeChecked();
  await expect(page.getByLabel(label('Status of Insured Details'))).toBeChecked();
});

test('a package is removed only after "Do you want to remove?" is confirmed', async ({ page }) => {
  const tag = unique();
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_intakecategory');
  await rowOf(page, 'WORKERS COMP').first().getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByLabel(label('List Name')).fill(`Short-lived ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = rowOf(page, `Short-lived ${tag}`);
  await row.getByRole('button', { name: `Delete Short-lived ${tag}` }).click();
  await expect(page.getByText('Do you want to remove?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete Short-lived ${tag}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, 'Standard WC')).toBeVisible();
  await expect(rowOf(page, `Short-lived ${tag}`)).toHaveCount(0);
});

test('the preview of a line of business shows its form inside the window; + Add New of a Table group adds an entry there', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_intakecategory');
  const workersComp = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'WORKERS COMP', exact: true }) });
  await workersComp.getByRole('link', { name: 'Attributes' }).click();
  await expect(page.getByRole('heading', { name: 'WORKERS COMP Attribute Groups' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview form' }).click();

  const dialog = page.getByRole('dialog', { name: 'Preview form' });
  const entries = dialog.getByText(/^Employee Classes \d+$/);
  await expect(entries.first()).toBeVisible();
  const before = await entries.count();
  // The form is longer than the window: the dialog keeps to the window and its body scrolls.
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await dialog.getByRole('button', { name: '+ Add New' }).first().click();
  await expect(entries).toHaveCount(before + 1);
  await expect(dialog.getByText(`Employee Classes ${before + 1}`, { exact: true })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeInViewport();
});
