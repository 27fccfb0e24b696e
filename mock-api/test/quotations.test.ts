import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type {
  CoverageRowInput,
  IntakeFormDefinitionResponse,
  PolicyDetails,
  PolicyPayload,
  PolicyQuotation,
  ProgramCoverageResponse,
  RecordListResponse,
  IntakeStateAndProgramResponse,
} from '@kyubos/contracts';
import { CUSTOMER_KEYS, formatUsd, policyAmountOf, policyEndDate, recordStage, sortByText, todayIso } from '@kyubos/domain';
import { sampleDetails } from '../src/db/seed/quotations';
import { insuredFields } from './fixtures';
import { createTestContext, versionOf, type DemoUser, type TestContext } from './helpers';
import { listTotals, totalsChange } from './list-totals';

let ctx: TestContext;
let summit: number;
let harbor: number;
const lob = { workersComp: 0, auto: 0, harborWc: 0 };
/** The seeded records' vehicles, read before any test writes a record. */
let seededVehicles: Array<{ auto: boolean; vehicle: string | null; model: string | null; year: string | null }>;
const customer = ['Avery', 'Stone', '1 Main St', 'Denver', 'CO', '80202'] as const;
/** Effective dates written in the portal may not lie in the past (quotation settings, default 0 days): today. */
const EFFECTIVE = todayIso();

const one = async <T>(sql: string, params: unknown[] = []) => (await ctx.db.one<T>(sql, params))!;
const count = async (table: string) => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;

before(async () => {
  ctx = await createTestContext();
  summit = ctx.logins.summit_admin.client_id;
  harbor = ctx.logins.harbor_admin.client_id;
  const lobId = async (client: number, name: string) =>
    (await one<{ id: number }>('SELECT id FROM intake_categories WHERE client_id = $1 AND category_name = $2', [client, name])).id;
  lob.workersComp = await lobId(summit, 'WORKERS COMP');
  lob.auto = await lobId(summit, 'COMMERCIAL AUTO');
  lob.harborWc = await lobId(harbor, 'WORKERS COMP');
  seededVehicles = await ctx.db.query(
    `SELECT "intake_Name" = 'COMMERCIAL AUTO' AS auto, vehicle, "vehicleModel" AS model, "vehicleModelYear" AS year FROM policy_quotations`,
  );
});
after(() => ctx.close());

/** A valid payload for a line of business, built from what the API says its form is. */
async function validPayload(intakeId: number, user: DemoUser = 'summit_admin', companyId = summit): Promise<PolicyPayload & { policycoverage: CoverageRowInput[] }> {
  const token = ctx.tokens[user];
  const form = (await ctx.post('/viewintakeformdefinition', { intake_id: intakeId }, token).expect(200)).body as IntakeFormDefinitionResponse;
  const options = (await ctx.post('/intakestateandprogram', { id: intakeId }, token).expect(200)).body as IntakeStateAndProgramResponse;
  const program = options.program[0]!;
  const coverages = (await ctx.post('/programlobcoverage', { program_id: program.id, intake_id: intakeId }, token).expect(200))
    .body as ProgramCoverageResponse;
  return {
    company_id: companyId,
    intake_id: intakeId,
    program_id: program.id,
    state_id: options.state[0]!.id,
    Admitted: '1',
    ...insuredFields(customer),
    email: 'avery.stone@example.com',
    phonenumber: '3035550100',
    policyeffectivedate: EFFECTIVE,
    policyduration: '1month',
    autopayment: 0,
    policydetails: JSON.stringify(sampleDetails(form.groups, customer, EFFECTIVE, 0)),
    policycoverage: coverages.ProgramLobCovarage.map((c) => ({
      coverage_id: c.id,
      coverageinclude: 'Y',
      coverageaccept: String(Math.floor(c.coveragelimit / 2)),
      deductiblebasis: 'Percentage',
      deductible: 10,
      premium: c.premium,
    })),
  };
}

const pickVehicle = ({ vehicle, vehicleModel, vehicleModelYear }: Pick<PolicyQuotation, 'vehicle' | 'vehicleModel' | 'vehicleModelYear'>) => ({
  vehicle,
  vehicleModel,
  vehicleModelYear,
});

const list = async (path: string, body: object, user: DemoUser = 'summit_admin') =>
  (await ctx.post(path, body, ctx.tokens[user]).expect(200)).body as RecordListResponse;

/**
 * Each header filter (column, text) answers, paged and counted, exactly the rows of `all` whose
 * shown value contains the text, case aside: the list's own order kept.
 */
async function assertFiltersMatchShown<R extends { id: number }>(all: R[], shown: Record<string, (row: R) => string>, cases: [string, string][]) {
  for (const [column, text] of cases) {
    const expected = all.filter((row) => shown[column]!(row).toLowerCase().includes(text.toLowerCase())).map((row) => row.id);
    const page = await list('/policyquotationlist', { company_id: summit, filters: { [column]: text }, page: 1, pageSize: 200 });
    assert.equal(page.total, expected.length, `${column} '${text}'`);
    assert.deepEqual(page.Policyquotations.map((row) => row.id), expected, `${column} '${text}'`);
  }
}


/** The record's version as Summit's admin reads it, sent with each save of it. */
const summitVersion = (id: number) => versionOf(ctx.post, id, ctx.tokens.summit_admin);

/** The four calls that save a quotation's body, each with the body it takes (an update names the record and the version read). */
const everySaveCall = <B extends object>(payload: B, id: number, updatedAt: string) =>
  [
    ['/createpolicyquoationlist', payload],
    ['/savepolicyquoation', payload],
    ['/updatepolicyquotationlist', { ...payload, id, updatedAt }],
    ['/updatesavepolicyquotationlist', { ...payload, id, updatedAt }],
  ] as const;
