import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API, storeSession, unique } from './fixtures';
import { saveQuotationSettings } from './policy-fixtures';

/** US dollars with cents only when fractional (spec 3 §9). */
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

interface Login {
  token: string;
  user_id: number;
  client_id: number;
}
interface QuotationRecord {
  id: number;
  intake_id: number;
  unique_id: string;
  lastname: string;
  status: string;
  quotation: number;
  policyamount: number;
  approved_by: number | null;
  policy_number: string | null;
  [field: string]: unknown;
}

async function apiPost<T>(page: Page, token: string, path: string, data: object, status = 200): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

const view = async (page: Page, login: Login, id: number) =>
  (await apiPost<{ Policyquotations: QuotationRecord }>(page, login.token, '/viewpolicyquotation', { id })).Policyquotations;

/**
 * A new quotation of Summit written through the API from a seeded quotation's answers, effective
 * 01-31-2026 with a monthly schedule, so every test acts on a record of its own.
 */
async function newQuotation(page: Page, login: Login, lastname: string): Promise<QuotationRecord> {
  // Effective dates written in the portal may lie only as far back as the client allows (default 0 days).
  const { settings } = await apiPost<{ settings: { approver_must_differ: boolean } }>(page, login.token, '/viewquotationsettings', {});
  await saveQuotationSettings(page, login.token, { approver_must_differ: settings.approver_must_differ, effective_days_past: 3650 });
  const { Policyquotations } = await apiPost<{ Policyquotations: QuotationRecord[] }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
  });
  const seeded = Policyquotations.find((row) => row.quotation === 1)!;
  const { policyquotation: source } = await apiPost<{ policyquotation: QuotationRecord & { policycoverage: object[] } }>(
    page,
    login.token,
    '/editpolicyquotationlist',
    { id: seeded.id },
  );
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, source[name]]));
  // Written at the package's premiums as the form shows them now (the seeded record's may differ: a premium the form did not show is refused).
  const { ProgramLobCovarage } = await apiPost<{ ProgramLobCovarage: { id: number; premium: number }[] }>(page, login.token, '/programlobcoverage', {
    program_id: source.program_id,
    intake_id: source.intake_id,
  });
  const packagePremium = new Map(ProgramLobCovarage.map((coverage) => [coverage.id, coverage.premium]));
  const payload = {
    ...pick('intake_id', 'customer_id', 'sublob_id', 'program_id', 'state_id', 'Admitted', 'firstname', 'address', 'city', 'state', 'zipcode'),
    ...pick('phonenumber', 'email', 'policyquotation_graceperiod', 'paymentgraceperiod', 'autopayment', 'policydetails'),
    company_id: login.client_id,
    lastname,
    policyeffectivedate: '2026-01-31',
    policyduration: '1year',
    policyschedule: '1month',
    paymentschedule: '1month',
    policycoverage: (source.policycoverage as Array<{ [key: string]: unknown }>).map((row) => ({
      coverage_id: row.coverage_id,
      coverageinclude: row.coverageinclude,
      coverageaccept: String(row.coverageaccept),
      deductiblebasis: row.deductiblebasis,
      deductible: row.deductible,
      premium: packagePremium.get(row.coverage_id as number) ?? row.premium,
    })),
  };
  const saved = await apiPost<{ id: number }>(page, login.token, '/createpolicyquoationlist', payload, 201);
  return view(page, login, saved.id);
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The button downloads a PDF made by the server under this name. */
async function expectPdf(page: Page, button: string, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
}

