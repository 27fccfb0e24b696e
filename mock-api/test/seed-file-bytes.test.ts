import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { CarrierLoginResponse } from '@kyubos/contracts';
import { seedBdxFiles } from '../src/db/seed/bdx-portal';
import type { Database } from '../src/db/db';
import { silentLogger } from '../src/logger';
import { start } from '../src/main';
import { createTestDb, DEMO_PASSWORD, testConfig } from './helpers';

describe('Seeded BDX file bytes at start-up', () => {
  let db: Database;
  let dataDir: string;
  const filesDir = () => path.join(dataDir, 'bdx-files');
  const startOnce = async <T>(callWith: (base: string) => Promise<T>): Promise<T> => {
    const server = await start({ config: { ...testConfig, dataDir, port: 0 }, db, logger: silentLogger });
    try {
      return await callWith(`http://127.0.0.1:${server.port}`);
    } finally {
      await server.stop();
    }
  };

  before(async () => {
    // A seeded database next to an empty data folder: the bytes were never written here.
    db = await createTestDb();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-seed-bytes-'));
  });
  after(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('When the server starts on a seeded database with an empty data folder, then every seeded file the database lists is written', async () => {
    await startOnce(async () => undefined);
    const listed = await db.query<{ stored_name: string }>(`SELECT stored_name FROM bdx_files WHERE stored_name LIKE 'seed-%'`);
    assert.ok(listed.length > 0);
    const stored = new Set(await readdir(filesDir()));
    for (const { stored_name } of listed) assert.ok(stored.has(stored_name), `${stored_name} is written`);
  });

  test('When a seeded file was lost, then the next start writes it again and it downloads; files present are left untouched', async () => {
    const [lost, kept] = seedBdxFiles().filter((file) => file.carrier === 'Atlas Insurance Co' && file.direction === 'inbound');
    await rm(path.join(filesDir(), lost!.storedName));
    await writeFile(path.join(filesDir(), kept!.storedName), 'policy_number,premium\nEDITED,1\n');

    const downloaded = await startOnce(async (base) => {
      const post = (url: string, body: object, token?: string) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      const login = (await (await post('/carrierlogin', { username: 'atlas_carrier', password: DEMO_PASSWORD })).json()) as CarrierLoginResponse;
      const row = await db.one<{ id: number }>(`SELECT id FROM bdx_files WHERE stored_name = $1`, [lost!.storedName]);
      const res = await post('/downloadbrdxfile', { id: row!.id }, login.token);
      return { status: res.status, text: await res.text() };
    });

    assert.equal(downloaded.status, 200);
    assert.equal(downloaded.text, lost!.content);
    assert.equal(await readFile(path.join(filesDir(), lost!.storedName), 'utf8'), lost!.content);
    assert.equal(await readFile(path.join(filesDir(), kept!.storedName), 'utf8'), 'policy_number,premium\nEDITED,1\n');
  });
});