describe('record lists', () => {
  test('When the full list is asked for, then every Summit record comes back with its stage as status, newest first', async () => {
    const { Policyquotations: rows, total } = await list('/viewpolicyquotationlistfull', { company_id: summit });
    assert.equal(rows.length, 80);
    assert.equal(total, 80);
    for (const row of rows) assert.equal(row.status, recordStage(row));
    assert.deepEqual(new Set(rows.map((row) => row.status)), new Set(['Quotation', 'Binder', 'Policy']));
    const times = rows.map((row) => Date.parse(row.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    assert.match(rows[0]!.unique_id, /^SUM-Q-\d{4}-\d{6}$/);
  });

  test('When the stage lists are asked for, then each holds only its stage and together they make the full list', async () => {
    const quotations = await list('/viewpolicyquotationlist', { company_id: summit });
    const binders = await list('/viewpolicybinderlist', { company_id: summit });
    const policies = await list('/viewpolicylist', { company_id: summit });
    const incomplete = await list('/viewincompleteintakeform', { company_id: summit });
    assert.ok(quotations.Policyquotations.every((row) => row.status === 'Quotation'));
    assert.ok(binders.Policyquotations.every((row) => row.status === 'Binder' && row.policyapproved === 1 && row.becomepolicy === 0));
    assert.ok(policies.Policyquotations.every((row) => row.status === 'Policy' && row.becomepolicy === 1));
    assert.ok(incomplete.Policyquotations.every((row) => row.quotation === 0));
    assert.equal(quotations.total + binders.total + policies.total, 80);
    assert.ok(incomplete.total > 0 && incomplete.total < quotations.total);
  });

  test('When a page is asked for, then it holds pageSize rows and total counts the whole filtered list', async () => {
    const page2 = await list('/viewpolicyquotationlist', { company_id: summit, page: 2, pageSize: 15 });
    const all = await list('/viewpolicyquotationlist', { company_id: summit });
    assert.equal(page2.total, all.total);
    assert.deepEqual(
      page2.Policyquotations.map((row) => row.id),
      all.Policyquotations.slice(15, 30).map((row) => row.id),
    );
  });

  test('When header filters are sent, then only rows whose shown text contains them come back', async () => {
    const { Policyquotations: rows } = await list('/policyquotationlist', { company_id: summit, filters: { lastname: 'bENNett', intake_Name: 'comp' } });
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.lastname === 'Bennett' && row.intake_Name === 'WORKERS COMP'));
    const byStatus = await list('/policyquotationlist', { company_id: summit, filters: { status: 'binder', firstname: '' } });
    assert.ok(byStatus.Policyquotations.length > 0 && byStatus.Policyquotations.every((row) => row.status === 'Binder'));
    const { Policyquotations: dated } = await list('/policyquotationlist', { company_id: summit, filters: { policyeffectivedate: rows[0]!.policyeffectivedate.slice(5, 7) + '-' } });
    assert.ok(dated.length > 0);
    const wild = await list('/policyquotationlist', { company_id: summit, filters: { lastname: '%' } });
    assert.equal(wild.total, 0);
  });

  test('When a filter names part of a line of business, sub-line, state, agent or date, then exactly the records whose shown value contains it come back, paged and counted', async () => {
    // These filters match the column's distinct values and find rows by its sorted index: no trigram index is left on them.
    const trigram = await ctx.db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'record_list_rows' AND indexdef LIKE '%gin_trgm_ops%'
          AND (indexdef ~ '(intake_Name|intake_subName|state_name|submga_name|policyeffectivedate|policyscheduledate)')`,
    );
    assert.deepEqual(trigram, []);
    const { Policyquotations: all } = await list('/viewpolicyquotationlistfull', { company_id: summit });
    const shownDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}` : '');
    const shown: Record<string, (row: (typeof all)[number]) => string> = {
      intake_Name: (row) => row.intake_Name ?? '',
      intake_subName: (row) => row.intake_subName ?? '',
      state_name: (row) => row.state_name ?? '',
      submga_name: (row) => row.submga_name ?? '',
      policyeffectivedate: (row) => shownDate(row.policyeffectivedate),
      policyscheduledate: (row) => shownDate(row.policyscheduledate),
    };
    const first = all.find((row) => row.submga_name && row.intake_subName)!;
    const middle = (text: string) => text.slice(1, -1).toLowerCase();
    const cases: [string, string][] = [
      ['intake_Name', 'comp'],
      ['intake_Name', 'AUTO'],
      ['intake_subName', middle(first.intake_subName!)],
      ['state_name', middle(first.state_name!)],
      ['submga_name', middle(first.submga_name!).toUpperCase()],
      ['policyeffectivedate', shownDate(first.policyeffectivedate).slice(0, 3)],
      ['policyeffectivedate', shownDate(first.policyeffectivedate).slice(2)],
      ['policyscheduledate', shownDate(first.policyscheduledate).slice(3, 9)],
      ['state_name', 'no such state'],
      ['submga_name', '%'],
    ];
    await assertFiltersMatchShown(all, shown, cases);
    assert.ok(cases.slice(0, 8).every(([column, text]) => all.some((row) => shown[column]!(row).toLowerCase().includes(text.toLowerCase()))));
    // Two of them together, on a stage's list.
    const both = await list('/viewpolicyquotationlist', { company_id: summit, filters: { intake_Name: 'comp', state_name: middle(first.state_name!) }, page: 1, pageSize: 200 });
    const bothExpected = all.filter((row) => row.status === 'Quotation' && shown.intake_Name!(row).toLowerCase().includes('comp') && shown.state_name!(row).toLowerCase().includes(middle(first.state_name!)));
    assert.deepEqual(both.Policyquotations.map((row) => row.id), bothExpected.map((row) => row.id));
  });

  test('When a number or name filter is sent, then exactly the records whose number or name contains it come back, found through the search index', async () => {
    // No trigram index of their own: the search box's index finds the candidates (SEARCHED_FILTER).
    const trigram = await ctx.db.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'record_list_rows' AND indexdef LIKE '%gin_trgm_ops%' AND indexdef ~ '(firstname|lastname|record_number_text)'`,
    );
    assert.deepEqual(trigram, []);
    const { Policyquotations: all } = await list('/viewpolicyquotationlistfull', { company_id: summit });
    const numbered = all.find((row) => row.policy_number)!;
    const shown: Record<string, (row: (typeof all)[number]) => string> = {
      unique_id: (row) => [row.unique_id, row.policy_number].filter(Boolean).join(' '),
      firstname: (row) => row.firstname,
      lastname: (row) => row.lastname,
    };
    const cases: [string, string][] = [
      ['lastname', 'bENNett'],
      ['lastname', all[0]!.lastname.slice(1, -1).toUpperCase()],
      ['firstname', all[0]!.firstname.slice(0, 3).toLowerCase()],
      // The insured's whole name is in the search text: a first-name filter reaching into the last name matches nothing.
      ['firstname', `${all[0]!.firstname} ${all[0]!.lastname.slice(0, 2)}`],
      ['lastname', `${all[0]!.firstname.slice(-2)} ${all[0]!.lastname.slice(0, 2)}`],
      ['unique_id', numbered.unique_id.slice(-4)],
      ['unique_id', numbered.policy_number!.slice(2).toLowerCase()],
      ['unique_id', `${numbered.unique_id.slice(-2)} ${numbered.policy_number!.slice(0, 3)}`],
      ['unique_id', '-q-'],
      ['firstname', '_'],
      ['lastname', 'no such name'],
    ];
    await assertFiltersMatchShown(all, shown, cases);
    // Each case that should find records finds some: the comparison is not of two empty lists.
    for (const at of [0, 1, 2, 5, 6, 7, 8]) {
      const [column, text] = cases[at]!;
      assert.ok(all.some((row) => shown[column]!(row).toLowerCase().includes(text.toLowerCase())), `${column} '${text}' names records`);
    }
  });

  test('When a date filter names a whole day, then exactly the records shown with that day come back, paged and counted', async () => {
    // Spread the seeded records over a few days so a day is a real subset.
    await ctx.db.query(
      `UPDATE policy_quotations SET created_at = created_at - (id % 3) * interval '1 day' - (id % 7) * interval '1 hour',
              policyeffectivedate = policyeffectivedate - (id % 2) WHERE company_id = $1`,
      [summit],
    );
    try {
      const { Policyquotations: all } = await list('/policyquotationlist', { company_id: summit });
      const shownDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
      const shownDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
      const day = shownDay(new Date(all[0]!.createdAt).toISOString());
      const ofDay = all.filter((row) => shownDay(new Date(row.createdAt).toISOString()) === day).map((row) => row.id);
      assert.ok(ofDay.length > 0 && ofDay.length < all.length);
      const page = await list('/policyquotationlist', { company_id: summit, filters: { createdAt: ` ${day} ` }, page: 1, pageSize: 5 });
      assert.equal(page.total, ofDay.length);
      assert.deepEqual(page.Policyquotations.map((row) => row.id), ofDay.slice(0, 5));
      // The day and more of the shown time; a day that does not exist.
      const hour = new Date(all[0]!.createdAt).getUTCHours() % 12 || 12;
      const timed = await list('/policyquotationlist', { company_id: summit, filters: { createdAt: `${day}, ${String(hour).padStart(2, '0')}:` } });
      assert.ok(timed.total > 0 && timed.Policyquotations.every((row) => ofDay.includes(row.id)));
      assert.equal((await list('/policyquotationlist', { company_id: summit, filters: { createdAt: '02/30/2026' } })).total, 0);

      const effective = shownDate(all[0]!.policyeffectivedate);
      const sameEffective = all.filter((row) => shownDate(row.policyeffectivedate) === effective).map((row) => row.id);
      assert.ok(sameEffective.length > 0 && sameEffective.length < all.length);
      const byEffective = await list('/viewpolicyquotationlistfull', { company_id: summit, filters: { policyeffectivedate: effective } });
      assert.deepEqual(byEffective.Policyquotations.map((row) => row.id), sameEffective);
    } finally {
      await ctx.db.query(
        `UPDATE policy_quotations SET created_at = created_at + (id % 3) * interval '1 day' + (id % 7) * interval '1 hour',
                policyeffectivedate = policyeffectivedate + (id % 2) WHERE company_id = $1`,
        [summit],
      );
    }
  });

  test('When an amount filter is typed as the screen shows money, then the records whose shown amount holds it come back, thousands separators aside', async () => {
    const { Policyquotations: all } = await list('/viewpolicyquotationlistfull', { company_id: summit });
    // The screen's '$1,250.00' read without its separators: '$300.00' is not in '$1300.00', '300.00' is.
    const shown: Record<string, (row: (typeof all)[number]) => string> = { policyamount: (row) => formatUsd(row.policyamount).replace(/,/g, '') };
    const large = all.find((row) => row.policyamount >= 1000)!;
    const typed = formatUsd(large.policyamount);
    assert.match(typed, /^\$\d{1,3},\d{3}\.\d{2}$/);
    const cases: [string, string][] = [
      ['policyamount', typed.replace(/,/g, '')],
      ['policyamount', typed.slice(1).replace(/,/g, '')],
      ['policyamount', typed.slice(2).replace(/,/g, '')],
      ['policyamount', String(large.policyamount)],
      ['policyamount', `$${typed[1]}`],
    ];
    await assertFiltersMatchShown(all, shown, cases);
    // The figure with its separators finds the same rows as without them.
    for (const text of [typed, typed.slice(1), typed.slice(2)]) {
      const page = await list('/policyquotationlist', { company_id: summit, filters: { policyamount: text }, page: 1, pageSize: 200 });
      assert.ok(page.Policyquotations.some((row) => row.id === large.id), `'${text}' finds ${large.unique_id}`);
      const plain = await list('/policyquotationlist', { company_id: summit, filters: { policyamount: text.replace(/,/g, '') }, page: 1, pageSize: 200 });
      assert.deepEqual(page.Policyquotations.map((row) => row.id), plain.Policyquotations.map((row) => row.id));
    }
    // A '$' figure names the amount from its start; text that is not an amount finds nothing.
    const fromStart = await list('/policyquotationlist', { company_id: summit, filters: { policyamount: `$${typed.slice(3)}` }, page: 1, pageSize: 200 });
    assert.ok(fromStart.Policyquotations.every((row) => formatUsd(row.policyamount).replace(/,/g, '').startsWith(`$${typed.slice(3)}`)));
    assert.ok(!fromStart.Policyquotations.some((row) => row.id === large.id));
    assert.equal((await list('/policyquotationlist', { company_id: summit, filters: { policyamount: 'abc' } })).total, 0);
  });

  test('When sorted by last name, then accented initials sort with their letter (Çelik between Celi and Cem, not after Zimmer), both ways and page by page, on the name key’s index', async () => {
    const indexes = await ctx.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE tablename = 'record_list_rows' AND indexname IN ('record_list_rows_sort_firstname', 'record_list_rows_sort_lastname') ORDER BY indexname`,
    );
    assert.deepEqual(indexes.map((index) => /\(company_id, (.*), id\)/.exec(index.indexdef)?.[1]), ['text_order_key(firstname)', 'text_order_key(lastname)']);
    const sorted = async (direction: 'asc' | 'desc', page: number, pageSize: number) =>
      (await list('/viewpolicyquotationlistfull', { company_id: summit, sort: 'lastname', direction, page, pageSize })).Policyquotations;
    const picked = (await sorted('asc', 1, 5)).map((row) => ({ id: row.id, lastname: row.lastname }));
    const names = ['Zimmer', 'Çelik', 'Celi', 'Cem', 'élan'];
    try {
      for (const [i, row] of picked.entries()) await ctx.db.query('UPDATE policy_quotations SET lastname = $2 WHERE id = $1', [row.id, names[i]]);
      const asc = await sorted('asc', 1, 200);
      assert.deepEqual(asc.map((row) => row.lastname).filter((name) => names.includes(name)), ['Celi', 'Çelik', 'Cem', 'élan', 'Zimmer']);
      assert.deepEqual(asc.map((row) => row.lastname), sortByText(asc, (row) => row.lastname).map((row) => row.lastname));
      // Descending, in pages of 20: the same rows turned round, ties by id turned round too.
      const desc = [];
      for (let page = 1; page <= 4; page += 1) desc.push(...(await sorted('desc', page, 20)));
      assert.deepEqual(desc.map((row) => row.id), asc.map((row) => row.id).reverse());
    } finally {
      for (const row of picked) await ctx.db.query('UPDATE policy_quotations SET lastname = $2 WHERE id = $1', [row.id, row.lastname]);
    }
  });

  test('When sorted by last name ascending or by amount descending, then rows come back in that order, page by page', async () => {
    const { Policyquotations: rows } = await list('/viewpolicyquotationlistfull', { company_id: summit, sort: 'lastname', direction: 'asc', page: 1, pageSize: 200 });
    const names = rows.map((row) => row.lastname);
    assert.equal(names.length, 80);
    assert.equal(names[0], 'Abernathy');
    assert.equal(names[names.length - 1], 'Whitfield');
    const { Policyquotations: byAmount } = await list('/viewpolicyquotationlist', { company_id: summit, sort: 'policyamount', direction: 'desc', page: 2, pageSize: 5 });
    const amounts = byAmount.map((row) => row.policyamount);
    assert.equal(amounts.length, 5);
    assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a));
    const { Policyquotations: top } = await list('/viewpolicyquotationlist', { company_id: summit, sort: 'policyamount', direction: 'desc', page: 1, pageSize: 5 });
    assert.ok(top.at(-1)!.policyamount >= amounts[0]!);
  });

  test('When sorted by Number, then rows follow the number the column shows: an issued policy’s, else the record’s own, both ways and page by page', async () => {
    const shown = (row: { unique_id: string; policy_number?: string | null; status: string }) => (row.status === 'Policy' && row.policy_number ? row.policy_number : row.unique_id);
    for (const [url, direction] of [
      ['/viewpolicylist', 'asc'],
      ['/viewpolicylist', 'desc'],
      ['/viewpolicyquotationlistfull', 'asc'],
    ] as const) {
      const whole = (await list(url, { company_id: summit, sort: 'unique_id', direction, page: 1, pageSize: 200 })).Policyquotations.map(shown);
      const ordered = [...whole].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      assert.deepEqual(whole, direction === 'asc' ? ordered : ordered.reverse(), `${url} ${direction}`);
      const second = (await list(url, { company_id: summit, sort: 'unique_id', direction, page: 2, pageSize: 5 })).Policyquotations.map(shown);
      assert.deepEqual(second, whole.slice(5, 10), `${url} ${direction} page 2`);
    }
    // Policies carry their policy numbers in the order shown.
    const policies = (await list('/viewpolicylist', { company_id: summit, sort: 'unique_id', direction: 'asc', page: 1, pageSize: 200 })).Policyquotations;
    assert.ok(policies.length > 2 && policies.every((row) => row.policy_number !== null && shown(row) === row.policy_number));
  });

  test('When a whole list is paged, then its total is the kept counter and equals a count of the records, for each client', async () => {
    for (const user of ['summit_admin', 'harbor_admin'] as const) {
      const { answered, counted } = await listTotals(ctx, user);
      assert.deepEqual(answered, counted, user);
      assert.ok(answered.all > 0 && answered.quotations > 0, user);
    }
  });

  test('When a customer list call names a customer, then only that customer\'s records come back', async () => {
    const { customers } = (await ctx.post('/viewcustomerlist', { company_id: summit }, ctx.tokens.summit_admin).expect(200)).body as {
      customers: { customer_id: number; lastname: string }[];
    };
    assert.ok(customers.length >= 20);
    const target = customers[0]!;
    const rows = await list('/viewcustomerpolicyquotationlist', { company_id: summit, customer_id: target.customer_id });
    assert.ok(rows.Policyquotations.every((row) => row.customer_id === target.customer_id && row.status === 'Quotation'));
    await list('/viewcustomerpolicybinderlist', { company_id: summit, customer_id: target.customer_id });
    await list('/viewcustomerintakeform', { company_id: summit, customer_id: target.customer_id });
    await ctx.post('/viewcustomerintakeform', { company_id: summit }, ctx.tokens.summit_admin).expect(400);
  });

  test('When bad list input is sent, then 400 names the field', async () => {
    const bad = [
      { company_id: summit, filters: { password: 'x' } },
      { company_id: summit, page: 0 },
      { company_id: summit, pageSize: 1000 },
      { company_id: summit, sort: 'DROP TABLE' },
      { company_id: 'abc' },
    ];
    for (const body of bad) {
      const res = await ctx.post('/policyquotationlist', body, ctx.tokens.summit_admin).expect(400);
      assert.match(res.body.message, /^Invalid (filters|page|pageSize|sort|company_id)/);
    }
  });

  test("When a client asks for another client's lists, then 403; each client sees only its own records", async () => {
    await ctx.post('/viewpolicyquotationlistfull', { company_id: summit }, ctx.tokens.harbor_admin).expect(403);
    await ctx.post('/viewcustomerlist', { company_id: summit }, ctx.tokens.harbor_admin).expect(403);
    const own = await list('/viewpolicyquotationlistfull', { company_id: harbor }, 'harbor_admin');
    assert.equal(own.total, 6);
    assert.ok(own.Policyquotations.every((row) => row.unique_id.startsWith('HAR-Q-')));
  });

  test('When a staff user without record permissions lists, then 403; the agent user with Quotations may', async () => {
    await ctx.post('/viewpolicyquotationlistfull', { company_id: summit }, ctx.tokens.summit_staff).expect(403);
    await list('/viewpolicyquotationlist', { company_id: summit }, 'summit_agent');
    await ctx.post('/viewpolicyquotationlistfull', { company_id: summit }).expect(401);
  });
});

