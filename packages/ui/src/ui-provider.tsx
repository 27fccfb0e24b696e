import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
  /** The page's base styles; the shell injects them once, so mounted remotes pass false. */
  withGlobalStyle?: boolean;
}

export function UiProvider({ children, withGlobalStyle = true }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
