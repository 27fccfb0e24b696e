import {
  policyCancelRequest,
  policyEndorseRequest,
  policyNotRenewRequest,
  policyReinstateRequest,
  policyRescindNotRenewRequest,
  policyRenewRequest,
  policyTransactionDocumentRequest,
  policyTransactionsRequest,
  policyVersionRequest,
  renewalWorklistRequest,
  renewalWorklistExportRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import type { AdminAuth } from '../auth/tokens';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { PolicyTransactionService } from './service';

/** Policy life after issue: endorse, cancel, reinstate, renew or not (and rescind not), the renewal worklist and the transactions of a policy. */
export function createPolicyTransactionRouter(service: PolicyTransactionService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const post = (path: string, handle: (body: unknown, auth: AdminAuth) => Promise<unknown>) =>
    router.post(path, requireAdmin, async (req, res) => {
      res.json(await handle(req.body, adminAuthOf(res)));
    });
  post('/policyendorse', (body, auth) => service.endorse(auth, validate(policyEndorseRequest, body)));
  post('/policycancel', (body, auth) => service.cancel(auth, validate(policyCancelRequest, body)));
  post('/policyreinstate', (body, auth) => {
    const { id, reason, version } = validate(policyReinstateRequest, body);
    return service.reinstate(auth, id, reason, version);
  });
  post('/policyrenew', (body, auth) => {
    const { id, version } = validate(policyRenewRequest, body);
    return service.renew(auth, id, version);
  });
  post('/policynotrenew', (body, auth) => {
    const { id, reason, version } = validate(policyNotRenewRequest, body);
    return service.notRenew(auth, id, reason, version);
  });
  post('/policyrescindnotrenew', (body, auth) => {
    const { id, reason, version } = validate(policyRescindNotRenewRequest, body);
    return service.rescindNotRenew(auth, id, reason, version);
  });
  post('/viewrenewalworklist', (body, auth) => service.worklist(auth, validate(renewalWorklistRequest, body ?? {})));
  router.post('/exportviewrenewalworklist', requireAdmin, async (req, res) => {
    const { days, format } = validate(renewalWorklistExportRequest, req.body ?? {});
    await sendListExport(res, format, await service.exportWorklist(adminAuthOf(res), days));
  });
  post('/viewpolicytransactions', (body, auth) => service.transactions(auth, validate(policyTransactionsRequest, body).id));
  post('/viewpolicyversion', (body, auth) => {
    const { id, asof } = validate(policyVersionRequest, body);
    return service.version(auth, id, asof);
  });
  router.post('/policytransactiondocument', requireAdmin, async (req, res) => {
    const { filename, bytes } = await service.notice(adminAuthOf(res), validate(policyTransactionDocumentRequest, req.body).id);
    res.type('application/pdf').attachment(filename).send(bytes);
  });
  return router;
}
