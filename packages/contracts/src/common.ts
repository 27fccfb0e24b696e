import { z } from 'zod';
import { ID_MAX, isoDateProblem, LIST_FILTER_MAX_LENGTH } from './constants';

export { ID_MAX } from './constants';

/** What a required text field that got no text is told: left out or null, 'is required'; anything else (a number, true, [] or {}), 'must be text'. */
export const textTypeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text');

/** Digit strings as the numbers they spell (' 12 ', '-3'); anything else is left as sent, for the schema to refuse. */
const digitsAsNumber = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** A whole number: anything else (1.5, NaN, true, [2], 'abc', {}) is refused with `message`. */
export const wholeNumber = (message = 'must be a whole number') =>
  z.number({ error: (issue) => (issue.input === undefined ? 'is required' : message) }).int(message);
/**
 * `schema` (a wholeNumber with its bounds) also taking digit strings, which the older front ends
 * send for numbers. Only digit strings are converted: z.coerce would read `true` as 1, `[2]` as 2
 * and 'abc' as NaN.
 */
export const digitsOrNumber = <T extends z.ZodType>(schema: T) => z.preprocess(digitsAsNumber, schema);

/** A list call's page (from 1) and rows per page (at most 200). */
export const pageNumber = digitsOrNumber(wholeNumber().min(1, 'must be 1 or more').max(1_000_000, 'is too large'));
export const pageSizeNumber = digitsOrNumber(wholeNumber().min(1, 'must be 1 or more').max(200, 'must be at most 200'));

/**
 * A calendar day as 'YYYY-MM-DD': '13/45/2026' is 'must be a date (YYYY-MM-DD)', '2026-02-30' and
 * '2026-13-45' 'must be a real date', '0027-01-01' 'has the year 0027: type the year in four digits'
 * (isoDateProblem, the rule the screens check typed days by too).
 */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date (YYYY-MM-DD)') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((value) => isoDateProblem(value) === null, {
    error: (issue) => isoDateProblem(String(issue.input)) ?? undefined,
    when: ({ issues }) => issues.length === 0,
  });

/** Nothing chosen: an id left out, null, or a blank string (an empty select). */
const noIdGiven = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * Ids arrive as numbers or numeric strings (the older front ends sent both). Only digit
 * strings are converted, so `true`, `[]` or '' are refused instead of becoming 1 or 0; nothing
 * chosen is 'is required', as for any other required field.
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (noIdGiven(issue.input) ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .positive('must be a positive number')
    .max(ID_MAX, 'is too large'),
);

/** An id a form may send blank: '' and null are no id (a select with nothing chosen, a field the server fills from the token). */
export const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), idSchema.optional());

/**
 * The version of a record as a form read it, its `updatedAt` then, sent back with every save of
 * it. Required: a save over a record saved since answers 409 naming who saved it and writes
 * nothing, so no save silently undoes another user's. `what` and `readCall` say where to read it.
 */
export const readVersionSchema = (what: string, readCall: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is required: read the ${what} (${readCall}) and send its updatedAt` : 'must be text') })
    .max(40, 'is too long')
    .refine((text) => !Number.isNaN(Date.parse(text)), 'must be a date and time');

/** A record as its edit form reads it: with the version (`updatedAt`) its save sends back (readVersionSchema). */
export interface Versioned {
  updatedAt: string;
}

export const idBody = z.object({ id: idSchema });
export type IdBody = z.infer<typeof idBody>;

/** Every error answer of the API: a message for people and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** '0'/'1' flags of the older system are kept as strings in answers. */
export const flagSchema = z.enum(['0', '1']);
export type Flag = z.infer<typeof flagSchema>;

const LIST_FILTER_TOO_LONG = `must be at most ${LIST_FILTER_MAX_LENGTH} characters`;

/** A list call's header filter text (`error`: what a value that is no text is told). */
export const listFilterText = (error?: string) => z.string(error ? { error } : undefined).max(LIST_FILTER_MAX_LENGTH, LIST_FILTER_TOO_LONG);
