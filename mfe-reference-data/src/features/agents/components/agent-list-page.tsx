import type { ClientAgent } from '@kyubos/contracts';
import type { DataTableColumn } from '@kyubos/ui';
import { paths, records } from '../../../config/paths';
import { ClientRecordListScreen } from '../../../shared/record-list-screen';
import { useClientAgentsQuery } from '../api';

const columns: DataTableColumn<ClientAgent>[] = [
  { key: 'agentcode', header: 'Agent Code', width: '160px' },
  { key: 'agentname', header: 'Agent Name' },
];

export function AgentListPage() {
  return (
    <ClientRecordListScreen
      title="Agents"
      columns={columns}
      menuPath={paths.agents.path}
      useClientList={useClientAgentsQuery}
      routes={records.agents}
      rowName={(agent) => agent.agentname}
      listCall="/viewclientagent"
      fileName="agents"
    />
  );
}
