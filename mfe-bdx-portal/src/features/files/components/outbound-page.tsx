import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { BrdxListItem } from '@kyubos/contracts';
import { carrierMayRemoveBdx } from '@kyubos/domain';
import type { LoginNotice } from '@kyubos/mfe';
import { Page, TimedAlert, TrashIcon, useConfirm, useTimedMessage } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { useRemovePortalBdxFileMutation } from '../api';
import { FileTable } from './file-table';

/**
 * Files sent by the carrier: double-click on a row's last cell removes the file (after the
 * confirmation) until the client imports it, on the blank last row's last cell opens the upload form.
 */
export function OutboundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [remove] = useRemovePortalBdxFileMutation();
  const { confirm, confirmDialog } = useConfirm();
  const alert = useTimedMessage(3000);
  const notice = (location.state as LoginNotice | null)?.notice;
  const { show } = alert;

  useEffect(() => {
    if (notice) show(notice, 'success');
  }, [notice, show]);

  async function onRemove(file: BrdxListItem) {
    if (!(await confirm('Do you want to remove?', { danger: true }))) return;
    try {
      await remove(file.id).unwrap();
    } catch (error) {
      alert.show(errorMessage(error));
    }
  }

  return (
    <Page title="Outbound">
      <TimedAlert message={alert.message} />
      <FileTable
        direction="outbound"
        caption="Files sent"
        onDownloadError={alert.show}
        onOpen={(file) => void onRemove(file)}
        // A file the client imported (Completed) cannot be removed: it offers no Remove.
        canOpen={carrierMayRemoveBdx}
        actionLabel={(file) => `Remove ${file.file_name}`}
        actionIcon={<TrashIcon />}
        onAdd={() => navigate(paths.upload.href())}
        addLabel="Upload a file"
      />
      {confirmDialog}
    </Page>
  );
}
