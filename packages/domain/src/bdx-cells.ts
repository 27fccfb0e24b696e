/**
 * Cells of the spreadsheets the product writes (CSV and XLSX bordereaux). A text cell that a
 * spreadsheet program would read as a formula is neutralised (OWASP's CSV injection rule:
 * a cell starting with =, +, -, @, tab or carriage return gets a leading single quote);
 * numbers stay numbers.
 */

/** Characters that make a spreadsheet program read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ('-80.00', '1250.5'): left as it is, it reads as the number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type SheetCell = string | number | null | undefined;

/** One cell made safe to hand on: numbers and plain numeric text unchanged, formula-like text quoted. */
export function safeSheetCell<T extends SheetCell>(value: T): T | string {
  if (typeof value !== 'string') return value;
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** A whole table (header and rows) made safe to hand on. */
export const safeSheetRows = <T extends SheetCell>(rows: readonly (readonly T[])[]): (T | string)[][] =>
  rows.map((row) => row.map((cell) => safeSheetCell(cell)));
