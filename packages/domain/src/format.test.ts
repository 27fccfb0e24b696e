import { countOf, formatCoverageLimit, formatUsd, formatUsdCents, stripCurrency, formatIsoDate, formatDateTime, dateOnly, formatChangedValue, insuredAddressLine } from './format';
import { formatBdxCell } from './bdx-cells';

describe('money and date formats', () => {
  it('shows money always with its cents, a whole amount too: $4,700.00 beside $4,293.75', () => {
    expect(formatUsd(4700)).toBe('$4,700.00');
    expect(formatUsd(4293.75)).toBe('$4,293.75');
    expect(formatUsd('1250.5')).toBe('$1,250.50');
    expect(formatUsd('$12,000')).toBe('$12,000.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd('abc')).toBe('');
  });
  it('shows a coverage limit in whole dollars, cents only when it has some', () => {
    expect(formatCoverageLimit('$1,000,000')).toBe('$1,000,000');
    expect(formatCoverageLimit(250000.5)).toBe('$250,000.50');
    expect(formatCoverageLimit(null)).toBe('');
  });
  it('shows bordereau amounts always with two decimals, whole or not, as formatBdxCell shows a money cell', () => {
    expect(formatUsdCents(1250)).toBe('$1,250.00');
    expect(formatUsdCents('1250')).toBe(formatBdxCell('money', '1250'));
    expect(formatUsdCents('750.5')).toBe('$750.50');
    expect(formatUsdCents('$3,991')).toBe('$3,991.00');
    expect(formatUsdCents('-211.47')).toBe('-$211.47');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(null)).toBe('');
    expect(formatUsdCents('abc')).toBe('');
  });
  it('strips the currency symbol before sending', () => {
    expect(stripCurrency('$1,250.50')).toBe('1250.50');
  });
  it('shows YYYY-MM-DD as MM-DD-YYYY and the first 10 characters of stored dates', () => {
    expect(formatIsoDate('2024-03-09')).toBe('03-09-2024');
    expect(formatIsoDate('2024-03-09T10:00:00Z')).toBe('03-09-2024');
    expect(dateOnly('2024-03-09T10:00:00.000Z')).toBe('2024-03-09');
  });
  it('shows a changed value that is an ISO date MM-DD-YYYY, an ISO date-time as a list date-time, anything else as it is', () => {
    expect(formatChangedValue('2026-11-27')).toBe('11-27-2026');
    expect(formatChangedValue('2026-11-27T14:07:00')).toBe('11/27/2026, 02:07 PM');
    expect(formatChangedValue('Adverse loss history')).toBe('Adverse loss history');
    expect(formatChangedValue('2026-11-27 renewal')).toBe('2026-11-27 renewal');
    expect(formatChangedValue('12345')).toBe('12345');
  });
  it('formats list date-times in UTC with a 12-hour clock, as the server filters and exports them', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 5, 14, 7)))).toBe('01/05/2024, 02:07 PM');
    expect(formatDateTime('2026-03-01T00:05:09.120Z')).toBe('03/01/2026, 12:05 AM');
    expect(formatDateTime('2026-12-31T12:00:00.000Z')).toBe('12/31/2026, 12:00 PM');
    expect(formatDateTime('2026-11-27T19:12:04.796+13:00')).toBe('11/27/2026, 06:12 AM');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('counts', () => {
  it('says one in the singular, any other count in the plural', () => {
    expect(countOf(1, 'policy', 'policies')).toBe('1 policy');
    expect(countOf(2, 'policy', 'policies')).toBe('2 policies');
    expect(countOf(0, 'transaction')).toBe('0 transactions');
    expect(countOf(1, 'transaction')).toBe('1 transaction');
  });
});

describe("the insured's address on one line", () => {
  it('prints street, city, then state and ZIP; a state or ZIP alone is no address', () => {
    expect(insuredAddressLine({ address: '1 Main St', city: 'Denver', state: 'CO', zipcode: '80202' })).toBe('1 Main St, Denver, CO 80202');
    expect(insuredAddressLine({ address: ' ', city: 'Boise', state: 'ID', zipcode: null })).toBe('Boise, ID');
    expect(insuredAddressLine({ address: '', city: '', state: 'ID', zipcode: '' })).toBe('');
    expect(insuredAddressLine({ address: null, city: null, state: 'ID', zipcode: '83702' })).toBe('');
  });
});
