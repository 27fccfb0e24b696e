import cors from 'cors';
import express, { type Express } from 'express';
import { createAuthRepository } from './auth/repository';
import { createAuthRouter } from './auth/routes';
import { createAuthService } from './auth/service';
import { createLoginRateLimiter, type LoginRateLimiter } from './auth/login-rate-limiter';
import { createTokenService } from './auth/tokens';
import { createClientRepository } from './clients/repository';
import { createClientRouter } from './clients/routes';
import { createClientService } from './clients/service';
import type { AppConfig } from './config/env';
import { createDashboardRepository } from './dashboard/repository';
import { createDashboardRouter } from './dashboard/routes';
import { createDashboardService } from './dashboard/service';
import type { Db } from './db/db';
import { createAuthGuards } from './http/auth';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { consoleLogger, type Logger } from './http/logger';
import { createIntakeRepository } from './intake/repository';
import { createIntakeRouter } from './intake/routes';
import { createIntakeService } from './intake/service';
import { createMenuRepository } from './menus/repository';
import { createMenuRouter } from './menus/routes';
import { createMenuService } from './menus/service';
import { createUserRepository } from './users/repository';
import { createUserRouter } from './users/routes';
import { createUserService } from './users/service';
import { createPermissionRepository } from './permissions/repository';
import { createCallAuthorizer } from './permissions/service';
import { createPermissionRouter } from './permissions/routes';

export interface AppOptions {
  db: Db;
  config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds' | 'corsOrigins'>;
  /** Injected by tests to control the clock or inspect attempts. */
  loginLimiter?: LoginRateLimiter;
  logger?: Logger;
}

/** Wires repositories -> services -> routers; no I/O happens until a request arrives. */
export function createApp({
  db,
  config,
  loginLimiter = createLoginRateLimiter(),
  logger = consoleLogger,
}: AppOptions): Express {
  const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds });
  const authorizer = createCallAuthorizer(createPermissionRepository(db));
  const { requireAdmin } = createAuthGuards(tokens, authorizer);
  const users = createUserRepository(db);

  const app = express();
  app.disable('x-powered-by');
  app.use(cors({ origin: config.corsOrigins }));
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(createAuthRouter(createAuthService({ accounts: createAuthRepository(db), tokens, limiter: loginLimiter })));
  app.use(createUserRouter(createUserService(users), requireAdmin));
  app.use(createClientRouter(createClientService(createClientRepository(db)), requireAdmin));
  app.use(createMenuRouter(createMenuService({ menus: createMenuRepository(db), users }), requireAdmin));
  app.use(createIntakeRouter(createIntakeService(createIntakeRepository(db)), requireAdmin));
  app.use(createPermissionRouter(authorizer, requireAdmin));
  app.use(createDashboardRouter(createDashboardService(createDashboardRepository(db)), requireAdmin));

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
