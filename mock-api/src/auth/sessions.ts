import type { Db } from '../db/db';
import { unauthorized } from '../app-error';

const TABLE = { admin: 'users', carrier: 'carrier_users' } as const;

/**
 * Whether a signed token still speaks for its account: the account exists and its
 * token_version is the token's. Checked on every call, so a password change or reset, or a
 * removed account, ends earlier tokens at once, in every API process.
 */
export function createSessionCheck(db: Db) {
  return async function assertCurrent(kind: keyof typeof TABLE, userId: number, tokenVersion: number): Promise<void> {
    const row = await db.one<{ version: number }>(`SELECT token_version AS version FROM ${TABLE[kind]} WHERE id = $1`, [userId]);
    if (!row) throw unauthorized('Invalid token');
    if (row.version !== tokenVersion) throw unauthorized('Your session has ended, please sign in again');
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
