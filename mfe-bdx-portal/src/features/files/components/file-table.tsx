import { useMemo, type ReactNode } from 'react';
import type { BrdxListItem } from '@kyubos/contracts';
import { bdxFileKindLabel, bdxPortalStatus, formatPeriod } from '@kyubos/domain';
import { readCarrierSession } from '@kyubos/session';
import { DataTable, DateTimeCell, MoneyCell, type DataTableColumn } from '@kyubos/ui';
import { useBdxFilesQuery, type Direction } from '../api';
import { DownloadButton } from './download-button';

/** The file name downloads the file; a failure goes to the page's alert. */
function columnsWith(onDownloadError: (message: string) => void): DataTableColumn<BrdxListItem>[] {
  return [
    { key: 'createdAt', header: 'Date & Time', render: (file) => <DateTimeCell value={file.createdAt} />, filterValue: (file) => file.createdAt },
    { key: 'sender_name', header: 'Sender Company Name' },
    { key: 'sender_id', header: 'Sender ID' },
    { key: 'period', header: 'Period', render: (file) => formatPeriod(file.period) },
    {
      key: 'file_name',
      header: 'File Name',
      render: (file) => <DownloadButton file={file} onError={onDownloadError} />,
      filterValue: (file) => file.file_name,
    },
    { key: 'control_value', header: 'Control Value', align: 'end', render: (file) => <MoneyCell value={file.control_value} cents />, filterValue: (file) => file.control_value },
    { key: 'status', header: 'Status', render: (file) => bdxPortalStatus(file) },
    // Premium or Claims, read as admin Inbound reads it.
    { key: 'kind', header: 'Kind', render: bdxFileKindLabel },
  ];
}

export interface FileTableProps {
  direction: Direction;
  caption: string;
  onDownloadError: (message: string) => void;
  rowActions?: (file: BrdxListItem) => ReactNode;
  onOpen?: (file: BrdxListItem) => void;
  /** The files `onOpen` acts on (default all). */
  canOpen?: (file: BrdxListItem) => boolean;
  actionLabel?: (file: BrdxListItem) => string;
  actionIcon?: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
}

/** The carrier's files one way, 10 a page with the pager; the same columns both ways. */
export function FileTable({ direction, caption, onDownloadError, ...actions }: FileTableProps) {
  const columns = useMemo(() => columnsWith(onDownloadError), [onDownloadError]);
  const session = readCarrierSession();
  const { data, isLoading, error, refetch } = useBdxFilesQuery({
    direction,
    client_id: session?.clientId ?? 0,
    career_id: session?.companyId ?? 0,
  });
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={data?.brdxList ?? []}
      getRowId={(file) => file.id}
      numbered
      pageSize={10}
      isLoading={isLoading}
      error={error}
      onRetry={() => void refetch()}
      emptyText="No files yet."
      {...actions}
    />
  );
}
