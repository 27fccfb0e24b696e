import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig, PACKAGE_DIR } from '../src/config/env';

describe('Configuration from the environment', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-config-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('When nothing is set, then the defaults apply and a secret is generated once and kept', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    assert.equal(first.port, 4000);
    assert.equal(first.tokenTtlSeconds, 8 * 3600);
    assert.equal(first.databaseUrl, undefined);
    assert.ok(first.corsOrigins.includes('http://localhost:3000'));
    assert.ok(first.corsOrigins.includes('http://127.0.0.1:3005'));
    assert.equal(first.jwtSecret.length, 32);
    assert.equal((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777, 0o600);
    const second = loadConfig({ DATA_DIR: dataDir });
    assert.deepEqual(Buffer.from(second.jwtSecret), Buffer.from(first.jwtSecret), 'tokens survive a restart');
  });

  test('When several processes start at once on a new data folder, then each reads the same secret and keys, and only those files are left', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kyubos-config-race-'));
    try {
      // Each waits for the same moment, then loads the configuration: they create the files together.
      const at = Date.now() + 2500;
      const script = `import { loadConfig } from './src/config/env.ts';
        while (Date.now() < ${at}) {}
        const config = loadConfig({ DATA_DIR: process.argv[1] });
        console.log(JSON.stringify([Buffer.from(config.jwtSecret).toString('hex'), config.fieldKeys.map((key) => key.id + ':' + key.key.toString('hex'))]));`;
      const run = promisify(execFile);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { cwd: PACKAGE_DIR })),
      );
      const read = answers.map(({ stdout }) => stdout.trim());
      assert.equal(new Set(read).size, 1, read.join('\n'));
      assert.deepEqual((await readdir(dir)).sort(), ['field-encryption-keys', 'jwt-secret']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('When DATA_DIR is absent or relative, then it resolves from the package folder', () => {
    // Secrets given, so that nothing is generated into those folders.
    const secrets = { JWT_SECRET: 'x'.repeat(32), FIELD_ENCRYPTION_KEYS: `k1:${'ab'.repeat(32)}` };
    assert.equal(loadConfig(secrets).dataDir, path.join(PACKAGE_DIR, '.data'));
    assert.equal(loadConfig({ ...secrets, DATA_DIR: 'tmp/d' }).dataDir, path.join(PACKAGE_DIR, 'tmp/d'));
  });

  test('When values are set, then they are used; empty values count as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u:p@localhost:5432/kyubos',
      JWT_SECRET: 's'.repeat(40),
      TOKEN_TTL_SECONDS: '3600',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    assert.equal(config.port, 4100);
    assert.equal(config.databaseUrl, 'postgres://u:p@localhost:5432/kyubos');
    assert.equal(new TextDecoder().decode(config.jwtSecret), 's'.repeat(40));
    assert.equal(config.tokenTtlSeconds, 3600);
    assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
    assert.equal(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' }).port, 4000);
  });

  test('When a value is invalid, then start-up fails naming every bad variable', () => {
    assert.throws(
      () => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' }),
      (error: Error) => ['PORT', 'JWT_SECRET', 'DATABASE_URL'].every((name) => error.message.includes(name)),
    );
  });

  test('When the stored secret is damaged, then start-up fails instead of signing with a weak key', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kyubos-secret-'));
    await writeFile(path.join(dir, 'jwt-secret'), 'abc');
    assert.throws(() => loadConfig({ DATA_DIR: dir }), /not a hex secret/);
    assert.equal(await readFile(path.join(dir, 'jwt-secret'), 'utf8'), 'abc', 'the file is left for a person to look at');
    await rm(dir, { recursive: true, force: true });
  });
});
