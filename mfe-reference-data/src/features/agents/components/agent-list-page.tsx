import type { ClientAgent } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import type { DataTableColumn } from '@kyubos/ui';
import { paths, records } from '../../../config/paths';
import { RecordListScreen } from '../../../shared/record-list-screen';
import { useClientAgentsQuery } from '../../../shared/client-agents-api';

const columns: DataTableColumn<ClientAgent>[] = [
  { key: 'agentcode', header: 'Agent Code', width: '160px' },
  { key: 'agentname', header: 'Agent Name' },
];

export function AgentListPage() {
  const access = useItemAccess(paths.agents.path);
  const clientId = useClientId();
  return (
    <RecordListScreen
      title="Agents"
      columns={columns}
      query={useClientAgentsQuery(clientId)}
      access={access}
      routes={records.agents}
      exportAs={{ listCall: '/viewclientagent', body: { company_id: clientId }, fileName: 'agents' }}
    />
  );
}
