import { z } from 'zod';
import type { ClientType } from './client';

import type { LoginType } from './constants';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE, PASSWORD_SPACES_MESSAGE } from './constants';
export { LOGIN_TYPE, type LoginType } from './constants';

/** Token audiences: an admin token never opens a carrier call and the other way round. */
export const AUDIENCE = { admin: 'kyubos-admin', carrier: 'kyubos-bdx-portal' } as const;
/** Issuer of every token the API signs. */
export const TOKEN_ISSUER = 'kyubos';

/**
 * A login id as typed anywhere one is created or looked up: NFKC-normalised, then printable
 * ASCII only, so the database's lower() and every limit see one spelling per account
 * ('summİt_admin' with U+0130 is refused, not folded into 'summit_admin').
 */
export const loginIdSchema = (requiredMessage = 'is required') =>
  z
    .string()
    .transform((value) => value.normalize('NFKC').trim())
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(100, 'must be at most 100 characters')
        .regex(/^[\x21-\x7E]*$/, 'must use only ASCII letters, digits and symbols, without spaces'),
    );

export { PASSWORD_MIN_LENGTH, PASSWORD_RULE, passwordHint } from './constants';

/**
 * A new password: long enough (NIST SP 800-63B: length, no composition rules), with no space at
 * either end (an all-space one looks blank). The server also refuses commonly used passwords,
 * with the same rule in its message.
 */
export const newPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters')
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, { message: `must be ${PASSWORD_RULE}` })
  .refine((value) => value.trim() === value, { message: PASSWORD_SPACES_MESSAGE });

/** A password a form may leave blank to keep the stored one: '' or null is none (null), anything else a new password. */
export const optionalNewPassword = z
  .preprocess((value) => (value === '' ? null : value), newPasswordSchema.nullish())
  .transform((value) => value ?? null);

export const loginRequest = z.object({
  username: loginIdSchema('Username is required'),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  message: z.string(),
  token: z.string(),
  user_id: z.number(),
  client_id: z.number(),
  login_type: z.number(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Claims carried by an admin token (`sub` is the user id; times in seconds). */
export interface AdminClaims {
  sub: string;
  client_id: number;
  login_type: LoginType;
  client_type: ClientType;
  aud: typeof AUDIENCE.admin;
  iss: typeof TOKEN_ISSUER;
  iat: number;
  exp: number;
}

export const usernameCheckRequest = z.object({
  username: loginIdSchema('Username is required'),
});
/** `user` is present only when the name is free. */
export const usernameCheckResponse = z.object({
  user: z.object({ username: z.string() }).nullable(),
  message: z.string(),
});
export type UsernameCheckResponse = z.infer<typeof usernameCheckResponse>;
