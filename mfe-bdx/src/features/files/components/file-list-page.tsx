import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { BDX_FILE_LIST_COLUMNS, type AdminBdxFile } from '@kyubos/contracts';
import { bdxAdminStatus, bdxFileKindLabel, bdxNoteReason, canImportBdx, canRemoveBdx, canSendBdx, formatPeriod } from '@kyubos/domain';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ServerListScreen, serverPage, useNotice, useServerList } from '@kyubos/screens';
import { DateTimeCell, LinkButton, MoneyCell, RowMenu, TimedAlert, useConfirm, useTimedMessage, type DataTableColumn, type RowMenuItem } from '@kyubos/ui';
import { MENU, paths } from '../../../config/paths';
import { BDX_LIST_CALL, useAdminBdxFilesQuery, useRemoveAdminBdxFileMutation, useSendBdxFileMutation, type BdxListKind } from '../api';
import { useBdxImportRun } from './import-progress';
import { NoteDialog } from './note-dialog';

const column = {
  createdAt: { key: 'createdAt', header: 'Date & Time', render: (file) => <DateTimeCell value={file.createdAt} />, filterValue: (file) => file.createdAt },
  carrier: { key: 'career_name', header: 'Carrier Name' },
  senderName: { key: 'sender_name', header: 'Sender Company Name' },
  senderId: { key: 'sender_id', header: 'Sender ID' },
  period: { key: 'period', header: 'Period', render: (file) => formatPeriod(file.period) },
  fileName: { key: 'file_name', header: 'File Name' },
  controlValue: {
    key: 'control_value',
    header: 'Control Value',
    align: 'end',
    render: (file) => <MoneyCell value={file.control_value} cents />,
    filterValue: (file) => file.control_value,
  },
  status: { key: 'status', header: 'Status', render: (file) => bdxAdminStatus(file) },
  kind: { key: 'kind', header: 'Kind', render: bdxFileKindLabel },
} satisfies Record<string, DataTableColumn<AdminBdxFile>>;

const FILE_COLUMNS = [column.createdAt, column.period, column.fileName, column.controlValue, column.status];
const CARRIER_FILE_COLUMNS = [column.createdAt, column.carrier, column.period, column.fileName, column.controlValue, column.status];
/** Spec 4 §2.4: the history's seven columns. */
const HISTORY_COLUMNS = [column.carrier, column.senderName, column.senderId, column.period, column.fileName, column.controlValue, column.status];

interface ListSetup {
  title: string;
  menu: string;
  columns: DataTableColumn<AdminBdxFile>[];
  /** The export's file name when the server gives none. */
  fileName: string;
}
const SETUP: Record<BdxListKind, ListSetup> = {
  created: { title: 'Created Files', menu: MENU.created, columns: CARRIER_FILE_COLUMNS, fileName: 'bordereaux-created' },
  review: { title: 'Review', menu: MENU.review, columns: CARRIER_FILE_COLUMNS, fileName: 'bordereaux-review' },
  send: { title: 'Send', menu: MENU.send, columns: CARRIER_FILE_COLUMNS, fileName: 'bordereaux-send' },
  history: { title: 'History', menu: MENU.history, columns: HISTORY_COLUMNS, fileName: 'bordereaux-history' },
  inbound: { title: 'Inbound from Carriers', menu: MENU.inbound, columns: [column.createdAt, column.carrier, column.senderName, column.senderId, ...FILE_COLUMNS.slice(1), column.kind], fileName: 'bordereaux-inbound' },
  export: { title: 'Exported Files', menu: MENU.created, columns: FILE_COLUMNS, fileName: 'bordereaux-exported' },
};

