import {
  checkBdxRows,
  checkBdxRowsEligible,
  checkClaimRows,
  claimPolicyFigures,
  mapBdxColumns,
  mapClaimColumns,
  missingBdxColumns,
  missingClaimColumns,
  missingClaimColumnsReason,
  safeSheetCell,
  sheetNumberText,
  BDX_FIELD_LABEL,
  type BdxEligibility,
  type BdxRowCheck,
  type ClaimPolicyFigures,
} from '@kyubos/domain';
import { BDX_PREVIEW_UNAVAILABLE, type BdxKind } from '@kyubos/contracts';
import { CsvError } from 'csv-parse';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { AppError } from '../app-error';
import { runTask } from '../workers/pool';
import { loadExcelJS } from '../export/xlsx';
import { copyOf } from './bytes';
import { openWorkbook, UnreadableFileError, zipDirectory, type OpenedWorkbook } from './workbook-reader';

export type BdxExtension = 'csv' | 'txt' | 'xls' | 'xlsx';

/**
 * Rows are kept (and handed from the worker) as JSON text pages of this many rows each. The
 * embedded database stores a page a transaction: 1,000 rows of ten cells take it about 6 ms (5,000
 * about 35 ms), which is as long as another client's statement may wait behind it.
 */
export const BDX_ROW_PAGE = 1000;

/**
 * What reading a file gave: its rows and checks, no reader for its type, or why it could not be
 * read. The rows come as JSON text, BDX_ROW_PAGE rows a page, as they are stored: a few long
 * strings cross from the worker at once, where a string per cell took the request thread 80 ms
 * and more to take in for a 9 MB file.
 */
export type BdxParseResult =
  | ({
      status: 'parsed';
      columns: string[];
      rowPages: string[];
      claimFigures?: ClaimPolicyFigures;
      /** The file as it is kept and handed on when some of its cells would run as formulas (safeCopyOf); absent when none would. */
      safeContent?: Uint8Array;
    } & BdxRowCheck)
  | { status: 'unsupported'; reason: string }
  | { status: 'failed'; reason: string };

/** Legacy XLS has no reader on npm without known vulnerabilities: such files are stored and sent unread. */
export const XLS_UNSUPPORTED = BDX_PREVIEW_UNAVAILABLE;

/** TXT bordereaux come tab-, pipe-, semicolon- or comma-separated: the header line decides. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const candidates = ['\t', '|', ';', ','];
  const counts = candidates.map((delimiter) => header.split(delimiter).length - 1);
  const best = Math.max(...counts);
  return best > 0 ? candidates[counts.indexOf(best)]! : ',';
}

/**
 * What a bordereau may hold: a file over any of these is refused (413 naming the limit) before
 * it is stored, and a spreadsheet is measured before it is expanded.
 */
export const BDX_LIMITS = {
  /**
   * What an XLSX's parts expand to: the sizes its zip's central directory declares, summed before
   * anything is expanded, and the bytes actually expanded, counted as they are read.
   */
  uncompressedBytes: 50 * 1024 * 1024,
  /** Data rows, the header aside. */
  rows: 100_000,
  columns: 60,
  /** Characters of one cell. */
  cellLength: 1_000,
  /** Characters of all cells together (a small file of repeated shared strings expands a lot). */
  totalCharacters: 20_000_000,
  /** Worksheets of an XLSX. */
  sheets: 10,
} as const;

const number = (value: number) => value.toLocaleString('en-US');
const overLimit = (message: string) => new AppError('LimitExceeded', message, 413);

const tooLargeUncompressed = () =>
  overLimit(`The spreadsheet is larger uncompressed than the limit of ${number(BDX_LIMITS.uncompressedBytes / 1024 / 1024)} MB`);

/**
 * Measures an XLSX from its zip central directory without inflating anything: the sum of the
 * parts' declared uncompressed sizes and the number of worksheets. A file that needs ZIP64 is
 * refused unread. The declared sizes may lie: the bytes are counted again as they inflate
 * (openWorkbook), and reading stops at the same limit.
 */
export function checkXlsxDirectory(content: Buffer): void {
  const parts = zipDirectory(content) ?? [];
  let total = 0;
  for (const part of parts) {
    if (part.declaredSize === 0xffffffff) throw tooLargeUncompressed();
    total += part.declaredSize;
  }
  if (total > BDX_LIMITS.uncompressedBytes) throw tooLargeUncompressed();
  const sheets = parts.filter((part) => /^xl\/worksheets\/[^/]+\.xml$/i.test(part.name)).length;
  if (sheets > BDX_LIMITS.sheets) throw overLimit(`The spreadsheet has more sheets than the limit of ${BDX_LIMITS.sheets}`);
}

