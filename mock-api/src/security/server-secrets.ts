import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * Secrets generated once per database and shared by every API process on it: the first process
 * that asks stores one, every later ask (in any process) reads the same. Each is read once per process.
 */
export function createServerSecrets(db: Db) {
  const loaded = new Map<string, Promise<Buffer>>();
  async function load(name: string): Promise<Buffer> {
    await db.query('INSERT INTO server_secrets (name, secret_hex) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      randomBytes(32).toString('hex'),
    ]);
    const row = await db.one<{ secret_hex: string }>('SELECT secret_hex FROM server_secrets WHERE name = $1', [name]);
    if (!row) throw new Error(`The server secret ${name} could not be stored`);
    return Buffer.from(row.secret_hex, 'hex');
  }
  return {
    get(name: string): Promise<Buffer> {
      let secret = loaded.get(name);
      if (!secret) {
        secret = load(name);
        // A failed read is tried again on the next ask.
        secret.catch(() => loaded.delete(name));
        loaded.set(name, secret);
      }
      return secret;
    },
  };
}
export type ServerSecrets = ReturnType<typeof createServerSecrets>;
