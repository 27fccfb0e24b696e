import { useState } from 'react';
import { downloadPost, errorMessage, errorStatus, listSortBody, TransferError, type ListSort } from '@kyubos/api';
import { exportPathOf, type ListExportFormat } from '@kyubos/contracts/constants';
import { Alert, Button } from '@kyubos/ui';

/**
 * A list's export, by configuration: the list's view call (its export is `/export<call>` on the
 * server), the body the view call takes besides paging, filters and sort (e.g. `company_id`), and
 * the file name used when the server gives none.
 */
export interface ListExportConfig {
  /** The list's view call, e.g. '/viewpolicylist'. */
  listCall: string;
  body?: object;
  /** Without extension, e.g. 'policies'. */
  fileName: string;
}

export interface ExportButtonsProps {
  config: ListExportConfig;
  /** The filters and order the list shows now: the file holds the same rows, all pages. */
  filters?: Partial<Record<string, string>>;
  sort?: ListSort | null;
}

const LABEL: Record<ListExportFormat, string> = { csv: 'Export CSV', xlsx: 'Export XLSX' };

/**
 * Whether a list screen offers its export: not to a caller refused the list (403), whose screen
 * says "You do not have access to …" and whose export the server refuses the same way.
 */
export const offersExport = (listError: unknown): boolean => errorStatus(listError) !== 403;

/** Export CSV and Export XLSX: the server writes the whole filtered, sorted list; the browser saves it. */
export function ExportButtons({ config, filters, sort }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ListExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(format: ListExportFormat) {
    setBusy(format);
    setFailure(null);
    try {
      const body = { ...config.body, filters: filters ?? {}, ...listSortBody(sort), format };
      await downloadPost(exportPathOf(config.listCall), body, `${config.fileName}.${format}`, 'admin');
    } catch (error) {
      // A refused download carries the server's message itself (TransferError).
      setFailure(error instanceof TransferError ? error.message : errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="secondary" disabled={busy !== null} aria-busy={busy === format || undefined} onClick={() => void run(format)}>
          {busy === format ? 'Exporting…' : LABEL[format]}
        </Button>
      ))}
      {failure && <Alert>{failure}</Alert>}
    </>
  );
}
