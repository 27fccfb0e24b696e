import { editClientUserRequest, usernameCheckRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { UserService } from './service';

export function createUserRouter(service: UserService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/commonloginverification', requireAdmin, async (req, res) => {
    const { username } = validate(usernameCheckRequest, req.body);
    res.json(await service.checkUsername(username));
  });
  router.post('/editclientuser', requireAdmin, async (req, res) => {
    const { id } = validate(editClientUserRequest, req.body);
    res.json(await service.editClientUser(adminAuthOf(res), id));
  });
  return router;
}
