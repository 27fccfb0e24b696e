import { matchRoute } from './route-match';

/**
 * What the shell needs to know about a screen it does not own: its name (the page title) and
 * the list it belongs to (the menu item that stays active on its add, edit and detail screens).
 */
export interface ScreenInfo {
  /** Route pattern, as in the runtime config. */
  path: string;
  title: string;
  /** The list screen (a menu url) this screen is reached from; absent when it is a list itself. */
  list?: string;
}

/** A screen as the remote that owns it declares it, in its screen manifest (src/config/screens.ts). */
export interface ManifestScreen extends ScreenInfo {
  /** The name of the menu item that leads to it in the seeded menus, when one does. */
  menu?: string;
}

/**
 * A remote's screen manifest: the app (its name in apps.json), where the shell mounts it and its
 * screens. The shell's runtime config, the screens below, the menu seed and the call rules' menu
 * items are checked against the manifests (shell/src/app/screen-manifests.test.ts).
 */
export interface RemoteScreens {
  remote: string;
  layout: 'admin' | 'page';
  screens: readonly ManifestScreen[];
}

/** A manifest's list screen, with the name of the menu item that opens it when one does. */
export const listScreen = (path: string, title: string, menu?: string): ManifestScreen => (menu ? { path, title, menu } : { path, title });

/** Manifest screens reached from a list (its menu item stays active on them): [path, title] pairs. */
export const screensOf = (list: string, entries: readonly (readonly [path: string, title: string])[]): ManifestScreen[] =>
  entries.map(([path, title]) => ({ path, title, list }));

/**
 * A list with its add and edit screens, named after one record ('Add Country', 'Edit Country');
 * `addTitle` where the add form's heading says otherwise ('Create Agent').
 */
export const recordListScreens = (
  routes: { list: string; add: string; edit: string },
  title: string,
  record: string,
  menu: string = title,
  addTitle = `Add ${record}`,
): ManifestScreen[] => [listScreen(routes.list, title, menu), ...screensOf(routes.list, [[routes.add, addTitle], [routes.edit, `Edit ${record}`]])];

const screen = (path: string, title: string, list?: string): ScreenInfo => (list ? { path, title, list } : { path, title });

/**
 * Add and edit screens of a list, named after one record ('Add Country', 'Edit Country'). A title
 * is the screen's own heading (the page's name, not its URL's last segment): 'Currency', 'Setting'.
 */
const recordScreens = (list: string, listTitle: string, add: string, edit: string, record: string, addTitle = `Add ${record}`): ScreenInfo[] => [
  screen(list, listTitle),
  screen(add, addTitle, list),
  screen(edit, `Edit ${record}`, list),
];

const LOB_LIST = '/user_admin_intakecategory';
const ATTRIBUTE_GROUPS = '/user_admin_attributegroup';
const QUOTATIONS = '/user_admin_policy_quotations';

