import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A refused submit moves the focus to what the user must correct: the first field at fault in
 * the form (`aria-invalid`, in page order), else the refusal's message (`role="alert"`, a server
 * error naming no field). Without it the focus stays on the submit button, or drops to the page
 * when the wait disabled it. Put `container` on the form; call `refused()` once its messages are
 * set: the focus moves after they are on the page.
 */
export function useFocusFirstFault<E extends HTMLElement = HTMLFormElement>() {
  const container = useRef<E>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    const shown = container.current;
    if (refusals === 0 || !shown) return;
    const field = shown.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    if (field) {
      field.focus();
      return;
    }
    const message = shown.querySelector<HTMLElement>('[role="alert"]');
    if (!message) return;
    if (!message.hasAttribute('tabindex')) message.tabIndex = -1;
    message.focus();
  }, [refusals]);

  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { container, refused };
}

/**
 * Puts the focus back in one of a form's fields with its text selected, to be typed again: after a
 * refused sign-in the disabled button dropped it, and the password is what is typed again. The
 * refusal's alert is announced as it appears and clears after its time (a focused alert would stay).
 */
export function refocusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  field.select();
}
