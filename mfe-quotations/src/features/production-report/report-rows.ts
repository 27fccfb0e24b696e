import type { ProductionGroupKey, ProductionReportRow } from '@kyubos/contracts';

/** A row's groups as one label: 'Homeowners · Direct (no agent)'; 'All records' with no groups. */
export function rowLabel(groupBy: readonly ProductionGroupKey[], row: ProductionReportRow): string {
  return groupBy.length === 0 ? 'All records' : groupBy.map((key) => row.groups[key]?.name ?? '').join(' · ');
}

/** The drill-down's filter of a row: each group's id (null: records without one). */
export function rowWhere(groupBy: readonly ProductionGroupKey[], row: ProductionReportRow): Partial<Record<ProductionGroupKey, number | string | null>> {
  return Object.fromEntries(groupBy.map((key) => [key, row.groups[key]?.id ?? null]));
}
