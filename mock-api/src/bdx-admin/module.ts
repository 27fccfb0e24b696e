import type { RequestHandler, Router } from 'express';
import { Router as createRouter } from 'express';
import type { BdxFileStorage } from '../bdx-files/storage';
import type { Db } from '../db/db';
import type { CreatorLookup } from '../quotations/service';
import type { JobService } from '../jobs/service';
import { createSlabRouter } from '../slabs/routes';
import { createSlabService } from '../slabs/service';
import { createBdxDirectory } from './directory';
import { createBdxAdminRouter } from './routes';
import { createBdxAdminService } from './service';

/** The admin bordereaux area: files (create by upload or export, review, approve, send, history, inbound and import) and slabs. */
export function createBdxAdminModule({
  db,
  storage,
  creators,
  requireAdmin,
  jobs,
}: {
  db: Db;
  storage: BdxFileStorage;
  /** Who an imported record is made by, as the quotation saves record it. */
  creators: CreatorLookup;
  requireAdmin: RequestHandler;
  /** Runs imports as jobs (the same service /viewjob answers from). */
  jobs?: JobService;
}): Router {
  const directory = createBdxDirectory(db);
  const router = createRouter();
  router.use(createBdxAdminRouter(createBdxAdminService(db, { directory, storage, creators, jobs }), requireAdmin));
  router.use(createSlabRouter(createSlabService(db, { directory }), requireAdmin));
  return router;
}
