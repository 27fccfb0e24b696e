import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Breadcrumbs, cellText, DataTable, LinkButton, Page, type ColumnFilters, type DataTableProps } from '@kyubos/ui';
import { ExportButtons, offersExport, type ListExportConfig } from './list-export';
import { QueryError } from './query-error';

/** What an RTK Query list hook gives a list screen. */
export interface ListQuery<Row> {
  data?: readonly Row[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListScreenProps<Row extends object>
  extends Omit<DataTableProps<Row>, 'rows' | 'isLoading' | 'error' | 'onRetry' | 'onAdd' | 'caption' | 'getRowId'> {
  title: string;
  query: ListQuery<Row>;
  getRowId?: (row: Row) => string | number;
  /**
   * What names a row to assistive technology, as its Edit button says ('Edit Argentina'); default
   * the text of the first column. Never the database id, which the user does not see.
   */
  rowName?: (row: Row) => string;
  /** Writers get the Add button, the blank last row and double-click to edit. */
  canWrite: boolean;
  /** The add screen; without it there is no Add. */
  addHref?: string;
  /** The edit screen of a row, opened by writers; without it (or `onOpen`) rows do not open. */
  editHref?: (row: Row) => string;
  /** Changing it starts the table afresh: page 1, no filters. */
  resetKey?: string;
  /** The Add button in the toolbar, besides the blank last row (default true). */
  addButton?: boolean;
  /** Breadcrumbs above the title (default: the title alone). */
  breadcrumbs?: ReactNode;
  /** More toolbar buttons after Add (e.g. Back). */
  toolbar?: ReactNode;
  /** The server's message after a failed action on the list (e.g. a removal), shown above the table. */
  actionError?: string | null;
  /** Under the table (e.g. a confirm dialog). */
  children?: ReactNode;
  /** Export CSV / Export XLSX of the list with the header filters typed in it (the server writes the file). */
  exportAs?: ListExportConfig;
}

const byId = (row: object) => (row as { id: number }).id;

/**
 * The list screen of every area: loading, 'No records', a refusal naming the screen, a failure
 * with Retry when asking again can help; paged, double-click or Enter to edit, blank row to add.
 */
export function ListScreen<Row extends object>({
  title,
  query,
  getRowId = byId,
  rowName,
  canWrite,
  addHref,
  editHref,
  addButton = true,
  breadcrumbs,
  toolbar,
  children,
  actionError,
  resetKey,
  onOpen,
  exportAs,
  onFiltersChange,
  ...table
}: ListScreenProps<Row>) {
  const navigate = useNavigate();
  // The header filters the table holds, for the export to ask for the same rows.
  const [filters, setFilters] = useState<ColumnFilters>({});
  const canAdd = canWrite && addHref !== undefined;
  const exportable = offersExport(query.error) ? exportAs : undefined;
  const [firstColumn] = table.columns;
  const nameOf = rowName ?? ((row: Row) => (firstColumn ? cellText(firstColumn, row) : ''));
  return (
    <Page
      title={title}
      breadcrumbs={breadcrumbs ?? <Breadcrumbs items={[{ label: title }]} />}
      toolbar={
        ((canAdd && addButton) || toolbar || exportable) && (
          <>
            {canAdd && addButton && (
              <LinkButton to={addHref} variant="primary">
                Add
              </LinkButton>
            )}
            {toolbar}
            {exportable && <ExportButtons config={exportable} filters={Object.fromEntries(Object.entries(filters).filter(([, text]) => text.trim() !== ''))} />}
          </>
        )
      }
    >
      {actionError && <Alert>{actionError}</Alert>}
      <DataTable
        key={resetKey}
        caption={title}
        rows={query.data ?? []}
        getRowId={getRowId}
        isLoading={query.isLoading}
        error={query.error ? <QueryError error={query.error} area={title} what="list" retry={query.refetch} /> : undefined}
        onOpen={onOpen ?? (canWrite && editHref ? (row) => navigate(editHref(row)) : undefined)}
        onAdd={canAdd ? () => navigate(addHref) : undefined}
        actionLabel={(row) => `Edit ${nameOf(row)}`}
        onFiltersChange={(next) => {
          setFilters(next);
          onFiltersChange?.(next);
        }}
        {...table}
      />
      {children}
    </Page>
  );
}
