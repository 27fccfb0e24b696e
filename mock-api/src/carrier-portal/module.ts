import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { createLoginRateLimiter, type LoginRateLimiter } from '../auth/login-rate-limiter';
import type { TokenService } from '../auth/tokens';
import { createBdxFileRepository } from '../bdx-files/repository';
import { createBdxFileStorage } from '../bdx-files/storage';
import type { Db } from '../db/db';
import { createFileOutbox, OUTBOX_FILE_NAME, type OutboxTransport } from '../outbox/transport';
import { createPasswordResetModule } from '../password-reset/module';
import { createSlabRepository } from '../slabs/repository';
import { createCarrierPortalRepository } from './repository';
import { createCarrierPortalRouter } from './routes';
import { createCarrierPortalService } from './service';

export interface CarrierPortalModuleOptions {
  db: Db;
  tokens: TokenService;
  guards: { requireCarrier: RequestHandler; ifCarrier: RequestHandler };
  dataDir: string;
  /** Default: JSON lines appended to `<dataDir>/outbox.jsonl`. */
  outbox?: OutboxTransport;
  /** Failed /carrierlogin attempts per username; default 5 in 15 minutes, like /commonlogin. */
  loginLimiter?: LoginRateLimiter;
}

/**
 * The carrier (BDX) portal's calls: sign-in, forgot password / login id, files both ways,
 * upload and download, carrier, LOBs and slabs. Mounted before the admin routers so a path
 * both audiences use (/viewclientintakecategory, /editslab, /updateslab) serves carriers here.
 */
export function createCarrierPortalModule({
  db,
  tokens,
  guards,
  dataDir,
  outbox = createFileOutbox(path.join(dataDir, OUTBOX_FILE_NAME)),
  loginLimiter = createLoginRateLimiter(),
}: CarrierPortalModuleOptions): Router {
  const service = createCarrierPortalService({
    portal: createCarrierPortalRepository(db),
    files: createBdxFileRepository(db),
    storage: createBdxFileStorage(dataDir),
    tokens,
    limiter: loginLimiter,
    slabs: createSlabRepository(db),
  });
  const router = Router();
  router.use(createCarrierPortalRouter(service, guards));
  router.use(createPasswordResetModule(db, 'carrier', outbox));
  return router;
}
