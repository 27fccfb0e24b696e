import { loginRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { clientAddress } from '../http/client-address';
import { validate } from '../http/validate';
import type { AuthService } from './service';

export function createAuthRouter(service: AuthService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/commonlogin', async (req, res) => {
    res.json(await service.login(validate(loginRequest, req.body), clientAddress(req)));
  });
  router.post('/logout', requireAdmin, async (_req, res) => {
    res.json(await service.logout(adminAuthOf(res)));
  });
  return router;
}