describe('single records and history', () => {
  test('When a record is read, then every field comes back with parsed details and coverage; another client gets 404', async () => {
    const { Policyquotations: rows } = await list('/viewpolicylist', { company_id: summit });
    const id = rows[0]!.id;
    const view = (await ctx.post('/viewpolicyquotation', { id }, ctx.tokens.summit_admin).expect(200)).body.Policyquotations as PolicyQuotation;
    const edit = (await ctx.post('/editpolicyquotationlist', { id }, ctx.tokens.summit_admin).expect(200)).body.policyquotation as PolicyQuotation;
    // The view masks private values (secure, PI secure) that the edit form's load answers to a writer, and says whether the caller may approve.
    const except = (record: PolicyQuotation) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'policydetails' && key !== 'approval_refusal'));
    assert.deepEqual(except(view), except(edit));
    assert.deepEqual(Object.keys(view.policydetails).sort(), Object.keys(edit.policydetails).sort());
    assert.equal(view.status, 'Policy');
    assert.equal(typeof view.policydetails, 'object');
    assert.ok(view.policycoverage.length > 0);
    assert.equal(view.policyamount, policyAmountOf(view.policycoverage));
    assert.match(view.policyeffectivedate, /^\d{4}-\d{2}-\d{2}$/);
    await ctx.post('/viewpolicyquotation', { id }, ctx.tokens.harbor_admin).expect(404);
    await ctx.post('/editpolicyquotationlist', { id }, ctx.tokens.harbor_admin).expect(404);
    await ctx.post('/viewpolicyquotation', { id: 99_999_999 }, ctx.tokens.summit_admin).expect(404);
    const payment = await one<{ paidamount: number; balance: number }>(
      'SELECT paidamount::float8 AS paidamount, balance::float8 AS balance FROM policy_payments WHERE quotation_id = $1',
      [id],
    );
    assert.deepEqual(payment, { paidamount: view.policyamount, balance: 0 });
  });

  test("When a record's history is read, then its entries come back; another client's gets 403 or 404", async () => {
    const { Policyquotations: rows } = await list('/viewpolicyquotationlist', { company_id: summit });
    const id = rows[0]!.id;
    const { policyquotationhistory } = (
      await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: id }, ctx.tokens.summit_admin).expect(200)
    ).body;
    assert.ok(policyquotationhistory.length >= 1);
    assert.equal(policyquotationhistory[0].quotation_id, id);
    const entry = (await ctx.post('/editpolicyquotationhistory', { id: policyquotationhistory[0].id }, ctx.tokens.summit_admin).expect(200)).body;
    assert.equal(entry.Policyquotationhis.unique_id, rows[0]!.unique_id);
    await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: id }, ctx.tokens.harbor_admin).expect(403);
    await ctx.post('/viewpolicyquotationhistory', { company_id: harbor, quotation_id: id }, ctx.tokens.harbor_admin).expect(404);
    await ctx.post('/editpolicyquotationhistory', { id: policyquotationhistory[0].id }, ctx.tokens.harbor_admin).expect(404);
  });
});

