import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import type { TokenService } from '../auth/tokens';
import type { BdxFileStorage } from '../bdx-files/storage';
import type { Db } from '../db/db';
import type { BackgroundTasks } from '../background';
import { createFileOutbox, OUTBOX_FILE_NAME, type OutboxTransport } from '../outbox/transport';
import { createPasswordResetModule } from '../password-reset/module';
import type { Limits } from '../security/limits';
import type { RateLimiter } from '../security/rate-limiter';
import type { ServerSecrets } from '../security/server-secrets';
import { createSignInGuard } from '../security/sign-in-guard';
import { createCarrierPortalRouter } from './routes';
import { createCarrierPortalService } from './service';

export interface CarrierPortalModuleOptions {
  db: Db;
  tokens: TokenService;
  guards: { requireCarrier: RequestHandler; ifCarrier: RequestHandler };
  dataDir: string;
  /** Where the BDX file bytes live (local disk or Azure Blob Storage). */
  storage: BdxFileStorage;
  /** Default: JSON lines appended to `<dataDir>/outbox.jsonl`. */
  outbox?: OutboxTransport;
  /** Counts failed /carrierlogin attempts and forgot requests, like the admin calls. */
  limiter: RateLimiter;
  limits: Limits;
  /** For the forgot flows, as on the admin side. */
  background: BackgroundTasks;
  secrets: ServerSecrets;
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
  storage,
  outbox = createFileOutbox(path.join(dataDir, OUTBOX_FILE_NAME)),
  limiter,
  limits,
  background,
  secrets,
}: CarrierPortalModuleOptions): Router {
  const service = createCarrierPortalService(db, { storage, tokens, signIn: createSignInGuard(limiter, limits, 'carrier') });
  const router = Router();
  router.use(createCarrierPortalRouter(service, guards));
  router.use(createPasswordResetModule({ db, audience: 'carrier', outbox, limiter, limits, background, secrets }));
  return router;
}
