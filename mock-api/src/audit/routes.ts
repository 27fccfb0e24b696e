import { viewAuditRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { AuditService } from './service';

/** /viewaudit {entity?, entity_id?, user_id?, call?, from?, to?, client_id?, page, pageSize} → {rows, total}. */
export function createAuditRouter(service: AuditService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewaudit', requireAdmin, async (req, res) => {
    res.json(await service.view(adminAuthOf(res), validate(viewAuditRequest, req.body)));
  });
  return router;
}
