import { conversionRate, currentBdxPeriod, formatCents, lastDays, lastMonths, nextDays, reportPeriod } from './reports';

describe('report periods and figures', () => {
  it('names the twelve months ending with the current one, and their first and last day', () => {
    expect(lastMonths('2026-11-26')).toEqual({
      months: ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
      from: '2025-12-01',
      to: '2026-11-30',
    });
    expect(lastMonths('2024-02-10', 2)).toEqual({ months: ['2024-01', '2024-02'], from: '2024-01-01', to: '2024-02-29' });
  });

  it('counts 90 days back and ahead with today as one of them', () => {
    expect(lastDays('2026-11-26', 90)).toEqual({ from: '2026-08-29', to: '2026-11-26' });
    expect(nextDays('2026-11-26', 90)).toEqual({ from: '2026-11-26', to: '2027-02-24' });
  });

  it('takes last month as the bordereaux period being exchanged', () => {
    expect(currentBdxPeriod('2026-11-26')).toBe('102026');
    expect(currentBdxPeriod('2027-01-05')).toBe('122026');
  });

  it('gives conversion rates in percent with one decimal, none from nothing', () => {
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(0, 4)).toBe(0);
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('gives the month, quarter and year holding a day', () => {
    expect(reportPeriod('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(reportPeriod('quarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(reportPeriod('quarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(reportPeriod('year', '2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('shows cents as dollars', () => {
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-5050)).toBe('-$50.50');
    expect(formatCents(7)).toBe('$0.07');
  });
});
