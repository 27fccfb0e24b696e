import { expect, test, type Page } from '@playwright/test';
import { API, fillColumnFilter, storeSession, unique } from './fixtures';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

async function apiPost<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

test('summit_admin writes a PROPERTY quotation from the side bar; it heads the full list and the quotation list, and opens by double click', async ({ page }) => {
  const lastname = `Quote${unique()}`;
  const login = await storeSession(page, 'summit_admin');
  await page.evaluate(() => localStorage.removeItem('selectedDataArray'));
  await page.goto('/user_admin_home');
  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy\/\d+$/);
  await expect(page.getByRole('heading', { name: 'PROPERTY' })).toBeVisible();

  // One insured: the customer's names are typed once, in Insured Details.
  await expect(region(page, 'Customer').getByLabel(/^First Name/)).toHaveCount(0);
  const lob = region(page, 'Line of business');
  await lob.getByLabel(/^State/).selectOption({ label: 'Colorado' });
  await lob.getByLabel(/^Program/).selectOption({ index: 1 });
  await page.getByLabel('Policy Duration').selectOption('1year');
  const effective = await page.getByLabel(/^Policy Effective Date/).inputValue();
  const oneYearLater = `${Number(effective.slice(0, 4)) + 1}${effective.slice(4)}`;
  await expect(page.getByLabel('Policy Schedule Date')).toHaveValue(oneYearLater);

  const generate = page.getByRole('button', { name: 'Generate Quotation' });
  await expect(generate).toBeDisabled();
  const insured = region(page, 'Insured Details');
  await insured.getByLabel(/^First Name/).fill('Dana');
  await insured.getByLabel(/^Last Name/).fill(lastname);
  await insured.getByLabel(/^Street Address/).fill('1550 Wewatta St');
  await insured.getByLabel(/^ZIP Code/).fill('80x202');
  await expect(insured.getByText('ZIP Code is invalid based on validation.')).toBeVisible();
  await insured.getByLabel(/^ZIP Code/).fill('80202');
  await insured.getByLabel(/^Email/).fill('dana@example.com');
  const policy = region(page, 'Policy Information');
  await policy.getByLabel(/^Policy Code/).fill('pr1234');
  await expect(policy.getByLabel(/^Policy Code/)).toHaveValue('PR-1234');
  // 9999999 means up to seven digits: a shorter amount is complete.
  await policy.getByLabel(/^Policy Amount/).fill('12000');
  await policy.getByLabel(/^Business Type/).focus();
  await expect(policy.getByText('Please complete the field according to the format 9999999 before proceeding.')).toHaveCount(0);
  // The line's Effective Date attribute is the policy's effective date: asked once, in Policy Dates.
  await expect(policy.getByLabel(/Effective Date/)).toHaveCount(0);
  await expect(page.getByLabel(/Effective Date/)).toHaveCount(1);
  await policy.getByLabel(/^Business Type/).selectOption('LLC');
  await expect(generate).toBeEnabled();

  const coverage = page.getByRole('table', { name: 'Coverage' });
  await expect(coverage.getByRole('combobox').first()).toBeDisabled();
  await coverage.getByRole('textbox', { name: 'Accepted Coverage of Building' }).fill('9999999999');
  await expect(coverage.getByRole('textbox', { name: 'Accepted Coverage of Building' })).toHaveValue('5000000');
  // Only the coverages taken are charged: Building (required) at its package premium, $6,500; the others are left blank.
  await expect(page.getByTestId('policy-amount')).toHaveText('$6,500.00');

  await generate.click();
  await expect(page).toHaveURL(/\/user_admin_home$/);
  const full = table(page, 'Policies, quotations and binders');
  const first = full.locator('tbody tr').first();
  await expect(first).toContainText(lastname);
  await expect(first).toContainText('Quotation');
  await expect(first).toContainText(/SUM-Q-\d{4}-\d{6}/);

  const { Policyquotations } = await apiPost<{ Policyquotations: { id: number; lastname: string; policyamount: number; policyscheduledate: string }[] }>(
    page,
    login.token,
    '/viewpolicyquotationlist',
    { company_id: login.client_id, filters: { lastname } },
  );
  expect(Policyquotations).toHaveLength(1);
  expect(Policyquotations[0]!.policyamount).toBe(6500);
  expect(Policyquotations[0]!.policyscheduledate).toBe(oneYearLater);
  // The line's date attributes are saved with the record's dates.
  const saved = await apiPost<{ policyquotation: { policydetails: Record<string, Record<string, Record<string, string>>> } }>(
    page,
    login.token,
    '/editpolicyquotationlist',
    { id: Policyquotations[0]!.id },
  );
  const dateAttributes = Object.values(saved.policyquotation.policydetails).filter((byName) => 'Effective Date' in byName || 'Schedule Date' in byName);
  expect(dateAttributes).toHaveLength(2);
  expect(dateAttributes).toEqual(expect.arrayContaining([{ 'Effective Date': { '0': effective } }, { 'Schedule Date': { '0': oneYearLater } }]));

  await page.goto('/user_admin_policy_quotations');
  const quotations = table(page, 'Policies Quotations');
  await expect(page.getByText(/Showing rows 1 to 15 of \d+/)).toBeVisible();
  const row = quotations.getByRole('row').filter({ hasText: lastname });
  await expect(row).toContainText('Quotation');
  await row.getByRole('button', { name: /^Open SUM-Q-/ }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_policy_quotation/${Policyquotations[0]!.id}/\\d+$`));
});

test('a saved intake form opens for edit from the full list; the change is saved and recorded in its history', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const { Policyquotations } = await apiPost<{ Policyquotations: { id: number; unique_id: string; lastname: string }[] }>(
    page,
    login.token,
    '/viewincompleteintakeform',
    { company_id: login.client_id },
  );
  const target = Policyquotations[0]!;
  await page.goto('/user_admin_home');
  const full = table(page, 'Policies, quotations and binders');
  await full.getByRole('button', { name: 'Filter by Number', exact: true }).click();
  await full.getByRole('searchbox', { name: 'Filter Number' }).fill(target.unique_id);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(full.locator('tbody tr').first()).toContainText(target.unique_id);
  await full.getByRole('button', { name: `Open ${target.unique_id}` }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/edit_intakeform_user_admin_policy/${target.id}/\\d+$`));
  await expect(page.getByRole('heading', { name: 'Edit Policies Quotations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List History' })).toHaveAttribute('href', new RegExp(`/user_admin_policies_history_list/${target.id}/\\d+$`));

  const insured = region(page, 'Insured Details');
  await expect(insured.getByLabel(/^Last Name/)).toHaveValue(target.lastname);
  await insured.getByLabel(/^City/).fill('Lakewood');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);

  const record = await apiPost<{ policyquotation: { city: string } }>(page, login.token, '/editpolicyquotationlist', { id: target.id });
  expect(record.policyquotation.city).toBe('Lakewood');
  const history = await apiPost<{ policyquotationhistory: { comments: string; city: string }[] }>(page, login.token, '/viewpolicyquotationhistory', {
    company_id: login.client_id,
    quotation_id: target.id,
  });
  expect(history.policyquotationhistory.at(-1)).toMatchObject({ comments: 'Quotation saved', city: 'Lakewood' });
});

