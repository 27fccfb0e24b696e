import type { Db } from '../db/db';
import { batchedRead } from '../db/batched-read';
import { unauthorized } from '../app-error';

const TABLE = { admin: 'users', carrier: 'carrier_users' } as const;

/**
 * Whether a signed token still speaks for its account: the account exists and its
 * token_version is the token's. Checked on every call, so a password change or reset, or a
 * removed account, ends earlier tokens at once, in every API process. The calls that arrive
 * together read their accounts' versions in one query (each read starts after its call arrived).
 */
export function createSessionCheck(db: Db) {
  const versionOf = {
    admin: batchedRead(readVersions('admin')),
    carrier: batchedRead(readVersions('carrier')),
  };
  function readVersions(kind: keyof typeof TABLE) {
    return async (userIds: number[]): Promise<Map<number, number>> => {
      const rows = await db.query<{ id: number; version: number }>(
        `SELECT id, token_version AS version FROM ${TABLE[kind]} WHERE id = ANY($1)`,
        [userIds],
      );
      return new Map(rows.map((row) => [Number(row.id), row.version]));
    };
  }
  return async function assertCurrent(kind: keyof typeof TABLE, userId: number, tokenVersion: number): Promise<void> {
    const version = await versionOf[kind](userId);
    if (version === undefined) throw unauthorized('Invalid token');
    if (version !== tokenVersion) throw unauthorized('Your session has ended, please sign in again');
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
