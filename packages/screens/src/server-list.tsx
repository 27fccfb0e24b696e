import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Breadcrumbs, Button, DataTable, FilterIcon, ListBar, ListFooter, LoadingState, Page, type ColumnFilters, type DataTableProps, type TableSort } from '@kyubos/ui';
import { ExportButtons, offersExport, type ListExportConfig } from './list-export';
import { QueryError } from './query-error';
import { readListQuery, writeListQuery, type ServerListDefaults, type ServerListParams, type SortDirection } from './server-list-query';

export type { ServerListParams, SortDirection } from './server-list-query';

/** One page of a list, as the server answers it: the page's rows and the count of the whole (filtered) list. */
export interface ServerPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** What an RTK Query hook gives a server-paged list, its answer read as a page. */
export interface ServerListQuery<Row> {
  data?: ServerPage<Row>;
  isLoading: boolean;
  /** Asking again (another page, order or filter) while `data` still holds the last answer. */
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface UseServerListOptions<K extends string> {
  /** The columns the server filters and sorts by; a header of any other column neither filters nor sorts. */
  keys: readonly K[];
  pageSize: number;
  /** The order of the first page (default: the server's). */
  initialSort?: { key: K; direction: SortDirection } | null;
  /**
   * 'typing' (default): each filter edit asks again, from page 1. 'apply': header filters are a
   * draft until `applyFilters` (the list's Filter button) sends them.
   */
  filterMode?: 'typing' | 'apply';
  /**
   * True (default): the page, size, order and filters live in the URL's query string, so Back and
   * a reload show the same rows. False for a list whose rows hang on a choice the URL does not
   * hold (a drill-down, a tab): it starts on page 1 each time it is shown.
   */
  inUrl?: boolean;
}

/** The state of a server-paged list and the table props that change it. */
export interface ServerListState<K extends string> {
  /** The columns the server filters and sorts by. */
  keys: readonly K[];
  /** What to ask the server for (spread into the query's argument). */
  params: ServerListParams<K>;
  /** The filter texts the header boxes show (a draft in 'apply' mode). */
  draftFilters: ColumnFilters;
  filterMode: 'typing' | 'apply';
  setPage: (page: number) => void;
  /** A header's sort button; a column the server does not sort by is ignored. */
  setSort: (sort: TableSort) => void;
  setFilters: (filters: ColumnFilters) => void;
  /** Sends the draft filters ('apply' mode), from page 1. */
  applyFilters: () => void;
}

/** Keeps the filter texts of the server's columns that hold text; blank ones and other columns are dropped. */
function knownFilters<K extends string>(keys: readonly K[], filters: ColumnFilters): Partial<Record<K, string>> {
  const known: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const text = filters[key];
    if (text !== undefined && text.trim() !== '') known[key] = text;
  }
  return known;
}

/** The header boxes' texts of applied filters. */
function filterTexts<K extends string>(keys: readonly K[], filters: Partial<Record<K, string>>): ColumnFilters {
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const text = filters[key];
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}

/**
 * Where a list keeps its state, as a query string: the URL's, each change replacing the history
 * entry (Back leaves the list rather than stepping through its pages), or the list's own.
 */
function useListQueryStore(inUrl: boolean): [URLSearchParams, (next: URLSearchParams) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [own, setOwn] = useState(() => new URLSearchParams());
  const writeUrl = useCallback((next: URLSearchParams) => setSearchParams(next, { replace: true }), [setSearchParams]);
  return inUrl ? [searchParams, writeUrl] : [own, setOwn];
}

/**
 * The page, size, order and filters of a list the server pages, sorts and filters: only the
 * server's own column keys ever reach the query (no casts), and every change of order or
 * filter starts again from page 1. They are read from the URL (validated: what the list does
 * not know is ignored) and each change is written back to it.
 */
