import { useLocation } from 'react-router-dom';
import type { BdxFileRowProblem, BdxImportedRecord } from '@kyubos/contracts';
import { useClientId } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import { Alert, DateCell, DateTimeCell, LinkButton, MoneyCell, type DataTableColumn } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxImportedRecordsQuery } from '../api';

/** What the inbound list passes after an import: the server's message and how the rows went. */
export interface ImportNotice {
  notice: string;
  fileName: string;
  imported: number;
  skipped: BdxFileRowProblem[];
  /** No row was imported or found in the book: the file is still to import, once put right. */
  nothingImported?: boolean;
}

const COLUMNS: DataTableColumn<BdxImportedRecord>[] = [
  { key: 'imported_date', header: 'Imported At', render: (row) => <DateTimeCell value={row.imported_date} />, filterValue: (row) => row.imported_date },
  { key: 'file_name', header: 'File Name' },
  { key: 'career_name', header: 'Carrier Name' },
  { key: 'row', header: 'Row', align: 'end' },
  { key: 'unique_id', header: 'Record Number' },
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  { key: 'policyeffectivedate', header: 'Effective Date', render: (row) => <DateCell value={row.policyeffectivedate} />, filterValue: (row) => row.policyeffectivedate },
  { key: 'policyamount', header: 'Premium', align: 'end', render: (row) => <MoneyCell value={row.policyamount} cents />, filterValue: (row) => row.policyamount },
];

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * /client_user_brdx_importfile: the records imports made (incomplete intake forms of the book),
 * and right after an import, how its rows went.
 */
export function ImportedPage() {
  const clientId = useClientId();
  const query = useBdxImportedRecordsQuery({ clientId });
  const result = useLocation().state as ImportNotice | null;
  return (
    <ListScreen
      title="Import Bordereau"
      query={{ data: query.data?.importedRecords, isLoading: query.isLoading, error: query.error, refetch: query.refetch }}
      getRowId={(row) => `${row.file_id}-${row.row}`}
      columns={COLUMNS}
      canWrite={false}
      pageSize={10}
      emptyText="No file has been imported yet."
      exportAs={{ listCall: '/viewbrdximportfile', body: { client_id: clientId }, fileName: 'bordereaux-imported-records' }}
      toolbar={<LinkButton to={paths.inbound.href()} variant="secondary">Back to Inbound</LinkButton>}
    >
      {result && (
        <section aria-label="Import result">
          <Alert variant={result.nothingImported ? 'error' : 'success'}>
            {result.notice}: {rows(result.imported)} of {result.fileName} imported
            {result.skipped.length > 0 ? `, ${rows(result.skipped.length)} not imported` : ''}.
          </Alert>
          {result.skipped.length > 0 && (
            <ul aria-label="Rows not imported">
              {result.skipped.map((problem) => (
                <li key={problem.row}>
                  Row {problem.row}: {problem.reason}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </ListScreen>
  );
}
