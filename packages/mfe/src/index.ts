export { AppProviders } from './app-providers';
export { AreaErrorBoundary } from './area-error-boundary';
export { createRemoteLifecycles, type RemoteDefinition, type RemoteAppModule } from './lifecycles';
export { startStandalone } from './standalone';
export { clientSettingsApi, useQuotationSettingsQuery, useUpdateQuotationSettingsMutation } from './client-settings-api';
export {
  sessionApi,
  useLoginMutation,
  useCheckUsernameMutation,
  useClientQuery,
  useClientUserQuery,
  useAdminMenuQuery,
  useStaffMenuQuery,
} from './session-api';
export { AdminLoginPage, ADMIN_PATHS } from './admin-login-page';
export { AdminLoginForm, type AdminLoginFormProps } from './admin-login-form';
export { signInAdmin, signInAgainAdmin } from './admin-sign-in';
export { SessionEndedDialog, SESSION_ENDED, ACCOUNT_REPLACED_NOTICE, usePageSession, usePageSessionEnded, useAccountReplaced, type SessionEndedDialogProps } from './session-ended-dialog';
export { RequireAdminSession } from './require-admin-session';
export { AdminAreaRoutes } from './admin-area-routes';
export { useItemAccess, heldLevel, type ItemAccess } from './access';
export { RequireItemAccess, READ_REFUSAL, type RequireItemAccessProps } from './require-item-access';
export { useClientId, currentClientId } from './client-id';
export { AuthCard, AuthLinks } from './auth-card';
export type { ForgotFlowConfig, OtpSentTo, LoginNotice } from './forgot/forgot-flow';
export type { ForgotAudience } from './forgot/forgot-api';
// The forgot screens themselves: `@kyubos/mfe/forgot` (loaded when opened).
export { adminForgotRoutes, adminForgotFlow } from './forgot/admin-forgot-routes';
export { PageTitle } from './page-title';
