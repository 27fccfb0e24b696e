import { errorMessage } from '@kyubos/api';
import { RECORD_READER_ITEMS } from '@kyubos/contracts/constants';
import { useClientQuery, useItemAccess } from '@kyubos/mfe';
import type { AdminSession } from '@kyubos/session';
import { Breadcrumbs, EmptyState, ErrorPanel, LoadingState, Page, StatTiles } from '@kyubos/ui';
import { lazy, Suspense } from 'react';
import { useViewDashboardQuery } from './api';
import { RemoteRecordPanel } from './remote-record-panel';

/** The charts and their library: a chunk of its own, downloaded only once there are figures to chart. */
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** The signed-in client's home: how many records each area holds and the charts of its business, each a link to its list. */
export function HomePage({ session }: { session: AdminSession }) {
  const client = useClientQuery(session.clientId);
  const counts = useViewDashboardQuery();
  // The full record list is a record screen: shown to those who may read records.
  const records = useItemAccess(...RECORD_READER_ITEMS);
  const name = client.data?.client.Client_FullName;

  return (
    <Page title={name ? `Welcome, ${name}` : 'Home'} breadcrumbs={<Breadcrumbs items={[]} />}>
      {counts.isLoading && <LoadingState />}
      {counts.isError && (
        <ErrorPanel title="The summary could not be loaded" message={errorMessage(counts.error)} onRetry={counts.refetch} />
      )}
      {counts.data && counts.data.counts.length === 0 && <EmptyState title="Nothing to show yet." />}
      {counts.data && (
        <StatTiles
          tiles={counts.data.counts.map((item) => ({
            label: item.label,
            value: item.count.toLocaleString('en-US'),
            to: item.url,
            testId: `count-${item.key}`,
          }))}
        />
      )}
      {counts.data && Object.values(counts.data.charts).some((chart) => chart !== null) && (
        <Suspense fallback={<LoadingState label="Loading the charts..." />}>
          <DashboardCharts charts={counts.data.charts} />
        </Suspense>
      )}
      {session.clientType !== 'PLATFORM' && records.canRead && <RemoteRecordPanel />}
    </Page>
  );
}
