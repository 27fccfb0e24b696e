import { expect, test, type Page } from '@playwright/test';
import { API, storeSession, unique } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function apiPost<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A new PROPERTY form, its insured typed once in Insured Details, its Policy Information filled. */
async function fillPropertyForm(page: Page, lastname: string) {
  await openPropertyForm(page);
  await fillPropertyFields(page, lastname);
}

/** A new PROPERTY form from the home page's side bar, no customer selected. */
async function openPropertyForm(page: Page) {
  await page.evaluate(() => localStorage.removeItem('selectedDataArray'));
  await page.goto('/user_admin_home');
  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await expect(page.getByRole('heading', { name: 'PROPERTY' })).toBeVisible();
}

/** The PROPERTY form's required fields and its Policy Information, on the form shown. */
async function fillPropertyFields(page: Page, lastname: string) {
  const lob = region(page, 'Line of business');
  await lob.getByLabel(/^State/).selectOption({ label: 'Colorado' });
  await lob.getByLabel(/^Program/).selectOption({ index: 1 });
  await page.getByLabel('Policy Duration').selectOption('1year');

  const insured = region(page, 'Insured Details');
  await insured.getByLabel(/^First Name/).fill('Rowan');
  await insured.getByLabel(/^Last Name/).fill(lastname);
  await insured.getByLabel(/^Street Address/).fill('2 Capitol Ave');
  await insured.getByLabel(/^City/).fill('Cheyenne');
  await insured.getByLabel(/^State/).fill('WY');
  await insured.getByLabel(/^ZIP Code/).fill('82001');
  await insured.getByLabel(/^Email/).fill('rowan@example.com');
  const policy = region(page, 'Policy Information');
  await policy.getByLabel(/^Policy Code/).fill('PR1234');
  // 9999999 means up to seven digits: 4250 is a whole amount.
  await policy.getByLabel(/^Policy Amount/).fill('4250');
  await expect(policy.getByText(/according to the format 9999999/)).toHaveCount(0);
  await policy.getByLabel(/^Business Type/).selectOption('LLC');
}

test('the form charges only the coverages the insured takes: a declined one is left out of the amount', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const lastname = `Premium${unique()}`;
  await fillPropertyForm(page, lastname);
  const coverage = page.getByRole('table', { name: 'Coverage' });
  // Each coverage shows its package's premium, not a box to type another.
  await expect(coverage.getByLabel('Premium of Building')).toHaveText('$6,500.00');
  await expect(coverage.getByRole('textbox', { name: 'Premium of Building' })).toHaveCount(0);
  await coverage.getByRole('combobox', { name: 'Include of Business Personal Property' }).selectOption('Y');
  await expect(coverage.getByLabel('Premium of Business Personal Property')).toHaveText('$800.00');
  await coverage.getByRole('combobox', { name: 'Include of Loss of Rents' }).selectOption('N');
  await expect(coverage.getByLabel('Premium of Loss of Rents')).toHaveText('$410.00');
  // Building (required) and Business Personal Property (Y) are charged; Loss of Rents (N) is not.
  await expect(page.getByTestId('policy-amount')).toHaveText('$7,300.00');

  await page.getByRole('button', { name: 'Generate Quotation' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);
  const { Policyquotations } = await apiPost<{ Policyquotations: { policyamount: number }[] }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
    filters: { lastname },
  });
  expect(Policyquotations.map((row) => row.policyamount)).toEqual([7300]);
});

