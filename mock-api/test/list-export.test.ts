import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AdminBdxFile, AdminBdxListResponse, BdxImportedRecordsResponse, LossRunResponse, ProductionReportResponse, RecordListResponse, RenewalWorklistResponse } from '@kyubos/contracts';
import { bdxAdminStatus, formatIsoDate, formatPeriod, recordNumberOf } from '@kyubos/domain';
import { asBytes, createTestContext, exportedNumberFormats, exportedRows, type DemoUser, type TestContext } from './helpers';

let ctx: TestContext;
let summit: number;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
});
after(() => ctx.close());

/** The export's bytes, whatever its type. */
function download(url: string, body: object, user: DemoUser = 'summit_admin') {
  return asBytes(ctx.post(url, body, ctx.tokens[user]));
}

/** A CSV export as rows of cells, header first (its byte order mark dropped). */
async function csvRows(url: string, body: object, user: DemoUser = 'summit_admin'): Promise<string[][]> {
  const res = await download(url, { ...body, format: 'csv' }, user);
  assert.equal(res.status, 200, String(res.body));
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  assert.match(String(res.headers['content-disposition']), /attachment; filename="?[\w-]+\.csv"?$/);
  return (await exportedRows(res.body as Buffer, 'csv')) as string[][];
}

/** An XLSX export's first sheet as rows of cell values, header first. */
async function xlsxRows(url: string, body: object, user: DemoUser = 'summit_admin'): Promise<unknown[][]> {
  const res = await download(url, { ...body, format: 'xlsx' }, user);
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-disposition']), /\.xlsx"?$/);
  return exportedRows(res.body as Buffer, 'xlsx');
}

/** An XLSX export's number format of each cell, header first. */
async function xlsxFormats(url: string, body: object): Promise<string[][]> {
  const res = await download(url, { ...body, format: 'xlsx' });
  assert.equal(res.status, 200);
  return exportedNumberFormats(res.body as Buffer);
}

/** The bordereau's money format ('0.00': two decimals, the cell a number), as every export's money cells have it. */
const MONEY = '0.00';

const list = async (url: string, body: object, user: DemoUser = 'summit_admin') =>
  ((await ctx.post(url, body, ctx.tokens[user]).expect(200)).body as RecordListResponse).Policyquotations;

