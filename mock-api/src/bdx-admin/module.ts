import type { RequestHandler, Router } from 'express';
import { Router as createRouter } from 'express';
import { createBdxFileStorage } from '../bdx-files/storage';
import type { Db } from '../db/db';
import { createSlabRouter } from '../slabs/routes';
import { createSlabService } from '../slabs/service';
import { createBdxDirectory } from './directory';
import { createBdxAdminRouter } from './routes';
import { createBdxAdminService } from './service';

/** The admin bordereaux area: files (create, review, approve, send, history, inbound) and slabs. */
export function createBdxAdminModule({ db, dataDir, requireAdmin }: { db: Db; dataDir: string; requireAdmin: RequestHandler }): Router {
  const directory = createBdxDirectory(db);
  const router = createRouter();
  router.use(createBdxAdminRouter(createBdxAdminService({ db, directory, storage: createBdxFileStorage(dataDir) }), requireAdmin));
  router.use(createSlabRouter(createSlabService(db, directory), requireAdmin));
  return router;
}
