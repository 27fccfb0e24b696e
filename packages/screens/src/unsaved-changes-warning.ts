import { useEffect, type RefObject } from 'react';

/**
 * The browser's own warning when a reload or closing the tab would lose what was typed: on while
 * `active` (the form holds unsaved changes). `leaving`, once set, means the user already chose to
 * leave, so the browser does not ask a second time.
 */
export function useUnsavedChangesWarning(active: boolean, leaving?: RefObject<boolean>) {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving?.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, leaving]);
}
