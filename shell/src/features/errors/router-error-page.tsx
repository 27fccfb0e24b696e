import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

/** The router's fallback when a route throws while rendering or loading. */
export function RouterErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <a href="/">Go Home</a>
    </Box>
  );
}

const Box = styled.main`
  padding: 48px 24px;
  h1 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
