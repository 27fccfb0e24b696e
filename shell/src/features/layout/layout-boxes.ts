import styled, { css } from 'styled-components';

/**
 * The boxes of the signed-in layout that its first-paint frame (layout-frame.tsx) draws too, so
 * that the layout takes the frame's place without a shift. Small and free of the portal's code:
 * the frame paints from the start's own chunk.
 */

/** The whole page: the top area, the body and the footer in a column at least the window's height. */
export const LayoutPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** The header bar and the menu rows under it (its height: `menuAreaHeight`). */
export const LayoutTop = styled.div`
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The header bar: product name, client, search and account. */
export const HeaderBar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 24px;
  height: 64px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** The product name in the header bar. */
export const logoText = css`
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: 0.04em;
`;

/**
 * Narrower than this (a 1280 px laptop at 200 % zoom, a tablet), the side bar goes above the page
 * instead of beside it, so tables and forms get the window's whole width (WCAG 1.4.10, reflow).
 */
export const NARROW_LAYOUT = '(max-width: 899px)';

/** Under the menu area: the side bar (when shown) and the page, side by side (one above the other when narrow). */
export const LayoutBody = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
  @media ${NARROW_LAYOUT} {
    flex-direction: column;
  }
`;

/** The side bar's column: scrolls on its own, so hundreds of lines of business never stretch the page. */
export const SideBarBox = styled.aside`
  width: 220px;
  flex: none;
  position: sticky;
  top: 0;
  align-self: flex-start;
  box-sizing: border-box;
  max-height: 100vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px 12px;
  /* Above the page when narrow: the full width, a few rows high, scrolling on its own. */
  @media ${NARROW_LAYOUT} {
    width: auto;
    position: static;
    align-self: stretch;
    max-height: 30vh;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 8px 12px;
  }
`;

/** The side bar's heading. */
export const SideBarTitle = styled.h2`
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  margin: 0 8px 8px;
  color: ${({ theme }) => theme.colors.mutedText};
`;
