import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import type { ScheduleEntry } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain';

/** A read-only table of a record's details: column names, then one row of cells per entry. */
export function DetailTable({
  caption,
  label,
  columns,
  rows,
}: {
  caption?: string;
  label?: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: Key; cells: readonly ReactNode[] }>;
}) {
  return (
    <Table aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The 12-term payment schedule: term, start, renewal and due dates, status. */
export function ScheduleTable({ entries, caption = 'Payment schedule' }: { entries: readonly ScheduleEntry[]; caption?: string }) {
  return (
    <DetailTable
      caption={caption}
      columns={['Term', 'Start Date', 'Renewal Date', 'Due Date', 'Status']}
      rows={entries.map((entry) => ({
        key: entry.term,
        cells: [entry.term, formatIsoDate(entry.startDate), formatIsoDate(entry.renewalDate), formatIsoDate(entry.duedate), entry.status],
      }))}
    />
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-bottom: ${({ theme }) => theme.spacing.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
