/** Every local storage key the product uses, named once. */
export const STORAGE_KEYS = {
  userToken: 'user_token',
  userId: 'user_id',
  clientId: 'client_id',
  loginType: 'login_type',
  clientType: 'Client_Type',
  menuActive: 'menuactive',
  submenuActive: 'submenuactive',
  /** The addresses whose signed-in layout last showed a sub-menu row (layout-hints.ts). */
  submenuRowPaths: 'submenu_row_paths',
  /** Whether the signed-in layout last showed the side bar (layout-hints.ts). */
  sideBarShown: 'side_bar_shown',
  selectedDataArray: 'selectedDataArray',
  viewType: 'viewType',
  forgotClientUserId: 'forgot_client_user_id',
  bdxClientId: 'client_BDX_client_id',
  bdxCompanyId: 'client_BDX_company_id',
  bdxToken: 'client_user_BDX_token',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
