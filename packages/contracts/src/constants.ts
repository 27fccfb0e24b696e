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
