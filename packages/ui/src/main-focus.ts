import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './a11y';

/**
 * After a navigation that dropped the focus (the Save button or row action that led to the new
 * page went with the old one), the layout's main region takes it, so keyboard and screen-reader
 * users go on from the new page's content instead of the top of the document. Focus that is still
 * somewhere (the menu link clicked, a form's first field, a dialog) stays where it is.
 */
export function useMainFocusAfterNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
