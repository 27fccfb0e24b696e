import {
  activeAttributesRequest,
  attributeGroupRequest,
  categoryIdRequest,
  customerListRequest,
  customerViewRequest,
  customerRecordListRequest,
  historyListRequest,
  idBody,
  intakeFormRequest,
  intakeGroupsRequest,
  policyPayloadSchema,
  policyUpdateSchema,
  programCoverageRequest,
  recordListRequest,
  recordSearchRequest,
  type RecordListScope,
  exportPathOf,
  recordListExportRequest,
  customerRecordListExportRequest,
  customerListExportRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import type { AdminAuth } from '../auth/tokens';
import { sendListExport } from '../http/list-export';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { QuotationService } from './service';

/** The list calls of spec 3 §7 and the stage each answers; the customer variants need a customer_id. */
export const LIST_CALLS: Record<string, { scope: RecordListScope; perCustomer?: true }> = {
  '/viewpolicyquotationlistfull': { scope: 'all' },
  '/policyquotationlist': { scope: 'all' },
  '/viewpolicyquotationlist': { scope: 'quotations' },
  '/viewpolicybinderlist': { scope: 'binders' },
  '/viewpolicylist': { scope: 'policies' },
  '/viewincompleteintakeform': { scope: 'incomplete' },
  '/viewcustomerintakeform': { scope: 'incomplete', perCustomer: true },
  '/viewcustomerpolicyquotationlist': { scope: 'quotations', perCustomer: true },
  '/viewcustomerpolicybinderlist': { scope: 'binders', perCustomer: true },
};

/** Spec 3 §7: lists, single records and history, the form structure and the four saves. */
export function createQuotationRouter(service: QuotationService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const post = (path: string, handle: (body: unknown, auth: AdminAuth) => Promise<unknown>, status = 200) =>
    router.post(path, requireAdmin, async (req, res) => {
      res.status(status).json(await handle(req.body, adminAuthOf(res)));
    });

  for (const [path, { scope, perCustomer }] of Object.entries(LIST_CALLS)) {
    post(path, (body, auth) => {
      const { company_id, filters, customer_id, ...paging } = validate(perCustomer ? customerRecordListRequest : recordListRequest, body);
      return service.list(auth, company_id, { scope, filters, customerId: customer_id, ...paging });
    });
  }
  // Each list's export (`/export<list call>`): the same body without paging, plus the format.
  for (const [path, { scope, perCustomer }] of Object.entries(LIST_CALLS)) {
    router.post(exportPathOf(path), requireAdmin, async (req, res) => {
      const { company_id, filters, customer_id, format, sort, direction } = validate(perCustomer ? customerRecordListExportRequest : recordListExportRequest, req.body);
      const list = await service.exportList(adminAuthOf(res), company_id, { scope, filters, customerId: customer_id, sort, direction });
      await sendListExport(res, format, list);
    });
  }
  post('/searchrecords', (body, auth) => service.search(auth, validate(recordSearchRequest, body)));
  post('/viewcustomerlist', (body, auth) => {
    const { company_id, ...query } = validate(customerListRequest, body);
    return service.customers(auth, company_id, query);
  });
  post('/viewcustomer', (body, auth) => {
    const { company_id, customer_id } = validate(customerViewRequest, body);
    return service.customer(auth, company_id, customer_id);
  });
  router.post(exportPathOf('/viewcustomerlist'), requireAdmin, async (req, res) => {
    const { company_id, format, ...query } = validate(customerListExportRequest, req.body);
    await sendListExport(res, format, await service.exportCustomers(adminAuthOf(res), company_id, query));
  });

  post('/viewpolicyquotation', (body, auth) => service.viewWithApproval(auth, validate(idBody, body).id));
  post('/editpolicyquotationlist', (body, auth) => service.edit(auth, validate(idBody, body).id));
  post('/viewpolicyquotationhistory', (body, auth) => {
    const { company_id, quotation_id } = validate(historyListRequest, body);
    return service.history(auth, company_id, quotation_id);
  });
  post('/editpolicyquotationhistory', (body, auth) => service.historyRecord(auth, validate(idBody, body).id));

  post('/viewcustodianintakecategorybasedoncategoryid', (body, auth) =>
    service.custodianCategory(auth, validate(categoryIdRequest, body).category_id),
  );
  post('/viewactiveintakeattributegroupmain', (body, auth) => {
    const { intake_id, cid } = validate(intakeGroupsRequest, body);
    return service.placements(auth, intake_id, cid);
  });
  post('/viewattributegroupbasedonclientidandattributeidmain', (body, auth) => {
    const { attribute_group_id, client_id } = validate(attributeGroupRequest, body);
    return service.group(auth, attribute_group_id, client_id);
  });
  post('/viewactiveattributemain', (body, auth) => {
    const { gid, client_id } = validate(activeAttributesRequest, body);
    return service.attributes(auth, gid, client_id);
  });
  post('/viewintakeformdefinition', (body, auth) => service.definition(auth, validate(intakeFormRequest, body).intake_id));
  post('/editclientintakecategorymain', (body, auth) => service.intakeMain(auth, validate(idBody, body).id));
  post('/viewintakesublobmain', (body, auth) => service.sublobs(auth, validate(idBody, body).id));
  post('/intakestateandprogram', (body, auth) => service.statesAndPrograms(auth, validate(idBody, body).id));
  post('/programlobcoverage', (body, auth) => {
    const { program_id, intake_id } = validate(programCoverageRequest, body);
    return service.programCoverage(auth, program_id, intake_id);
  });

  post('/createpolicyquoationlist', (body, auth) => service.create(auth, validate(policyPayloadSchema, body), 'generate'), 201);
  post('/savepolicyquoation', (body, auth) => service.create(auth, validate(policyPayloadSchema, body), 'save'), 201);
  post('/updatepolicyquotationlist', (body, auth) => {
    const { id, updatedAt, ...payload } = validate(policyUpdateSchema, body);
    return service.update(auth, id, payload, 'generate', updatedAt);
  });
  post('/updatesavepolicyquotationlist', (body, auth) => {
    const { id, updatedAt, ...payload } = validate(policyUpdateSchema, body);
    return service.update(auth, id, payload, 'save', updatedAt);
  });
  return router;
}
