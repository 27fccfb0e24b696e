import { PRODUCTION_GROUP_LABEL, type ProductionGroupKey, type ProductionReportResponse, type ProductionReportRow } from '@kyubos/contracts';
import { pagesOf, type ExportColumn, type ListExport } from '../export/list-export';

/** Cents as dollars (a number, so a sheet sums it). */
const dollars = (cents: number) => cents / 100;

/**
 * The Production Report's rows as a file (`/exportviewproductionreport`): a column per group in
 * the report's order (or Records with none), then written premium, transactions and policies,
 * as the report's table shows them; the last row holds the totals.
 */
export function productionReportExport(report: ProductionReportResponse): ListExport<ProductionReportRow> {
  const groupBy: readonly ProductionGroupKey[] = report.groupBy;
  const columns: ExportColumn<ProductionReportRow>[] = [
    ...(groupBy.length === 0
      ? [{ header: 'Records', cell: (row: ProductionReportRow) => row.groups.lob?.name ?? 'All records' }]
      : groupBy.map((key) => ({ header: PRODUCTION_GROUP_LABEL[key], cell: (row: ProductionReportRow) => row.groups[key]?.name ?? '' }))),
    { header: 'Written Premium', cell: (row) => dollars(row.premiumCents), money: true },
    { header: 'Transactions', cell: (row) => row.count },
    { header: 'Policies', cell: (row) => row.policies },
  ];
  const total: ProductionReportRow = { groups: { [groupBy[0] ?? 'lob']: { id: null, name: 'Total' } }, ...report.totals };
  return { name: 'production-report', columns, pages: pagesOf([...report.rows, total]) };
}
