import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createAuthRouter } from './auth/routes';
import { createAuthService } from './auth/service';
import { createSessionCheck } from './auth/sessions';
import { createTokenService } from './auth/tokens';
import { createClientRepository } from './clients/repository';
import { createClientRouter } from './clients/routes';
import { createClientService } from './clients/service';
import type { AppConfig } from './config/env';
import { createDashboardRouter } from './dashboard/routes';
import { createDashboardService } from './dashboard/service';
import { createProductionReportRouter } from './production-report/routes';
import { createProductionReportService } from './production-report/service';
import type { Db } from './db/db';
import { createAuthGuards } from './http/auth';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createCarrierPortalRouter } from './carrier-portal/routes';
import { createCarrierPortalService } from './carrier-portal/service';
import { createBdxDirectory } from './bdx-admin/directory';
import { createBdxAdminRouter } from './bdx-admin/routes';
import { createBdxAdminService } from './bdx-admin/service';
import { createSlabRouter } from './slabs/routes';
import { createSlabService } from './slabs/service';
import { createJobRouter } from './jobs/routes';
import { createJobService } from './jobs/service';
import { createBdxFileStorage, type BdxFileStorage } from './bdx-files/storage';
import { createPasswordResetRouter } from './password-reset/routes';
import { createPasswordResetService } from './password-reset/service';
import { createOutbox, type OutboxTransport } from './outbox/transport';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { everyRequest, fixedHeaders } from './http/every-request';
import { consoleLogger, type Logger } from './logger';
import { createIntakeConfigRouter } from './intake-config/routes';
import { createIntakeConfigService } from './intake-config/service';
import { createIntakeSetupRouter } from './intake-setup/routes';
import { createIntakeSetupService } from './intake-setup/service';
import { createRecordNames } from './quotations/record-names';
import { createPartnerRouter } from './partners/routes';
import { createPartnerService } from './partners/service';
import { createIntakeRouter } from './intake/routes';
import { createIntakeService } from './intake/service';
import { createMenuRouter } from './menus/routes';
import { createMenuService } from './menus/service';
import { createUserRepository } from './users/repository';
import { createUserRouter } from './users/routes';
import { createUserService } from './users/service';
import { createAgentRouter } from './agents/routes';
import { createAgentService } from './agents/service';
import { createPolicyRouter } from './policies/routes';
import { createPolicyService } from './policies/service';
import { createUserPermissionService } from './permissions/user-permission-service';
import { createPermissionRepository } from './permissions/repository';
import { createGrantorRules } from './permissions/grantor';
import { createCallAuthorizer } from './permissions/service';
import { createPermissionRouter } from './permissions/routes';
import { createQuotationRouter } from './quotations/routes';
import { createQuotationService, type CreatorLookup } from './quotations/service';
import { createReferenceDataRouter } from './reference-data/routes';
import { createReferenceDataService } from './reference-data/service';
import { createCompanyRouter } from './companies/routes';
import { LIMITS, type Limits } from './security/limits';
import { createRateLimiter } from './security/rate-limiter';
import { createSignInGuard } from './security/sign-in-guard';
import { createServerSecrets } from './security/server-secrets';
import { createFieldEncryption, type FieldEncryption } from './security/field-encryption';
import { createQuotationActionsRouter } from './quotation-actions/routes';
import { createQuotationActionsService } from './quotation-actions/service';
import { createQuotationSettingsService } from './quotation-actions/settings';
import { createPolicyTransactionRouter } from './policy-transactions/routes';
import { createPolicyTransactionService } from './policy-transactions/service';
import { createBillingRouter } from './billing/routes';
import { createBillingService, type BillingService } from './billing/service';
import { createClaimRouter } from './claims/routes';
import { createClaimService } from './claims/service';
import { createCompanyService } from './companies/service';
import { createDocumentStore } from './companies/document-store';
import { createHealthRouter, type Readiness } from './observability/health';
import { createAnswerCache } from './observability/answer-cache';
import { createMetrics } from './observability/metrics';
import { REQUEST_ID_HEADER } from './observability/request-context';
import { requestLog, requestLogBegin } from './observability/request-log';
import { createFastPath } from './http/fast-path';
import { refuseDeepBodies } from './http/validate';
import { auditScope } from './audit/scope';
import { createAuditRouter } from './audit/routes';
import { createAuditService } from './audit/service';
import { createOpenApiRouter } from './openapi/router';

