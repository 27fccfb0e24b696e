import {
  companyListExportRequest,
  companyScopedRequest,
  createClientUserRequest,
  editClientUserRequest,
  updateClientUserRequest,
  usernameCheckRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { UserService } from './service';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** `writes`: the answer cache's, on the calls that write users, so that this process's kept users lists are read again at once. */
export function createUserRouter(service: UserService, requireAdmin: RequestHandler, writes: RequestHandler = passThrough): Router {
  const router = Router();
  router.post('/commonloginverification', requireAdmin, async (req, res) => {
    const { username } = validate(usernameCheckRequest, req.body);
    res.json(await service.checkUsername(username));
  });
  router.post('/editclientuser', requireAdmin, async (req, res) => {
    const { id } = validate(editClientUserRequest, req.body);
    res.json(await service.editClientUser(adminAuthOf(res), id));
  });
  router.post('/viewclientuser', requireAdmin, async (req, res) => {
    const { company_id } = validate(companyScopedRequest, req.body);
    res.json(await service.list(adminAuthOf(res), company_id));
  });
  router.post('/exportviewclientuser', requireAdmin, async (req, res) => {
    const { company_id, format, ...view } = validate(companyListExportRequest, req.body);
    await sendListExport(res, format, await service.exportList(adminAuthOf(res), company_id, view));
  });
  router.post('/createclientuser', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.create(adminAuthOf(res), validate(createClientUserRequest, req.body)));
  });
  router.post('/updateclientuser', requireAdmin, writes, async (req, res) => {
    res.json(await service.update(adminAuthOf(res), validate(updateClientUserRequest, req.body)));
  });
  return router;
}
