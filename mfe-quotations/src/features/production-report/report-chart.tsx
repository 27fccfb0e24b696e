import type { ProductionReportResponse } from '@kyubos/contracts';
import { formatCents } from '@kyubos/domain';
import { BarList } from '@kyubos/ui/charts';
import { rowLabel } from './report-rows';

/** The report's rows as bars of written premium (a chunk of its own with the chart library). */
export default function ReportChart({ report }: { report: ProductionReportResponse }) {
  return (
    <BarList
      label="Written premium by group"
      items={report.rows.map((row, i) => ({
        key: String(i),
        label: rowLabel(report.groupBy, row),
        value: row.premiumCents,
        shown: formatCents(row.premiumCents),
        testId: `report-bar-${i}`,
      }))}
    />
  );
}
