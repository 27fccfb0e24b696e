import type { DashboardCharts } from './reports';

/** Areas counted on the home page; the platform client also sees the global reference data. */
export const DASHBOARD_COUNT_KEYS = [
  'users',
  'agents',
  'policies',
  'intakecategories',
  'companies',
  'countries',
  'states',
  'cities',
  'currencies',
] as const;
export type DashboardCountKey = (typeof DASHBOARD_COUNT_KEYS)[number];

/** Record counts per area for the signed-in client's home page (POST /dashboardcounts, no body). */
export interface DashboardCount {
  key: DashboardCountKey;
  label: string;
  count: number;
  /** The list screen of the area. */
  url: string;
}
export interface DashboardResponse {
  counts: DashboardCount[];
}
/** `/viewdashboard` (no body): the tiles' counts and every chart's figures, in one call. */
export interface ViewDashboardResponse extends DashboardResponse {
  /** The day the figures are counted to (ISO date). */
  today: string;
  charts: DashboardCharts;
}
