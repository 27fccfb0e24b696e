import { errorMessage } from '@kyubos/api';
import type { BrdxListItem } from '@kyubos/contracts';
import { Button, Page, TimedAlert, useConfirm, useTimedMessage } from '@kyubos/ui';
import { useImportToMainMutation } from '../api';
import { FileTable } from './file-table';

/** Files received by the carrier; a file not yet imported can be imported to the main location. */
export function InboundPage() {
  const [importToMain, { isLoading }] = useImportToMainMutation();
  const { confirm, confirmDialog } = useConfirm();
  const alert = useTimedMessage(3000);

  async function onImport(file: BrdxListItem) {
    if (!(await confirm('Do you want to Import to Your Main Location?'))) return;
    try {
      const done = await importToMain(file.id).unwrap();
      alert.show(done.message, 'success');
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <Page title="Inbound">
      <TimedAlert message={alert.message} />
      <FileTable
        direction="inbound"
        caption="Files received"
        onDownloadError={alert.show}
        rowActions={(file) =>
          file.importedview === '0' && (
            <Button size="sm" disabled={isLoading} onClick={() => void onImport(file)} aria-label={`Import To Carrier: ${file.file_name}`}>
              Import To Carrier
            </Button>
          )
        }
      />
      {confirmDialog}
    </Page>
  );
}
