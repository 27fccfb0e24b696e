import { isValidElement, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden, focusRing } from '../a11y';
import { IconButton } from '../button';
import { ErrorPanel, LoadingState } from '../feedback';
import { EllipsisIcon, PlusIcon, SortAscendingIcon, SortDescendingIcon, SortIcon } from '../icons';
import { cellContent, filterRows, type ColumnFilters, type DataTableColumn } from './columns';
import { FilterHeader } from './filter-header';
import { ListFooter } from './list-footer';
import { SideScroll } from '../side-scroll';

type RowId = string | number;

/** The column a server-sorted list is ordered by. */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** Paging done by the server: `rows` holds the current page only. */
export interface ServerPaging {
  page: number;
  /** Every row of the (filtered) list, for the footer's 'Showing rows A to B of N' and pager. */
  total: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row extends object> {
  /** Keep the array stable (module scope or useMemo) so filtering stays memoized. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  /** Names the table for screen readers (not shown). */
  caption: string;
  pageSize?: number;
  /** False hides the pager: only the first `pageSize` rows are shown (filters still search every row). */
  paginate?: boolean;
  /** A leading '#' column with the row's number across pages. */
  numbered?: boolean;

  /**
   * Double-click anywhere on a row (its data or its action cell, spec 2 §2, spec 3 §2.1; not on an
   * input, link or button in it), Enter on a focused row, or activation of the row's open button
   * (a click, a tap, a voice command, Enter or Space on it).
   */
  onOpen?: (row: Row) => void;
  /** The rows `onOpen` acts on (default all): another row shows no action button, and double-click and Enter leave it be. */
  canOpen?: (row: Row) => boolean;
  /** Accessible name of the action button. */
  actionLabel?: string | ((row: Row) => string);
  actionIcon?: ReactNode;
  /** Extra content of the action cell, e.g. edit and delete icon buttons. */
  rowActions?: (row: Row) => ReactNode;

  /**
   * Adds a blank last row; double-click, Enter or Space on it calls this. In a selectable list
   * (`onRowClick`) the blank row is chosen as a row is, with a single click (record lists: it
   * clears the selection).
   */
  onAdd?: () => void;
  addLabel?: string;

  /** Clicking a column header turns it into a filter box. */
  filterable?: boolean;
  /** Server-side filtering: the table shows these values and does not filter `rows` itself. */
  controlledFilters?: ColumnFilters;
  /** Called on every filter edit (in both modes). */
  onFiltersChange?: (filters: ColumnFilters) => void;
  /** Enter in a header filter box (lists whose filters wait for a Filter button: the same action). */
  onFiltersSubmit?: () => void;

  /** Selectable lists: a click (or Space) on a row selects it. */
  onRowClick?: (row: Row) => void;
  selectedRowId?: RowId | null;

  /** Server-side paging: the table shows `rows` as the page `serverPaging.page` of `serverPaging.total` rows. */
  serverPaging?: ServerPaging;
  /** Server-side sorting: each column header gets a sort button; `rows` come already sorted. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;

  isLoading?: boolean;
  /**
   * Another page, order or filter is being fetched: the rows shown stay, with their own numbers
   * and footer, dimmed and marked busy until the answer replaces them.
   */
  busy?: boolean;
  /** Any truthy value shows the error panel; a string is used as its message, an element is shown as it is. */
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says when no filter narrows it (e.g. 'No files yet.'). */
  emptyText?: string;
  /** What an empty list says when filters keep none of its rows. */
  filteredEmptyText?: string;
  /**
   * Filters narrow the rows: an empty list then says `filteredEmptyText`. Default: a header
   * filter box holds text (a server list passes the filters it asked with).
   */
  filtered?: boolean;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

/*
 * A table wider than its place scrolls sideways here (a named region in the Tab order while it
 * does: SideScroll, named after its caption as the coverage table is), with its first column kept
 * in view, and its actions column too (ActionTh, ActionTd). A pinned cell takes its row's
 * background (plain, hovered, selected), so the columns scrolling under it do not show through.
 */
const Scroller = styled(SideScroll)`
  & th:first-child,
  & td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  & td:first-child {
    background: inherit;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.base};
  & tbody {
    opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
    transition: opacity 120ms ease-in;
  }
`;

const alignment = css<{ $align?: DataTableColumn<object>['align'] }>`
  text-align: ${({ $align = 'start' }) => $align};
`;

const Th = styled.th<{ $align?: DataTableColumn<object>['align'] }>`
  ${alignment}
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const HeaderCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/* An unsorted column's button is quiet (not faded: it stays a visible control, 3:1). */
const SortButton = styled(IconButton)<{ $active: boolean }>`
  color: ${({ $active, theme }) => ($active ? theme.colors.mutedText : theme.colors.quietIcon)};
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const Td = styled.td<{ $align?: DataTableColumn<object>['align'] }>`
  ${alignment}
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
`;

const NumberTd = styled(Td)`
  width: 56px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-variant-numeric: tabular-nums;
`;

/*
 * The actions column stays at the right edge of a table wider than its box (a list at 1280 px),
 * so a row's open button is always in sight; a shadow shows the columns scrolling under it.
 */
const pinnedRight = css`
  position: sticky;
  right: 0;
  z-index: 1;
  /* A row's menu opened from the cell shows over the rows after it, which are pinned at the same level. */
  &:focus-within {
    z-index: 3;
  }
  [data-overflows] & {
    box-shadow: -6px 0 6px -4px rgba(16, 24, 40, 0.18);
  }
`;

const ActionTh = styled(Th)`
  ${pinnedRight}
`;

const ActionTd = styled(Td)`
  ${pinnedRight}
  width: 1%;
  white-space: nowrap;
  text-align: end;
  cursor: pointer;
  background: inherit;
`;

const ActionGroup = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * The open button is the "hover icon": quiet until the row is hovered or focused, yet always a
 * visible control (3:1 on every row background), as it is the one sign of how to open a row.
 */
const OpenButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.quietIcon};
`;

const Tr = styled.tr<{ $interactive: boolean; $selected: boolean }>`
  background: ${({ $selected, theme }) => ($selected ? theme.colors.accentSoft : theme.colors.surface)};
  box-shadow: ${({ $selected, theme }) => ($selected ? `inset 3px 0 0 ${theme.colors.accent}` : 'none')};
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'default')};

  &:hover {
    background: ${({ $selected, theme }) => ($selected ? theme.colors.accentSoft : theme.colors.surfaceAlt)};
  }
  &:hover ${OpenButton}:not(:hover), &:focus-within ${OpenButton}:not(:hover) {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const AddTr = styled.tr`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.accent};

  td {
    height: 38px;
    border-bottom: 0;
  }
  /* Blank until hovered or focused, then a hint of what it does. */
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    opacity: 0;
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:hover span,
  &:focus-visible span {
    opacity: 1;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const MessageTd = styled.td`
  padding: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function isActivationKey(event: KeyboardEvent, keys: readonly string[]): boolean {
  // Keys pressed inside the row (a button, a link) belong to that control, not the row.
  return event.target === event.currentTarget && keys.includes(event.key);
}

/** The controls a cell may hold (a rank input, a status box, a link): a double click on one is that control's, not the row's. */
const CELL_CONTROLS = 'input, select, textarea, button, a[href], label, [contenteditable="true"]';

function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  return event.target instanceof Element && event.target.closest(CELL_CONTROLS) !== null;
}

