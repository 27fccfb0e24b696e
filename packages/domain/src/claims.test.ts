import {
  bdxCellKinds,
  checkClaimRows,
  claimPolicyFigures,
  claimPolicyProblem,
  claimRowChecker,
  figuresSupersede,
  earnedPremiumCents,
  formatLossRatio,
  incurredCents,
  lossRatio,
  mapClaimColumns,
  missingClaimColumns,
  missingClaimColumnsReason,
  periodOrder,
  refuseClaimsOffPolicy,
  type BookClaim,
  type ClaimPolicyTerms,
  type ClaimRowFacts,
  type ClaimsFileContext,
} from './index';

const HEADER = ['Claim Number', 'Policy Number', 'Date of Loss', 'Date Reported', 'Status', 'Paid', 'Reserve', 'Recovery'];
/** A Homeowners file read on 2026-06-15, and a Homeowners policy of 03-01-2026 to 02-28-2027. */
const FILE: ClaimsFileContext = { intakeId: 7, lob: 'Homeowners', today: '2026-06-15', carrierId: 1, asOf: '2026-05', fileId: null };
const TERMS: ClaimPolicyTerms = { id: 40, intake_id: 7, lob: 'Homeowners', effective: '2026-03-01', expiration: '2027-03-01', cancelled_on: null };
/** A row's facts as claimPolicyProblem reads them: claim CLM-1, paid $100.00, not reported. */
const row = (policy_number: string, date_of_loss: string, more: Partial<ClaimRowFacts> = {}): ClaimRowFacts => ({
  claim_number: 'CLM-1',
  policy_number,
  date_of_loss,
  date_reported: null,
  paid: 10000,
  ...more,
});

