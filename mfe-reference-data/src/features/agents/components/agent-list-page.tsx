import type { ClientAgent } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import type { DataTableColumn } from '@kyubos/ui';
import { useClientAgentsQuery } from '../../../app/client-agents-api';
import { RecordListPage } from '../../../app/record-list-page';
import { useClientId } from '../../../app/use-client-id';
import { paths } from '../../../config/paths';

const columns: DataTableColumn<ClientAgent>[] = [
  { key: 'agentcode', header: 'Agent Code', width: '160px' },
  { key: 'agentname', header: 'Agent Name' },
];

export function AgentListPage() {
  const query = useClientAgentsQuery(useClientId());
  const { canWrite } = useItemAccess(paths.agents.path);
  return (
    <RecordListPage
      title="Agents"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addAgent.href()}
      editHref={(agent) => paths.editAgent.href(agent.id)}
    />
  );
}