/**
 * The row, column, cell and total limits, checked a row at a time as a table is read (a streamed
 * workbook is refused as soon as it runs over, before the rest is expanded). Rows are counted after
 * the header and named as the review, the mapped rows and the import's result number them (the
 * first below the header is row 1); a cell's column by its header.
 */
function tableLimits() {
  let header: readonly string[] = [];
  let rows = 0;
  let total = 0;
  const rowName = (index: number) => (index === 0 ? 'The header row' : `Row ${index}`);
  const columnName = (column: number) => header[column]?.trim().slice(0, 60) || `column ${column + 1}`;
  /** Checks the table's row `index` (0: the header). */
  return (cells: readonly string[], index: number): void => {
    if (index === 0) header = cells;
    else rows += 1;
    if (rows > BDX_LIMITS.rows) throw overLimit(`The file has more rows than the limit of ${number(BDX_LIMITS.rows)}`);
    if (cells.length > BDX_LIMITS.columns) throw overLimit(`${rowName(index)} has more columns than the limit of ${BDX_LIMITS.columns}`);
    for (let column = 0; column < cells.length; column += 1) {
      const length = cells[column]!.length;
      if (length > BDX_LIMITS.cellLength) {
        const where = index === 0 ? `The header row, column ${column + 1}` : `${rowName(index)}, ${columnName(column)}`;
        throw overLimit(`${where}: a cell is longer than the limit of ${number(BDX_LIMITS.cellLength)} characters`);
      }
      total += length;
    }
    if (total > BDX_LIMITS.totalCharacters) throw overLimit(`The file holds more text than the limit of ${number(BDX_LIMITS.totalCharacters)} characters`);
  };
}


const delimiterOfFile = (text: string, extension: 'csv' | 'txt') => (extension === 'csv' ? ',' : delimiterOf(text.replace(/^\uFEFF/, '')));

/**
 * The file rewritten with every cell that a spreadsheet program would run as a formula quoted
 * (safeSheetCell: '=HYPERLINK(...)', '+cmd|...', '@SUM(...)'; numbers stay numbers), in its own
 * format (a TXT with its own delimiter; a workbook sheet by sheet, values only), or undefined when
 * no cell would run: a bordereau is kept and handed on only in a form safe to open.
 */
async function safeCopyOf(read: ReadTable, content: Buffer): Promise<Uint8Array | undefined> {
  const quoted = (cell: string) => safeSheetCell(cell) !== cell;
  const anyQuoted = read.table.some((cells) => cells.some(quoted));
  if (read.format === 'xlsx') {
    // Every cell of the workbook is read again only when the sheet read has something to quote or a formula, or there are other sheets.
    if (!anyQuoted && !read.formulas && read.sheets <= 1) return undefined;
    return safeWorkbookCopy(content);
  }
  if (!anyQuoted) return undefined;
  const safe = read.table.map((cells) => cells.map((cell) => safeSheetCell(cell)));
  return new Uint8Array(Buffer.from(stringify(safe, { delimiter: delimiterOfFile(content.toString('utf8'), read.format) })));
}

/**
 * A workbook opened to be read as streams, a sheet and a row at a time: never built whole in
 * memory, never expanded past the uncompressed limit whatever its zip headers say.
 */
const workbookOf = (content: Buffer): Promise<OpenedWorkbook> =>
  openWorkbook(content, { bytes: BDX_LIMITS.uncompressedBytes, over: tooLargeUncompressed });

/**
 * The workbook's values, every sheet, with each text cell that would run as a formula quoted and a
 * formula's value in place of the formula (the file is read by its values); numbers and dates stay
 * numbers and dates. Read and written as streams. Undefined when no cell changed.
 */