describe('Export of a record list', () => {
  const filtered = () => ({ company_id: summit, filters: { state_name: 'a' }, sort: 'lastname', direction: 'asc' });

  test('When the full list is exported filtered and sorted as CSV, then every row of the list comes back in its order, all pages', async () => {
    const shown = await list('/viewpolicyquotationlistfull', filtered());
    const all = await list('/viewpolicyquotationlistfull', { company_id: summit });
    assert.ok(shown.length > 1 && shown.length < all.length, 'the filter keeps some records, not all');
    const [header, ...rows] = await csvRows('/exportviewpolicyquotationlistfull', filtered());
    // The full list's columns in its order, its policy columns included; then the amount and the contact.
    assert.deepEqual(header, [
      'LOB', 'Sub-LOB', 'Tran Date', 'Number', 'First Name', 'Last Name', 'Eff Date', 'Exp Date', 'State', 'Agent', 'Status',
      'Policy Status', 'Billing Status', 'Policy Amount', 'Phone', 'Email', 'Card on File',
    ]);
    assert.equal(rows.length, shown.length);
    shown.forEach((record, i) => {
      const row = rows[i]!;
      assert.equal(row[3], recordNumberOf(record));
      assert.equal(row[4], record.firstname);
      assert.equal(row[5], record.lastname);
      assert.equal(row[6], formatIsoDate(record.policyeffectivedate));
      assert.equal(row[8], record.state_name);
      assert.equal(row[10], record.status);
      assert.equal(row[11], record.life_status ?? '');
      assert.equal(row[12], record.billing_status ?? '');
      assert.equal(row[13], record.policyamount.toFixed(2));
    });
    assert.ok(shown.some((record) => record.life_status), 'some row of the list is a policy with a status');
  });

  test('When the policy list is exported as XLSX, then the workbook holds the same rows, the amount a number in the money format', async () => {
    const body = { company_id: summit, filters: {}, sort: 'policyamount', direction: 'desc' };
    const shown = await list('/viewpolicylist', body);
    const [header, ...rows] = await xlsxRows('/exportviewpolicylist', body);
    assert.deepEqual(header!.slice(9, 14), ['Agent', 'Status', 'Policy Status', 'Billing Status', 'Policy Amount']);
    assert.equal(rows.length, shown.length);
    shown.forEach((record, i) => {
      assert.equal(rows[i]![3], recordNumberOf(record));
      assert.equal(rows[i]![10], 'Policy');
      // An empty cell is not written: exceljs reads it back as undefined.
      assert.equal(rows[i]![11], record.life_status ?? undefined);
      assert.equal(rows[i]![12], record.billing_status ?? undefined);
      assert.equal(rows[i]![13], record.policyamount);
    });
    const formats = await xlsxFormats('/exportviewpolicylist', body);
    assert.deepEqual(new Set(formats.slice(1).map((row) => row[13])), new Set([MONEY]));
    assert.deepEqual(new Set(formats.slice(1).map((row) => row[3])), new Set(['General']));
  });

  test('When a name starts like a formula and a card is on file, then the export quotes the formula and shows only the card’s last 4 digits', async () => {
    const [target] = await list('/viewpolicyquotationlist', { company_id: summit, page: 1, pageSize: 1 });
    await ctx.db.query(`UPDATE policy_quotations SET firstname = '=HYPERLINK("http://x.test","open")', cardnumber = '4111 1111 1111 1234' WHERE id = $1`, [target!.id]);
    const body = { company_id: summit, filters: { unique_id: target!.unique_id } };
    const [, csvRow] = await csvRows('/exportviewpolicyquotationlist', body);
    assert.equal(csvRow![4], `'=HYPERLINK("http://x.test","open")`);
    assert.equal(csvRow![14], '**** 1234');
    const [, xlsxRow] = await xlsxRows('/exportviewpolicyquotationlist', body);
    assert.equal(xlsxRow![4], `'=HYPERLINK("http://x.test","open")`);
    assert.equal(xlsxRow![14], '**** 1234');
    // A payment stores the card masked to its last 4: the export shows those 4, not asterisks alone.
    await ctx.db.query(`UPDATE policy_quotations SET cardnumber = '**** 1111' WHERE id = $1`, [target!.id]);
    assert.equal((await csvRows('/exportviewpolicyquotationlist', body))[1]![14], '**** 1111');
    assert.equal((await xlsxRows('/exportviewpolicyquotationlist', body))[1]![14], '**** 1111');
  });

  test("When an agent's user exports, then only the agent's records are in the file, as in its list", async () => {
    const agentList = await list('/viewpolicyquotationlistfull', { company_id: summit }, 'summit_agent');
    const everyone = await list('/viewpolicyquotationlistfull', { company_id: summit });
    assert.ok(agentList.length < everyone.length);
    const [, ...rows] = await csvRows('/exportviewpolicyquotationlistfull', { company_id: summit }, 'summit_agent');
    assert.deepEqual(
      rows.map((row) => row[3]),
      agentList.map((record) => recordNumberOf(record)),
    );
  });

  test("When another client's company is named, then 403 and no file", async () => {
    const res = await ctx.post('/exportviewpolicylist', { company_id: summit, format: 'csv' }, ctx.tokens.harbor_admin);
    assert.equal(res.status, 403);
    assert.match(String(res.headers['content-type']), /json/);
  });

  test('When the format is not csv or xlsx, then 400 names format', async () => {
    const res = await ctx.post('/exportviewpolicylist', { company_id: summit, format: 'pdf' }, ctx.tokens.summit_admin).expect(400);
    assert.match(res.body.message, /^Invalid format/);
  });

  test('When a filter matches nothing, then the file has its header alone', async () => {
    const rows = await csvRows('/exportviewpolicylist', { company_id: summit, filters: { lastname: 'no-such-name-zz' } });
    assert.equal(rows.length, 1);
  });
});

