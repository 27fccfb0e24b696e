/**
 * Cells of the spreadsheets the product writes (CSV and XLSX bordereaux). A text cell that a
 * spreadsheet program would read as a formula is neutralised (OWASP's CSV injection rule:
 * a cell starting with =, +, -, @, tab or carriage return gets a leading single quote);
 * numbers stay numbers.
 */

import { amountCents, bdxDate, mapBdxColumns, normaliseHeader } from './bdx-rows';
import { formatIsoDate, formatUsdCents } from './format';

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

/* ---------- Showing a bordereau's mapped rows as the rest of the product shows money and dates ---------- */

export type BdxCellKind = 'money' | 'date' | 'text';

/** How each column of a file is shown: the premium, amount and claim figure columns as money, the date columns as dates. */
export function bdxCellKinds(columns: readonly string[]): BdxCellKind[] {
  const map = mapBdxColumns(columns);
  return columns.map((header, index) => {
    const name = normaliseHeader(header);
    if (index === map.premium || /premium|amount|^paid|reserve|recover|outstanding/.test(name)) return 'money';
    if (index === map.effective_date || index === map.expiration_date || /date$|^date/.test(name)) return 'date';
    return 'text';
  });
}

/** A cell as shown: money as $1,250.00, dates as MM-DD-YYYY; a cell that does not read as its kind is shown as written. */
export function formatBdxCell(kind: BdxCellKind, text: string): string {
  if (kind === 'money') {
    const cents = amountCents(text);
    return cents === null ? text : formatUsdCents(cents / 100);
  }
  if (kind === 'date') {
    const date = bdxDate(text);
    return date === null ? text : formatIsoDate(date);
  }
  return text;
}
