import type { DashboardCountKey } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { WRITTEN_ENTRIES } from '../production-report/repository';

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
  policies: "SELECT count(*)::int FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND stage = 'Policy' AND submga_id = $2",
};

export interface BookScope {
  clientId: number;
  /** An agent's user: only its agent's records (null: the whole client's book). */
  agentId: number | null;
}

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

    /** Written premium per month ('YYYY-MM') and line of business from `from` to `to`, in cents. */
    premiumByMonth: (scope: BookScope, from: string, to: string) =>
      db.query<{ month: string; intake_id: number; name: string; premiumCents: number }>(
        `SELECT to_char(e.day, 'YYYY-MM') AS month, p.intake_id, min(p."intake_Name") AS name,
                round(sum(e.amount) * 100)::float8 AS "premiumCents"
           FROM (${WRITTEN_ENTRIES}) AS e JOIN policy_quotations p ON p.id = e.quotation_id
          GROUP BY 1, 2 ORDER BY 1, 3`,
        [scope.clientId, scope.agentId, from, to],
      ),

    /** Live records created from `from` to `to` (UTC days): sent as quotations, reached binder, issued as policies. */
    funnel: async (scope: BookScope, from: string, to: string) =>
      (await db.one<{ quotations: number; binders: number; policies: number }>(
        `SELECT count(*) FILTER (WHERE quotation = 1)::int AS quotations,
                count(*) FILTER (WHERE stage IN ('Binder', 'Policy'))::int AS binders,
                count(*) FILTER (WHERE stage = 'Policy')::int AS policies
           FROM policy_quotations
          WHERE company_id = $1 AND deleted_at IS NULL AND ($2::integer IS NULL OR submga_id = $2)
            AND created_at >= ($3::date::timestamp AT TIME ZONE 'UTC') AND created_at < (($4::date + 1)::timestamp AT TIME ZONE 'UTC')`,
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

    /** Policies ending from `from` to `to` with no renewal, not declined and not cancelled (the renewal worklist's): count and premium. */
    renewals: async (scope: BookScope, from: string, to: string) =>
      (await db.one<{ count: number; premiumCents: number }>(
        `SELECT count(*)::int AS count, round(coalesce(sum(policyamount), 0) * 100)::float8 AS "premiumCents"
           FROM policy_quotations
          WHERE company_id = $1 AND deleted_at IS NULL AND stage = 'Policy' AND renewal_id IS NULL AND not_renewing_reason IS NULL
            AND cancelled_on IS NULL AND policyscheduledate BETWEEN $3::date AND $4::date AND ($2::integer IS NULL OR submga_id = $2)`,
        [scope.clientId, scope.agentId, from, to],
      ))!,
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
