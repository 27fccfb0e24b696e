import type { ClientAgent, ClientAgentResponse, ClientAgentSavedResponse, ViewClientAgentResponse } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import { AppError } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import { clientListExport, type ClientListView, type KeyedExportColumn, type ListExport } from '../export/list-export';
import type { Db } from '../db/db';
import { createAgentRepository, type AgentValues } from './repository';
import { renameAgentOnRecords } from '../quotations/repository';

/** The agents list's columns (/user_admin_agent), then each agent's contact and address. */
const AGENT_EXPORT_COLUMNS: KeyedExportColumn<ClientAgent>[] = [
  { key: 'agentcode', header: 'Agent Code', cell: (agent) => agent.agentcode },
  { key: 'agentname', header: 'Agent Name', cell: (agent) => agent.agentname },
  { header: 'Phone', cell: (agent) => agent.phonenumber },
  { header: 'Email', cell: (agent) => agent.email },
  { header: 'Address', cell: (agent) => agent.address },
  { header: 'City', cell: (agent) => agent.city_name },
  { header: 'State', cell: (agent) => agent.state_name },
  { header: 'Zip Code', cell: (agent) => agent.zipcode },
];

type AgentInput = AgentValues & { company_id?: number | undefined };

/** Only the stored fields (the body may carry company_id and id too). */
const values = ({ agentcode, agentname, phonenumber, email, address, city_name, state_name, zipcode }: AgentValues): AgentValues => ({
  agentcode,
  agentname,
  phonenumber,
  email,
  address,
  city_name,
  state_name,
  zipcode,
});

const codeTaken = (code: string) => new AppError('Conflict', `The agent code ${code} is already used`, 409);

export function createAgentService(db: Db) {
  const agents = createAgentRepository(db);
  /** The agent, when it belongs to the caller's client: 404 when missing or another client's. */
  const ownAgent = async (auth: AdminAuth, id: number): Promise<ClientAgent> =>
    ownRecord(auth, await agents.findById(id), (agent) => agent.company_id, 'Agent not found');

  return {
    ownAgent,

    async list(auth: AdminAuth, companyId: number): Promise<ViewClientAgentResponse> {
      assertSameClient(auth, companyId);
      return { clientagent: await agents.listByClient(companyId) };
    },
    /** The agents list's export (`/exportviewclientagent`): the rows of `list`, as the table filters and orders them. */
    async exportList(auth: AdminAuth, companyId: number, view: ClientListView): Promise<ListExport<ClientAgent>> {
      assertSameClient(auth, companyId);
      return clientListExport('agents', AGENT_EXPORT_COLUMNS, await agents.listByClient(companyId), view);
    },

    async edit(auth: AdminAuth, id: number): Promise<ClientAgentResponse> {
      return { clientagent: await ownAgent(auth, id) };
    },

    async create(auth: AdminAuth, input: AgentInput): Promise<ClientAgentSavedResponse> {
      if (input.company_id !== undefined) assertSameClient(auth, input.company_id);
      return db.transaction(async (tx) => {
        const repo = createAgentRepository(tx);
        if (await repo.codeTaken(auth.clientId, input.agentcode)) throw codeTaken(input.agentcode);
        const clientagent = (await repo.create(auth.clientId, values(input)))!;
        return { message: 'Agent created', clientagent };
      });
    },

    async update(auth: AdminAuth, input: AgentInput & { id: number }): Promise<ClientAgentSavedResponse> {
      if (input.company_id !== undefined) assertSameClient(auth, input.company_id);
      await ownAgent(auth, input.id);
      return db.transaction(async (tx) => {
        const repo = createAgentRepository(tx);
        if (await repo.codeTaken(auth.clientId, input.agentcode, input.id)) throw codeTaken(input.agentcode);
        const clientagent = (await repo.update(input.id, values(input)))!;
        await repo.refreshAgentUsers(clientagent);
        await renameAgentOnRecords(tx, clientagent);
        return { message: 'Agent updated', clientagent };
      });
    },
  };
}
export type AgentService = ReturnType<typeof createAgentService>;
