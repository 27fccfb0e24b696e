import { z } from 'zod';
import { ID_MAX, LIST_FILTER_MAX_LENGTH } from './constants';

export { ID_MAX } from './constants';

/** Whether 'YYYY-MM-DD' names a day of the calendar ('2026-02-30' does not). */
const isRealDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** A calendar day as 'YYYY-MM-DD': '13/45/2026' is 'must be a date (YYYY-MM-DD)', '2026-02-30' and '2026-13-45' 'must be a real date'. */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date (YYYY-MM-DD)') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(isRealDate, { message: 'must be a real date', when: ({ issues }) => issues.length === 0 });

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
