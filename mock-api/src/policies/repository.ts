import type { Policy } from '@kyubos/contracts';
import type { Db } from '../db/db';

// Amounts are numeric in the table and answered as numbers.
const COLUMNS = `id, company_id, intake_id, policy_id, policy_name, policy_amount::float8 AS policy_amount, policy_duration,
  description, policy_limit::float8 AS policy_limit, agent_commission::float8 AS agent_commission, export_data,
  import_data, import_from, date, active, document`;

/** The stored fields a create or update writes. */
export type PolicyValues = Omit<Policy, 'id' | 'company_id' | 'intake_id'>;

const VALUE_COLUMNS = [
  'policy_id',
  'policy_name',
  'policy_amount',
  'policy_duration',
  'description',
  'policy_limit',
  'agent_commission',
  'export_data',
  'import_data',
  'import_from',
  'date',
  'active',
  'document',
] as const satisfies readonly (keyof PolicyValues)[];

export interface PolicyRepository {
  listByClient(clientId: number): Promise<Policy[]>;
  findById(id: number): Promise<Policy | null>;
  numberTaken(clientId: number, policyId: string, exceptId?: number | null): Promise<boolean>;
  create(clientId: number, policy: PolicyValues): Promise<Policy | null>;
  update(id: number, policy: PolicyValues): Promise<Policy | null>;
}

export function createPolicyRepository(db: Db): PolicyRepository {
  const params = (policy: PolicyValues) => VALUE_COLUMNS.map((column) => policy[column]);
  return {
    listByClient: (clientId) =>
      db.query<Policy>(`SELECT ${COLUMNS} FROM policies WHERE company_id = $1 ORDER BY id`, [clientId]),

    findById: (id) => db.one<Policy>(`SELECT ${COLUMNS} FROM policies WHERE id = $1`, [id]),

    async numberTaken(clientId, policyId, exceptId = null) {
      const row = await db.one(
        `SELECT 1 FROM policies WHERE company_id = $1 AND lower(policy_id) = lower($2) AND id IS DISTINCT FROM $3`,
        [clientId, policyId, exceptId],
      );
      return row !== null;
    },

    create: (clientId, policy) =>
      db.one<Policy>(
        `INSERT INTO policies (company_id, ${VALUE_COLUMNS.join(', ')})
         VALUES ($1, ${VALUE_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${COLUMNS}`,
        [clientId, ...params(policy)],
      ),

    update: (id, policy) =>
      db.one<Policy>(
        `UPDATE policies SET ${VALUE_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')}
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...params(policy)],
      ),
  };
}
