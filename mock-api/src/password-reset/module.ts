import type { Router } from 'express';
import type { Db } from '../db/db';
import type { BackgroundTasks } from '../background';
import type { OutboxTransport } from '../outbox/transport';
import type { Limits } from '../security/limits';
import type { RateLimiter } from '../security/rate-limiter';
import type { ServerSecrets } from '../security/server-secrets';
import type { ResetAudience } from './repository';
import { createPasswordResetRouter } from './routes';
import { createPasswordResetService } from './service';

export interface PasswordResetModuleOptions {
  db: Db;
  audience: ResetAudience;
  outbox: OutboxTransport;
  limiter: RateLimiter;
  limits: Limits;
  background: BackgroundTasks;
  secrets: ServerSecrets;
}

/** The forgot-password and forgot-login-id calls of one audience, wired. */
export function createPasswordResetModule({ db, audience, ...deps }: PasswordResetModuleOptions): Router {
  const service = createPasswordResetService(db, { audience, ...deps });
  return createPasswordResetRouter(audience, service);
}
