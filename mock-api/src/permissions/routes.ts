import { createClientPermissionRequest, viewClientPermissionRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { CallAuthorizer } from './service';
import type { UserPermissionService } from './user-permission-service';

export function createPermissionRouter(
  authorizer: CallAuthorizer,
  userPermissions: UserPermissionService,
  requireAdmin: RequestHandler,
): Router {
  const router = Router();
  router.post('/myaccess', requireAdmin, async (_req, res) => {
    res.json(await authorizer.myAccess(adminAuthOf(res)));
  });
  router.post('/viewclientpermission', requireAdmin, async (req, res) => {
    const { uid } = validate(viewClientPermissionRequest, req.body);
    res.json(await userPermissions.view(adminAuthOf(res), uid));
  });
  router.post('/createclientpermission', requireAdmin, async (req, res) => {
    res.json(await userPermissions.save(adminAuthOf(res), validate(createClientPermissionRequest, req.body)));
  });
  return router;
}