test('a seeded auto quotation shows its vehicle on the read-only view, the edit form and its history revision', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const { Policyquotations } = await apiPost<{ Policyquotations: QuotationRecord[] }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
  });
  const seeded = Policyquotations.find((row) => row.intake_Name === 'COMMERCIAL AUTO' && row.quotation === 1)!;
  const record = await view(page, login, seeded.id);
  expect(record.vehicle, 'the seed gives auto records a vehicle').toBeTruthy();
  const vehicleCells = [record.vehicle, record.vehicleModel, record.vehicleModelYear] as string[];

  await page.goto(`/user_admin_view_policy_quotation/${record.id}/${record.intake_id}`);
  const vehicle = page.getByRole('table', { name: 'Vehicle Details' });
  await expect(vehicle.getByRole('columnheader')).toHaveText(['Brand Name', 'Model', 'Year']);
  await expect(vehicle.getByRole('cell')).toHaveText(vehicleCells);

  await page.goto(`/edit_intakeform_user_admin_policy/${record.id}/${record.intake_id}`);
  const form = page.getByRole('region', { name: 'Vehicle Details', exact: true });
  await expect(form.getByRole('textbox', { name: 'Brand Name' })).toHaveValue(vehicleCells[0]!);
  await expect(form.getByRole('textbox', { name: 'Year' })).toHaveValue(vehicleCells[2]!);

  const { policyquotationhistory } = await apiPost<{ policyquotationhistory: Array<{ id: number }> }>(page, login.token, '/viewpolicyquotationhistory', {
    company_id: login.client_id,
    quotation_id: record.id,
  });
  await page.goto(`/user_admin_view_quotationhistory/${policyquotationhistory[0]!.id}/${record.id}/${record.intake_id}`);
  await expect(page.getByRole('table', { name: 'Vehicle Details' }).getByRole('cell')).toHaveText(vehicleCells);
});

