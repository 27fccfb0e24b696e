import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '@kyubos/ui';

/** The question asked before an edited form is left (spec 3 §4 "Form dirty state"). */
export const SAVE_BEFORE_LEAVING = {
  title: 'Unsaved changes',
  message: 'You entered something in the form. Do you want to save?',
} as const;

/** The question itself: Yes saves (`onSave`), No leaves (`onLeave`), Escape or a click outside stays (`onStay`). */
export function SaveBeforeLeavingDialog({ onSave, onLeave, onStay }: { onSave: () => void; onLeave: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog
      title={SAVE_BEFORE_LEAVING.title}
      message={SAVE_BEFORE_LEAVING.message}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={onSave}
      onCancel={onLeave}
      onDismiss={onStay}
    />
  );
}

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

/** Marks the history entry laid over an edited form's own, which the browser's Back takes away first. */
const GUARD_ENTRY = 'kyubosUnsavedForm';

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;

/**
 * While the form is edited, its page has a second history entry, the same URL and state (the
 * router's key included) with a mark: Back (or Alt+Left, a mouse's back button) takes that one
 * away and lands on the form's own entry, so the router shows the same page, the form and what
 * was typed stay, and the question can be asked. No then goes Back for real; staying lays the
 * entry again. Forward cannot leave the form: pushing the entry drops the pages ahead of it.
 * (The micro-frontends' BrowserRouter has no blocker, which only a data router offers.)
 */
function layGuardEntry() {
  if (!onGuardEntry()) window.history.pushState({ ...(window.history.state as object | null), [GUARD_ENTRY]: true }, '', window.location.href);
}

/** What the question holds up: a click on a link or button outside the form, or the browser's Back. */
type Held = HTMLElement | 'history';

/**
 * Leaving an edited form by a link or button outside it (the menu, a breadcrumb, a tab) asks
 * whether to save: Yes saves, No leaves, and Escape, × or the backdrop keep the user on the form
 * with what was typed. It listens to `click` in the capture phase, which a mouse click and Enter
 * or Space on a focused link or button all fire once, and stops it before the link's own handler
 * (React Router's Link) or the browser can navigate; No then clicks the same element again, let
 * through. The browser's Back asks the same (see `layGuardEntry`); No there goes Back. Render what
 * it returns (the question, null while none is asked).
 */
export function useAskBeforeLeaving({ active, form, onSave, onLeave, leaving }: AskBeforeLeavingOptions): ReactNode {
  const [held, setHeld] = useState<Held | null>(null);
  const passing = useRef(false);
  // The form's URL once its guard entry was laid: Back from it to the form's own entry, the form no
  // longer edited (its changes undone, or saving), goes on Back rather than stopping there.
  const guarded = useRef<string | null>(null);

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

  useEffect(() => {
    if (active) layGuardEntry();
    // Also a form opened again on a guard entry (Back from the page a link led to): Back goes on past its own.
    if (onGuardEntry()) guarded.current = window.location.href;
    const onPop = () => {
      if (passing.current) {
        passing.current = false;
        return;
      }
      if (onGuardEntry() || window.location.href !== guarded.current) return;
      if (active) setHeld('history');
      else {
        guarded.current = null;
        window.history.back();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);

  // Stays on the form: Back asks again next time.
  const stay = () => {
    if (held === 'history') layGuardEntry();
    setHeld(null);
  };

  function leave(control: Held) {
    if (leaving) leaving.current = true;
    if (control === 'history') {
      // Back, where the user was going; the form's page goes with it.
      passing.current = true;
      window.history.back();
      return;
    }
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
    <SaveBeforeLeavingDialog
      onSave={() => {
        stay();
        onSave();
      }}
      onLeave={() => {
        setHeld(null);
        leave(held);
      }}
      onStay={stay}
    />
  );
}
