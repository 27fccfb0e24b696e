import { matchesAny } from '@kyubos/session';
import { SHELL_PATHS } from '../../config/paths';

/** The shell's own pages that open inside the signed-in layout. */
const ADMIN_LAYOUT_PATHS = [SHELL_PATHS.home, SHELL_PATHS.setting, SHELL_PATHS.menuForm, SHELL_PATHS.subMenuForm];

/**
 * Whether `pathname` opens inside the signed-in layout: one of the shell's admin pages or a route
 * of a remote shown in it (`layout: 'admin'`). Read from the runtime config as sent, before the
 * portal validates it: anything unexpected answers false (the portal then opens as before).
 * Free of React and styles: the page's inline script (app-shell.ts) decides with it too.
 */
export function opensInAdminLayout(rawConfig: unknown, pathname: string): boolean {
  if (matchesAny(ADMIN_LAYOUT_PATHS, pathname)) return true;
  const remotes = (rawConfig as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return false;
  return remotes.some((remote: { layout?: unknown; routes?: unknown }) => {
    const routes = remote?.routes;
    return remote?.layout === 'admin' && Array.isArray(routes) && routes.every((route) => typeof route === 'string') && matchesAny(routes as string[], pathname);
  });
}
