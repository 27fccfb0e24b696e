import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The centred card of the signed-out screens (sign-in, forgot password, forgot login id). */
export function AuthCard({ brand, title, children }: { brand?: string; title: string; children: ReactNode }) {
  return (
    <Screen>
      <Card>
        {brand && <Brand>{brand}</Brand>}
        <h1>{title}</h1>
        {children}
      </Card>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
  padding: 24px;
`;
const Card = styled.section`
  width: min(420px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 32px;
  h1 {
    font-size: 1.4rem;
    margin: 4px 0 20px;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;
const Brand = styled.div`
  font-weight: 700;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  font-size: 0.85rem;
`;

/** Links under a signed-out form. */
export const AuthLinks = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  font-size: 0.9rem;
`;
