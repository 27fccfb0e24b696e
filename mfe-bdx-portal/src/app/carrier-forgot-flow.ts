import type { ForgotFlowConfig } from '@kyubos/mfe';
import { STORAGE_KEYS } from '@kyubos/session';
import { paths } from '../config/paths';

/** The carrier portal's forgot flows: the shared screens, on the portal's routes and calls. */
export const carrierForgotFlow: ForgotFlowConfig = {
  audience: 'carrier',
  storageKey: STORAGE_KEYS.forgotClientUserId,
  brand: 'BDX',
  paths: {
    login: paths.login.href(),
    forgotPassword: paths.forgotPassword.href(),
    otpCheck: paths.forgotOtpCheck.href(),
    passwordChange: paths.forgotPasswordChange.href(),
    forgotLoginId: paths.forgotLoginId.href(),
  },
};
