import { exportPathOf, lossRatioRequest, lossRunExportRequest, lossRunRequest, viewClaimRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { ClaimService } from './service';

/** Claims, Loss Runs (list and PDF) and loss ratios: admin calls, the client from the token. */
export function createClaimRouter(service: ClaimService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewlossrun', requireAdmin, async (req, res) => {
    res.json(await service.lossRun(adminAuthOf(res), validate(lossRunRequest, req.body)));
  });
  router.post(exportPathOf('/viewlossrun'), requireAdmin, async (req, res) => {
    const { format, filters: _filters, ...query } = validate(lossRunExportRequest, req.body);
    await sendListExport(res, format, await service.exportLossRun(adminAuthOf(res), query));
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
