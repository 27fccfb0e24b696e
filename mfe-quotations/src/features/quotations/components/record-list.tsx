import { RECORD_LIST_COLUMNS, type PolicyQuotationListRow, type RecordListColumn } from '@kyubos/contracts';
import { formatIsoDate, formatUsd, insuredPhoneShown, POLICY_STATUS_HEADERS, recordNumberOf, recordScreenHref, showsPolicyStatusColumns } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { ServerList, ServerListScreen, serverPage, useServerList, type ServerListProps } from '@kyubos/screens';
import { STORAGE_KEYS } from '@kyubos/session';
import { DateTimeCell, type DataTableColumn } from '@kyubos/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { LIST_URL, useRecordListQuery, type RecordListKind } from '../api';

/** How each list shows and opens its rows (spec 3 §2.1). */
interface ListSetup {
  title: string;
  pageSize: number;
  /** The stage lists always read their own stage; the full list reads the flags. */
  status?: 'Quotation' | 'Binder' | 'Policy';
  open: (row: PolicyQuotationListRow) => string;
  /** The export's file name when the server gives none. */
  fileName: string;
}
export const LIST_SETUP: Record<RecordListKind, ListSetup> = {
  all: { title: 'Policies, quotations and binders', pageSize: 35, open: recordScreenHref, fileName: 'policies-quotations-binders' },
  // Saved intake forms are of the Quotation stage too (spec 3 §1); they open in their edit form.
  quotations: { title: 'Policies Quotations', pageSize: 15, status: 'Quotation', open: recordScreenHref, fileName: 'quotations' },
  binders: { title: 'Binders', pageSize: 15, status: 'Binder', open: (row) => paths.viewBinder.href(row.id, row.intake_id), fileName: 'binders' },
  policies: { title: 'Policies', pageSize: 15, status: 'Policy', open: (row) => paths.viewPolicy.href(row.id, row.intake_id), fileName: 'policies' },
};

const columnsFor = (kind: RecordListKind, status: ListSetup['status']): DataTableColumn<PolicyQuotationListRow>[] => [
  { key: 'intake_Name', header: 'LOB' },
  { key: 'intake_subName', header: 'Sub-LOB' },
  { key: 'createdAt', header: 'Tran Date', render: (row) => <DateTimeCell value={row.createdAt} /> },
  // A policy is known by its policy number; the filter finds a record by either number.
  { key: 'unique_id', header: 'Number', render: (row) => recordNumberOf(row) },
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  { key: 'policyeffectivedate', header: 'Eff Date', render: (row) => formatIsoDate(row.policyeffectivedate) },
  { key: 'policyscheduledate', header: 'Exp Date', render: (row) => formatIsoDate(row.policyscheduledate) },
  { key: 'state_name', header: 'State' },
  { key: 'submga_name', header: 'Agent', render: (row) => row.submga_name ?? '' },
  { key: 'status', header: 'Status', render: (row) => status ?? row.status },
  // A policy's status from its transactions and today's date; quotations and binders have none.
  ...(showsPolicyStatusColumns(kind)
    ? [
        { key: 'life_status', header: POLICY_STATUS_HEADERS.life_status, render: (row: PolicyQuotationListRow) => row.life_status ?? '' },
        // Delinquent when an instalment is unpaid after its grace (billing); the filter finds them on the server.
        { key: 'billing_status', header: POLICY_STATUS_HEADERS.billing_status, render: (row: PolicyQuotationListRow) => row.billing_status ?? '' },
      ]
    : []),
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

export interface RecordListProps {
  kind: RecordListKind;
  /** Binder list only: cards instead of rows. */
  view?: 'list' | 'grid';
  /** Extra toolbar buttons beside Filter. */
  toolbar?: ReactNode;
}

/**
 * One list for every stage, paged, sorted and filtered by the server: header filters typed in
 * the table are sent by Filter; a double click opens the record where its stage says.
 */
function useRecordList({ kind, view = 'list', toolbar }: RecordListProps): ServerListProps<PolicyQuotationListRow, RecordListColumn> {
  const setup = LIST_SETUP[kind];
  const navigate = useNavigate();
  const companyId = useClientId();
  const [selected, setSelected] = useState<number | null>(null);
  // A book of 100,000 records never travels whole: only the server's columns reach the query.
  const list = useServerList({ keys: RECORD_LIST_COLUMNS, pageSize: setup.pageSize, filterMode: 'apply' });
  const answer = useRecordListQuery({ kind, companyId, ...list.params });
  const columns = useMemo(() => columnsFor(kind, setup.status), [kind, setup.status]);

  return {
    title: setup.title,
    columns,
    list,
    query: { ...answer, data: serverPage(answer.data, (data) => data.Policyquotations) },
    paginate: kind !== 'all',
    toolbar,
    exportAs: { listCall: LIST_URL[kind], body: { company_id: companyId }, fileName: setup.fileName },
    view:
      view === 'grid'
        ? (rows) => (
            <Cards aria-label={setup.title}>
              {rows.map((row) => (
                <CardItem key={row.id}>
                  <strong>{`${row.firstname} ${row.lastname}`}</strong>
                  <span>{insuredPhoneShown([], row.phonenumber)}</span>
                  <span>{formatUsd(row.policyamount)}</span>
                  {/* A real link (spec 3 §2.1): it opens in a new tab as well. */}
                  <Link to={paths.viewBinder.href(row.id, row.intake_id)}>{`Edit ${recordNumberOf(row)}`}</Link>
                </CardItem>
              ))}
            </Cards>
          )
        : undefined,
    onOpen: (row) => navigate(setup.open(row)),
    actionLabel: (row) => `Open ${recordNumberOf(row)}`,
    ...(kind === 'all'
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
      : {}),
  };
}

/** A record list inside another page (the home page's full list). */
export function RecordList(props: RecordListProps) {
  return <ServerList {...useRecordList(props)} />;
}

/** A record list as a whole screen: its title, breadcrumbs and the notice the last action left. */
export function RecordListScreen({ notice, ...props }: RecordListProps & { notice?: ReactNode }) {
  return <ServerListScreen {...useRecordList(props)} notice={notice} />;
}