/** The admin screens (shell and admin remotes). */
export const ADMIN_SCREENS: readonly ScreenInfo[] = [
  screen('/user_admin_home', 'Home'),
  screen('/user_admin_setting', 'Setting'),
  screen('/menuform/:id', 'Menu Item'),
  screen('/submenuform/:menu_id/:id', 'Menu Item'),

  ...recordScreens('/user_admin_company', 'Companies', '/user_admin_add_companies', '/user_admin_edit_companies/:id', 'Company'),
  // Older company links, redirected to the screens above.
  ...recordScreens('/company', 'Companies', '/add_companies', '/edit_companies/:id', 'Company').map((item) => ({ ...item, list: '/user_admin_company' })),
  ...recordScreens('/user_admin_countries', 'Countries', '/user_admin_add_countries', '/user_admin_edit_countries/:id', 'Country'),
  ...recordScreens('/user_admin_currency', 'Currency', '/user_admin_add_currency', '/user_admin_edit_currency/:id', 'Currency'),
  ...recordScreens('/user_admin_state', 'States', '/user_admin_add_state', '/user_admin_edit_state/:id', 'State'),
  ...recordScreens('/user_admin_city', 'Cities', '/user_admin_add_city', '/user_admin_edit_city/:id', 'City'),
  ...recordScreens('/user_admin_users', 'Users', '/user_admin_add_users', '/user_admin_edit_users/:id', 'User'),
  screen('/permissions/:uid', 'Permissions', '/user_admin_users'),
  ...recordScreens('/user_admin_agent', 'Agents', '/user_admin_add_agent', '/user_admin_edit_agent/:id', 'Agent', 'Create Agent'),
  ...recordScreens('/user_admin_policy_products', 'Policy products', '/user_admin_add_policies', '/user_admin_edit_policies/:id', 'Policy'),
  screen('/user_admin_audit', 'Audit'),

  ...recordScreens(LOB_LIST, 'Lines of Business', '/user_admin_add_intakecategory', '/user_admin_edit_intakecategory/:id', 'Line of Business'),
  screen('/user_admin_intakesubcategory/:cid', 'Packages', LOB_LIST),
  screen('/user_admin_add_intakesubcategory/:cid', 'Add Package', LOB_LIST),
  screen('/user_admin_edit_intakesubcategory/:cid/:id', 'Edit Package', LOB_LIST),
  screen('/user_admin_intakecoverage/:cid/:id', 'Coverages', LOB_LIST),
  screen('/user_admin_intakeattributegroup/:iid', 'Intake Attribute Groups', LOB_LIST),
  screen('/user_admin_add_intakeattributegroup/:iid', 'Add Intake Attribute Group', LOB_LIST),
  screen('/user_admin_edit_intakeattributegroup/:iid/:id', 'Edit Intake Attribute Group', LOB_LIST),
  screen('/user_admin_productsetup/:iid', 'Product set-up', LOB_LIST),
  screen(ATTRIBUTE_GROUPS, 'Attribute Groups'),
  screen('/user_admin_add_attributegroup/:cid', 'Add Attribute Group', ATTRIBUTE_GROUPS),
  screen('/user_admin_edit_attributegroup/:cid/:id', 'Edit Attribute Group', ATTRIBUTE_GROUPS),
  screen('/user_admin_attributes/:cid/:gid', 'Attributes', ATTRIBUTE_GROUPS),
  screen('/user_admin_add_attribute/:cid/:gid', 'Add Attribute', ATTRIBUTE_GROUPS),
  screen('/user_admin_edit_attribute/:cid/:gid/:id', 'Edit Attribute', ATTRIBUTE_GROUPS),
  ...recordScreens('/user_admin_carrier', 'Carriers', '/user_admin_add_carrier', '/user_admin_edit_carrier/:id', 'Carrier'),
  ...recordScreens('/user_admin_tpa', 'TPAs', '/user_admin_add_tpa', '/user_admin_edit_tpa/:id', 'TPA'),
  ...recordScreens('/user_admin_mga', 'MGAs', '/user_admin_add_mga', '/user_admin_edit_mga/:id', 'MGA'),

  screen('/user_admin_policy/:id', 'New Quotation', QUOTATIONS),
  screen(QUOTATIONS, 'Quotations'),
  screen('/user_admin_policy_binder', 'Binders'),
  screen('/user_admin_policies', 'Policies'),
  screen('/user_admin_renewals', 'Renewals'),
  screen('/user_admin_billing', 'Billing'),
  screen('/user_admin_customers', 'Customers'),
  screen('/user_admin_view_customer/:id', 'Customer', '/user_admin_customers'),
  screen('/user_admin_production_report', 'Production Report'),
  screen('/edit_intakeform_user_admin_policy/:id/:intake_id', 'Edit Quotation', QUOTATIONS),
  screen('/user_admin_view_policy_quotation/:id/:intake_id', 'Quotation', QUOTATIONS),
  screen('/view_admin_policy_quotation/:id/:intake_id', 'Quotation', QUOTATIONS),
  screen('/user_admin_view_binder_policies/:id/:intake_id', 'Binder', '/user_admin_policy_binder'),
  screen('/user_admin_view_policies/:id/:intake_id', 'Policy', '/user_admin_policies'),
  screen('/user_admin_edit_quotation_policies/:id', 'Edit Quotation', QUOTATIONS),
  screen('/user_admin_policies_history_list/:id/:intake_id', 'Quotation History', QUOTATIONS),
  screen('/user_admin_view_quotationhistory/:id/:quotation_id/:intake_id', 'Quotation History', QUOTATIONS),
  screen('/add_customer_for_user_admin_policy/:id', 'Add Customer', QUOTATIONS),
  screen('/user_admin_policy_based_on_user_creation/:id', 'New Quotation', QUOTATIONS),

  screen('/user_admin_bdx_create', 'Created Bordereaux'),
  screen('/user_admin_add_bdxcreate', 'Create Bordereau', '/user_admin_bdx_create'),
  screen('/user_admin_bdx_export', 'Export Bordereau', '/user_admin_bdx_create'),
  screen('/user_admin_bdx_inbound', 'Inbound Bordereaux'),
  screen('/client_user_brdx_importfile', 'Import Bordereau', '/user_admin_bdx_inbound'),
  screen('/client_user_brdx_file_view/:id', 'Bordereau', '/user_admin_bdx_inbound'),
  screen('/user_admin_bdx_review', 'Review Bordereaux'),
  screen('/user_admin_brdx_file_view/:id', 'Bordereau', '/user_admin_bdx_review'),
  screen('/user_admin_bdx_send', 'Send Bordereaux'),
  screen('/user_admin_bdx_history', 'Bordereaux History'),
  screen('/user_admin_bdx_history_view/:id', 'Bordereau History', '/user_admin_bdx_history'),
  screen('/user_admin_slab', 'Slabs'),
  screen('/user_admin_add_slab', 'Add Slab', '/user_admin_slab'),
  screen('/user_admin_edit_slab/:id', 'Edit Slab', '/user_admin_slab'),
  screen('/user_admin_loss_runs', 'Loss Runs'),
  screen('/user_admin_claim_view/:id', 'Claim', '/user_admin_loss_runs'),
];