test('one insured: the customer fields appear once on the form, and the saved record shows the same insured', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const lastname = `Insured${unique()}`;
  await fillPropertyForm(page, lastname);
  // One input each: the Customer section keeps no copy of what Insured Details holds.
  await expect(page.getByLabel(/^First Name/)).toHaveCount(1);
  await expect(page.getByLabel(/^City/)).toHaveCount(1);
  await expect(region(page, 'Customer').getByLabel(/^Last Name/)).toHaveCount(0);

  // The required-fields alert names a missing field once.
  await region(page, 'Insured Details').getByLabel(/^First Name/).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Please fill in the required fields' });
  await expect(alert).toContainText('First Name');
  expect((await alert.innerText()).match(/First Name/g)).toHaveLength(1);
  await region(page, 'Insured Details').getByLabel(/^First Name/).fill('Rowan');

  await page.getByRole('button', { name: 'Generate Quotation' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);
  const { Policyquotations } = await apiPost<{ Policyquotations: { id: number; intake_id: number; customer_id: number; city: string }[] }>(
    page,
    login.token,
    '/viewpolicyquotationlist',
    { company_id: login.client_id, filters: { lastname } },
  );
  const saved = Policyquotations[0]!;
  expect(saved.city).toBe('Cheyenne');
  const { customers } = await apiPost<{ customers: { customer_id: number; city: string; state: string; lastname: string }[] }>(
    page,
    login.token,
    '/viewcustomerlist',
    { company_id: login.client_id },
  );
  expect(customers.find((customer) => customer.customer_id === saved.customer_id)).toMatchObject({ lastname, city: 'Cheyenne', state: 'WY' });

  await page.goto(`/user_admin_view_policy_quotation/${saved.id}/${saved.intake_id}`);
  const shown = region(page, 'Insured Details');
  for (const value of ['Rowan', lastname, 'Cheyenne', 'WY', '82001']) await expect(shown.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Helena')).toHaveCount(0);
});

test('Customer: typing part of a stored customer\'s name asks for a page of matches, and the one chosen fills the insured', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const lastname = `Pick${unique()}`;
  await fillPropertyForm(page, lastname);
  await page.getByRole('button', { name: 'Generate Quotation' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);

  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/viewcustomerlist') asked.push(request.postDataJSON());
  });
  await openPropertyForm(page);
  const choice = region(page, 'Customer').getByRole('combobox', { name: 'Customer' });
  await choice.fill(lastname);
  const option = page.getByRole('option', { name: new RegExp(`^${lastname}, Rowan`) });
  await expect(option).toBeVisible();
  await expect(choice).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await choice.press('Enter');
  await expect(choice).toHaveValue(`${lastname}, Rowan`);
  const insured = region(page, 'Insured Details');
  await expect(insured.getByLabel(/^First Name/)).toHaveValue('Rowan');
  await expect(insured.getByLabel(/^City/)).toHaveValue('Cheyenne');
  // Never the whole book: each call asks for one page of the typed text's matches.
  expect(asked).toEqual([{ company_id: login.client_id, search: lastname, filters: {}, page: 1, pageSize: 10 }]);

  await choice.fill('zz-no-such-customer');
  await expect(page.getByRole('status').filter({ hasText: 'No customer matches' })).toBeVisible();
  await choice.press('Escape');
  await expect(choice).toHaveValue(`${lastname}, Rowan`);
});

test('at 1280 px wide the full list and the coverage table keep Status and Premium reachable, the page itself not cut', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_home');
  const full = page.getByRole('table', { name: 'Policies, quotations and binders' });
  await expect(full.locator('tbody tr').first()).toBeVisible();
  // The stage's Status, not the Policy Status or Billing Status beside it.
  const status = full.getByRole('columnheader', { name: 'Status', exact: true });
  await status.scrollIntoViewIfNeeded();
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // The list is wider than its place (1565 px in 862 px at 1280): scrolled to its end, it keeps its first column in view.
  const scroller = full.locator('xpath=..');
  const widths = await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return { scroll: element.scrollWidth, client: element.clientWidth };
  });
  expect(widths.scroll).toBeGreaterThan(widths.client);
  const firstHeader = (await full.getByRole('columnheader').first().boundingBox())!;
  const scrollerBox = (await scroller.boundingBox())!;
  expect(firstHeader.x).toBeGreaterThanOrEqual(scrollerBox.x - 1);

  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await region(page, 'Line of business').getByLabel(/^Program/).selectOption({ index: 1 });
  const premium = page.getByRole('table', { name: 'Coverage' }).getByRole('columnheader', { name: 'Premium' });
  // Scrolled to once the program's coverage table has its final layout.
  await expect(async () => {
    await premium.scrollIntoViewIfNeeded();
    const premiumBox = (await premium.boundingBox())!;
    expect(premiumBox.x + premiumBox.width).toBeLessThanOrEqual(1280);
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

/** A new PROPERTY form opened from the quotation list's side bar, as a user does. */
async function openPropertyFromQuotations(page: Page) {
  await page.evaluate(() => localStorage.removeItem('selectedDataArray'));
  await page.goto('/user_admin_policy_quotations');
  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await expect(page.getByRole('heading', { name: 'PROPERTY' })).toBeVisible();
  await expect(region(page, 'Line of business').getByRole('option', { name: 'Colorado' })).toBeAttached();
}

test('keyboard: a refused Save puts the focus on the first field at fault, its notice goes once they are corrected, and a failed save hands the focus to its message', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await openPropertyFromQuotations(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  const required = page.getByRole('alert').filter({ hasText: 'Please fill in the required fields' });
  await expect(required).toBeVisible();
  const marked = page.locator('form [aria-invalid="true"]');
  expect(await marked.count()).toBeGreaterThan(3);
  await expect(marked.first()).toBeFocused();
  await expect(save).not.toBeFocused();

  // Corrected field by field: the notice goes with the last mark, before any new Save.
  await fillPropertyFields(page, `Focus${unique()}`);
  await expect(marked).toHaveCount(0);
  await expect(required).toHaveCount(0);

  // The save fails on the way (no connection): the message takes the focus, Retry is the next Tab.
  await page.route('**/savepolicyquoation', (route) => route.abort('connectionrefused'));
  await save.focus();
  await page.keyboard.press('Enter');
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(failure).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeFocused();
  await expect(region(page, 'Insured Details').getByLabel(/^First Name/)).toHaveValue('Rowan');
});

test("the browser's Back from a changed form asks 'Unsaved changes': Escape keeps what was typed, No goes back to the list", async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await openPropertyFromQuotations(page);
  const formUrl = page.url();
  const firstName = region(page, 'Insured Details').getByLabel(/^First Name/);
  await firstName.fill('Backy');

  await page.goBack();
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText('You entered something in the form. Do you want to save?');
  expect(page.url()).toBe(formUrl);
  await expect(firstName).toHaveValue('Backy');

  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(firstName).toHaveValue('Backy');

  // Asked again on the next Back; No leaves for the list Back was going to.
  await page.goBack();
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_quotations$/);
  await expect(page.getByRole('heading', { name: 'PROPERTY' })).toHaveCount(0);
});

