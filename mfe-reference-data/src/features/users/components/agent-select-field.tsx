import type { ClientAgent } from '@kyubos/contracts';
import { useClientId } from '@kyubos/mfe';
import type { BoundField } from '@kyubos/screens';
import { Button, SelectField } from '@kyubos/ui';
import { useClientAgentsQuery } from '../../agents/api';

/** What choosing an agent fills in the user form. */
export interface AgentChoice {
  agent_id: string;
  agent_code: string;
  agent_name: string;
}

export const NO_AGENT: AgentChoice = { agent_id: '', agent_code: '', agent_name: '' };

export const agentChoice = (agent: ClientAgent | undefined): AgentChoice =>
  agent ? { agent_id: String(agent.id), agent_code: agent.agentcode, agent_name: agent.agentname } : NO_AGENT;

/** The Agent dropdown of an Agent user: the client's agents; a choice fills id, code and name. */
export function AgentSelectField({ field, onChange }: { field: BoundField; onChange: (choice: AgentChoice) => void }) {
  const { data: agents, isLoading, error, refetch } = useClientAgentsQuery(useClientId());
  return (
    <>
      <SelectField
        label={field.label}
        name={field.name}
        required
        value={field.value}
        placeholder={isLoading ? 'Loading agents...' : 'Select agent'}
        options={(agents ?? []).map((agent) => ({ value: agent.id, label: `${agent.agentname} (${agent.agentcode})` }))}
        error={error ? 'The agents could not be loaded.' : field.error}
        onChange={(id) => onChange(agentChoice(agents?.find((agent) => String(agent.id) === id)))}
      />
      {error ? (
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry loading agents
        </Button>
      ) : null}
    </>
  );
}
