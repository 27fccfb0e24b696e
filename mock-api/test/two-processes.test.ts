/**
 * Several API processes on one PostgreSQL behave as one: every limit and every step of a reset
 * lives in the database. Two real processes (`src/main.ts`) are started on one database and the
 * calls alternate between them. PostgreSQL only: the embedded database belongs to one process.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD, createTestDatabaseUrl, testDriver } from './helpers';

const MOCK_API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ApiProcess {
  post(url: string, body: object): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** Starts `src/main.ts` on a free port and resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: MOCK_API_DIR,
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The API exited with ${code}:\n${output}`)));
  });
  return {
    async post(url, body) {
      const response = await fetch(`http://localhost:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('Two API processes on one PostgreSQL', { skip: testDriver !== 'pg' && 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let dataDir: string;
  let first: ApiProcess;
  let second: ApiProcess;
  /** Calls alternate: even calls go to the first process, odd ones to the second. */
  const alternate = (index: number) => (index % 2 === 0 ? first : second);

  /** The newest OTP the shared outbox holds for an address; sending may finish just after the answer. */
  async function otpSentTo(to: string): Promise<string> {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const lines = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
      const message = lines
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((sent) => sent.to === to)
        .at(-1);
      const otp = /one-time password is (\w{4})/.exec(message?.text ?? '')?.[1];
      if (otp) return otp;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No OTP was sent to ${to}`);
  }

  before(async () => {
    database = await createTestDatabaseUrl();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyubos-two-processes-'));
    // One configuration for both, as behind one load balancer: same database, secret and folder.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: 'two-processes-test-secret-of-at-least-32-chars' };
    const started = await Promise.allSettled([startApi(env), startApi(env)]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      // The one that started is stopped, or it would keep the test process running.
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failed.reason;
    }
    [first, second] = started.map((result) => (result as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
  });

  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('When five sign-ins fail across both processes, then the sixth is refused with 429 by either, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const failed = await alternate(i).post('/commonlogin', { username: 'summit_staff', password: `Wrong-${i}` });
      assert.equal(failed.status, 401);
    }
    assert.equal((await first.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD })).status, 429);
    assert.equal((await second.post('/commonlogin', { username: 'summit_staff', password: DEMO_PASSWORD })).status, 429);
  });

  test('When OTPs are asked for one login id five times across both processes, then the sixth is refused with 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await alternate(i).post('/clientuserforgetpasswordemail', { username: 'flooded_user' })).status, 200);
    }
    assert.equal((await first.post('/clientuserforgetpasswordemail', { username: 'flooded_user' })).status, 429);
    assert.equal((await second.post('/clientuserforgetpasswordemail', { username: 'flooded_user' })).status, 429);
  });

  test('When five wrong OTPs are tried across both processes, then the right OTP is refused by the other process', async () => {
    const sent = await first.post('/clientuserforgetpasswordemail', { username: 'frontier_carrier' });
    assert.equal(sent.status, 200);
    const otp = await otpSentTo('monica.reed@frontiercasualty.example');
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await alternate(i).post('/clientuserforgetpasswordotpcheck', { id: sent.body.id, otpvalue: wrong })).status, 400);
    }
    const blocked = await second.post('/clientuserforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.message, 'Too many wrong tries. Request a new OTP.');
  });

  test('When a reset starts on one process, then the other checks its OTP, the first changes the password, and both sign in with it', async () => {
    const sent = await first.post('/userforgetpasswordemail', { username: 'summit_agent' });
    assert.equal(sent.status, 200);
    const otp = await otpSentTo('jordan.blake@summitspecialty.example');
    const checked = await second.post('/userforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp });
    assert.equal(checked.status, 200);
    // The OTP is spent for both processes, not only the one that checked it.
    assert.equal((await first.post('/userforgetpasswordotpcheck', { id: sent.body.id, otpvalue: otp })).status, 400);
    const changed = await first.post('/userforgotpasswordchange', { id: sent.body.id, newpassword: 'AgentPassw0rd', password: 'AgentPassw0rd' });
    assert.equal(changed.status, 200);
    assert.equal((await second.post('/commonlogin', { username: 'summit_agent', password: 'AgentPassw0rd' })).status, 200);
    assert.equal((await first.post('/commonlogin', { username: 'summit_agent', password: DEMO_PASSWORD })).status, 401);
  });
});
