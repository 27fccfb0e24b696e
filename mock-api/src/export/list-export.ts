import { once } from 'node:events';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { ListExportFormat } from '@kyubos/contracts';
import { amountCents, safeSheetCell } from '@kyubos/domain';
import type ExcelJS from 'exceljs';
import { loadExcelJS, XLSX_MONEY_FORMAT } from './xlsx';

/**
 * The one way a list is exported (CSV or XLSX): a definition names the columns (header and how a
 * cell is read from a row) and gives the rows page by page, from the same repository query the
 * list's view call runs; the file is written to the answer as the pages come, so memory stays
 * flat however long the list. Every text cell is made formula-safe (safeSheetCell); a `money`
 * column is a number with two decimals (XLSX_MONEY_FORMAT in a workbook). A private value is
 * masked by its column's cell, as its screens show it.
 *
 * A new exportable list (e.g. a report's rows) is one more definition: its columns and its pages.
 */
export type ExportCell = string | number | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  cell: (row: Row) => ExportCell;
  /** An amount in dollars (a number, or its text as '1234.50'): a number with two decimals. */
  money?: boolean;
}

export interface ListExport<Row> {
  /** The file's name without extension, e.g. 'policies'. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** The whole list in its order, a page at a time. */
  pages: AsyncIterable<readonly Row[]>;
}

/** Rows fetched per page by the exports that read the database. */
export const EXPORT_PAGE_SIZE = 2000;

export const EXPORT_CONTENT_TYPE: Record<ListExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A money cell's dollars to the cent, or null when it holds no amount. */
function moneyValue(value: string | number): number | null {
  const cents = typeof value === 'number' ? Math.round(value * 100) : amountCents(value);
  return cents === null || !Number.isFinite(cents) ? null : cents / 100;
}

/** One cell as exported: money a number, formula-like text quoted, numbers kept. */
export function exportCell<Row>(column: ExportColumn<Row>, row: Row): string | number | null {
  const value = column.cell(row);
  if (value === null || value === undefined || value === '') return null;
  if (column.money) return moneyValue(value) ?? safeSheetCell(value);
  return safeSheetCell(value);
}

/** One cell of a CSV: as exported, money with its two decimals ('12800.50'). */
const csvCell = <Row>(column: ExportColumn<Row>, row: Row) => {
  const cell = exportCell(column, row);
  return column.money && typeof cell === 'number' ? cell.toFixed(2) : cell;
};

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Waits until the answer has taken what it holds (or the caller left), leaving no listener behind. */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([once(out, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]);
  } finally {
    stop.abort();
  }
}

async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await drained(out);
}

/** A page of rows at a time, with the first page already read (so a refusal comes before any byte is written). */
export async function firstPageOf<Row>(pages: AsyncIterable<readonly Row[]>): Promise<{ first: readonly Row[] | null; rest: AsyncIterator<readonly Row[]> }> {
  const rest = pages[Symbol.asyncIterator]();
  const step = await rest.next();
  return { first: step.done ? null : step.value, rest };
}

async function* resumed<Row>(first: readonly Row[] | null, rest: AsyncIterator<readonly Row[]>): AsyncGenerator<readonly Row[]> {
  if (first === null) return;
  yield first;
  for (;;) {
    // A turn of the event loop between pages: the embedded database answers without one, and other calls wait for it.
    await nextTurn();
    const step = await rest.next();
    if (step.done) return;
    yield step.value;
  }
}

/** Writes the CSV (UTF-8 with a byte order mark, so spreadsheet programs read accents right; CRLF lines). */
async function writeCsv<Row>(out: Writable, columns: readonly ExportColumn<Row>[], pages: AsyncIterable<readonly Row[]>, closed: () => boolean): Promise<void> {
  await write(out, `\uFEFF${columns.map((column) => csvField(safeSheetCell(column.header))).join(',')}\r\n`);
  for await (const page of pages) {
    if (closed()) return;
    let chunk = '';
    for (const row of page) chunk += `${columns.map((column) => csvField(csvCell(column, row))).join(',')}\r\n`;
    await write(out, chunk);
  }
}