describe('Export of the renewal worklist', () => {
  test('When the worklist is exported, then its rows come back as the worklist lists them', async () => {
    const { records, total } = (await ctx.post('/viewrenewalworklist', { days: 3650, page: 1, pageSize: 200 }, ctx.tokens.summit_admin).expect(200))
      .body as RenewalWorklistResponse;
    assert.ok(total > 0);
    const [header, ...rows] = await csvRows('/exportviewrenewalworklist', { days: 3650 });
    assert.deepEqual(header, ['Policy Number', 'Insured', 'Line of Business', 'Program', 'Expiry Date', 'Days Left', 'Policy Amount', 'Agent', 'Policy Status']);
    assert.equal(rows.length, total);
    records.forEach((record, i) => {
      assert.equal(rows[i]![0], record.policy_number ?? record.unique_id);
      assert.equal(rows[i]![4], formatIsoDate(record.policyscheduledate));
      assert.equal(Number(rows[i]![5]), record.days_left);
      assert.equal(rows[i]![6], record.policyamount.toFixed(2));
      assert.equal(rows[i]![8], record.life_status);
    });
  });
});

describe('Tran Date of an export', () => {
  test('When a record was created at 00:05 and at 13:30 UTC, then the export shows 12:05 AM and 01:30 PM of that day', async () => {
    const { tranDate } = await import('../src/quotations/list-export');
    assert.equal(tranDate('2026-03-01T00:05:09.120Z'), '03/01/2026, 12:05 AM');
    assert.equal(tranDate('2026-12-31T13:30:00.000Z'), '12/31/2026, 01:30 PM');
    assert.equal(tranDate('2026-12-31T12:00:00.000Z'), '12/31/2026, 12:00 PM');
    assert.equal(tranDate(null), null);
  });
});

describe('Export of a list the browser filters (users, agents)', () => {
  test('When the agents list is exported with a header filter and a sort, then the file holds the matching agents in that order', async () => {
    const { clientagent } = (await ctx.post('/viewclientagent', { company_id: summit }, ctx.tokens.summit_admin).expect(200)).body as {
      clientagent: { agentcode: string; agentname: string }[];
    };
    assert.ok(clientagent.length > 1);
    const needle = clientagent[0]!.agentname.slice(0, 1).toLowerCase();
    const expected = clientagent
      .filter((agent) => agent.agentname.toLowerCase().includes(needle))
      .sort((a, b) => b.agentcode.localeCompare(a.agentcode, 'en-US', { numeric: true }));
    const [header, ...rows] = await csvRows('/exportviewclientagent', { company_id: summit, filters: { agentname: needle.toUpperCase() }, sort: 'agentcode', direction: 'desc' });
    assert.deepEqual(header!.slice(0, 2), ['Agent Code', 'Agent Name']);
    assert.deepEqual(
      rows.map((row) => row[0]),
      expected.map((agent) => agent.agentcode),
    );
  });

  test("When the users list is exported as XLSX, then it holds the client's users; another client's company answers 403", async () => {
    const { user } = (await ctx.post('/viewclientuser', { company_id: summit }, ctx.tokens.summit_admin).expect(200)).body as { user: { username: string }[] };
    const [header, ...rows] = await xlsxRows('/exportviewclientuser', { company_id: summit });
    assert.equal(header![2], 'Username');
    assert.deepEqual(
      rows.map((row) => row[2]),
      user.map((one) => one.username),
    );
    await ctx.post('/exportviewclientuser', { company_id: summit, format: 'csv' }, ctx.tokens.harbor_admin).expect(403);
  });
});

