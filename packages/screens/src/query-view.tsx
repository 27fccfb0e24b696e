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
