import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BDX_IMPORTED_RECORD_LIST_COLUMNS, type BdxFileRowProblem, type BdxImportedRecord, type BdxKind } from '@kyubos/contracts';
import { countOf, recordHrefAnyStage } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { ServerListScreen, serverPage, useServerList } from '@kyubos/screens';
import { Alert, Breadcrumbs, DateCell, DateTimeCell, LinkButton, MoneyCell, Page, type DataTableColumn } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useBdxImportedRecordsQuery } from '../api';

/** What the inbound list passes after an import: the server's message and how the rows went. */
export interface ImportNotice {
  notice: string;
  fileName: string;
  imported: number;
  skipped: BdxFileRowProblem[];
  /** The file's kind: a claims file's rows are claims (Loss Runs lists them), not records. */
  kind?: BdxKind;
}

const COLUMNS: DataTableColumn<BdxImportedRecord>[] = [
  { key: 'imported_date', header: 'Imported At', render: (row) => <DateTimeCell value={row.imported_date} /> },
  { key: 'file_name', header: 'File Name' },
  { key: 'career_name', header: 'Carrier Name' },
  { key: 'row', header: 'Row', align: 'end' },
  { key: 'unique_id', header: 'Record Number' },
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  { key: 'policyeffectivedate', header: 'Effective Date', render: (row) => <DateCell value={row.policyeffectivedate} /> },
  { key: 'policyamount', header: 'Premium', align: 'end', render: (row) => <MoneyCell value={row.policyamount} cents /> },
];

const TITLE = 'Import Bordereau';
const PAGE_SIZE = 10;
const backToInbound = (
  <LinkButton to={paths.inbound.href()} variant="secondary">
    Back to Inbound
  </LinkButton>
);

/** How an import's rows went: how many were imported, and each row not imported with why. */
function ImportResult({ result }: { result: ImportNotice }) {
  return (
    <section aria-label="Import result">
      {/* No row imported (each refused, or found in the book already) is no success. */}
      <Alert variant={result.imported > 0 ? 'success' : 'error'}>
        {result.notice}: {countOf(result.imported, 'row')} of {result.fileName} imported
        {result.skipped.length > 0 ? `, ${countOf(result.skipped.length, 'row')} not imported` : ''}.
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
  );
}

/**
 * /client_user_brdx_importfile: the records imports made (incomplete intake forms of the book),
 * and right after an import, how its rows went. After a claims file, only how its rows went and
 * the way to its claims in Loss Runs: its rows are claims, not records of the table.
 */
export function ImportedPage() {
  const result = useLocation().state as ImportNotice | null;
  if (result?.kind === 'claims') {
    return (
      <Page title={TITLE} breadcrumbs={<Breadcrumbs items={[{ label: TITLE }]} />} toolbar={backToInbound}>
        <ImportResult result={result} />
        {result.imported > 0 && (
          <p>
            The claims imported are listed in Loss Runs by their date of loss.{' '}
            <LinkButton to={paths.lossRuns.href()} variant="secondary">
              Open Loss Runs
            </LinkButton>
          </p>
        )}
      </Page>
    );
  }
  return <ImportedRecords result={result} />;
}

function ImportedRecords({ result: notice }: { result: ImportNotice | null }) {
  // The result an import left in the history entry: paging replaces the entry's URL, not this.
  const [result] = useState(notice);
  const clientId = useClientId();
  // Filtered, sorted and paged by the server (a client's imports run to tens of thousands), as the other lists.
  const list = useServerList({ keys: BDX_IMPORTED_RECORD_LIST_COLUMNS, pageSize: PAGE_SIZE });
  const query = useBdxImportedRecordsQuery({ clientId, ...list.params });
  const navigate = useNavigate();
  return (
    <ServerListScreen
      title={TITLE}
      list={list}
      query={{ data: serverPage(query.data, (answer) => answer.importedRecords), isLoading: query.isLoading, isFetching: query.isFetching, error: query.error, refetch: query.refetch }}
      getRowId={(row) => `${row.file_id}-${row.row}`}
      columns={COLUMNS}
      // An imported row opens its record as the record lists do: double-click, or Enter on the focused row.
      onOpen={(row) => navigate(recordHrefAnyStage({ id: row.quotation_id, intake_id: row.intake_id }))}
      actionLabel={(row) => `Open ${row.unique_id}`}
      emptyText="No file has been imported yet."
      exportAs={{ listCall: '/viewbrdximportfile', body: { client_id: clientId }, fileName: 'bordereaux-imported-records' }}
      actions={backToInbound}
    >
      {result && <ImportResult result={result} />}
    </ServerListScreen>
  );
}
