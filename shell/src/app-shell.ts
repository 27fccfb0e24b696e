/**
 * The app shell: the signed-in layout's frame painted by the page itself, before any script
 * file arrives. The build renders `FramePage` (layout-frame.tsx) into the page's #root, hidden
 * (app-shell.server.tsx, `AppShellPlugin` of @kyubos/webpack-config), and runs `showAppShell`
 * inline just after it: the frame shows for the visits bootstrap.tsx opens in the layout (a live
 * session, an address of the admin layout), with the product name of the config in the page.
 * React's first render in #root takes its place in the same commit (the frame bootstrap.tsx
 * renders, the sign-in form or the portal), so no other visit ever sees it.
 */
import { DEFAULT_PRODUCT_NAME } from '@kyubos/contracts/constants';
import { hadSideBar, hadSubmenuRow, hasLiveAdminSession } from '@kyubos/session';
import { readConfigInPage } from './config-in-page';
import { opensInAdminLayout } from './features/layout/frame-route';
import { menuAreaHeight } from './features/layout/menu-links';

/** The id of the frame rendered into the page (APP_SHELL_ID of @kyubos/webpack-config). */
export const APP_SHELL_ID = 'kyubos-app-shell';

/**
 * Shows the page's frame when the start will paint it too (bootstrap.tsx), naming the product as
 * the config does; true when shown. Needs the config in the page (the routes of the admin layout):
 * a page without one shows the frame only once the start has the config.
 */
export function showAppShell(pathname: string = window.location.pathname): boolean {
  const frame = document.getElementById(APP_SHELL_ID);
  if (!frame) return false;
  try {
    const inPage = readConfigInPage();
    if (!inPage || !hasLiveAdminSession() || !opensInAdminLayout(inPage.config, pathname)) return false;
    const name = (inPage.config as { productName?: unknown }).productName ?? DEFAULT_PRODUCT_NAME;
    const logo = frame.querySelector('header > span');
    if (typeof name !== 'string' || !name || !logo) return false; // the start reports a bad config
    logo.textContent = name;
    // The sub-menu row and the side bar reserved as the start's frame and the layout will (layout-hints of @kyubos/session).
    const menuArea = logo.parentElement?.parentElement;
    if (menuArea && hadSubmenuRow(pathname)) menuArea.style.minHeight = `${menuAreaHeight(true)}px`;
    const sideBar = frame.querySelector('aside');
    if (sideBar && hadSideBar()) sideBar.hidden = false;
  } catch {
    return false; // storage refused: the start decides
  }
  frame.hidden = false;
  return true;
}
