/** Every local storage key the product uses, named once. */
export const STORAGE_KEYS = {
  userToken: 'user_token',
  userId: 'user_id',
  clientId: 'client_id',
  loginType: 'login_type',
  clientType: 'Client_Type',
  menuActive: 'menuactive',
  submenuActive: 'submenuactive',
  selectedDataArray: 'selectedDataArray',
  viewType: 'viewType',
  forgotClientUserId: 'forgot_client_user_id',
  bdxClientId: 'client_BDX_client_id',
  bdxCompanyId: 'client_BDX_company_id',
  bdxToken: 'client_user_BDX_token',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
