import { errorMessage } from '@kyubos/api';
import type { BrdxListItem } from '@kyubos/contracts';
import { Page, RowMenu, TimedAlert, useConfirm, useTimedMessage, type RowMenuItem } from '@kyubos/ui';
import { useImportToMainMutation } from '../api';
import { useFileDownload } from './download-button';
import { FileTable } from './file-table';

/**
 * Files received by the carrier. Each row's action menu offers Download, and 'Import To Carrier'
 * (to the main location) while the file is not yet imported (importedview '0').
 */
export function InboundPage() {
  const [importToMain, { isLoading }] = useImportToMainMutation();
  const { confirm, confirmDialog } = useConfirm();
  const alert = useTimedMessage(3000);
  const { download } = useFileDownload(alert.show);

  async function onImport(file: BrdxListItem) {
    if (!(await confirm('Do you want to Import to Your Main Location?'))) return;
    try {
      const done = await importToMain(file.id).unwrap();
      alert.show(done.message, 'success');
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  function actionsOf(file: BrdxListItem): RowMenuItem[] {
    const importItem: RowMenuItem = { label: 'Import To Carrier', onSelect: () => void onImport(file), disabled: isLoading };
    return [...(file.importedview === '0' ? [importItem] : []), { label: 'Download', onSelect: () => void download(file) }];
  }

  return (
    <Page title="Inbound">
      <TimedAlert message={alert.message} />
      <FileTable
        direction="inbound"
        caption="Files received"
        onDownloadError={alert.show}
        rowActions={(file) => <RowMenu label={`Actions for ${file.file_name}`} items={actionsOf(file)} />}
      />
      {confirmDialog}
    </Page>
  );
}
