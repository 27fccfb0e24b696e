import { PRODUCTION_GROUP_KEYS, PRODUCTION_GROUP_LABEL, type ProductionGroupKey, type ProductionRecordRow, type ProductionReportRow } from '@kyubos/contracts';
import { countOf, formatCents, formatIsoDate, reportPeriod, todayIso, type ReportPeriodKind } from '@kyubos/domain';
import { ServerList, ServerListScreen, useServerList, useTypedDate } from '@kyubos/screens';
import { LossRatioTable } from '@kyubos/screens/loss-ratio';
import { Button, CheckboxField, LoadingState, SelectField, TextField, type DataTableColumn } from '@kyubos/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useProductionRecordsQuery, useProductionReportQuery } from './api';
import { rowLabel, rowWhere } from './report-rows';

/** The chart and its library: a chunk of its own, downloaded only by this screen. */
const ReportChart = lazy(() => import('./report-chart'));

const NO_KEYS: readonly never[] = [];
type PeriodChoice = ReportPeriodKind | 'dates';
const PERIOD_OPTIONS: { value: PeriodChoice; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'dates', label: 'Dates' },
];

type ReportRow = ProductionReportRow & { id: number };

/**
 * /user_admin_production_report: written premium and counts of a period (month, quarter, year or
 * dates) grouped by any of line of business, program, state, agent, carrier and transaction type,
 * with totals, a chart, and each row's records (Records) linking to the policies.
 */
export function ProductionReportPage() {
  const today = todayIso();
  const [kind, setKind] = useState<PeriodChoice>('month');
  const [thisMonth] = useState(() => reportPeriod('month', today));
  const day = useTypedDate('Any day of the period', today, { required: true });
  const from = useTypedDate('From', thisMonth.from, { required: true });
  const to = useTypedDate('To', thisMonth.to, { required: true });
  const [groupBy, setGroupBy] = useState<ProductionGroupKey[]>(['lob']);
  const [drill, setDrill] = useState<ReportRow | null>(null);
  // Only a complete day the server takes makes a period: while a field is refused (a year typed
  // half-way, a day that does not exist) nothing is asked and no other period shows as this one.
  const period = kind === 'dates' ? (from.day && to.day ? { from: from.day, to: to.day } : undefined) : day.day ? reportPeriod(kind, day.day) : undefined;
  const list = useServerList({ keys: NO_KEYS, pageSize: 200 });
  const answer = useProductionReportQuery({ from: period?.from ?? '', to: period?.to ?? '', groupBy }, { skip: !period || period.to < period.from });
  const report = period ? answer.data : undefined;
  const rows: ReportRow[] = report?.rows.map((row, id) => ({ ...row, id })) ?? [];
  const query = { ...answer, data: report && { rows, total: rows.length } };

  const toggle = (key: ProductionGroupKey, on: boolean) => {
    setDrill(null);
    setGroupBy((current) => (on ? [...current, key] : current.filter((item) => item !== key)));
  };

  const columns: DataTableColumn<ReportRow>[] = [
    ...groupBy.map((key) => ({ key, header: PRODUCTION_GROUP_LABEL[key], render: (row: ReportRow) => row.groups[key]?.name ?? '' })),
    ...(groupBy.length === 0 ? [{ key: 'all', header: 'Records', render: () => 'All records' }] : []),
    { key: 'premiumCents', header: 'Written Premium', align: 'end', render: (row) => formatCents(row.premiumCents) },
    { key: 'count', header: 'Transactions', align: 'end' },
    { key: 'policies', header: 'Policies', align: 'end' },
  ];

  return (
    <ServerListScreen
      title="Production Report"
      columns={columns}
      list={list}
      query={query}
      filterable={false}
      sortable={false}
      emptyText={period ? undefined : 'Type a full date to see the report.'}
      exportAs={period && { listCall: '/viewproductionreport', body: { ...period, groupBy }, fileName: 'production-report' }}
      toolbar={
        <Controls>
          <SelectField name="period" label="Period" value={kind} options={PERIOD_OPTIONS} onChange={(value) => setKind(value as PeriodChoice)} />
          {kind === 'dates' ? (
            <>
              <TextField name="from" label="From" type="date" {...from.field} />
              <TextField name="to" label="To" type="date" {...to.field} />
            </>
          ) : (
            <TextField name="day" label="Any day of the period" type="date" {...day.field} />
          )}
          <Groups role="group" aria-label="Group by">
            {PRODUCTION_GROUP_KEYS.map((key) => (
              <CheckboxField key={key} name={`group-${key}`} label={PRODUCTION_GROUP_LABEL[key]} checked={groupBy.includes(key)} onChange={(on) => toggle(key, on)} />
            ))}
          </Groups>
        </Controls>
      }
      rowActions={(row) => (
        <Button variant="secondary" size="sm" aria-label={`Records of ${rowLabel(groupBy, row)}`} onClick={() => setDrill(row)}>
          Records
        </Button>
      )}
    >
      {report && (
        <Summary>
          <p data-testid="report-period">
            {formatIsoDate(report.from)} to {formatIsoDate(report.to)}
          </p>
          <p data-testid="report-totals">
            Total written premium <strong>{formatCents(report.totals.premiumCents)}</strong> · {countOf(report.totals.count, 'transaction')} ·{' '}
            {countOf(report.totals.policies, 'policy', 'policies')}
          </p>
          {report.rows.length > 0 && (
            <Suspense fallback={<LoadingState label="Loading the chart..." />}>
              <ReportChart report={report} />
            </Suspense>
          )}
        </Summary>
      )}
      {report?.lossRatio && (
        <LossRatios data-testid="report-loss-ratio">
          <LossRatioTable group="program" caption="Loss Ratio by Program" answer={report.lossRatio.program} />
          <LossRatioTable group="lob" caption="Loss Ratio by Line of Business" answer={report.lossRatio.lob} />
        </LossRatios>
      )}
      {drill && report && period && <DrillDown key={`${drill.id}-${period.from}-${period.to}`} title={`Records of ${rowLabel(groupBy, drill)}`} from={period.from} to={period.to} where={rowWhere(groupBy, drill)} />}
    </ServerListScreen>
  );
}

