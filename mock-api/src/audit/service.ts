import { LOGIN_TYPE, type ViewAuditRequest, type ViewAuditResponse, viewAuditRequest } from '@kyubos/contracts';
import { forbidden } from '../app-error';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { isPlatformAdmin } from '../tenancy';
import { createAuditRepository } from './repository';

/**
 * The audit trail's reader: client admins read their client's rows, the platform admin every
 * client's (one client's with `client_id`); anyone else 403.
 */
export function createAuditService(db: Db) {
  const trail = createAuditRepository(db);
  return {
    async view(auth: AdminAuth, request: ViewAuditRequest): Promise<ViewAuditResponse> {
      const input = viewAuditRequest.parse(request);
      if (!isPlatformAdmin(auth) && auth.loginType !== LOGIN_TYPE.clientAdmin) throw forbidden('Only administrators can read the audit trail');
      if (input.client_id !== undefined && !isPlatformAdmin(auth) && input.client_id !== auth.clientId) throw forbidden('You do not have access to this client');
      return trail.list({
        clientId: isPlatformAdmin(auth) ? (input.client_id ?? null) : auth.clientId,
        entity: input.entity,
        entityId: input.entity_id,
        userId: input.user_id,
        audience: input.audience,
        call: input.call,
        from: input.from,
        to: input.to,
        page: input.page,
        pageSize: input.pageSize,
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
