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
    if (index === map.premium || /premium|amount|^paid|reserve|recover|outstanding|incurred/.test(name)) return 'money';
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

/* ---------- Reading a workbook's number cells as the carrier's sheet shows them ---------- */

/**
 * How many decimals a cell's number format shows ('#,##0.00' and '$#,##0.00;($#,##0.00)' show 2,
 * '0' shows 0), read from its first section; null for General, no format, or a format that does
 * not show the number itself with fixed decimals (percent, scientific, fraction, date, text).
 */
export function shownDecimals(numberFormat: string | undefined): number | null {
  if (!numberFormat || /^general$/i.test(numberFormat.trim())) return null;
  const section = numberFormat.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)[0]!;
  // Quoted text, escaped characters, [colour]/[$USD] tags and padding (_x, *x) show no digits.
  const bare = section.replace(/"[^"]*"/g, '').replace(/[\\_*]./g, '').replace(/\[[^\]]*\]/g, '');
  if (/[%eE/@yYmMdDhHsS]/.test(bare) || !/[0#?]/.test(bare)) return null;
  const point = bare.indexOf('.');
  return point < 0 ? 0 : (bare.slice(point + 1).match(/[0#?]/g) ?? []).length;
}

/** Spreadsheet programs keep a number to 15 significant digits, and show it from those. */
const SHEET_PRECISION = 15;

/**
 * A workbook's number cell as the row checks read it: the figure its sheet shows.
 * - To 15 significant digits, as a spreadsheet program keeps and shows a number, so the noise of
 *   binary arithmetic goes: a premium computed as =0.1+0.2 (held as 0.30000000000000004) reads 0.3,
 *   1234.5700000000002 reads 1234.57.
 * - When its number format shows cents or more (two decimals or more: '0.00', '#,##0.00',
 *   '$#,##0.00'), rounded half away from zero to the decimals shown, written with them: 1234567.891
 *   in '$#,##0.00' reads 1234567.89 and 0.30000000000000004 in '#,##0.00' reads 0.30, as the
 *   carrier sees them. A format of fewer decimals does not round: 14.999 shown as '15' reads 14.999
 *   (not an amount to the cent), so no cents the sheet hides are made up or lost.
 * Digits are rounded as decimal text, never in binary (1.005 in '0.00' reads 1.01, as shown).
 */
export function sheetNumberText(value: number, numberFormat?: string): string {
  if (!Number.isFinite(value)) return String(value);
  const decimals = shownDecimals(numberFormat);
  const places = decimals !== null && decimals >= 2 ? decimals : null;
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toPrecision(SHEET_PRECISION).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  // The value is digits × 10^-scale.
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (places !== null && scale > places) {
    const unit = 10n ** BigInt(scale - places);
    const rest = digits % unit;
    digits = digits / unit + (rest * 2n >= unit ? 1n : 0n);
    scale = places;
  }
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  const text = digits.toString().padStart(scale + 1, '0');
  let shown = scale > 0 ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
  if (places === null) shown = shown.includes('.') ? shown.replace(/\.?0+$/, '') : shown;
  else if (scale < places) shown = `${shown}${scale === 0 ? '.' : ''}${'0'.repeat(places - scale)}`;
  return value < 0 && digits !== 0n ? `-${shown}` : shown;
}
