/** Record counts per area for the signed-in client's home page. */
export interface DashboardCount {
  key: string;
  label: string;
  count: number;
  url: string;
}
export interface DashboardResponse {
  counts: DashboardCount[];
}
