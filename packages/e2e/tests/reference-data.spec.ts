import { expect, test, type Page } from '@playwright/test';
import { API, storeSession, unique } from './fixtures';

async function apiToken(page: Page, username: string): Promise<string> {
  const response = await page.request.post(`${API}/commonlogin`, { data: { username, password: 'Passw0rd!' } });
  return (await response.json()).token;
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test.describe('reference data as the platform administrator', () => {
  test.beforeEach(async ({ page }) => {
    await storeSession(page, 'kyubos_admin');
  });

  test('the country list pages through the seeded countries, 10 a page', async ({ page }) => {
    const token = await apiToken(page, 'kyubos_admin');
    const { countries } = await (await page.request.get(`${API}/viewcountry`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const pages = Math.ceil(countries.length / 10);
    await page.goto('/user_admin_countries');
    const countriesTable = table(page, 'Countries');
    await expect(countriesTable.getByRole('cell', { name: countries[0].country_name, exact: true })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    // 10 data rows plus the blank add row.
    await expect(countriesTable.locator('tbody tr')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(countriesTable.getByRole('cell', { name: countries[10].country_name, exact: true })).toBeVisible();
    await expect(countriesTable.getByRole('cell', { name: '11', exact: true })).toBeVisible();
    await expect(countriesTable.getByRole('cell', { name: countries[0].country_name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user_admin_home');
  });

  test('a country added through the blank last row is listed after Save', async ({ page }) => {
    const name = `Zz Testland ${unique()}`;
    const code = `Z${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
    await page.goto('/user_admin_countries');
    await page.getByRole('row', { name: 'Add new' }).dblclick();
    await expect(page).toHaveURL(/\/user_admin_add_countries$/);
    await page.getByLabel('Country Code').fill(code);
    await page.getByLabel('Country Name').fill(name);
    await page.getByLabel('Country Regular Code').fill('999');
    await page.getByLabel('Country Market Name').fill('Test Market');
    await page.getByLabel('Country Currency Code').fill('TST');
    await page.getByLabel('Country Language Code').fill('en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_countries$/);
    await page.getByRole('button', { name: 'Last page' }).click();
    const row = table(page, 'Countries').getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(code);
    await expect(row).toContainText('TST');
  });

  test('a changed country form asks before the main menu leaves it: Escape stays, No goes to the menu’s page unsaved', async ({ page }) => {
    const token = await apiToken(page, 'kyubos_admin');
    const headers = { Authorization: `Bearer ${token}` };
    const { countries } = await (await page.request.get(`${API}/viewcountry`, { headers })).json();
    const canada = countries.find((country: { country_code: string }) => country.country_code === 'CA');
    await page.goto(`/user_admin_edit_countries/${canada.id}`);
    const market = page.getByLabel('Country Market Name');
    await expect(market).toHaveValue(canada.country_marketname);
    await market.fill('Unsaved Market');
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true });

    await home.click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog).toContainText('You entered something in the form. Do you want to save?');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/user_admin_edit_countries/${canada.id}$`));
    await expect(market).toHaveValue('Unsaved Market');

    await home.click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/user_admin_home$/);
    const { country } = await (await page.request.post(`${API}/editcountry`, { headers, data: { id: canada.id } })).json();
    expect(country.country_marketname).toBe(canada.country_marketname);
  });

  test('double-clicking a state’s action cell opens its edit form; the change shows in the list', async ({ page }) => {
    const token = await apiToken(page, 'kyubos_admin');
    const headers = { Authorization: `Bearer ${token}` };
    const { countries } = await (await page.request.get(`${API}/viewcountry`, { headers })).json();
    const canada = countries.find((country: { country_code: string }) => country.country_code === 'CA');
    const tag = unique();
    const created = await page.request.post(`${API}/createstate`, {
      headers,
      data: { country_id: canada.id, state_code: tag.slice(-6).toUpperCase(), state_name: `Aaa State ${tag}`, state_retaliatorytaxflag: 'N' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/user_admin_state');
    const statesTable = table(page, 'States');
    await expect(statesTable.getByRole('columnheader')).toHaveText(['#', 'State Name', 'State Code', 'Actions']);
    const row = statesTable.getByRole('row').filter({ hasText: `Aaa State ${tag}` });
    await row.getByRole('cell').last().dblclick();
    await expect(page).toHaveURL(/\/user_admin_edit_state\/\d+$/);
    await expect(page.getByLabel('State Name')).toHaveValue(`Aaa State ${tag}`);
    await expect(page.getByLabel('Country Code')).toHaveValue('CA');
    await page.getByLabel('State Name').fill(`Aaa Renamed ${tag}`);
    await page.getByLabel('State Retaliatory Tax Percentage').fill('1.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_state$/);
    await expect(statesTable.getByRole('cell', { name: `Aaa Renamed ${tag}`, exact: true })).toBeVisible();
    await expect(statesTable.getByRole('cell', { name: `Aaa State ${tag}`, exact: true })).toHaveCount(0);
  });

  test('the city form reloads the state choices for the chosen country, and the new city is listed', async ({ page }) => {
    const name = `Aaa City ${unique()}`;
    await page.goto('/user_admin_add_city');
    const state = page.getByRole('combobox', { name: 'State', exact: true });
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await expect(state.getByRole('option', { name: 'Ontario' })).toHaveCount(1);
    await expect(state.getByRole('option', { name: 'Colorado' })).toHaveCount(0);
    await expect(page.getByLabel('Country Code')).toHaveValue('CA');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
    await expect(state.getByRole('option', { name: 'Colorado' })).toHaveCount(1);
    await expect(state.getByRole('option', { name: 'Ontario' })).toHaveCount(0);
    await state.selectOption({ label: 'Colorado' });
    await expect(page.getByLabel('State Code')).toHaveValue('CO');
    await page.getByLabel('City Name').fill(name);
    await page.getByLabel('Zip Code').fill('80301');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_city$/);
    const row = table(page, 'Cities').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('CO');
    await expect(row).toContainText('United States');
  });
});

test.describe('currencies and country records as the platform administrator', () => {
  test.beforeEach(async ({ page }) => {
    await storeSession(page, 'kyubos_admin');
  });

  test('the currency list pages the seeded currencies, 10 a page', async ({ page }) => {
    const token = await apiToken(page, 'kyubos_admin');
    const { currency } = await (await page.request.get(`${API}/viewcurrency`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const pages = Math.ceil(currency.length / 10);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/user_admin_currency');
    const currencyTable = table(page, 'Currency');
    await expect(currencyTable.getByRole('columnheader')).toHaveText(['#', 'Currency Name', 'Currency Code', 'Country', 'Actions']);
    await expect(currencyTable.getByRole('cell', { name: currency[0].currency_name, exact: true })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    // 10 data rows plus the blank add row.
    await expect(currencyTable.locator('tbody tr')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(currencyTable.getByRole('cell', { name: currency[10].currency_name, exact: true })).toBeVisible();
    await expect(currencyTable.getByRole('cell', { name: currency[0].currency_name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user_admin_home');
  });

  test('a currency added through the blank last row is listed; double-click edits it and the change is listed', async ({ page }) => {
    const tag = unique();
    const name = `Aaa Currency ${tag}`;
    const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
    // Listed by code: a Z code sorts onto the last page.
    const code = `Z${letter()}${letter()}`;
    await page.goto('/user_admin_currency');
    await page.getByRole('row', { name: 'Add new' }).dblclick();
    await expect(page).toHaveURL(/\/user_admin_add_currency$/);
    await page.getByLabel('Currency Name').fill(name);
    await page.getByLabel('Currency Code').fill(code);
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_currency$/);

    const currencyTable = table(page, 'Currency');
    await page.getByRole('button', { name: 'Last page' }).click();
    const row = currencyTable.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(code);
    await expect(row).toContainText('Canada');

    await row.getByRole('cell').last().dblclick();
    await expect(page).toHaveURL(/\/user_admin_edit_currency\/\d+$/);
    await expect(page.getByLabel('Currency Name')).toHaveValue(name);
    await expect(page.getByLabel('Currency Code')).toHaveValue(code);
    await expect(page.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText('Canada');
    await page.getByLabel('Currency Name').fill(`Aaa Renamed ${tag}`);
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Mexico' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_currency$/);

    await page.getByRole('button', { name: 'Last page' }).click();
    const renamed = currencyTable.getByRole('row').filter({ hasText: `Aaa Renamed ${tag}` });
    await expect(renamed).toContainText(code);
    await expect(renamed).toContainText('Mexico');
    await expect(currencyTable.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('a deep link to /user_admin_edit_countries/{id} loads that country', async ({ page }) => {
    const token = await apiToken(page, 'kyubos_admin');
    const { countries } = await (await page.request.get(`${API}/viewcountry`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const mexico = countries.find((country: { country_code: string }) => country.country_code === 'MX');
    await page.goto(`/user_admin_edit_countries/${mexico.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Country' })).toBeVisible();
    await expect(page.getByLabel('Country Name')).toHaveValue(mexico.country_name);
    await expect(page.getByLabel('Country Code')).toHaveValue('MX');
    await expect(page.getByLabel('Country Regular Code')).toHaveValue(mexico.country_regularcode ?? '');
    await expect(page.getByLabel('Country Market Name')).toHaveValue(mexico.country_marketname ?? '');
    await expect(page.getByLabel('Country Currency Code')).toHaveValue(mexico.country_currencycode ?? '');
    await expect(page.getByLabel('Country Language Code')).toHaveValue(mexico.country_languagecode ?? '');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user_admin_home');
    await expect(breadcrumb.getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/user_admin_countries');
  });
});

test.describe('companies', () => {
  test.beforeEach(async ({ page }) => {
    await storeSession(page, 'kyubos_admin');
  });

  test('a company created with two documents lists; its edit screen downloads one of them', async ({ page }) => {
    const name = `Aaa Company ${unique()}`;
    await page.goto('/user_admin_company');
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/user_admin_add_companies$/);
    await page.getByLabel('Company Name').fill(name);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('TPA');
    await page.getByLabel('Owner Email').fill('owner@aaa.example');
    await page.getByLabel('Start Date').fill('2025-01-15');
    await page.getByLabel('End Date').fill('2027-01-14');
    await page.getByLabel('Plan Name').fill('Starter');
    await page.getByLabel('Plan Amount').fill('499');
    await page.getByLabel('Document Upload').setInputFiles([
      { name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 licence') },
      { name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Starter plan, 499 a month') },
    ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_company$/);

    const row = table(page, 'Companies').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('TPA');
    await expect(row).toContainText('01-15-2025');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/user_admin_edit_companies\/\d+$/);
    await expect(page.getByLabel('Start Date')).toHaveValue('2025-01-15');
    await expect(page.getByRole('radio', { name: 'Enabled' })).toBeChecked();
    await expect(page.getByLabel('Document Upload')).toHaveValue('licence.pdf, plan.txt');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download plan.txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('plan.txt');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('Starter plan, 499 a month');
  });

  test('removing a company asks "Do you want to remove?"; Cancel keeps it, OK removes it', async ({ page }) => {
    const name = `Aaa Remove ${unique()}`;
    const token = await apiToken(page, 'kyubos_admin');
    const created = await page.request.post(`${API}/company`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { companyName: name, type: 'MGU' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/company');
    await expect(page).toHaveURL(/\/user_admin_company$/);
    const row = table(page, 'Companies').getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Do you want to remove?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(table(page, 'Companies').getByRole('row').filter({ hasText: 'Harbor TPA' })).toBeVisible();
    await expect(table(page, 'Companies').getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe('reference data as a client admin', () => {
  test('summit_admin reads the country list without Add or edit actions; a forced create gets 403', async ({ page }) => {
    const login = await storeSession(page, 'summit_admin');
    await page.goto('/user_admin_countries');
    const countriesTable = table(page, 'Countries');
    await expect(countriesTable.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
    await expect(page.getByRole('row', { name: 'Add new' })).toHaveCount(0);
    await expect(countriesTable.getByRole('button', { name: /Edit/ })).toHaveCount(0);

    const forced = await page.request.post(`${API}/createcountry`, {
      headers: { Authorization: `Bearer ${login.token}` },
      data: { country_code: 'ZQ', country_name: 'Forced' },
    });
    expect(forced.status()).toBe(403);
    expect((await forced.json()).message).toBe('Only the platform administrator may change this data');
  });
});

test.describe('reference data as a staff user', () => {
  test('summit_staff (Countries at Read) sees the country list with no Add, blank row or edit action; a forced update gets 403', async ({ page }) => {
    const login = await storeSession(page, 'summit_staff');
    const headers = { Authorization: `Bearer ${login.token}` };
    const { countries } = await (await page.request.get(`${API}/viewcountry`, { headers })).json();
    await page.goto('/user_admin_countries');
    const countriesTable = table(page, 'Countries');
    await expect(countriesTable.getByRole('cell', { name: countries[0].country_name, exact: true })).toBeVisible();
    await expect(countriesTable.getByRole('columnheader')).toHaveText(['#', 'Country Name', 'Country Code', 'Currency Code', 'Market']);
    await expect(countriesTable.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(`Page 1 of ${Math.ceil(countries.length / 10)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
    await expect(page.getByRole('row', { name: 'Add new' })).toHaveCount(0);
    await expect(countriesTable.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    await countriesTable.getByRole('row').nth(1).dblclick();
    await expect(page).toHaveURL(/\/user_admin_countries$/);

    const forced = await page.request.post(`${API}/updatecountry`, {
      headers,
      data: { countryData: { ...countries[0], country_name: 'Forced' } },
    });
    expect(forced.status()).toBe(403);
    const { country } = await (await page.request.post(`${API}/editcountry`, { headers, data: { id: countries[0].id } })).json();
    expect(country.country_name).toBe(countries[0].country_name);
  });
});
