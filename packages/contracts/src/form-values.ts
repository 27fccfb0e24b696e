import { z } from 'zod';

/**
 * Optional text inputs of the older forms: blank, null or missing all mean "no value" (null),
 * anything else is trimmed and bounded.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required text input: trimmed, not blank, bounded. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** An optional e-mail address (blank means none). */
export const optionalEmail = z
  .union([z.literal(''), z.email('must be an email address').max(200)])
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional phone number: digits only, at most 15 (the phone field's limit). */
export const optionalPhone = z
  .string()
  .trim()
  .regex(/^\d{0,15}$/, 'must be at most 15 digits')
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional amount: a number or numeric string, not negative (blank means none). */
export const optionalAmount = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'must be a number' })
      .finite('must be a number')
      .min(0, 'must not be negative')
      .max(max, `must be at most ${max}`)
      .nullable(),
  );
