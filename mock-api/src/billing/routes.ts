import { billingListRequest, paymentReceiptRequest, policyInstallmentsRequest, runBillingCycleRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { BillingService } from './service';

/** Billing: a policy's instalments, payment receipts, the overdue policies and the billing cycle. */
export function createBillingRouter(service: BillingService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewpolicyinstallments', requireAdmin, async (req, res) => {
    const { id, asof } = validate(policyInstallmentsRequest, req.body);
    res.json(await service.installments(adminAuthOf(res), id, asof));
  });
  router.post('/viewbillinglist', requireAdmin, async (req, res) => {
    res.json(await service.list(adminAuthOf(res), validate(billingListRequest, req.body ?? {})));
  });
  router.post('/runbillingcycle', requireAdmin, async (req, res) => {
    res.json(await service.runCycle(adminAuthOf(res), validate(runBillingCycleRequest, req.body ?? {}).asof));
  });
  router.post('/policypaymentreceipt', requireAdmin, async (req, res) => {
    const { filename, bytes } = await service.receipt(adminAuthOf(res), validate(paymentReceiptRequest, req.body).id);
    res.type('application/pdf').attachment(filename).send(bytes);
  });
  return router;
}
