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
import { consoleLogger, type Logger } from './logger';
import { resealPartnerSecrets } from './partners/reseal';

export interface StartOptions {
  config?: AppConfig;
  /** An already open database (tests); otherwise one is opened from the config and closed on stop. */
  db?: Db;
  logger?: Logger;
}

export interface RunningServer {
  port: number;
  /** Stops accepting calls, lets running ones (and what they left to do) finish, then closes the database it opened. */
  stop(): Promise<void>;
}

/** Opens the database, migrates it, seeds it when empty and listens. */
export async function start({ config = loadConfig(), db, logger = consoleLogger }: StartOptions = {}): Promise<RunningServer> {
  const owned = db ? undefined : await openDatabase(config);
  const database = db ?? owned!;
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
    // Jobs a stopped process left running are failed visibly (each was one transaction: nothing of it was saved).
    const abandoned = await failAbandonedJobs(database);
    if (abandoned.length > 0) logger.info(`Failed ${abandoned.length} jobs left running by a stopped server: ${abandoned.join(', ')}`);
    // After a field key rotation, stored secrets move to the new key.
    await resealPartnerSecrets(database, fieldEncryptionOf(config), logger);

    const background = createBackgroundTasks(logger);
    const server = await listen(createApp({ db: database, config, logger, background, bdxStorage }), config.port);
    const { port } = server.address() as AddressInfo;
    logger.info(`mock-api listening on http://localhost:${port}`);

    let stopping: Promise<void> | undefined;
    const stop = async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
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

function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  try {
    const server = await start();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        consoleLogger.info(`${signal} received, stopping`);
        server.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            consoleLogger.error('Stop failed', error);
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    consoleLogger.error('mock-api failed to start', error);
    process.exit(1);
  }
}
