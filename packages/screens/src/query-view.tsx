import type { ReactNode } from 'react';
import { LoadingState, NotFoundPage } from '@kyubos/ui';
import { QueryError } from './query-error';

/** What an RTK Query hook gives a screen that needs data first. */
export interface ScreenQuery<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  /** Null when the link's id is malformed: the record cannot exist, so nothing is asked. */
  query: ScreenQuery<T> | null;
  area: string;
  what?: string;
  children: (data: T) => ReactNode;
}

/** Loading, not found, refused or failed, or `children(data)` once the data is there. */
export function QueryView<T>({ query, area, what, children }: QueryViewProps<T>) {
  if (query === null) return <NotFoundPage />;
  if (query.error) return <QueryError error={query.error} area={area} what={what} retry={query.refetch} />;
  if (query.isLoading || query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}

/** The queries a screen needs all of, by name; null for one whose id is malformed. */
export type ScreenQueries<T extends Record<string, unknown>> = { [K in keyof T]: ScreenQuery<T[K]> | null };

export interface QueriesViewProps<T extends Record<string, unknown>> {
  queries: ScreenQueries<T>;
  area: string;
  /** What each query loads, for its failure: 'The quotation could not be loaded'. */
  what?: NoInfer<Partial<Record<keyof T, string>>>;
  children: (data: NoInfer<T>) => ReactNode;
}

/**
 * Several queries as one: not found when any id is malformed, the first refusal or failure
 * (naming what failed, Retry asking that query again), loading until every answer is there,
 * then `children` with every answer by name.
 */
export function QueriesView<T extends Record<string, unknown>>({ queries, area, what, children }: QueriesViewProps<T>) {
  const entries = Object.entries(queries) as [keyof T & string, ScreenQuery<unknown> | null][];
  if (entries.some(([, query]) => query === null)) return <NotFoundPage />;
  const failed = entries.find(([, query]) => query?.error);
  if (failed) {
    const [key, query] = failed;
    return <QueryError error={query!.error} area={area} what={what?.[key]} retry={query!.refetch} />;
  }
  if (entries.some(([, query]) => query!.isLoading || query!.data === undefined)) return <LoadingState />;
  return <>{children(Object.fromEntries(entries.map(([key, query]) => [key, query!.data])) as T)}</>;
}