test('a quotation is viewed read-only, approved from its approval screen, and becomes a binder approved by summit_admin', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  await saveQuotationSettings(page, login.token, { approver_must_differ: false });
  const quotation = await newQuotation(page, login, `Approve${unique()}`);

  await page.goto(`/user_admin_view_policy_quotation/${quotation.id}/${quotation.intake_id}`);
  await expect(page.getByRole('heading', { name: 'View Policies Quotation' })).toBeVisible();
  await expect(page).toHaveTitle(/^Quotation \|/);
  const premium = page.getByRole('region', { name: 'Premium Details', exact: true });
  await expect(premium.getByText('Policy Effective Date')).toBeVisible();
  await expect(premium.getByText('01-31-2026')).toBeVisible();
  await expect(premium.getByText(usd(quotation.policyamount), { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coverage Details' }).getByRole('columnheader')).toHaveText(['#', 'Coverage', 'Coverage Limit', 'Premium']);
  // No payment yet: no Payment Details button.
  await expect(page.getByRole('button', { name: 'Payment Details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule Details' }).click();
  const schedule = dialog(page, 'Schedule Details');
  const rows = schedule.getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', '01-31-2026', '02-28-2026', '', 'Active']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['2', '02-28-2026', '03-31-2026', '03-16-2026', 'Schedule']);
  await schedule.getByRole('button', { name: 'Cancel' }).click();
  await expect(schedule).toHaveCount(0);
  await expectPdf(page, 'Download Quotation PDF', `${quotation.unique_id}-quotation.pdf`);

  await page.getByRole('link', { name: 'Review for Approval' }).click();
  await expect(page).toHaveURL(new RegExp(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}$`));
  await expect(page.getByRole('heading', { name: 'Approve Policies Quotation' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = dialog(page, 'Approve Quotation');
  await expect(confirm).toContainText('Are you sure you want to Approve Quotation?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_quotations$/);
  await expect(page.getByText('Quotation Approved successfully!')).toBeVisible();

  const approved = await view(page, login, quotation.id);
  expect(approved).toMatchObject({ status: 'Binder', approved_by: login.user_id });
  // The quotation screens send a binder to its own screen.
  await page.goto(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}`);
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_binder_policies/${quotation.id}/${quotation.intake_id}$`));
});

test('with "approver must differ from the creator" on, the creator cannot approve their own quotation on screen or on the server', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const quotation = await newQuotation(page, login, `Checker${unique()}`);
  await saveQuotationSettings(page, login.token, { approver_must_differ: true });
  try {
    await page.goto(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}`);
    await expect(page.getByRole('note')).toHaveText('The approver must differ from the creator of the quotation. Another user of the client approves it.');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
    // The server refuses it all the same.
    const refused = await page.request.post(`${API}/policyapproveuser`, { data: { id: quotation.id }, headers: { Authorization: `Bearer ${login.token}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('The approver must differ from the creator of the quotation.');
    await expect(page).toHaveURL(new RegExp(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}$`));
    expect((await view(page, login, quotation.id)).status).toBe('Quotation');
  } finally {
    await saveQuotationSettings(page, login.token, { approver_must_differ: false });
  }
});

test('Process To Policy takes a card payment within the balance, issues the policy, and the policy view shows schedule, payment, balance and its PDF', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const quotation = await newQuotation(page, login, `Pay${unique()}`);
  await apiPost(page, login.token, '/policyapproveuser', { id: quotation.id });

  await page.goto('/user_admin_policy_binder');
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: 'Filter by Number', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter Number' }).fill(quotation.unique_id);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('button', { name: `Open ${quotation.unique_id}` }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_binder_policies/${quotation.id}/${quotation.intake_id}$`));
  const premium = page.getByRole('region', { name: 'Premium Details', exact: true });
  await expect(premium.getByText('Admitted')).toBeVisible();
  await expect(premium.getByText('Auto Payment')).toBeVisible();

  await page.getByRole('button', { name: 'Process To Policy' }).click();
  const modal = dialog(page, 'Select an Option');
  await expect(modal.getByText(`Balance ${usd(quotation.policyamount)}`)).toBeVisible();
  await modal.getByLabel(/Payment Type/).selectOption('CREDIT CARD');
  await modal.getByLabel(/Paid Amount/).fill(String(quotation.policyamount + 1));
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await modal.getByLabel(/Paid Amount/).fill('250.5');
  await modal.getByLabel(/Card Holder Name/).fill('Dana Reyes');
  await modal.getByLabel(/Card Number/).fill('4111111111111111');
  await modal.getByLabel(/Expiry Date/).fill('1239');
  await modal.getByLabel(/CVV/).fill('123');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_binder$/);
  const policy = await view(page, login, quotation.id);
  expect(policy.status).toBe('Policy');
  expect(policy.policy_number).toMatch(/^SUM-P-\d{4}-\d{6}$/);
  await expect(page.getByText(`Policy ${policy.policy_number} issued`)).toBeVisible();

  await page.goto('/user_admin_policies');
  await page.getByRole('button', { name: 'Filter by Number', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter Number' }).fill(quotation.unique_id);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  // Found by its quotation number, the policy shows and opens by its policy number.
  await page.getByRole('button', { name: `Open ${policy.policy_number}` }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_policies/${quotation.id}/${quotation.intake_id}$`));
  await expect(page.getByRole('heading', { name: `Policy ${policy.policy_number}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Policy', exact: true });
  await expect(summary).toContainText(`Policy Number${policy.policy_number}`);
  await expect(summary).toContainText('StatusPolicy');
  await expect(summary).toContainText(`Paid${usd(250.5)}`);
  await expect(summary).toContainText(`Balance${usd(quotation.policyamount - 250.5)}`);
  const schedule = page.getByRole('region', { name: 'Schedule Details', exact: true }).getByRole('row');
  await expect(schedule).toHaveCount(13);
  await expect(schedule.nth(12).getByRole('cell')).toHaveText(['12', '12-31-2026', '01-31-2027', '01-16-2027', 'Schedule']);
  const payment = page.getByRole('region', { name: 'Payments', exact: true }).getByRole('row').nth(1);
  await expect(payment).toContainText('CREDIT CARD');
  await expect(payment).toContainText('**** 1111');
  await expect(payment).not.toContainText('4111111111111111');
  await expect(payment).toContainText(usd(250.5));

  await page.getByRole('button', { name: 'Payment Details' }).click();
  await expect(dialog(page, 'Payment Details').getByRole('row')).toHaveCount(2);
  await dialog(page, 'Payment Details').getByRole('button', { name: 'Cancel' }).click();

  await expectPdf(page, 'Download Policy PDF', `${policy.policy_number}-policy-declarations.pdf`);

  // Another client never reaches Summit's policy.
  await storeSession(page, 'harbor_admin');
  await page.goto(`/user_admin_view_policies/${quotation.id}/${quotation.intake_id}`);
  await expect(page.getByRole('heading', { name: 'Oops, page not available!' })).toBeVisible();
});

test('a binder is reverted to a quotation, then the quotation is deleted from its approval screen', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const quotation = await newQuotation(page, login, `Revert${unique()}`);
  await apiPost(page, login.token, '/policyapproveuser', { id: quotation.id });

  await page.goto(`/user_admin_view_binder_policies/${quotation.id}/${quotation.intake_id}`);
  await expect(page.getByRole('heading', { name: 'View Binder' })).toBeVisible();
  await expect(page).toHaveTitle(/^Binder \|/);
  // The side bar marks the record's line of business.
  await expect(page.getByRole('complementary', { name: 'Lines of business' }).locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    `/user_admin_policy/${quotation.intake_id}`,
  );
  await expectPdf(page, 'Download Binder PDF', `${quotation.unique_id}-binder.pdf`);
  await page.getByRole('button', { name: 'Revert Back To Quotation' }).click();
  const revert = dialog(page, 'Revert Back To Quotation');
  await expect(revert).toContainText('Are you sure you want to Revert to Quotation?');
  await revert.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_binder$/);
  await expect(page.getByText('Binder reverted to quotation')).toBeVisible();
  expect((await view(page, login, quotation.id)).status).toBe('Quotation');

  await page.goto(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const remove = dialog(page, 'Delete Quotation');
  await expect(remove).toContainText('Do you want to delete Quotation?');
  await remove.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_quotations$/);
  await expect(page.getByText('Quotation delete successfully!')).toBeVisible();
  await apiPost(page, login.token, '/viewpolicyquotation', { id: quotation.id }, 404);
});

test('a binder is deleted from its screen; a quotation is re-created as an intake form; history lists each revision', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const binder = await newQuotation(page, login, `Delete${unique()}`);
  await apiPost(page, login.token, '/policyapproveuser', { id: binder.id });
  await page.goto(`/user_admin_view_binder_policies/${binder.id}/${binder.intake_id}`);
  await page.getByRole('button', { name: 'Delete Binder' }).click();
  const remove = dialog(page, 'Delete Binder');
  await expect(remove).toContainText('Are you sure you want to delete Quotation?');
  await remove.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_binder$/);
  await expect(page.getByText('Binder delete successfully!')).toBeVisible();
  await apiPost(page, login.token, '/viewpolicyquotation', { id: binder.id }, 404);

  const quotation = await newQuotation(page, login, `Recreate${unique()}`);
  await page.goto(`/view_admin_policy_quotation/${quotation.id}/${quotation.intake_id}`);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const recreate = dialog(page, 'Re-create Intake Form');
  await expect(recreate).toContainText('Do you want to Re-create Intake Form?');
  await recreate.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);
  await expect(page.getByText('Successfully create intake form from quotation!')).toBeVisible();
  // The quotation is deleted; an incomplete intake form with a number of its own holds its values.
  await apiPost(page, login.token, '/viewpolicyquotation', { id: quotation.id }, 404);
  const { Policyquotations: forms } = await apiPost<{ Policyquotations: QuotationRecord[] }>(page, login.token, '/viewincompleteintakeform', {
    company_id: login.client_id,
    filters: { lastname: quotation.lastname },
  });
  expect(forms).toHaveLength(1);
  const form = forms[0]!;
  expect(form.unique_id).not.toBe(quotation.unique_id);

  await page.goto(`/user_admin_policies_history_list/${form.id}/${form.intake_id}`);
  const history = page.getByRole('table', { name: 'Quotation History' });
  await expect(history.locator('tbody tr')).toHaveCount(1);
  await expect(history.locator('tbody tr').first()).toContainText('Review 1');
  await expect(history.locator('tbody tr').first()).toContainText(`Intake form re-created from quotation ${quotation.unique_id}`);
  // A double click anywhere on the row opens the revision (spec 3 §2.6), not only on its action button.
  await history.locator('tbody tr').first().getByRole('cell', { name: 'Review 1', exact: true }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_quotationhistory/\\d+/${form.id}/${form.intake_id}$`));
  await expect(page.getByRole('region', { name: 'Premium Details', exact: true }).getByText('01-31-2026')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_policies_history_list/${form.id}/${form.intake_id}$`));
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit_intakeform_user_admin_policy/${form.id}/${form.intake_id}$`));
});
