import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { Breadcrumbs, DataTable, LinkButton, Page, type DataTableColumn } from '@kyubos/ui';

/** What an RTK Query list hook gives a list screen. */
export interface ListQuery<Row> {
  data?: readonly Row[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface RecordListPageProps<Row extends { id: number }> {
  title: string;
  columns: readonly DataTableColumn<Row>[];
  query: ListQuery<Row>;
  /** Writers get the Add button, the blank last row and double-click to edit. */
  canWrite: boolean;
  addHref: string;
  editHref: (row: Row) => string;
  pageSize?: number;
  /** Per-row icon buttons (e.g. edit and delete). */
  rowActions?: (row: Row) => ReactNode;
  /** More toolbar buttons after Add (e.g. Back). */
  toolbar?: ReactNode;
  children?: ReactNode;
}

/** The list screen of every entity of this area: numbered, paged, double-click to edit, blank row to add. */
export function RecordListPage<Row extends { id: number }>({
  title,
  columns,
  query,
  canWrite,
  addHref,
  editHref,
  pageSize = 10,
  rowActions,
  toolbar,
  children,
}: RecordListPageProps<Row>) {
  const navigate = useNavigate();
  return (
    <Page
      title={title}
      breadcrumbs={<Breadcrumbs items={[{ label: title }]} />}
      toolbar={
        (canWrite || toolbar) && (
          <>
            {canWrite && (
              <LinkButton to={addHref} variant="primary">
                Add
              </LinkButton>
            )}
            {toolbar}
          </>
        )
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(row) => row.id}
        pageSize={pageSize}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error, 'The list could not be loaded. Please try again.') : undefined}
        onRetry={() => void query.refetch()}
        onOpen={canWrite ? (row) => navigate(editHref(row)) : undefined}
        actionLabel={(row) => `Edit ${title.toLowerCase()} record ${row.id}`}
        rowActions={rowActions}
        onAdd={canWrite ? () => navigate(addHref) : undefined}
      />
      {children}
    </Page>
  );
}
