import { updateQuotationSettingsRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { QuotationSettingsService } from './settings';

/** Calls that act on quotation records after they are written (spec 3 §4, §5, §7), and their settings. */
export function createQuotationActionsRouter(settings: QuotationSettingsService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewquotationsettings', requireAdmin, async (_req, res) => {
    res.json(await settings.view(adminAuthOf(res)));
  });
  router.post('/updatequotationsettings', requireAdmin, async (req, res) => {
    res.json(await settings.update(adminAuthOf(res), validate(updateQuotationSettingsRequest, req.body)));
  });
  return router;
}