test('at 1280x720 a policy row\'s Open button is in sight beside its wide list; one click opens the policy, whose h1 takes the focus as its title is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_policies');
  const policies = table(page, 'Policies');
  await expect(policies.locator('tbody tr').first()).toContainText('Policy');
  // The list is wider than its box, which keeps the Actions column pinned at its right edge.
  const box = page.getByRole('region', { name: 'Policies table' });
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const open = policies.getByRole('button', { name: /^Open SUM-P-/ }).first();
  await expect(open).toBeInViewport({ ratio: 1 });
  await expect(policies.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });

  await open.click();
  await expect(page).toHaveURL(/\/user_admin_view_policies\/\d+\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Policy SUM-P-/);
  await expect(heading).toBeFocused();
  const title = await page.title();
  expect(title).toMatch(/ \| Kyubos$/);
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(title);
});

test('binder list switches between list and cards and remembers it; the policy list reads Policy; double clicks open each stage', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_policy_binder');
  const binders = table(page, 'Binders');
  await expect(binders.locator('tbody tr').first()).toContainText('Binder');
  await page.getByRole('button', { name: 'Grid' }).click();
  const cards = page.getByRole('list', { name: 'Binders' });
  await expect(cards.getByRole('listitem').first()).toContainText('$');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Binders' })).toBeVisible();
  await page.getByRole('list', { name: 'Binders' }).getByRole('link', { name: /^Edit SUM-Q-/ }).first().click();
  await expect(page).toHaveURL(/\/user_admin_view_binder_policies\/\d+\/\d+$/);
  await page.goto('/user_admin_policy_binder');
  await page.getByRole('button', { name: 'List' }).click();
  await table(page, 'Binders').getByRole('button', { name: /^Open SUM-Q-/ }).first().dblclick();
  await expect(page).toHaveURL(/\/user_admin_view_binder_policies\/\d+\/\d+$/);

  await page.goto('/user_admin_policies');
  const policies = table(page, 'Policies');
  await expect(policies.locator('tbody tr').first()).toContainText('Policy');
  await expect(page.getByText(/Showing rows 1 to \d+ of \d+/)).toBeVisible();
  // A policy is known by its policy number.
  await policies.getByRole('button', { name: /^Open SUM-P-/ }).first().dblclick();
  await expect(page).toHaveURL(/\/user_admin_view_policies\/\d+\/\d+$/);

  // The full list opens each record where its stage says.
  await page.goto('/user_admin_home');
  const full = table(page, 'Policies, quotations and binders');
  await full.getByRole('button', { name: 'Filter by Status', exact: true }).click();
  await full.getByRole('searchbox', { name: 'Filter Status' }).fill('Binder');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(full.locator('tbody tr').first()).toContainText('Binder');
  await full.locator('tbody tr').first().click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedDataArray') ?? 'null'));
  expect(stored).toMatchObject({ customer_id: expect.any(Number), firstname: expect.any(String) });
  // One click on the blank last row clears it, as one click on a row selects it.
  await full.getByRole('row', { name: 'Clear the selected customer' }).click();
  expect(await page.evaluate(() => localStorage.getItem('selectedDataArray'))).toBeNull();
  await full.getByRole('button', { name: /^Open SUM-[QP]-/ }).first().dblclick();
  await expect(page).toHaveURL(/\/user_admin_view_binder_policies\/\d+\/\d+$/);
});

