import { z } from 'zod';
import { idSchema } from './common';
import { companyScopedRequest } from './client-users';
import { clientScopedRequest } from './intake';
import { customerListRequest, recordListRequest } from './quotations';
import { renewalWorklistRequest } from './policy-transactions';
import { bdxImportedRecordsScope } from './bdx-admin';
import { productionReportRequest, withinOneSpan } from './reports';
import { lossRunRequest } from './claims';
import { LIST_EXPORT_FORMATS } from './constants';

/**
 * Export of a list (CSV or XLSX): `POST /export<list call>` (e.g. `/exportviewpolicylist` for
 * `/viewpolicylist`) takes the list call's own body (its filters and sort) without paging, plus
 * `format`, and answers the whole filtered, sorted list as a file streamed from the server.
 */
export { LIST_EXPORT_FORMATS, exportPathOf, type ListExportFormat } from './constants';
export const listExportFormat = z.enum(LIST_EXPORT_FORMATS, { message: 'must be csv or xlsx' });

/**
 * The list calls that have an export, each at `exportPathOf(call)` with the call's permission
 * (call-rules) and tenant and agent scope. A new exportable list adds its call here, a definition
 * of its columns and pages on the server (mock-api/src/export), and its route.
 */
export const EXPORTED_LIST_CALLS = [
  '/viewpolicyquotationlistfull',
  '/policyquotationlist',
  '/viewpolicyquotationlist',
  '/viewpolicybinderlist',
  '/viewpolicylist',
  '/viewincompleteintakeform',
  '/viewcustomerintakeform',
  '/viewcustomerpolicyquotationlist',
  '/viewcustomerpolicybinderlist',
  '/viewrenewalworklist',
  '/viewclientuser',
  '/viewclientagent',
  '/viewcarrier',
  '/viewclientTPA',
  '/viewclientMGA',
  '/viewcustomerlist',
  '/viewbrdxcreate',
  '/viewbrdxreview',
  '/viewbrdxsend',
  '/viewbrdxfile',
  '/viewclientinbound',
  '/viewbrdxexport',
  '/viewbrdximported',
  '/viewbrdximportfile',
  '/viewproductionreport',
  '/viewlossrun',
] as const;
export type ExportedListCall = (typeof EXPORTED_LIST_CALLS)[number];

/** The export path of a list call: '/viewpolicylist' → '/exportviewpolicylist'. */

/** Records of a stage (`/exportviewpolicylist` and the others of the record lists). */
export const recordListExportRequest = recordListRequest.omit({ page: true, pageSize: true }).extend({ format: listExportFormat });
export const customerRecordListExportRequest = recordListExportRequest.extend({ customer_id: idSchema });
/** The renewal worklist (`/exportviewrenewalworklist`). */
export const renewalWorklistExportRequest = renewalWorklistRequest.omit({ page: true, pageSize: true }).extend({ format: listExportFormat });
/** A list the server answers whole and the browser filters (users, agents): its filters and sort as the table holds them, by column key. */
export const clientListExportRequest = z.object({
  format: listExportFormat,
  filters: z.record(z.string(), z.string().max(100, 'must be at most 100 characters')).optional(),
  sort: z.string().max(64).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
/** The users and agents lists (`/exportviewclientuser`, `/exportviewclientagent`): the client and the table's filters. */
export const companyListExportRequest = clientListExportRequest.extend(companyScopedRequest.shape);
/** The partner directories (`/exportviewcarrier`, `/exportviewclientTPA`, `/exportviewclientMGA`): the client and the table's filters. */
export const partnerListExportRequest = clientListExportRequest.extend(clientScopedRequest.shape);
/** The customers (`/exportviewcustomerlist`): the list's filters and sort, the whole list. */
export const customerListExportRequest = customerListRequest.omit({ page: true, pageSize: true }).extend({ format: listExportFormat });
/** The bordereau file lists (`/exportviewbrdxcreate`, `/exportviewbrdxreview`, ...): the client and the table's filters. */
export const bdxFileListExportRequest = clientListExportRequest.extend(clientScopedRequest.shape);
/** The records bordereaux imported (`/exportviewbrdximportfile`): the client, optionally one file, and the table's filters. */
export const bdxImportedRecordsExportRequest = clientListExportRequest.extend(bdxImportedRecordsScope.shape);
/** The Production Report's rows (`/exportviewproductionreport`): the report's period and groups; the table has no filters. */
export const productionReportExportRequest = z
  .object({ ...productionReportRequest.shape, format: listExportFormat, filters: clientListExportRequest.shape.filters })
  .superRefine(withinOneSpan);
/** The Loss Run's claims (`/exportviewlossrun`): its period and search; the table has no filters. */
export const lossRunExportRequest = z
  .object({ ...lossRunRequest.shape, format: listExportFormat, filters: clientListExportRequest.shape.filters })
  .refine((value) => value.to >= value.from, { path: ['to'], message: 'must not be before from' });
