import type { ClientAgent } from '@kyubos/contracts';
import type { Db } from '../db/db';

const COLUMNS = `id, company_id, agentcode, agentname, phonenumber, email, address, city_name, state_name, zipcode`;

/** The stored fields of an agent (the body's company_id is only a claim, checked by the service). */
export type AgentValues = Omit<ClientAgent, 'id' | 'company_id'>;

export function createAgentRepository(db: Db): AgentRepository {
  return {
    listByClient: (clientId: number) =>
      db.query<ClientAgent>(`SELECT ${COLUMNS} FROM client_agents WHERE company_id = $1 ORDER BY id`, [clientId]),

    findById: (id: number) => db.one<ClientAgent>(`SELECT ${COLUMNS} FROM client_agents WHERE id = $1`, [id]),

    /** Whether another agent of the client already uses the code (case-insensitive). */
    async codeTaken(clientId: number, agentcode: string, exceptId: number | null = null): Promise<boolean> {
      const row = await db.one(
        `SELECT 1 FROM client_agents WHERE company_id = $1 AND lower(agentcode) = lower($2) AND id IS DISTINCT FROM $3`,
        [clientId, agentcode, exceptId],
      );
      return row !== null;
    },

    create: (clientId: number, agent: AgentValues) =>
      db.one<ClientAgent>(
        `INSERT INTO client_agents (company_id, agentcode, agentname, phonenumber, email, address, city_name, state_name, zipcode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [clientId, agent.agentcode, agent.agentname, agent.phonenumber, agent.email, agent.address, agent.city_name, agent.state_name, agent.zipcode],
      ),

    update: (id: number, agent: AgentValues) =>
      db.one<ClientAgent>(
        `UPDATE client_agents SET agentcode = $2, agentname = $3, phonenumber = $4, email = $5, address = $6,
                city_name = $7, state_name = $8, zipcode = $9
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, agent.agentcode, agent.agentname, agent.phonenumber, agent.email, agent.address, agent.city_name, agent.state_name, agent.zipcode],
      ),

    /** Agent users carry a copy of their agent's code and name: kept in step on every agent update. */
    refreshAgentUsers: (agent: ClientAgent) =>
      db.query('UPDATE users SET agent_code = $2, agent_name = $3 WHERE agent_id = $1', [agent.id, agent.agentcode, agent.agentname]),
  };
}

export interface AgentRepository {
  listByClient(clientId: number): Promise<ClientAgent[]>;
  findById(id: number): Promise<ClientAgent | null>;
  codeTaken(clientId: number, agentcode: string, exceptId?: number | null): Promise<boolean>;
  create(clientId: number, agent: AgentValues): Promise<ClientAgent | null>;
  update(id: number, agent: AgentValues): Promise<ClientAgent | null>;
  refreshAgentUsers(agent: ClientAgent): Promise<unknown>;
}
