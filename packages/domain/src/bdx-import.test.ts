import { bdxImportColumns, bdxImportRow } from './bdx-import';
import { allocatePremiumCents } from './coverage-rules';

describe('allocatePremiumCents: the carrier premium shared among the program coverages', () => {
  test('pro rata to the default premiums, cents exact, the remainder to the largest coverage', () => {
    // $1,500.00 over defaults $1,000 / $700 / $360 (total $2,060): 728.15 + 509.70 + 262.13 (+ 0.02 on the largest).
    const shares = allocatePremiumCents(150_000, [100_000, 70_000, 36_000]);
    expect(shares).toEqual([72_817, 50_970, 26_213]);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(150_000);
  });
  test('one coverage takes the whole premium', () => {
    expect(allocatePremiumCents(150_000, [36_000])).toEqual([150_000]);
  });
  test('defaults all zero: equal shares, the remainder to the last', () => {
    expect(allocatePremiumCents(100, [0, 0, 0])).toEqual([33, 33, 34]);
  });
  test('the last of equal largest defaults takes the remainder', () => {
    expect(allocatePremiumCents(101, [50, 50])).toEqual([50, 51]);
  });
  test('no coverage: nothing to share', () => {
    expect(allocatePremiumCents(100, [])).toEqual([]);
  });
});

describe('bdxImportRow: the intake form field lengths apply to an import', () => {
  const columns = bdxImportColumns(['Policy Number', 'Insured Name', 'Effective Date', 'Premium', 'zipcode']);
  test('a name or zip code longer than the form allows is refused with the field and limit', () => {
    const read = bdxImportRow(['P-1', `${'A'.repeat(101)} Smith`, '2026-04-01', '100', '1'.repeat(21)], columns);
    expect(read).toEqual({ ok: false, reasons: ['First Name is longer than 100 characters', 'Zip Code is longer than 20 characters'] });
  });
  test('a sound row within the limits is read', () => {
    expect(bdxImportRow(['P-1', 'Ana Smith', '2026-04-01', '1,500.00', '73301'], columns).ok).toBe(true);
  });
});
