import type { DashboardCountKey } from '@kyubos/contracts';
import type { Db } from '../db/db';
import type { BookScope } from '../quotations/book-scope';

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

/**
 * An agent's user counts its agent's book ($2 the agent): its users, its agent, its policies (as
 * its policy list shows them). Lines of business are the client's configuration, the same for all.
 */
const AGENT_COUNT_SQL: Partial<Record<DashboardCountKey, string>> = {
  users: 'SELECT count(*)::int FROM users WHERE client_id = $1 AND login_type = 4 AND agent_id = $2',
  agents: 'SELECT count(*)::int FROM client_agents WHERE company_id = $1 AND id = $2',
  // Its live policies, summed from the funnel's kept days (every live policy counts on the day it was created).
  policies: 'SELECT coalesce(sum(policies), 0)::int FROM dashboard_funnel_days WHERE company_id = $1 AND agent_id = $2',
};

export function createDashboardRepository(db: Db) {
  return {
    /** All requested counts in one round trip. */
    async count(clientId: number, keys: readonly DashboardCountKey[], agentId: number | null = null): Promise<Record<DashboardCountKey, number>> {
      const columns = keys.map((key) => `(${(agentId !== null && AGENT_COUNT_SQL[key]) || COUNT_SQL[key]}) AS "${key}"`).join(', ');
      // Casting $1 here keeps its type known even when only global counts (which ignore it) are asked for.
      const row = await db.one<Record<DashboardCountKey, number>>(`SELECT ${columns} FROM (SELECT $1::int, $2::int) AS p`, [
        clientId,
        agentId,
      ]);
      return row!;
    },

    /**
     * Written premium per month ('YYYY-MM') and line of business from `from` to `to`, in cents, from
     * the figures kept by migration 260's triggers (the Production Report's entries summed by month).
     */
    premiumByMonth: (scope: BookScope, from: string, to: string) =>
      db.query<{ month: string; intake_id: number; name: string; premiumCents: number }>(
        `SELECT to_char(m.month, 'YYYY-MM') AS month, m.intake_id, coalesce(min(c.category_name), '') AS name,
                round(sum(m.premium) * 100)::float8 AS "premiumCents"
           FROM dashboard_premium_months m LEFT JOIN intake_categories c ON c.id = m.intake_id
          WHERE m.company_id = $1 AND ($2::integer IS NULL OR m.agent_id = $2) AND m.month BETWEEN $3::date AND $4::date
          GROUP BY m.month, m.intake_id HAVING sum(m.premium) <> 0 ORDER BY 1, 3, 2`,
        [scope.clientId, scope.agentId, from, to],
      ),

    /** Live records created from `from` to `to` (UTC days): sent as quotations, reached binder, issued as policies (kept per day by migration 260). */
    funnel: async (scope: BookScope, from: string, to: string) =>
      (await db.one<{ quotations: number; binders: number; policies: number }>(
        `SELECT coalesce(sum(quotations), 0)::int AS quotations, coalesce(sum(binders), 0)::int AS binders, coalesce(sum(policies), 0)::int AS policies
           FROM dashboard_funnel_days
          WHERE company_id = $1 AND ($2::integer IS NULL OR agent_id = $2) AND day BETWEEN $3::date AND $4::date`,
        [scope.clientId, scope.agentId, from, to],
      ))!,

    /**
     * The client's bordereaux of one period by where each stands: imported, else sent (a file the
     * client made, once sent), else approved, else received (a carrier's file, or one made and not yet approved).
     */
    bordereaux: async (clientId: number, period: string) =>
      (await db.one<{ received: number; approved: number; sent: number; imported: number }>(
        `SELECT count(*) FILTER (WHERE imported <> '1' AND sent_at IS NULL AND approved <> '1')::int AS received,
                count(*) FILTER (WHERE imported <> '1' AND sent_at IS NULL AND approved = '1')::int AS approved,
                count(*) FILTER (WHERE imported <> '1' AND sent_at IS NOT NULL)::int AS sent,
                count(*) FILTER (WHERE imported = '1')::int AS imported
           FROM bdx_files WHERE client_id = $1 AND period = $2`,
        [clientId, period],
      ))!,

    /** Policies ending from `from` to `to` with no renewal, not declined and not cancelled (the renewal worklist's): count and premium (kept per day by migration 260). */
    renewals: async (scope: BookScope, from: string, to: string) =>
      (await db.one<{ count: number; premiumCents: number }>(
        `SELECT coalesce(sum(policies), 0)::int AS count, round(coalesce(sum(premium), 0) * 100)::float8 AS "premiumCents"
           FROM dashboard_renewal_days
          WHERE company_id = $1 AND ($2::integer IS NULL OR agent_id = $2) AND day BETWEEN $3::date AND $4::date`,
        [scope.clientId, scope.agentId, from, to],
      ))!,
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