describe('claims bordereau rows', () => {
  it('maps the claims columns and names the missing ones', () => {
    expect(mapClaimColumns(['Claim No', 'Policy', 'Loss Date', 'Reported Date', 'Claim Status', 'Paid To Date', 'Outstanding', 'Recoveries'])).toEqual({
      claim_number: 0,
      policy_number: 1,
      date_of_loss: 2,
      date_reported: 3,
      status: 4,
      paid: 5,
      reserve: 6,
      recovery: 7,
    });
    expect(missingClaimColumns(mapClaimColumns(['Claim Number', 'Policy Number', 'Paid']))).toEqual(['date_of_loss', 'status', 'reserve']);
  });

  it('refuses faulty rows by number, a claim given twice, and totals paid + reserve of the sound rows', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-02-10', '2026-02-12', 'Open', '1,000.50', '2,000.25', '100.00'],
        ['CLM-2', 'POL-1', '02/20/2026', '', 'closed', '500', '0', ''],
        ['clm-1', 'POL-2', '2026-02-11', '', 'open', '1', '1', '0'],
        ['CLM-3', '', '2026-02-30', '2026-01-01', 'pending', '-5', 'abc', '0'],
        ['CLM-4', 'POL-3', '2026-03-01', '2026-02-01', 'Reopened', '10', '10', '0'],
      ],
      mapClaimColumns(HEADER),
    );
    expect(check.rowCount).toBe(5);
    expect(check.validRowCount).toBe(2);
    expect(check.computedCents).toBe(100050 + 200025 + 50000);
    expect(check.problemCount).toBe(3);
    expect(check.problems).toEqual([
      { row: 3, reason: "Claim Number 'clm-1' is already on row 1" },
      {
        row: 4,
        reason:
          "Policy Number is missing; Paid '-5' is negative; Reserve 'abc' is not an amount; Date of Loss '2026-02-30' is not a date; Status 'pending' is not open, closed or reopened",
      },
      { row: 5, reason: 'Date Reported is before the Date of Loss' },
    ]);
    expect(check.claims[1]).toEqual({
      row: 2,
      claim_number: 'CLM-2',
      policy_number: 'POL-1',
      date_of_loss: '2026-02-20',
      date_reported: null,
      status: 'closed',
      paid: 50000,
      reserve: 0,
      recovery: 0,
    });
  });

  it('makes rows whose policy number matches no policy row problems, and totals again', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-02-10', '', 'open', '100', '50', '0'],
        ['CLM-2', 'POL-9', '2026-02-10', '', 'open', '30', '20', '0'],
        ['CLM-3', '', '2026-02-10', '', 'open', '1', '1', '0'],
        ['CLM-4', 'POL-1', '2026-02-10', '', 'open', '1', '2', '0'],
      ],
      mapClaimColumns(HEADER),
    );
    // A term the rows' dates of loss (02-10-2026) fall in.
    const inForce = { ...TERMS, effective: '2026-01-01' };
    expect(refuseClaimsOffPolicy(check, claimPolicyFigures(check.claims), () => inForce, FILE)).toBe(check);
    const asked: string[] = [];
    const matched = refuseClaimsOffPolicy(
      check,
      claimPolicyFigures(check.claims),
      (number) => {
        asked.push(number);
        return number === 'POL-1' ? inForce : undefined;
      },
      FILE,
    );
    // Each distinct number asked once.
    expect(asked).toEqual(['POL-1', 'POL-9']);
    expect(matched.validRowCount).toBe(2);
    expect(matched.computedCents).toBe(15000 + 300);
    expect(matched.problemCount).toBe(2);
    expect(matched.problems).toEqual([
      { row: 2, reason: "Policy Number 'POL-9' matches no policy" },
      { row: 3, reason: 'Policy Number is missing' },
    ]);
  });

  it('checks rows a page at a time: a claim number repeated on a later page names its first row, a policy refused in a page keeps the problems in row order and the totals', () => {
    const checker = claimRowChecker(mapClaimColumns(HEADER));
    const first = checker.check(1, ['CLM-1', 'POL-1', '2026-02-10', '', 'open', '100', '50', '0']);
    expect(checker.check(2, ['CLM-2', 'POL-1', '2026-02-10', '', 'pending', '1', '1', '0'])).toBeNull();
    const third = checker.check(3, ['CLM-3', 'POL-9', '2026-02-10', '', 'open', '30', '20', '0']);
    checker.refuseOffPolicy(third!, claimPolicyProblem(third!, undefined, FILE)!);
    // The next page: row 1's claim number again.
    expect(checker.check(2001, ['clm-1', 'POL-1', '2026-02-10', '', 'open', '1', '1', '0'])).toBeNull();
    expect(first?.row).toBe(1);
    expect(checker.summary()).toEqual({
      rowCount: 4,
      validRowCount: 1,
      computedCents: 15000,
      problemCount: 3,
      problems: [
        { row: 2, reason: "Status 'pending' is not open, closed or reopened" },
        { row: 3, reason: "Policy Number 'POL-9' matches no policy" },
        { row: 2001, reason: "Claim Number 'clm-1' is already on row 1" },
      ],
    });
  });

  it('keeps the first 500 problems by row, whatever order a page refuses them in', () => {
    const checker = claimRowChecker(mapClaimColumns(HEADER));
    const sound = [];
    for (let row = 1; row <= 1200; row += 1) {
      const claim = checker.check(row, [`CLM-${row}`, 'POL-1', '2026-02-10', '', row % 2 ? 'open' : 'bad', '1', '1', '0']);
      if (claim) sound.push(claim);
    }
    // Odd rows refused after the even rows' problems: rows 1-500 are the ones kept.
    for (const claim of sound) checker.refuseOffPolicy(claim, 'refused');
    const { problems, problemCount } = checker.summary();
    expect(problemCount).toBe(1200);
    expect(problems.map((problem) => problem.row)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  });

  it('refuses a recovery larger than paid + reserve (a negative incurred); one equal to it is accepted', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-04-01', '', 'open', '100.00', '200.00', '300.00'],
        ['CLM-2', 'POL-1', '2026-04-01', '', 'open', '100.00', '200.00', '300.01'],
        ['CLM-3', 'POL-1', '2026-04-01', '', 'closed', '0', '0', '500'],
        ['CLM-4', 'POL-1', '2026-04-01', '', 'open', '1,000.00', '0', ''],
      ],
      mapClaimColumns(HEADER),
    );
    expect(check.claims.map((claim) => claim.row)).toEqual([1, 4]);
    expect(check.computedCents).toBe(30000 + 100000);
    expect(check.problems).toEqual([
      { row: 2, reason: 'Recovery $300.01 is more than paid + reserve $300.00' },
      { row: 3, reason: 'Recovery $500.00 is more than paid + reserve $0.00' },
    ]);
  });

  it('refuses an amount beyond what a claim keeps ($999,999,999,999.99), and a paid + reserve beyond it; the largest is accepted', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-04-01', '', 'open', '999,999,999,999.99', '0', '0'],
        ['CLM-2', 'POL-1', '2026-04-01', '', 'open', '1,000,000,000,000.00', '0', '0'],
        ['CLM-3', 'POL-1', '2026-04-01', '', 'open', '500000000000', '500000000000', '0'],
        ['CLM-4', 'POL-1', '2026-04-01', '', 'open', '100.00', '0', '0'],
      ],
      mapClaimColumns(HEADER),
    );
    expect(check.claims.map((claim) => claim.row)).toEqual([1, 4]);
    expect(check.computedCents).toBe(99_999_999_999_999 + 10000);
    expect(check.problems).toEqual([
      { row: 2, reason: "Paid $1,000,000,000,000.00 is more than a claim's figure can be ($999,999,999,999.99)" },
      { row: 3, reason: "Paid + reserve $1,000,000,000,000.00 is more than a claim's incurred can be ($999,999,999,999.99)" },
    ]);
  });

  it('refuses a closed claim with a reserve outstanding; closed at nil and open with a reserve are sound', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-04-01', '', 'closed', '500.00', '750.00', '0'],
        ['CLM-2', 'POL-1', '2026-04-01', '', 'Closed', '500.00', '0', '0'],
        ['CLM-3', 'POL-1', '2026-04-01', '', 'open', '500.00', '750.00', '0'],
      ],
      mapClaimColumns(HEADER),
    );
    expect(check.claims.map((claim) => claim.row)).toEqual([2, 3]);
    expect(check.problems).toEqual([{ row: 1, reason: 'Status closed with a Reserve of $750.00 outstanding: a closed claim has no reserve' }]);
  });

  it("reads a Lloyd's bordereau's names, refuses a currency other than US dollars and a Total Incurred other than paid + reserve − recovery", () => {
    const header = ['Claim Reference', 'Unique Market Reference', 'Date of Loss', 'Date Claim First Notified', 'Claim Status', 'Currency', 'Paid to Date', 'Outstanding', 'Recoveries', 'Total Incurred'];
    const map = mapClaimColumns(header);
    expect(map).toEqual({ claim_number: 0, policy_number: 1, date_of_loss: 2, date_reported: 3, status: 4, currency: 5, paid: 6, reserve: 7, recovery: 8, total_incurred: 9 });
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-04-01', '2026-04-03', 'open', 'USD', '1,000.00', '2,000.00', '100.00', '2,900.00'],
        ['CLM-2', 'POL-1', '2026-04-01', '', 'open', '', '10.00', '0', '0', ''],
        ['CLM-3', 'POL-1', '2026-04-01', '', 'open', 'usd', '10.00', '0', '0', '10'],
        ['CLM-4', 'POL-1', '2026-04-01', '', 'open', 'GBP', '1,000.00', '2,000.00', '0', '3,000.00'],
        ['CLM-5', 'POL-1', '2026-04-01', '', 'open', 'USD', '1,000.00', '2,000.00', '100.00', '3,000.00'],
      ],
      map,
    );
    expect(check.claims.map((claim) => [claim.row, claim.date_reported])).toEqual([[1, '2026-04-03'], [2, null], [3, null]]);
    expect(check.problems).toEqual([
      { row: 4, reason: 'Currency GBP: claims are kept in US dollars' },
      { row: 5, reason: 'Total Incurred $3,000.00 is not paid + reserve − recovery $2,900.00' },
    ]);
  });

  it('names the header names a missing column is read from', () => {
    expect(missingClaimColumnsReason(['policy_number'])).toBe(
      "The file has no Policy Number column. Accepted names: Policy Number: 'Policy Number', 'Policy No', 'Policy', 'Policy ID', 'Certificate Number', 'Policy Reference', 'Certificate Reference', 'Unique Market Reference'",
    );
  });

  it('shows a claims file\'s figures as money and its dates as dates', () => {
    expect(bdxCellKinds(HEADER)).toEqual(['text', 'text', 'date', 'date', 'text', 'money', 'money', 'money']);
    expect(bdxCellKinds(['Claim Reference', 'Date Claim First Notified', 'Currency', 'Total Incurred'])).toEqual(['text', 'date', 'text', 'money']);
  });

  it('orders bordereau periods by year then month', () => {
    expect(periodOrder('122025') < periodOrder('012026')).toBe(true);
    expect(periodOrder('032026')).toBe('2026-03');
  });
});

