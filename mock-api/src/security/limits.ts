import type { Limit } from './rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the API in one place (the README's "Security" section states them).
 * Accounts are counted by their id, so no spelling of a login id gets a fresh quota; login ids
 * that match no account are counted by name, so they answer exactly like real ones.
 */
export const LIMITS = {
  /** Failed sign-ins per account; a successful sign-in forgives them. */
  signInPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins per client address, whatever the account. */
  signInPerAddress: { max: 50, windowSeconds: 15 * MINUTE },
  /** Each kind of forgot request (masked choices, OTP send, login id by SMS) per account, login id or phone. */
  resetRequestsPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
  /** Forgot requests of every kind per client address. */
  resetRequestsPerAddress: { max: 50, windowSeconds: HOUR },
  /** OTP tries per account across all its requests: past this the account's reset pauses and its email is told. */
  otpTriesPerAccountPerHour: { max: 10, windowSeconds: HOUR },
  /** OTP tries per account per day: bounds the chance of guessing (see OTP_GUESS_BOUND). */
  otpTriesPerAccountPerDay: { max: 30, windowSeconds: DAY },
  /** OTP tries per client address, whatever the account. */
  otpTriesPerAddress: { max: 50, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export type Limits = Record<keyof typeof LIMITS, Limit>;
