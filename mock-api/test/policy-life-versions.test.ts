import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { AdminBdxFile, BdxExportDataResponse, CarrierLoginResponse, PolicyQuotationListRow, PolicyVersionResponse } from '@kyubos/contracts';
import { addDays, POLICY_LIFE_STATUSES, todayIso } from '@kyubos/domain';
import { buildingAndFlood, copyPolicy, seededPolicyOf } from './fixtures';
import { createTestContext, lifeAction, DEMO_PASSWORD, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

describe('Policy statuses on the lists, versions as of a date, and the declarations of a version', () => {
  let ctx: TestContext;
  let summitId: number;
  const today = todayIso();
  let made = 0;

  before(async () => {
    ctx = await createTestContext();
    summitId = ctx.logins.summit_admin.client_id;
  });
  after(() => ctx.close());

  const post = (url: string, body: object, token = ctx.tokens.summit_admin) => ctx.post(url, body, token);

  /** A new $1,200 policy of Summit (no agent) over the term given, numbered SUM-P-STATUS-n. */
  async function policy(start: string, end: string, lastname = 'Stone'): Promise<number> {
    const source = await seededPolicyOf(ctx.db, summitId);
    made += 1;
    // A $1,200 building coverage (required) and a $365 flood coverage (optional, not taken).
    return copyPolicy(ctx.db, source, {
      unique_id: `SUM-Q-STATUS-${made}`,
      policy_number: `SUM-P-STATUS-${made}`,
      policyeffectivedate: start,
      policyscheduledate: end,
      policycoverage: buildingAndFlood(1200),
      policyamount: 1200,
      also: { lastname },
    });
  }

  const list = async (url: string, filters: Record<string, string>, extra: object = {}) => {
    const res = await post(url, { company_id: summitId, filters: { unique_id: 'STATUS-', ...filters }, page: 1, pageSize: 50, ...extra });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body as { Policyquotations: PolicyQuotationListRow[]; total: number };
  };

  describe('statuses', () => {
    const ids: Record<string, number> = {};
    before(async () => {
      ids.Pending = await policy('2099-01-01', '2100-01-01');
      ids['In force'] = await policy(addDays(today, -10), addDays(today, 355));
      ids.Expired = await policy('2020-01-01', '2021-01-01');
      ids['Cancel pending'] = await policy(addDays(today, -10), addDays(today, 355));
      ids.Cancelled = await policy(addDays(today, -10), addDays(today, 355));
      ids['Not renewing'] = await policy(addDays(today, -300), addDays(today, 65));
      ids.Renewed = await policy(addDays(today, -300), addDays(today, 65));
      for (const [status, date] of [['Cancel pending', addDays(today, 10)], ['Cancelled', today]] as const) {
        const res = await lifeAction(post, '/policycancel', { id: ids[status], cancellationeffectivedate: date, method: 'pro_rata', reason: 'Insured asked' });
        assert.equal(res.status, 200, JSON.stringify(res.body));
      }
      assert.equal((await lifeAction(post, '/policynotrenew', { id: ids['Not renewing'], reason: 'Losses' })).status, 200);
      const renewed = await lifeAction(post, '/policyrenew', { id: ids.Renewed });
      assert.equal(renewed.status, 200, JSON.stringify(renewed.body));
      // The renewal is approved and issued (as the quotation actions do it): only then is its expiring policy Renewed.
      await ctx.db.query('UPDATE policy_quotations SET policyapproved = 1, becomepolicy = 1 WHERE id = $1', [renewed.body.id]);
    });

    test('Every policy list row shows its status from its transactions and today; a quotation has none', async () => {
      const { Policyquotations: rows } = await list('/viewpolicylist', {});
      const shown = Object.fromEntries(rows.map((row) => [row.id, row.life_status]));
      for (const status of POLICY_LIFE_STATUSES) assert.equal(shown[ids[status]!], status, status);
      const quotation = (await post('/viewpolicyquotationlist', { company_id: summitId, page: 1, pageSize: 1 })).body.Policyquotations[0];
      assert.equal(quotation.life_status, null);
    });

    for (const status of POLICY_LIFE_STATUSES) {
      test(`The filter "${status}" finds exactly the ${status} policies, on the policies list and the full list`, async () => {
        const expected = [ids[status]!];
        for (const url of ['/viewpolicylist', '/viewpolicyquotationlistfull']) {
          const answer = await list(url, { life_status: status });
          assert.deepEqual(answer.Policyquotations.map((row) => row.id).sort((a, b) => a - b), expected.sort((a, b) => a - b), `${url} ${status}`);
          assert.equal(answer.total, expected.length);
          assert.ok(answer.Policyquotations.every((row) => row.life_status === status));
        }
      });
    }

    test('A status filter matches as any header filter does (part of the name, any case); no status matches none', async () => {
      const cancel = await list('/viewpolicylist', { life_status: 'CANCEL' });
      assert.deepEqual(cancel.Policyquotations.map((row) => row.id).sort((a, b) => a - b), [ids['Cancel pending'], ids.Cancelled].sort((a, b) => a! - b!));
      assert.equal((await list('/viewpolicylist', { life_status: 'nothing like it' })).total, 0);
    });

    test('A reinstatement puts a cancelled policy back In force on the list', async () => {
      const id = await policy(addDays(today, -10), addDays(today, 355));
      await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: today, method: 'pro_rata', reason: 'Unpaid' });
      assert.deepEqual((await list('/viewpolicylist', { life_status: 'Cancelled' })).Policyquotations.map((row) => row.id).includes(id), true);
      assert.equal((await lifeAction(post, '/policyreinstate', { id, reason: 'Paid' })).status, 200);
      assert.equal((await list('/viewpolicylist', { life_status: 'Cancelled' })).Policyquotations.some((row) => row.id === id), false);
      assert.equal((await list('/viewpolicylist', { life_status: 'In force' })).Policyquotations.some((row) => row.id === id), true);
    });

    test('The lists sort by status in the order of the statuses', async () => {
      const { Policyquotations: rows } = await list('/viewpolicylist', { unique_id: 'SUM-P-STATUS-' }, { sort: 'life_status', direction: 'asc' });
      const order = rows.map((row) => POLICY_LIFE_STATUSES.indexOf(row.life_status as (typeof POLICY_LIFE_STATUSES)[number]));
      assert.deepEqual(order, [...order].sort((a, b) => a - b));
    });

    test('The status filter of the lists is a condition on the stored state and the dates, with today as a parameter (index served)', async () => {
      // A test book is small enough that a planner may prefer reading it whole; the index must be able to serve.
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT count(*) FROM record_list_rows WHERE company_id = $1 AND life_state = 'active' AND policyeffectivedate <= $2::date AND policyscheduledate > $2::date`,
          [summitId, today],
        );
      });
      assert.match(plan.map((row) => row['QUERY PLAN']).join('\n'), /record_list_rows_life_state/);
    });
  });

  describe('versions', () => {
    let id: number;
    before(async () => {
      id = await policy('2027-01-01', '2028-01-01', 'Stone');
      const endorsed = await lifeAction(post, '/policyendorse', {
        id,
        endorsementeffectivedate: '2027-07-02',
        policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }],
        lastname: 'Stone-Park',
        reason: 'Flood cover and married name',
      });
      assert.equal(endorsed.status, 200, JSON.stringify(endorsed.body));
      assert.equal(endorsed.body.premium_delta, 183);
      // Pro rata from 10-01-2027: $1,565 × 92 / 365 = $394.47 returned.
      const cancelled = await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-10-01', method: 'pro_rata', reason: 'Sold the house' });
      assert.equal(cancelled.body.return_premium, 394.47);
    });
    const version = async (asof?: string) => {
      const res = await post('/viewpolicyversion', asof ? { id, asof } : { id });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as PolicyVersionResponse;
    };

    test('Before the endorsement the version is as issued: no flood, $1,200', async () => {
      const v = await version('2027-07-01');
      assert.equal(v.lastname, 'Stone');
      assert.deepEqual(v.policycoverage.map((row) => row.coverageinclude), ['Y', 'N']);
      assert.equal(v.term_premium, 1200);
      assert.equal(v.policyamount, 1200);
      // The cancellation from 10-01-2027 was written today, before this date: it waits for its date, as the list would say then.
      assert.equal(v.status, 'Cancel pending');
      assert.equal(v.version_effective, '2027-01-01');
      assert.equal(v.endorsements_in_force, 0);
    });

    test('From the endorsement date the version has flood, the new name and $1,383.00 charged', async () => {
      const v = await version('2027-07-02');
      assert.equal(v.lastname, 'Stone-Park');
      assert.deepEqual(v.policycoverage.map((row) => row.coverageinclude), ['Y', 'Y']);
      assert.equal(v.term_premium, 1565);
      assert.equal(v.policyamount, 1383);
      assert.equal(v.version_effective, '2027-07-02');
      assert.equal(v.endorsements_in_force, 1);
      assert.equal((await version('2027-09-30')).status, 'Cancel pending');
    });

    test('From the cancellation date the policy is Cancelled and $988.53 is charged', async () => {
      const v = await version('2027-10-01');
      assert.equal(v.status, 'Cancelled');
      assert.equal(v.policyamount, 988.53);
      // The day before the cancellation was written the policy had not started.
      assert.equal((await version(addDays(today, -1))).status, 'Pending');
    });

    test('Refusals: a bad date names the field; a quotation 409; another client 404', async () => {
      const bad = await post('/viewpolicyversion', { id, asof: '2027-02-30' });
      assert.equal(bad.status, 400);
      assert.match(JSON.stringify(bad.body), /asof/);
      const quotation = (await post('/viewpolicyquotationlist', { company_id: summitId, page: 1, pageSize: 1 })).body.Policyquotations[0];
      assert.equal((await post('/viewpolicyversion', { id: quotation.id })).status, 409);
      assert.equal((await post('/viewpolicyversion', { id }, ctx.tokens.harbor_admin)).status, 404);
    });

    test('The declarations print the version in force on the date asked', async () => {
      const pdf = async (asof: string) => {
        const res = await post('/policyquotationdocument', { id, asof }).buffer(true).parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
        assert.equal(res.status, 200);
        return (await pdfText(res.body as Buffer)).join(' ');
      };
      const before = await pdf('2027-03-01');
      assert.match(before, /Version As Of\s+03-01-2027/);
      assert.match(before, /Stone(?!-Park)/);
      assert.match(before, /Declined: Flood/);
      assert.match(before, /Term Premium \$1,200\.00 Premium Charged \$1,200\.00/);
      const afterwards = await pdf('2027-08-01');
      assert.match(afterwards, /Version Effective\s+07-02-2027/);
      assert.match(afterwards, /Stone-Park/);
      assert.doesNotMatch(afterwards, /Declined: Flood/);
      // Building $1,200 and Flood $365 add up to the term premium; Flood charged for its 183 days.
      assert.match(afterwards, /Term Premium \$1,565\.00 Premium Charged \$1,383\.00/);
      assert.equal((await post('/policyquotationdocument', { id, asof: 'soon' })).status, 400);
    });
  });

  describe('premium bordereau', () => {
    let id: number;
    let renewalId: number;
    let intakeId: number;
    let atlas: CarrierLoginResponse;
    before(async () => {
      atlas = (await ctx.post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD })).body;
      id = await policy('2027-01-01', '2028-01-01');
      intakeId = (await ctx.db.one<{ intake_id: number }>('SELECT intake_id FROM policy_quotations WHERE id = $1', [id]))!.intake_id;
      assert.equal((await lifeAction(post, '/policyendorse', { id, endorsementeffectivedate: '2027-07-02', policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' })).status, 200);
      assert.equal((await lifeAction(post, '/policycancel', { id, cancellationeffectivedate: '2027-10-01', method: 'pro_rata', reason: 'Sold' })).body.return_premium, 394.47);
      assert.equal((await lifeAction(post, '/policyreinstate', { id, reason: 'Bought back' })).status, 200);
      const expiring = await policy('2027-01-01', '2028-01-01');
      renewalId = (await lifeAction(post, '/policyrenew', { id: expiring })).body.id;
      await ctx.db.query('UPDATE policy_quotations SET policyapproved = 1, becomepolicy = 1 WHERE id = $1', [renewalId]);
    });
    const rows = async (period: string, basis?: 'effective' | 'transacted', of = [id]) => {
      const res = await post('/fileExportdata', { client_id: summitId, career_id: atlas.career_id, period, intake_id: intakeId, ...(basis ? { basis } : {}) });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return (res.body as BdxExportDataResponse).exportdata
        .filter((row) => of.includes(row.id))
        .map((row) => [row.transaction_type, row.transaction_effective_date, row.transaction_date, row.policyamount, row.coverages]);
    };

    test('Each transaction is listed in the period it takes effect, with its premium to the cent, its Transaction Type and the day it was written', async () => {
      assert.deepEqual(await rows('012027'), [['New business', '2027-01-01', today, '1200.00', 'Building']]);
      assert.deepEqual(await rows('072027'), [['Endorsement', '2027-07-02', today, '183.00', 'Building; Flood']]);
      assert.deepEqual(await rows('102027'), [
        ['Cancellation', '2027-10-01', today, '-394.47', 'Building; Flood'],
        ['Reinstatement', '2027-10-01', today, '394.47', 'Building; Flood'],
      ]);
      assert.deepEqual(await rows('082027'), []);
    });

    test('A renewal is listed as its new term’s Renewal row with the renewed premium', async () => {
      assert.deepEqual(await rows('012028', 'effective', [renewalId]), [['Renewal', '2028-01-01', today, '1200.00', 'Building']]);
    });

    test('Transacted: every transaction written in the period, whatever its effective date', async () => {
      const month = today.slice(5, 7) + today.slice(0, 4);
      assert.deepEqual(
        (await rows(month, 'transacted')).map(([type, effective, written, premium]) => [type, effective, written, premium]),
        [
          ['New business', '2027-01-01', today, '1200.00'],
          ['Endorsement', '2027-07-02', today, '183.00'],
          ['Cancellation', '2027-10-01', today, '-394.47'],
          ['Reinstatement', '2027-10-01', today, '394.47'],
        ],
      );
      assert.equal((await post('/fileExportdata', { client_id: summitId, career_id: atlas.career_id, period: '102027', intake_id: intakeId, basis: 'booked' })).status, 400);
    });

    test('The file of the transactions written this month tells the carrier when each takes effect: the endorsement 2027-07-02, the cancellation 2027-10-01', async () => {
      const month = today.slice(5, 7) + today.slice(0, 4);
      const res = await post('/createfileExport', { client_id: summitId, career_id: atlas.career_id, period: month, intake_id: intakeId, basis: 'transacted', fileData: [id], format: 'csv' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const download = await post('/downloadbrdxfile', { id: (res.body.brdx as AdminBdxFile).id });
      assert.equal(download.status, 200);
      const [header, ...lines] = parse(download.text) as string[][];
      const at = (name: string) => header!.indexOf(name);
      assert.ok(at('Transaction Effective Date') >= 0, header!.join(', '));
      assert.deepEqual(
        lines.map((cells) => [cells[at('Transaction Type')], cells[at('Transaction Effective Date')], cells[at('Transaction Date')], cells[at('Effective Date')], cells[at('Premium')]]),
        [
          ['New business', '2027-01-01', today, '2027-01-01', '1200.00'],
          ['Endorsement', '2027-07-02', today, '2027-01-01', '183.00'],
          ['Cancellation', '2027-10-01', today, '2027-01-01', '-394.47'],
          ['Reinstatement', '2027-10-01', today, '2027-01-01', '394.47'],
        ],
      );
    });

    test('The file of the transactions effective in July 2027 gives the endorsement’s Transaction Date as the day it was written, not its effective date', async () => {
      const res = await post('/createfileExport', { client_id: summitId, career_id: atlas.career_id, period: '072027', intake_id: intakeId, basis: 'effective', fileData: [id], format: 'csv' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const download = await post('/downloadbrdxfile', { id: (res.body.brdx as AdminBdxFile).id });
      assert.equal(download.status, 200);
      const [header, ...lines] = parse(download.text) as string[][];
      const at = (name: string) => header!.indexOf(name);
      assert.deepEqual(
        lines.map((cells) => [cells[at('Transaction Type')], cells[at('Transaction Effective Date')], cells[at('Transaction Date')], cells[at('Premium')]]),
        [['Endorsement', '2027-07-02', today, '183.00']],
      );
    });

    test('The file’s Status is the policy’s status right after each transaction was written: In force, Cancel pending, Cancelled, Not renewing', async () => {
      const inForce = () => policy(addDays(today, -40), addDays(today, 325));
      const [pending, cancelled, notRenewing] = [await inForce(), await inForce(), await inForce()];
      const cancel = (policyId: number, date: string) => lifeAction(post, '/policycancel', { id: policyId, cancellationeffectivedate: date, method: 'pro_rata', reason: 'Sold' });
      assert.equal((await cancel(pending, addDays(today, 10))).status, 200);
      assert.equal((await lifeAction(post, '/policyreinstate', { id: pending, reason: 'Bought back' })).status, 200);
      assert.equal((await cancel(cancelled, today)).status, 200);
      assert.equal((await lifeAction(post, '/policynotrenew', { id: notRenewing, reason: 'Losses' })).status, 200);
      const endorsed = await lifeAction(post, '/policyendorse', { id: notRenewing, endorsementeffectivedate: today, policycoverage: [{ coverage_id: 9002, coverageinclude: 'Y' }], reason: 'Flood' });
      assert.equal(endorsed.status, 200, JSON.stringify(endorsed.body));
      const month = today.slice(5, 7) + today.slice(0, 4);
      const res = await post('/createfileExport', {
        client_id: summitId,
        career_id: atlas.career_id,
        period: month,
        intake_id: intakeId,
        basis: 'transacted',
        fileData: [pending, cancelled, notRenewing],
        format: 'csv',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const download = await post('/downloadbrdxfile', { id: (res.body.brdx as AdminBdxFile).id });
      const [header, ...lines] = parse(download.text) as string[][];
      const at = (name: string) => header!.indexOf(name);
      const numbers = await ctx.db.query<{ id: number; policy_number: string }>('SELECT id, policy_number FROM policy_quotations WHERE id = ANY($1::int[])', [
        [pending, cancelled, notRenewing],
      ]);
      const numberOf = (policyId: number) => numbers.find((row) => row.id === policyId)!.policy_number;
      const statuses = (policyId: number) => lines.filter((cells) => cells[at('Policy Number')] === numberOf(policyId)).map((cells) => [cells[at('Transaction Type')], cells[at('Status')]]);
      assert.deepEqual(statuses(pending), [
        ['New business', 'In force'],
        ['Cancellation', 'Cancel pending'],
        ['Reinstatement', 'In force'],
      ]);
      assert.deepEqual(statuses(cancelled), [
        ['New business', 'In force'],
        ['Cancellation', 'Cancelled'],
      ]);
      assert.deepEqual(statuses(notRenewing), [
        ['New business', 'In force'],
        ['Endorsement', 'Not renewing'],
      ]);
      // The policy written ahead of its term starting 2027-01-01 was Pending when issued.
      const january = (await post('/fileExportdata', { client_id: summitId, career_id: atlas.career_id, period: '012027', intake_id: intakeId })).body as BdxExportDataResponse;
      assert.deepEqual(
        january.exportdata.filter((row) => row.id === id).map((row) => [row.transaction_type, row.status]),
        [['New business', 'Pending']],
      );
    });

    test('A transaction written earlier on the day its renewal was issued is not Renewed; one written after it is', async () => {
      const renewing = await policy(addDays(today, -300), addDays(today, 65));
      const flood = (include: 'Y' | 'N') =>
        lifeAction(post, '/policyendorse', { id: renewing, endorsementeffectivedate: today, policycoverage: [{ coverage_id: 9002, coverageinclude: include }], reason: 'Flood' });
      assert.equal((await flood('Y')).status, 200);
      const renewal = (await lifeAction(post, '/policyrenew', { id: renewing })).body.id as number;
      // Issued today, after the endorsement was written. Flood $365 a year for the 65 days left: $65.00.
      await ctx.db.query('UPDATE policy_quotations SET policyapproved = 1, becomepolicy = 1, policy_issued_at = clock_timestamp() WHERE id = $1', [renewal]);
      assert.equal((await flood('N')).status, 200);
      const month = today.slice(5, 7) + today.slice(0, 4);
      const res = await post('/fileExportdata', { client_id: summitId, career_id: atlas.career_id, period: month, intake_id: intakeId, basis: 'transacted' });
      assert.deepEqual(
        (res.body as BdxExportDataResponse).exportdata.filter((row) => row.id === renewing).map((row) => [row.transaction_type, row.policyamount, row.status]),
        [
          ['New business', '1200.00', 'In force'],
          ['Endorsement', '65.00', 'In force'],
          ['Endorsement', '-65.00', 'Renewed'],
        ],
      );
    });

    test('The file of a policy’s October transactions holds both rows, the return premium negative, totalling $0.00', async () => {
      const res = await post('/createfileExport', { client_id: summitId, career_id: atlas.career_id, period: '102027', intake_id: intakeId, fileData: [id] });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const brdx = res.body.brdx as AdminBdxFile;
      assert.equal(brdx.row_count, 2);
      assert.equal(brdx.control_value, '0.00');
      const view = (await post('/editbrdxfileview', { id: brdx.id })).body as { mappedRows: { columns: string[]; rows: { cells: string[] }[] } };
      const at = (name: string) => view.mappedRows.columns.indexOf(name);
      assert.deepEqual(
        view.mappedRows.rows.map((row) => [row.cells[at('Transaction Type')], row.cells[at('Premium')]]),
        [['Cancellation', '-394.47'], ['Reinstatement', '394.47']],
      );
    });
  });
});
