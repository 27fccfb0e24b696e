import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pathToFileURL } from 'node:url';
import { createApp, fieldEncryptionOf } from './app';
import { restoreSeedBdxFiles } from './bdx-files/seed-file-bytes';
import { createBdxFileStorage } from './bdx-files/storage';
import { loadConfig, type AppConfig } from './config/env';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed/index';
import { createBackgroundTasks } from './background';
import { failAbandonedJobs } from './jobs/service';
import { settleInterruptedImports } from './bdx-admin/import-job';
import { followRenamedNames } from './quotations/record-names';
import { removeInterruptedUploads } from './bdx-files/store';
import { settleInterruptedClaimImports } from './bdx-admin/claims-import-job';
import { consoleLogger, createLogger, type Logger } from './logger';
import type { Readiness } from './observability/health';
import { resealPartnerSecrets } from './partners/reseal';

/** The billing cycle (notices and cancellations for non-payment) runs at start and then hourly. */
const BILLING_CYCLE_EVERY_MS = 3_600_000;

export interface StartOptions {
  config?: AppConfig;
  /** An already open database (tests); otherwise one is opened from the config and closed on stop. */
  db?: Db;
  logger?: Logger;
  /** How long a stop waits for running calls and transactions before closing what is left (default 25 s). */
  drainTimeoutMs?: number;
}

export interface RunningServer {
  port: number;
  /** Stops accepting calls, lets running ones (and what they left to do) finish, then closes the database it opened. */
  stop(): Promise<void>;
}

/** Opens the database, migrates it, seeds it when empty and listens. */
export async function start({
  config = loadConfig(),
  db,
  logger: given,
  drainTimeoutMs = 25_000,
}: StartOptions = {}): Promise<RunningServer> {
  const logger = given ?? (await createLogger({ format: config.logFormat, level: config.logLevel }));
  const owned = db ? undefined : await openDatabase(config);
  const transactions = countTransactions(db ?? owned!);
  const database = transactions.db;
  try {
    const applied = await migrate(database);
    if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
    if (await seedIfEmpty(database)) logger.info('Seeded the demo data');
    // The embedded database runs no autovacuum, so nothing else gathers the planner's statistics
    // (which index a list's filter takes depends on them); PostgreSQL's autovacuum keeps its own.
    if (owned?.driver === 'pglite') await owned.exec('ANALYZE');
    // Seeded rows outlive their file bytes when the data folder is cleaned or moved: write what is missing.
    const bdxStorage = createBdxFileStorage(config);
    const restored = await restoreSeedBdxFiles(database, bdxStorage);
    if (restored > 0) logger.info(`Wrote ${restored} seeded BDX files`);
    // Uploads a stopped process left before their file's record was written: their rows are removed.
    const uploads = await removeInterruptedUploads(database);
    if (uploads.length > 0) logger.info(`Removed the rows of ${uploads.length} interrupted uploads`);
    // Jobs a stopped process left running are failed visibly.
    const abandoned = await failAbandonedJobs(database);
    if (abandoned.length > 0) logger.info(`Failed ${abandoned.length} jobs left running by a stopped server: ${abandoned.join(', ')}`);
    // Their imports: published when decided (the file marked imported), else their hidden records removed.
    const imports = await settleInterruptedImports(database);
    if (imports.published.length + imports.removed.length > 0) {
      logger.info(`Interrupted imports: published ${imports.published.join(', ') || 'none'}; removed ${imports.removed.join(', ') || 'none'}`);
    }
    // Claims imports (the embedded database's staged rows): applied when decided, else removed.
    const claimImports = await settleInterruptedClaimImports(database);
    if (claimImports.applied.length + claimImports.removed.length > 0) {
      logger.info(`Interrupted claims imports: applied ${claimImports.applied.join(', ') || 'none'}; removed ${claimImports.removed.join(', ') || 'none'}`);
    }
    // One that could not be applied has its job failed, saying so; the start goes on.
    for (const { jobId, error } of claimImports.failed) logger.error(`Claims import job ${jobId} could not be applied at start; its job is failed`, error);
    // After a field key rotation, stored secrets move to the new key.
    await resealPartnerSecrets(database, fieldEncryptionOf(config), logger);

    const background = createBackgroundTasks(logger);
    const readiness: Readiness = { draining: false };
    const server = await listen(createApp({ db: database, config, logger, background, bdxStorage, readiness, billingCycleEveryMs: BILLING_CYCLE_EVERY_MS, fastPath: config.fastPath }), config.port);
    const { port } = server.address() as AddressInfo;
    logger.info(`mock-api listening on http://localhost:${port}`, { startupMs: Math.round(performance.now()) });
    // Names renamed while a stopped process was carrying them over to their records (quotations/record-names.ts).
    background.run('Records following renamed names', () => followRenamedNames(database));

    let stopping: Promise<void> | undefined;
    // Draining: /ready fails, no new connection is accepted, running calls finish (a kept-alive
    // connection is closed as soon as it is idle), then the transactions still open (a caller who
    // left does not stop its call's work) and the work promised after answering; only then the database closes.
    const stop = async () => {
      readiness.draining = true;
      const deadline = Date.now() + drainTimeoutMs;
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const forced = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
      try {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeIdleConnections();
        });
      } finally {
        clearInterval(idle);
        clearTimeout(forced);
      }
      while (transactions.open() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // OTPs already promised are still sent.
      await background.settled();
      await owned?.close();
    };
    return { port, stop: () => (stopping ??= stop()) };
  } catch (error) {
    await owned?.close();
    throw error;
  }
}

/** The database with a count of its open transactions, which a stop waits for. */
function countTransactions<T extends Db>(db: T): { db: T; open(): number } {
  let open = 0;
  return {
    db: {
      ...db,
      transaction: async (fn) => {
        open += 1;
        try {
          return await db.transaction(fn);
        } finally {
          open -= 1;
        }
      },
    },
    open: () => open,
  };
}

function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    // Longer than the keep-alive of clients and proxies (60 s is common): a server that closes an
    // idle connection first races the client's next request on it, which then fails with ECONNRESET.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** Starts the API in this process with the environment's settings; SIGTERM and SIGINT drain it, then exit. */
export async function serve(): Promise<void> {
  let logger = consoleLogger;
  try {
    const config = loadConfig();
    logger = await createLogger({ format: config.logFormat, level: config.logLevel });
    const server = await start({ config, logger });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        logger.info(`${signal} received, draining`);
        server.stop().then(
          () => {
            logger.info('Stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error('Stop failed', error);
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    logger.error('mock-api failed to start', error);
    process.exit(1);
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) await serve();
