import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { FieldEncryption } from '../security/field-encryption';
import { PARTNER_TABLE } from './repository';

/**
 * Seals every stored FTP account key that is not under the current field key again with it, so
 * that after a key rotation (a new key listed first) the old key can be removed. A value no
 * listed key opens is left as it is and counted. Safe to run in several processes at once: a
 * value is replaced only if it is still the one that was read.
 */
export async function resealPartnerSecrets(db: Db, encryption: FieldEncryption, logger: Logger): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const table of Object.values(PARTNER_TABLE)) {
    const rows = await db.query<{ id: number; sealed: string }>(
      `SELECT id, bdx_password_encrypted AS sealed FROM ${table} WHERE bdx_password_encrypted IS NOT NULL`,
    );
    for (const { id, sealed } of rows) {
      if (!encryption.needsReseal(sealed)) continue;
      let plain: string;
      try {
        plain = encryption.open(sealed);
      } catch {
        unreadable += 1;
        continue;
      }
      await db.query(`UPDATE ${table} SET bdx_password_encrypted = $1 WHERE id = $2 AND bdx_password_encrypted = $3`, [
        encryption.seal(plain),
        id,
        sealed,
      ]);
      resealed += 1;
    }
  }
  if (resealed > 0) logger.info(`Sealed ${resealed} stored FTP keys with field key ${encryption.currentKeyId}`);
  if (unreadable > 0) logger.error(`${unreadable} stored FTP keys open with none of the field keys: list the key they were sealed with`);
  return { resealed, unreadable };
}
