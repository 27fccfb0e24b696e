import type { DashboardCharts, DashboardCountKey, DashboardResponse, LossRatioGroup, LossRatioResponse, ViewDashboardResponse } from '@kyubos/contracts';
import {
  DASHBOARD_FUNNEL_DAYS,
  DASHBOARD_RENEWAL_DAYS,
  conversionRate,
  currentBdxPeriod,
  lastDays,
  lastMonths,
  nextDays,
  todayIso,
} from '@kyubos/domain';
import type { Db } from '../db/db';
import type { AdminAuth } from '../auth/tokens';
import type { CallAuthorizer } from '../permissions/service';
import { bookScopeOf, type BookScope } from '../quotations/book-scope';
import type { CreatorLookup } from '../quotations/service';
import { createDashboardRepository } from './repository';

/** Loss ratios of a period per program or line of business in the caller's book (the claims area's). */
export type LossRatios = (auth: AdminAuth, query: { from: string; to: string; group_by: LossRatioGroup }) => Promise<LossRatioResponse>;

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

/** The list each chart summarises (and links to): a chart is drawn only for a caller who may open it. */
const CHART_LISTS = {
  premiumByMonth: '/user_admin_policies',
  funnel: '/user_admin_policy_quotations',
  bordereaux: '/user_admin_bdx_history',
  renewals: '/user_admin_renewals',
  lossRatio: '/user_admin_loss_runs',
} as const satisfies Record<keyof DashboardCharts, string>;

export interface DashboardDeps {
  authorizer: Pick<CallAuthorizer, 'mayRead'>;
  /** Who the caller is, for an agent's own book; without it every caller counts the whole client's. */
  creators?: CreatorLookup;
  /** The claims area's loss ratios; without it the dashboard draws none. */
  lossRatios?: LossRatios;
  now?: () => Date;
}

export function createDashboardService(db: Db, { authorizer, creators, lossRatios, now = () => new Date() }: DashboardDeps) {
  const dashboard = createDashboardRepository(db);

  /** Only the areas whose list the caller may open are counted (a tile is a link to that list); an agent's user counts its own book. */
  async function counts(auth: AdminAuth, agentId: number | null): Promise<DashboardResponse> {
    const areas = auth.clientType === 'PLATFORM' ? [...CLIENT_AREAS, ...PLATFORM_AREAS] : CLIENT_AREAS;
    const open = await Promise.all(areas.map((key) => authorizer.mayRead(auth, AREAS[key].url)));
    const keys = areas.filter((_key, i) => open[i]);
    if (keys.length === 0) return { counts: [] };
    const counted = await dashboard.count(auth.clientId, keys, agentId);
    return { counts: keys.map((key) => ({ key, ...AREAS[key], count: counted[key] })) };
  }

  async function charts(auth: AdminAuth, scope: BookScope, today: string): Promise<DashboardCharts> {
    const [premiumOpen, funnelOpen, bdxOpen, renewalsOpen, lossRatioOpen] = await Promise.all(
      Object.values(CHART_LISTS).map((url) => authorizer.mayRead(auth, url)),
    );
    // The platform client keeps no records: it has no charts.
    const book = auth.clientType !== 'PLATFORM';
    const months = lastMonths(today);
    const funnelDays = lastDays(today, DASHBOARD_FUNNEL_DAYS);
    const renewalDays = nextDays(today, DASHBOARD_RENEWAL_DAYS);
    const period = currentBdxPeriod(today);
    const [cells, funnel, bordereaux, renewals, lossRatio] = await Promise.all([
      book && premiumOpen ? dashboard.premiumByMonth(scope, months.from, months.to) : null,
      book && funnelOpen ? dashboard.funnel(scope, funnelDays.from, funnelDays.to) : null,
      // Bordereaux are the client's, not an agent's.
      book && bdxOpen && scope.agentId === null ? dashboard.bordereaux(scope.clientId, period) : null,
      book && renewalsOpen ? dashboard.renewals(scope, renewalDays.from, renewalDays.to) : null,
      book && lossRatioOpen && lossRatios ? lossRatios(auth, { from: `${months.months[0]}-01`, to: today, group_by: 'lob' }) : null,
    ]);
    const lines = new Map<number, string>();
    for (const cell of cells ?? []) if (!lines.has(cell.intake_id)) lines.set(cell.intake_id, cell.name);
    return {
      premiumByMonth: cells && {
        months: months.months,
        lines: [...lines].map(([intake_id, name]) => ({ intake_id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.intake_id - b.intake_id),
        cells: cells.map(({ month, intake_id, premiumCents }) => ({ month, intake_id, premiumCents })),
        url: CHART_LISTS.premiumByMonth,
      },
      funnel: funnel && {
        ...funnelDays,
        ...funnel,
        quotationToBinder: conversionRate(funnel.binders, funnel.quotations),
        binderToPolicy: conversionRate(funnel.policies, funnel.binders),
        quotationToPolicy: conversionRate(funnel.policies, funnel.quotations),
        url: CHART_LISTS.funnel,
      },
      bordereaux: bordereaux && { period, ...bordereaux, url: CHART_LISTS.bordereaux },
      renewals: renewals && { ...renewalDays, ...renewals, url: CHART_LISTS.renewals },
      // Loss Runs opens on the tile's own period, so both show the same figures.
      lossRatio: lossRatio && { ...lossRatio, url: `${CHART_LISTS.lossRatio}?${new URLSearchParams({ from: lossRatio.from, to: lossRatio.to, group_by: lossRatio.group_by }).toString()}` },
    };
  }

  return {
    /** `/dashboardcounts`: the tiles' counts. */
    async counts(auth: AdminAuth): Promise<DashboardResponse> {
      return counts(auth, (await bookScopeOf(creators, auth)).agentId);
    },
    /** `/viewdashboard`: the tiles' counts and every chart's figures in the caller's book, in one call. */
    async view(auth: AdminAuth): Promise<ViewDashboardResponse> {
      const scope = await bookScopeOf(creators, auth);
      const today = todayIso(now());
      const [tiles, chartFigures] = await Promise.all([counts(auth, scope.agentId), charts(auth, scope, today)]);
      return { ...tiles, today, charts: chartFigures };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
