-- A record carries a copy of its agent's code and name (submga_code, submga_name), which an agent's
-- update now keeps in step (agents/repository.ts refreshAgentRecords). Records of agents renamed
-- before take the agent's current code and name here; the record lists' copy follows by its triggers.
UPDATE policy_quotations p SET submga_code = a.agentcode, submga_name = a.agentname
  FROM client_agents a
 WHERE a.id = p.submga_id AND (p.submga_code IS DISTINCT FROM a.agentcode OR p.submga_name IS DISTINCT FROM a.agentname);
