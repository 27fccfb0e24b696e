import type { Request, RequestHandler, Response } from 'express';

/**
 * The steps every request goes through before the routers (request id and log line, audit scope,
 * metrics, CORS, security headers, body), run in order as one Express layer: the same handlers
 * as separate `app.use` layers, without the router's matching and bookkeeping between them. A
 * step ends by calling `next` once (at once or later, as the body reader does), or `next(error)`.
 */
export function everyRequest(steps: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = steps[index];
      index += 1;
      if (!handler) return next();
      try {
        const returned: unknown = handler(req, res, step);
        // An async step's rejection is the request's error, as Express 5 treats a layer's.
        if (returned instanceof Promise) returned.catch(next);
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}

/**
 * A middleware that sets the same headers on every answer (helmet's), run once at start-up to
 * learn them: each request then gets the recorded headers, without the middleware's chain of a
 * dozen steps. Throws at start-up when the middleware does anything else than set and remove headers.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  let passed = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  const request = new Proxy({}, { get: (_target, key) => { throw new Error(`fixedHeaders: the middleware reads the request (${String(key)})`); } });
  void middleware(request as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error('fixedHeaders: the middleware did not pass the request on at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
