import { useCallback, useState } from 'react';
import type { BrdxListItem } from '@kyubos/contracts';
import { Button } from '@kyubos/ui';
import { downloadBdxFile } from '../transfer';

/** Downloads a file under its name; a failure is reported with `onError`. `busy` while it runs. */
export function useFileDownload(onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (file: BrdxListItem) => {
      setBusy(true);
      try {
        await downloadBdxFile(file.id, file.file_name);
      } catch (error) {
        onError(error instanceof Error ? error.message : 'The download failed.');
      } finally {
        setBusy(false);
      }
    },
    [onError],
  );
  return { busy, download };
}

/** The file name as a button that downloads the file under that name; a failure is reported to the page. */
export function DownloadButton({ file, onError }: { file: BrdxListItem; onError: (message: string) => void }) {
  const { busy, download } = useFileDownload(onError);
  return (
    <Button size="sm" variant="link" disabled={busy} onClick={() => void download(file)} title={`Download ${file.file_name}`}>
      {file.file_name}
    </Button>
  );
}
