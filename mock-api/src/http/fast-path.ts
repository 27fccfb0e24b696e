import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { AdminAuth } from '../auth/tokens';
import { andThen } from '../maybe-async';
import type { AnswerCache, KeptCall } from '../observability/answer-cache';
import type { Metrics } from '../observability/metrics';
import { REQUEST_ID_HEADER } from '../observability/request-context';
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
  /**
   * The steps of every request that only set headers (CORS, the security headers), in Express's
   * order; each calls `next` at once. For a GET their headers depend on nothing but its Origin
   * (CORS's allow-list is the settings'; the rest are fixed), so they run once per Origin.
   */
  headerSteps: readonly RequestHandler[];
}

/** Handles a request before Express, or hands it on (`express()`), at once or once its reads are done. */
export type FastPath = (req: IncomingMessage, res: ServerResponse, express: () => void) => void;

/** Origins whose step headers are kept at most. */
const KEPT_ORIGINS = 100;

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
  const headersByOrigin = new Map<string, readonly string[]>();
  /** The headers the steps set on an answer to `req`, as a list (see headerSteps). */
  function stepHeaders(req: IncomingMessage): readonly string[] {
    const origin = req.headers.origin ?? '';
    let headers = headersByOrigin.get(origin);
    if (!headers) {
      headers = headersSetBy(headerSteps, req);
      // Callers choose their Origin: the list stays small whatever they send.
      if (headersByOrigin.size >= KEPT_ORIGINS) headersByOrigin.clear();
      headersByOrigin.set(origin, headers);
    }
    return headers;
  }

  function send(req: IncomingMessage, res: ServerResponse, call: KeptCall, auth: AdminAuth, versions: string | null, started: bigint, express: () => void): void {
    if (!versions) return express();
    const etag = cache.etagOf(versions);
    const kept = cache.keptAnswer(req, call.path, etag);
    if (!kept) return express();
    try {
      const logged = { call: call.path, clientId: auth.clientId, userId: auth.userId };
      const requestId = beginLog(req, res, () => logged, started);
      observe?.('GET', res, () => call.path, started);
      cache.writeKept(res, [REQUEST_ID_HEADER, requestId, ...stepHeaders(req)], etag, kept);
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

type HeaderValue = string | number | readonly string[];

/**
 * The headers `steps` set for `req`, as a list (name, value, name, value...) for one writeHead:
 * each step runs on a stand-in for the answer that keeps what it sets, gets and removes (all the
 * app's steps do no more: fast-path.test.ts compares the answers with Express's), and must pass
 * the request on at once.
 */
export function headersSetBy(steps: readonly RequestHandler[], req: IncomingMessage): string[] {
  const set = new Map<string, [name: string, value: HeaderValue]>();
  const answer = {
    setHeader(name: string, value: HeaderValue) {
      set.set(name.toLowerCase(), [name, value]);
      return answer;
    },
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => set.has(name.toLowerCase()),
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
  };
  for (const step of steps) {
    let passed = false;
    void step(req as Request, answer as unknown as Response, () => {
      passed = true;
    });
    if (!passed) throw new Error('fast path: a header step did not pass the request on at once');
  }
  const list: string[] = [];
  for (const [name, value] of set.values()) {
    if (Array.isArray(value)) for (const each of value) list.push(name, each);
    else list.push(name, String(value));
  }
  return list;
}
