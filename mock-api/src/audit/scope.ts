import type { RequestHandler } from 'express';
import { callOf } from '../observability/request-context';
import { runInAuditScope, type AuditActor } from './context';

/**
 * Opens the audit scope of every request: the request id the request log gave it, the call and
 * the caller as the router and the auth guard leave them on the request (read when a write
 * happens, after they ran). Mounted after the request log and before any router.
 */
export function auditScope(): RequestHandler {
  return (req, res, next) => {
    const requestId = (req as { id?: string }).id ?? '';
    runInAuditScope(
      {
        requestId,
        call: () => callOf(req) ?? req.path,
        actor: (): AuditActor | undefined => {
          const admin = res.locals.adminAuth as { userId: number; clientId: number; loginType: number } | undefined;
          if (admin) return { user_id: admin.userId, client_id: admin.clientId, audience: 'admin', login_type: admin.loginType };
          const carrier = res.locals.carrierAuth as { userId: number; clientId: number } | undefined;
          if (carrier) return { user_id: carrier.userId, client_id: carrier.clientId, audience: 'carrier' };
          return undefined;
        },
      },
      next,
    );
  };
}