/** The sheet XML the workbook holds but has not zipped yet, at most (then the writer waits for the answer to take some). */
const XLSX_BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * exceljs hands a sheet's XML to the zip through a stream whose writes it never waits on, so a
 * fast writer piles the XML up in that stream's buffer while the answer goes at the caller's
 * pace: the bytes waiting there (0 when exceljs no longer has that shape: then nothing waits).
 */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length?: number } }[] } }).stream;
  return stream?.pipes?.[0]?._writableState?.length ?? 0;
}

/** Writes the workbook with exceljs's streaming writer: each row is committed (and leaves memory) as it is added. */
async function writeXlsx<Row>(out: Writable, name: string, columns: readonly ExportColumn<Row>[], pages: AsyncIterable<readonly Row[]>, closed: () => boolean): Promise<void> {
  const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  columns.forEach((column, index) => {
    if (column.money) sheet.getColumn(index + 1).numFmt = XLSX_MONEY_FORMAT;
  });
  const header = sheet.addRow(columns.map((column) => safeSheetCell(column.header)));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    if (closed()) break;
    for (const row of page) sheet.addRow(columns.map((column) => exportCell(column, row))).commit();
    // The next page only once the zip has taken most of this one and the answer has room.
    while (sheetBacklog(sheet) > XLSX_BACKLOG_BYTES && !closed()) await sleep(5);
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams the list to `out` in the format. The first page is read before anything is written;
 * when the caller leaves, no further page is read.
 */
export async function streamListExport<Row>(
  out: Writable,
  format: ListExportFormat,
  list: ListExport<Row>,
  begin: () => void = () => {},
): Promise<void> {
  const { first, rest } = await firstPageOf(list.pages);
  begin();
  let gone = false;
  out.once('close', () => (gone = true));
  const closed = () => gone || out.destroyed;
  const pages = resumed(first, rest);
  if (format === 'csv') {
    await writeCsv(out, list.columns, pages, closed);
    if (!closed()) out.end();
  } else {
    await writeXlsx(out, list.name, list.columns, pages, closed);
  }
}

/** Pages of a list the server holds whole (a directory, the customers): the rows, already filtered and sorted, in pages. */
export async function* pagesOf<Row>(rows: readonly Row[], size = EXPORT_PAGE_SIZE): AsyncGenerator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** A column of a list the browser filters (its DataTable column key, so the list's filters name it). */
export type KeyedExportColumn<Row> = ExportColumn<Row> & { key?: string };

export interface ClientListView {
  /** The list's header filters by column key: a row is kept when the column's text contains the filter's, in any case (as the table filters). */
  filters?: Record<string, string>;
  sort?: string;
  direction?: 'asc' | 'desc';
}

const textOf = (value: ExportCell) => (value === null || value === undefined ? '' : String(value));

/**
 * The export of a list the server answers whole and the browser filters (users, agents,
 * partners): the same rows the view call answers, kept and ordered as the table shows them.
 */
export function clientListExport<Row>(name: string, columns: readonly KeyedExportColumn<Row>[], rows: readonly Row[], view: ClientListView = {}): ListExport<Row> {
  const filters = Object.entries(view.filters ?? {})
    .map(([key, text]) => ({ column: columns.find((column) => column.key === key), needle: text.trim().toLowerCase() }))
    .filter((filter): filter is { column: KeyedExportColumn<Row>; needle: string } => filter.column !== undefined && filter.needle !== '');
  let kept = rows.filter((row) => filters.every(({ column, needle }) => textOf(column.cell(row)).toLowerCase().includes(needle)));
  const sortColumn = columns.find((column) => column.key !== undefined && column.key === view.sort);
  if (sortColumn) {
    const sign = view.direction === 'desc' ? -1 : 1;
    kept = [...kept].sort((a, b) => sign * textOf(sortColumn.cell(a)).localeCompare(textOf(sortColumn.cell(b)), 'en-US', { numeric: true }));
  }
  return { name, columns, pages: pagesOf(kept) };
}
