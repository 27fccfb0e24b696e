import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { downloadFile, errorMessage, skipToken } from '@kyubos/api';
import { BDX_PREVIEW_UNAVAILABLE, type AdminBdxFile, type BdxMappedRows } from '@kyubos/contracts';
import { bdxAdminStatus, bdxCellKinds, bdxNoteReason, bdxTotalsAgree, canApproveBdx, formatBdxCell, formatPeriod } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { readsAuditTrail } from '@kyubos/session';
import { QueryView, ServerList, useRouteId, useServerList, type ListNotice } from '@kyubos/screens';
import { RecordActivityTabs } from '@kyubos/screens/audit';
import {
  Alert,
  Breadcrumbs,
  Button,
  DataTable,
  MoneyCell,
  Page,
  TimedAlert,
  useConfirm,
  useTimedMessage,
  type DataTableColumn,
} from '@kyubos/ui';
import { MENU, paths } from '../../../config/paths';
import { Facts } from '../../../shared/facts';
import { useApproveBdxFileMutation, useBdxFileViewQuery } from '../api';
import { NoteDialog } from './note-dialog';

const PAGE_SIZE = 10;
type MappedRow = BdxMappedRows['rows'][number];

/** The file's facts: expected and computed totals, rows, problems, and why it was not read when it was not. */
function FileSummary({ file }: { file: AdminBdxFile }) {
  const agree = bdxTotalsAgree(file);
  return (
    <>
      <Facts>
        <dt>File Name</dt>
        <dd>{file.file_name}</dd>
        <dt>Carrier</dt>
        <dd>{file.career_name}</dd>
        <dt>Period</dt>
        <dd>{formatPeriod(file.period)}</dd>
        <dt>Status</dt>
        <dd>{bdxAdminStatus(file)}</dd>
        <dt>Expected Total (Control Value)</dt>
        <dd><MoneyCell value={file.control_value} cents /></dd>
        <dt>Computed Total</dt>
        <dd>{file.computed_total === null ? 'Not available' : <MoneyCell value={file.computed_total} cents />}</dd>
        <dt>Rows</dt>
        <dd>{file.row_count ?? 'Not available'}</dd>
        <dt>Rows with problems</dt>
        <dd>{file.problem_count ?? 'Not available'}</dd>
      </Facts>
      {file.parse_status === 'unsupported' && <Note>{BDX_PREVIEW_UNAVAILABLE}</Note>}
      {file.parse_status === 'failed' && <Alert variant="error">{`This file could not be read: ${file.parse_error ?? ""}`}</Alert>}
      {file.parse_status === 'parsed' && !agree && (
        <Alert variant="error">The computed total differs from the Control Value.</Alert>
      )}
      {file.approve_note && <Note>{`Approval note: ${file.approve_note}`}</Note>}
      {file.import_note && <Note>{`Import note: ${file.import_note}`}</Note>}
    </>
  );
}

/**
 * A BDX file's mapped rows, paged on the server, with its totals and row problems; Approve for a
 * file under review (spec 4 §2.4), Cancel back to the list it came from.
 */
