import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuCategory } from '@kyubos/contracts';
import { STORAGE_KEYS, menuHref, findActiveByPath, subMenuHref } from '@kyubos/session';
import { ErrorPanel, LoadingState } from '@kyubos/ui';
import { MENU_SCROLL_STEP } from './menu-links';
import { preloadOn } from '../../shared/screen-preload';

interface Props {
  menus: MenuCategory[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Whether the active menu shows a sub-menu row: called once the menus are known, and whenever it changes. */
  onActiveChange: (hasSubmenus: boolean) => void;
}

const readId = (key: string): number | null => {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The active menu item and sub-menu come from the route (an add or edit screen counts as its
 * list); on a page no menu item leads to, the last ones stored stay active.
 */
function useActiveItems(menus: MenuCategory[] | undefined, pathname: string) {
  const fromRoute = menus ? findActiveByPath(menus, pathname) : null;
  const routeMenuId = fromRoute?.menuId ?? null;
  const routeSubmenuId = fromRoute?.submenuId ?? null;

  // Local storage follows the route, so a reload or another tab starts from the same items.
  useEffect(() => {
    if (routeMenuId === null) return;
    localStorage.setItem(STORAGE_KEYS.menuActive, String(routeMenuId));
    if (routeSubmenuId === null) localStorage.removeItem(STORAGE_KEYS.submenuActive);
    else localStorage.setItem(STORAGE_KEYS.submenuActive, String(routeSubmenuId));
  }, [routeMenuId, routeSubmenuId]);

  if (fromRoute) return { activeMenuId: routeMenuId, activeSubmenuId: routeSubmenuId };
  return { activeMenuId: readId(STORAGE_KEYS.menuActive), activeSubmenuId: readId(STORAGE_KEYS.submenuActive) };
}

/** Categories from server data, the active one's sub-menus below, scroll arrows when they overflow. */
export function TopMenu({ menus, isLoading, isError, onRetry, onActiveChange }: Props) {
  const { pathname } = useLocation();
  const { activeMenuId, activeSubmenuId } = useActiveItems(menus, pathname);

  const active = menus?.find((menu) => menu.id === activeMenuId);
  const submenus = active?.submenu ?? [];
  // Reported once the menus are known (until then the layout keeps the row it reserved), before the
  // browser paints: menus already in the store (read at sign-in) open the layout at its height.
  const known = menus !== undefined;
  useLayoutEffect(() => {
    if (known) onActiveChange(submenus.length > 0);
  }, [known, submenus.length, onActiveChange]);

  if (isLoading) return <LoadingState label="Loading menu..." />;
  if (isError) return <ErrorPanel title="The menu could not be loaded" message="Check your connection and try again." onRetry={onRetry} />;

  return (
    <nav aria-label="Main menu">
      <ScrollRow label="Menu categories">
        {(menus ?? []).map((menu) => (
          <MenuLink
            key={menu.id}
            to={menuHref(menu)}
            {...preloadOn(menuHref(menu))}
            $active={menu.id === activeMenuId}
            aria-current={menu.id === activeMenuId ? 'true' : undefined}
          >
            {menu.name}
          </MenuLink>
        ))}
      </ScrollRow>
      {submenus.length > 0 && (
        <ScrollRow label="Sub-menu" $sub>
          {submenus.map((submenu) => (
            <SubMenuLink
              key={submenu.id}
              to={subMenuHref(submenu)}
              {...preloadOn(subMenuHref(submenu))}
              $active={submenu.id === activeSubmenuId}
              aria-current={submenu.id === activeSubmenuId ? 'page' : undefined}
            >
              {submenu.name}
            </SubMenuLink>
          ))}
        </ScrollRow>
      )}
    </nav>
  );
}

/**
 * A row of links that scrolls sideways by 150 px a click when it overflows. The arrows are for the
 * pointer only (no Tab stops): a link the keyboard focuses is scrolled into view by the browser.
 */
function ScrollRow({ label, children, $sub = false }: { label: string; children: React.ReactNode; $sub?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflow(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [children]);

  const scroll = (direction: -1 | 1) => ref.current?.scrollBy({ left: direction * MENU_SCROLL_STEP, behavior: 'smooth' });

  return (
    <Row $sub={$sub}>
      {overflow && (
        <Arrow type="button" tabIndex={-1} aria-label={`Scroll ${label.toLowerCase()} left`} onClick={() => scroll(-1)}>
          ‹
        </Arrow>
      )}
      <Track ref={ref} aria-label={label} role="group">
        {children}
      </Track>
      {overflow && (
        <Arrow type="button" tabIndex={-1} aria-label={`Scroll ${label.toLowerCase()} right`} onClick={() => scroll(1)}>
          ›
        </Arrow>
      )}
    </Row>
  );
}

const Row = styled.div<{ $sub: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 16px;
  min-height: ${({ $sub }) => ($sub ? '52px' : '56px')};
  background: ${({ theme, $sub }) => ($sub ? theme.colors.surfaceAlt : theme.colors.surface)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Track = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  scrollbar-width: none;
  flex: 1;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Arrow = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.2rem;
  cursor: pointer;
`;
const linkStyle = css<{ $active: boolean }>`
  flex: none;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  white-space: nowrap;
  font-weight: 500;
`;
const MenuLink = styled(Link)<{ $active: boolean }>`
  ${linkStyle}
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.accentHover : theme.colors.surfaceAlt)};
  }
`;
const SubMenuLink = styled(Link)<{ $active: boolean }>`
  ${linkStyle}
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.mutedText)};
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  border-radius: 0;
`;
