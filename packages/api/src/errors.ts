import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The message to show a person for a failed call: the server's own words when it sent some. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isFetchBaseQueryError(error)) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if (error.status === 'FETCH_ERROR') return 'The server could not be reached. Check your connection and try again.';
    if (error.status === 'TIMEOUT_ERROR') return 'The server took too long to answer. Please try again.';
    return fallback;
  }
  const serialized = error as SerializedError | undefined;
  return serialized?.message ?? fallback;
}

/** HTTP status of a failed call, when there was one. */
export function errorStatus(error: unknown): number | null {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : null;
}

/**
 * Whether trying the same call again can succeed: the network, a timeout, the server's own
 * failure or a busy server. A refusal (403), a missing record (404) or bad input (400) would
 * only be answered the same way again.
 */
export function isRetryable(error: unknown): boolean {
  if (!isFetchBaseQueryError(error)) return true;
  if (typeof error.status !== 'number') return error.status !== 'PARSING_ERROR';
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The server's field errors of a refused body (400): `countryData.country_code` -> message. */
export function fieldErrors(error: unknown): { path: string; message: string }[] {
  if (!isFetchBaseQueryError(error)) return [];
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is { path: string; message: string } =>
      typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/**
 * A save refused because the record was saved since the form read it (409 named on `updatedAt`,
 * the version the form sent): the form keeps what was typed and shows the message.
 */
export const savedMeanwhile = (error: unknown): boolean => errorStatus(error) === 409 && fieldErrors(error).some((problem) => problem.path === 'updatedAt');

/**
 * A refused form's message as its user reads it: each of the server's field errors under the
 * field's label ('Coverage Limit must be a number; Premium must be 0 or more'), the path's last
 * part looked up in `labels`; any other failure as errorMessage says it.
 */
export function formErrorMessage(error: unknown, labels: Readonly<Record<string, string>>, fallback?: string): string {
  const fields = fieldErrors(error);
  if (fields.length === 0) return errorMessage(error, fallback);
  return fields.map(({ path, message }) => `${labels[path.split('.').at(-1) ?? path] ?? path} ${message}`).join('; ');
}
