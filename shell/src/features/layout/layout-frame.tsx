import styled from 'styled-components';
import { matchesAny } from '@kyubos/session';
import { SHELL_PATHS } from '../../config/paths';
import { Footer } from './footer';
import { HeaderBar, LayoutPage, LayoutTop, logoText } from './layout-boxes';
import { menuAreaHeight } from './menu-links';

/** The shell's own pages that open inside the signed-in layout. */
const ADMIN_LAYOUT_PATHS = [SHELL_PATHS.home, SHELL_PATHS.setting, SHELL_PATHS.menuForm, SHELL_PATHS.subMenuForm];

/**
 * Whether `pathname` opens inside the signed-in layout: one of the shell's admin pages or a route
 * of a remote shown in it (`layout: 'admin'`). Read from the runtime config as sent, before the
 * portal validates it: anything unexpected answers false (the portal then opens as before).
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

/**
 * The signed-in layout's frame (header bar, menu area, footer) as it first paints, shown while
 * the portal's code loads: the portal's layout then takes its place with the same geometry, and
 * the screen appears in it. Needs only React, styled-components and the theme (the start's own
 * modules), so it paints one download earlier than the portal.
 */
export function LayoutFrame({ productName }: { productName: string }) {
  return (
    <LayoutPage>
      <LayoutTop style={{ minHeight: menuAreaHeight(false) }}>
        <HeaderBar>
          <Logo>{productName}</Logo>
        </HeaderBar>
      </LayoutTop>
      <Main aria-busy="true" />
      <Footer />
    </LayoutPage>
  );
}

const Logo = styled.span`
  ${logoText}
`;
const Main = styled.div`
  flex: 1;
  background: ${({ theme }) => theme.colors.background};
`;
