import { productionRecordsRequest, productionReportRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { ProductionReportService } from './service';

export function createProductionReportRouter(service: ProductionReportService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewproductionreport', requireAdmin, async (req, res) => {
    res.json(await service.report(adminAuthOf(res), validate(productionReportRequest, req.body)));
  });
  router.post('/viewproductionrecords', requireAdmin, async (req, res) => {
    res.json(await service.records(adminAuthOf(res), validate(productionRecordsRequest, req.body)));
  });
  return router;
}
