import type { Request, RequestHandler, Response } from 'express';
import type { SessionCheck } from '../auth/sessions';
import type { AdminAuth, CarrierAuth, TokenService } from '../auth/tokens';
import type { CallAuthorizer } from '../permissions/service';
import { AUDIENCE } from '@kyubos/contracts';
import { decodeJwt } from 'jose';
import { unauthorized } from '../app-error';
import { andThen, type MaybePromise } from '../maybe-async';

/** Reads (without trusting) the audience a token claims, to route it; verification comes after. */
function claimsAudience(token: string, audience: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === audience || (Array.isArray(aud) && aud.includes(audience));
  } catch {
    return false;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      adminAuth?: AdminAuth;
      carrierAuth?: CarrierAuth;
    }
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface AuthGuards {
  /**
   * Admin and staff calls: a valid admin-audience token, and the caller allowed this call by the
   * declared call rules (permissions/call-rules.ts); puts the caller on res.locals.adminAuth.
   */
  requireAdmin: RequestHandler;
  /** BDX portal calls: a valid carrier-audience token; puts the caller on res.locals.carrierAuth. */
  requireCarrier: RequestHandler;
  /**
   * A path answered for both audiences (e.g. /editclient): a carrier token is served by this
   * route, a valid admin token goes on to the admin route of the same path.
   */
  ifCarrier: RequestHandler;
  /**
   * What requireAdmin checks, without Express: the caller of the admin call at `routePath` (the
   * route as registered) from the Authorization header: now when everything is kept, else once
   * read; throws (or rejects) with requireAdmin's 401 or 403. `seen` gets the token's caller
   * before the call rules are judged (a refused call is still logged with its caller).
   */
  adminCaller(authorization: string | undefined, routePath: string, seen?: (auth: AdminAuth) => void): MaybePromise<AdminAuth>;
}

/**
 * The guards answer now (no promise, no wait for the event loop) when the token was verified
 * before, the account's token version is kept and the rule decides without a read; else once
 * the reads are done. The checks are the same either way.
 */
export function createAuthGuards(tokens: TokenService, authorizer: CallAuthorizer, assertCurrent: SessionCheck): AuthGuards {
  const tokenIn = (authorization: string | undefined): string => {
    const token = bearerToken(authorization);
    if (!token) throw unauthorized('Sign-in required');
    return token;
  };
  const tokenOf = (req: Request): string => tokenIn(req.get('authorization'));
  const adminOf = (token: string): MaybePromise<AdminAuth> =>
    andThen(tokens.verifiedAdmin(token), (auth) => andThen(assertCurrent('admin', auth.userId, auth.tokenVersion, auth.session?.id), () => auth));
  const carrierOf = (token: string): MaybePromise<CarrierAuth> =>
    andThen(tokens.verifiedCarrier(token), (auth) => andThen(assertCurrent('carrier', auth.userId, auth.tokenVersion, auth.session?.id), () => auth));
  const adminCaller = (authorization: string | undefined, routePath: string, seen?: (auth: AdminAuth) => void): MaybePromise<AdminAuth> =>
    andThen(adminOf(tokenIn(authorization)), (auth) => {
      seen?.(auth);
      return andThen(authorizer.authorizeNow(auth, routePath), () => auth);
    });
  return {
    adminCaller,
    requireAdmin: (req, res, next) => {
      // The route's declared path ('/editcountry'), not the raw URL, keys the rules.
      const routePath = (req.route as { path?: string } | undefined)?.path ?? req.path;
      return andThen(
        adminCaller(req.get('authorization'), routePath, (auth) => (res.locals.adminAuth = auth)),
        () => next(),
      );
    },
    requireCarrier: (req, res, next) =>
      andThen(carrierOf(tokenOf(req)), (auth) => {
        res.locals.carrierAuth = auth;
        next();
      }),
    ifCarrier: (req, res, next) => {
      const token = tokenOf(req);
      // Only a token that claims the carrier audience is judged here (expired, forged...);
      // any other goes on to the admin route of the same path, which gives its own answer.
      if (!claimsAudience(token, AUDIENCE.carrier)) return next('route');
      return andThen(carrierOf(token), (auth) => {
        res.locals.carrierAuth = auth;
        next();
      });
    },
  };
}

/** The caller of a route behind requireAdmin. */
export function adminAuthOf(res: Response): AdminAuth {
  const auth = res.locals.adminAuth;
  if (!auth) throw new Error('adminAuthOf used on a route without requireAdmin');
  return auth;
}

/** The caller of a route behind requireCarrier. */
export function carrierAuthOf(res: Response): CarrierAuth {
  const auth = res.locals.carrierAuth;
  if (!auth) throw new Error('carrierAuthOf used on a route without requireCarrier');
  return auth;
}
