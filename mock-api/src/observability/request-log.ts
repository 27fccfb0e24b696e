import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { callerOf, callOf, REQUEST_ID_HEADER, requestIdOf } from './request-context';

/** What a request's log line says of it once answered: the call, and the signed-in caller if any. */
export interface LoggedCall {
  call: string;
  clientId?: number;
  userId?: number;
}

/**
 * Gives a request its id (answered in `X-Request-Id` by the caller) and, when the logger is
 * structured, writes its line once the answer has gone (or the caller left); `describe` is asked
 * then, `started` (default now) is when the request arrived. Express's request and answer or
 * node's (the kept answers served before Express, http/fast-path.ts).
 */
export type BeginRequestLog = (req: IncomingMessage, res: ServerResponse, describe: () => LoggedCall, started?: bigint) => string;

/**
 * One log line per request, written when the answer has gone (or the caller left): request id
 * (also answered in `X-Request-Id`), call, method, status, latency in ms, and the caller's client
 * and user ids. Never headers, bodies or query strings. 5xx lines are errors, 4xx warnings.
 * Without a structured logger (tests), only the request id is set.
 */
export function requestLogBegin(logger: Logger): BeginRequestLog {
  const log = logger.pino;
  return (req, res, describe, started = process.hrtime.bigint()) => {
    const reqId = requestIdOf(req);
    if (log) {
      // A server's answer emits 'close' once it has gone (after 'finish') or its caller left: one listener for both.
      const write = () => {
        const status = res.writableFinished ? res.statusCode : 499;
        const { call, ...caller } = describe();
        const line = {
          reqId,
          method: req.method,
          call,
          status,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100,
          ...caller,
        };
        const message = `${req.method} ${call} ${status}`;
        if (status >= 500) log.error(line, message);
        else if (status >= 400) log.warn(line, message);
        else log.info(line, message);
      };
      // Begun after the caller left (the fast path waited for a read): written now, as its close would have.
      if (res.closed) write();
      else res.on('close', write);
    }
    return reqId;
  };
}

/** The request log as the first step of every request through Express (see requestLogBegin). */
export function requestLog(logger: Logger, begin: BeginRequestLog = requestLogBegin(logger)): RequestHandler {
  return (req, res, next) => {
    const id = begin(req, res, () => ({ call: callOf(req) ?? req.originalUrl.split('?')[0]!, ...callerOf(res) }));
    (req as { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
