import { exportPathOf, productionRecordsRequest, productionReportExportRequest, productionReportRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { ProductionReportService } from './service';

export function createProductionReportRouter(service: ProductionReportService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewproductionreport', requireAdmin, async (req, res) => {
    res.json(await service.report(adminAuthOf(res), validate(productionReportRequest, req.body)));
  });
  router.post(exportPathOf('/viewproductionreport'), requireAdmin, async (req, res) => {
    const { format, filters: _filters, ...request } = validate(productionReportExportRequest, req.body);
    await sendListExport(res, format, await service.exportReport(adminAuthOf(res), request));
  });
  router.post('/viewproductionrecords', requireAdmin, async (req, res) => {
    res.json(await service.records(adminAuthOf(res), validate(productionRecordsRequest, req.body)));
  });
  return router;
}
