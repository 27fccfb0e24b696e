import { lossRatioRequest, lossRunRequest, viewClaimRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { ClaimService } from './service';

/** Claims, Loss Runs (list and PDF) and loss ratios: admin calls, the client from the token. */
export function createClaimRouter(service: ClaimService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewlossrun', requireAdmin, async (req, res) => {
    res.json(await service.lossRun(adminAuthOf(res), validate(lossRunRequest, req.body)));
  });
  router.post('/lossrundocument', requireAdmin, async (req, res) => {
    const { filename, bytes } = await service.lossRunDocument(adminAuthOf(res), validate(lossRunRequest, req.body));
    res.type('application/pdf').attachment(filename).send(bytes);
  });
  router.post('/viewclaim', requireAdmin, async (req, res) => {
    res.json(await service.claim(adminAuthOf(res), validate(viewClaimRequest, req.body).id));
  });
  router.post('/viewlossratio', requireAdmin, async (req, res) => {
    res.json(await service.lossRatio(adminAuthOf(res), validate(lossRatioRequest, req.body)));
  });
  return router;
}
