import type { Customer, RecordListScope } from '@kyubos/contracts';
import { cardOnFile, formatDateTime, formatIsoDate, POLICY_STATUS_HEADERS, recordNumberOf, recordStage, showsPolicyStatusColumns } from '@kyubos/domain';
import type { ExportColumn, KeyedExportColumn } from '../export/list-export';
import type { RecordExportRow } from './repository';

/** The stage label each stage list shows in its Status column; the full list shows each record's own. */
const STAGE_LABEL: Partial<Record<RecordListScope, string>> = { quotations: 'Quotation', binders: 'Binder', policies: 'Policy' };

/** Tran Date as the lists show it, 'MM/DD/YYYY, hh:mm AM' in UTC (formatDateTime); null for none. */
export const tranDate = (iso: string | null | undefined): string | null => formatDateTime(iso) || null;

/** The file name of each record list's export. */
export const RECORD_EXPORT_NAME: Record<RecordListScope, string> = {
  all: 'policies-quotations-binders',
  quotations: 'quotations',
  binders: 'binders',
  policies: 'policies',
  incomplete: 'intake-forms',
};

/**
 * The record lists' columns (spec 3 §2.1) in their order, Policy Status and Billing Status where
 * the list shows them, then the amount, the insured's contact and the card on file (its last 4 digits).
 */
export function recordExportColumns(scope: RecordListScope): ExportColumn<RecordExportRow>[] {
  return [
    { header: 'LOB', cell: (row) => row.intake_Name },
    { header: 'Sub-LOB', cell: (row) => row.intake_subName },
    { header: 'Tran Date', cell: (row) => tranDate(row.createdAt) },
    { header: 'Number', cell: (row) => recordNumberOf(row) },
    { header: 'First Name', cell: (row) => row.firstname },
    { header: 'Last Name', cell: (row) => row.lastname },
    { header: 'Eff Date', cell: (row) => formatIsoDate(row.policyeffectivedate) },
    { header: 'Exp Date', cell: (row) => formatIsoDate(row.policyscheduledate) },
    { header: 'State', cell: (row) => row.state_name },
    { header: 'Agent', cell: (row) => row.submga_name },
    { header: 'Status', cell: (row) => STAGE_LABEL[scope] ?? recordStage(row) },
    ...(showsPolicyStatusColumns(scope)
      ? [
          { header: POLICY_STATUS_HEADERS.life_status, cell: (row: RecordExportRow) => row.life_status },
          { header: POLICY_STATUS_HEADERS.billing_status, cell: (row: RecordExportRow) => row.billing_status },
        ]
      : []),
    { header: 'Policy Amount', cell: (row) => row.policyamount, money: true },
    { header: 'Phone', cell: (row) => row.phonenumber },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Card on File', cell: (row) => cardOnFile(row.cardnumber) },
  ];
}

/** The customers list's columns (`/exportviewcustomerlist`), keyed as a customers table names them. */
export const CUSTOMER_EXPORT_COLUMNS: KeyedExportColumn<Customer>[] = [
  { key: 'lastname', header: 'Last Name', cell: (customer) => customer.lastname },
  { key: 'firstname', header: 'First Name', cell: (customer) => customer.firstname },
  { key: 'address', header: 'Address', cell: (customer) => customer.address },
  { key: 'city', header: 'City', cell: (customer) => customer.city },
  { key: 'state', header: 'State', cell: (customer) => customer.state },
  { key: 'zipcode', header: 'Zip Code', cell: (customer) => customer.zipcode },
  { key: 'phonenumber', header: 'Phone', cell: (customer) => customer.phonenumber },
  { key: 'email', header: 'Email', cell: (customer) => customer.email },
];
