import { CARRIER_LOGIN_PATH } from '@kyubos/session';

/** Every portal route (identical to the shell's runtime-config.json entries for this remote). */
export const paths = {
  login: { path: CARRIER_LOGIN_PATH, href: () => CARRIER_LOGIN_PATH },
  home: { path: '/client_user_BDX_home', href: () => '/client_user_BDX_home' },
  forgotPassword: { path: '/client_user_BDX_forgotpassword', href: () => '/client_user_BDX_forgotpassword' },
  forgotOtpCheck: { path: '/client_user_BDX_forgototpcheck', href: () => '/client_user_BDX_forgototpcheck' },
  forgotPasswordChange: { path: '/client_user_BDX_forgotpassswordchange', href: () => '/client_user_BDX_forgotpassswordchange' },
  forgotLoginId: { path: '/client_user_BDX_forgotloginid', href: () => '/client_user_BDX_forgotloginid' },
  inbound: { path: '/client_user_BDX_filerecived', href: () => '/client_user_BDX_filerecived' },
  outbound: { path: '/client_user_BDX_fileupload', href: () => '/client_user_BDX_fileupload' },
  upload: { path: '/client_user_BDX_add_fileupload', href: () => '/client_user_BDX_add_fileupload' },
  editSlab: { path: '/client_user_BDX_edit_fileupload/:id', href: (id: number) => `/client_user_BDX_edit_fileupload/${id}` },
} as const;
