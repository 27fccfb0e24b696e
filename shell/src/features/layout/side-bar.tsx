import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { IntakeCategorySummary } from '@kyubos/contracts';
import { ErrorPanel, LoadingState } from '@kyubos/ui';

/** Route families on which an intake category is active when their id or intake_id matches. */
export const SIDE_BAR_ROUTE_FAMILIES = [
  'user_admin_policy',
  'edit_intakeform_user_admin_policy',
  'user_admin_policies_history_list',
  'user_admin_view_quotationhistory',
  'view_admin_policy_quotation',
  'user_admin_view_binder_policies',
  'user_admin_view_policies',
  'add_customer_for_user_admin_policy',
  'user_admin_policy_based_on_user_creation',
] as const;

/**
 * The intake category shown by the current route: the family's id (first parameter) or its
 * intake_id (last parameter of the two- and three-parameter routes).
 */
export function activeCategoryIds(pathname: string): string[] {
  const [family, ...params] = pathname.split('/').filter(Boolean);
  if (!family || !(SIDE_BAR_ROUTE_FAMILIES as readonly string[]).includes(family)) return [];
  const ids = [params[0]];
  if (params.length > 1) ids.push(params[params.length - 1]);
  return ids.filter((id): id is string => Boolean(id));
}

export const categoryLabel = (category: IntakeCategorySummary): string =>
  category.sublob ? `${category.name}-${category.sublob}` : category.name;

interface Props {
  categories: IntakeCategorySummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function SideBar({ categories, isLoading, isError, onRetry }: Props) {
  const { pathname } = useLocation();
  const activeIds = activeCategoryIds(pathname);
  return (
    <Aside aria-label="Lines of business">
      <Title>Lines of business</Title>
      {isLoading && <LoadingState label="Loading…" />}
      {isError && <ErrorPanel title="Could not load" message="The lines of business did not load." onRetry={onRetry} />}
      {categories && categories.length === 0 && <Empty>No lines of business yet.</Empty>}
      <List>
        {categories?.map((category) => {
          const active = activeIds.includes(String(category.id));
          return (
            <li key={category.id}>
              <Item to={`/user_admin_policy/${category.id}`} $active={active} aria-current={active ? 'page' : undefined}>
                {categoryLabel(category)}
              </Item>
            </li>
          );
        })}
      </List>
    </Aside>
  );
}

const Aside = styled.aside`
  width: 220px;
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px 12px;
`;
const Title = styled.h2`
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.mutedText};
  margin: 0 8px 8px;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
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
