import type { z } from 'zod';
import { AppError, type FieldError } from '../app-error';

/** Per-parse message for a missing field, used where a schema does not say it itself. */
const missingFieldMessage = (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined;

/** The path of the first text in `value` that holds a NUL character, which PostgreSQL cannot store. */
function nulPath(value: unknown, at: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...at, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Parses a request body (a missing body counts as `{}`) and returns the parsed value,
 * or throws a 400 naming the first field at fault: 'Invalid username: is required'. `more`:
 * field errors only stored data can tell (a key required while none is stored), named in the
 * same answer as the body's own, so a form learns every field at fault at once.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown, more: readonly FieldError[] = []): z.output<S> {
  const nul = nulPath(body);
  if (nul) {
    const field = nul.length > 0 ? nul.join('.') : 'body';
    const message = 'must not contain NUL characters';
    throw new AppError('ValidationError', `Invalid ${field}: ${message}`, 400, [{ path: field, message }]);
  }
  const result = schema.safeParse(body ?? {}, { error: missingFieldMessage });
  if (result.success && more.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const fieldErrors: FieldError[] = [
    ...issues.map((issue) => ({ path: issue.path.length > 0 ? issue.path.join('.') : 'body', message: issue.message })),
    ...more.filter((extra) => !issues.some((issue) => issue.path.join('.') === extra.path)),
  ];
  const first = fieldErrors[0]!;
  throw new AppError('ValidationError', `Invalid ${first.path}: ${first.message}`, 400, fieldErrors);
}
