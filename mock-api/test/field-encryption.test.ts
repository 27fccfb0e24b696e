import assert from 'node:assert/strict';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIELD_KEYS_FILE, loadConfig } from '../src/config/env';
import { silentLogger } from '../src/logger';
import { resealPartnerSecrets } from '../src/partners/reseal';
import { createFieldEncryption, type FieldKey } from '../src/security/field-encryption';
import { createTestDb, testConfig } from './helpers';
import type { Database } from '../src/db/db';

const OLD: FieldKey = { id: 'old', key: Buffer.alloc(32, 1) };
const NEW: FieldKey = { id: 'new', key: Buffer.alloc(32, 2) };

/** A value as the server sealed it before field keys existed: 'v1.iv.tag.body' under a key derived from the token secret. */
function legacySeal(plain: string, tokenSecret: Uint8Array): string {
  const key = Buffer.from(hkdfSync('sha256', tokenSecret, 'kyubos-secret-box', 'partner-secrets', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

describe('Field encryption keys', () => {
  test('When a value is sealed, then its key id is stored beside it, and neither the id nor the value can be altered', () => {
    const box = createFieldEncryption({ keys: [NEW, OLD] });
    const sealed = box.seal('ftp-key-123');
    assert.match(sealed, /^v2\.new\.[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal(box.open(sealed), 'ftp-key-123');
    assert.throws(() => box.open(sealed.replace('v2.new.', 'v2.old.')));
    const [head, iv, tag, body] = [sealed.slice(0, 7), ...sealed.slice(7).split('.')];
    assert.throws(() => box.open(`${head}${iv}.${tag}.${body!.slice(0, -2)}AA`));
    assert.throws(() => createFieldEncryption({ keys: [OLD] }).open(sealed), /unknown key new/);
  });

  test('When keys rotate, then values of the older key still open, and only they need sealing again', () => {
    const before = createFieldEncryption({ keys: [OLD] }).seal('s1');
    const rotated = createFieldEncryption({ keys: [NEW, OLD] });
    assert.equal(rotated.open(before), 's1');
    assert.equal(rotated.needsReseal(before), true);
    assert.equal(rotated.needsReseal(rotated.seal('s2')), false);
  });

  test('When a value was sealed before field keys existed, then it still opens with the token secret and needs sealing again', () => {
    const legacy = legacySeal('ftp-old', testConfig.jwtSecret);
    const box = createFieldEncryption({ keys: [NEW], legacySecret: testConfig.jwtSecret });
    assert.equal(box.open(legacy), 'ftp-old');
    assert.equal(box.needsReseal(legacy), true);
    assert.throws(() => createFieldEncryption({ keys: [NEW] }).open(legacy), /Not a sealed secret/);
  });

  test('When a key is not 32 bytes or its id is not plain, then the box is refused', () => {
    assert.throws(() => createFieldEncryption({ keys: [{ id: 'k', key: Buffer.alloc(16) }] }), /32 bytes/);
    assert.throws(() => createFieldEncryption({ keys: [{ id: 'a.b', key: Buffer.alloc(32) }] }), /key id/);
    assert.throws(() => createFieldEncryption({ keys: [] }), /at least one key/);
  });
});

describe('Field keys in the configuration', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-field-keys-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('When no key is configured, then one is generated into a file only the server may read, kept across restarts, apart from the token secret', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, FIELD_KEYS_FILE);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.match(await readFile(file, 'utf8'), /^k\d{8}:[0-9a-f]{64}\n$/);
    assert.equal(first.fieldKeys.length, 1);
    assert.equal(first.fieldKeys[0]!.key.length, 32);
    assert.notDeepEqual(Buffer.from(first.fieldKeys[0]!.key), Buffer.from(first.jwtSecret));
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir }).fieldKeys, first.fieldKeys);
  });

  test('When FIELD_ENCRYPTION_KEYS lists keys, then the first seals and all open; a malformed list is refused naming it', async () => {
    const hex = (byte: number) => Buffer.alloc(32, byte).toString('hex');
    const config = loadConfig({ DATA_DIR: dataDir, FIELD_ENCRYPTION_KEYS: `k2:${hex(2)}, k1:${hex(1)}` });
    assert.deepEqual(
      config.fieldKeys.map((key) => key.id),
      ['k2', 'k1'],
    );
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, FIELD_ENCRYPTION_KEYS: 'k1:abc' }), /FIELD_ENCRYPTION_KEYS/);
    assert.throws(() => loadConfig({ DATA_DIR: dataDir, FIELD_ENCRYPTION_KEYS: `k1:${hex(1)},k1:${hex(2)}` }), /must differ/);
    const damaged = await mkdtemp(path.join(tmpdir(), 'kyubos-field-keys-'));
    await writeFile(path.join(damaged, FIELD_KEYS_FILE), 'nonsense');
    assert.throws(() => loadConfig({ DATA_DIR: damaged }), /field-encryption-keys/);
    await rm(damaged, { recursive: true, force: true });
  });
});

describe('Stored FTP keys after a rotation', () => {
  let db: Database;
  before(async () => {
    db = await createTestDb();
  });
  after(() => db.close());

  test('When the server starts with a new key first, then stored values (also those sealed before key ids) move to it and still open', async () => {
    const carriers = await db.query<{ id: number }>('SELECT id FROM client_carriers ORDER BY id LIMIT 3');
    const [legacy, old, unreadable] = carriers.map((row) => row.id);
    await db.query('UPDATE client_carriers SET bdx_password_encrypted = $1 WHERE id = $2', [legacySeal('ftp-a', testConfig.jwtSecret), legacy]);
    await db.query('UPDATE client_carriers SET bdx_password_encrypted = $1 WHERE id = $2', [createFieldEncryption({ keys: [OLD] }).seal('ftp-b'), old]);
    await db.query('UPDATE client_carriers SET bdx_password_encrypted = $1 WHERE id = $2', [
      createFieldEncryption({ keys: [{ id: 'lost', key: Buffer.alloc(32, 9) }] }).seal('ftp-c'),
      unreadable,
    ]);

    const box = createFieldEncryption({ keys: [NEW, OLD], legacySecret: testConfig.jwtSecret });
    assert.deepEqual(await resealPartnerSecrets(db, box, silentLogger), { resealed: 2, unreadable: 1 });
    const stored = async (id: number | undefined) =>
      (await db.one<{ sealed: string }>('SELECT bdx_password_encrypted AS sealed FROM client_carriers WHERE id = $1', [id]))!.sealed;
    assert.match(await stored(legacy), /^v2\.new\./);
    assert.match(await stored(old), /^v2\.new\./);
    assert.match(await stored(unreadable), /^v2\.lost\./);
    // The old key is no longer needed for them.
    const newOnly = createFieldEncryption({ keys: [NEW] });
    assert.equal(newOnly.open(await stored(legacy)), 'ftp-a');
    assert.equal(newOnly.open(await stored(old)), 'ftp-b');
    assert.deepEqual(await resealPartnerSecrets(db, box, silentLogger), { resealed: 0, unreadable: 1 });
  });
});