export interface AppOptions {
  db: Db;
  config: Pick<AppConfig, 'jwtSecret' | 'fieldKeys' | 'tokenTtlSeconds' | 'corsOrigins' | 'dataDir' | 'smtp' | 'azureStorageConnectionString'> &
    Partial<Pick<AppConfig, 'metricsToken'>>;
  /** Tests lower a limit to reach it in a few calls; every other limit stays as in LIMITS. */
  limits?: Partial<Limits>;
  logger?: Logger;
  /** Where OTP emails and SMS go; default SMTP for email when `config.smtp` is set, else `<dataDir>/outbox.jsonl`. */
  outbox?: OutboxTransport;
  /** Work done after answering (sending OTPs); tests wait for it with `settled()`. */
  background?: BackgroundTasks;
  /** Where BDX file bytes live; default Azure Blob Storage when `config.azureStorageConnectionString` is set, else `<dataDir>/bdx-files`. */
  bdxStorage?: BdxFileStorage;
  /** Set to draining when the process begins to stop: /ready then answers 503. */
  readiness?: Readiness;
  /** Runs the billing cycle of every client now and then at this interval (the server: hourly); unset: only `/runbillingcycle` runs it. */
  billingCycleEveryMs?: number;
  /** The clock of the reports' periods (tests fix it); default the system's. */
  now?: () => Date;
  /** How long reference data versions, once read, answer this process's calls (default VERSIONS_RECHECK_MS). */
  versionsRecheckMs?: number;
  /** Serve the kept reference data answers before Express (http/fast-path.ts); default on, `false` sends every request through Express. */
  fastPath?: boolean;
}

/** The billing cycle as background work: once at start, then every `everyMs` until the process drains. */
function scheduleBillingCycle(billing: BillingService, background: BackgroundTasks, readiness: Readiness, everyMs: number) {
  const run = () => {
    if (!readiness.draining) background.run('Billing cycle', () => billing.runAllCycles());
  };
  run();
  setInterval(run, everyMs).unref();
}

/** Answers are not kept by browsers or proxies, unless a route says otherwise (the answer cache). */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** The field encryption of a configuration; values sealed before field keys existed still open. */
export const fieldEncryptionOf = (config: Pick<AppConfig, 'jwtSecret' | 'fieldKeys'>): FieldEncryption =>
  createFieldEncryption({ keys: config.fieldKeys, legacySecret: config.jwtSecret });

