import { render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { theme } from './theme';
import { UiProvider } from './ui-provider';

// Jest loads styled-components' server build, which keeps global styles out of jsdom's <head>;
// a marker stands in for GlobalStyle so the test sees whether the provider renders it.
jest.mock('./global-style', () => ({ GlobalStyle: () => <span data-testid="global-style" /> }));

function PrimaryColour() {
  return <span>{useTheme().colors.primary}</span>;
}

const Themed = styled.p`
  color: ${({ theme: t }) => t.colors.danger};
`;

describe('UiProvider', () => {
  it('gives styled components the kit theme', () => {
    render(
      <UiProvider withGlobalStyle={false}>
        <PrimaryColour />
        <Themed>styled</Themed>
      </UiProvider>,
    );
    expect(screen.getByText(theme.colors.primary)).toBeInTheDocument();
    expect(screen.getByText('styled')).toHaveStyle({ color: theme.colors.danger });
  });

  it('renders the global style by default (the shell) and skips it when told to (remotes)', () => {
    const { unmount } = render(<UiProvider>shell</UiProvider>);
    expect(screen.getByTestId('global-style')).toBeInTheDocument();
    unmount();

    render(<UiProvider withGlobalStyle={false}>remote</UiProvider>);
    expect(screen.queryByTestId('global-style')).not.toBeInTheDocument();
  });
});
