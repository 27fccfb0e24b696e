import {
  approveQuotationRequest,
  deleteQuotationRequest,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeader,
  paymentHistoryRequest,
  policyDocumentRequest,
  policyPaymentRequest,
  recreateIntakeRequest,
  revertQuotationRequest,
  updateQuotationSettingsRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { QuotationActionsService } from './service';
import type { QuotationSettingsService } from './settings';

/** Calls that act on quotation records after they are written (spec 3 §4, §5, §7), their documents and settings. */
export function createQuotationActionsRouter(
  actions: QuotationActionsService,
  settings: QuotationSettingsService,
  requireAdmin: RequestHandler,
): Router {
  const router = Router();
  router.post('/policyapproveuser', requireAdmin, async (req, res) => {
    res.json(await actions.approve(adminAuthOf(res), validate(approveQuotationRequest, req.body).id));
  });
  router.post('/deletepolicyquotationlist', requireAdmin, async (req, res) => {
    const { id, company_id } = validate(deleteQuotationRequest, req.body);
    res.json(await actions.remove(adminAuthOf(res), id, company_id));
  });
  router.post('/createqutationtointake', requireAdmin, async (req, res) => {
    res.json(await actions.recreate(adminAuthOf(res), validate(recreateIntakeRequest, req.body).historyItem.id));
  });
  router.post('/policyrevartback', requireAdmin, async (req, res) => {
    const { id, company_id } = validate(revertQuotationRequest, req.body);
    res.json(await actions.revert(adminAuthOf(res), id, company_id));
  });
  router.post('/policyquotationpayment', requireAdmin, async (req, res) => {
    const headers = validate(idempotencyKeyHeader, { [IDEMPOTENCY_KEY_HEADER]: req.get(IDEMPOTENCY_KEY_HEADER) });
    const { answer, replayed } = await actions.pay(adminAuthOf(res), validate(policyPaymentRequest, req.body), headers[IDEMPOTENCY_KEY_HEADER]);
    // The answer given again to a retry with the same key says so, as payment APIs do.
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(answer);
  });
  router.post('/viewpolicypaymenthistory', requireAdmin, async (req, res) => {
    res.json(await actions.payments(adminAuthOf(res), validate(paymentHistoryRequest, req.body).quotation_id));
  });
  router.post('/policyquotationdocument', requireAdmin, async (req, res) => {
    const { id, asof } = validate(policyDocumentRequest, req.body);
    const { filename, bytes } = await actions.document(adminAuthOf(res), id, asof);
    res.type('application/pdf').attachment(filename).send(bytes);
  });

  router.post('/viewquotationsettings', requireAdmin, async (_req, res) => {
    res.json(await settings.view(adminAuthOf(res)));
  });
  router.post('/updatequotationsettings', requireAdmin, async (req, res) => {
    res.json(await settings.update(adminAuthOf(res), validate(updateQuotationSettingsRequest, req.body)));
  });
  return router;
}