async function safeWorkbookCopy(content: Buffer): Promise<Uint8Array | undefined> {
  const ExcelJSModule = await loadExcelJS();
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise((resolve, reject) => output.on('end', resolve).on('error', reject));
  const writer = new ExcelJSModule.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  let changed = false;
  for await (const source of (await workbookOf(content)).sheets()) {
    const sheet = writer.addWorksheet(source.name || undefined);
    for await (const row of source) {
      const values: ExcelJS.CellValue[] = [];
      for (let column = 1; column <= row.cellCount; column += 1) {
        const value = row.getCell(column).value;
        const formula = isFormula(value);
        const shown = formula ? (((value as { result?: ExcelJS.CellValue }).result ?? null) as ExcelJS.CellValue) : value;
        const text = typeof shown === 'string' || (typeof shown === 'object' && shown !== null && 'richText' in shown) ? cellText(shown, undefined) : null;
        const safe = text === null ? shown : safeSheetCell(text);
        changed ||= formula || safe !== text;
        values.push(safe);
      }
      const copy = sheet.getRow(row.number);
      values.forEach((value, at) => {
        const cell = copy.getCell(at + 1);
        cell.value = value;
        if (value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      });
      copy.commit();
    }
    sheet.commit();
  }
  await writer.commit();
  await written;
  return changed ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/** A file's table as read; a workbook's with whether its first sheet holds a formula and how many sheets it has. */
type ReadTable = { format: 'csv' | 'txt'; table: string[][] } | { format: 'xlsx'; table: string[][]; formulas: boolean; sheets: number };

/** A CSV or TXT file's table, refused over the limits (tableLimits; a workbook is checked as it is read). */
function readDelimited(content: Buffer, extension: 'csv' | 'txt'): string[][] {
  const text = content.toString('utf8');
  const table = parseCsv(text, {
    bom: true,
    delimiter: delimiterOfFile(text, extension),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    // One row over the limit is enough to refuse the file; the rest is not read.
    to: BDX_LIMITS.rows + 2,
  }) as string[][];
  table.forEach(tableLimits());
  return table;
}

/**
 * A cell's value as the file shows it: dates as YYYY-MM-DD, numbers (a formula's result too) as
 * their number format shows them (sheetNumberText: 0.30000000000000004 in '#,##0.00' is 0.30).
 */
function cellText(value: ExcelJS.CellValue, numberFormat: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return sheetNumberText(value, numberFormat);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, numberFormat);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/**
 * The first sheet's cells (in tab order) as text, read as a stream with the limits checked a row
 * at a time (tableLimits): the workbook is never built whole (loaded whole, a sheet of 90,000 rows
 * of ten columns took a worker past its 512 MB; streamed, its heap stays under 30 MB beyond the
 * table), and the other sheets are not expanded. Whether any of its cells is a formula, and how
 * many sheets the workbook has (its sheet list, read before any sheet).
 */
async function readWorkbook(content: Buffer): Promise<{ table: string[][]; formulas: boolean; sheets: number }> {
  checkXlsxDirectory(content);
  const workbook = await workbookOf(content);
  const check = tableLimits();
  const table: string[][] = [];
  let formulas = false;
  for await (const sheet of workbook.sheets()) {
    for await (const row of sheet) {
      if (!row.hasValues) continue;
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column += 1) {
        const cell = row.getCell(column);
        const value = cell.value;
        // A formula the program that wrote the file never calculated has no value to read: reading
        // it as blank would lose the cell unseen (an insured's name, a premium).
        if (isUncalculatedFormula(value)) {
          const name = table[0]?.[column - 1] || `column ${column}`;
          throw new UnreadableFileError(
            `${table.length === 0 ? 'the header' : `row ${table.length}`}, ${name} is a formula with no stored value: open the file in a spreadsheet program and save it again`,
          );
        }
        formulas ||= isFormula(value);
        cells.push(cellText(value, cell.numFmt).trim());
      }
      check(cells, table.length);
      table.push(cells);
    }
    break; // only the first sheet is read
  }
  return { table, formulas, sheets: workbook.sheetNames.length };
}

const isFormula = (value: ExcelJS.CellValue): boolean => typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

const isUncalculatedFormula = (value: ExcelJS.CellValue): boolean => isFormula(value) && (value as { result?: unknown }).result === undefined;

/**
 * Why a file could not be read, in words for whoever sent it: the reader's own reasons and the CSV
 * parser's (which name the line), never a library's internal error.
 */
function describeFailure(error: unknown, extension: BdxExtension): string {
  const reason =
    error instanceof UnreadableFileError || error instanceof CsvError
      ? error.message
      : `its contents are damaged or not in the ${extension.toUpperCase()} format: save it again from the spreadsheet program and send it again`;
  return `The file could not be read as ${extension.toUpperCase()}: ${reason}`;
}

/** Why a file with a header and nothing under it (or only blank lines) is refused: there is nothing to review or import. */
export const NO_DATA_ROWS = 'The file has a header row and no data rows below it';
/** A row with at least one cell that is not blank (cells are read trimmed). */
const hasValue = (cells: readonly string[]) => cells.some((cell) => cell !== '');

/**
 * Reads a bordereau: the first row is the header; every following row is checked for its
 * policy number, premium and dates, and the sound rows' premiums are added up. A claims
 * bordereau's rows are checked for their claim figures (checkClaimRows): the total is paid +
 * reserve and the sound rows' policy numbers and figures come back in `claimFigures` (compact, for the
 * upload's policy match). A file over BDX_LIMITS throws a 413 naming
 * the limit. CPU-heavy: callers use parseBdxFile (a worker).
 */
export async function readBdxFile(content: Buffer, extension: BdxExtension, kind: BdxKind = 'premium', eligibility?: BdxEligibility): Promise<BdxParseResult> {
  if (extension === 'xls') return { status: 'unsupported', reason: XLS_UNSUPPORTED };
  let read: ReadTable;
  try {
    read = extension === 'xlsx' ? { format: 'xlsx', ...(await readWorkbook(content)) } : { format: extension, table: readDelimited(content, extension) };
  } catch (error) {
    return unreadable(error, extension);
  }
  const checked = checkTable(read.table, kind, eligibility);
  if (checked.status !== 'parsed') return checked;
  try {
    const safeContent = await safeCopyOf(read, content);
    return safeContent ? { ...checked, safeContent } : checked;
  } catch (error) {
    // Writing the safe copy reads every sheet of a workbook: one that fails there is as unreadable.
    return unreadable(error, extension);
  }
}

/** A failure to read a file: a limit passed stays a 413; anything else makes the file unreadable, saying why. */
function unreadable(error: unknown, extension: BdxExtension): { status: 'failed'; reason: string } {
  if (error instanceof AppError) throw error;
  return { status: 'failed', reason: describeFailure(error, extension) };
}

/** The rows of a table read from a file checked: its header, its columns and each row. */
function checkTable(table: string[][], kind: BdxKind, eligibility: BdxEligibility | undefined): BdxParseResult {
  const [header, ...rows] = table;
  if (!header || header.every((cell) => cell === '')) return { status: 'failed', reason: 'The file has no header row' };
  if (kind === 'claims') {
    const claimMap = mapClaimColumns(header);
    const absent = missingClaimColumns(claimMap);
    if (absent.length > 0) {
      return { status: 'failed', reason: missingClaimColumnsReason(absent) };
    }
    if (!rows.some(hasValue)) return { status: 'failed', reason: NO_DATA_ROWS };
    const { claims, ...check } = checkClaimRows(rows, claimMap);
    return { status: 'parsed', columns: header, rowPages: rowPagesOf(rows), ...check, claimFigures: claimPolicyFigures(claims) };
  }
  const map = mapBdxColumns(header);
  const missing = missingBdxColumns(map);
  if (missing.length > 0) {
    return { status: 'failed', reason: `The file has no ${missing.map((field) => BDX_FIELD_LABEL[field]).join(' or ')} column` };
  }
  if (!rows.some(hasValue)) return { status: 'failed', reason: NO_DATA_ROWS };
  const check = eligibility ? checkBdxRowsEligible(rows, header, eligibility) : checkBdxRows(rows, map);
  return { status: 'parsed', columns: header, rowPages: rowPagesOf(rows), ...check };
}

function rowPagesOf(rows: readonly string[][]): string[] {
  const pages: string[] = [];
  for (let start = 0; start < rows.length; start += BDX_ROW_PAGE) pages.push(JSON.stringify(rows.slice(start, start + BDX_ROW_PAGE)));
  return pages;
}

/**
 * Reads a bordereau in the worker pool (readBdxFile there), a premium file's rows checked against
 * `eligibility` (its period and line) there too; the request thread only waits.
 */
export async function parseBdxFile(content: Buffer, extension: BdxExtension, kind: BdxKind = 'premium', eligibility?: BdxEligibility): Promise<BdxParseResult> {
  if (extension === 'xls') return { status: 'unsupported', reason: XLS_UNSUPPORTED };
  // A copy goes to the worker (the caller keeps its bytes to store them).
  const copy = await copyOf(content);
  try {
    return await runTask('parse-bdx', { content: copy, extension, kind, eligibility }, { transfer: [copy.buffer] });
  } catch (error) {
    // A limit passed (time, memory, size) is answered as such; a worker that failed otherwise on the file could not read it.
    return unreadable(error, extension);
  }
}

/**
 * An uploaded bordereau read (parseBdxFile). One that cannot be read (broken CSV or workbook, no
 * header row, no premium or claims columns, no data rows) is refused at once, 400 saying why, so whoever sent
 * it can put it right and send it again; nothing is stored. A legacy XLS is kept unread.
 */
export async function readUploadedBdxFile(...args: Parameters<typeof parseBdxFile>): Promise<BdxParseResult> {
  const read = await parseBdxFile(...args);
  if (read.status === 'failed') throw new AppError('ValidationError', read.reason, 400, [{ path: 'file', message: read.reason }]);
  return read;
}