describe('incurred, earned premium and loss ratio', () => {
  /** A policy charged `premium` (cents) whose term premium never changed. */
  const level = (premium: number, effective: string, expiration: string) => ({ premium, effective, expiration, stretches: [{ from: effective, termPremium: premium }] });
  const annual = level(120000, '2026-01-01', '2027-01-01');

  it('incurred is paid + reserve − recovery', () => {
    expect(incurredCents({ paid: 100050, reserve: 200025, recovery: 10000 })).toBe(290075);
  });

  it('earns the premium pro rata by days, to the cent, rounded half up once', () => {
    const FAR = '2099-12-31';
    // $1,200.00 over 365 days; January to March 2026 is 90 days: 1,200 × 90 / 365 = 295.890… → $295.89.
    expect(earnedPremiumCents(annual, '2026-01-01', '2026-03-31', FAR)).toBe(29589);
    expect(earnedPremiumCents(annual, '2026-01-01', '2026-12-31', FAR)).toBe(120000);
    expect(earnedPremiumCents(annual, '2025-06-01', '2027-06-30', FAR)).toBe(120000);
    // $1,000.00 from 2026-02-15: 45 days of the first quarter: 1,000 × 45 / 365 = 123.287… → $123.29.
    expect(earnedPremiumCents(level(100000, '2026-02-15', '2027-02-15'), '2026-01-01', '2026-03-31', FAR)).toBe(12329);
    // A leap year: 366 days, February 2028 is 29 of them: 1,200 × 29 / 366 = 95.081… → $95.08.
    expect(earnedPremiumCents(level(120000, '2028-01-01', '2029-01-01'), '2028-02-01', '2028-02-29', FAR)).toBe(9508);
    // Half a cent rounds up: 100 cents over 200 days, one day.
    expect(earnedPremiumCents(level(100, '2026-01-01', '2026-07-20'), '2026-01-01', '2026-01-01', FAR)).toBe(1);
  });

  it('earns an endorsement from the day it takes effect, as it was charged', () => {
    const FAR = '2099-12-31';
    // $5,700.00 from 11-27-2026 for 365 days; Personal and Advertising Injury ($320) added from 05-27-2027 charged 320 × 184 / 365 = $161.32.
    const endorsed = {
      premium: 586132,
      effective: '2026-11-27',
      expiration: '2027-11-27',
      stretches: [
        { from: '2026-11-27', termPremium: 570000 },
        { from: '2027-05-27', termPremium: 602000 },
      ],
    };
    // 11-27-2026 earns 5,700 / 365 = 15.616… → $15.62 (not 5,861.32 / 365 = $16.06); 05-27-2027 earns 6,020 / 365 = 16.493… → $16.49.
    expect(earnedPremiumCents(endorsed, '2026-11-27', '2026-11-27', FAR)).toBe(1562);
    expect(earnedPremiumCents(endorsed, '2027-05-27', '2027-05-27', FAR)).toBe(1649);
    // The whole term earns what was charged: (5,700 × 181 + 6,020 × 184) / 365 = 5,861.32.
    expect(earnedPremiumCents(endorsed, '2026-11-27', '2027-11-26', FAR)).toBe(586132);
  });

  it('a cancellation ends the days in force; what it keeps beyond them (a short rate) is earned on its date; flat earns nothing', () => {
    const FAR = '2099-12-31';
    // $1,200.00 a year cancelled pro rata on 2026-07-01 keeps its 181 days: 1,200 × 181 / 365 = $595.07.
    const proRata = { ...annual, premium: 59507, cancelledOn: '2026-07-01' };
    expect(earnedPremiumCents(proRata, '2026-01-01', '2026-03-31', FAR)).toBe(29589);
    expect(earnedPremiumCents(proRata, '2026-07-01', '2026-12-31', FAR)).toBe(0);
    expect(earnedPremiumCents(proRata, '2026-01-01', '2026-12-31', FAR)).toBe(59507);
    // Short rate returns 0.9 × $604.93 = $544.44 and keeps $655.56: $60.49 more than its days, earned on 07-01.
    const shortRate = { ...annual, premium: 65556, cancelledOn: '2026-07-01' };
    expect(earnedPremiumCents(shortRate, '2026-01-01', '2026-06-30', FAR)).toBe(59507);
    expect(earnedPremiumCents(shortRate, '2026-07-01', '2026-07-01', FAR)).toBe(6049);
    expect(earnedPremiumCents(shortRate, '2026-01-01', '2026-12-31', FAR)).toBe(65556);
    // Flat: cancelled at inception, nothing kept, nothing earned.
    expect(earnedPremiumCents({ ...annual, premium: 0, cancelledOn: '2026-01-01' }, '2026-01-01', '2026-12-31', FAR)).toBe(0);
  });

  it('earns no day after the as-of day: a period running into the future earns up to today only', () => {
    // Today 2026-11-27: of 2026-01-01 to 2026-12-31 the annual $1,200.00 policy has earned 331 days (today's included): 1,200 × 331 / 365 = 1,088.219… → $1,088.22.
    expect(earnedPremiumCents(annual, '2026-01-01', '2026-12-31', '2026-11-27')).toBe(108822);
    // The same as the period ending today.
    expect(earnedPremiumCents(annual, '2026-01-01', '2026-12-31', '2026-11-27')).toBe(earnedPremiumCents(annual, '2026-01-01', '2026-11-27', '2099-12-31'));
    // A period wholly after today earns nothing; one ending before today is unaffected.
    expect(earnedPremiumCents(annual, '2026-12-01', '2026-12-31', '2026-11-27')).toBe(0);
    expect(earnedPremiumCents(annual, '2026-01-01', '2026-03-31', '2026-11-27')).toBe(29589);
    // A cancellation after today: its days are earned up to today only (1,200 × 57 / 365 = 187.397… → $187.40), its date's share not yet.
    expect(earnedPremiumCents({ ...annual, premium: 65556, cancelledOn: '2026-07-01' }, '2026-01-01', '2026-12-31', '2026-02-26')).toBe(18740);
  });

  it('the loss ratio is incurred over earned to four decimals; none when nothing was earned', () => {
    expect(lossRatio(290075, 29589 + 12329)).toBe(6.9201);
    expect(lossRatio(14795, 29589)).toBe(0.5);
    expect(lossRatio(1000, 0)).toBeNull();
    expect(formatLossRatio(0.5)).toBe('50.00%');
    expect(formatLossRatio(null)).toBe('—');
  });
});