export function useServerList<K extends string>({ keys, pageSize, initialSort = null, filterMode = 'typing', inUrl = true }: UseServerListOptions<K>): ServerListState<K> {
  const [query, setQuery] = useListQueryStore(inUrl);
  const sortKey = initialSort?.key;
  const sortDirection = initialSort?.direction;
  const defaults = useMemo<ServerListDefaults<K>>(
    () => ({ keys, pageSize, sort: sortKey === undefined || sortDirection === undefined ? null : { key: sortKey, direction: sortDirection } }),
    [keys, pageSize, sortKey, sortDirection],
  );
  const read = useMemo(() => readListQuery(query, defaults), [query, defaults]);
  // The filters keep their identity while only the page or order changes, so a draft not yet applied survives paging.
  const filtersText = JSON.stringify(read.filters);
  const filters = useMemo<Partial<Record<K, string>>>(() => JSON.parse(filtersText), [filtersText]);
  const params = useMemo(() => ({ ...read, filters }), [read, filters]);
  const [draftFilters, setDraftFilters] = useState<ColumnFilters>(() => filterTexts(keys, filters));

  // Filters that change under the list (Back to another entry, a link) show in its header boxes too.
  useEffect(() => {
    setDraftFilters((draft) => (JSON.stringify(knownFilters(keys, draft)) === JSON.stringify(filters) ? draft : filterTexts(keys, filters)));
  }, [keys, filters]);

  const change = useCallback((next: Partial<ServerListParams<K>>) => setQuery(writeListQuery(query, { ...params, ...next }, defaults)), [query, params, defaults, setQuery]);

  const setPage = useCallback((page: number) => change({ page }), [change]);

  const setSort = useCallback(
    ({ key, direction }: TableSort) => {
      const known = keys.find((candidate) => candidate === key);
      if (known === undefined) return;
      change({ sort: { key: known, direction }, page: 1 });
    },
    [keys, change],
  );

  const setFilters = useCallback(
    (next: ColumnFilters) => {
      setDraftFilters(next);
      if (filterMode === 'typing') change({ filters: knownFilters(keys, next), page: 1 });
    },
    [filterMode, keys, change],
  );

  const applyFilters = useCallback(() => change({ filters: knownFilters(keys, draftFilters), page: 1 }), [draftFilters, keys, change]);

  return { keys, params, draftFilters, filterMode, setPage, setSort, setFilters, applyFilters };
}

export interface ServerListProps<Row extends object, K extends string>
  extends Omit<
    DataTableProps<Row>,
    | 'rows'
    | 'isLoading'
    | 'error'
    | 'onRetry'
    | 'caption'
    | 'getRowId'
    | 'pageSize'
    | 'serverPaging'
    | 'sort'
    | 'onSortChange'
    | 'controlledFilters'
    | 'onFiltersChange'
    | 'onFiltersSubmit'
  > {
  /** Names the table, and the area a refusal names. */
  title: string;
  list: ServerListState<K>;
  query: ServerListQuery<Row>;
  getRowId?: (row: Row) => string | number;
  /** Header filter boxes (default true). */
  filterable?: boolean;
  /** Header sort buttons (default true). */
  sortable?: boolean;
  /** Buttons of the list's own bar, before Filter (e.g. a view switch). */
  toolbar?: ReactNode;
  /** Shows the page's rows some other way than the table (e.g. cards); paging and states stay the kit's. */
  view?: (rows: readonly Row[]) => ReactNode;
  /** Export CSV / Export XLSX of the whole list with its applied filters and sort (the server writes the file). */
  exportAs?: ListExportConfig;
}

const byId = (row: object) => (row as { id: number }).id;

/**
 * A list the server pages, sorts and filters, without a page around it (it can sit in a card of
 * another screen): the states of every list (loading, 'No records', refusal, failure with Retry),
 * the server's total in the footer, header filters (sent at once or by Filter) and sort buttons.
 */
