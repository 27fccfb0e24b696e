import type { RouteObject } from 'react-router-dom';
import { adminLoginPath } from '@kyubos/session';
import { ADMIN_PATHS } from '../admin-login-page';
import type { ForgotFlowConfig } from './forgot-flow';
import { ForgotLoginIdPage } from './forgot-login-id-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { OtpCheckPage } from './otp-check-page';
import { PasswordChangePage } from './password-change-page';

export function adminForgotFlow(productName: string): ForgotFlowConfig {
  return {
    audience: 'admin',
    storageKey: 'forgot_user_id',
    brand: productName,
    paths: {
      login: adminLoginPath(productName),
      forgotPassword: ADMIN_PATHS.forgotPassword,
      otpCheck: '/user_admin_forgototpcheck',
      passwordChange: '/user_admin_forgotpasswordchange',
      forgotLoginId: ADMIN_PATHS.forgotLoginId,
    },
  };
}

/** The admin users' forgot-password and forgot-login-id screens (signed out), for the shell's router. */
export function adminForgotRoutes(productName: string): RouteObject[] {
  const flow = adminForgotFlow(productName);
  return [
    { path: flow.paths.forgotPassword, element: <ForgotPasswordPage flow={flow} /> },
    { path: flow.paths.otpCheck, element: <OtpCheckPage flow={flow} /> },
    { path: flow.paths.passwordChange, element: <PasswordChangePage flow={flow} /> },
    { path: flow.paths.forgotLoginId, element: <ForgotLoginIdPage flow={flow} /> },
  ];
}
