import type { DashboardCountKey, DashboardResponse } from '@kyubos/contracts';
import type { Db } from '../db/db';
import type { AdminAuth } from '../auth/tokens';
import type { CallAuthorizer } from '../permissions/service';
import { createDashboardRepository } from './repository';

/** Label and list screen of each counted area, in display order. */
const AREAS: Record<DashboardCountKey, { label: string; url: string }> = {
  users: { label: 'Users', url: '/user_admin_users' },
  agents: { label: 'Agents', url: '/user_admin_agent' },
  policies: { label: 'Policies', url: '/user_admin_policies' },
  intakecategories: { label: 'Lines of Business', url: '/user_admin_intakecategory' },
  companies: { label: 'Companies', url: '/user_admin_company' },
  countries: { label: 'Countries', url: '/user_admin_countries' },
  states: { label: 'States', url: '/user_admin_state' },
  cities: { label: 'Cities', url: '/user_admin_city' },
  currencies: { label: 'Currencies', url: '/user_admin_currency' },
};

const CLIENT_AREAS: DashboardCountKey[] = ['users', 'agents', 'policies', 'intakecategories'];
/** The platform client also maintains the client companies and the global reference data. */
const PLATFORM_AREAS: DashboardCountKey[] = ['companies', 'countries', 'states', 'cities', 'currencies'];

export function createDashboardService(db: Db, { authorizer }: { authorizer: Pick<CallAuthorizer, 'mayRead'> }) {
  const dashboard = createDashboardRepository(db);
  return {
    /** Only the areas whose list the caller may open are counted (a tile is a link to that list). */
    async counts(auth: AdminAuth): Promise<DashboardResponse> {
      const areas = auth.clientType === 'PLATFORM' ? [...CLIENT_AREAS, ...PLATFORM_AREAS] : CLIENT_AREAS;
      const open = await Promise.all(areas.map((key) => authorizer.mayRead(auth, AREAS[key].url)));
      const keys = areas.filter((_key, i) => open[i]);
      if (keys.length === 0) return { counts: [] };
      const counts = await dashboard.count(auth.clientId, keys);
      return { counts: keys.map((key) => ({ key, ...AREAS[key], count: counts[key] })) };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
