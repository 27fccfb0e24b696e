import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { iconButtonBox } from './button';
import { EllipsisIcon } from './icons';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface RowMenuProps {
  /** The accessible name of the menu button, e.g. `Actions for premium-2.csv`. */
  label: string;
  items: readonly RowMenuItem[];
  icon?: ReactNode;
}

interface Position {
  top: number;
  right: number;
  maxHeight: number;
}

/** The space between the button and its menu. */
const GAP = 4;

/**
 * Right-aligned with the button, in viewport coordinates: just under it, or just above it when the
 * menu would run past the bottom of the window. If it fits neither way, it stays in the window
 * (never above its top), and a menu taller than the window scrolls. Before the menu is rendered
 * (`menu` null) its height is unknown, so it goes under; it is placed again once measured.
 */
function placeMenu(button: HTMLElement, menu: HTMLElement | null): Position {
  const rect = button.getBoundingClientRect();
  const height = menu?.getBoundingClientRect().height ?? 0;
  const viewport = window.innerHeight;
  const below = rect.bottom + GAP;
  const above = rect.top - GAP - height;
  let top = Math.max(viewport - height, 0);
  if (below + height <= viewport) top = below;
  else if (above >= 0) top = above;
  return { top, right: Math.max(window.innerWidth - rect.right, 0), maxHeight: viewport };
}

/**
 * A row's action menu (the WAI-ARIA menu button): the button opens a list of actions; arrows,
 * Home and End move between them, Enter or Space chooses, Escape and Tab close. The list is
 * fixed-positioned under the button, or above it near the bottom of the window (and follows it),
 * so a scrolling table never clips it.
 */
export function RowMenu({ label, items, icon = <EllipsisIcon /> }: RowMenuProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const open = position !== null;

  // The menu's height is known only once it is rendered: place it again before it is painted.
  useLayoutEffect(() => {
    if (open && buttonRef.current) setPosition(placeMenu(buttonRef.current, menuRef.current));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus({ preventScroll: true });
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setPosition(null);
    };
    // A fixed menu follows its button when the page or the table scrolls or resizes.
    const follow = () => setPosition(buttonRef.current ? placeMenu(buttonRef.current, menuRef.current) : null);
    document.addEventListener('mousedown', closeOutside);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  if (items.length === 0) return null;

  function show(index: number) {
    setFocusIndex(index);
    setPosition(placeMenu(buttonRef.current!, null));
  }

  function hide() {
    setPosition(null);
    buttonRef.current?.focus();
  }

  function choose(item: RowMenuItem) {
    if (item.disabled) return;
    // Focus is back on the button before the action, so a dialog it opens returns focus there.
    hide();
    item.onSelect();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
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
      setPosition(null);
    }
  }

  return (
    // Keys and clicks stay in the menu: they must not also open or select the row.
    <Wrapper onKeyDown={(event) => event.stopPropagation()} onClick={(event) => event.stopPropagation()} onDoubleClick={(event) => event.stopPropagation()}>
      <MenuButton
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setPosition(null) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {icon}
      </MenuButton>
      {open && (
        <Menu ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} style={position} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <MenuItem
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                aria-disabled={item.disabled || undefined}
                $danger={item.tone === 'danger'}
                onClick={() => choose(item)}
                onMouseEnter={() => setFocusIndex(index)}
              >
                {item.label}
              </MenuItem>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
`;

const MenuButton = styled.button`
  ${iconButtonBox}
  color: ${({ theme }) => theme.colors.mutedText};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Menu = styled.ul`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog - 1};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  overflow-y: auto;
`;

const MenuItem = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: 0;
  background: transparent;
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
`;
