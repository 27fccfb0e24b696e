/**
 * Starts loading the screen behind a link before it opens: its remote's code and the screen's
 * data. The app wires the loader (it knows the remotes); menu links call it when hovered or
 * focused, and again when followed, so the data request starts with the navigation at the latest.
 */
type ScreenPreloader = (pathname: string) => void;

let preloader: ScreenPreloader = () => undefined;

export function setScreenPreloader(next: ScreenPreloader): void {
  preloader = next;
}

export function preloadScreen(href: string): void {
  preloader(href.split(/[?#]/)[0] ?? href);
}

/** Handlers that make a link preload its screen. */
export function preloadOn(href: string) {
  const start = () => preloadScreen(href);
  return { onMouseEnter: start, onFocus: start, onClick: start };
}
