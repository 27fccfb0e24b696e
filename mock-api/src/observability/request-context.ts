import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';

/** The header a request id arrives in (from a proxy or a caller) and is answered in. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's own request id is kept when it is short and plain; anything else gets a new one. */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The request's id: the caller's when acceptable, else a new one (answered in X-Request-Id by the caller). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route as registered (`/viewcountry`, `/companydocument/:id`): what logs and metrics name a call by. */
export function callOf(req: Request): string | undefined {
  const route = (req as { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? route.path : undefined;
}

/** The signed-in caller the auth guards left on the answer, admin or carrier portal user. */
export function callerOf(res: Response): { clientId?: number; userId?: number } {
  const auth = (res.locals.adminAuth ?? res.locals.carrierAuth) as { clientId?: number; userId?: number } | undefined;
  return auth ? { clientId: auth.clientId, userId: auth.userId } : {};
}
