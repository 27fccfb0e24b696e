import { areaApi, skipToken } from '@kyubos/api';
import { auditDatesInOrder, type AuditAudience, type AuditChange, type AuditRow, type ViewAuditRequest, type ViewAuditResponse } from '@kyubos/contracts';
import { formatChangedValue } from '@kyubos/domain';
import { DateTimeCell, SelectField, Tabs, TextField, type DataTableColumn } from '@kyubos/ui';
import { useState, type ReactNode } from 'react';
import { ServerList, ServerListScreen, useServerList } from './server-list';
import { useTypedDate, type TypedDate } from './typed-date';

/** /viewaudit: the audit trail, a page at a time; asked again each time a list shows (it only grows). */
const auditApi = areaApi('audit', []).injectEndpoints({
  endpoints: (build) => ({
    viewAudit: build.query<ViewAuditResponse, ViewAuditRequest>({
      query: (body) => ({ url: '/viewaudit', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useViewAuditQuery } = auditApi;

/** The filters of the Audit screen, as typed. */
export interface AuditFilters {
  /** Whose user id: back-office users' or carrier users' (their ids are counted apart); '' both. */
  audience: '' | AuditAudience;
  user_id: string;
  entity: string;
  entity_id: string;
  call: string;
}
const NO_FILTERS: AuditFilters = { audience: '', user_id: '', entity: '', entity_id: '', call: '' };
const NO_KEYS: readonly never[] = [];

/** What is wrong with a typed user id (blank or digits are fine), said at the field. */
const userIdProblem = (typed: string): string | undefined => (/^\s*\d*\s*$/.test(typed) ? undefined : 'User id must be a number, e.g. 7');

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : formatChangedValue(value);
  return JSON.stringify(value);
};

/** A row's changed fields: "field: before → after" (one side only for a new or removed record). */
function Changes({ row }: { row: AuditRow }) {
  const entries = Object.entries(row.changes) as [string, AuditChange][];
  if (entries.length === 0) return null;
  return (
    <div>
      {entries.map(([field, change]) => (
        <div key={field} style={{ overflowWrap: 'anywhere' }}>
          <strong>{field}</strong>:{' '}
          {row.action === 'insert' || change.before === null ? shown(change.after) : row.action === 'delete' ? shown(change.before) : `${shown(change.before)} → ${shown(change.after)}`}
        </div>
      ))}
    </div>
  );
}

/** The kinds of user the trail names, for the User kind filter. */
const AUDIENCE_OPTIONS: { value: AuditAudience; label: string }[] = [
  { value: 'admin', label: 'Back-office users' },
  { value: 'carrier', label: 'Carrier users' },
];

/** Who made a row: a carrier (BDX portal) user is named as one, as its id is not a back-office user's. */
function userLabel(row: AuditRow): string {
  const id = row.user_id === null ? '' : row.audience === 'carrier' ? `carrier user #${row.user_id}` : `#${row.user_id}`;
  if (!row.user_name) return id || '—';
  return id ? `${row.user_name} (${id})` : row.user_name;
}

/** From and To are whole UTC days, the days the When column shows. */
const UTC_DAY_HINT = 'UTC day';

const COLUMNS: DataTableColumn<AuditRow>[] = [
  // The product's clock is UTC: When, and the From/To days that select it, are in UTC.
  { key: 'at', header: 'When (UTC)', render: (row) => <DateTimeCell value={row.at} /> },
  { key: 'user_name', header: 'User', render: userLabel },
  { key: 'action', header: 'Action' },
  { key: 'entity', header: 'Entity' },
  { key: 'entity_id', header: 'Id', render: (row) => row.entity_id ?? '' },
  { key: 'call', header: 'Call', render: (row) => row.call ?? '' },
  { key: 'changes', header: 'Changes', render: (row) => <Changes row={row} /> },
];

/** The request of a page of the trail from typed filters: blanks left out. */
function auditRequest(filters: AuditFilters & { from: string; to: string }, page: number, pageSize: number): ViewAuditRequest {
  const request: ViewAuditRequest = { page, pageSize };
  const userId = Number(filters.user_id);
  if (userId > 0) request.user_id = userId;
  if (filters.audience) request.audience = filters.audience;
  for (const key of ['entity', 'entity_id', 'call', 'from', 'to'] as const) {
    if (filters[key].trim()) request[key] = filters[key].trim();
  }
  return request;
}

/**
 * The Audit screen: every write of the caller's client (all clients for the platform admin),
 * newest first, paged on the server, filtered by user kind and id, entity, record id, call and dates.
 */
export function AuditScreen({ pageSize = 25 }: { pageSize?: number }) {
  const list = useServerList({ keys: NO_KEYS, pageSize });
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const from = useTypedDate('From');
  const to = useTypedDate('To');
  const request = auditRequest({ ...filters, from: from.day ?? '', to: to.day ?? '' }, list.params.page, list.params.pageSize);
  // Filters the server would refuse are not asked for, and no unfiltered list shows as filtered: the field says why.
  const datesTyped = !from.error && !to.error;
  const datesInOrder = auditDatesInOrder(request);
  const userIdError = userIdProblem(filters.user_id);
  const askable = datesTyped && datesInOrder && !userIdError;
  const answer = useViewAuditQuery(askable ? request : skipToken);
  const change = (key: keyof AuditFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    list.setPage(1);
  };
  const changeDate = (date: TypedDate) => (value: string, event?: unknown) => {
    date.field.onChange(value, event);
    list.setPage(1);
  };
  return (
    <ServerListScreen
      title="Audit"
      columns={COLUMNS}
      list={list}
      // A skipped query still holds its last page: rows the filters do not select are not shown under the message.
      query={askable ? answer : { ...answer, data: undefined }}
      filterable={false}
      sortable={false}
      emptyText={
        userIdError
          ? 'Type the user id in digits to see that user\'s rows.'
          : !datesTyped
            ? 'Type the From and To days in full to see the trail.'
            : datesInOrder
              ? undefined
              : 'Choose a From date on or before the To date to see the trail.'
      }
      toolbar={
        <>
          <SelectField name="audience" label="User kind" placeholder="All users" options={AUDIENCE_OPTIONS} value={filters.audience} onChange={change('audience')} />
          <TextField name="user_id" label="User id" inputMode="numeric" value={filters.user_id} onChange={change('user_id')} error={userIdError} />
          <TextField name="entity" label="Entity" value={filters.entity} onChange={change('entity')} />
          <TextField name="entity_id" label="Record id" value={filters.entity_id} onChange={change('entity_id')} />
          <TextField name="call" label="Call" value={filters.call} onChange={change('call')} />
          <TextField
            name="from"
            label="From"
            hint={UTC_DAY_HINT}
            type="date"
            max={to.day || undefined}
            {...from.field}
            onChange={changeDate(from)}
            error={from.error ?? (datesInOrder ? undefined : 'From must be on or before To')}
          />
          <TextField name="to" label="To" hint={UTC_DAY_HINT} type="date" min={from.day || undefined} {...to.field} onChange={changeDate(to)} />
        </>
      }
    />
  );
}

/** One record's rows of the trail (its entity and id), newest first, paged on the server. */
export function ActivityList({ entity, entityId, pageSize = 10 }: { entity: string; entityId: string | number; pageSize?: number }) {
  const list = useServerList({ keys: NO_KEYS, pageSize, inUrl: false });
  const answer = useViewAuditQuery({ entity, entity_id: String(entityId), page: list.params.page, pageSize: list.params.pageSize });
  return <ServerList title="Activity" columns={COLUMNS.filter((column) => column.key !== 'entity' && column.key !== 'entity_id')} list={list} query={answer} filterable={false} sortable={false} />;
}

const RECORD_TABS = [
  { key: 'details', label: 'Details' },
  { key: 'activity', label: 'Activity' },
] as const;

export interface RecordActivityTabsProps {
  /** The table the record lives in, as the trail names it (policy_quotations, users, bdx_files). */
  entity: string;
  entityId: string | number;
  /** Only administrators read the trail: without it the record's content shows alone. */
  enabled: boolean;
  /** The record's own view: the Details tab. */
  children: ReactNode;
}

/**
 * A record view's Details and Activity tabs: the record as it is, and its rows of the audit
 * trail (who changed what, when, by which call). The one Activity of every record, user and
 * bordereau view.
 */
export function RecordActivityTabs({ entity, entityId, enabled, children }: RecordActivityTabsProps) {
  const [tab, setTab] = useState<'details' | 'activity'>('details');
  if (!enabled) return <>{children}</>;
  return (
    <Tabs label="Record views" tabs={RECORD_TABS} selected={tab} onSelect={setTab}>
      {tab === 'details' ? children : <ActivityList entity={entity} entityId={entityId} />}
    </Tabs>
  );
}
