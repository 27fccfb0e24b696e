import { z } from 'zod';
import { textTypeError } from './common';
import { moneyInput } from './money';
import { isBlankPhone, normalisedPhone, phoneProblem } from './phone';

/**
 * Optional text inputs of the older forms: blank, null or missing all mean "no value" (null),
 * anything else is trimmed and bounded.
 */
export const optionalText = (max: number) =>
  z
    .string({ error: textTypeError })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required text input: trimmed, not blank, bounded. */
export const requiredText = (max: number) =>
  z.string({ error: textTypeError }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** An optional e-mail address: blank or null means none; a number, true, [] or {} 'must be text'. */
export const optionalEmail = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .email({ error: (issue) => (issue.code === 'invalid_type' ? 'must be text' : 'must be an email address') })
      .max(200, 'must be at most 200 characters')
      .nullish(),
  )
  .transform((value) => value ?? null);

/**
 * An optional phone number, as digits with the country code first; spaces, brackets, dots,
 * dashes and a leading + are dropped. At most 15 digits, valid for that country, and stored as
 * the E.164 digits it was validated as (a country code typed twice, '113035550177', is stored
 * '13035550177'). Blank or a calling code alone (the untouched phone field) means none.
 */
export const optionalPhone = z
  .string()
  .transform((value) => value.replace(/[\s().+-]/g, ''))
  .transform((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    if (isBlankPhone(value)) return null;
    const normalised = normalisedPhone(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: 'is not a valid phone number for its country' });
      return z.NEVER;
    }
    return normalised;
  })
  .nullish()
  .transform((value) => value ?? null);

/** An optional number such as a percentage: a number or numeric string (read as money is, moneyInput), not negative (blank means none). */
export const optionalAmount = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : moneyInput(value)),
    z
      .number({ error: 'must be a number' })
      .finite('must be a number')
      .min(0, 'must not be negative')
      .max(max, `must be at most ${max}`)
      .nullable(),
  );
