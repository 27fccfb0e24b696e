import { useEffect, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

export type AlertVariant = 'error' | 'success';

const AlertBox = styled.div<{ $variant: AlertVariant }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.danger : theme.colors.success)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ $variant, theme }) => ($variant === 'error' ? theme.colors.danger : theme.colors.success)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface AlertProps {
  variant?: AlertVariant;
  children: ReactNode;
  /**
   * Takes focus when it appears: a refusal answering a button the wait disabled (which dropped the
   * focus to the page), so the keyboard carries on from the message, inside its dialog.
   */
  takeFocus?: boolean;
  /**
   * Takes the focus when it appears only if none is held (it dropped to the page): a success
   * reported on the screen the action left for, whose button went with the screen before.
   */
  takeDroppedFocus?: boolean;
}

/** Nothing holds the focus: it dropped to the page's body (the element holding it was removed). */
const focusDropped = () => document.activeElement === null || document.activeElement === document.body;

/** An inline red (error) or green (success) message, announced when it appears. */
export function Alert({ variant = 'error', children, takeFocus = false, takeDroppedFocus = false }: AlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus || (takeDroppedFocus && focusDropped())) box.current?.focus();
  }, [takeFocus, takeDroppedFocus]);
  return (
    <AlertBox ref={box} role="alert" $variant={variant} data-variant={variant} tabIndex={takeFocus || takeDroppedFocus ? -1 : undefined}>
      {children}
    </AlertBox>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ErrorBox = styled(Panel)`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const PanelTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const PanelText = styled.p`
  margin: 0;
  max-width: 60ch;
`;

export interface ErrorPanelProps {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPanel({
  title = 'Something went wrong',
  message = 'The information could not be loaded. Please try again.',
  onRetry,
  retryLabel = 'Retry',
}: ErrorPanelProps) {
  return (
    <ErrorBox role="alert">
      <PanelTitle>{title}</PanelTitle>
      {/* A server's plain 'Something went wrong' would only repeat the title. */}
      {message !== title && <PanelText>{message}</PanelText>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </ErrorBox>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
`;

/** What every screen says while its data is on the way, word for word as the spec has it (three dots). */
export const LOADING_TEXT = 'Loading...';

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label = LOADING_TEXT }: LoadingStateProps) {
  return (
    <Panel role="status">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Panel>
  );
}

export interface EmptyStateProps {
  title?: string;
  /** Further explanation or an action such as an Add button. */
  children?: ReactNode;
}

export function EmptyState({ title = 'No records found', children }: EmptyStateProps) {
  return (
    <Panel>
      <PanelTitle>{title}</PanelTitle>
      {children}
    </Panel>
  );
}

const NoteBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A standing remark about the screen (e.g. that it may only be read): neither an error nor announced as one. */
export function Note({ children }: { children: ReactNode }) {
  return <NoteBox role="note">{children}</NoteBox>;
}

const PermissionBox = styled(Panel)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface PermissionPanelProps {
  /** What the user may not open, as the screen names it: 'Carriers'. */
  area: string;
  /** The server's reason. */
  message?: ReactNode;
}

/** A refusal (403): says what the user may not open and why; no Retry, as asking again cannot help. */
export function PermissionPanel({ area, message }: PermissionPanelProps) {
  return (
    <PermissionBox role="alert">
      <PanelTitle>{`You do not have access to ${area}`}</PanelTitle>
      {message && <PanelText>{message}</PanelText>}
    </PermissionBox>
  );
}
