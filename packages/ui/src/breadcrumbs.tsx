import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from './a11y';

export interface BreadcrumbItem {
  label: string;
  to?: string;
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.mutedText};

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Separator = styled.span`
  color: ${({ theme }) => theme.colors.borderStrong};
`;

export interface BreadcrumbsProps {
  /** The trail after Home; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  homeHref?: string;
}

export function Breadcrumbs({ items, homeHref = '/user_admin_home' }: BreadcrumbsProps) {
  const trail: BreadcrumbItem[] = [{ label: 'Home', to: homeHref }, ...items];
  return (
    <Nav aria-label="Breadcrumb">
      <List>
        {trail.map((item, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {index > 0 && <Separator aria-hidden="true">/</Separator>}
              {isCurrent ? (
                <span aria-current="page">{item.label}</span>
              ) : item.to ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span>{item.label}</span>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
