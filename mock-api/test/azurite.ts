import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Azurite's published development account (not a secret: the same in every Azurite). */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  connectionString: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Azurite exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/${DEV_ACCOUNT}?comp=list`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('Azurite did not start within 20 s');
}

/**
 * Starts Azurite's Blob service on a free port with a throwaway folder; stop() ends it and
 * removes the folder. `--skipApiVersionCheck`: @azure/storage-blob may send a newer API version.
 */
export async function startAzurite(): Promise<RunningAzurite> {
  const location = await mkdtemp(path.join(tmpdir(), 'kyubos-azurite-'));
  const port = await freePort();
  const main = path.join(path.dirname(createRequire(import.meta.url).resolve('azurite/package.json')), 'dist/src/blob/main.js');
  const child = spawn(process.execPath, [main, '--silent', '--location', location, '--blobHost', '127.0.0.1', '--blobPort', String(port), '--skipApiVersionCheck'], {
    stdio: 'ignore',
  });
  try {
    await waitUntilListening(child, port);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(location, { recursive: true, force: true });
    throw error;
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};BlobEndpoint=http://127.0.0.1:${port}/${DEV_ACCOUNT};`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(location, { recursive: true, force: true });
    },
  };
}
