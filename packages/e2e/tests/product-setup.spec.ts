import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API, atlasCarrier, carrierUpload, storeSession, unique } from './fixtures';
import { saveQuotationSettings } from './policy-fixtures';

/** A field by its label, whether or not it carries the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const rowOf = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

interface Login {
  token: string;
  user_id: number;
  client_id: number;
}

async function apiPost<T>(page: Page, token: string, path: string, data: object, status = 200): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * A new line of business as summit_admin builds it on the intake screens: the LOB with its Sub
 * LOB label, a package with two coverages, an attribute group with three attributes placed on
 * the line's intake form. Answers the line's id.
 */
async function buildLine(page: Page, login: Login, names: { lob: string; sublob: string; pkg: string; group: string }): Promise<number> {
  await page.goto('/user_admin_add_intakecategory/');
  await page.getByLabel(label('LOB')).fill(names.lob);
  await page.getByLabel(label('Sub LOB')).fill(names.sublob);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_intakecategory\/?$/);
  await rowOf(page, `${names.lob}-${names.sublob}`).getByRole('link', { name: 'Packages' }).click();
  const lobId = Number(/user_admin_intakesubcategory\/(\d+)/.exec(page.url())![1]);

  await page.getByRole('link', { name: 'Add' }).click();
  await page.getByLabel(label('List Name')).fill(names.pkg);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_intakesubcategory/${lobId}$`));
  await rowOf(page, names.pkg).getByRole('link', { name: 'List' }).click();
  for (const [name, limit, premium] of [
    ['Network Security Liability', '1000000', '2400'],
    ['Data Breach Response', '250000', '850'],
  ] as const) {
    await page.getByLabel(label('Coverage Name')).fill(name);
    await page.getByLabel(label('Coverage Limit')).fill(limit);
    await page.getByLabel(label('Premium')).fill(premium);
    await page.getByRole('button', { name: 'Add Coverage' }).click();
    await expect(rowOf(page, name)).toBeVisible();
  }

  await page.goto(`/user_admin_add_attributegroup/${login.client_id}`);
  await page.getByLabel(label('Group Name')).fill(names.group);
  await page.getByLabel(label('Display Type')).selectOption('Double Column');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_attributegroup\/?$/);
  // Ten a page: the new group is last, on the last page.
  await page.getByRole('button', { name: /last page/i }).click();
  await rowOf(page, names.group).getByRole('link', { name: 'Attribute' }).click();
  await expect(page.getByRole('heading', { name: `${names.group} Attribute` })).toBeVisible();
  for (const [attributeLabel, attributeName] of [
    ['Business Email', 'email'],
    ['Office ZIP', 'zipcode'],
    ['Office Phone', 'phonenumber'],
  ] as const) {
    await page.getByRole('row', { name: 'Add an attribute' }).dblclick();
    await page.getByLabel(label('Name')).fill(attributeLabel);
    await page.getByLabel(label('Attribute Name')).selectOption(attributeName);
    await page.getByLabel(label('Attribute Type')).selectOption('text');
    await page.getByRole('radio', { name: 'Not Required', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(rowOf(page, attributeLabel)).toBeVisible();
  }

  await page.goto(`/user_admin_add_intakeattributegroup/${lobId}`);
  await page.getByLabel(label('Attribute Group')).selectOption({ label: `${names.group} (Double Column)` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_intakeattributegroup/${lobId}$`));
  return lobId;
}

/** US dollars with cents only when fractional (spec 3 §9). */
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

// The journey of a product a client launches: the second test sells the line the first one sets up.
test.describe.configure({ mode: 'serial' });

const tag = unique();
const names = { lob: `E2E CYBER ${tag}`, sublob: 'Tech', pkg: `Cyber Gold ${tag}`, group: `E2E Cyber Details ${tag}` };
const lobLabel = `${names.lob}-${names.sublob}`;
/** The line of business the first test builds and sets up. */
let lobId = 0;
/** The policy the second test issues on it. */
let issued: { unique_id: string; policyeffectivedate: string } | null = null;

