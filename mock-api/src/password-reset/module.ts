import type { Router } from 'express';
import { createLoginRateLimiter } from '../auth/login-rate-limiter';
import type { Db } from '../db/db';
import type { OutboxTransport } from '../outbox/transport';
import { createPasswordResetRepository, type ResetAudience } from './repository';
import { createPasswordResetRouter } from './routes';
import { createPasswordResetService } from './service';

/** The forgot-password and forgot-login-id calls of one audience, wired. */
export function createPasswordResetModule(db: Db, audience: ResetAudience, outbox: OutboxTransport): Router {
  const service = createPasswordResetService({
    accounts: createPasswordResetRepository(db, audience),
    outbox,
    // At most 5 requests per login id (or phone number) and kind of request in 15 minutes.
    limiter: createLoginRateLimiter({ maxFailures: 5 }),
  });
  return createPasswordResetRouter(audience, service);
}
