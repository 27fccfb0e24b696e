import type { Db } from '../db/db';

/** Whose password is reset: admin/staff users or carrier portal users. */
export type ResetAudience = 'admin' | 'carrier';

const ACCOUNT_TABLE: Record<ResetAudience, string> = { admin: 'users', carrier: 'carrier_users' };

export interface ResetAccount {
  id: number;
  username: string;
  email: string | null;
  phonenumber: string | null;
}

export interface ResetRequest {
  id: number;
  userId: number;
  otpHash: string;
  attempts: number;
  expired: boolean;
  verified: boolean;
  /** Verified within the time allowed to choose the new password. */
  changeAllowed: boolean;
  used: boolean;
}

export function createPasswordResetRepository(db: Db, audience: ResetAudience) {
  const table = ACCOUNT_TABLE[audience];
  return {
    findAccount: (username: string) =>
      db.one<ResetAccount>(
        `SELECT id, username, email, phonenumber FROM ${table} WHERE lower(username) = lower($1)`,
        [username],
      ),
    /** The emails of the accounts a real mask is answered for (those with an email and a phone). */
    maskedEmails: async () =>
      (
        await db.query<{ email: string }>(
          `SELECT email FROM ${table} WHERE coalesce(email, '') <> '' AND coalesce(phonenumber, '') <> ''`,
        )
      ).map((row) => row.email),
    findAccountById: (id: number) =>
      db.one<ResetAccount>(`SELECT id, username, email, phonenumber FROM ${table} WHERE id = $1`, [id]),
    /** Accounts whose phone has these digits (stored numbers may carry separators). */
    findByPhone: (digits: string) =>
      db.query<ResetAccount>(
        `SELECT id, username, email, phonenumber FROM ${table}
          WHERE regexp_replace(coalesce(phonenumber, ''), '[^0-9]', '', 'g') = $1 ORDER BY id`,
        [digits],
      ),
    /** Closes the user's open requests, so only the latest OTP works. */
    closeOpenRequests: (userId: number) =>
      db.query(`UPDATE password_resets SET used_at = now() WHERE audience = $1 AND user_id = $2 AND used_at IS NULL`, [audience, userId]),
    insertRequest: (userId: number, reference: string, channel: 'email' | 'phone', otpHash: string, ttlMinutes: number) =>
      db.query(
        `INSERT INTO password_resets (reference, audience, user_id, channel, otp_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
        [reference, audience, userId, channel, otpHash, ttlMinutes],
      ),
    findRequest: (reference: string, changeWindowMinutes: number) =>
      db.one<ResetRequest>(
        `SELECT id, user_id AS "userId", otp_hash AS "otpHash", attempts,
                expires_at <= now() AS expired, verified_at IS NOT NULL AS verified,
                coalesce(verified_at > now() - make_interval(mins => $3), false) AS "changeAllowed",
                used_at IS NOT NULL AS used
           FROM password_resets WHERE reference = $1 AND audience = $2`,
        [reference, audience, changeWindowMinutes],
      ),
    /** Uses up one try, atomically; false once `max` tries were made. */
    async takeAttempt(id: number, max: number): Promise<boolean> {
      const rows = await db.query('UPDATE password_resets SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id', [id, max]);
      return rows.length === 1;
    },
    /** True only for the first caller: an OTP opens one password change. */
    async markVerified(id: number): Promise<boolean> {
      const rows = await db.query(
        'UPDATE password_resets SET verified_at = now() WHERE id = $1 AND verified_at IS NULL AND used_at IS NULL RETURNING id',
        [id],
      );
      return rows.length === 1;
    },
    /** A new version ends every token issued before the reset. */
    setPassword: (userId: number, passwordHash: string) =>
      db.query(`UPDATE ${table} SET password_hash = $1, token_version = token_version + 1 WHERE id = $2`, [passwordHash, userId]),
    markUsed: (requestId: number) => db.query('UPDATE password_resets SET used_at = now() WHERE id = $1', [requestId]),
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
