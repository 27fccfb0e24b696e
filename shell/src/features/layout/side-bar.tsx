import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { IntakeCategorySummary } from '@kyubos/contracts';
import { intakeCategoryLabel } from '@kyubos/domain/labels';
import { intakeCategoryIdOf } from '@kyubos/session';
import { ErrorPanel, LoadingState } from '@kyubos/ui';
import { preloadOn } from '../../shared/screen-preload';
import { NARROW_LAYOUT, SideBarBox, SideBarTitle } from './layout-boxes';

interface Props {
  intakeCategories: IntakeCategorySummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function SideBar({ intakeCategories, isLoading, isError, onRetry }: Props) {
  const { pathname } = useLocation();
  const activeId = intakeCategoryIdOf(pathname);
  return (
    <SideBarBox aria-label="Lines of business">
      <SideBarTitle>Lines of business</SideBarTitle>
      {isLoading && <LoadingState />}
      {isError && <ErrorPanel title="Could not load" message="The lines of business did not load." onRetry={onRetry} />}
      {intakeCategories && intakeCategories.length === 0 && <Empty>No lines of business yet.</Empty>}
      <List>
        {intakeCategories?.map((intakeCategory) => {
          const active = activeId === String(intakeCategory.id);
          return (
            <li key={intakeCategory.id}>
              <Item to={`/user_admin_policy/${intakeCategory.id}`} {...preloadOn(`/user_admin_policy/${intakeCategory.id}`)} $active={active} aria-current={active ? 'page' : undefined}>
                {intakeCategoryLabel({ category_name: intakeCategory.name, sublob: intakeCategory.sublob })}
              </Item>
            </li>
          );
        })}
      </List>
    </SideBarBox>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  /* Above the page, the lines flow side by side so more of them show in its few rows. */
  @media ${NARROW_LAYOUT} {
    display: flex;
    flex-wrap: wrap;
    gap: 0 4px;
  }
`;
const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  margin: 8px;
`;
