// The zod-free entry: the first screen's lists load no schema.
import { isListFilterAccepted } from '@kyubos/contracts/constants';

/** The order a server sorts a list by. */
export type SortDirection = 'asc' | 'desc';

/** What a server-paged list asks for: one page, its size, the order and the header filters, by column key. */
export interface ServerListParams<K extends string> {
  page: number;
  pageSize: number;
  sort: { key: K; direction: SortDirection } | null;
  filters: Partial<Record<K, string>>;
}

/** What a list is without anything in its query string: its first page, its size and its first order. */
export interface ServerListDefaults<K extends string> {
  keys: readonly K[];
  pageSize: number;
  sort: { key: K; direction: SortDirection } | null;
}

/** The list calls refuse a bigger page (their contracts' `pageSize` maximum). */
const MAX_PAGE_SIZE = 200;

/** The query-string names a list's state is kept under; a header filter is `filter.<column key>`. */
const NAMES = { page: 'page', pageSize: 'pageSize', sort: 'sort', direction: 'direction' } as const;
const FILTER_PREFIX = 'filter.';

const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;

function wholeNumber(text: string | null, max: number): number | undefined {
  if (text === null || !WHOLE_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

const knownKey = <K extends string>(keys: readonly K[], text: string | null): K | undefined => keys.find((key) => key === text);

/**
 * Reads a list's page, size, order and filters from a query string (a link, Back or a reload).
 * What it does not know is left out rather than refused: a column the server does not sort or
 * filter by, a page that is not a whole number, a size or a filter text the list calls would refuse.
 */
export function readListQuery<K extends string>(query: URLSearchParams, { keys, pageSize, sort }: ServerListDefaults<K>): ServerListParams<K> {
  const sortKey = knownKey(keys, query.get(NAMES.sort));
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const text = query.get(FILTER_PREFIX + key);
    if (text !== null && text.trim() !== '' && isListFilterAccepted(text)) filters[key] = text;
  }
  return {
    page: wholeNumber(query.get(NAMES.page), Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: wholeNumber(query.get(NAMES.pageSize), MAX_PAGE_SIZE) ?? pageSize,
    sort: sortKey === undefined ? sort : { key: sortKey, direction: query.get(NAMES.direction) === 'desc' ? 'desc' : 'asc' },
    filters,
  };
}

const isListName = (name: string) => Object.values<string>(NAMES).includes(name) || name.startsWith(FILTER_PREFIX);

/**
 * The query string with a list's state written in, keeping the names that are not the list's
 * (another screen's `?from=`): what equals the list's defaults is left out, so an untouched
 * list keeps a bare URL.
 */
export function writeListQuery<K extends string>(query: URLSearchParams, params: ServerListParams<K>, defaults: ServerListDefaults<K>): URLSearchParams {
  const next = new URLSearchParams([...query].filter(([name]) => !isListName(name)));
  const { sort } = params;
  if (sort && (sort.key !== defaults.sort?.key || sort.direction !== defaults.sort.direction)) {
    next.set(NAMES.sort, sort.key);
    next.set(NAMES.direction, sort.direction);
  }
  for (const key of defaults.keys) {
    const text = params.filters[key];
    if (text !== undefined && text.trim() !== '') next.set(FILTER_PREFIX + key, text);
  }
  if (params.page !== 1) next.set(NAMES.page, String(params.page));
  if (params.pageSize !== defaults.pageSize) next.set(NAMES.pageSize, String(params.pageSize));
  return next;
}
