import type { PolicyQuotationListRow, RecordListColumn } from '@kyubos/contracts';
import { formatIsoDate, formatUsd, recordOpenTarget } from '@kyubos/domain';
import { QueryError } from '@kyubos/screens';
import { readAdminSession, STORAGE_KEYS } from '@kyubos/session';
import { Button, DataTable, DateTimeCell, FilterIcon, ListFooter, type ColumnFilters, type DataTableColumn, type TableSort } from '@kyubos/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useRecordListQuery, type RecordListKind } from '../api';

/** How each list shows and opens its rows (spec 3 §2.1). */
interface ListSetup {
  title: string;
  pageSize: number;
  /** The stage lists always read their own stage; the full list reads the flags. */
  status?: 'Quotation' | 'Binder' | 'Policy';
  open: (row: PolicyQuotationListRow) => string;
}
/** The screen each stage of a record is shown on (spec 3 §2.1): an incomplete intake form opens in its edit form. */
export const recordScreenHref = (row: Pick<PolicyQuotationListRow, 'id' | 'intake_id' | 'quotation' | 'policyapproved' | 'becomepolicy'>): string => {
  switch (recordOpenTarget(row)) {
    case 'edit':
      return paths.editIntakeForm.href(row.id, row.intake_id);
    case 'quotation':
      return paths.viewQuotation.href(row.id, row.intake_id);
    case 'binder':
      return paths.viewBinder.href(row.id, row.intake_id);
    case 'policy':
      return paths.viewPolicy.href(row.id, row.intake_id);
  }
};
export const LIST_SETUP: Record<RecordListKind, ListSetup> = {
  all: { title: 'Policies, quotations and binders', pageSize: 35, open: recordScreenHref },
  // Saved intake forms are of the Quotation stage too (spec 3 §1); they open in their edit form.
  quotations: { title: 'Policies Quotations', pageSize: 15, status: 'Quotation', open: recordScreenHref },
  binders: { title: 'Binders', pageSize: 15, status: 'Binder', open: (row) => paths.viewBinder.href(row.id, row.intake_id) },
  policies: { title: 'Policies', pageSize: 15, status: 'Policy', open: (row) => paths.viewPolicy.href(row.id, row.intake_id) },
};

const columnsFor = (status: ListSetup['status']): DataTableColumn<PolicyQuotationListRow>[] => [
  { key: 'intake_Name', header: 'LOB' },
  { key: 'intake_subName', header: 'Sub-LOB' },
  { key: 'createdAt', header: 'Tran Date', render: (row) => <DateTimeCell value={row.createdAt} /> },
  { key: 'unique_id', header: 'Number' },
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  { key: 'policyeffectivedate', header: 'Eff Date', render: (row) => formatIsoDate(row.policyeffectivedate) },
  { key: 'policyscheduledate', header: 'Exp Date', render: (row) => formatIsoDate(row.policyscheduledate) },
  { key: 'state_name', header: 'State' },
  { key: 'status', header: 'Status', render: (row) => status ?? row.status },
];

/** The customer snapshot the creation form starts from (spec 3 §2.1 "Selecting a row"). */
function storeSelectedCustomer(row: PolicyQuotationListRow | null) {
  if (!row) {
    localStorage.removeItem(STORAGE_KEYS.selectedDataArray);
    return;
  }
  const { customer_id, firstname, lastname, address, city, state, zipcode, phonenumber, email } = row;
  localStorage.setItem(STORAGE_KEYS.selectedDataArray, JSON.stringify({ customer_id, firstname, lastname, address, city, state, zipcode, phonenumber, email }));
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
`;
const CardItem = styled.li`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export interface RecordListProps {
  kind: RecordListKind;
  /** Binder list only: cards instead of rows. */
  view?: 'list' | 'grid';
  /** Extra toolbar buttons beside Filter. */
  toolbar?: ReactNode;
}

/**
 * One list for every stage: header filters typed in the table are sent to the server by Filter;
 * a double click opens the record where its stage says.
 */
export function RecordList({ kind, view = 'list', toolbar }: RecordListProps) {
  const setup = LIST_SETUP[kind];
  const navigate = useNavigate();
  const companyId = readAdminSession()?.clientId ?? 0;
  const [draft, setDraft] = useState<ColumnFilters>({});
  const [applied, setApplied] = useState<Partial<Record<RecordListColumn, string>>>({});
  const [selected, setSelected] = useState<number | null>(null);
  // Paged, filtered and sorted by the server: a book of 100,000 records never travels whole.
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ key: RecordListColumn; direction: 'asc' | 'desc' } | null>(null);
  const query = useRecordListQuery({ kind, companyId, filters: applied, page, pageSize: setup.pageSize, sort });
  const rows = query.data?.Policyquotations ?? [];
  const total = query.data?.total ?? 0;
  const error = query.error ? <QueryError error={query.error} area={setup.title} what="list" retry={query.refetch} /> : undefined;

  const filterBar = (
    <Bar>
      {toolbar}
      <Button
        variant="secondary"
        onClick={() => {
          setApplied(draft as Partial<Record<RecordListColumn, string>>);
          setPage(1);
        }}
      >
        <FilterIcon size={14} /> Filter
      </Button>
    </Bar>
  );

  if (view === 'grid') {
    return (
      <>
        {filterBar}
        {error ?? (
          <Cards aria-label={setup.title}>
            {rows.map((row) => (
              <CardItem key={row.id}>
                <strong>{`${row.firstname} ${row.lastname}`}</strong>
                <span>{row.phonenumber ?? ''}</span>
                <span>{formatUsd(row.policyamount)}</span>
                <Button variant="link" onClick={() => navigate(paths.viewBinder.href(row.id, row.intake_id))}>
                  {`Edit ${row.unique_id}`}
                </Button>
              </CardItem>
            ))}
          </Cards>
        )}
        {!error && <ListFooter page={page} pageSize={setup.pageSize} total={total} shown={rows.length} onPageChange={setPage} />}
      </>
    );
  }

  return (
    <>
      {filterBar}
      <DataTable
        caption={setup.title}
        columns={columnsFor(setup.status)}
        rows={rows}
        getRowId={(row) => row.id}
        pageSize={setup.pageSize}
        paginate={kind !== 'all'}
        filterable
        controlledFilters={draft}
        onFiltersChange={setDraft}
        isLoading={query.isLoading}
        error={error}
        serverPaging={{ page, total, onPageChange: setPage }}
        sort={sort}
        onSortChange={(next: TableSort) => {
          setSort({ key: next.key as RecordListColumn, direction: next.direction });
          setPage(1);
        }}
        onOpen={(row) => navigate(setup.open(row))}
        actionLabel={(row) => `Open ${row.unique_id}`}
        {...(kind === 'all'
          ? {
              onRowClick: (row: PolicyQuotationListRow) => {
                setSelected(row.id);
                storeSelectedCustomer(row);
              },
              selectedRowId: selected,
              onAdd: () => {
                setSelected(null);
                storeSelectedCustomer(null);
              },
              addLabel: 'Clear the selected customer',
            }
          : {})}
      />
    </>
  );
}
