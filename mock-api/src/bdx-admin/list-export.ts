import type { AdminBdxFile, BdxImportedRecord } from '@kyubos/contracts';
import { bdxAdminStatus, bdxFileKindLabel, formatIsoDate, formatPeriod } from '@kyubos/domain';
import type { KeyedExportColumn } from '../export/list-export';
import { tranDate } from '../quotations/list-export';
import type { AdminBdxList } from '../bdx-files/repository';

/**
 * The bordereau lists' export columns, keyed as the lists' tables name them (their header
 * filters); each cell is the text the table shows and filters on (Date & Time as the lists show a
 * time, 'MM/DD/YYYY, hh:mm AM' in UTC; period and status as shown).
 */
const file = {
  createdAt: { key: 'createdAt', header: 'Date & Time', cell: (row) => tranDate(row.createdAt) },
  carrier: { key: 'career_name', header: 'Carrier Name', cell: (row) => row.career_name },
  senderName: { key: 'sender_name', header: 'Sender Company Name', cell: (row) => row.sender_name },
  senderId: { key: 'sender_id', header: 'Sender ID', cell: (row) => row.sender_id },
  period: { key: 'period', header: 'Period', cell: (row) => formatPeriod(row.period) },
  fileName: { key: 'file_name', header: 'File Name', cell: (row) => row.file_name },
  controlValue: { key: 'control_value', header: 'Control Value', cell: (row) => row.control_value, money: true },
  status: { key: 'status', header: 'Status', cell: (row) => bdxAdminStatus(row) },
  kind: { key: 'kind', header: 'Kind', cell: bdxFileKindLabel },
} satisfies Record<string, KeyedExportColumn<AdminBdxFile>>;

const CARRIER_FILE = [file.createdAt, file.carrier, file.period, file.fileName, file.controlValue, file.status];
/** A carrier's files: premium or claims (Kind). */
const INBOUND_FILE = [file.createdAt, file.carrier, file.senderName, file.senderId, file.period, file.fileName, file.controlValue, file.status, file.kind];

/** Each file list's columns (as its screen shows them) and file name. */
export const BDX_FILE_EXPORT: Record<AdminBdxList, { name: string; columns: KeyedExportColumn<AdminBdxFile>[] }> = {
  created: { name: 'bordereaux-created', columns: CARRIER_FILE },
  review: { name: 'bordereaux-review', columns: CARRIER_FILE },
  send: { name: 'bordereaux-send', columns: CARRIER_FILE },
  history: { name: 'bordereaux-history', columns: [file.carrier, file.senderName, file.senderId, file.period, file.fileName, file.controlValue, file.status] },
  inbound: { name: 'bordereaux-inbound', columns: INBOUND_FILE },
  export: { name: 'bordereaux-exported', columns: [file.createdAt, file.period, file.fileName, file.controlValue, file.status] },
  imported: { name: 'bordereaux-imported', columns: INBOUND_FILE },
};

/**
 * The records bordereaux imported (`/exportviewbrdximportfile`), as the Import Bordereau list shows
 * them: Imported At as the lists show a time ('MM/DD/YYYY, hh:mm AM', UTC), Effective Date MM-DD-YYYY.
 */
export const BDX_IMPORTED_RECORD_COLUMNS: KeyedExportColumn<BdxImportedRecord>[] = [
  { key: 'imported_date', header: 'Imported At', cell: (row) => tranDate(row.imported_date) },
  { key: 'file_name', header: 'File Name', cell: (row) => row.file_name },
  { key: 'career_name', header: 'Carrier Name', cell: (row) => row.career_name },
  { key: 'row', header: 'Row', cell: (row) => row.row },
  { key: 'unique_id', header: 'Record Number', cell: (row) => row.unique_id },
  { key: 'firstname', header: 'First Name', cell: (row) => row.firstname },
  { key: 'lastname', header: 'Last Name', cell: (row) => row.lastname },
  { key: 'policyeffectivedate', header: 'Effective Date', cell: (row) => formatIsoDate(row.policyeffectivedate) },
  { key: 'policyamount', header: 'Premium', cell: (row) => row.policyamount, money: true },
];
