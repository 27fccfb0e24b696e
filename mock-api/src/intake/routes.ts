import { clientScopedRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { IntakeService } from './service';

export function createIntakeRouter(service: IntakeService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewclientintakecategorymain', requireAdmin, async (req, res) => {
    const { client_id } = validate(clientScopedRequest, req.body);
    res.json(await service.categoriesForSideBar(adminAuthOf(res), client_id));
  });
  return router;
}