/** The focusable row each key moves to from a focused row: the next, the previous, the page's first or last. */
const ROW_MOVES: Record<string, (rows: HTMLTableRowElement[], at: number) => HTMLTableRowElement | undefined> = {
  ArrowDown: (rows, at) => rows[at + 1],
  ArrowUp: (rows, at) => rows[at - 1],
  Home: (rows) => rows[0],
  End: (rows) => rows.at(-1),
};

/** Arrow keys, Home and End on a focused row move the focus among the page's rows (the blank row to add among them). */
function moveRowFocus(event: KeyboardEvent<HTMLTableRowElement>): boolean {
  const move = ROW_MOVES[event.key];
  if (!move || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const row = event.currentTarget;
  const rows = Array.from(row.parentElement?.children ?? []).filter((element): element is HTMLTableRowElement => element instanceof HTMLTableRowElement && element.tabIndex >= 0);
  const target = move(rows, rows.indexOf(row));
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/**
 * The list table of every area: numbered rows, a pager, double-click to open, a blank row to add
 * and optional header filters. Only the current page's rows are rendered.
 */
export function DataTable<Row extends object>({
  columns,
  rows,
  getRowId,
  caption,
  pageSize = 10,
  paginate = true,
  numbered = true,
  onOpen,
  canOpen,
  actionLabel = 'Open',
  actionIcon = <EllipsisIcon />,
  rowActions,
  onAdd,
  addLabel = 'Add new',
  filterable = false,
  controlledFilters,
  onFiltersChange,
  onFiltersSubmit,
  onRowClick,
  selectedRowId,
  serverPaging,
  sort,
  onSortChange,
  isLoading = false,
  busy = false,
  error,
  onRetry,
  emptyText = 'No records',
  filteredEmptyText = 'No records match the filters.',
  filtered,
}: DataTableProps<Row>) {
  const [requestedPage, setRequestedPage] = useState(1);
  const [localFilters, setLocalFilters] = useState<ColumnFilters>({});
  const serverFiltered = controlledFilters !== undefined;
  const filters = controlledFilters ?? localFilters;

  const visibleRows = useMemo(
    () => (serverFiltered ? rows : filterRows(rows, columns, filters)),
    [serverFiltered, rows, columns, filters],
  );

  const total = serverPaging ? serverPaging.total : visibleRows.length;
  const pageCount = paginate ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  // Clamped rather than reset, so a shrinking list (a delete on the last page) keeps a valid page.
  const page = Math.min(serverPaging ? serverPaging.page : requestedPage, pageCount);
  const firstIndex = (page - 1) * pageSize;
  const pageRows = serverPaging ? visibleRows.slice(0, pageSize) : visibleRows.slice(firstIndex, firstIndex + pageSize);
  const changePage = serverPaging ? serverPaging.onPageChange : setRequestedPage;

  const hasActionCell = Boolean(onOpen || rowActions);
  const columnCount = columns.length + (numbered ? 1 : 0) + (hasActionCell ? 1 : 0);
  const rowsInteractive = Boolean(onOpen || onRowClick);
  const showBody = !error && !isLoading;
  const narrowed = filtered ?? Object.values(filters).some((text) => text.trim() !== '');

  function changeFilter(key: string, value: string) {
    const next = { ...filters, [key]: value };
    if (!serverFiltered) setLocalFilters(next);
    onFiltersChange?.(next);
    setRequestedPage(1);
  }

  function handleRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row) {
    if (moveRowFocus(event)) return;
    if (isActivationKey(event, ['Enter'])) {
      event.preventDefault();
      if (onOpen) {
        if (!canOpen || canOpen(row)) onOpen(row);
      } else onRowClick?.(row);
    } else if (onRowClick && isActivationKey(event, [' '])) {
      event.preventDefault();
      onRowClick(row);
    }
  }

  function messageRow(content: ReactNode) {
    return (
      <tr>
        <MessageTd colSpan={columnCount}>{content}</MessageTd>
      </tr>
    );
  }

  return (
    <Wrapper>
      <Scroller label={`${caption} table`}>
        <Table aria-busy={busy || undefined} $busy={busy}>
          <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          <thead>
            <tr>
              {numbered && <Th scope="col">#</Th>}
              {columns.map((column) => {
                const searchable = column.searchable !== false;
                const label = filterable && searchable ? (
                  <FilterHeader
                    header={column.header}
                    value={filters[column.key] ?? ''}
                    onChange={(value) => changeFilter(column.key, value)}
                    onSubmit={onFiltersSubmit}
                  />
                ) : (
                  column.header
                );
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <Th
                    key={column.key}
                    scope="col"
                    $align={column.align}
                    style={column.width ? { width: column.width } : undefined}
                    // Named by its column alone ('Last Name'), as a screen reader reads it before each cell:
                    // not by the filter and sort buttons inside it; aria-sort tells the order.
                    aria-label={(filterable || onSortChange) && searchable ? column.header : undefined}
                    aria-sort={onSortChange && direction ? ARIA_SORT[direction] : undefined}
                  >
                    {onSortChange && searchable ? (
                      <HeaderCell>
                        {label}
                        <SortButton
                          label={direction === 'asc' ? `Sort by ${column.header}, descending` : `Sort by ${column.header}`}
                          icon={direction === 'asc' ? <SortAscendingIcon size={12} /> : direction === 'desc' ? <SortDescendingIcon size={12} /> : <SortIcon size={12} />}
                          $active={direction !== undefined}
                          onClick={() => onSortChange({ key: column.key, direction: direction === 'asc' ? 'desc' : 'asc' })}
                        />
                      </HeaderCell>
                    ) : (
                      label
                    )}
                  </Th>
                );
              })}
              {hasActionCell && (
                <ActionTh scope="col" $align="end">
                  Actions
                </ActionTh>
              )}
            </tr>
          </thead>
          <tbody>
            {error ? messageRow(isValidElement(error) ? error : <ErrorPanel message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />) : null}
            {!error && isLoading ? messageRow(<LoadingState />) : null}
            {showBody && total === 0 ? messageRow(busy ? <LoadingState /> : narrowed ? filteredEmptyText : emptyText) : null}
            {showBody &&
              pageRows.map((row, index) => {
                const id = getRowId(row);
                const selected = selectedRowId !== undefined && selectedRowId !== null && id === selectedRowId;
                const openLabel = typeof actionLabel === 'function' ? actionLabel(row) : actionLabel;
                const open = onOpen && (!canOpen || canOpen(row)) ? onOpen : undefined;
                return (
                  <Tr
                    key={id}
                    tabIndex={rowsInteractive ? 0 : undefined}
                    aria-selected={onRowClick ? selected : undefined}
                    $interactive={rowsInteractive}
                    $selected={selected}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onDoubleClick={open ? (event) => !isFromControl(event) && open(row) : undefined}
                    onKeyDown={rowsInteractive ? (event) => handleRowKeyDown(event, row) : undefined}
                  >
                    {numbered && <NumberTd>{firstIndex + index + 1}</NumberTd>}
                    {columns.map((column) => (
                      <Td key={column.key} $align={column.align}>
                        {cellContent(column, row)}
                      </Td>
                    ))}
                    {hasActionCell && (
                      <ActionTd>
                        <ActionGroup>
                          {rowActions && (
                            // Own buttons (edit, delete) must not also select or open the row.
                            <ActionGroup onClick={(event) => event.stopPropagation()} onDoubleClick={(event) => event.stopPropagation()}>
                              {rowActions(row)}
                            </ActionGroup>
                          )}
                          {open && (
                            <OpenButton
                              label={openLabel}
                              icon={actionIcon}
                              onClick={(event) => {
                                // Keyboards and screen readers click with detail 0, a mouse or a tap with 1; the second
                                // click of a double-click (detail 2) must not open the row again.
                                if (event.detail <= 1) open(row);
                              }}
                              // The first click opened the row: the double-click is not the row's too.
                              onDoubleClick={(event) => event.stopPropagation()}
                            />
                          )}
                        </ActionGroup>
                      </ActionTd>
                    )}
                  </Tr>
                );
              })}
            {showBody && onAdd && (
              <AddTr
                tabIndex={0}
                aria-label={addLabel}
                title={onRowClick ? addLabel : `${addLabel} (double-click)`}
                onClick={onRowClick ? onAdd : undefined}
                onDoubleClick={onRowClick ? undefined : onAdd}
                onKeyDown={(event) => {
                  if (moveRowFocus(event)) return;
                  if (isActivationKey(event, ['Enter', ' '])) {
                    event.preventDefault();
                    onAdd();
                  }
                }}
              >
                <td colSpan={columnCount}>
                  <span>
                    <PlusIcon size={14} />
                    {addLabel}
                  </span>
                </td>
              </AddTr>
            )}
          </tbody>
        </Table>
      </Scroller>
      {showBody && <ListFooter page={page} pageSize={pageSize} total={total} shown={pageRows.length} onPageChange={paginate ? changePage : undefined} loading={busy} />}
    </Wrapper>
  );
}
