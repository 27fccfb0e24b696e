import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, atlasCarrier, carrierUpload, origin, storeSession } from './fixtures';

const SHELL = origin(3000);

/** A row of a files table by its file name. */
const fileRow = (page: Page, fileName: string) => page.getByRole('row').filter({ hasText: fileName });

async function chooseRowAction(page: Page, fileName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** A bordereau whose bytes are new for this run (the same bytes twice are refused). */
function premiumCsv(stamp: string, premiums: string[]): Buffer {
  const rows = premiums.map((premium, index) => `E2E-${stamp}-${index + 1},"Insured ${index + 1}",2026-03-0${index + 1},${premium}`);
  return Buffer.from(['policy_number,insured_name,effective_date,premium', ...rows].join('\n') + '\n');
}

/** Fills 'Create Upload File' for Atlas with the file and saves it. */
async function sendUploadForm(page: Page, fileName: string, content: Buffer, controlValue: string) {
  await page.goto(`${SHELL}/user_admin_bdx_create`);
  await expect(page.getByRole('heading', { name: 'Created Files' })).toBeVisible();
  await page.getByRole('link', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();
  await page.getByLabel('Send To').selectOption({ label: 'Atlas Insurance Co' });
  await page.getByLabel('Period').pressSequentially('032026');
  await expect(page.getByLabel('Period')).toHaveValue('03/2026');
  await page.getByLabel('Control Value').fill(controlValue);
  await page.getByLabel('LOB').selectOption({ index: 1 });
  await page.getByLabel('File Name', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: content });
  await page.getByRole('button', { name: 'Save' }).click();
}

async function uploadForAtlas(page: Page, fileName: string, content: Buffer, controlValue: string) {
  await sendUploadForm(page, fileName, content, controlValue);
  await expect(page).toHaveURL(/\/user_admin_bdx_create$/);
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
}

test.describe('admin bordereaux', () => {
  test('summit_admin uploads a CSV for Atlas, reviews its totals, approves, sends it, sees the timeline; atlas_carrier finds it in Inbound', async ({ page }) => {
    // The whole loop through two sign-ins and five screens, on a loaded machine.
    test.setTimeout(150_000);
    const stamp = String(Date.now());
    const fileName = `summit-premium-${stamp}.csv`;
    await storeSession(page, 'summit_admin', SHELL);

    // The form's own checks first: no file, then a file of a wrong type.
    await page.goto(`${SHELL}/user_admin_add_bdxcreate`);
    await page.getByLabel('Send To').selectOption({ label: 'Atlas Insurance Co' });
    await page.getByLabel('Period').pressSequentially('032026');
    await page.getByLabel('Control Value').fill('100');
    await page.getByLabel('LOB').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please select a file!')).toBeVisible();
    await page.getByLabel('File Name', { exact: true }).setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.')).toBeVisible();

    await uploadForAtlas(page, fileName, premiumCsv(stamp, ['1250.50', '2000.00']), '3250.50');
    await expect(fileRow(page, fileName)).toContainText('Processed');
    await expect(fileRow(page, fileName)).toContainText('$3,250.50');

    // Review: the mapped rows and both totals, then Approve with its confirmation.
    await page.goto(`${SHELL}/user_admin_bdx_review`);
    await chooseRowAction(page, fileName, 'Review');
    await expect(page).toHaveURL(/\/user_admin_brdx_file_view\/\d+$/);
    const summary = page.getByRole('region', { name: 'File summary', exact: true });
    await expect(summary).toContainText('Expected Total (Control Value)$3,250.50');
    await expect(summary).toContainText('Computed Total$3,250.50');
    const mapped = page.getByRole('region', { name: 'Mapped rows', exact: true });
    await expect(mapped.getByRole('cell', { name: `E2E-${stamp}-2` })).toBeVisible();
    // Money and dates as everywhere else.
    await expect(mapped.getByRole('cell', { name: '$1,250.50' })).toBeVisible();
    await expect(mapped.getByRole('cell', { name: '03-02-2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Do you want to Approve?');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/user_admin_bdx_review$/);
    await expect(page.getByText('File approved')).toBeVisible();
    await expect(fileRow(page, fileName)).toHaveCount(0);

    // Send, with its confirmation.
    await page.goto(`${SHELL}/user_admin_bdx_send`);
    await chooseRowAction(page, fileName, 'Send');
    await expect(page.getByRole('dialog')).toContainText('Do you want to Send?');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('File sent to Atlas Insurance Co')).toBeVisible();
    await expect(fileRow(page, fileName)).toHaveCount(0);

    // History: the seven columns, and the timeline with a time for each step reached.
    await page.goto(`${SHELL}/user_admin_bdx_history`);
    for (const header of ['Carrier Name', 'Sender Company Name', 'Sender ID', 'Period', 'File Name', 'Control Value', 'Status']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await chooseRowAction(page, fileName, 'View History');
    await expect(page).toHaveURL(/\/user_admin_bdx_history_view\/\d+$/);
    const timeline = page.getByRole('list', { name: 'Status timeline' });
    for (const step of ['Received At', 'Processed At', 'Approve At', 'Sent At']) {
      await expect(timeline.getByRole('listitem').filter({ hasText: step })).toContainText(/\d\d\/\d\d\/\d{4}/);
    }
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Import At' })).toContainText('Not reached');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/user_admin_bdx_history$/);
    // The list says Sent, names the sender by name, and a double click anywhere on the row opens it (spec 4 §2.4).
    await expect(fileRow(page, fileName)).toContainText('Sent');
    await expect(fileRow(page, fileName)).toContainText('Morgan Ellis');
    await fileRow(page, fileName).getByRole('cell', { name: fileName, exact: true }).dblclick();
    await expect(page).toHaveURL(/\/user_admin_bdx_history_view\/\d+$/);

    // The carrier sees what was sent, in its portal Inbound.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin(3005)}/BDX_Login`);
    await page.getByLabel('Username').fill('atlas_carrier');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client_user_BDX_filerecived$/);
    await expect(fileRow(page, fileName)).toContainText('Approved');
  });

  test('a file that cannot be read is refused at once with why, the form kept; a file not approved yet can be removed from Review after a confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-r`;
    await storeSession(page, 'summit_admin', SHELL);
    await sendUploadForm(page, `broken-${stamp}.csv`, Buffer.from(`policy_number,insured_name,premium\nPOL-1,"Acme,10\n${stamp}\n`), '10');
    await expect(page.getByText(/^The file could not be read as CSV/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Upload File' })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('03/2026');
    await expect(page.getByLabel('Control Value')).toHaveValue(/^\$?10(\.00)?$/);

    const fileName = `to-remove-${stamp}.csv`;
    await uploadForAtlas(page, fileName, premiumCsv(stamp, ['10.00']), '10');
    await page.goto(`${SHELL}/user_admin_bdx_review`);
    await chooseRowAction(page, fileName, 'Remove');
    await expect(page.getByRole('dialog')).toContainText('Do you want to remove?');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('File removed')).toBeVisible();
    await expect(fileRow(page, fileName)).toHaveCount(0);
  });

  test('approving a file whose totals differ asks for a note, and the history shows it', async ({ page }) => {
    const stamp = `${Date.now()}-d`;
    const fileName = `summit-short-${stamp}.csv`;
    await storeSession(page, 'summit_admin', SHELL);
    await uploadForAtlas(page, fileName, premiumCsv(stamp, ['100.00', 'abc']), '500');
    await page.goto(`${SHELL}/user_admin_bdx_review`);
    await chooseRowAction(page, fileName, 'Review');
    await expect(page.getByRole('region', { name: 'Row problems', exact: true })).toContainText("Premium 'abc' is not an amount");
    await expect(page.getByText('The computed total differs from the Control Value.')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to Approve?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Note is required when the totals differ')).toBeVisible();
    await dialog.getByLabel('Note').fill('Second row corrected in next month');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/user_admin_bdx_review$/);
    await page.goto(`${SHELL}/user_admin_bdx_history`);
    await chooseRowAction(page, fileName, 'View History');
    await expect(page.getByText('Approval note: Second row corrected in next month')).toBeVisible();
  });

  test("a carrier's upload shows in the client's Inbound with its rows; harbor_admin sees none of Summit's files", async ({ page }) => {
    const stamp = `${Date.now()}-c`;
    const fileName = `atlas-claims-${stamp}.csv`;
    const uploaded = await carrierUpload(page.request, await atlasCarrier(page.request), { name: fileName, buffer: premiumCsv(stamp, ['100', '200']), controlValue: '300' });
    expect(uploaded.ok()).toBeTruthy();

    await storeSession(page, 'summit_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_bdx_inbound`);
    await expect(fileRow(page, fileName)).toContainText('Received');
    await chooseRowAction(page, fileName, 'View File');
    await expect(page).toHaveURL(/\/client_user_brdx_file_view\/\d+$/);
    await expect(page.getByRole('region', { name: 'Mapped rows', exact: true }).getByRole('cell', { name: `E2E-${stamp}-1` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await storeSession(page, 'harbor_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_bdx_inbound`);
    await expect(page.getByRole('heading', { name: 'Inbound from Carriers' })).toBeVisible();
    await expect(page.getByText('No files yet.')).toBeVisible();
  });

  test("a carrier's legacy XLS left Received in Inbound: the import says why it cannot be, and summit_admin removes it after a confirmation", async ({ page }) => {
    const stamp = `${Date.now()}-x`;
    const fileName = `carrier-legacy-${stamp}.xls`;
    // An OLE2 (legacy XLS) header, its bytes new for this run.
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512, 7), Buffer.from(stamp)]);
    const uploaded = await carrierUpload(page.request, await atlasCarrier(page.request), { name: fileName, buffer: xls, mimeType: 'application/vnd.ms-excel', controlValue: '10' });
    expect(uploaded.ok()).toBeTruthy();
    const { brdx } = (await uploaded.json()) as { brdx: { id: number } };

    const admin = await storeSession(page, 'summit_admin', SHELL);
    const refused = await page.request.post(`${origin(4000)}/Importedbdximport`, { data: { id: brdx.id }, headers: { Authorization: `Bearer ${admin.token}` } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'An XLS file cannot be imported: only CSV, TXT and XLSX files are read. Ask Atlas Insurance Co to send it as CSV or XLSX, and remove this one',
    );
    await page.goto(`${SHELL}/user_admin_bdx_inbound`);
    await expect(fileRow(page, fileName)).toContainText('Received');
    await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Import' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(page.getByRole('dialog')).toContainText('Do you want to remove?');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('File removed')).toBeVisible();
    await expect(fileRow(page, fileName)).toHaveCount(0);
  });

  test('summit_admin exports a premium bordereau from the book: Submit lists the LOB’s records of the period, Export makes the file', async ({ page }) => {
    test.setTimeout(120_000);
    const login = await storeSession(page, 'summit_admin', SHELL);
    const auth = { Authorization: `Bearer ${login.token}` };
    // A policy (a premium bordereau lists bound business only): its line of business and month are exported.
    const list = await page.request.post(`${origin(4000)}/viewpolicyquotationlistfull`, { data: { company_id: login.client_id, pageSize: 100 }, headers: auth });
    const record = ((await list.json()) as { Policyquotations: { intake_id: number; policyeffectivedate: string; status: string; unique_id: string }[] }).Policyquotations.find(
      (row) => row.status === 'Policy',
    )!;
    const [year, month] = record.policyeffectivedate.slice(0, 7).split('-');
    const carriers = await page.request.post(`${origin(4000)}/viewcarrier`, { data: { client_id: login.client_id }, headers: auth });
    const atlasId = ((await carriers.json()) as { carrier: { id: number; carriername: string }[] }).carrier.find((c) => c.carriername === 'Atlas Insurance Co')!.id;
    const expected = await page.request.post(`${origin(4000)}/fileExportdata`, {
      data: { career_id: atlasId, period: `${month}${year}`, intake_id: record.intake_id },
      headers: auth,
    });
    const rows = ((await expected.json()) as { exportdata: { id: number; unique_id: string; policyamount: string }[] }).exportdata;
    const policies = new Set(rows.map((row) => row.id)).size;
    const total = Math.round(rows.reduce((sum, row) => sum + Number(row.policyamount), 0) * 100) / 100;

    await page.goto(`${SHELL}/user_admin_add_bdxcreate`);
    await page.getByRole('tab', { name: 'Export from Records' }).click();
    await expect(page.getByRole('heading', { name: 'Export from Records' })).toBeVisible();
    await page.getByLabel('Send To').selectOption({ label: 'Atlas Insurance Co' });
    await page.getByLabel('Period').pressSequentially(`${month}${year}`);
    await page.getByLabel('LOB').selectOption(String(record.intake_id));
    await page.getByRole('button', { name: 'Submit' }).click();
    const table = page.getByRole('region', { name: 'Records to export', exact: true });
    await expect(table.getByRole('checkbox', { name: `Select ${record.unique_id}` })).toBeChecked();
    // Bordereau money as its mapped rows show it: always two decimals ($1,250.00).
    const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    // A policy has a row for each of its transactions in the period: rows and policies are counted apart.
    const count = (n: number, one: string, many: string) => `${n} of ${n} ${n === 1 ? one : many}`;
    await expect(table).toContainText(`${count(rows.length, 'row', 'rows')} selected (${count(policies, 'policy', 'policies')}), total ${money(total)}`);
    await expect(table.getByRole('columnheader', { name: /Transaction Effective Date/ })).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page).toHaveURL(/\/user_admin_bdx_create$/);
    await expect(page.getByText('File exported successfully!')).toBeVisible();
    const exportedName = new RegExp(`atlas-insurance-co-.*-${month}${year}\\.csv`);
    const row = page.getByRole('row').filter({ hasText: exportedName }).first();
    await expect(row).toContainText('Processed');
    await expect(row).toContainText(money(total));

    // The file is in Exported Files, and its rows are the records.
    await page.goto(`${SHELL}/user_admin_bdx_export`);
    await page.getByRole('row').filter({ hasText: exportedName }).first().getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View File' }).click();
    // The first page of the file holds the first records in export order.
    await expect(page.getByRole('region', { name: 'Mapped rows', exact: true }).getByRole('cell', { name: rows[0]!.unique_id }).first()).toBeVisible();
  });

  test('atlas_carrier uploads new business; summit_admin imports it once and finds the new records', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now()}-i`;
    const fileName = `atlas-new-business-${stamp}.csv`;
    const carrier = await atlasCarrier(page.request);
    const { lobId } = carrier;

    const login = await storeSession(page, 'summit_admin', SHELL);
    const states = await page.request.post(`${origin(4000)}/intakestateandprogram`, { data: { id: lobId }, headers: { Authorization: `Bearer ${login.token}` } });
    const stateName = ((await states.json()) as { state: { state_name: string }[] }).state[0]!.state_name;
    const csv = [
      'policy_number,firstname,lastname,city,state,email,policyeffectivedate,policyamount',
      `NB-${stamp}-1,Dana,Whitfield-${stamp},Austin,${stateName},dana@example.com,2026-04-01,1200.50`,
      `NB-${stamp}-2,Omar,Reyes,Austin,${stateName},omar@example.com,2026-04-31,800`,
    ].join('\n');
    const uploaded = await carrierUpload(page.request, carrier, { name: fileName, buffer: Buffer.from(`${csv}\n`), controlValue: '2000.50' });
    expect(uploaded.ok()).toBeTruthy();

    await page.goto(`${SHELL}/user_admin_bdx_inbound`);
    await chooseRowAction(page, fileName, 'Import');
    // Its Control Value ($2,000.50) is not its total: the import asks why it goes ahead, as Approve does.
    const confirmImport = page.getByRole('dialog', { name: 'Do you want to Import?' });
    await expect(confirmImport).toContainText('The totals of this file do not agree with its Control Value. Say why it is imported anyway.');
    await confirmImport.getByLabel('Note').fill('Checked with the carrier');
    await confirmImport.getByRole('button', { name: 'Import' }).click();
    // The line sells two programs and the file names none: the records' program is chosen first.
    const running = page.getByRole('dialog', { name: `Import ${fileName}` });
    await running.getByLabel('Program').selectOption({ index: 1 });
    await running.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/client_user_brdx_importfile$/, { timeout: 60_000 });
    const result = page.getByRole('region', { name: 'Import result', exact: true });
    await expect(result).toContainText(`Successfully Imported: 1 row of ${fileName} imported, 1 row not imported.`);
    await expect(result).toContainText("Row 2: Effective Date '2026-04-31' is not a date");
    const imported = page.getByRole('row').filter({ hasText: `Whitfield-${stamp}` });
    await expect(imported).toContainText('Dana');
    await expect(imported).toContainText('$1,200.50');
    await expect(imported).toContainText('04-01-2026');

    // The record is in the book as an incomplete intake form, and the file cannot be imported again.
    const incomplete = await page.request.post(`${origin(4000)}/viewincompleteintakeform`, {
      data: { company_id: login.client_id, filters: { lastname: `Whitfield-${stamp}` } },
      headers: { Authorization: `Bearer ${login.token}` },
    });
    expect(((await incomplete.json()) as { total: number }).total).toBe(1);
    await page.goto(`${SHELL}/user_admin_bdx_inbound`);
    await expect(fileRow(page, fileName)).toContainText('Completed');
    await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Import Completed' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Import', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(fileRow(page, fileName)).toContainText('Premium');

    // In the carrier's Outbound the file is Completed and offers no Remove.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin(3005)}/BDX_Login`);
    await page.getByLabel('Username').fill('atlas_carrier');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client_user_BDX_filerecived$/);
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Outbound' }).click();
    await expect(fileRow(page, fileName)).toContainText('Completed');
    await expect(fileRow(page, fileName).getByRole('button', { name: `Remove ${fileName}` })).toHaveCount(0);
  });

  test('summit_admin edits a slab within the rules; an overlapping range is refused naming the field', async ({ page }) => {
    await storeSession(page, 'summit_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_slab`);
    await expect(page.getByRole('heading', { name: 'Slabs' })).toBeVisible();
    await page.getByRole('row').filter({ hasText: 'Frontier Preferred' }).getByRole('cell').last().dblclick();
    await expect(page.getByRole('heading', { name: 'Edit Slab' })).toBeVisible();
    await page.getByLabel(/^Lower Limit/).fill('50000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/overlaps Frontier Standard/)).toBeVisible();
    await page.getByLabel(/^Lower Limit/).fill('100000.01');
    const amount = `${9000 + (Date.now() % 997)}`;
    await page.getByLabel(/^Amount/).fill(amount);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_slab$/);
    await expect(page.getByRole('row').filter({ hasText: 'Frontier Preferred' })).toContainText(`$${Number(amount).toLocaleString('en-US')}`);
  });

  test('summit_admin adds a slab for a carrier and finds it on the slab list', async ({ page }) => {
    await storeSession(page, 'summit_admin', SHELL);
    await page.goto(`${SHELL}/user_admin_add_slab`);
    await expect(page.getByRole('heading', { name: 'Add Slab' })).toBeVisible();
    const carrier = page.getByLabel(/^Carrier/);
    await expect(carrier.locator('option', { hasText: 'Atlas Insurance Co' })).toHaveCount(1);
    await carrier.selectOption({ label: 'Atlas Insurance Co' });
    // A range of its own above every seeded slab, so reruns do not overlap.
    const lower = 20_000_000 + (Date.now() % 1_000_000) * 10;
    const name = `Tier E2E ${lower}`;
    await page.getByLabel(/^Slab Name/).fill(name);
    await page.getByLabel(/^No Of Participant/).fill('3');
    await page.getByLabel(/^Lower Limit/).fill(String(lower));
    await page.getByLabel(/^Upper Limit/).fill(String(lower + 5));
    await page.getByLabel(/^Amount/).fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/user_admin_slab$/);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Atlas Insurance Co');
  });
});
