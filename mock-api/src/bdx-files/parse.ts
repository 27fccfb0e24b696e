import { checkBdxRows, mapBdxColumns, missingBdxColumns, BDX_FIELD_LABEL, type BdxRowCheck } from '@kyubos/domain';
import { CsvError } from 'csv-parse';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

export type BdxExtension = 'csv' | 'txt' | 'xls' | 'xlsx';

/** What reading a file gave: its rows and checks, no reader for its type, or why it could not be read. */
export type BdxParseResult =
  | ({ status: 'parsed'; columns: string[]; rows: string[][] } & BdxRowCheck)
  | { status: 'unsupported'; reason: string }
  | { status: 'failed'; reason: string };

/** Legacy XLS has no reader on npm without known vulnerabilities: such files are stored and sent unread. */
export const XLS_UNSUPPORTED = 'A preview is not available for XLS files.';

/** TXT bordereaux come tab-, pipe-, semicolon- or comma-separated: the header line decides. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const candidates = ['\t', '|', ';', ','];
  const counts = candidates.map((delimiter) => header.split(delimiter).length - 1);
  const best = Math.max(...counts);
  return best > 0 ? candidates[counts.indexOf(best)]! : ',';
}

function readDelimited(content: Buffer, extension: 'csv' | 'txt'): string[][] {
  const text = content.toString('utf8');
  return parseCsv(text, {
    bom: true,
    delimiter: extension === 'csv' ? ',' : delimiterOf(text.replace(/^\uFEFF/, '')),
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as string[][];
}

/** A cell's value as the file shows it; dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

async function readWorkbook(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value).trim());
    rows.push(cells);
  });
  return rows;
}

function describeFailure(error: unknown, extension: BdxExtension): string {
  if (error instanceof CsvError) return `The file could not be read as ${extension.toUpperCase()}: ${error.message}`;
  return `The file could not be read as ${extension.toUpperCase()}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Reads a bordereau: the first row is the header; every following row is checked for its
 * policy number, premium and dates, and the sound rows' premiums are added up.
 */
export async function parseBdxFile(content: Buffer, extension: BdxExtension): Promise<BdxParseResult> {
  if (extension === 'xls') return { status: 'unsupported', reason: XLS_UNSUPPORTED };
  let table: string[][];
  try {
    table = extension === 'xlsx' ? await readWorkbook(content) : readDelimited(content, extension);
  } catch (error) {
    return { status: 'failed', reason: describeFailure(error, extension) };
  }
  const [header, ...rows] = table;
  if (!header || header.every((cell) => cell === '')) return { status: 'failed', reason: 'The file has no header row' };
  const map = mapBdxColumns(header);
  const missing = missingBdxColumns(map);
  if (missing.length > 0) {
    return { status: 'failed', reason: `The file has no ${missing.map((field) => BDX_FIELD_LABEL[field]).join(' or ')} column` };
  }
  return { status: 'parsed', columns: header, rows, ...checkBdxRows(rows, map) };
}
