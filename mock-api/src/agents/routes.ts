import { companyListExportRequest, companyScopedRequest, createClientAgentRequest, idBody, updateClientAgentRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { AgentService } from './service';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** `writes`: the answer cache's, on the calls that write users rows (an agent's user), so that this process's kept users lists are read again at once. */
export function createAgentRouter(service: AgentService, requireAdmin: RequestHandler, writes: RequestHandler = passThrough): Router {
  const router = Router();
  router.post('/viewclientagent', requireAdmin, async (req, res) => {
    const { company_id } = validate(companyScopedRequest, req.body);
    res.json(await service.list(adminAuthOf(res), company_id));
  });
  router.post('/exportviewclientagent', requireAdmin, async (req, res) => {
    const { company_id, format, ...view } = validate(companyListExportRequest, req.body);
    await sendListExport(res, format, await service.exportList(adminAuthOf(res), company_id, view));
  });
  router.post('/createclientagent', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.create(adminAuthOf(res), validate(createClientAgentRequest, req.body)));
  });
  router.post('/editclientagent', requireAdmin, async (req, res) => {
    const { id } = validate(idBody, req.body);
    res.json(await service.edit(adminAuthOf(res), id));
  });
  router.post('/updateclientagent', requireAdmin, writes, async (req, res) => {
    const { userData } = validate(updateClientAgentRequest, req.body);
    res.json(await service.update(adminAuthOf(res), userData));
  });
  return router;
}
