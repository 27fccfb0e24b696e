import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Unique per table; also the row property shown when there is no `render`. */
  key: string;
  header: string;
  render?: (row: Row) => ReactNode;
  /** The text a header filter matches; needed when `render` returns markup rather than text. */
  filterValue?: (row: Row) => string;
  /** CSS width of the column, e.g. '120px' or '20%'. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** False: the column gets no header filter box nor sort button (a column the server cannot filter or sort by). */
  searchable?: boolean;
}

/** Filter text per column key; blank entries are ignored. */
export type ColumnFilters = Readonly<Record<string, string>>;

function asText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** What a cell shows as text: filterValue, else the rendered text, else the row's own property. */
export function cellText<Row extends object>(column: DataTableColumn<Row>, row: Row): string {
  if (column.filterValue) return column.filterValue(row);
  const rendered = column.render ? asText(column.render(row)) : undefined;
  return rendered ?? asText((row as Record<string, unknown>)[column.key]) ?? '';
}

/** The shown value of the cell: render(row), else the row's property as text. */
export function cellContent<Row extends object>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : asText((row as Record<string, unknown>)[column.key]);
}

/** Case-insensitive 'contains' on every filled-in column filter. Returns `rows` itself when no filter is set. */
export function filterRows<Row extends object>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], filters: ColumnFilters): readonly Row[] {
  const active = columns.flatMap((column) => {
    const needle = filters[column.key]?.trim().toLowerCase();
    return needle ? [{ column, needle }] : [];
  });
  if (active.length === 0) return rows;
  return rows.filter((row) => active.every(({ column, needle }) => cellText(column, row).toLowerCase().includes(needle)));
}