describe('a claim and the policy its number matches (claimPolicyProblem)', () => {
  const loss = (date_of_loss: string, policy: ClaimPolicyTerms | undefined = TERMS, file: ClaimsFileContext = FILE) =>
    claimPolicyProblem(row('SUM-P-2026-000004', date_of_loss), policy, file);

  it('accepts a loss from the effective date up to the day before the expiration date, and refuses one outside', () => {
    expect(loss('2026-03-01')).toBeNull();
    expect(loss('2026-02-28')).toBe("Date of Loss 02-28-2026 is before the policy's term 03-01-2026 to 02-28-2027 (expires 03-01-2027)");
    expect(loss('2025-01-15')).toBe("Date of Loss 01-15-2025 is before the policy's term 03-01-2026 to 02-28-2027 (expires 03-01-2027)");
    const late = { ...FILE, today: '2027-12-31' };
    expect(loss('2027-02-28', TERMS, late)).toBeNull();
    expect(loss('2027-03-01', TERMS, late)).toBe("Date of Loss 03-01-2027 is after the policy's term 03-01-2026 to 02-28-2027 (expires 03-01-2027)");
  });

  it('refuses a loss on or after the cancellation of a cancelled policy', () => {
    const cancelled = { ...TERMS, cancelled_on: '2026-05-10' };
    expect(loss('2026-05-09', cancelled)).toBeNull();
    expect(loss('2026-05-10', cancelled)).toBe("Date of Loss 05-10-2026 is on or after the policy's cancellation on 05-10-2026");
    expect(loss('2026-06-01', cancelled)).toBe("Date of Loss 06-01-2026 is on or after the policy's cancellation on 05-10-2026");
  });

  it("accepts a loss today and refuses one tomorrow, naming today's UTC day, the product's calendar", () => {
    expect(loss('2026-06-15')).toBeNull();
    expect(loss('2026-06-16')).toBe('Date of Loss 06-16-2026 is after today (UTC, 06-15-2026)');
  });

  it('refuses a policy of another line of business than the file\'s, with every reason that applies', () => {
    const auto = { ...TERMS, intake_id: 8, lob: 'Commercial Auto' };
    expect(loss('2026-04-01', auto)).toBe("Policy SUM-P-2026-000004 is Commercial Auto, not this file's Homeowners");
    expect(loss('2026-06-16', auto)).toBe("Policy SUM-P-2026-000004 is Commercial Auto, not this file's Homeowners; Date of Loss 06-16-2026 is after today (UTC, 06-15-2026)");
    // A file without a line of business accepts any line.
    expect(loss('2026-04-01', auto, { ...FILE, intakeId: null, lob: null })).toBeNull();
  });

  it('refuses a number that matched no policy', () => {
    expect(claimPolicyProblem(row('SUM-P-2026-000004', '2026-04-01'), undefined, FILE)).toBe(
      "Policy Number 'SUM-P-2026-000004' matches no policy",
    );
  });

  it("names a record the number found that is not an issued policy (a carrier's imported record), to be issued first", () => {
    expect(claimPolicyProblem(row('ATL-IM-7001', '2026-04-01'), { ...TERMS, not_issued: 'SUM-Q-2026-000084' }, FILE)).toBe(
      "Policy Number 'ATL-IM-7001' is SUM-Q-2026-000084, not an issued policy: issue it before loading its claims",
    );
  });

  it('refuses a date reported after today; today is accepted', () => {
    expect(claimPolicyProblem(row('POL-1', '2026-04-01', { date_reported: '2026-06-15' }), TERMS, FILE)).toBeNull();
    expect(claimPolicyProblem(row('POL-1', '2026-04-01', { date_reported: '2027-03-01' }), TERMS, FILE)).toBe('Date Reported 03-01-2027 is after today (UTC, 06-15-2026)');
  });

  describe('a claim the carrier already has in the book', () => {
    /** The carrier's claim CLM-1 on policy 40 (TERMS), paid $3,000.00, figures of the 05/2026 file 12. */
    const inBook: BookClaim = { quotation_id: 40, policy_number: 'SUM-P-2026-000004', paid: 300000, as_of: '2026-05', file_id: 12 };

    it('refuses a row of the number on another policy: a claim is never moved', () => {
      expect(claimPolicyProblem(row('SUM-P-2026-000008', '2026-04-01'), { ...TERMS, id: 41 }, FILE, inBook)).toBe('Claim CLM-1 is on policy SUM-P-2026-000004 in the book');
    });

    it("accepts its figures after a back-dated cancellation (the cancellation refuses new claims only)", () => {
      const cancelled = { ...TERMS, cancelled_on: '2026-03-15' };
      const closing = row('SUM-P-2026-000004', '2026-04-01', { paid: 300000 });
      expect(claimPolicyProblem(closing, cancelled, FILE)).toBe("Date of Loss 04-01-2026 is on or after the policy's cancellation on 03-15-2026");
      expect(claimPolicyProblem(closing, cancelled, FILE, inBook)).toBeNull();
    });

    it('refuses a paid to date lower than the claim\'s when the row\'s figures would become its own; an earlier file\'s are only kept', () => {
      const lower = row('SUM-P-2026-000004', '2026-04-01', { paid: 0 });
      const reason = 'Paid $0.00 is less than the $3,000.00 paid to date on the claim (figures of 05/2026)';
      // Being uploaded, of the same period: the latest file.
      expect(claimPolicyProblem(lower, TERMS, FILE, inBook)).toBe(reason);
      expect(claimPolicyProblem(lower, TERMS, { ...FILE, asOf: '2026-06', fileId: 9 }, inBook)).toBe(reason);
      expect(claimPolicyProblem(lower, TERMS, { ...FILE, fileId: 13 }, inBook)).toBe(reason);
      // Uploaded before file 12 of the same period, or of an earlier period: kept as a movement, not applied.
      expect(claimPolicyProblem(lower, TERMS, { ...FILE, fileId: 11 }, inBook)).toBeNull();
      expect(claimPolicyProblem(lower, TERMS, { ...FILE, asOf: '2026-04', fileId: 20 }, inBook)).toBeNull();
      expect(claimPolicyProblem(row('SUM-P-2026-000004', '2026-04-01', { paid: 300000 }), TERMS, FILE, inBook)).toBeNull();
    });

    it('decides whose figures stand by period, then by upload (figuresSupersede)', () => {
      expect(figuresSupersede({ asOf: '2026-05', fileId: 13 }, inBook)).toBe(true);
      expect(figuresSupersede({ asOf: '2026-05', fileId: 11 }, inBook)).toBe(false);
      expect(figuresSupersede({ asOf: '2026-05', fileId: null }, inBook)).toBe(true);
      expect(figuresSupersede({ asOf: '2026-06', fileId: 2 }, inBook)).toBe(true);
      expect(figuresSupersede({ asOf: '2026-04', fileId: 99 }, inBook)).toBe(false);
    });

    it('refuses the rows of a read file by the claim their number has in the book (refuseClaimsOffPolicy)', () => {
      const check = checkClaimRows(
        [
          ['CLM-1', 'POL-2', '2026-04-01', '', 'open', '3000', '0', '0'],
          ['CLM-2', 'POL-1', '2026-04-01', '2026-07-01', 'open', '1', '0', '0'],
          ['CLM-3', 'POL-1', '2026-04-01', '', 'open', '1', '0', '0'],
        ],
        mapClaimColumns(HEADER),
      );
      const policies: Record<string, ClaimPolicyTerms> = { 'POL-1': TERMS, 'POL-2': { ...TERMS, id: 41 } };
      const result = refuseClaimsOffPolicy(check, claimPolicyFigures(check.claims), (number) => policies[number], FILE, (number) => (number === 'CLM-1' ? inBook : undefined));
      expect(result.problems).toEqual([
        { row: 1, reason: 'Claim CLM-1 is on policy SUM-P-2026-000004 in the book' },
        { row: 2, reason: 'Date Reported 07-01-2026 is after today (UTC, 06-15-2026)' },
      ]);
      expect(result.computedCents).toBe(100);
    });
  });

  it('refuses the rows of a read file by their own dates of loss, and totals the rows left (refuseClaimsOffPolicy)', () => {
    const check = checkClaimRows(
      [
        ['CLM-1', 'POL-1', '2026-03-01', '', 'open', '100', '50', '0'],
        ['CLM-2', 'POL-1', '2026-02-28', '', 'open', '30', '20', '0'],
        ['CLM-3', 'POL-2', '2026-04-01', '', 'open', '7', '0', '0'],
        ['CLM-4', 'pol-1', '2026-06-16', '', 'open', '1', '1', '0'],
        ['CLM-5', 'POL-1', '2026-06-15', '', 'open', '2', '2', '0'],
      ],
      mapClaimColumns(HEADER),
    );
    const policies: Record<string, ClaimPolicyTerms> = { 'POL-1': TERMS, 'POL-2': { ...TERMS, intake_id: 8, lob: 'Commercial Auto' } };
    const asked: string[] = [];
    const result = refuseClaimsOffPolicy(
      check,
      claimPolicyFigures(check.claims),
      (number) => {
        asked.push(number);
        return policies[number.toUpperCase()];
      },
      FILE,
    );
    expect(asked).toEqual(['POL-1', 'POL-2', 'pol-1']);
    expect(result.validRowCount).toBe(2);
    expect(result.computedCents).toBe(15000 + 400);
    expect(result.problemCount).toBe(3);
    expect(result.problems).toEqual([
      { row: 2, reason: "Date of Loss 02-28-2026 is before the policy's term 03-01-2026 to 02-28-2027 (expires 03-01-2027)" },
      { row: 3, reason: "Policy POL-2 is Commercial Auto, not this file's Homeowners" },
      { row: 4, reason: 'Date of Loss 06-16-2026 is after today (UTC, 06-15-2026)' },
    ]);
  });
});
