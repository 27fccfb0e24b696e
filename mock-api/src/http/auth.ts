import type { RequestHandler, Response } from 'express';
import type { AdminAuth, CarrierAuth, TokenService } from '../auth/tokens';
import { unauthorized } from './app-error';

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
  /** Admin and staff calls: a valid admin-audience token; puts the caller on res.locals.adminAuth. */
  requireAdmin: RequestHandler;
  /** BDX portal calls: a valid carrier-audience token; puts the caller on res.locals.carrierAuth. */
  requireCarrier: RequestHandler;
}

export function createAuthGuards(tokens: TokenService): AuthGuards {
  const guard =
    <K extends 'adminAuth' | 'carrierAuth'>(
      key: K,
      verify: (token: string) => Promise<NonNullable<Express.Locals[K]>>,
    ): RequestHandler =>
    async (req, res, next) => {
      const token = bearerToken(req.get('authorization'));
      if (!token) throw unauthorized('Sign-in required');
      res.locals[key] = await verify(token);
      next();
    };
  return {
    requireAdmin: guard('adminAuth', tokens.verifyAdmin),
    requireCarrier: guard('carrierAuth', tokens.verifyCarrier),
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
