import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { AdminAuth } from '../auth/tokens';
import { andThen } from '../maybe-async';
import type { AnswerCache, KeptCall } from '../observability/answer-cache';
import type { Metrics } from '../observability/metrics';
import type { BeginRequestLog } from '../observability/request-log';
import type { AuthGuards } from './auth';

export interface FastPathOptions {
  /** The kept answers (observability/answer-cache.ts) and how the route sends them. */
  cache: AnswerCache['served'];
  /** requireAdmin's checks (http/auth.ts): token, expiry, account version, call rules. */
  adminCaller: AuthGuards['adminCaller'];
  /** The request log's id and line (observability/request-log.ts). */
  beginLog: BeginRequestLog;
  /** The metrics' count and time of the call, when metrics are on. */
  observe?: Metrics['observe'];
  /** The steps of every request that only set headers (CORS, the security headers, no-store), in Express's order; each calls `next` at once. */
  headerSteps: readonly RequestHandler[];
}

/** Handles a request before Express, or hands it on (`express()`), at once or once its reads are done. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, express: () => void) => void;

/** Whether a request carries a body (type-is's test, as Express's body reader makes it): such requests go to Express. */
const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/**
 * The kept answers (countries, currencies, states, cities) served at the node:http level, before
 * Express: a `GET` of a kept call's exact path, with no body, whose route has run once in this
 * app (so its tables and guard are known), by a caller requireAdmin lets through, when the
 * process keeps the answer for the tables' current versions (or the caller holds that tag: 304).
 * The answer is the route's, made by the same functions: request id and log line, metrics,
 * CORS, the security headers, the auth checks and the answer cache's ETag, 304 and bytes.
 * Anything else, a refusal (401, 403) included, goes to Express unchanged, which answers it;
 * when a check must first read the database, the request waits for it here, then is answered
 * or handed on. No step writes, so the audit scope is not opened. A kept route must therefore
 * have nothing but requireAdmin and `cached(...)` before its handler (as reference-data/routes.ts):
 * another step there (a rate limit, a check of its own) would be skipped here.
 */
export function createFastPath({ cache, adminCaller, beginLog, observe, headerSteps }: FastPathOptions): FastPath {
  let passed = false;
  const next = () => {
    passed = true;
  };
  /** The headers every answer gets before its route runs, set by the same middlewares. */
  function everyAnswer(req: IncomingMessage, res: ServerResponse): void {
    for (const step of headerSteps) {
      passed = false;
      void step(req as Request, res as Response, next);
      if (!passed) throw new Error('fast path: a header step did not pass the request on at once');
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, call: KeptCall, auth: AdminAuth, versions: string | null, started: bigint, express: () => void): void {
    if (!versions) return express();
    const etag = cache.etagOf(versions);
    const kept = cache.keptAnswer(req, call.path, etag);
    if (!kept) return express();
    try {
      const logged = { call: call.path, clientId: auth.clientId, userId: auth.userId };
      beginLog(req, res, () => logged, started);
      observe?.('GET', res, () => call.path, started);
      everyAnswer(req, res);
      cache.sendKept(res, etag, kept);
    } catch (error) {
      // Not reached with the app's steps; the answer is begun, so it cannot go to Express.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  return (req, res, express) => {
    const call = req.method === 'GET' && !hasBody(req) && req.url !== undefined ? cache.callAt(req.url) : undefined;
    if (!call?.admin) return express();
    // The log line and the metrics time the call from here, as Express's would, waits included.
    const started = process.hrtime.bigint();
    let auth: AdminAuth | undefined;
    let versions;
    try {
      versions = andThen(adminCaller(req.headers.authorization, call.path), (caller) => {
        auth = caller;
        return cache.versionsOf(call);
      });
    } catch {
      // Refused (401, 403): Express answers it, with the same checks.
      return express();
    }
    if (versions instanceof Promise) {
      versions.then(
        (read) => send(req, res, call, auth!, read, started, express),
        () => express(),
      );
      return;
    }
    send(req, res, call, auth!, versions, started, express);
  };
}
