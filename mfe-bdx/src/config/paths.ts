import { route } from '@kyubos/screens';

/** Every route of the admin bordereaux area (spec 4 §2.3-§2.5). */
export const paths = {
  created: route('/user_admin_bdx_create'),
  addCreated: route('/user_admin_add_bdxcreate'),
  review: route('/user_admin_bdx_review'),
  fileView: route('/user_admin_brdx_file_view/:id'),
  send: route('/user_admin_bdx_send'),
  history: route('/user_admin_bdx_history'),
  historyView: route('/user_admin_bdx_history_view/:id'),
  inbound: route('/user_admin_bdx_inbound'),
  inboundFileView: route('/client_user_brdx_file_view/:id'),
  imported: route('/client_user_brdx_importfile'),
  exported: route('/user_admin_bdx_export'),
  slabs: route('/user_admin_slab'),
  editSlab: route('/user_admin_edit_slab/:id'),
  addSlab: route('/user_admin_add_slab'),
  /** Reports → Loss Runs: the claims of claims bordereaux, their PDF and the loss ratios. */
  lossRuns: route('/user_admin_loss_runs'),
  /** One claim of a Loss Run: its latest figures and every bordereau's. */
  claimView: route('/user_admin_claim_view/:id'),
} as const;

/** Menu items (spec 4 §2.3) that lead to each screen, for the access checks. */
export const MENU = {
  created: '/user_admin_bdx_create',
  review: '/user_admin_bdx_review',
  send: '/user_admin_bdx_send',
  history: '/user_admin_bdx_history',
  inbound: '/user_admin_bdx_inbound',
  slabs: '/user_admin_slab',
} as const;
