/** The order a list is asked in: a column and its direction. */
export interface ListSort<K extends string = string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** One page of a list the server filters, sorts and pages: the header filters by column, the page, its size and the order. */
export interface ListPageArgs<K extends string> {
  filters: Partial<Record<K, string>>;
  page: number;
  pageSize: number;
  sort?: ListSort<K> | null;
}

/** A list's order as the list calls take it, `sort` (the column) and `direction`; nothing for the server's own order. */
export const listSortBody = <K extends string>(sort: ListSort<K> | null | undefined): { sort?: K; direction?: 'asc' | 'desc' } =>
  sort ? { sort: sort.key, direction: sort.direction } : {};

/** The page fields of a list call's body. */
export const listPageBody = <K extends string>({ filters, page, pageSize, sort }: ListPageArgs<K>) => ({ filters, page, pageSize, ...listSortBody(sort) });
