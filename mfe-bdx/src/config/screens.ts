import type { RemoteScreens } from '@kyubos/session';
import { paths } from './paths';

/**
 * The area's screen manifest: every route the shell gives it (shell/runtime-config.json), its
 * title and list (packages/session/src/screens.ts) and the menu item that leads to it
 * (mock-api/src/db/seed/data/menus.ts); a test checks those files against it.
 */
export const screens: RemoteScreens = {
  remote: 'bdx',
  layout: 'admin',
  screens: [
    { path: paths.created.path, title: 'Created Bordereaux', menu: 'Created' },
    { path: paths.addCreated.path, title: 'Create Bordereau', list: paths.created.path },
    { path: paths.inbound.path, title: 'Inbound Bordereaux', menu: 'Inbound' },
    { path: paths.exported.path, title: 'Export Bordereau', list: paths.created.path },
    { path: paths.review.path, title: 'Review Bordereaux', menu: 'Review' },
    { path: paths.fileView.path, title: 'Bordereau', list: paths.review.path },
    { path: paths.send.path, title: 'Send Bordereaux', menu: 'Send' },
    { path: paths.history.path, title: 'Bordereaux History', menu: 'History' },
    { path: paths.historyView.path, title: 'Bordereau History', list: paths.history.path },
    { path: paths.inboundFileView.path, title: 'Bordereau', list: paths.inbound.path },
    { path: paths.imported.path, title: 'Import Bordereau', list: paths.inbound.path },
    { path: paths.slabs.path, title: 'Slabs', menu: 'Slab' },
    { path: paths.editSlab.path, title: 'Edit Slab', list: paths.slabs.path },
    { path: paths.addSlab.path, title: 'Add Slab', list: paths.slabs.path },
    { path: paths.lossRuns.path, title: 'Loss Runs', menu: 'Loss Runs' },
    { path: paths.claimView.path, title: 'Claim', list: paths.lossRuns.path },
  ],
};