describe('Export of a partner directory', () => {
  test('When the carriers are exported filtered by name, then the file holds the matching carriers and no secret', async () => {
    const { carrier } = (await ctx.post('/viewcarrier', { client_id: summit }, ctx.tokens.summit_admin).expect(200)).body as { carrier: { carriername: string }[] };
    assert.ok(carrier.length > 0);
    const needle = carrier[0]!.carriername.slice(0, 3);
    const [header, ...rows] = await csvRows('/exportviewcarrier', { client_id: summit, filters: { name: needle } });
    assert.deepEqual(header, ['Carrier Name', 'Pointing ID / Folder', 'Member Type', 'Phone', 'Email', 'City', 'State']);
    assert.deepEqual(
      rows.map((row) => row[0]),
      carrier.filter((one) => one.carriername.toLowerCase().includes(needle.toLowerCase())).map((one) => one.carriername),
    );
    await ctx.post('/exportviewcarrier', { client_id: summit, format: 'csv' }, ctx.tokens.harbor_admin).expect(403);
  });
});

describe('Export of the customers', () => {
  type Customer = { customer_id: number; firstname: string; lastname: string; city: string | null; email: string | null };
  const customers = async (user: DemoUser = 'summit_admin') =>
    ((await ctx.post('/viewcustomerlist', { company_id: summit }, ctx.tokens[user]).expect(200)).body as { customers: Customer[] }).customers;

  test('When the customers are exported filtered by last name and sorted by city, then the file holds those customers in that order', async () => {
    const all = await customers();
    assert.ok(all.length > 1);
    const needle = all[0]!.lastname.slice(0, 1);
    const expected = all
      .filter((customer) => customer.lastname.toLowerCase().includes(needle.toLowerCase()))
      .sort((a, b) => (b.city ?? '').localeCompare(a.city ?? '', 'en-US', { numeric: true }));
    const [header, ...rows] = await csvRows('/exportviewcustomerlist', { company_id: summit, filters: { lastname: needle.toLowerCase() }, sort: 'city', direction: 'desc' });
    assert.deepEqual(header, ['Last Name', 'First Name', 'Address', 'City', 'State', 'Zip Code', 'Phone', 'Email']);
    assert.deepEqual(
      rows.map((row) => [row[0], row[1], row[3], row[7]]),
      expected.map((customer) => [customer.lastname, customer.firstname, customer.city ?? '', customer.email ?? '']),
    );
  });

  test("When an agent's user exports the customers as XLSX, then only the customers of the agent's records are in it, as in its list", async () => {
    const agentCustomers = await customers('summit_agent');
    assert.ok(agentCustomers.length < (await customers()).length);
    const [, ...rows] = await xlsxRows('/exportviewcustomerlist', { company_id: summit }, 'summit_agent');
    assert.deepEqual(
      rows.map((row) => `${String(row[0])}|${String(row[1])}`),
      agentCustomers.map((customer) => `${customer.lastname}|${customer.firstname}`),
    );
  });

  test("When a customer's name starts like a formula, then the export quotes it; another client's company answers 403", async () => {
    const [first] = await customers();
    await ctx.db.query(`UPDATE customers SET lastname = '@SUM(A1:A2)' WHERE id = $1`, [first!.customer_id]);
    const [, row] = await csvRows('/exportviewcustomerlist', { company_id: summit, filters: { lastname: '@sum' } });
    assert.equal(row![0], `'@SUM(A1:A2)`);
    await ctx.post('/exportviewcustomerlist', { company_id: summit, format: 'csv' }, ctx.tokens.harbor_admin).expect(403);
  });
});

