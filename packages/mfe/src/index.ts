export { AppProviders } from './app-providers';
export { AreaErrorBoundary } from './area-error-boundary';
export { createRemoteLifecycles, type RemoteDefinition } from './lifecycles';
export { startStandalone } from './standalone';
export { sessionApi, useLoginMutation, useCheckUsernameMutation, useClientQuery, useClientUserQuery } from './session-api';
export { AdminLoginPage, ADMIN_PATHS } from './admin-login-page';
export { RequireAdminSession } from './require-admin-session';
export { AdminAreaRoutes } from './admin-area-routes';
export { useItemAccess, heldLevel, type ItemAccess } from './access';
