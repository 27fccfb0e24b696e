import type { RouteObject } from 'react-router-dom';
import { adminLoginPath } from '@kyubos/session';
import { ADMIN_PATHS } from '../admin-login-page';
import type { ForgotFlowConfig } from './forgot-flow';

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

type ForgotPageName = 'ForgotPasswordPage' | 'OtpCheckPage' | 'PasswordChangePage' | 'ForgotLoginIdPage';

/** A route whose page loads when opened (`./pages`). */
function lazyForgotRoute(path: string, name: ForgotPageName, flow: ForgotFlowConfig): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = (await import('./pages'))[name];
      return { element: <Page flow={flow} /> };
    },
  };
}

/**
 * The admin users' forgot-password and forgot-login-id screens (signed out), for the shell's
 * router. Each loads its code when opened: the signed-in portal never needs them.
 */
export function adminForgotRoutes(productName: string): RouteObject[] {
  const flow = adminForgotFlow(productName);
  return [
    lazyForgotRoute(flow.paths.forgotPassword, 'ForgotPasswordPage', flow),
    lazyForgotRoute(flow.paths.otpCheck, 'OtpCheckPage', flow),
    lazyForgotRoute(flow.paths.passwordChange, 'PasswordChangePage', flow),
    lazyForgotRoute(flow.paths.forgotLoginId, 'ForgotLoginIdPage', flow),
  ];
}
