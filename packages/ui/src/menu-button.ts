import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface MenuButton<Menu extends HTMLElement> {
  open: boolean;
  /** Opens the menu with its item `index` focused. */
  show: (index: number) => void;
  /** Closes the menu and puts the focus back on its button (Escape, or before an item's action). */
  hide: () => void;
  /** Spread on the button: its name, state and keys (arrows open the menu on the first or last item). */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    id: string;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
  /** Spread on the menu: arrows wrap, Home and End jump, Escape closes back to the button, Tab closes. */
  menuProps: {
    ref: RefObject<Menu | null>;
    id: string;
    role: 'menu';
    'aria-labelledby': string;
    onKeyDown: (event: KeyboardEvent<Menu>) => void;
  };
  /** Spread on item `index`: one item at a time is in the Tab order (roving tabindex), the pointer moves it too. */
  itemProps: (index: number) => { role: 'menuitem'; tabIndex: 0 | -1; onMouseEnter: () => void };
}

/**
 * The keyboard and focus of a WAI-ARIA menu button with `count` items: Enter, Space or ArrowDown
 * open the menu on its first item, ArrowUp on its last; focus moves between the items with the
 * arrows, Home and End; Escape closes it and returns focus to the button; Tab and a click
 * outside close it.
 */
export function useMenuButton<Menu extends HTMLElement = HTMLElement>(count: number): MenuButton<Menu> {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<Menu>(null);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function show(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function hide() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : count - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<Menu>) {
    const last = count - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return {
    open,
    show,
    hide,
    buttonProps: {
      ref: buttonRef,
      id: `${id}-button`,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? `${id}-menu` : undefined,
      onClick: () => (open ? setOpen(false) : show(0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: `${id}-menu`, role: 'menu', 'aria-labelledby': `${id}-button`, onKeyDown: onMenuKeyDown },
    itemProps: (index) => ({ role: 'menuitem', tabIndex: index === focusIndex ? 0 : -1, onMouseEnter: () => setFocusIndex(index) }),
  };
}
