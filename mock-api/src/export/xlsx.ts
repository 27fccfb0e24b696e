/** What every workbook the API writes or reads shares. */

/** exceljs takes a while to load: loaded by the first workbook, not with the API. */
export const loadExcelJS = async () => (await import('exceljs')).default;

/**
 * The number format of every money cell the API writes (list and report exports, bordereaux):
 * two decimals; the cell stays a number, so a sheet sums it.
 */
export const XLSX_MONEY_FORMAT = '0.00';
