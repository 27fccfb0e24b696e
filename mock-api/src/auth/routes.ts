import { loginRequest } from '@kyubos/contracts';
import { Router } from 'express';
import { clientAddress } from '../http/client-address';
import { validate } from '../http/validate';
import type { AuthService } from './service';

export function createAuthRouter(service: AuthService): Router {
  const router = Router();
  router.post('/commonlogin', async (req, res) => {
    res.json(await service.login(validate(loginRequest, req.body), clientAddress(req)));
  });
  return router;
}