/** The carrier portal's screens; their titles end in '{product} BDX'. */
export const CARRIER_SCREENS: readonly ScreenInfo[] = [
  screen('/BDX_Login', 'Log In'),
  screen('/client_user_BDX_home', 'Home'),
  screen('/client_user_BDX_forgotpassword', 'Forgot Password'),
  screen('/client_user_BDX_forgototpcheck', 'OTP Check'),
  screen('/client_user_BDX_forgotpassswordchange', 'Change Password'),
  screen('/client_user_BDX_forgotloginid', 'Forgot Login Id'),
  screen('/client_user_BDX_filerecived', 'Inbound'),
  screen('/client_user_BDX_fileupload', 'Outbound'),
  screen('/client_user_BDX_add_fileupload', 'Upload', '/client_user_BDX_fileupload'),
  screen('/client_user_BDX_edit_fileupload/:id', 'Edit Slab', '/client_user_BDX_fileupload'),
];

const find = (screens: readonly ScreenInfo[], pathname: string) => screens.find((item) => matchRoute(item.path, pathname));

/** The admin screen at a URL, when it is a known one. */
export const adminScreenAt = (pathname: string): ScreenInfo | undefined => find(ADMIN_SCREENS, pathname);

/** The list whose menu item is active on this screen: the screen's own list, else the URL itself. */
export const listPathOf = (pathname: string): string => adminScreenAt(pathname)?.list ?? pathname;

/**
 * A page's title: the screen's name, then ' | ' and the product name ('{product} BDX' in the
 * carrier portal). Unknown URLs fall back to their last path segment capitalised (spec 2.3:
 * '/no/such/page' is 'Page | Kyubos'), passing over trailing ids: never a bare id.
 */
export function screenTitle(pathname: string, productName: string): string {
  const carrier = find(CARRIER_SCREENS, pathname);
  if (carrier) return `${carrier.title} | ${productName} BDX`;
  const admin = adminScreenAt(pathname);
  if (admin) return `${admin.title} | ${productName}`;
  const last = pathname
    .split('/')
    .map(safeDecode)
    .filter((segment) => segment.trim() !== '' && !/^\d+$/.test(segment))
    .at(-1);
  if (!last) return productName;
  return `${last.charAt(0).toUpperCase()}${last.slice(1)} | ${productName}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Routes that show one line of business. On routes that name an `intake_id` that parameter is
 * the line of business (the first id is the record); on the others it is their only id.
 */
const INTAKE_CATEGORY_ROUTES = [
  '/user_admin_policy/:intake_id',
  '/add_customer_for_user_admin_policy/:intake_id',
  '/user_admin_policy_based_on_user_creation/:intake_id',
  ...ADMIN_SCREENS.map((item) => item.path).filter((path) => path.includes('/:intake_id')),
];

/** The id of the line of business a route shows (the side bar's active line), or null. */
export function intakeCategoryIdOf(pathname: string): string | null {
  for (const pattern of INTAKE_CATEGORY_ROUTES) {
    const params = matchRoute(pattern, pathname);
    if (params?.intake_id) return params.intake_id;
  }
  return null;
}
