import type { RemoteScreens } from '@kyubos/session';
import { paths } from './paths';

/**
 * The area's screen manifest: every route the shell gives it (shell/runtime-config.json), its
 * title and list (packages/session/src/screens.ts) and the menu item that leads to it
 * (mock-api/src/db/seed/data/menus.ts); a test checks those files against it.
 */
export const screens: RemoteScreens = {
  remote: 'bdx_portal',
  layout: 'page',
  screens: [
    { path: paths.login.path, title: 'Log In' },
    { path: paths.home.path, title: 'Home' },
    { path: paths.forgotPassword.path, title: 'Forgot Password' },
    { path: paths.forgotOtpCheck.path, title: 'OTP Check' },
    { path: paths.forgotPasswordChange.path, title: 'Change Password' },
    { path: paths.forgotLoginId.path, title: 'Forgot Login Id' },
    { path: paths.inbound.path, title: 'Inbound' },
    { path: paths.outbound.path, title: 'Outbound' },
    { path: paths.upload.path, title: 'Upload', list: paths.outbound.path },
    { path: paths.editSlab.path, title: 'Edit Slab', list: paths.outbound.path },
  ],
};
