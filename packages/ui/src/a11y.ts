import styled, { css } from 'styled-components';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The one focus ring of the kit, shown for keyboard focus only. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The id of each layout's main region, the target of its skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first focusable element of a layout, shown only while focused, so
 * keyboard users pass the menus and side bar in one step. The target needs tabIndex -1.
 */
export const SkipLink = styled.a.attrs({ href: `#${MAIN_CONTENT_ID}`, children: 'Skip to content' })`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:focus {
    top: 8px;
  }
  ${focusRing}
`;
