import type { DashboardCharts as Charts } from '@kyubos/contracts';
import { formatCents, formatLossRatio } from '@kyubos/domain';
import { BarList, ChartCard, FunnelChart, StackedBarChart } from '@kyubos/ui/charts';
import styled from 'styled-components';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11' → 'Nov 26'. */
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
/** Axis figures in whole dollars, short: 1234500 cents → '$12.3K'. */
const shortDollars = (cents: number) => {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${(dollars / 1_000).toFixed(1)}K`;
  return `$${Math.round(dollars)}`;
};
/** 'MMYYYY' → 'MM/YYYY' as bordereaux show it. */
const periodLabel = (period: string) => `${period.slice(0, 2)}/${period.slice(2)}`;

/** The home page's charts (a chunk of its own with the chart library): each links to the list it summarises. */
export default function DashboardCharts({ charts }: { charts: Charts }) {
  const { premiumByMonth, funnel, bordereaux, renewals, lossRatio } = charts;
  const premium = new Map(premiumByMonth?.cells.map((cell) => [`${cell.month}|${cell.intake_id}`, cell.premiumCents]));
  return (
    <Grid>
      {premiumByMonth && (
        <Wide>
          <ChartCard title="Written premium by month" to={premiumByMonth.url} linkLabel="Policies" testId="chart-premium">
            {premiumByMonth.lines.length === 0 ? (
              <p>No premium written in the last 12 months.</p>
            ) : (
              <StackedBarChart
                label="Written premium by month and line of business, last 12 months"
                categories={premiumByMonth.months.map((month) => ({ key: month, label: monthLabel(month) }))}
                series={premiumByMonth.lines.map((line) => ({ key: String(line.intake_id), label: line.name }))}
                value={(month, line) => premium.get(`${month}|${line}`) ?? 0}
                format={shortDollars}
                testId="premium-bars"
              />
            )}
            <Total data-testid="premium-total">
              Total {formatCents(premiumByMonth.cells.reduce((sum, cell) => sum + cell.premiumCents, 0))}
            </Total>
          </ChartCard>
        </Wide>
      )}
      {funnel && (
        <ChartCard title="Quotation funnel, last 90 days" to={funnel.url} linkLabel="Quotations" testId="chart-funnel">
          <FunnelChart
            label="Quotations, binders and policies of the records created in the last 90 days"
            steps={[
              { key: 'quotations', label: 'Quotations', count: funnel.quotations },
              { key: 'binders', label: 'Binders', count: funnel.binders, rate: funnel.quotationToBinder },
              { key: 'policies', label: 'Policies', count: funnel.policies, rate: funnel.binderToPolicy },
            ]}
          />
          <Total data-testid="funnel-overall">
            Quotation to policy: {funnel.quotationToPolicy === null ? '—' : `${funnel.quotationToPolicy}%`}
          </Total>
        </ChartCard>
      )}
      {bordereaux && (
        <ChartCard title={`Bordereaux of ${periodLabel(bordereaux.period)}`} to={bordereaux.url} linkLabel="Bordereaux history" testId="chart-bordereaux">
          <BarList
            label="Bordereaux by status"
            items={(['received', 'approved', 'sent', 'imported'] as const).map((status) => ({
              key: status,
              label: status[0]!.toUpperCase() + status.slice(1),
              value: bordereaux[status],
              shown: String(bordereaux[status]),
              testId: `bdx-${status}`,
            }))}
          />
        </ChartCard>
      )}
      {renewals && (
        <ChartCard title="Renewals due in the next 90 days" to={renewals.url} linkLabel="Renewals" testId="chart-renewals">
          <Figures>
            <div>
              <strong data-testid="renewals-count">{renewals.count.toLocaleString('en-US')}</strong>
              <span>policies</span>
            </div>
            <div>
              <strong data-testid="renewals-premium">{formatCents(renewals.premiumCents)}</strong>
              <span>premium</span>
            </div>
          </Figures>
        </ChartCard>
      )}
      {lossRatio && (
        <ChartCard title="Loss ratio by line of business, last 12 months" to={lossRatio.url} linkLabel="Loss Runs" testId="chart-loss-ratio">
          {lossRatio.rows.length === 0 ? (
            <p>No premium earned and no claims in the last 12 months.</p>
          ) : (
            <BarList
              label="Loss ratio (incurred / earned premium) by line of business"
              items={lossRatio.rows.map((row) => ({
                key: row.lob ?? '',
                label: row.lob ?? '',
                value: row.loss_ratio ?? 0,
                shown: formatLossRatio(row.loss_ratio),
              }))}
            />
          )}
          <Total data-testid="loss-ratio-total">Overall: {formatLossRatio(lossRatio.totals.loss_ratio)}</Total>
        </ChartCard>
      )}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin: 16px 0;
`;
const Wide = styled.div`
  grid-column: 1 / -1;
  display: grid;
`;
const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
const Figures = styled.div`
  display: flex;
  gap: 32px;
  div {
    display: grid;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;
