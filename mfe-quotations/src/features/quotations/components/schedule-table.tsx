import styled from 'styled-components';
import type { ScheduleEntry } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain';

/** The 12-term payment schedule: term, start, renewal and due dates, status. */
export function ScheduleTable({ entries, caption = 'Payment schedule' }: { entries: readonly ScheduleEntry[]; caption?: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Term</th>
          <th scope="col">Start Date</th>
          <th scope="col">Renewal Date</th>
          <th scope="col">Due Date</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.term}>
            <td>{entry.term}</td>
            <td>{formatIsoDate(entry.startDate)}</td>
            <td>{formatIsoDate(entry.renewalDate)}</td>
            <td>{formatIsoDate(entry.duedate)}</td>
            <td>{entry.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
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
