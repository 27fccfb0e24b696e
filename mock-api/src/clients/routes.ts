import { editClientRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf, carrierAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { ClientService } from './service';

export function createClientRouter(service: ClientService, requireAdmin: RequestHandler, ifCarrier: RequestHandler): Router {
  const router = Router();
  // The carrier portal reads its own client's name; admin tokens go on to the route below.
  router.post('/editclient', ifCarrier, async (req, res) => {
    const { id } = validate(editClientRequest, req.body);
    res.json(await service.clientForCarrier(carrierAuthOf(res), id));
  });
  router.post('/editclient', requireAdmin, async (req, res) => {
    const { id } = validate(editClientRequest, req.body);
    res.json(await service.editClient(adminAuthOf(res), id));
  });
  return router;
}
