import type { LossRatioGroup, LossRatioResponse, LossRatioRow } from '@kyubos/contracts';
import { formatLossRatio } from '@kyubos/domain/format';
import { DataTable, MoneyCell, type DataTableColumn } from '@kyubos/ui';
import type { ReactNode } from 'react';

export const LOSS_RATIO_GROUP_LABEL: Record<LossRatioGroup, string> = { program: 'Program', lob: 'Line of Business' };

const columnsOf = (group: LossRatioGroup): DataTableColumn<LossRatioRow>[] => [
  { key: group, header: LOSS_RATIO_GROUP_LABEL[group], render: (row) => row[group] ?? '', filterValue: (row) => row[group] ?? '' },
  { key: 'earned_premium', header: 'Earned Premium', align: 'end', render: (row) => <MoneyCell value={row.earned_premium} cents />, filterValue: (row) => row.earned_premium },
  { key: 'incurred', header: 'Incurred', align: 'end', render: (row) => <MoneyCell value={row.incurred} cents />, filterValue: (row) => row.incurred },
  { key: 'loss_ratio', header: 'Loss Ratio', align: 'end', render: (row) => formatLossRatio(row.loss_ratio), filterValue: (row) => formatLossRatio(row.loss_ratio) },
];
const keyOf = (row: LossRatioRow) => row.program ?? row.lob ?? '';

export interface LossRatioTableProps {
  group: LossRatioGroup;
  answer: LossRatioResponse | undefined;
  caption?: string;
  isLoading?: boolean;
  error?: ReactNode;
}

/** Loss ratios (incurred / earned premium) per program or line of business, with the totals under the table: Loss Runs and the Production Report show them alike. */
export function LossRatioTable({ group, answer, caption = 'Loss Ratio', isLoading, error }: LossRatioTableProps) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columnsOf(group)}
        rows={answer?.rows ?? []}
        getRowId={keyOf}
        isLoading={isLoading}
        error={error}
        pageSize={10}
        emptyText="No premium earned and no claims in this period."
      />
      {answer && (
        <p aria-label={`${caption} totals`}>
          Earned Premium <MoneyCell value={answer.totals.earned_premium} cents /> · Incurred <MoneyCell value={answer.totals.incurred} cents /> · Loss Ratio{' '}
          {formatLossRatio(answer.totals.loss_ratio)}
        </p>
      )}
    </>
  );
}
