import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import type { CallAuthorizer } from './service';

export function createPermissionRouter(authorizer: CallAuthorizer, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/myaccess', requireAdmin, async (_req, res) => {
    res.json(await authorizer.myAccess(adminAuthOf(res)));
  });
  return router;
}
