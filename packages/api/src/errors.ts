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