describe('Export of the bordereau lists', () => {
  type File = AdminBdxFile;
  /** A time as the bordereau lists show it: 'MM/DD/YYYY, hh:mm AM', in UTC. */
  const shownTime = (iso: string) => {
    const [, year, month, day, hours, minutes] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)!;
    const hour = Number(hours);
    return `${month}/${day}/${year}, ${String(hour % 12 || 12).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
  };
  const files = async (url: string) => ((await ctx.post(url, { client_id: summit }, ctx.tokens.summit_admin).expect(200)).body as AdminBdxListResponse).brdxList;

  test('When the created files are exported filtered by status, then the file holds those files in the list order, period and status as shown', async () => {
    const all = await files('/viewbrdxcreate');
    assert.ok(all.length > 1);
    const status = bdxAdminStatus(all[0]!);
    const expected = all.filter((file) => bdxAdminStatus(file).toLowerCase().includes(status.toLowerCase()));
    const [header, ...rows] = await csvRows('/exportviewbrdxcreate', { client_id: summit, filters: { status: status.toUpperCase() } });
    assert.deepEqual(header, ['Date & Time', 'Carrier Name', 'Period', 'File Name', 'Control Value', 'Status']);
    assert.deepEqual(
      rows.map((row) => [row[0], row[1], row[2], row[3], row[4], row[5]]),
      expected.map((file: File) => [shownTime(file.createdAt), file.career_name, formatPeriod(file.period), file.file_name, file.control_value, status]),
    );
    assert.match(rows[0]![0]!, /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M$/);
  });

  test('When the history is exported as XLSX sorted by file name, then every file of the history is in it in that order', async () => {
    const history = await files('/viewbrdxfile');
    const expected = [...history].sort((a, b) => a.file_name.localeCompare(b.file_name, 'en-US', { numeric: true }));
    const [header, ...rows] = await xlsxRows('/exportviewbrdxfile', { client_id: summit, sort: 'file_name', direction: 'asc' });
    assert.deepEqual(header, ['Carrier Name', 'Sender Company Name', 'Sender ID', 'Period', 'File Name', 'Control Value', 'Status']);
    assert.deepEqual(
      rows.map((row) => row[4]),
      expected.map((file) => file.file_name),
    );
  });

  test('When the inbound files and the imported records are exported, then each file holds its list; another client answers 403', async () => {
    const inbound = await files('/viewclientinbound');
    const [, ...rows] = await csvRows('/exportviewclientinbound', { client_id: summit });
    assert.deepEqual(
      rows.map((row) => [row[0], row[5]]),
      inbound.map((file) => [shownTime(file.createdAt), file.file_name]),
    );
    // The workbook's Date & Time is the same text.
    const [sheetHeader, ...sheetRows] = await xlsxRows('/exportviewclientinbound', { client_id: summit });
    assert.equal(sheetHeader![0], 'Date & Time');
    assert.deepEqual(
      sheetRows.map((row) => row[0]),
      inbound.map((file) => shownTime(file.createdAt)),
    );
    // The list answers a page at a time; its export holds every record.
    const { importedRecords, total } = (await ctx.post('/viewbrdximportfile', { client_id: summit, pageSize: 200 }, ctx.tokens.summit_admin).expect(200))
      .body as BdxImportedRecordsResponse;
    const [header, ...records] = await csvRows('/exportviewbrdximportfile', { client_id: summit });
    assert.equal(records.length, total);
    assert.deepEqual(header, ['Imported At', 'File Name', 'Carrier Name', 'Row', 'Record Number', 'First Name', 'Last Name', 'Effective Date', 'Premium']);
    assert.deepEqual(
      records.map((row) => `${row[4]}|${row[7]}|${row[8]}`),
      importedRecords.map((record) => `${record.unique_id}|${formatIsoDate(record.policyeffectivedate)}|${record.policyamount}`),
    );
    await ctx.post('/exportviewbrdxcreate', { client_id: summit, format: 'csv' }, ctx.tokens.harbor_admin).expect(403);
    await ctx.post('/exportviewbrdximportfile', { client_id: summit, format: 'xlsx' }, ctx.tokens.harbor_admin).expect(403);
  });
});

describe('Export of the Production Report', () => {
  const period = { from: '2020-01-01', to: '2029-12-31' };

  test('When the report grouped by line of business and agent is exported, then its rows, premium in dollars to the cent (a number in the money format), and the totals row come back', async () => {
    const body = { ...period, groupBy: ['lob', 'agent'] };
    const report = (await ctx.post('/viewproductionreport', body, ctx.tokens.summit_admin).expect(200)).body as ProductionReportResponse;
    assert.ok(report.rows.length > 1, 'the seed has production in the period');
    const [header, ...rows] = await csvRows('/exportviewproductionreport', { ...body, filters: {} });
    assert.deepEqual(header, ['Line of business', 'Agent', 'Written Premium', 'Transactions', 'Policies']);
    assert.deepEqual(rows, [
      ...report.rows.map((row) => [row.groups.lob!.name, row.groups.agent!.name, (row.premiumCents / 100).toFixed(2), String(row.count), String(row.policies)]),
      ['Total', '', (report.totals.premiumCents / 100).toFixed(2), String(report.totals.count), String(report.totals.policies)],
    ]);
    const sheet = await xlsxRows('/exportviewproductionreport', body);
    assert.equal(sheet.length, report.rows.length + 2);
    assert.equal(Math.round((sheet.at(-1)![2] as number) * 100), report.totals.premiumCents);
    // Written Premium in the money format, Transactions and Policies plain counts.
    const formats = await xlsxFormats('/exportviewproductionreport', body);
    assert.deepEqual(
      formats.slice(1).map((row) => row.slice(2)),
      sheet.slice(1).map(() => [MONEY, 'General', 'General']),
    );
  });

  test('When the report has no groups, then one All records row and the totals; a bad period answers 400 naming to', async () => {
    const report = (await ctx.post('/viewproductionreport', period, ctx.tokens.summit_admin).expect(200)).body as ProductionReportResponse;
    const [header, ...rows] = await csvRows('/exportviewproductionreport', period);
    assert.equal(header![0], 'Records');
    assert.deepEqual(
      rows.map((row) => row[0]),
      [...report.rows.map(() => 'All records'), 'Total'],
    );
    const res = await ctx.post('/exportviewproductionreport', { from: '2026-02-01', to: '2026-01-01', format: 'csv' }, ctx.tokens.summit_admin).expect(400);
    assert.match(res.body.message, /^Invalid to/);
  });
});

describe('Export of the Loss Run', () => {
  const period = { from: '2031-01-01', to: '2031-12-31' };

  before(async () => {
    const policies = await ctx.db.query<{ id: number; policy_number: string }>(
      `SELECT id, policy_number FROM policy_quotations WHERE company_id = $1 AND stage = 'Policy' AND deleted_at IS NULL AND policy_number IS NOT NULL ORDER BY id LIMIT 2`,
      [summit],
    );
    const [file] = await ctx.db.query<{ id: number }>('SELECT id FROM bdx_files WHERE client_id = $1 ORDER BY id LIMIT 1', [summit]);
    const insert = `INSERT INTO claims (client_id, carrier_id, claim_number, quotation_id, policy_number, date_of_loss, date_reported, status, paid, reserve, recovery, as_of, file_id)
                    VALUES ($1, (SELECT career_id FROM bdx_files WHERE id = $11), $2, $3, $4, $5, $6, $7, $8, $9, $10, '2031-06', $11)`;
    await ctx.db.query(insert, [summit, 'CL-9001', policies[0]!.id, policies[0]!.policy_number, '2031-03-01', '2031-03-04', 'open', '1000.50', '2000.25', '100.00', file!.id]);
    await ctx.db.query(insert, [summit, '=CL-9002', policies[1]!.id, policies[1]!.policy_number, '2031-05-10', null, 'closed', '500.00', '0', '0', file!.id]);
  });

  test('When the Loss Run of a period is exported, then its claims come back in its order with incurred and a totals row to the cent, the formula quoted', async () => {
    const run = (await ctx.post('/viewlossrun', period, ctx.tokens.summit_admin).expect(200)).body as LossRunResponse;
    assert.equal(run.claims.length, 2);
    const [header, ...rows] = await csvRows('/exportviewlossrun', { ...period, filters: {} });
    assert.deepEqual(header, ['Claim Number', 'Policy Number', 'Insured', 'Line of Business', 'Program', 'Date of Loss', 'Date Reported', 'Status', 'Paid', 'Reserve', 'Recovery', 'Incurred']);
    assert.deepEqual(
      rows.map((row) => [row[0], row[1], row[5], row[6], row[7], row[8], row[11]]),
      [
        ...run.claims.map((claim) => [
          claim.claim_number.startsWith('=') ? `'${claim.claim_number}` : claim.claim_number,
          claim.policy_number,
          claim.date_of_loss,
          claim.date_reported ?? '',
          claim.status === 'open' ? 'Open' : 'Closed',
          Number(claim.paid).toFixed(2),
          Number(claim.incurred).toFixed(2),
        ]),
        ['Total', '', '', '', '', '1500.50', '3400.75'],
      ],
    );
    // Paid, Reserve, Recovery and Incurred: numbers to the cent in the money format.
    const claimSheet = await xlsxRows('/exportviewlossrun', period);
    assert.deepEqual(claimSheet.at(-1)!.slice(8), [1500.5, 2000.25, 100, 3400.75]);
    const formats = await xlsxFormats('/exportviewlossrun', period);
    assert.deepEqual(
      formats.slice(1).map((row) => row.slice(8)),
      [[MONEY, MONEY, MONEY, MONEY], [MONEY, MONEY, MONEY, MONEY], [MONEY, MONEY, MONEY, MONEY]],
    );
    assert.ok(rows.some((row) => row[0] === `'=CL-9002`));
    const sheet = await xlsxRows('/exportviewlossrun', { ...period, policy_number: run.claims[0]!.policy_number });
    assert.deepEqual(sheet.map((row) => row[0]), ['Claim Number', run.claims[0]!.claim_number.replace(/^=/, "'="), 'Total']);
  });

  test('When a user whom the Loss Runs list refuses asks for its export, then the export is refused alike, as JSON', async () => {
    const view = await ctx.post('/viewlossrun', period, ctx.tokens.harbor_admin);
    assert.ok(view.status === 403 || view.status === 404, String(view.status));
    const res = await ctx.post('/exportviewlossrun', { ...period, format: 'csv' }, ctx.tokens.harbor_admin);
    assert.equal(res.status, view.status);
    assert.match(String(res.headers['content-type']), /json/);
  });
});

