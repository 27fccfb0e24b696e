import type { RequestHandler } from 'express';
import { plainIssueMessage } from '@kyubos/contracts';
import type { z } from 'zod';
import { AppError, type FieldError } from '../app-error';

/**
 * The deepest nesting of objects and arrays a body may have, the body itself being level 1.
 * The deepest call takes 4 (a quotation's coverages); JSON nested thousands of levels deep would
 * otherwise reach every step that walks a value (this check, zod, JSON.stringify) at that depth.
 */
export const MAX_BODY_DEPTH = 32;
const TOO_DEEP: FieldError = { path: 'body', message: `must not be nested more than ${MAX_BODY_DEPTH} levels deep` };
const HOLDS_NUL = 'must not contain NUL characters';

/**
 * The first thing in a body no call takes: nesting deeper than MAX_BODY_DEPTH, or (with `texts`)
 * a text holding a NUL character, which PostgreSQL cannot store. Walks in document order with a
 * stack of its own that never grows past the limit, so no body can exhaust the call stack, and
 * a body thousands of levels deep is refused as soon as the walk reaches level 33.
 */
export function bodyProblem(body: unknown, { texts }: { texts: boolean }): FieldError | null {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (texts && value.includes('\u0000')) return { path: path.length > 0 ? path.join('.') : 'body', message: HOLDS_NUL };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return TOO_DEEP;
    // Pushed last to first, so the first field is looked at first.
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (item !== null && (typeof item === 'object' || (texts && typeof item === 'string'))) pending.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

const refusal = ({ path, message }: FieldError) => new AppError('ValidationError', `Invalid ${path}: ${message}`, 400, [{ path, message }]);

/**
 * The step after the JSON body reader: a body nested deeper than MAX_BODY_DEPTH is refused with
 * 400 before any route, sign-in and the signed-out calls included, reads it.
 */
export const refuseDeepBodies: RequestHandler = (req, _res, next) => {
  const problem = typeof req.body === 'object' && req.body !== null ? bodyProblem(req.body, { texts: false }) : null;
  next(problem ? refusal(problem) : undefined);
};

/**
 * Parses a request body (a missing body counts as `{}`) and returns the parsed value,
 * or throws a 400 naming the first field at fault: 'Invalid username: is required'. `more`:
 * field errors only stored data can tell (a key required while none is stored), named in the
 * same answer as the body's own, so a form learns every field at fault at once.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown, more: readonly FieldError[] = []): z.output<S> {
  const problem = bodyProblem(body, { texts: true });
  if (problem) throw refusal(problem);
  // A field whose schema names no reason of its own gets a plain one ('must be text'), not zod's.
  const result = schema.safeParse(body ?? {}, { error: plainIssueMessage });
  if (result.success && more.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const fieldErrors: FieldError[] = [
    ...issues.map((issue) => ({ path: issue.path.length > 0 ? issue.path.join('.') : 'body', message: issue.message })),
    ...more.filter((extra) => !issues.some((issue) => issue.path.join('.') === extra.path)),
  ];
  const first = fieldErrors[0]!;
  throw new AppError('ValidationError', `Invalid ${first.path}: ${first.message}`, 400, fieldErrors);
}
