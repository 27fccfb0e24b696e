import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A key that seals stored secrets, named by the id stored beside each value it sealed. */
export interface FieldKey {
  id: string;
  /** 32 bytes (AES-256). */
  key: Uint8Array;
}

export const FIELD_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v2';

export interface FieldEncryptionOptions {
  /** Every key that may open a stored value; the first one seals. Listing a new key first rotates. */
  keys: readonly FieldKey[];
  /**
   * Opens values sealed before keys had ids ('v1.iv.tag.body', under a key derived from the token
   * secret); they are read, never written, and `needsReseal` reports them.
   */
  legacySecret?: Uint8Array;
}

/**
 * Encrypts secrets the server must read back later (a partner's FTP account key) with
 * AES-256-GCM, stored as 'v2.<key id>.<iv>.<tag>.<ciphertext>' (base64url); the version and key
 * id are authenticated with the value, so neither can be swapped.
 */
export function createFieldEncryption({ keys, legacySecret }: FieldEncryptionOptions) {
  const [current] = keys;
  if (!current) throw new Error('Field encryption needs at least one key');
  for (const { id, key } of keys) {
    if (!FIELD_KEY_ID.test(id)) throw new Error(`Field encryption key id "${id}" must be 1-32 letters, digits, _ or -`);
    if (key.length !== 32) throw new Error(`Field encryption key ${id} must be 32 bytes`);
  }
  const byId = new Map(keys.map(({ id, key }) => [id, key]));
  const legacyKey = legacySecret && Buffer.from(hkdfSync('sha256', legacySecret, 'kyubos-secret-box', 'partner-secrets', 32));

  function decrypt(key: Uint8Array, iv: string, tag: string, body: string, header?: string): string {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    if (header) decipher.setAAD(Buffer.from(header));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  return {
    /** The id of the key new values are sealed with. */
    currentKeyId: current.id,
    seal(plain: string): string {
      const header = `${VERSION}.${current.id}`;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current.key, iv);
      cipher.setAAD(Buffer.from(header));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [header, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
    },
    /** Throws when the value was not sealed with one of the keys or was altered. */
    open(sealed: string): string {
      const parts = sealed.split('.');
      if (parts[0] === VERSION && parts.length === 5) {
        const [version, id, iv, tag, body] = parts as [string, string, string, string, string];
        const key = byId.get(id);
        if (!key) throw new Error(`Sealed with the unknown key ${id}`);
        return decrypt(key, iv, tag, body, `${version}.${id}`);
      }
      if (parts[0] === 'v1' && parts.length === 4 && legacyKey) {
        const [, iv, tag, body] = parts as [string, string, string, string];
        return decrypt(legacyKey, iv, tag, body);
      }
      throw new Error('Not a sealed secret');
    },
    /** True for a value sealed with an older key (or before keys had ids): sealing it again moves it to the current key. */
    needsReseal: (sealed: string) => !sealed.startsWith(`${VERSION}.${current.id}.`),
  };
}
export type FieldEncryption = ReturnType<typeof createFieldEncryption>;
