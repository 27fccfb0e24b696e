import path from 'node:path';
import type { AppConfig } from '../config/env';
import type { Database } from './db';
import { openPgPool } from './pg-pool';
import { openPgliteThread } from './pglite';

/** Real PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR/pg, in a thread of its own. */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return Promise.resolve(openPgPool(config.databaseUrl));
  return openPgliteThread({ dataDir: path.join(config.dataDir, 'pg') });
}
