import { STORAGE_KEYS } from './storage-keys';

/**
 * What the signed-in layout showed at the last visits, kept so that it and its first-paint frame
 * reserve the same boxes before the data that decides them arrives: the page then does not move
 * when it does. Cleared at sign-out (clearAdminSession).
 *
 * The active menu's sub-menu row, per address (known once the menus arrive): the most recent
 * addresses are kept, at most this many.
 */
const KEPT_PATHS = 50;

const keyOf = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

function readPaths(): string[] {
  try {
    const paths: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.submenuRowPaths) ?? '[]');
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

/** The layout showed a sub-menu row on `pathname` at its last visit. */
export const hadSubmenuRow = (pathname: string): boolean => readPaths().includes(keyOf(pathname));

/** Keeps whether the layout shows a sub-menu row on `pathname`. */
export function keepSubmenuRow(pathname: string, shown: boolean): void {
  const key = keyOf(pathname);
  const kept = readPaths();
  if (!shown && !kept.includes(key)) return;
  const paths = kept.filter((path) => path !== key);
  if (shown) paths.push(key);
  try {
    localStorage.setItem(STORAGE_KEYS.submenuRowPaths, JSON.stringify(paths.slice(-KEPT_PATHS)));
  } catch {
    // Storage full or refused: the row is then not reserved, nothing else changes.
  }
}

/** The side bar of lines of business (shown to those who may create records, known once their access arrives). */
export function hadSideBar(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.sideBarShown) === '1';
  } catch {
    return false;
  }
}

/** Keeps whether the layout shows the side bar. */
export function keepSideBar(shown: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.sideBarShown, shown ? '1' : '0');
  } catch {
    // Storage full or refused: the side bar is then not reserved, nothing else changes.
  }
}
