import {
  applyReturnPremium,
  billingSummary,
  delinquencyDateOf,
  gracePeriodLabel,
  gracePeriodOf,
  lastDayOfGrace,
  namesDelinquent,
  instalmentDueDates,
  instalmentPlan,
  instalmentStates,
  nonPaymentCancellationDate,
  paymentAllocations,
  planAfterTransactions,
  splitCents,
  spreadDelta,
} from './billing';

const annual = { start: '2027-01-01', end: '2028-01-01' };
const graceDays = (count: number) => ({ count, unit: 'day' as const });
const amounts = (plan: { amount: number }[]) => plan.map((row) => row.amount);

describe('instalment plan', () => {
  it('splits $1,000.00 in 12 monthly instalments: 83.37 then eleven of 83.33', () => {
    const plan = instalmentPlan(100_000, annual, '1month');
    expect(amounts(plan)).toEqual([8337, ...Array(11).fill(8333)]);
    expect(plan.reduce((sum, row) => sum + row.amount, 0)).toBe(100_000);
    expect(plan[0]).toEqual({ number: 1, duedate: '2027-01-01', amount: 8337 });
    expect(plan[11]).toEqual({ number: 12, duedate: '2027-12-01', amount: 8333 });
  });
  it('splits $1,000.00 by 4 months in 3 (333.34, 333.33, 333.33), by 6 months in 2 and by 1 year in 1', () => {
    expect(amounts(instalmentPlan(100_000, annual, '4months'))).toEqual([33_334, 33_333, 33_333]);
    expect(instalmentDueDates(annual, '4months')).toEqual(['2027-01-01', '2027-05-01', '2027-09-01']);
    expect(amounts(instalmentPlan(100_000, annual, '6months'))).toEqual([50_000, 50_000]);
    expect(instalmentDueDates(annual, '6months')).toEqual(['2027-01-01', '2027-07-01']);
    expect(instalmentPlan(100_000, annual, '1year')).toEqual([{ number: 1, duedate: '2027-01-01', amount: 100_000 }]);
  });
  it('keeps the instalments within the term: a 1-year schedule on a 6-month policy is one instalment, monthly on it six', () => {
    const half = { start: '2027-01-31', end: '2027-07-31' };
    expect(instalmentDueDates(half, '1year')).toEqual(['2027-01-31']);
    expect(instalmentDueDates(half, '1month')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
  });
  it('puts the remainder of an uneven split on the first part', () => {
    expect(splitCents(100, 3)).toEqual([34, 33, 33]);
    expect(splitCents(-100, 3)).toEqual([-34, -33, -33]);
  });
});

describe('payments and statuses', () => {
  const plan = instalmentPlan(100_000, annual, '1month');
  it('applies $100.00 oldest first: the first instalment paid, $16.63 of the second; on 02-15-2027 the second is Overdue', () => {
    const states = instalmentStates(plan, 10_000, '2027-02-15');
    expect(states[0]).toMatchObject({ paid: 8337, status: 'Paid' });
    expect(states[1]).toMatchObject({ paid: 1663, status: 'Overdue' });
    expect(states[2]).toMatchObject({ paid: 0, status: 'Due' });
  });
  it('shows a part payment of an instalment not yet due as Part paid', () => {
    expect(instalmentStates(plan, 10_000, '2027-01-15')[1]).toMatchObject({ paid: 1663, status: 'Part paid' });
  });
  it('states the balance, the next due, the overdue amount and the delinquency date (due + grace)', () => {
    const summary = billingSummary(plan, 8337, '2027-02-11', graceDays(10));
    expect(summary.balance).toBe(91_663);
    expect(summary.next_due).toEqual({ number: 2, duedate: '2027-02-01', amount: 8333 });
    // February is overdue on 02-11-2027: the next to fall due is March.
    expect(summary.next_to_fall_due).toEqual({ number: 3, duedate: '2027-03-01', amount: 8333 });
    expect(billingSummary(plan, 10_000, '2027-01-15', graceDays(10)).next_to_fall_due).toEqual({ number: 2, duedate: '2027-02-01', amount: 6670 });
    expect(summary.overdue).toBe(8333);
    expect(summary.delinquency_date).toBe('2027-02-11');
    expect(summary.delinquent).toBe(false);
    expect(summary.days_overdue).toBe(10);
    expect(billingSummary(plan, 8337, '2027-02-12', graceDays(10)).delinquent).toBe(true);
    expect(billingSummary(plan, 8337 + 8333, '2027-02-12', graceDays(10))).toMatchObject({ delinquent: false, overdue: 0, delinquency_date: null });
  });
  it('tells what each payment paid', () => {
    expect(paymentAllocations(plan, [10_000, 8337])).toEqual([
      [
        { number: 1, amount: 8337 },
        { number: 2, amount: 1663 },
      ],
      [
        { number: 2, amount: 6670 },
        { number: 3, amount: 1667 },
      ],
    ]);
  });
  it('reads the grace period from the policy text: a number of days, weeks or months; blank is none', () => {
    expect(gracePeriodOf('10 days')).toEqual({ count: 10, unit: 'day' });
    expect(gracePeriodOf('30')).toEqual({ count: 30, unit: 'day' });
    expect(gracePeriodOf(' 2 Weeks ')).toEqual({ count: 2, unit: 'week' });
    expect(gracePeriodOf('1 month')).toEqual({ count: 1, unit: 'month' });
    expect(gracePeriodOf(null)).toBeNull();
    expect(gracePeriodOf('')).toBeNull();
    // Text that is not one number and a unit is no grace period, never its first number read as days.
    for (const text of ['13/45/2026', '2026-02-30', 'one month', '1 month 2 days', '1.5 months', '2 years', '366 days', '13 months']) expect(gracePeriodOf(text)).toBeNull();
    expect([gracePeriodOf('1 day'), gracePeriodOf('2 weeks'), gracePeriodOf('1 month'), null].map(gracePeriodLabel)).toEqual(['1 day', '2 weeks', '1 month', 'None']);
  });
  it('ends the grace on the due date plus the period: days, weeks of 7 days, calendar months from the due date', () => {
    expect(lastDayOfGrace('2026-10-30', gracePeriodOf('30 days'))).toBe('2026-11-29');
    expect(lastDayOfGrace('2026-10-30', gracePeriodOf('2 weeks'))).toBe('2026-11-13');
    expect(lastDayOfGrace('2026-10-30', gracePeriodOf('1 month'))).toBe('2026-11-30');
    // A day the month lacks is its last day.
    expect(lastDayOfGrace('2027-01-31', gracePeriodOf('1 month'))).toBe('2027-02-28');
    expect(lastDayOfGrace('2028-01-31', gracePeriodOf('1 month'))).toBe('2028-02-29');
    expect(lastDayOfGrace('2027-03-31', gracePeriodOf('3 months'))).toBe('2027-06-30');
    expect(lastDayOfGrace('2026-10-30', null)).toBe('2026-10-30');
  });
  it('makes a policy 28 days overdue with 1 month of grace not delinquent: $1,000.00 by 4 months from 10-30-2026, $1.00 paid, on 11-27-2026', () => {
    const plan = instalmentPlan(100_000, { start: '2026-10-30', end: '2027-10-30' }, '4months');
    const month = billingSummary(plan, 100, '2026-11-27', gracePeriodOf('1 month'));
    expect(month).toMatchObject({ overdue: 33_234, oldest_overdue: '2026-10-30', delinquency_date: '2026-11-30', delinquent: false, days_overdue: 28 });
    expect(billingSummary(plan, 100, '2026-11-30', gracePeriodOf('1 month')).delinquent).toBe(false);
    expect(billingSummary(plan, 100, '2026-12-01', gracePeriodOf('1 month')).delinquent).toBe(true);
    expect(billingSummary(plan, 100, '2026-11-27', gracePeriodOf('2 weeks'))).toMatchObject({ delinquency_date: '2026-11-13', delinquent: true });
    expect(delinquencyDateOf(plan, 100, gracePeriodOf('1 month'))).toBe('2026-11-30');
  });
  it('cancels for non-payment at the end of a 10-day notice', () => {
    expect(nonPaymentCancellationDate('2027-02-12')).toBe('2027-02-22');
  });
});

describe('endorsements and cancellations', () => {
  const plan = instalmentPlan(100_000, annual, '1month');
  it('spreads a $183.00 endorsement effective 07-02-2027 over the five instalments due after it: 36.60 each', () => {
    const { plan: next, unplaced } = spreadDelta(plan, '2027-07-02', 18_300, '2027-06-20');
    expect(unplaced).toBe(0);
    expect(amounts(next)).toEqual([8337, ...Array(6).fill(8333), ...Array(5).fill(8333 + 3660)]);
    expect(next.reduce((sum, row) => sum + row.amount, 0)).toBe(118_300);
  });
  it('puts the remainder of a spread on the first instalment not yet due', () => {
    expect(amounts(spreadDelta(plan, '2027-09-15', 100, '2027-09-15').plan).slice(9)).toEqual([8333 + 34, 8333 + 33, 8333 + 33]);
  });
  it('cancels unpaid instalments first, then owes a refund', () => {
    // $500.00 returned on a $1,000.00 plan with $250.11 paid (three instalments): the last six go, 0.02 of the sixth remains.
    const next = applyReturnPremium(plan, 50_000);
    expect(amounts(next)).toEqual([8337, 8333, 8333, 8333, 8333, 8333 - 2, 0, 0, 0, 0, 0, 0]);
    const summary = billingSummary(next, 25_003, '2027-03-15', graceDays(0));
    expect(summary.balance).toBe(24_997);
    expect(summary.installments[6]!.status).toBe('Cancelled');
    // Everything returned on a fully paid plan: the refund is the return premium.
    const refund = billingSummary(applyReturnPremium(plan, 40_000), 100_000, '2027-08-01', graceDays(0));
    expect(refund).toMatchObject({ balance: -40_000, refund_due: 40_000 });
  });
  it('replays the transactions: endorsement, cancellation, then reinstatement brings the plan back', () => {
    const endorsed = planAfterTransactions(100_000, annual, '1month', [{ type: 'Endorsement', effective_date: '2027-07-02', premium_delta: 183, written_on: '2027-06-20' }]);
    const cancelled = planAfterTransactions(100_000, annual, '1month', [
      { type: 'Endorsement', effective_date: '2027-07-02', premium_delta: 183, written_on: '2027-06-20' },
      { type: 'Cancellation', effective_date: '2027-11-01', premium_delta: -200, written_on: '2027-10-20' },
    ]);
    expect(cancelled.reduce((sum, row) => sum + row.amount, 0)).toBe(98_300);
    const reinstated = planAfterTransactions(100_000, annual, '1month', [
      { type: 'Endorsement', effective_date: '2027-07-02', premium_delta: 183, written_on: '2027-06-20' },
      { type: 'Cancellation', effective_date: '2027-11-01', premium_delta: -200, written_on: '2027-10-20' },
      { type: 'Reinstatement', effective_date: '2027-11-01', premium_delta: 200, written_on: '2027-11-05' },
    ]);
    expect(reinstated).toEqual(endorsed);
  });
});

describe('an extra charge with no instalment left to fall due', () => {
  // $3,900.00 billed yearly from 12-29-2025, paid in full; 5 days of grace.
  const yearly = instalmentPlan(390_000, { start: '2025-12-29', end: '2026-12-29' }, '1year');
  const endorsed = (effective: string, writtenOn: string) =>
    planAfterTransactions(390_000, { start: '2025-12-29', end: '2026-12-29' }, '1year', [{ type: 'Endorsement', effective_date: effective, premium_delta: 157.81, written_on: writtenOn }]);

  it('is an instalment of its own due the day it is written (11-27-2026), not added to the one due 12-29-2025: not overdue, delinquent only after 12-02-2026', () => {
    const plan = endorsed('2026-11-27', '2026-11-27');
    expect(plan).toEqual([
      { number: 1, duedate: '2025-12-29', amount: 390_000 },
      { number: 2, duedate: '2026-11-27', amount: 15_781 },
    ]);
    const today = billingSummary(plan, 390_000, '2026-11-27', graceDays(5));
    expect(today).toMatchObject({ balance: 15_781, overdue: 0, oldest_overdue: null, delinquent: false, days_overdue: 0 });
    expect(today.installments.map((row) => row.status)).toEqual(['Paid', 'Due']);
    expect(delinquencyDateOf(plan, 390_000, graceDays(5))).toBe('2026-12-02');
    expect(billingSummary(plan, 390_000, '2026-12-02', graceDays(5))).toMatchObject({ overdue: 15_781, delinquent: false, days_overdue: 5 });
    expect(billingSummary(plan, 390_000, '2026-12-03', graceDays(5))).toMatchObject({ overdue: 15_781, delinquent: true, days_overdue: 6 });
  });
  it('falls due on its effective date when written before it (12-15-2026), on the day written when back-dated (06-01-2026 written 11-27-2026)', () => {
    expect(endorsed('2026-12-15', '2026-11-27')[1]).toEqual({ number: 2, duedate: '2026-12-15', amount: 15_781 });
    expect(endorsed('2026-06-01', '2026-11-27')[1]).toEqual({ number: 2, duedate: '2026-11-27', amount: 15_781 });
  });
  it('is paid after the instalments before it, oldest first, and a payment of it cures the policy', () => {
    const plan = endorsed('2026-11-27', '2026-11-27');
    expect(paymentAllocations(plan, [390_000, 15_781])).toEqual([[{ number: 1, amount: 390_000 }], [{ number: 2, amount: 15_781 }]]);
    expect(billingSummary(plan, 390_000 + 15_781, '2027-01-10', graceDays(5))).toMatchObject({ balance: 0, overdue: 0, delinquent: false });
  });
  it('is cancelled first by a cancellation (the latest instalment), and a reinstatement brings it back', () => {
    const charge = { type: 'Endorsement' as const, effective_date: '2026-11-27', premium_delta: 157.81, written_on: '2026-11-27' };
    const cancellation = { type: 'Cancellation' as const, effective_date: '2026-12-01', premium_delta: -300, written_on: '2026-11-30' };
    const cancelled = planAfterTransactions(390_000, { start: '2025-12-29', end: '2026-12-29' }, '1year', [charge, cancellation]);
    expect(amounts(cancelled)).toEqual([390_000 - 14_219, 0]);
    const reinstated = planAfterTransactions(390_000, { start: '2025-12-29', end: '2026-12-29' }, '1year', [
      charge,
      cancellation,
      { type: 'Reinstatement', effective_date: '2026-12-01', premium_delta: 300, written_on: '2026-12-05' },
    ]);
    expect(reinstated).toEqual(endorsed('2026-11-27', '2026-11-27'));
  });
  it('of a back-dated endorsement on a monthly plan goes on the instalments not yet due when written: effective 03-15-2027, written 06-10-2027, $6.00 over July to December', () => {
    const plan = instalmentPlan(100_000, annual, '1month');
    const { plan: next, unplaced } = spreadDelta(plan, '2027-03-15', 600, '2027-06-10');
    expect(unplaced).toBe(0);
    expect(amounts(next)).toEqual([8337, ...Array(5).fill(8333), ...Array(6).fill(8333 + 100)]);
    // Paid to the end of June: nothing becomes overdue.
    expect(billingSummary(next, 8337 + 5 * 8333, '2027-06-10', graceDays(0))).toMatchObject({ overdue: 0, delinquent: false });
  });
  it('leaves a return premium on the instalments due after its effective date, the last one when none is', () => {
    expect(amounts(spreadDelta(yearly, '2026-11-27', -10_000, '2026-11-27').plan)).toEqual([380_000]);
    const monthly = instalmentPlan(100_000, annual, '1month');
    expect(amounts(spreadDelta(monthly, '2027-03-15', -900, '2027-06-10').plan)).toEqual([8337, 8333, 8333, ...Array(9).fill(8333 - 100)]);
  });
});

describe('the Billing Status filter', () => {
  it('names Delinquent by the whole word or a part of it, in any case; blank or other text names nothing', () => {
    expect(['Delinquent', 'delinquent', ' DELINQ ', 'linq'].map(namesDelinquent)).toEqual([true, true, true, true]);
    expect(['', '  ', 'In force', 'Delinquents'].map(namesDelinquent)).toEqual([false, false, false, false]);
  });
});

describe('the delinquency date kept for the record lists', () => {
  const plan = instalmentPlan(100_000, annual, '1month');
  it('is the last day of grace of the oldest instalment not fully paid: 02-11-2027 with January paid and 10 days of grace; 03-11-2027 once February is paid; none when all is paid', () => {
    expect(delinquencyDateOf(plan, 8337, graceDays(10))).toBe('2027-02-11');
    expect(delinquencyDateOf(plan, 8337 + 8333, graceDays(10))).toBe('2027-03-11');
    expect(delinquencyDateOf(plan, 8337 + 8332, graceDays(10))).toBe('2027-02-11');
    expect(delinquencyDateOf(plan, 0, graceDays(0))).toBe('2027-01-01');
    expect(delinquencyDateOf(plan, 100_000, graceDays(10))).toBeNull();
  });
  it('skips an instalment a return premium left at zero', () => {
    const cancelled = applyReturnPremium(plan, 100_000 - 8337);
    expect(delinquencyDateOf(cancelled, 8337, graceDays(10))).toBeNull();
    expect(delinquencyDateOf(cancelled, 0, graceDays(10))).toBe('2027-01-11');
  });
  it('tells delinquency on any day as billingSummary does: delinquent on the days after it', () => {
    const days = ['2027-01-01', '2027-02-11', '2027-02-12', '2027-03-11', '2027-03-12', '2027-12-31', '2028-06-01'];
    for (const paid of [0, 8337, 8337 + 8333, 50_000, 100_000]) {
      for (const grace of [null, graceDays(0), graceDays(10), graceDays(30), gracePeriodOf('2 weeks'), gracePeriodOf('1 month')]) {
        const date = delinquencyDateOf(plan, paid, grace);
        for (const asof of days) expect([paid, grace, asof, date !== null && asof > date]).toEqual([paid, grace, asof, billingSummary(plan, paid, asof, grace).delinquent]);
      }
    }
  });
});
