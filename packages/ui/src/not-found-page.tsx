import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './button';

const Wrapper = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: 80px ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface NotFoundPageProps {
  homeHref?: string;
}

/** Shown for any unknown path. 'Go Home' is a button, as the spec words it, so it navigates in code. */
export function NotFoundPage({ homeHref = '/' }: NotFoundPageProps) {
  const navigate = useNavigate();
  return (
    <Wrapper>
      <Title>Oops, page not available!</Title>
      <Text>The page you&apos;re looking for doesn&apos;t seem to exist.</Text>
      <Button onClick={() => navigate(homeHref)}>Go Home</Button>
    </Wrapper>
  );
}
