import type { Router } from 'express';
import type { Db } from '../db/db';
import type { OutboxTransport } from '../outbox/transport';
import type { Limits } from '../security/limits';
import type { RateLimiter } from '../security/rate-limiter';
import { createPasswordResetRepository, type ResetAudience } from './repository';
import { createPasswordResetRouter } from './routes';
import { createPasswordResetService } from './service';

export interface PasswordResetModuleOptions {
  db: Db;
  audience: ResetAudience;
  outbox: OutboxTransport;
  limiter: RateLimiter;
  limits: Limits;
}

/** The forgot-password and forgot-login-id calls of one audience, wired. */
export function createPasswordResetModule({ db, audience, outbox, limiter, limits }: PasswordResetModuleOptions): Router {
  const service = createPasswordResetService({
    audience,
    accounts: createPasswordResetRepository(db, audience),
    outbox,
    limiter,
    limits,
  });
  return createPasswordResetRouter(audience, service);
}