export function FileViewPage({ from }: { from: 'review' | 'inbound' }) {
  const id = useRouteId();
  const navigate = useNavigate();
  // The server pages the mapped rows; it neither sorts nor filters them.
  const rowsList = useServerList<never>({ keys: [], pageSize: PAGE_SIZE });
  const { page, pageSize } = rowsList.params;
  const query = useBdxFileViewQuery(id === null ? skipToken : { id, page, pageSize });
  const [approve, approving] = useApproveBdxFileMutation();
  const access = useItemAccess(from === 'review' ? MENU.review : MENU.inbound);
  const { confirm, confirmDialog } = useConfirm();
  const [askNote, setAskNote] = useState(false);
  const alert = useTimedMessage(3000);
  const listHref = from === 'review' ? paths.review.href() : paths.inbound.href();
  const listLabel = from === 'review' ? 'Review' : 'Inbound from Carriers';
  const columns = useMemo<DataTableColumn<MappedRow>[]>(() => {
    const headers = query.data?.mappedRows.columns ?? [];
    // Money and dates as everywhere else ($1,250.00, MM-DD-YYYY).
    const kinds = bdxCellKinds(headers);
    return [
      { key: 'row', header: 'Row', width: '70px' },
      ...headers.map((header, index) => ({
        key: `c${index}`,
        header,
        align: kinds[index] === 'money' ? ('end' as const) : undefined,
        render: (row: MappedRow) => formatBdxCell(kinds[index] ?? 'text', row.cells[index] ?? ''),
      })),
    ];
  }, [query.data?.mappedRows.columns]);

  async function doApprove(file: AdminBdxFile, note?: string) {
    try {
      const done = await approve({ id: file.id, ...(note ? { note } : {}) }).unwrap();
      const state: ListNotice = { notice: done.message };
      navigate(listHref, { state });
    } catch (error) {
      setAskNote(false);
      alert.show(errorMessage(error));
    }
  }
  async function onApprove(file: AdminBdxFile) {
    if (bdxNoteReason(file)) {
      setAskNote(true);
      return;
    }
    if (await confirm('Do you want to Approve?')) await doApprove(file);
  }

  return (
    <Page
      title="BDX File"
      plain
      breadcrumbs={<Breadcrumbs items={[{ label: listLabel, to: listHref }, { label: 'BDX File' }]} />}
    >
      <TimedAlert message={alert.message} />
      <QueryView query={id === null ? null : query} area="BDX File" what="file">
        {({ brdxList: file, mappedRows, problems }) => (
          <RecordActivityTabs entity="bdx_files" entityId={file.id} enabled={readsAuditTrail()}>
          <Sections>
            <section aria-label="File summary">
              <FileSummary file={file} />
            </section>
            {problems.length > 0 && (
              <section aria-label="Row problems">
                <h2>Row problems</h2>
                <DataTable
                  caption="Row problems"
                  columns={PROBLEM_COLUMNS}
                  rows={problems}
                  getRowId={(problem) => problem.row}
                />
              </section>
            )}
            {file.parse_status === 'parsed' && (
              <section aria-label="Mapped rows">
                <h2>Mapped rows</h2>
                <ServerList
                  title="Mapped rows"
                  list={rowsList}
                  query={{ data: { rows: mappedRows.rows, total: mappedRows.total }, isLoading: false, isFetching: query.isFetching, refetch: query.refetch }}
                  columns={columns}
                  getRowId={(row) => row.row}
                  filterable={false}
                  sortable={false}
                  emptyText="The file has no rows."
                />
              </section>
            )}
            <Actions>
              {from === 'review' && access.canWrite && canApproveBdx(file) && (
                <Button variant="primary" onClick={() => void onApprove(file)} disabled={approving.isLoading}>
                  Approve
                </Button>
              )}
              <Button variant="secondary" onClick={() => void downloadFile('/downloadbrdxfile', file.id, file.file_name, 'admin').catch((error: unknown) => alert.show(errorMessage(error)))}>
                Download
              </Button>
              <Button variant="secondary" onClick={() => navigate(listHref)}>
                Cancel
              </Button>
            </Actions>
            {askNote && <NoteDialog action="Approve" file={file} busy={approving.isLoading} onClose={() => setAskNote(false)} onSubmit={(note) => void doApprove(file, note)} />}
          </Sections>
          </RecordActivityTabs>
        )}
      </QueryView>
      {confirmDialog}
    </Page>
  );
}

const PROBLEM_COLUMNS: DataTableColumn<{ row: number; reason: string }>[] = [
  { key: 'row', header: 'Row', width: '70px' },
  { key: 'reason', header: 'Problem' },
];

const Sections = styled.div`
  display: grid;
  gap: 20px;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 8px;
  }
`;
const Note = styled.p`
  margin: 0 0 8px;
  font-style: italic;
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;
