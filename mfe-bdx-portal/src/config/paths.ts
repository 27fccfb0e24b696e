import { route } from '@kyubos/screens';
import { CARRIER_LOGIN_PATH } from '@kyubos/session';

/** Every portal route (identical to the shell's runtime-config.json entries for this remote). */
export const paths = {
  login: route(CARRIER_LOGIN_PATH),
  home: route('/client_user_BDX_home'),
  forgotPassword: route('/client_user_BDX_forgotpassword'),
  forgotOtpCheck: route('/client_user_BDX_forgototpcheck'),
  forgotPasswordChange: route('/client_user_BDX_forgotpassswordchange'),
  forgotLoginId: route('/client_user_BDX_forgotloginid'),
  inbound: route('/client_user_BDX_filerecived'),
  outbound: route('/client_user_BDX_fileupload'),
  upload: route('/client_user_BDX_add_fileupload'),
  editSlab: route('/client_user_BDX_edit_fileupload/:id'),
} as const;
