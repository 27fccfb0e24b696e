import type { z } from 'zod';
import { AppError, type FieldError } from '../app-error';

/** Per-parse message for a missing field, used where a schema does not say it itself. */
const missingFieldMessage = (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined;

/**
 * Parses a request body (a missing body counts as `{}`) and returns the parsed value,
 * or throws a 400 naming the first field at fault: 'Invalid username: is required'.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {}, { error: missingFieldMessage });
  if (result.success) return result.data;
  const fieldErrors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
  const first = fieldErrors[0]!;
  throw new AppError('ValidationError', `Invalid ${first.path}: ${first.message}`, 400, fieldErrors);
}