describe('Pages of a record list export', () => {
  test('When the list is read in keyset batches of 7, then the ids come in the order one read of the whole list gives, for every kind of sort', async () => {
    const { createQuotationRepository } = await import('../src/quotations/repository');
    const records = createQuotationRepository(ctx.db);
    const ids = async (query: Parameters<typeof records.exportPages>[1], size: number) => {
      const all: number[] = [];
      for await (const page of records.exportPages(summit, query, size)) all.push(...page.map((row) => row.id));
      return all;
    };
    // Some records with no sub-LOB, so an empty sort value falls inside and at a batch's end.
    await ctx.db.query(
      `UPDATE record_list_rows SET "intake_subName" = NULL WHERE id IN (SELECT id FROM record_list_rows WHERE company_id = $1 ORDER BY id LIMIT 9)`,
      [summit],
    );
    const queries: Parameters<typeof records.exportPages>[1][] = [
      { scope: 'all', filters: {} },
      { scope: 'all', filters: {}, sort: 'intake_subName', direction: 'asc' },
      { scope: 'all', filters: {}, sort: 'intake_subName', direction: 'desc' },
      { scope: 'all', filters: {}, sort: 'policyamount', direction: 'desc' },
      { scope: 'all', filters: {}, sort: 'lastname', direction: 'asc' },
      { scope: 'all', filters: { state_name: 'a' }, sort: 'createdAt', direction: 'asc' },
      { scope: 'policies', filters: {}, sort: 'life_status', direction: 'asc' },
    ];
    for (const query of queries) {
      const whole = await ids(query, 100_000);
      assert.ok(whole.length > 14, JSON.stringify(query));
      assert.deepEqual(await ids(query, 7), whole, JSON.stringify(query));
    }
  });
});
