import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import type { ScheduleEntry } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain';
import { SideScroll } from '@kyubos/ui';

/** A detail table is named by a visible caption or, under a section heading of its own, a label. */
type DetailTableName = { caption: string; label?: never } | { label: string; caption?: never };

/**
 * A read-only table of a record's details: column names, then one row of cells per entry. Wider
 * than its place (a narrow window, 200 % zoom) it scrolls sideways in its own box, never the page.
 */
export function DetailTable({
  caption,
  label,
  columns,
  rows,
}: DetailTableName & {
  columns: readonly string[];
  rows: ReadonlyArray<{ key: Key; cells: readonly ReactNode[] }>;
}) {
  return (
    <SideScroll label={`${caption ?? label} table`}>
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
    </SideScroll>
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
