import type { BrdxListItem } from '@kyubos/contracts';
import { bdxPortalStatus, formatUsd } from '@kyubos/domain';
import { readCarrierSession } from '@kyubos/session';
import { ErrorPanel, LoadingState, Page, StatTiles } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxFilesQuery } from '../api';

const sum = (files: readonly BrdxListItem[]) => files.reduce((total, file) => total + Number(file.control_value), 0);

/** The carrier's figures, from its own files; each card opens the list behind it. */
export function DashboardPage() {
  const session = readCarrierSession();
  const scope = { client_id: session?.clientId ?? 0, career_id: session?.companyId ?? 0 };
  const inbound = useBdxFilesQuery({ ...scope, direction: 'inbound' });
  const outbound = useBdxFilesQuery({ ...scope, direction: 'outbound' });

  if (inbound.error || outbound.error) {
    return (
      <Page title="Dashboard">
        <ErrorPanel
          message="The figures could not be loaded."
          onRetry={() => {
            void inbound.refetch();
            void outbound.refetch();
          }}
        />
      </Page>
    );
  }
  if (!inbound.data || !outbound.data) {
    return (
      <Page title="Dashboard">
        <LoadingState />
      </Page>
    );
  }
  const received = inbound.data.brdxList;
  const sent = outbound.data.brdxList;
  const cards = [
    { label: 'Files received', value: String(received.length), to: paths.inbound.href() },
    { label: 'Files sent', value: String(sent.length), to: paths.outbound.href() },
    { label: 'Awaiting import', value: String(received.filter((file) => file.importedview === '0').length), to: paths.inbound.href() },
    {
      label: 'Completed',
      value: String([...received, ...sent].filter((file) => bdxPortalStatus(file) === 'Completed').length),
      to: paths.inbound.href(),
    },
    { label: 'Control value (received and sent)', value: formatUsd(sum(received) + sum(sent)), to: paths.inbound.href() },
  ];
  return (
    <Page title="Dashboard" plain>
      <StatTiles tiles={cards} />
    </Page>
  );
}
