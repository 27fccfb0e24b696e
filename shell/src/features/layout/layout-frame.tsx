import styled from 'styled-components';
import { UiProvider } from '@kyubos/ui/core';
import { Footer } from './footer';
import { HeaderBar, LayoutBody, LayoutPage, LayoutTop, logoText, SideBarBox, SideBarTitle } from './layout-boxes';
import { menuAreaHeight } from './menu-links';

export { opensInAdminLayout } from './frame-route';

interface FrameProps {
  productName: string;
  /** The menu area holds the sub-menu row too (`hadSubmenuRow`), as the layout will. */
  submenuRow?: boolean;
  /** The side bar's column is there (`hadSideBar`), as the layout will show it. */
  sideBar?: boolean;
}

/**
 * The signed-in layout's frame (header bar, menu area, footer) as it first paints, shown while
 * the portal's code loads: the portal's layout then takes its place with the same geometry, and
 * the screen appears in it. Needs only React, styled-components and the theme (the start's own
 * modules), so it paints one download earlier than the portal; and the production build renders
 * it into the page (app-shell.ts), which paints it before any script file arrives.
 */
export function LayoutFrame({ productName, submenuRow = false, sideBar = false }: FrameProps) {
  return (
    <LayoutPage>
      <LayoutTop style={{ minHeight: menuAreaHeight(submenuRow) }}>
        <HeaderBar>
          <Logo>{productName}</Logo>
        </HeaderBar>
      </LayoutTop>
      <LayoutBody aria-busy="true">
        {/* Hidden unless shown: the page's frame, rendered without knowing, is shown by app-shell.ts. */}
        <SideBarBox hidden={!sideBar}>
          <SideBarTitle>Lines of business</SideBarTitle>
        </SideBarBox>
        <Main />
      </LayoutBody>
      <Footer />
    </LayoutPage>
  );
}

/**
 * The frame as the page shows it, with the page's base styles: what the start renders in #root,
 * and what the build renders into the page (app-shell.server.tsx), so both paint the same boxes.
 */
export function FramePage(props: FrameProps) {
  return (
    <UiProvider withGlobalStyle>
      <LayoutFrame {...props} />
    </UiProvider>
  );
}

const Logo = styled.span`
  ${logoText}
`;
const Main = styled.div`
  flex: 1;
  background: ${({ theme }) => theme.colors.background};
`;
