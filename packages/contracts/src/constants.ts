/**
 * The contracts' plain values, without zod: what a page that loads before sign-in, the session
 * it reads and the packages of the first screen after it need. Imported as
 * `@kyubos/contracts/constants` (bundled into each app, not shared: a few hundred bytes), so that
 * using one of them does not download zod and every schema; the index re-exports them.
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

/** Whose password a forgot flow resets: admin and staff users, or carrier portal users. */
export type PasswordResetAudience = 'admin' | 'carrier';
export type PasswordResetStep = 'validate' | 'email' | 'phone' | 'otp' | 'change' | 'login';

/**
 * The signed-out calls of the forgot flows, per audience (the carrier portal's names are the
 * spec's, typos kept): served by the API, called by the sign-in pages.
 */
export const PASSWORD_RESET_PATHS: Readonly<Record<PasswordResetAudience, Readonly<Record<PasswordResetStep, string>>>> = {
  carrier: {
    validate: '/clientusertforgetvalidate',
    email: '/clientuserforgetpasswordemail',
    phone: '/clientusertforgetpassword',
    otp: '/clientuserforgetpasswordotpcheck',
    change: '/clientuserforgotpasswordchange',
    login: '/clientuserforgotlogin',
  },
  admin: {
    validate: '/userforgetvalidate',
    email: '/userforgetpasswordemail',
    phone: '/userforgetpassword',
    otp: '/userforgetpasswordotpcheck',
    change: '/userforgotpasswordchange',
    login: '/userforgotlogin',
  },
};

/** Largest value of a PostgreSQL integer column: larger ids can never match a record. */
export const ID_MAX = 2_147_483_647;

/** Levels a user can hold on a menu item (the three drop columns of the permissions screen). */
export const PERMISSION_LEVELS = ['read', 'read_and_write', 'admin'] as const;

/** Longest phone number accepted (the E.164 limit), country code included. */
export const PHONE_MAX_DIGITS = 15;

/** Length of the one-time password sent by email or SMS. */
export const OTP_LENGTH = 4;

/** Every password set anywhere (by an admin, a change or a reset; admin and carrier users) follows this rule. */
export const PASSWORD_MIN_LENGTH = 10;
/** The rule as the forms show it beside the field and the server names it when it refuses one. */
export const PASSWORD_RULE = `at least ${PASSWORD_MIN_LENGTH} characters, with no space at either end, and not a commonly used password`;
/**
 * Why a password with a space at either end is refused: a form shows it like a shorter one (ten
 * spaces look blank, and a blank password keeps the current one), so it is not what the user thinks it is.
 */
export const PASSWORD_SPACES_MESSAGE = 'must not begin or end with a space';
/** The hint beside a password field; a form that keeps the stored password when blank says so. */
export const passwordHint = (blankKeepsCurrent = false) =>
  `Use ${PASSWORD_RULE}.${blankKeepsCurrent ? ' Leave blank to keep the current password.' : ''}`;

/** BDX upload limits, shared by the form and the server. */
export const BDX_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BDX_UPLOAD_EXTENSIONS = ['csv', 'txt', 'xls', 'xlsx'] as const;
export const BDX_INVALID_TYPE_MESSAGE = 'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.';

/** The attribute names an intake form's fields map to (spec 2). */
export const ATTRIBUTE_NAMES = [
  'firstname',
  'lastname',
  'address',
  'city',
  'state',
  'zipcode',
  'phonenumber',
  'email',
  'policyamount',
  'policyeffectivedate',
  'policyscheduledate',
] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** The kinds of bordereau: premium (the policies written) or claims (the claims on them). */
/** A bordereau's period as its digits: month 01-12 then the year (MMYYYY). */
export const BDX_PERIOD_PATTERN = /^(0[1-9]|1[0-2])\d{4}$/;
/** How a period is typed and shown (the slash optional: the digits count); the field's placeholder and its error name it alike. */
export const BDX_PERIOD_FORMAT = 'MM/YYYY';
export const BDX_PERIOD_MESSAGE = `must be a month and year (${BDX_PERIOD_FORMAT})`;

export const BDX_KINDS = ['premium', 'claims'] as const;
export type BdxKind = (typeof BDX_KINDS)[number];

/** The file formats a list exports as (see list-export.ts). */
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
/** A list call's export call: `/viewpolicylist` → `/exportviewpolicylist`. */
export const exportPathOf = (listPath: string): string => `/export${listPath.replace(/^\//, '')}`;

/** The longest header filter text the list calls take. */
export const LIST_FILTER_MAX_LENGTH = 100;

/**
 * Whether the list calls take a header filter text: at most LIST_FILTER_MAX_LENGTH characters and
 * without a NUL character, which the API refuses in any text (PostgreSQL cannot store it).
 */
export const isListFilterAccepted = (text: string): boolean => text.length <= LIST_FILTER_MAX_LENGTH && !text.includes('\u0000');

/**
 * The first year a record's date may have: a year typed in two or three digits into a date input
 * (27, 202) arrives as 0027 or 0202, which no policy, claim or payment is dated in.
 */
export const FIRST_DATE_YEAR = 1000;

/**
 * What is wrong with a calendar day written 'YYYY-MM-DD' (null when nothing is): not so written,
 * 'must be a date (YYYY-MM-DD)'; naming no day ('2026-02-30'), 'must be a real date'; a year before
 * FIRST_DATE_YEAR, 'has the year 0027: type the year in four digits'. The API's isoDateSchema and
 * the screens' typed days read dates by this one rule, here without zod.
 */
export function isoDateProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'must be a date (YYYY-MM-DD)';
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || !new Date(time).toISOString().startsWith(value)) return 'must be a real date';
  if (Number(value.slice(0, 4)) < FIRST_DATE_YEAR) return `has the year ${value.slice(0, 4)}: type the year in four digits`;
  return null;
}
