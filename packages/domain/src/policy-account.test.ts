import { paidOn, planVersions, policyAccountOn, transactionsCountedOn, type PolicyAccountFacts, type WrittenPolicyTransaction } from './policy-account';

const annual = { start: '2027-01-01', end: '2028-01-01' };
const cancellation = (effective_date: string, premium_delta: number, written_on: string): WrittenPolicyTransaction => ({
  type: 'Cancellation',
  effective_date,
  premium_delta,
  written_on,
});

describe('a policy account on a day', () => {
  // $1,200.00 billed by 6 months (600.00 due 01-01 and 07-01), paid 600.00 on 01-05 and 600.00 on 08-10;
  // cancelled pro rata from 11-01-2027 on 10-15-2027: 1,200 × 61 / 365 = 200.55 returned, $999.45 left.
  const paidInTwo: PolicyAccountFacts = {
    policyAmount: 999.45,
    term: annual,
    schedule: '6months',
    transactions: [cancellation('2027-11-01', -200.55, '2027-10-15')],
    cancelledOn: '2027-11-01',
    payments: [
      { day: '2027-01-05', amount: 600 },
      { day: '2027-08-10', amount: 600 },
    ],
  };

  it('on 07-15-2027 counts only the payment taken by then: $1,200.00 charged, $600.00 paid, $600.00 left, instalment 2 overdue', () => {
    expect(policyAccountOn(paidInTwo, '2027-07-15')).toEqual({
      policyAmount: 120_000,
      paid: 60_000,
      balance: 60_000,
      instalments: [
        { number: 1, duedate: '2027-01-01', amount: 60_000, paid: 60_000, status: 'Paid' },
        { number: 2, duedate: '2027-07-01', amount: 60_000, paid: 0, status: 'Overdue' },
      ],
    });
  });

  it('on 10-15-2027, the day the cancellation is written, is the policy view’s: $999.45, $1,200.00 paid, $200.55 owed back', () => {
    expect(policyAccountOn(paidInTwo, '2027-10-15')).toEqual({
      policyAmount: 99_945,
      paid: 120_000,
      balance: -20_055,
      instalments: [
        { number: 1, duedate: '2027-01-01', amount: 60_000, paid: 60_000, status: 'Paid' },
        { number: 2, duedate: '2027-07-01', amount: 39_945, paid: 39_945, status: 'Paid' },
      ],
    });
  });

  it('counts a transaction effective by the day though written later: +$183.00 from 07-02 written 10-15 counts on 08-01', () => {
    const endorsed: PolicyAccountFacts = {
      ...paidInTwo,
      policyAmount: 1383,
      transactions: [{ type: 'Endorsement', effective_date: '2027-07-02', premium_delta: 183, written_on: '2027-10-15' }],
      cancelledOn: null,
    };
    expect(policyAccountOn(endorsed, '2027-07-01')).toMatchObject({ policyAmount: 120_000, paid: 60_000, balance: 60_000 });
    expect(policyAccountOn(endorsed, '2027-08-01')).toMatchObject({ policyAmount: 138_300, paid: 60_000, balance: 78_300 });
  });

  it('from the date of a flat cancellation written later counts everything: $0.00 charged, the later payment owed back only from the day it was taken', () => {
    // $1,200.00 issued, +$183.00 from 07-02, then cancelled flat (from 01-01) on 10-15: $1,383.00 returned.
    const flat: PolicyAccountFacts = {
      policyAmount: 0,
      term: annual,
      schedule: '1year',
      transactions: [
        { type: 'Endorsement', effective_date: '2027-07-02', premium_delta: 183, written_on: '2027-10-01' },
        cancellation('2027-01-01', -1383, '2027-10-15'),
      ],
      cancelledOn: '2027-01-01',
      payments: [{ day: '2027-10-10', amount: 1200 }],
    };
    const before = policyAccountOn(flat, '2027-03-01');
    expect(before).toMatchObject({ policyAmount: 0, paid: 0, balance: 0 });
    expect(before.instalments.map((row) => [row.amount, row.status])).toEqual(before.instalments.map(() => [0, 'Cancelled']));
    expect(policyAccountOn(flat, '2027-10-15')).toMatchObject({ policyAmount: 0, paid: 120_000, balance: -120_000 });
  });
});

describe('the book as it stood at the end of a day', () => {
  const endorsement = (effective_date: string, premium_delta: number, written_on: string): WrittenPolicyTransaction => ({
    type: 'Endorsement',
    effective_date,
    premium_delta,
    written_on,
  });
  // Written 10-15-2027 from 03-01-2027 (back-dated); written 10-15-2027 from 12-01-2027; a cancellation written 10-20-2027 from 09-01-2027.
  const backDated = endorsement('2027-03-01', 100, '2027-10-15');
  const later = endorsement('2027-12-01', 50, '2027-10-15');
  const cancelled = cancellation('2027-09-01', -400, '2027-10-20');

  it('counts a transaction from the day it was written or took effect, and every one from the cancellation in force', () => {
    expect(transactionsCountedOn([backDated, later], null, '2027-02-28')).toEqual([]);
    expect(transactionsCountedOn([backDated, later], null, '2027-03-01')).toEqual([backDated]);
    expect(transactionsCountedOn([backDated, later], null, '2027-10-15')).toEqual([backDated, later]);
    // Cancelled from 09-01 (written 10-20): from 09-01 on, the endorsements written later count too.
    expect(transactionsCountedOn([backDated, later, cancelled], '2027-09-01', '2027-08-31')).toEqual([backDated]);
    expect(transactionsCountedOn([backDated, later, cancelled], '2027-09-01', '2027-09-01')).toEqual([backDated, later, cancelled]);
  });

  it('counts the payments taken on or before the day, in cents', () => {
    const payments = [
      { day: '2027-01-05', amount: 83.38 },
      { day: '2027-11-27', amount: 183.38 },
    ];
    expect([paidOn(payments, '2027-01-04'), paidOn(payments, '2027-01-05'), paidOn(payments, '2027-11-26'), paidOn(payments, '2027-11-27')]).toEqual([0, 8_338, 8_338, 26_676]);
  });

  it('keeps a plan from each day another transaction starts to count: $1,200.00 yearly, +$100.00 from 03-01, then −$400.00 from 09-01', () => {
    const versions = planVersions(120_000, annual, '1year', [backDated, cancelled], '2027-09-01');
    expect(versions.map(({ from, plan }) => [from, plan.map((row) => row.amount)])).toEqual([
      [null, [120_000]],
      // The endorsement's charge written 10-15-2027 with no instalment left to fall due: its own, due 10-15-2027.
      ['2027-03-01', [120_000, 10_000]],
      // The $400.00 returned from the last instalment back: 10,000 then 30,000 of the first.
      ['2027-09-01', [90_000, 0]],
    ]);
  });
});
