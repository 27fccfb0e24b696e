import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@kyubos/api';
import { useClientQuery } from '@kyubos/mfe';
import type { AdminSession } from '@kyubos/session';
import { Breadcrumbs, EmptyState, ErrorPanel, LoadingState, Page } from '@kyubos/ui';
import { useDashboardCountsQuery } from './api';

/** The signed-in client's home: how many records each area holds, each a link to its list. */
export function HomePage({ session }: { session: AdminSession }) {
  const client = useClientQuery(session.clientId);
  const counts = useDashboardCountsQuery();
  const name = client.data?.client.Client_FullName;

  return (
    <Page title={name ? `Welcome, ${name}` : 'Home'} breadcrumbs={<Breadcrumbs items={[]} />}>
      {counts.isLoading && <LoadingState />}
      {counts.isError && (
        <ErrorPanel title="The summary could not be loaded" message={errorMessage(counts.error)} onRetry={counts.refetch} />
      )}
      {counts.data && counts.data.counts.length === 0 && <EmptyState title="Nothing to show yet." />}
      <Grid>
        {counts.data?.counts.map((item) => (
          <Tile key={item.key} to={item.url} data-testid={`count-${item.key}`}>
            <Count>{item.count.toLocaleString('en-US')}</Count>
            <Label>{item.label}</Label>
          </Tile>
        ))}
      </Grid>
    </Page>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
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
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
const Count = styled.span`
  font-size: 1.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
const Label = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;
