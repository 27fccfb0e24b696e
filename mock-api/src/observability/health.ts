import { readdirSync } from 'node:fs';
import { Router } from 'express';
import type { BdxFileStorage } from '../bdx-files/storage';
import type { Db } from '../db/db';
import { MIGRATIONS_DIR } from '../db/migrate';

/** A check slower than this counts as failed: a load balancer must hear back quickly. */
const CHECK_TIMEOUT_MS = 3_000;
/** The name of a file that is never stored: opening it proves the store answers. */
const PROBE_NAME = 'readiness-probe.txt';

export interface Readiness {
  /** Set when the process starts to stop: /ready then fails so that no new calls are sent here. */
  draining: boolean;
}

type Check = 'database' | 'migrations' | 'storage';

/**
 * GET /health: the process is alive (no I/O). GET /ready: it can serve calls: the database
 * answers, every migration of this build is applied, and the BDX file store answers; 503 with
 * the failing checks otherwise, and while draining.
 */
export function createHealthRouter({ db, storage, readiness }: { db: Db; storage: BdxFileStorage; readiness: Readiness }): Router {
  const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name));
  const checks: Record<Check, () => Promise<void>> = {
    async database() {
      await db.query('SELECT 1');
    },
    async migrations() {
      const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      const missing = migrations.filter((name) => !applied.has(name));
      if (missing.length > 0) throw new Error(`not applied: ${missing.join(', ')}`);
    },
    async storage() {
      try {
        const { stream } = await storage.open(PROBE_NAME);
        (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      } catch (error) {
        // "No such file" is the store answering.
        if ((error as { httpStatus?: number }).httpStatus === 404) return;
        throw error;
      }
    },
  };

  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    const results = await Promise.all(
      (Object.keys(checks) as Check[]).map(async (name) => [name, await settle(checks[name]())] as const),
    );
    const failed = results.filter(([, result]) => result !== 'ok');
    const status = readiness.draining ? 'draining' : failed.length === 0 ? 'ready' : 'not ready';
    res.status(status === 'ready' ? 200 : 503).json({ status, checks: Object.fromEntries(results) });
  });
  return router;
}

/** 'ok', or why not (never the error's details: the answer is not for debugging). */
async function settle(check: Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => 'ok'), timeout]);
  } catch (error) {
    return (error as Error).message?.startsWith('not applied') ? (error as Error).message : 'failing';
  } finally {
    clearTimeout(timer);
  }
}
