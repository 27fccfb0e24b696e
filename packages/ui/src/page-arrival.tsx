import { useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID, VisuallyHidden } from './a11y';

/** How long a new page may take to show its heading (a remote mounting, then its data) before the layout stops waiting. */
export const PAGE_ARRIVAL_WAIT_MS = 5000;

/** The h1 of the page inside the layout's main region, once it is another page's than the one left. */
function newHeading(main: HTMLElement, left: { heading: Element | null; text: string | null }): HTMLElement | null {
  const heading = main.querySelector('h1');
  if (!heading || (heading === left.heading && heading.textContent === left.text)) return null;
  return heading;
}

/** No control holds the focus: the one that led to the new page went with the old one (or none was used). */
function focusDropped(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

/**
 * What a layout does after each navigation (not at the first page, so "Skip to content" stays the
 * first Tab stop): once the new page shows its h1, a screen reader hears the page's title
 * (`document.title`, in a polite live region), and if the control that led there went with the old
 * page (a row's Open, a form's Save), the focus moves to that h1, so keyboard and screen-reader users
 * go on from the new page rather than the top of the document. Focus still somewhere (the menu link
 * clicked, the new page's first field, a dialog) stays where it is. A page that shows no new h1 in
 * time gives the focus to the main region instead. The page may be the shell's or a remote's,
 * which mounts on its own after the address changed: the layout waits for its heading.
 */
export function PageArrival({ pathname }: { pathname: string }) {
  const [announcement, setAnnouncement] = useState<{ title: string; navigation: number } | null>(null);
  const shownPath = useRef(pathname);
  const navigations = useRef(0);

  useEffect(() => {
    if (pathname === shownPath.current) return undefined;
    shownPath.current = pathname;
    navigations.current += 1;
    const navigation = navigations.current;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return undefined;
    const oldHeading = main.querySelector('h1');
    const left = { heading: oldHeading, text: oldHeading?.textContent ?? null };

    let check: number | undefined;
    const settle = (heading: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(check);
      window.clearTimeout(giveUp);
      if (focusDropped(main)) {
        if (heading) {
          // A heading is not a Tab stop: -1 lets it take the focus without adding one.
          if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
          heading.focus();
        } else main.focus({ preventScroll: true });
      }
      setAnnouncement({ title: document.title, navigation });
    };
    // Looked at once the page's own effects have run, so what it focuses itself (a success
    // message taking the dropped focus, a form's first field) keeps the focus.
    const checkSoon = () => {
      window.clearTimeout(check);
      check = window.setTimeout(() => {
        const heading = newHeading(main, left);
        if (heading) settle(heading);
      });
    };
    const observer = new MutationObserver(checkSoon);
    const giveUp = window.setTimeout(() => settle(null), PAGE_ARRIVAL_WAIT_MS);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    checkSoon();
    return () => {
      observer.disconnect();
      window.clearTimeout(check);
      window.clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {/* A new node for each navigation, so the same title twice ("Customer | Kyubos") is heard twice. */}
      {announcement && <span key={announcement.navigation}>{announcement.title}</span>}
    </VisuallyHidden>
  );
}
