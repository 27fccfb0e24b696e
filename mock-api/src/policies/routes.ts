import { companyScopedRequest, createPolicyRequest, idBody, updatePolicyRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { PolicyService } from './service';

export function createPolicyRouter(service: PolicyService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewpolicy', requireAdmin, async (req, res) => {
    const { company_id } = validate(companyScopedRequest, req.body);
    res.json(await service.list(adminAuthOf(res), company_id));
  });
  router.post('/policy', requireAdmin, async (req, res) => {
    res.status(201).json(await service.create(adminAuthOf(res), validate(createPolicyRequest, req.body)));
  });
  router.post('/editpolicy', requireAdmin, async (req, res) => {
    const { id } = validate(idBody, req.body);
    res.json(await service.edit(adminAuthOf(res), id));
  });
  router.post('/updatepolicy', requireAdmin, async (req, res) => {
    const { policyData } = validate(updatePolicyRequest, req.body);
    res.json(await service.update(adminAuthOf(res), policyData));
  });
  return router;
}
