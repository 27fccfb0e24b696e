import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '@kyubos/ui';

/** The question asked before an edited form is left (spec 3 §4 "Form dirty state"). */
export const SAVE_BEFORE_LEAVING = {
  title: 'Unsaved changes',
  message: 'You entered something in the form. Do you want to save?',
} as const;

export interface AskBeforeLeavingOptions {
  /** The form holds unsaved changes and is not saving. */
  active: boolean;
  /** The form: a click inside it (its fields, its own Save and Cancel) is never asked about. */
  form: RefObject<HTMLFormElement | null>;
  /** Yes: saves as the form's Save does, and goes where its Save goes. */
  onSave: () => void;
  /** No: the user leaves without saving. Without it, the click asked about goes on where it was going. */
  onLeave?: () => void;
  /** Set once the user chose No, so the browser's reload warning does not ask a second time. */
  leaving?: RefObject<boolean>;
}

/**
 * Leaving an edited form by a link or button outside it (the menu, a breadcrumb, a tab) asks
 * whether to save: Yes saves, No leaves, and Escape, × or the backdrop keep the user on the form
 * with what was typed. It listens to `click` in the capture phase, which a mouse click and Enter
 * or Space on a focused link or button all fire once, and stops it before the link's own handler
 * (React Router's Link) or the browser can navigate; No then clicks the same element again, let
 * through. Render what it returns (the question, null while none is asked).
 */
export function useAskBeforeLeaving({ active, form, onSave, onLeave, leaving }: AskBeforeLeavingOptions): ReactNode {
  const [held, setHeld] = useState<HTMLElement | null>(null);
  const passing = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (passing.current || !(target instanceof Element) || form.current?.contains(target) || target.closest('[role="dialog"]')) return;
      const control = target.closest<HTMLElement>('a, button');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(control);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active, form]);

  function leave(control: HTMLElement) {
    if (leaving) leaving.current = true;
    if (onLeave) {
      onLeave();
      return;
    }
    if (!control.isConnected) return;
    passing.current = true;
    try {
      control.click();
    } finally {
      passing.current = false;
    }
  }

  if (!held) return null;
  return (
    <ConfirmDialog
      title={SAVE_BEFORE_LEAVING.title}
      message={SAVE_BEFORE_LEAVING.message}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={() => {
        setHeld(null);
        onSave();
      }}
      onCancel={() => {
        setHeld(null);
        leave(held);
      }}
      onDismiss={() => setHeld(null)}
    />
  );
}
