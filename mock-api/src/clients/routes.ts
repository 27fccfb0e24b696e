import { editClientRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { ClientService } from './service';

export function createClientRouter(service: ClientService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/editclient', requireAdmin, async (req, res) => {
    const { id } = validate(editClientRequest, req.body);
    res.json(await service.editClient(adminAuthOf(res), id));
  });
  return router;
}
