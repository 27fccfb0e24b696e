import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { callerOf, callOf, requestIdOf } from './request-context';

/**
 * One log line per request, written when the answer has gone (or the caller left): request id
 * (also answered in `X-Request-Id`), call, method, status, latency in ms, and the caller's client
 * and user ids. Never headers, bodies or query strings. 5xx lines are errors, 4xx warnings.
 * Without a structured logger (tests), only the request id is set.
 */
export function requestLog(logger: Logger): RequestHandler {
  const log = logger.pino;
  return (req, res, next) => {
    const reqId = requestIdOf(req, res);
    (req as { id?: string }).id = reqId;
    if (log) {
      const started = process.hrtime.bigint();
      let written = false;
      const write = () => {
        if (written) return;
        written = true;
        const status = res.writableFinished ? res.statusCode : 499;
        const call = callOf(req) ?? req.originalUrl.split('?')[0]!;
        const line = {
          reqId,
          method: req.method,
          call,
          status,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100,
          ...callerOf(res),
        };
        const message = `${req.method} ${call} ${status}`;
        if (status >= 500) log.error(line, message);
        else if (status >= 400) log.warn(line, message);
        else log.info(line, message);
      };
      res.once('finish', write);
      res.once('close', write);
    }
    next();
  };
}