/** The transactions behind one row of the report, each linking to its policy. */
function DrillDown({ title, from, to, where }: { title: string; from: string; to: string; where: ReturnType<typeof rowWhere> }) {
  const list = useServerList({ keys: NO_KEYS, pageSize: 15, inUrl: false });
  const answer = useProductionRecordsQuery({ from, to, where, page: list.params.page, pageSize: list.params.pageSize });
  const query = { ...answer, data: answer.data && { rows: answer.data.records.map((row, i) => ({ ...row, key: `${row.id}-${i}` })), total: answer.data.total } };
  const columns: DataTableColumn<ProductionRecordRow & { key: string }>[] = [
    {
      key: 'policy_number',
      header: 'Policy Number',
      render: (row) => <Link to={paths.viewPolicy.href(row.id, row.intake_id)}>{row.policy_number ?? row.unique_id}</Link>,
    },
    { key: 'insured', header: 'Insured', render: (row) => `${row.firstname} ${row.lastname}` },
    { key: 'type', header: 'Transaction' },
    { key: 'effectivedate', header: 'Effective Date', render: (row) => formatIsoDate(row.effectivedate) },
    { key: 'premiumCents', header: 'Written Premium', align: 'end', render: (row) => formatCents(row.premiumCents) },
  ];
  return (
    <Drill data-testid="report-drilldown">
      <h2>{title}</h2>
      <ServerList title={title} columns={columns} list={list} query={query} filterable={false} sortable={false} getRowId={(row) => row.key} />
      {answer.data && <p data-testid="drilldown-total">Total {formatCents(answer.data.premiumCents)}</p>}
    </Drill>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
`;
const Groups = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;
const Summary = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 16px;
  p {
    margin: 0;
  }
`;
const Drill = styled.section`
  display: grid;
  gap: 8px;
  margin-top: 24px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Loss ratios of the period (incurred / earned premium), for callers who may open Loss Runs. */
const LossRatios = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;
