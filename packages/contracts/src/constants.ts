/**
 * The contracts' plain values, without zod: what a page that loads before sign-in (and the
 * session it reads) needs. Imported as `@kyubos/contracts/constants`; the index re-exports them.
 */

/** login_type values: 1 platform administrator, 2 client admin, 4 staff user. */
export const LOGIN_TYPE = { platformAdmin: 1, clientAdmin: 2, staff: 4 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** menutype 1 links to its own url; any other type opens a generic form screen. */
export const MENU_TYPE_LINK = 1;

/** The product's name when the runtime config names none. */
export const DEFAULT_PRODUCT_NAME = 'Kyubos';

/** The quotation and binder menu items (spec 3). */
export const QUOTATION_SCREEN_ITEMS = ['/user_admin_policy_quotations', '/user_admin_policy_binder'] as const;
/**
 * The menu items (urls) whose holders work with quotation, binder and policy records: the full
 * list sits on the home page and the creation form opens from the side bar, so Home counts as
 * well as the record menus. Reading needs one of RECORD_READER_ITEMS at Read; creating and
 * changing one of RECORD_WRITER_ITEMS at Read and Write (the server's call rules and the screens
 * that hide what it would refuse both read these).
 */
export const RECORD_READER_ITEMS = ['/user_admin_home', ...QUOTATION_SCREEN_ITEMS, '/user_admin_policies'] as const;
export const RECORD_WRITER_ITEMS = ['/user_admin_home', ...QUOTATION_SCREEN_ITEMS] as const;
