import { clientScopedRequest, createSlabRequest, idBody, updateSlabBody } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { SlabService } from './service';

/** Admin slab calls; /editslab and /updateslab answer carrier tokens in the carrier portal router first. */
export function createSlabRouter(service: SlabService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewslab', requireAdmin, async (req, res) => {
    res.json(await service.list(adminAuthOf(res), validate(clientScopedRequest, req.body).client_id));
  });
  router.post('/editslab', requireAdmin, async (req, res) => {
    res.json(await service.edit(adminAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/createslab', requireAdmin, async (req, res) => {
    res.json(await service.create(adminAuthOf(res), validate(createSlabRequest, req.body)));
  });
  router.post('/updateslab', requireAdmin, async (req, res) => {
    res.json(await service.update(adminAuthOf(res), validate(updateSlabBody, req.body)));
  });
  return router;
}
