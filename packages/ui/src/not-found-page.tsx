import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './button';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center>
      <h1>Oops, page not available!</h1>
      <p>The page you&apos;re looking for doesn&apos;t seem to exist.</p>
      <Button type="button" onClick={() => navigate('/')}>
        Go Home
      </Button>
    </Center>
  );
}

const Center = styled.main`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 8px;
  text-align: center;
  padding: 48px 24px;
`;
