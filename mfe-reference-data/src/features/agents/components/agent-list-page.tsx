import type { ClientAgent } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useClientAgentsQuery } from '../../../shared/client-agents-api';

const columns: DataTableColumn<ClientAgent>[] = [
  { key: 'agentcode', header: 'Agent Code', width: '160px' },
  { key: 'agentname', header: 'Agent Name' },
];

export function AgentListPage() {
  return (
    <ListScreen
      title="Agents"
      columns={columns}
      query={useClientAgentsQuery(useClientId())}
      canWrite={useItemAccess(paths.agents.path).canWrite}
      addHref={paths.addAgent.href()}
      editHref={(agent) => paths.editAgent.href(agent.id)}
    />
  );
}
