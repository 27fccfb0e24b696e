import { Route } from 'react-router-dom';
import { AdminAreaRoutes } from '@kyubos/mfe';
import { paths } from '../config/paths';
import { BdxFileListPage } from '../features/files/components/file-list-page';
import { FileViewPage } from '../features/files/components/file-view-page';
import { HistoryViewPage } from '../features/files/components/history-view-page';
import { ImportedPage } from '../features/files/components/imported-page';
import { CreateBdxPage } from '../features/files/components/create-page';
import { AddSlabPage, EditSlabPage } from '../features/slabs/components/slab-form';
import { SlabListPage } from '../features/slabs/components/slab-list-page';
import { ClaimViewPage } from '../features/loss-runs/components/claim-view-page';
import { LossRunsPage } from '../features/loss-runs/components/loss-runs-page';

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return (
    <AdminAreaRoutes>
      <Route path={paths.created.path} element={<BdxFileListPage kind="created" />} />
      <Route path={paths.addCreated.path} element={<CreateBdxPage />} />
      <Route path={paths.review.path} element={<BdxFileListPage kind="review" />} />
      <Route path={paths.fileView.path} element={<FileViewPage from="review" />} />
      <Route path={paths.send.path} element={<BdxFileListPage kind="send" />} />
      <Route path={paths.history.path} element={<BdxFileListPage kind="history" />} />
      <Route path={paths.historyView.path} element={<HistoryViewPage />} />
      <Route path={paths.inbound.path} element={<BdxFileListPage kind="inbound" />} />
      <Route path={paths.inboundFileView.path} element={<FileViewPage from="inbound" />} />
      <Route path={paths.imported.path} element={<ImportedPage />} />
      <Route path={paths.exported.path} element={<BdxFileListPage kind="export" />} />
      <Route path={paths.slabs.path} element={<SlabListPage />} />
      <Route path={paths.addSlab.path} element={<AddSlabPage />} />
      <Route path={paths.editSlab.path} element={<EditSlabPage />} />
      <Route path={paths.lossRuns.path} element={<LossRunsPage />} />
      <Route path={paths.claimView.path} element={<ClaimViewPage />} />
    </AdminAreaRoutes>
  );
}