/** One list screen per kind of BDX file list (spec 4 §2.4-§2.5), each with its own row actions. */
export function BdxFileListPage({ kind }: { kind: BdxListKind }) {
  const setup = SETUP[kind];
  const navigate = useNavigate();
  const access = useItemAccess(setup.menu);
  const clientId = useClientId();
  // Filtered, sorted and paged by the server, as the other lists: typing in a header box asks again.
  const list = useServerList({ keys: BDX_FILE_LIST_COLUMNS, pageSize: 10 });
  const answer = useAdminBdxFilesQuery({ kind, clientId, ...list.params });
  const query = { ...answer, data: serverPage(answer.data, (data) => data.brdxList) };
  const [send, sending] = useSendBdxFileMutation();
  const [removeFile, removing] = useRemoveAdminBdxFileMutation();
  const { confirm, confirmDialog } = useConfirm();
  const alert = useTimedMessage(3000);
  useNotice(alert);
  const importing = useBdxImportRun({ clientId, onError: (message) => alert.show(message) });

  async function onSend(file: AdminBdxFile) {
    if (!(await confirm('Do you want to Send?'))) return;
    try {
      alert.show((await send(file.id).unwrap()).message, 'success');
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  async function onRemove(file: AdminBdxFile) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    try {
      alert.show((await removeFile(file.id).unwrap()).message, 'success');
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }
  const canAdd = kind === 'created' && access.canWrite;
  /** A file the client made not approved yet, or a carrier's not imported yet (one that could not be read has no other way out). */
  const removable = (file: AdminBdxFile) => access.canWrite && canRemoveBdx(file);
  const removeItem = (file: AdminBdxFile): RowMenuItem[] =>
    removable(file) ? [{ label: 'Remove', onSelect: () => void onRemove(file), disabled: removing.isLoading }] : [];

  /** A file whose totals differ from its Control Value, or whose rows have problems, is imported with a note saying why (as Approve asks). */
  const [noteFor, setNoteFor] = useState<AdminBdxFile | null>(null);
  async function onImport(file: AdminBdxFile) {
    if (bdxNoteReason(file)) {
      setNoteFor(file);
      return;
    }
    if (!(await confirm('Do you want to Import?'))) return;
    await importing.start(file);
  }

  function actionsOf(file: AdminBdxFile): RowMenuItem[] {
    switch (kind) {
      case 'review':
        return [{ label: 'Review', onSelect: () => navigate(paths.fileView.href(file.id)) }, ...removeItem(file)];
      case 'send':
        return canSendBdx(file) && access.canWrite ? [{ label: 'Send', onSelect: () => void onSend(file), disabled: sending.isLoading }] : [];
      case 'inbound':
        return [
          ...(canImportBdx(file) && access.canWrite ? [{ label: 'Import', onSelect: () => void onImport(file), disabled: importing.busy }] : []),
          { label: 'View File', onSelect: () => navigate(paths.inboundFileView.href(file.id)) },
          ...(file.imported === '1' ? [{ label: 'Import Completed', onSelect: () => navigate(paths.imported.href()) }] : []),
          ...removeItem(file),
        ];
      case 'history':
        return [{ label: 'View History', onSelect: () => navigate(paths.historyView.href(file.id)) }];
      case 'created':
        return [{ label: 'View File', onSelect: () => navigate(paths.fileView.href(file.id)) }, ...removeItem(file)];
      default:
        return [{ label: 'View File', onSelect: () => navigate(paths.fileView.href(file.id)) }];
    }
  }

  return (
    <ServerListScreen
      title={setup.title}
      list={list}
      query={query}
      columns={setup.columns}
      actions={
        canAdd && (
          <LinkButton to={paths.addCreated.href()} variant="primary">
            Add new
          </LinkButton>
        )
      }
      onAdd={canAdd ? () => navigate(paths.addCreated.href()) : undefined}
      addLabel="Add new"
      onOpen={kind === 'history' ? (file) => navigate(paths.historyView.href(file.id)) : undefined}
      actionLabel={(file) => `View ${file.file_name}`}
      numbered
      emptyText="No files yet."
      exportAs={{ listCall: BDX_LIST_CALL[kind], body: { client_id: clientId }, fileName: setup.fileName }}
      rowActions={(file) => {
        const items = actionsOf(file);
        return items.length > 0 ? <RowMenu label={`Actions for ${file.file_name}`} items={items} /> : null;
      }}
    >
      <TimedAlert message={alert.message} />
      {confirmDialog}
      {importing.dialog}
      {noteFor && (
        <NoteDialog
          action="Import"
          file={noteFor}
          busy={importing.busy}
          onClose={() => setNoteFor(null)}
          onSubmit={(note) => {
            setNoteFor(null);
            void importing.start(noteFor, note);
          }}
        />
      )}
    </ServerListScreen>
  );
}