describe('form structure', () => {
  test('When the form of a line of business is read, then its category, groups, attributes, sub-LOBs, states, programs and coverages come back', async () => {
    const t = ctx.tokens.summit_admin;
    const category = (await ctx.post('/viewcustodianintakecategorybasedoncategoryid', { category_id: lob.workersComp }, t).expect(200)).body;
    assert.equal(category.data.name, 'WORKERS COMP');
    assert.equal(category.data.intaketype, 'Quotation');
    const main = (await ctx.post('/editclientintakecategorymain', { id: lob.workersComp }, t).expect(200)).body;
    assert.equal(main.intake.category_name, 'WORKERS COMP');
    const placements = (await ctx.post('/viewactiveintakeattributegroupmain', { intake_id: lob.workersComp, cid: summit }, t).expect(200)).body;
    assert.deepEqual(
      placements.Attiributecategory.map((g: { name: string }) => g.name),
      ['Insured Details', 'Policy Information', 'Employee Classes', 'Underwriting Questions', 'Secure Identifiers'],
    );
    const groupId = placements.Attiributecategory[0].attribute_group_id;
    const group = (await ctx.post('/viewattributegroupbasedonclientidandattributeidmain', { attribute_group_id: groupId, client_id: summit }, t).expect(200)).body;
    assert.equal(group.attiributegroup.displaytype, 'Double Column');
    const attributes = (await ctx.post('/viewactiveattributemain', { gid: groupId, client_id: summit }, t).expect(200)).body;
    assert.equal(attributes.attribute[0].name, 'First Name');
    const sublobs = (await ctx.post('/viewintakesublobmain', { id: lob.workersComp }, t).expect(200)).body;
    assert.ok(sublobs.intakesublob.length >= 2);
    const options = (await ctx.post('/intakestateandprogram', { id: lob.workersComp }, t).expect(200)).body as IntakeStateAndProgramResponse;
    assert.ok(options.state.some((s) => s.state_name === 'Colorado'));
    assert.ok(options.program.length >= 1);
    const coverage = (await ctx.post('/programlobcoverage', { program_id: options.program[0]!.id, intake_id: lob.workersComp }, t).expect(200))
      .body as ProgramCoverageResponse;
    assert.equal(coverage.ProgramLobCovarage[0]!.covargerequired, 'required');
    const definition = (await ctx.post('/viewintakeformdefinition', { intake_id: lob.workersComp }, t).expect(200)).body as IntakeFormDefinitionResponse;
    assert.equal(definition.groups.length, 5);
    assert.ok(definition.groups.flatMap((g) => g.attributes).some((a) => a.attribute_type === 'SelectBox'));
  });

  test("When another client's line of business, group or program is asked for, then 404 or 403", async () => {
    const t = ctx.tokens.harbor_admin;
    await ctx.post('/viewcustodianintakecategorybasedoncategoryid', { category_id: lob.workersComp }, t).expect(404);
    await ctx.post('/viewactiveintakeattributegroupmain', { intake_id: lob.workersComp, cid: summit }, t).expect(403);
    await ctx.post('/viewactiveintakeattributegroupmain', { intake_id: lob.workersComp, cid: harbor }, t).expect(404);
    await ctx.post('/viewintakeformdefinition', { intake_id: lob.workersComp }, t).expect(404);
    await ctx.post('/intakestateandprogram', { id: lob.workersComp }, t).expect(404);
    await ctx.post('/viewintakesublobmain', { id: lob.workersComp }, t).expect(404);
    const summitProgram = (await ctx.post('/intakestateandprogram', { id: lob.workersComp }, ctx.tokens.summit_admin)).body.program[0].id;
    await ctx.post('/programlobcoverage', { program_id: summitProgram, intake_id: lob.harborWc }, t).expect(404);
    await ctx.post('/programlobcoverage', { program_id: 'x', intake_id: lob.harborWc }, t).expect(400);
  });
});