test('a new line of business gets one sub-LOB, two states and one program on Product set-up; the quotation form offers them', async ({ page }) => {
  test.slow(); // a whole line of business is built on its screens first
  const login = await storeSession(page, 'summit_admin');
  lobId = await buildLine(page, login, names);

  // From the line's row menu on the lines of business.
  await page.goto('/user_admin_intakecategory');
  await page.getByRole('button', { name: `Actions for ${lobLabel}` }).click();
  await page.getByRole('menuitem', { name: 'Product set-up' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_productsetup/${lobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${lobLabel} Product set-up` })).toBeVisible();
  await expect(page).toHaveTitle(/^Product set-up \|/);
  for (const caption of ['Sub-LOBs (classes)', 'States', 'Programs']) await expect(table(page, caption).getByText('No records')).toBeVisible();

  // One sub-LOB (class): checked on the page first, then saved.
  await page.getByRole('button', { name: 'Add sub-LOB' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Sub-LOB' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await dialog.getByLabel(label('Code')).fill('TECH');
  await dialog.getByLabel(label('Name')).fill('Technology firms');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, 'Technology firms')).toContainText('TECH');

  // The same code again (in another case) is refused by the server, naming it.
  await page.getByRole('button', { name: 'Add sub-LOB' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Sub-LOB' });
  await dialog.getByLabel(label('Code')).fill('tech');
  await dialog.getByLabel(label('Name')).fill('Tech again');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/TECH.*already/i)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(table(page, 'Sub-LOBs (classes)').locator('tbody tr').filter({ hasText: 'TECH' })).toHaveCount(1);

  // Two states, chosen at once from the reference states.
  await page.getByRole('button', { name: 'Add states' }).click();
  dialog = page.getByRole('dialog', { name: 'Add States' });
  const picks = dialog.getByRole('group', { name: 'States' });
  await picks.getByRole('checkbox', { name: 'Texas', exact: true }).check();
  await dialog.getByLabel('Find a state').fill('colo');
  await picks.getByRole('checkbox', { name: 'Colorado', exact: true }).check();
  await expect(dialog.getByText('2 chosen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const states = table(page, 'States');
  await expect(states.getByRole('cell', { name: 'Texas', exact: true })).toBeVisible();
  await expect(states.getByRole('cell', { name: 'Colorado', exact: true })).toBeVisible();

  // One program selling the line's package.
  await page.getByRole('button', { name: 'Add program' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Program' });
  await dialog.getByLabel(label('Program Code')).fill('CY1');
  await dialog.getByLabel(label('Program Name')).fill('Cyber Core');
  await dialog.getByLabel(label('Package')).selectOption({ label: names.pkg });
  await dialog.getByLabel(label('Admitted')).selectOption('No');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const program = rowOf(page, 'Cyber Core');
  await expect(program).toContainText('CY1');
  await expect(program).toContainText(names.pkg);

  // Kept after reload.
  await page.reload();
  await expect(rowOf(page, 'Technology firms')).toBeVisible();
  await expect(table(page, 'States').locator('tbody tr')).toHaveCount(2);
  await expect(rowOf(page, 'Cyber Core')).toContainText(names.pkg);

  // The quotation form's reads answer them at once: the program's coverages are its package's.
  const { intakesublob } = await apiPost<{ intakesublob: { sublob_code: string; name: string }[] }>(page, login.token, '/viewintakesublobmain', { id: lobId });
  expect(intakesublob.map((row) => [row.sublob_code, row.name])).toEqual([['TECH', 'Technology firms']]);
  const offered = await apiPost<{ state: { state_name: string }[]; program: { program_id: number; program_name: string }[] }>(
    page,
    login.token,
    '/intakestateandprogram',
    { id: lobId },
  );
  expect(offered.state.map((row) => row.state_name).sort()).toEqual(['Colorado', 'Texas']);
  expect(offered.program.map((row) => row.program_name)).toEqual(['Cyber Core']);
  const { ProgramLobCovarage } = await apiPost<{ ProgramLobCovarage: { coverage_name: string }[] }>(page, login.token, '/programlobcoverage', {
    program_id: offered.program[0]!.program_id,
    intake_id: lobId,
  });
  expect(ProgramLobCovarage.map((row) => row.coverage_name).sort()).toEqual(['Data Breach Response', 'Network Security Liability']);

  // The LOB edit screen leads to the set-up too.
  await page.goto(`/user_admin_edit_intakecategory/${lobId}`);
  await page.getByRole('link', { name: 'Product set-up' }).click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_productsetup/${lobId}$`));
});

test('a quotation written on the new line is approved, paid in full and issued; the policy shows with its PDF; the state it uses cannot be removed', async ({ page }) => {
  test.slow();
  expect(lobId, 'the line set up by the test before').toBeGreaterThan(0);
  const login = await storeSession(page, 'summit_admin');
  await saveQuotationSettings(page, login.token, { approver_must_differ: false });
  const lastname = `Cyber${unique()}`;

  // The quotation form of the line offers what its set-up holds; the program's coverages make the table.
  await page.goto(`/user_admin_policy/${lobId}`);
  await expect(page.getByRole('heading', { name: names.lob })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer', exact: true });
  await customer.getByLabel(/^First Name/).fill('Avery');
  await customer.getByLabel(/^Last Name/).fill(lastname);
  const lob = page.getByRole('region', { name: 'Line of business', exact: true });
  await lob.getByLabel(/^Sub LOB/).selectOption({ label: 'Technology firms' });
  await lob.getByLabel(/^State/).selectOption({ label: 'Texas' });
  await lob.getByLabel(/^Program/).selectOption({ label: 'Cyber Core' });
  // Admitted is the program's (set up Admitted No), shown read-only.
  const admitted = page.getByRole('region', { name: 'Premium Details', exact: true }).getByRole('textbox', { name: 'Admitted' });
  await expect(admitted).toHaveValue('N');
  await expect(admitted).toHaveAttribute('readonly', '');
  await page.getByLabel(/^Policy Duration/).selectOption('1year');
  const coverage = page.getByRole('table', { name: 'Coverage' });
  await expect(coverage.getByText('Network Security Liability')).toBeVisible();
  await expect(coverage.getByText('Data Breach Response')).toBeVisible();
  // Both coverages are optional: the insured takes them (Include Y), so both are charged.
  for (const name of ['Network Security Liability', 'Data Breach Response']) {
    await coverage.getByRole('combobox', { name: `Include of ${name}` }).selectOption('Y');
  }
  await page.getByRole('button', { name: 'Generate Quotation' }).click();
  await expect(page).toHaveURL(/\/user_admin_home$/);

  const { Policyquotations } = await apiPost<{ Policyquotations: Array<{ id: number; unique_id: string }> }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
    filters: { lastname },
  });
  expect(Policyquotations).toHaveLength(1);
  const { id } = Policyquotations[0]!;
  const view = async () =>
    (
      await apiPost<{ Policyquotations: { status: string; intake_id: number; sublob_code: string; state_name: string; programname: string; Admitted: string; policyamount: number; policy_number: string | null; policyeffectivedate: string } }>(
        page,
        login.token,
        '/viewpolicyquotation',
        { id },
      )
    ).Policyquotations;
  const quotation = await view();
  expect(quotation).toMatchObject({ status: 'Quotation', intake_id: lobId, sublob_code: 'TECH', state_name: 'Texas', programname: 'Cyber Core', Admitted: '0', policyamount: 3250 });

  // Approved on its approval screen: a binder.
  await page.goto(`/view_admin_policy_quotation/${id}/${lobId}`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve Quotation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_quotations$/);
  expect((await view()).status).toBe('Binder');

  // Paid in full by card: the policy is issued.
  await page.goto(`/user_admin_view_binder_policies/${id}/${lobId}`);
  await expect(page.getByRole('region', { name: 'Premium Details', exact: true })).toContainText('AdmittedN');
  await page.getByRole('button', { name: 'Process To Policy' }).click();
  const payment = page.getByRole('dialog', { name: 'Select an Option' });
  await expect(payment.getByText(`Balance ${usd(3250)}`)).toBeVisible();
  await payment.getByLabel(/Payment Type/).selectOption('CREDIT CARD');
  await payment.getByLabel(/Paid Amount/).fill('3250');
  await payment.getByLabel(/Card Holder Name/).fill('Avery Stone');
  await payment.getByLabel(/Card Number/).fill('4111111111111111');
  await payment.getByLabel(/Expiry Date/).fill('1239');
  await payment.getByLabel(/CVV/).fill('123');
  await payment.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/user_admin_policy_binder$/);
  const policy = await view();
  expect(policy.status).toBe('Policy');
  issued = { unique_id: Policyquotations[0]!.unique_id, policyeffectivedate: policy.policyeffectivedate };

  await page.goto(`/user_admin_view_policies/${id}/${lobId}`);
  await expect(page.getByRole('heading', { name: `Policy ${policy.policy_number}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Policy', exact: true });
  await expect(summary).toContainText(`Paid${usd(3250)}`);
  await expect(summary).toContainText(`Balance${usd(0)}`);
  await expect(page.getByRole('region', { name: 'Premium Details', exact: true })).toContainText('AdmittedN');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Policy PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${policy.policy_number}-policy-declarations.pdf`);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // On Product set-up, what a record uses cannot be removed (the server says how many use it); what none uses can.
  await page.goto(`/user_admin_productsetup/${lobId}`);
  const states = table(page, 'States');
  await page.getByRole('button', { name: 'Delete state Texas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toHaveText('This state is used by 1 record');
  await page.getByRole('button', { name: 'Delete state Colorado' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(states.getByRole('cell', { name: 'Colorado', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(states.getByRole('cell', { name: 'Texas', exact: true })).toBeVisible();
  await expect(states.locator('tbody tr')).toHaveCount(1);
});

test("the new line's policy is exported in a bordereau, and a carrier's file is imported into the line with its program", async ({ page }) => {
  test.slow();
  expect(issued, 'the policy issued by the test before').not.toBeNull();
  const policy = issued!;
  const login = await storeSession(page, 'summit_admin');

  // Export from Records: the line's policy of the month is listed and exported.
  const [year, month] = policy.policyeffectivedate.slice(0, 7).split('-');
  await page.goto('/user_admin_add_bdxcreate');
  await page.getByRole('tab', { name: 'Export from Records' }).click();
  await page.getByLabel('Send To').selectOption({ label: 'Atlas Insurance Co' });
  await page.getByLabel('Period').pressSequentially(`${month}${year}`);
  await page.getByLabel('LOB').selectOption(String(lobId));
  await page.getByRole('button', { name: 'Submit' }).click();
  const records = page.getByRole('region', { name: 'Records to export', exact: true });
  await expect(records.getByRole('checkbox', { name: `Select ${policy.unique_id}` })).toBeChecked();
  // A bordereau's money always shows cents.
  await expect(records).toContainText('1 of 1 row selected (1 of 1 policy), total $3,250.00');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page).toHaveURL(/\/user_admin_bdx_create$/);
  await expect(page.getByText('File exported successfully!')).toBeVisible();

  // A carrier's file of new business for the line: imported, each row gets the line's only program.
  const carrier = await atlasCarrier(page.request);
  const stamp = unique();
  const fileName = `cyber-new-business-${stamp}.csv`;
  const csv = [
    'policy_number,firstname,lastname,city,state,email,policyeffectivedate,policyamount',
    `CY-${stamp}-1,Morgan,Hale-${stamp},Austin,Texas,morgan@example.com,2026-04-01,1800`,
  ].join('\n');
  const uploaded = await carrierUpload(page.request, { token: carrier.token, lobId }, { name: fileName, buffer: Buffer.from(`${csv}\n`), controlValue: '1800' });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);

  await page.goto('/user_admin_bdx_inbound');
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: 'Import', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/client_user_brdx_importfile$/);
  await expect(page.getByRole('region', { name: 'Import result', exact: true })).toContainText(`Successfully Imported: 1 row of ${fileName} imported`);

  const { Policyquotations } = await apiPost<{ Policyquotations: Array<{ id: number }> }>(page, login.token, '/viewincompleteintakeform', {
    company_id: login.client_id,
    filters: { lastname: `Hale-${stamp}` },
  });
  expect(Policyquotations).toHaveLength(1);
  const record = await apiPost<{ Policyquotations: object }>(page, login.token, '/viewpolicyquotation', { id: Policyquotations[0]!.id });
  expect(record.Policyquotations).toMatchObject({ intake_id: lobId, program_id: expect.any(Number), programname: 'Cyber Core', state_name: 'Texas' });
});

test('renaming the line and its program: its policy is listed, filtered and shown under the new names', async ({ page }) => {
  expect(issued, 'the policy issued by the tests before').not.toBeNull();
  const policy = issued!;
  const login = await storeSession(page, 'summit_admin');
  const renamed = `${names.lob} PLUS`;

  await page.goto(`/user_admin_edit_intakecategory/${lobId}`);
  await page.getByLabel(label('LOB')).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user_admin_intakecategory\/?$/);
  await page.goto(`/user_admin_productsetup/${lobId}`);
  await page.getByRole('button', { name: 'Edit program CY1' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label('Program Name')).fill('Cyber Core Plus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Cyber Core Plus')).toBeVisible();

  // The records follow right after the answer: the policy list finds the policy by the line's new name.
  const list = table(page, 'Policies');
  await expect(async () => {
    await page.goto('/user_admin_policies');
    await list.getByRole('button', { name: 'Filter by LOB', exact: true }).click();
    await list.getByRole('searchbox', { name: 'Filter LOB' }).fill(`${renamed}`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    // The line's one policy (the carrier's record is not issued).
    await expect(list.locator('tbody tr')).toHaveCount(1, { timeout: 2000 });
    await expect(list.locator('tbody tr')).toContainText(renamed);
  }).toPass({ timeout: 20_000 });

  const { Policyquotations } = await apiPost<{ Policyquotations: Array<{ id: number; unique_id: string }> }>(page, login.token, '/viewpolicylist', {
    company_id: login.client_id,
    filters: { intake_Name: renamed },
  });
  const record = Policyquotations.find((row) => row.unique_id === policy.unique_id)!;
  await page.goto(`/user_admin_view_policies/${record.id}/${lobId}`);
  await expect(page.getByRole('region', { name: 'Policy', exact: true })).toContainText(renamed);
  const view = await apiPost<{ Policyquotations: { programname: string; intake_Name: string } }>(page, login.token, '/viewpolicyquotation', { id: record.id });
  expect(view.Policyquotations).toMatchObject({ intake_Name: renamed, programname: 'Cyber Core Plus' });
});
