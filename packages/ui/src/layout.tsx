import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A white, bordered surface for page content. */
export const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A row of buttons, right-aligned, wrapping on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The buttons above a list (a view switch, Filter), right-aligned, apart from the table. */
export const ListBar = styled(Toolbar)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.xl};
  max-width: 1440px;
  margin: 0 auto;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface PageProps {
  title: string;
  /** Usually a <Breadcrumbs />. */
  breadcrumbs?: ReactNode;
  /** Page-level buttons (Add, Back), shown opposite the title. */
  toolbar?: ReactNode;
  children: ReactNode;
  /** Renders the content as is instead of inside one Card (for pages made of several cards). */
  plain?: boolean;
}

/** The frame of every screen: breadcrumbs, h1 title, toolbar, content card. */
export function Page({ title, breadcrumbs, toolbar, children, plain = false }: PageProps) {
  return (
    <Wrapper>
      <Header>
        <Heading>
          {breadcrumbs}
          <Title>{title}</Title>
        </Heading>
        {toolbar && <Toolbar>{toolbar}</Toolbar>}
      </Header>
      {plain ? children : <Card>{children}</Card>}
    </Wrapper>
  );
}
