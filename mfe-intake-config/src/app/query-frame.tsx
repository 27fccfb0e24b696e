import type { ReactNode } from 'react';
import { errorMessage, errorStatus } from '@kyubos/api';
import { ErrorPanel, LoadingState, NotFoundPage } from '@kyubos/ui';

interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A screen that needs a record first: loading, not found (404), a retryable error, or
 * `children(data)` once it is there.
 */
export function QueryFrame<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError && errorStatus(query.error) === 404) return <NotFoundPage />;
  if (query.isError || query.data === undefined) {
    return <ErrorPanel title={`The ${what} could not be loaded`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