test('the coverage table: at 1400 px every column is in view and each Include choice shows "Select" whole; narrower, it is a scroll region Tab reaches, the arrows bringing Premium into view', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await storeSession(page, 'summit_admin');
  await openPropertyFromQuotations(page);
  await region(page, 'Line of business').getByLabel(/^Program/).selectOption({ index: 1 });
  const table = page.getByRole('table', { name: 'Coverage' });
  const include = table.getByRole('combobox', { name: /^Include of / }).filter({ hasNot: page.locator(':disabled') });
  await expect(include.first()).toBeVisible();

  // The select is at least as wide as its prompt's text, its padding and its arrow.
  const room = await include.first().evaluate((select) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText('Select').width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 16;
    return { width: select.clientWidth, text };
  });
  expect(room.width).toBeGreaterThanOrEqual(room.text);

  const premium = table.getByRole('columnheader', { name: 'Premium' });
  const scroller = table.locator('xpath=..');
  const inView = async () => {
    const box = (await scroller.boundingBox())!;
    const header = (await premium.boundingBox())!;
    return header.x + header.width <= box.x + box.width + 1;
  };
  const box = page.getByRole('region', { name: 'Coverage table' });
  await expect.poll(() => scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await inView()).toBe(true);
  await expect(box).toHaveCount(0);

  // At 1280 px the table is wider than its place: its box is in the Tab order just before its first control, and the arrows scroll it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(box).toBeVisible();
  expect(await inView()).toBe(false);
  await table.locator('input, select:not(:disabled)').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(box).toBeFocused();
  for (let press = 0; press < 30 && !(await inView()); press += 1) await page.keyboard.press('ArrowRight');
  expect(await inView()).toBe(true);
});

test('two people on one quotation: the later Save of a form read before the other\'s save is refused naming it, keeps what was typed, and Reload shows the saved record', async ({ page, browser }) => {
  const login = await storeSession(page, 'summit_admin');
  const lastname = `Meanwhile${unique()}`;
  await fillPropertyForm(page, lastname);
  await page.getByRole('button', { name: 'Generate Quotation' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);
  const { Policyquotations } = await apiPost<{ Policyquotations: { id: number; intake_id: number }[] }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
    filters: { lastname },
  });
  const { id, intake_id } = Policyquotations[0]!;
  const editPath = `/edit_intakeform_user_admin_policy/${id}/${intake_id}`;

  // B: a second sign-in in a browser of its own, the same record open.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await storeSession(pageB, 'summit_admin');
  await pageB.goto(editPath);
  await page.goto(editPath);
  const streetB = region(pageB, 'Insured Details').getByLabel(/^Street Address/);
  await expect(streetB).toHaveValue('2 Capitol Ave');

  const cityA = region(page, 'Insured Details').getByLabel(/^City/);
  await expect(cityA).toHaveValue('Cheyenne');
  await cityA.fill('Laramie');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);

  await streetB.fill('500 First Editor Way');
  await pageB.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = pageB.getByRole('alert').filter({ hasText: 'This quotation changed meanwhile' });
  await expect(conflict).toContainText(/saved it on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M UTC/);
  await expect(pageB).toHaveURL(new RegExp(`${editPath}$`));
  await expect(streetB).toHaveValue('500 First Editor Way');
  await expect(conflict.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  const { policyquotation } = await apiPost<{ policyquotation: { address: string; city: string } }>(page, login.token, '/editpolicyquotationlist', { id });
  expect([policyquotation.address, policyquotation.city]).toEqual(['2 Capitol Ave', 'Laramie']);

  await conflict.getByRole('button', { name: 'Reload the quotation' }).click();
  await expect(region(pageB, 'Insured Details').getByLabel(/^City/)).toHaveValue('Laramie');
  await expect(streetB).toHaveValue('2 Capitol Ave');
  await expect(pageB.getByRole('alert').filter({ hasText: 'changed meanwhile' })).toHaveCount(0);
  await other.close();
});