/** Wires repositories -> services -> routers; no I/O happens until a request arrives. */
export function createApp({
  db,
  config,
  limits: limitOverrides,
  logger = consoleLogger,
  outbox = createOutbox(config),
  background = createBackgroundTasks(logger),
  bdxStorage = createBdxFileStorage(config),
  readiness = { draining: false },
  billingCycleEveryMs,
  now,
  versionsRecheckMs,
  fastPath = true,
}: AppOptions): Express {
  const limits: Limits = { ...LIMITS, ...limitOverrides };
  const limiter = createRateLimiter(db);
  const secrets = createServerSecrets(db);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds });
  const permissionRepository = createPermissionRepository(db);
  const authorizer = createCallAuthorizer(permissionRepository);
  const { requireAdmin, requireCarrier, ifCarrier, adminCaller } = createAuthGuards(tokens, authorizer, createSessionCheck(db));
  const users = createUserRepository(db);
  const agentService = createAgentService(db);
  const grantor = createGrantorRules(permissionRepository);
  // Answers and reads kept until their tables' versions move (reference data, a client's staff users).
  const answerCache = createAnswerCache(db, { recheckMs: versionsRecheckMs });
  const userService = createUserService(db, {
    agents: agentService,
    grantor,
    tokens,
    assertMayReadUsers: (auth) => authorizer.authorize(auth, '/viewclientuser'),
    keptRead: answerCache.keptRead,
  });

  const app = express();
  app.disable('x-powered-by');
  // Answers are `no-store`: a tag hashed from every answer's bytes would only cost time. The
  // answers kept with ETags (observability/answer-cache.ts) set their own.
  app.set('etag', false);
  const metrics = config.metricsToken ? createMetrics({ db, token: config.metricsToken }) : undefined;
  const beginLog = requestLogBegin(logger);
  // The portal may read the request id of an answer (to quote it when reporting a failure).
  const corsHeaders = cors({ origin: config.corsOrigins, exposedHeaders: [REQUEST_ID_HEADER, 'Content-Disposition'] });
  // An API answers data, never pages: nothing may run or frame in it, nothing is sniffed or cached.
  const securityHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  // What every request goes through, in this order, as one layer (http/every-request.ts).
  app.use(
    everyRequest([
      // Operations: a request id and a log line for every request, metrics when a token is set.
      requestLog(logger, beginLog),
      // The audit trail's view of the request (call, caller) for the database layer.
      auditScope(),
      ...(metrics ? [metrics.middleware] : []),
      corsHeaders,
      securityHeaders,
      noStore,
      express.json({ limit: '1mb' }),
      refuseDeepBodies,
    ]),
  );

  app.use(createHealthRouter({ db, storage: bdxStorage, readiness }));
  // The most called lists first: Express tries every router in turn until one answers, and no
  // other router (the carrier portal's included) answers these paths.
  app.use(createReferenceDataRouter(createReferenceDataService(db), requireAdmin, answerCache));
  app.get('/metrics', metrics?.endpoint ?? ((_req, res) => void res.status(404).json({ message: 'Metrics are not served: METRICS_TOKEN is not set' })));
  app.use(createOpenApiRouter());
  const signIn = createSignInGuard(limiter, limits, 'admin', db);
  app.use(createAuthRouter(createAuthService(db, { tokens, signIn }), requireAdmin));
  const passwordReset = { outbox, limiter, limits, background, secrets };
  app.use(createPasswordResetRouter('admin', createPasswordResetService(db, { audience: 'admin', ...passwordReset })));
  // The carrier (BDX) portal, mounted before the admin routers so that a path both audiences
  // use (/viewclientintakecategory, /editslab, /updateslab) serves carriers here.
  const carrierPortal = createCarrierPortalService(db, { storage: bdxStorage, tokens, signIn: createSignInGuard(limiter, limits, 'carrier', db), now });
  app.use(createCarrierPortalRouter(carrierPortal, { requireCarrier, ifCarrier }));
  app.use(createPasswordResetRouter('carrier', createPasswordResetService(db, { audience: 'carrier', ...passwordReset })));
  app.use(createUserRouter(userService, requireAdmin, answerCache.writes));
  app.use(createAgentRouter(agentService, requireAdmin, answerCache.writes));
  app.use(createPolicyRouter(createPolicyService(db), requireAdmin));
  app.use(createClientRouter(createClientService(db), requireAdmin, ifCarrier));
  app.use(createMenuRouter(createMenuService(db, { users }), requireAdmin));
  app.use(createIntakeRouter(createIntakeService(db), requireAdmin));
  const recordNames = createRecordNames(db, background);
  app.use(createIntakeConfigRouter(createIntakeConfigService(db, recordNames), requireAdmin));
  app.use(createIntakeSetupRouter(createIntakeSetupService(db, recordNames), requireAdmin));
  app.use(createPartnerRouter(createPartnerService(db, { secrets: fieldEncryptionOf(config) }), requireAdmin));
  app.use(
    createPermissionRouter(authorizer, createUserPermissionService(db, { users: userService, grantor }), requireAdmin),
  );
  const clients = createClientRepository(db);
  const creators: CreatorLookup = {
    staffUser: (userId) => users.findById(userId),
    clientFullName: async (clientId) => (await clients.findById(clientId))?.Client_FullName ?? null,
  };
  const jobs = createJobService(db, { logger });
  app.use(createJobRouter(jobs, requireAdmin));
  app.use(createAuditRouter(createAuditService(db), requireAdmin));
  // The admin bordereaux area (files, the import job) and the slabs, both reading the client's directory.
  const bdxDirectory = createBdxDirectory(db);
  app.use(createBdxAdminRouter(createBdxAdminService(db, { directory: bdxDirectory, storage: bdxStorage, creators, jobs, now }), requireAdmin));
  app.use(createSlabRouter(createSlabService(db, { directory: bdxDirectory }), requireAdmin));
  const claims = createClaimService(db, { creators, now });
  const lossRatios = claims.lossRatio;
  app.use(createDashboardRouter(createDashboardService(db, { authorizer, creators, lossRatios, now }), requireAdmin));
  app.use(createProductionReportRouter(createProductionReportService(db, { creators, lossRatios, authorizer }), requireAdmin));

  const quotationService = createQuotationService(db, {
    creators,
    // Billing is built on the quotations service below; the lists ask it only once requests arrive.
    delinquency: {
      refreshDelinquency: (clientId) => billing.refreshDelinquency(clientId),
    },
    now,
    mayWriteRecords: (auth) => authorizer.authorize(auth, '/updatepolicyquotationlist').then(() => true, () => false),
  });
  app.use(createQuotationRouter(quotationService, requireAdmin));
  const quotationActions = createQuotationActionsService(db, {
    quotations: quotationService,
    creators,
    // Billing is built below; a payment asks it only once requests arrive.
    beforePayment: (clientId, id) => billing.beforePayment(clientId, id),
    now,
  });
  app.use(createQuotationActionsRouter(quotationActions, createQuotationSettingsService(db), requireAdmin));
  const policyTransactions = createPolicyTransactionService(db, { quotations: quotationService, creators, now });
  app.use(createPolicyTransactionRouter(policyTransactions, requireAdmin));
  const billing = createBillingService(db, { quotations: quotationService, policyTransactions, creators, outbox, logger, now });
  app.use(createBillingRouter(billing, requireAdmin));
  if (billingCycleEveryMs) scheduleBillingCycle(billing, background, readiness, billingCycleEveryMs);
  app.use(createClaimRouter(claims, requireAdmin));
  app.use(createCompanyRouter(createCompanyService(db, { store: createDocumentStore(config.dataDir) }), requireAdmin));

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  if (fastPath) {
    // The kept reference data answers are served before Express (node:http calls the app, the
    // app calls `handle`); everything else goes through Express as above.
    const serveKept = createFastPath({
      cache: answerCache.served,
      adminCaller,
      beginLog,
      observe: metrics?.observe,
      headerSteps: [corsHeaders, securityHeaders],
    });
    const expressHandle = (app as unknown as { handle: ExpressHandle }).handle.bind(app);
    (app as unknown as { handle: ExpressHandle }).handle = (req, res, callback) => serveKept(req, res, () => expressHandle(req, res, callback));
  }
  return app;
}

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;
