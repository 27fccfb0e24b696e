import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface StatTile {
  label: string;
  /** Already formatted (a count, an amount). */
  value: string;
  /** The list behind the figure. */
  to: string;
  testId?: string;
}

/** A grid of headline figures, each a link to the list it counts (home pages and dashboards). */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.label} to={tile.to} data-testid={tile.testId}>
          <Value>{tile.value}</Value>
          <Label>{tile.label}</Label>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 16px;
`;
const Tile = styled(Link)`
  display: grid;
  gap: 4px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
const Value = styled.span`
  font-size: 1.7rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
const Label = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;
