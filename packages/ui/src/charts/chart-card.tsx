import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A chart with its title, linking to the list it summarises. */
export function ChartCard({ title, to, linkLabel, testId, children }: { title: string; to: string; linkLabel: string; testId?: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} aria-label={title}>
      <Head>
        <h2>{title}</h2>
        <Link to={to}>{linkLabel}</Link>
      </Head>
      {children}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
