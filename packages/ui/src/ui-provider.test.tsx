import { render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { theme } from './theme';
import { UiProvider } from './ui-provider';

function PrimaryColour() {
  return <span>{useTheme().colors.primary}</span>;
}

const Themed = styled.p`
  color: ${({ theme: t }) => t.colors.danger};
`;

function globalRules(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

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

  it('injects the global style only when asked to', () => {
    const { unmount } = render(<UiProvider withGlobalStyle={false}>remote</UiProvider>);
    expect(globalRules()).not.toContain('-webkit-font-smoothing');
    unmount();

    render(<UiProvider>shell</UiProvider>);
    expect(globalRules()).toContain('-webkit-font-smoothing');
  });
});