describe('saves', () => {
  test('When summit_admin generates a quotation, then the server numbers it, computes amount and dates, names the creator and writes history', async () => {
    const before = await count('policy_quotations');
    const payload = await validPayload(lob.workersComp);
    const res = await ctx
      .post('/createpolicyquoationlist', { ...payload, policyamount: 1, policycreator_name: 'Mallory', submga_id: 1, policyscheduledate: '2030-01-01' }, ctx.tokens.summit_admin)
      .expect(201);
    assert.match(res.body.unique_id, new RegExp(`^SUM-Q-${new Date().getUTCFullYear()}-000081$`));
    assert.equal(await count('policy_quotations'), before + 1);
    const record = (await ctx.post('/viewpolicyquotation', { id: res.body.id }, ctx.tokens.summit_admin).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.equal(record.status, 'Quotation');
    assert.equal(record.quotation, 1);
    assert.equal(record.policycreator_name, 'Summit Specialty MGA');
    assert.equal(record.submga_id, null);
    assert.equal(record.policyscheduledate, policyEndDate(EFFECTIVE, '1month'));
    const premiums = payload.policycoverage.reduce((sum, row) => sum + Number(row.premium), 0);
    assert.equal(record.policyamount, premiums);
    assert.equal(record.balance, premiums);
    const first = record.policycoverage[0]!;
    assert.equal(first.coverageinclude, 'Y');
    assert.equal(first.deductibleamount, Math.round(first.coverageaccept * 10) / 100);
    assert.equal(record.intake_Name, 'WORKERS COMP');
    assert.ok(record.customer_id > 0);
    const history = (await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: res.body.id }, ctx.tokens.summit_admin)).body;
    assert.equal(history.policyquotationhistory.length, 1);
    assert.equal(history.policyquotationhistory[0].comments, 'Quotation generated');
    assert.equal(history.policyquotationhistory[0].changed_by, 'Summit Specialty MGA');
    const full = await list('/viewpolicyquotationlistfull', { company_id: summit, page: 1, pageSize: 35 });
    assert.equal(full.Policyquotations[0]!.id, res.body.id);
  });

  test('When an agent user saves an intake form, then it carries the agent and is an incomplete form (quotation 0)', async () => {
    const payload = await validPayload(lob.auto, 'summit_agent');
    const res = await ctx.post('/savepolicyquoation', payload, ctx.tokens.summit_agent).expect(201);
    const record = (await ctx.post('/viewpolicyquotation', { id: res.body.id }, ctx.tokens.summit_agent)).body.Policyquotations as PolicyQuotation;
    const agent = await one<{ firstname: string; agent_id: number; agent_code: string; agent_name: string }>(
      "SELECT firstname, agent_id, agent_code, agent_name FROM users WHERE username = 'summit_agent'",
    );
    assert.equal(record.quotation, 0);
    assert.equal(record.policycreator_name, agent.firstname);
    assert.equal(record.submga_id, agent.agent_id);
    assert.equal(record.submga_code, agent.agent_code);
    assert.equal(record.submga_name, agent.agent_name);
    const incomplete = await list('/viewincompleteintakeform', { company_id: summit });
    assert.ok(incomplete.Policyquotations.some((row) => row.id === res.body.id));
  });

  test('When five quotations are created at once, then each gets its own consecutive number', async () => {
    const payload = await validPayload(lob.workersComp);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_admin).expect(201)),
    );
    const numbers = results.map((res) => Number(res.body.unique_id.slice(-6))).sort((a, b) => a - b);
    assert.equal(new Set(numbers).size, 5);
    assert.equal(numbers[4]! - numbers[0]!, 4);
  });

  test('When records are generated, saved and updated, then the list totals follow in the same transaction and equal the counts', async () => {
    const payload = await validPayload(lob.workersComp);
    const start = (await listTotals(ctx)).answered;
    await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_admin).expect(201);
    const saved = (await ctx.post('/savepolicyquoation', payload, ctx.tokens.summit_admin).expect(201)).body;
    let totals = await listTotals(ctx);
    assert.deepEqual(totals.answered, totals.counted);
    assert.deepEqual(totalsChange(start, totals.answered), { all: 2, quotations: 2, binders: 0, policies: 0, incomplete: 1 });
    // The saved intake form goes out as a quotation: it leaves the incomplete list only.
    await ctx.post('/updatepolicyquotationlist', { ...payload, id: saved.id, updatedAt: await summitVersion(saved.id) }, ctx.tokens.summit_admin).expect(200);
    totals = await listTotals(ctx);
    assert.deepEqual(totals.answered, totals.counted);
    assert.deepEqual(totalsChange(start, totals.answered), { all: 2, quotations: 2, binders: 0, policies: 0, incomplete: 0 });
    // A refused save writes nothing, counters included.
    await ctx.post('/createpolicyquoationlist', { ...payload, program_id: 999999 }, ctx.tokens.summit_admin).expect(400);
    assert.deepEqual((await listTotals(ctx)).answered, totals.answered);
  });

  test('When an existing customer is chosen, then no customer is added; an unchosen one is written once', async () => {
    const { customers } = (await ctx.post('/viewcustomerlist', { company_id: summit }, ctx.tokens.summit_admin)).body;
    const before = await count('customers');
    const payload = await validPayload(lob.workersComp);
    await ctx.post('/createpolicyquoationlist', { ...payload, customer_id: customers[1].customer_id }, ctx.tokens.summit_admin).expect(201);
    assert.equal(await count('customers'), before);
    await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_admin).expect(201);
    assert.equal(await count('customers'), before + 1);
  });

  test('When the required attributes are missing, then 400 lists them as the form does and nothing is written', async () => {
    const payload = await validPayload(lob.workersComp);
    const before = [await count('policy_quotations'), await count('policy_quotation_history'), await count('customers')];
    const res = await ctx.post('/createpolicyquoationlist', { ...payload, policydetails: {} }, ctx.tokens.summit_admin).expect(400);
    assert.match(res.body.message, /^Please fill in the required fields: First Name, Last Name, Street Address, ZIP Code, Email/);
    assert.deepEqual([await count('policy_quotations'), await count('policy_quotation_history'), await count('customers')], before);
  });

  test('When values break masks, data types, coverage limits or premiums, then 400 names the field and nothing is written', async () => {
    const payload = await validPayload(lob.workersComp);
    const form = (await ctx.post('/viewintakeformdefinition', { intake_id: lob.workersComp }, ctx.tokens.summit_admin)).body as IntakeFormDefinitionResponse;
    const zip = form.groups[0]!.attributes.find((a) => a.name === 'ZIP Code')!;
    const details = JSON.parse(payload.policydetails as string);
    const before = await count('policy_quotations');
    const cases: Array<[object, RegExp]> = [
      [{ policydetails: { ...details, [zip.id]: { 'ZIP Code': { 0: '8020' } } } }, /according to the format 99999/],
      [{ policydetails: { ...details, [zip.id]: { 'ZIP Code': { 0: '8020A' } } } }, /ZIP Code is invalid based on validation/],
      [{ policydetails: { ...details, 999999: { X: { 0: 'x' } } } }, /Attribute 999999 is not on this form/],
      [{ policycoverage: [{ ...payload.policycoverage[0]!, coverageaccept: '999999999' }] }, /over its limit/],
      [{ policycoverage: [{ ...payload.policycoverage[0]!, premium: -5 }] }, /Invalid policycoverage\.0\.premium: must not be negative/],
      [{ policycoverage: [{ ...payload.policycoverage[0]!, premium: 'lots' }] }, /Invalid policycoverage\.0\.premium: must be a number/],
      [{ policycoverage: [{ ...payload.policycoverage[0]!, coverage_id: 999999 }] }, /Invalid policycoverage\.0\.coverage_id/],
      [{ program_id: 999999 }, /Invalid program_id/],
      [{ state_id: 999999 }, /Invalid state_id/],
      [{ intake_id: lob.harborWc }, /Invalid intake_id/],
      [{ customer_id: 999999 }, /Invalid customer_id/],
      [{ policyeffectivedate: '2026-02-30' }, /Invalid policyeffectivedate/],
      [{ policyduration: '2years' }, /Invalid policyduration/],
      [{ firstname: '' }, /Invalid firstname: is required/],
      [{ policydetails: '{not json' }, /Invalid policydetails/],
    ];
    for (const [change, message] of cases) {
      const res = await ctx.post('/createpolicyquoationlist', { ...payload, ...change }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, `${JSON.stringify(change).slice(0, 80)}: ${res.text}`);
      assert.match(res.body.message, message);
    }
    await ctx.post('/createpolicyquoationlist', { ...payload, company_id: harbor }, ctx.tokens.summit_admin).expect(403);
    const harborCustomer = (await ctx.post('/viewcustomerlist', { company_id: harbor }, ctx.tokens.harbor_admin)).body.customers[0].customer_id;
    await ctx.post('/createpolicyquoationlist', { ...payload, customer_id: harborCustomer }, ctx.tokens.summit_admin).expect(400);
    await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_staff).expect(403);
    assert.equal(await count('policy_quotations'), before);
  });

  test('When a quotation is updated, then the stored values change and history grows; a binder or another client\'s record is refused', async () => {
    const payload = await validPayload(lob.workersComp);
    const created = (await ctx.post('/savepolicyquoation', payload, ctx.tokens.summit_admin).expect(201)).body;
    await ctx
      .post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id), lastname: 'Stone-Hill', policyduration: '1year' }, ctx.tokens.summit_admin)
      .expect(200);
    let record = (await ctx.post('/editpolicyquotationlist', { id: created.id }, ctx.tokens.summit_admin)).body.policyquotation as PolicyQuotation;
    assert.equal(record.lastname, 'Stone-Hill');
    assert.equal(record.quotation, 0);
    assert.equal(record.policyscheduledate, policyEndDate(EFFECTIVE, '1year'));
    assert.equal(record.unique_id, created.unique_id);
    await ctx.post('/updatepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id) }, ctx.tokens.summit_admin).expect(200);
    record = (await ctx.post('/editpolicyquotationlist', { id: created.id }, ctx.tokens.summit_admin)).body.policyquotation as PolicyQuotation;
    assert.equal(record.quotation, 1);
    const history = (await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: created.id }, ctx.tokens.summit_admin)).body
      .policyquotationhistory;
    assert.deepEqual(
      history.map((h: { comments: string }) => h.comments),
      ['Intake form saved', 'Quotation saved', 'Quotation generated'],
    );
    assert.equal(history[1].lastname, 'Stone-Hill');

    const binder = (await list('/viewpolicybinderlist', { company_id: summit })).Policyquotations[0]!;
    await ctx.post('/updatepolicyquotationlist', { ...payload, id: binder.id, updatedAt: await summitVersion(binder.id) }, ctx.tokens.summit_admin).expect(409);
    const harborPayload = await validPayload(lob.harborWc, 'harbor_admin', harbor);
    // Another client's record is not found, though the body names its version.
    await ctx.post('/updatepolicyquotationlist', { ...harborPayload, id: created.id, updatedAt: await summitVersion(created.id) }, ctx.tokens.harbor_admin).expect(404);
    const blankName = await ctx
      .post('/updatepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id), firstname: ' ' }, ctx.tokens.summit_admin)
      .expect(400);
    assert.match(blankName.body.message, /^Invalid firstname/);
  });

  test('When autopayment is anything but 0 or 1 on any save call, then 400 names it and the stored flag stays; 1, "1" and true store 1', async () => {
    const payload = await validPayload(lob.workersComp);
    const created = (await ctx.post('/savepolicyquoation', { ...payload, autopayment: 1 }, ctx.tokens.summit_admin).expect(201)).body;
    const stored = async () => (await one<{ autopayment: number }>('SELECT autopayment FROM policy_quotations WHERE id = $1', [created.id])).autopayment;
    assert.equal(await stored(), 1);
    const before = await count('policy_quotations');
    for (const autopayment of ['true', 'yes', {}, -1, 2, null]) {
      for (const [path, body] of everySaveCall(payload, created.id, await summitVersion(created.id))) {
        const res = await ctx.post(path, { ...body, autopayment }, ctx.tokens.summit_admin);
        assert.equal(res.status, 400, `${path} ${JSON.stringify(autopayment)}: ${res.text}`);
        assert.equal(res.body.message, 'Invalid autopayment: must be 0 or 1');
      }
    }
    assert.equal(await stored(), 1);
    assert.equal(await count('policy_quotations'), before);
    for (const [autopayment, expected] of [[0, 0], ['1', 1], [false, 0], [true, 1]] as const) {
      await ctx.post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id), autopayment }, ctx.tokens.summit_admin).expect(200);
      assert.equal(await stored(), expected, JSON.stringify(autopayment));
    }
  });

  test('When a grace period is not a number of days, weeks or months on any save call, then 400 names it; accepted ones are stored in one form', async () => {
    const payload = await validPayload(lob.workersComp);
    const created = (await ctx.post('/savepolicyquoation', { ...payload, paymentgraceperiod: '10 days' }, ctx.tokens.summit_admin).expect(201)).body;
    const stored = async () =>
      await one<{ payment: string | null; quotation: string | null }>(
        'SELECT paymentgraceperiod AS payment, policyquotation_graceperiod AS quotation FROM policy_quotations WHERE id = $1',
        [created.id],
      );
    const before = await count('policy_quotations');
    const rule = 'must be a number of days, weeks or months: 30, 30 days, 2 weeks or 1 month (at most a year)';
    for (const field of ['paymentgraceperiod', 'policyquotation_graceperiod']) {
      for (const value of ['13/45/2026', '2026-02-30', 'one month', '1 month 2 days', '1.5 months', '2 years', '366 days', '13 months', 30]) {
        for (const [path, body] of everySaveCall(payload, created.id, await summitVersion(created.id))) {
          const res = await ctx.post(path, { ...body, [field]: value }, ctx.tokens.summit_admin);
          assert.equal(res.status, 400, `${path} ${field} ${JSON.stringify(value)}: ${res.text}`);
          assert.equal(res.body.message, `Invalid ${field}: ${rule}`);
        }
      }
    }
    assert.deepEqual(await stored(), { payment: '10 days', quotation: null });
    assert.equal(await count('policy_quotations'), before);
    for (const [sent, kept] of [
      ['30', '30 days'],
      [' 2 Weeks ', '2 weeks'],
      ['1 month', '1 month'],
      ['1 days', '1 day'],
      ['', null],
    ] as const) {
      await ctx
        .post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id), paymentgraceperiod: sent, policyquotation_graceperiod: sent }, ctx.tokens.summit_admin)
        .expect(200);
      assert.deepEqual(await stored(), { payment: kept, quotation: kept }, JSON.stringify(sent));
    }
  });

  test("When a quotation's date attributes disagree with its dates or are blank, then the record's dates are saved in them", async () => {
    const payload = await validPayload(lob.workersComp);
    const form = (await ctx.post('/viewintakeformdefinition', { intake_id: lob.workersComp }, ctx.tokens.summit_admin)).body as IntakeFormDefinitionResponse;
    const named = (name: string) => form.groups.flatMap((group) => group.attributes).find((attribute) => attribute.name === name)!;
    const [effective, schedule] = [named('Effective Date'), named('Schedule Date')];
    const details = JSON.parse(payload.policydetails as string) as PolicyDetails;
    const stored = async (id: number) =>
      ((await ctx.post('/editpolicyquotationlist', { id }, ctx.tokens.summit_admin)).body.policyquotation as PolicyQuotation).policydetails;

    const disagreeing = { ...details, [effective.id]: { 'Effective Date': { 0: '2020-01-01' } }, [schedule.id]: { 'Schedule Date': { 0: '2020-02-01' } } };
    const created = (await ctx.post('/savepolicyquoation', { ...payload, policydetails: disagreeing }, ctx.tokens.summit_admin).expect(201)).body;
    let saved = await stored(created.id);
    assert.deepEqual(saved[effective.id], { 'Effective Date': { 0: EFFECTIVE } });
    assert.deepEqual(saved[schedule.id], { 'Schedule Date': { 0: policyEndDate(EFFECTIVE, '1month') } });

    // The required Effective Date is the record's: left out, it is not missing; without a duration the schedule date is the one the server sets.
    const { [effective.id]: _effective, [schedule.id]: _schedule, ...withoutDates } = details;
    await ctx
      .post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id), policyduration: null, policyscheduledate: null, policydetails: withoutDates }, ctx.tokens.summit_admin)
      .expect(200);
    const record = (await ctx.post('/editpolicyquotationlist', { id: created.id }, ctx.tokens.summit_admin)).body.policyquotation as PolicyQuotation;
    saved = record.policydetails;
    assert.deepEqual(saved[effective.id], { 'Effective Date': { 0: EFFECTIVE } });
    assert.deepEqual(saved[schedule.id], { 'Schedule Date': { 0: record.policyscheduledate } });
    assert.notEqual(record.policyscheduledate, policyEndDate(EFFECTIVE, '1month'));
  });

  test('When a quotation names its vehicle, then the record and its history return brand, model and year; a partial or bad vehicle is refused', async () => {
    const payload = await validPayload(lob.auto);
    const vehicle = { vehicle: 'Ford', vehicleModel: 'Transit 250', vehicleModelYear: '2022' };
    const created = (await ctx.post('/createpolicyquoationlist', { ...payload, ...vehicle }, ctx.tokens.summit_admin).expect(201)).body;
    const record = (await ctx.post('/viewpolicyquotation', { id: created.id }, ctx.tokens.summit_admin).expect(200)).body.Policyquotations as PolicyQuotation;
    assert.deepEqual(pickVehicle(record), vehicle);
    const [entry] = (await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: created.id }, ctx.tokens.summit_admin).expect(200))
      .body.policyquotationhistory;
    assert.deepEqual(pickVehicle(entry), vehicle);
    const revision = (await ctx.post('/editpolicyquotationhistory', { id: entry.id }, ctx.tokens.summit_admin).expect(200)).body.Policyquotationhis;
    assert.deepEqual(pickVehicle(revision), vehicle);

    // Saving without a vehicle clears it; the earlier revision keeps what it was.
    await ctx.post('/updatesavepolicyquotationlist', { ...payload, id: created.id, updatedAt: await summitVersion(created.id) }, ctx.tokens.summit_admin).expect(200);
    const cleared = (await ctx.post('/editpolicyquotationlist', { id: created.id }, ctx.tokens.summit_admin)).body.policyquotation as PolicyQuotation;
    assert.deepEqual(pickVehicle(cleared), { vehicle: null, vehicleModel: null, vehicleModelYear: null });
    const revisions = (await ctx.post('/viewpolicyquotationhistory', { company_id: summit, quotation_id: created.id }, ctx.tokens.summit_admin)).body
      .policyquotationhistory;
    assert.deepEqual(revisions.map((h: PolicyQuotation) => h.vehicle), ['Ford', null]);

    const before = await count('policy_quotations');
    const cases: Array<[object, RegExp]> = [
      [{ vehicle: 'Ford', vehicleModelYear: '2022' }, /^Invalid vehicleModel: is required with the rest of the vehicle \(Model\)$/],
      [{ vehicleModelYear: '2022' }, /^Invalid vehicle: is required/],
      [{ ...vehicle, vehicleModelYear: '22' }, /^Invalid vehicleModelYear: must be a 4-digit year$/],
      [{ ...vehicle, vehicleModelYear: '1700' }, /^Invalid vehicleModelYear: must be between 1886 and \d{4}$/],
      [{ ...vehicle, vehicleModelYear: { year: 2022 } }, /^Invalid vehicleModelYear/],
      [{ ...vehicle, vehicle: 'x'.repeat(101) }, /^Invalid vehicle: must be at most 100 characters$/],
    ];
    for (const [change, message] of cases) {
      const res = await ctx.post('/createpolicyquoationlist', { ...payload, ...change }, ctx.tokens.summit_admin);
      assert.equal(res.status, 400, `${JSON.stringify(change)}: ${res.text}`);
      assert.match(res.body.message, message);
    }
    assert.equal(await count('policy_quotations'), before);
    // A year sent as a number is kept as its text.
    const numeric = (await ctx.post('/savepolicyquoation', { ...payload, ...vehicle, vehicleModelYear: 2021 }, ctx.tokens.summit_admin).expect(201)).body;
    assert.equal((await one<{ y: string }>('SELECT "vehicleModelYear" AS y FROM policy_quotations WHERE id = $1', [numeric.id])).y, '2021');
  });

  test('The seeded auto records carry a whole vehicle and the other lines none', async () => {
    const rows = seededVehicles;
    assert.ok(rows.some((row) => row.auto));
    for (const row of rows) {
      if (row.auto) assert.ok(row.vehicle && row.model && /^\d{4}$/.test(row.year ?? ''), JSON.stringify(row));
      else assert.deepEqual([row.vehicle, row.model, row.year], [null, null, null]);
    }
    const seeded = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM policy_quotation_history h JOIN policy_quotations q ON q.id = h.quotation_id
        WHERE q.vehicle IS NOT NULL AND h.vehicle = q.vehicle AND h."vehicleModelYear" = q."vehicleModelYear"`,
    );
    assert.ok(seeded.n > 0);
  });

  test('When harbor_admin writes a quotation on its own line of business, then it is numbered HAR', async () => {
    const payload = await validPayload(lob.harborWc, 'harbor_admin', harbor);
    const res = await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.harbor_admin).expect(201);
    assert.match(res.body.unique_id, /^HAR-Q-\d{4}-000007$/);
  });
});

test('When an attribute is deactivated, then records holding a value for it still save, and keep that value as stored', async () => {
  const payload = await validPayload(lob.workersComp);
  const { id } = (await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_admin).expect(201)).body;
  const stored = (await one<{ policydetails: PolicyDetails }>('SELECT policydetails FROM policy_quotations WHERE id = $1', [id])).policydetails;
  // A plain attribute with a value (not the insured's, not a date the record's dates fill).
  const attribute = await one<{ id: number; name: string; rank: number }>(
    `SELECT id, name, rank FROM attributes WHERE client_id = $1 AND id::text = ANY($2::text[]) AND attribute_type = 'text'
        AND attribute_name <> ALL($3::text[]) ORDER BY id LIMIT 1`,
    [summit, Object.keys(stored), [...CUSTOMER_KEYS, 'policyeffectivedate', 'policyscheduledate']],
  );
  const key = String(attribute.id);
  await ctx.post('/updateattributerank', { AttributeData: [{ id: attribute.id, rank: attribute.rank, active: '0' }] }, ctx.tokens.summit_admin).expect(200);
  try {
    const save = async (details: PolicyDetails) =>
      ctx.post('/updatepolicyquotationlist', { ...payload, id, updatedAt: await summitVersion(id), policydetails: JSON.stringify(details) }, ctx.tokens.summit_admin);
    const storedNow = async () => (await one<{ policydetails: PolicyDetails }>('SELECT policydetails FROM policy_quotations WHERE id = $1', [id])).policydetails;
    // Sent back as loaded, sent changed, or left out: the value is kept as it was stored.
    assert.equal((await save(stored)).status, 200);
    assert.deepEqual((await storedNow())[key], stored[key]);
    assert.equal((await save({ ...stored, [key]: { [attribute.name]: { '0': 'changed' } } })).status, 200);
    assert.deepEqual((await storedNow())[key], stored[key]);
    const { [key]: _left, ...without } = stored;
    assert.equal((await save(without)).status, 200);
    assert.deepEqual((await storedNow())[key], stored[key]);
    // An attribute the record never had is still refused, naming it.
    const refused = await save({ ...stored, '999999': { X: { '0': 'x' } } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, 'Attribute 999999 is not on this form.');
    assert.deepEqual(await storedNow(), { ...stored });
  } finally {
    await ctx.post('/updateattributerank', { AttributeData: [{ id: attribute.id, rank: attribute.rank, active: '1' }] }, ctx.tokens.summit_admin).expect(200);
  }
});

test("When a choice a record holds is taken off the attribute's options, then the record still saves with it unchanged, and no other record may use it", async () => {
  const payload = await validPayload(lob.workersComp);
  const { id } = (await ctx.post('/createpolicyquoationlist', payload, ctx.tokens.summit_admin).expect(201)).body;
  const stored = (await one<{ policydetails: PolicyDetails }>('SELECT policydetails FROM policy_quotations WHERE id = $1', [id])).policydetails;
  const choice = await one<{ id: number }>(
    `SELECT id FROM attributes WHERE client_id = $1 AND id::text = ANY($2::text[]) AND attribute_type = 'SelectBox' ORDER BY id LIMIT 1`,
    [summit, Object.keys(stored)],
  );
  const { attribute } = (await ctx.post('/editattribute', { id: choice.id }, ctx.tokens.summit_admin).expect(200)).body;
  const key = String(choice.id);
  const held = Object.values(stored[key]!)[0]!['0']!;
  const fields = { id: attribute.id, name: attribute.name, attribute_name: attribute.attribute_name, attribute_type: 'SelectBox', isrequired: attribute.isrequired };
  const offered = String(attribute.selectgroup).split(',').filter((option) => option !== held);
  await ctx.post('/updateattribute', { attributeData: { ...fields, selectgroup: offered.join(',') } }, ctx.tokens.summit_admin).expect(200);
  try {
    await ctx.post('/updatepolicyquotationlist', { ...payload, id, updatedAt: await summitVersion(id), policydetails: JSON.stringify(stored) }, ctx.tokens.summit_admin).expect(200);
    const saved = (await one<{ policydetails: PolicyDetails }>('SELECT policydetails FROM policy_quotations WHERE id = $1', [id])).policydetails;
    assert.deepEqual(saved[key], stored[key]);
    // A new record may not choose it any more.
    const refused = await ctx.post('/createpolicyquoationlist', { ...payload, policydetails: JSON.stringify(stored) }, ctx.tokens.summit_admin).expect(400);
    assert.equal(refused.body.message, `${attribute.name} must be one of the choices.`);
  } finally {
    await ctx.post('/updateattribute', { attributeData: { ...fields, selectgroup: attribute.selectgroup } }, ctx.tokens.summit_admin).expect(200);
  }
});

test('The stored stage column agrees with recordStage for every combination of flags', async () => {
  const { id } = await one<{ id: number }>('SELECT id FROM policy_quotations WHERE company_id = $1 ORDER BY id LIMIT 1', [summit]);
  for (const quotation of [0, 1] as const) {
    for (const policyapproved of [0, 1] as const) {
      for (const becomepolicy of [0, 1] as const) {
        const row = await one<{ stage: string }>(
          'UPDATE policy_quotations SET quotation = $2, policyapproved = $3, becomepolicy = $4 WHERE id = $1 RETURNING stage',
          [id, quotation, policyapproved, becomepolicy],
        );
        assert.equal(row.stage, recordStage({ quotation, policyapproved, becomepolicy }), `${quotation}${policyapproved}${becomepolicy}`);
      }
    }
  }
});