export function ServerList<Row extends object, K extends string>({
  title,
  list,
  query,
  getRowId = byId,
  filterable = true,
  sortable = true,
  toolbar,
  view,
  exportAs,
  columns,
  ...table
}: ServerListProps<Row, K>) {
  // A column the server cannot filter or sort by offers neither.
  const { keys } = list;
  const searchColumns = useMemo(
    () => columns.map((column) => (keys.some((key) => key === column.key) ? column : { ...column, searchable: false })),
    [columns, keys],
  );
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const { params } = list;
  // The page the rows on screen are: while another page (order, filter) is fetched, the rows,
  // their numbers and the footer stay the page shown's, marked busy, never the new page's
  // numbers over the old page's rows.
  const answered = query.data !== undefined && !query.isFetching;
  const [shown, setShown] = useState({ page: params.page, pageSize: params.pageSize });
  if (answered && (shown.page !== params.page || shown.pageSize !== params.pageSize)) setShown({ page: params.page, pageSize: params.pageSize });
  const { page, pageSize } = answered ? params : shown;
  const busy = query.data !== undefined && query.isFetching;
  const error = query.error ? <QueryError error={query.error} area={title} what="list" retry={query.refetch} /> : undefined;
  const showFilter = filterable && list.filterMode === 'apply';

  // A page past the end (a link or a reload after rows went away) shows the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
  const { setPage } = list;
  useEffect(() => {
    if (answered && params.page > lastPage) setPage(lastPage);
  }, [answered, params.page, lastPage, setPage]);

  const exportable = offersExport(query.error) ? exportAs : undefined;
  const bar = (toolbar || showFilter || exportable) && (
    <ListBar>
      {toolbar}
      {exportable && <ExportButtons config={exportable} filters={params.filters} sort={sortable ? params.sort : null} />}
      {showFilter && (
        <Button variant="secondary" onClick={list.applyFilters}>
          <FilterIcon size={14} /> Filter
        </Button>
      )}
    </ListBar>
  );

  if (view) {
    return (
      <>
        {bar}
        {error ?? (query.isLoading ? <LoadingState /> : view(rows))}
        {!error && !query.isLoading && <ListFooter page={page} pageSize={pageSize} total={total} shown={rows.length} onPageChange={list.setPage} loading={busy} />}
      </>
    );
  }

  return (
    <>
      {bar}
      <DataTable
        caption={title}
        columns={searchColumns}
        rows={rows}
        getRowId={getRowId}
        pageSize={pageSize}
        filterable={filterable}
        controlledFilters={filterable ? list.draftFilters : undefined}
        onFiltersChange={filterable ? list.setFilters : undefined}
        // Enter in a header filter box does what the Filter button does.
        onFiltersSubmit={showFilter ? list.applyFilters : undefined}
        isLoading={query.isLoading}
        error={error}
        filtered={Object.keys(params.filters).length > 0}
        busy={busy}
        serverPaging={{ page, total, onPageChange: list.setPage }}
        sort={sortable ? params.sort : undefined}
        onSortChange={sortable ? list.setSort : undefined}
        {...table}
      />
    </>
  );
}

export interface ServerListScreenProps<Row extends object, K extends string> extends ServerListProps<Row, K> {
  /** Breadcrumbs above the title (default: the title alone). */
  breadcrumbs?: ReactNode;
  /** Page-level buttons opposite the title. */
  actions?: ReactNode;
  /** Above the list: the notice an action left, a refusal of a row action. */
  notice?: ReactNode;
  /** The server's message after a failed action on the list, shown above it. */
  actionError?: string | null;
  children?: ReactNode;
}

/** A server-paged list as a whole screen: the page's title and breadcrumbs around `ServerList`. */
export function ServerListScreen<Row extends object, K extends string>({
  breadcrumbs,
  actions,
  notice,
  actionError,
  children,
  ...list
}: ServerListScreenProps<Row, K>) {
  return (
    <Page title={list.title} breadcrumbs={breadcrumbs ?? <Breadcrumbs items={[{ label: list.title }]} />} toolbar={actions}>
      {notice}
      {actionError && <Alert>{actionError}</Alert>}
      <ServerList {...list} />
      {children}
    </Page>
  );
}

/** Reads an answer of the older API (rows under its own name) as a page. */
export function serverPage<Answer extends { total: number }, Row>(data: Answer | undefined, rowsOf: (answer: Answer) => readonly Row[]): ServerPage<Row> | undefined {
  return data === undefined ? undefined : { rows: rowsOf(data), total: data.total };
}
