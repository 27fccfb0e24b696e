import type { BdxExportRow } from '@kyubos/contracts';
import { amountCents, BDX_EXPORT_HEADER, bdxExportCells, safeSheetRows } from '@kyubos/domain';
import { stringify } from 'csv-stringify/sync';
import { loadExcelJS, XLSX_MONEY_FORMAT } from '../export/xlsx';

/** Writing a bordereau (CPU work: it runs in the worker pool, task 'write-bdx-export'). */
const PREMIUM_COLUMN = BDX_EXPORT_HEADER.indexOf('Premium');

/**
 * The bordereau's bytes: CSV (with a header row) or an XLSX workbook with one sheet. Every cell
 * goes through safeSheetRows (formula-like text is quoted); in the workbook the premium is a number.
 */
export async function exportContent(rows: Omit<BdxExportRow, 'id'>[], format: 'csv' | 'xlsx'): Promise<Buffer> {
  const table = safeSheetRows<string | number>([[...BDX_EXPORT_HEADER], ...rows.map(bdxExportCells)]);
  if (format === 'csv') return Buffer.from(stringify(table));
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = workbook.addWorksheet('Bordereau');
  sheet.addRows(
    table.map((cells, index) => {
      const premium = cells[PREMIUM_COLUMN];
      const amount = amountCents(String(premium ?? ''));
      return index === 0 || amount === null ? cells : cells.map((cell, column) => (column === PREMIUM_COLUMN ? amount / 100 : cell));
    }),
  );
  sheet.getColumn(PREMIUM_COLUMN + 1).numFmt = XLSX_MONEY_FORMAT;
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
