import type { DashboardCountKey } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** How each area is counted; $1 is the client id (global reference data ignores it). */
const COUNT_SQL: Record<DashboardCountKey, string> = {
  users: 'SELECT count(*)::int FROM users WHERE client_id = $1 AND login_type = 4',
  agents: 'SELECT count(*)::int FROM client_agents WHERE company_id = $1',
  // The tile links to the policy list (/user_admin_policies): the issued policies it lists, as its kept total.
  policies: "SELECT coalesce((SELECT total FROM record_list_totals WHERE company_id = $1 AND scope = 'policies'), 0)",
  intakecategories: 'SELECT count(*)::int FROM intake_categories WHERE client_id = $1',
  companies: 'SELECT count(*)::int FROM companies',
  countries: 'SELECT count(*)::int FROM countries',
  states: 'SELECT count(*)::int FROM states',
  cities: 'SELECT count(*)::int FROM cities',
  currencies: 'SELECT count(*)::int FROM currencies',
};

export function createDashboardRepository(db: Db) {
  return {
    /** All requested counts in one round trip. */
    async count(clientId: number, keys: readonly DashboardCountKey[]): Promise<Record<DashboardCountKey, number>> {
      const columns = keys.map((key) => `(${COUNT_SQL[key]}) AS "${key}"`).join(', ');
      // Casting $1 here keeps its type known even when only global counts (which ignore it) are asked for.
      const row = await db.one<Record<DashboardCountKey, number>>(`SELECT ${columns} FROM (SELECT $1::int) AS p`, [
        clientId,
      ]);
      return row!;
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
