import type { RemoteLayout } from '@kyubos/contracts';

/** The element each kind of remote renders into: inside the admin layout, or the whole page. */
export const AREA_ELEMENT_ID: Record<RemoteLayout, string> = {
  admin: 'kyubos-area',
  page: 'kyubos-page',
};

/** Resolves once the element is in the document (the shell's router renders it a tick later). */
export function waitForElement(id: string, timeoutMs = 10_000): Promise<HTMLElement> {
  return new Promise((resolve, reject) => {
    const found = document.getElementById(id);
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(element);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`#${id} did not appear within ${timeoutMs} ms`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
