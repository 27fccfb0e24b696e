import { amountCents, sheetNumberText, shownDecimals } from './index';

describe('a workbook number cell read as its sheet shows it', () => {
  it('reads the decimals a number format shows, from its first section', () => {
    expect(shownDecimals('#,##0.00')).toBe(2);
    expect(shownDecimals('"$"#,##0.00;[Red]\\("$"#,##0.00\\)')).toBe(2);
    expect(shownDecimals('[$USD] #,##0.000')).toBe(3);
    expect(shownDecimals('0')).toBe(0);
    expect(shownDecimals('General')).toBeNull();
    expect(shownDecimals(undefined)).toBeNull();
    expect(shownDecimals('0.00%')).toBeNull();
    expect(shownDecimals('0.00E+00')).toBeNull();
    expect(shownDecimals('mm/dd/yyyy')).toBeNull();
    expect(shownDecimals('# ?/?')).toBeNull();
  });

  it('drops binary noise beyond 15 significant digits, as a spreadsheet program shows the figure', () => {
    expect(sheetNumberText(0.1 + 0.2)).toBe('0.3');
    expect(sheetNumberText(1234.57 + 1e-12)).toBe('1234.57');
    expect(sheetNumberText(1100)).toBe('1100');
    expect(sheetNumberText(-50)).toBe('-50');
    expect(sheetNumberText(5.5, 'General')).toBe('5.5');
    expect(sheetNumberText(0.0000001)).toBe('0.0000001');
    // A figure with more decimals than cents stays as it is: not an amount to the cent.
    expect(sheetNumberText(1234567.891)).toBe('1234567.891');
    expect(amountCents(sheetNumberText(1234567.891))).toBeNull();
  });

  it('rounds to the cents a format of two decimals or more shows, half away from zero, in decimal', () => {
    expect(sheetNumberText(0.1 + 0.2, '#,##0.00')).toBe('0.30');
    expect(sheetNumberText(1234567.891, '$#,##0.00')).toBe('1234567.89');
    expect(sheetNumberText(1234567.895, '$#,##0.00')).toBe('1234567.90');
    expect(sheetNumberText(-1234567.895, '#,##0.00;(#,##0.00)')).toBe('-1234567.90');
    expect(sheetNumberText(1.005, '0.00')).toBe('1.01');
    expect(sheetNumberText(1100, '0.00')).toBe('1100.00');
    expect(sheetNumberText(-0.004, '0.00')).toBe('0.00');
    expect(sheetNumberText(1e18, '0.00')).toBe('1000000000000000000.00');
    expect(amountCents(sheetNumberText(1234567.891, '$#,##0.00'))).toBe(123456789);
    // Three decimals shown: the third is the carrier's, so the figure is not an amount to the cent.
    expect(sheetNumberText(1234567.891, '#,##0.000')).toBe('1234567.891');
  });

  it('does not round to fewer decimals than cents: cents the sheet hides are kept, and a fraction of a cent still refused', () => {
    expect(sheetNumberText(1234.57, '#,##0')).toBe('1234.57');
    expect(sheetNumberText(14.999, '0')).toBe('14.999');
    expect(sheetNumberText(0.15, '0.0%')).toBe('0.15');
  });
});
