import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { seriesColor } from './palette';

export interface BarListItem {
  key: string;
  label: string;
  value: number;
  /** The figure as shown (a count, an amount). */
  shown: string;
  /** Where the item's records are listed. */
  to?: string;
  testId?: string;
}

/** Horizontal bars, one per item, longest for the largest value, with each figure written beside it. */
export function BarList({ items, label }: { items: readonly BarListItem[]; label: string }) {
  const max = Math.max(1, ...items.map((item) => Math.abs(item.value)));
  return (
    <List aria-label={label}>
      {items.map((item, i) => (
        <li key={item.key} data-testid={item.testId}>
          <Name>{item.to ? <Link to={item.to}>{item.label}</Link> : item.label}</Name>
          <Track>
            <Fill style={{ width: `${(Math.abs(item.value) / max) * 100}%`, background: seriesColor(i) }} />
          </Track>
          <Figure>{item.shown}</Figure>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(90px, 30%) 1fr auto;
    align-items: center;
    gap: 10px;
  }
`;
const Name = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;
const Track = styled.span`
  height: 12px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 6px;
  overflow: hidden;
`;
const Fill = styled.span`
  display: block;
  height: 100%;
`;
const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
