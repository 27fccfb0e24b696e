import { errorMessage, errorStatus, isRetryable } from '@kyubos/api';
import { ErrorPanel, NotFoundPage, PermissionPanel } from '@kyubos/ui';

export interface QueryErrorProps {
  error: unknown;
  /** The screen's name, for the refusal: 'You do not have access to Carriers'. */
  area: string;
  /** What failed to load, for the error's title: 'The carrier could not be loaded'. */
  what?: string;
  retry: () => unknown;
}

/**
 * Why a screen's data is not there, the same way on every screen: a refusal (403) names the
 * area and the server's reason; a missing record (404) is the not-found page; any other
 * failure gives the server's message, with Retry only when asking again can succeed.
 */
export function QueryError({ error, area, what, retry }: QueryErrorProps) {
  const status = errorStatus(error);
  if (status === 403) return <PermissionPanel area={area} message={errorMessage(error, '')} />;
  if (status === 404) return <NotFoundPage />;
  return (
    <ErrorPanel
      title={what ? `The ${what} could not be loaded` : undefined}
      message={errorMessage(error, 'The information could not be loaded.')}
      onRetry={isRetryable(error) ? () => void retry() : undefined}
    />
  );
}
