import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { iconButtonBox } from './button';
import { EllipsisIcon } from './icons';
import { useMenuButton } from './menu-button';

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
  const menu = useMenuButton<HTMLUListElement>(items.length);
  const buttonRef = menu.buttonProps.ref;
  const menuRef = menu.menuProps.ref;
  const [position, setPosition] = useState<Position | null>(null);

  // The menu's height is known only once it is rendered: place it before it is painted.
  useLayoutEffect(() => {
    setPosition(menu.open && buttonRef.current ? placeMenu(buttonRef.current, menuRef.current) : null);
  }, [menu.open, buttonRef, menuRef]);

  useEffect(() => {
    if (!menu.open) return;
    // A fixed menu follows its button when the page or the table scrolls or resizes.
    const follow = () => setPosition(buttonRef.current ? placeMenu(buttonRef.current, menuRef.current) : null);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [menu.open, buttonRef, menuRef]);

  if (items.length === 0) return null;

  function choose(item: RowMenuItem) {
    if (item.disabled) return;
    // Focus is back on the button before the action, so a dialog it opens returns focus there.
    menu.hide();
    item.onSelect();
  }

  return (
    // Keys and clicks stay in the menu: they must not also open or select the row.
    <Wrapper onKeyDown={(event) => event.stopPropagation()} onClick={(event) => event.stopPropagation()} onDoubleClick={(event) => event.stopPropagation()}>
      <MenuButton {...menu.buttonProps} aria-label={label} title={label}>
        {icon}
      </MenuButton>
      {menu.open && (
        <Menu {...menu.menuProps} style={position ?? undefined}>
          {items.map((item, index) => (
            <li key={item.label} role="none">
              <MenuItem
                type="button"
                {...menu.itemProps(index)}
                aria-disabled={item.disabled || undefined}
                $danger={item.tone === 'danger'}
                onClick={() => choose(item)}
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