test('the quotation list pages and sorts on the server: it asks for one page at a time and shows the whole total', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const { total } = await apiPost<{ total: number }>(page, login.token, '/viewpolicyquotationlist', { company_id: login.client_id, page: 1, pageSize: 1 });
  const sortedByName = await apiPost<{ Policyquotations: { unique_id: string }[] }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
    page: 1,
    pageSize: 15,
    sort: 'lastname',
    direction: 'desc',
  });
  const asked: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/viewpolicyquotationlist')) asked.push(request.postDataJSON() as Record<string, unknown>);
  });

  await page.goto('/user_admin_policy_quotations');
  const quotations = table(page, 'Policies Quotations');
  await expect(page.getByText(`Showing rows 1 to 15 of ${total}`)).toBeVisible();
  expect(asked[0]).toMatchObject({ page: 1, pageSize: 15 });
  await expect(quotations.locator('tbody tr')).toHaveCount(15);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing rows 16 to ${Math.min(30, total)} of ${total}`)).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ page: 2, pageSize: 15 });

  await quotations.getByRole('button', { name: 'Sort by Last Name' }).click();
  await quotations.getByRole('button', { name: 'Sort by Last Name, descending' }).click();
  await expect(page.getByText(`Showing rows 1 to 15 of ${total}`)).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ page: 1, sort: 'lastname', direction: 'desc' });
  await expect(quotations.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(quotations.locator('tbody tr').first()).toContainText(sortedByName.Policyquotations[0]!.unique_id);
});

test('the quotation list keeps its order, page and filter in the URL: Back from a quotation and a reload show the same rows', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const list = (body: object) => apiPost<{ Policyquotations: { unique_id: string; intake_Name: string }[]; total: number }>(page, login.token, '/viewpolicyquotationlist', { company_id: login.client_id, ...body });
  const { total } = await list({ page: 1, pageSize: 1 });
  const secondPage = await list({ page: 2, pageSize: 15, sort: 'lastname', direction: 'asc' });
  const first = secondPage.Policyquotations[0]!.unique_id;
  const quotations = table(page, 'Policies Quotations');
  const onSecondPageByLastName = async () => {
    await expect(page).toHaveURL(/\/user_admin_policy_quotations\?sort=lastname&direction=asc&page=2$/);
    await expect(page.getByText(`Showing rows 16 to ${Math.min(30, total)} of ${total}`)).toBeVisible();
    await expect(quotations.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(quotations.locator('tbody tr').first()).toContainText(first);
  };

  await page.goto('/user_admin_policy_quotations');
  await expect(page.getByText(`Showing rows 1 to 15 of ${total}`)).toBeVisible();
  await quotations.getByRole('button', { name: 'Sort by Last Name' }).click();
  await expect(quotations.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Next page' }).click();
  await onSecondPageByLastName();

  await quotations.getByRole('button', { name: `Open ${first}` }).dblclick();
  await expect(page).not.toHaveURL(/\/user_admin_policy_quotations/);
  await page.goBack();
  await onSecondPageByLastName();
  await page.reload();
  await onSecondPageByLastName();

  // A filter applied by the Filter button is in the URL too; a reload asks for it again.
  const lob = secondPage.Policyquotations[0]!.intake_Name;
  const ofLob = await list({ page: 1, pageSize: 15, filters: { intake_Name: lob }, sort: 'lastname', direction: 'asc' });
  expect(ofLob.total).toBeGreaterThan(0);
  const shownOfLob = `Showing rows 1 to ${Math.min(15, ofLob.total)} of ${ofLob.total}`;
  await fillColumnFilter(page, 'LOB', lob);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ sort: 'lastname', direction: 'asc', 'filter.intake_Name': lob });
  await expect(page.getByText(shownOfLob)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Filter LOB' })).toHaveValue(lob);
  await expect(page.getByText(shownOfLob)).toBeVisible();
  await expect(quotations.locator('tbody tr').first()).toContainText(ofLob.Policyquotations[0]!.unique_id);

  // Sorting and paging replaced the list's entry: Back leaves the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/user_admin_policy_quotations/);
});

test('a day typed that does not exist is not a valid date, not a blank one, and a year typed in two digits is named; the schedule date stays blank meanwhile', async ({ page }) => {
  await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_home');
  await page.getByRole('complementary', { name: 'Lines of business' }).getByRole('link', { name: 'PROPERTY-Habitational' }).click();
  await expect(page.getByRole('heading', { name: 'PROPERTY' })).toBeVisible();
  await page.getByLabel('Policy Duration').selectOption('1year');
  const effective = page.getByLabel(/^Policy Effective Date/);
  const schedule = page.getByLabel('Policy Schedule Date');

  // Typed over today's date, month, day then year: 02/03/2027 is read on the way, then 02/30/2027 names no day.
  await effective.focus();
  await page.keyboard.type('02302027');
  await expect(effective).toHaveValue('');
  await expect(schedule).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(effective).toHaveAccessibleDescription('Policy Effective Date is not a valid date');
  await expect(page.getByRole('alert').first()).not.toContainText('Policy Effective Date');

  // A year typed in two digits reads as 0027: refused naming it, not as outside the window.
  await effective.focus();
  await page.keyboard.type('0101027');
  await expect(effective).toHaveValue('0027-01-01');
  await expect(schedule).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(effective).toHaveAccessibleDescription('Policy Effective Date has the year 0027: type the year in four digits');
});
