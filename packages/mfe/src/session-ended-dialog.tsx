import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import type { LoginRequest } from '@kyubos/contracts';
import { giveUpHeldCalls, onAccountReplaced, pageSessionState, subscribePageSession, type PageSessionState, type SessionKind } from '@kyubos/session';
import { Alert, Button, Modal, TextField } from '@kyubos/ui';

/** The question asked when a page's session ends while it is open. */
export const SESSION_ENDED = {
  title: 'Your session has ended',
  message: 'Sign in again to continue. What you entered on this page is kept.',
} as const;

/** What the page says when another account took its place: the earlier user's screen is gone. */
export const ACCOUNT_REPLACED_NOTICE =
  'Another user signed in on this browser, so you are now working as that user. The page you had open was closed and nothing on it was saved.';

/** The page's session (admin or carrier) as it changes: re-renders on sign-in, sign-out and account change, here or in another tab. */
export function usePageSession(kind: SessionKind): PageSessionState {
  return useSyncExternalStore(
    (listener) => subscribePageSession(kind, listener),
    () => pageSessionState(kind),
  );
}

/**
 * Whether (and why) the page's session has ended: re-renders only when that changes, so a guard
 * does not redirect on its own while a sign-out here is opening the sign-in page.
 */
export function usePageSessionEnded(kind: SessionKind): PageSessionState['ended'] {
  return useSyncExternalStore(
    (listener) => subscribePageSession(kind, listener),
    () => pageSessionState(kind).ended,
  );
}

/** Runs `onReplaced` when another account takes the page's place (signed in here or in another tab). */
export function useAccountReplaced(kind: SessionKind, onReplaced: () => void): void {
  useEffect(() => onAccountReplaced(kind, onReplaced), [kind, onReplaced]);
}

export interface SessionEndedDialogProps {
  kind: SessionKind;
  /** Signs in again without leaving the page; rejects with the message to show. */
  signInAgain: (credentials: LoginRequest) => Promise<void>;
  /** Leaves the page for the sign-in page, the session cleared. */
  onSignOut: () => void;
}

/**
 * 'Your session has ended': shown over the page, which stays as it is with what was typed, while
 * its session has ended (the server refused its token, or another tab signed out). Signing in
 * again as the same user closes it and sends the calls held meanwhile (the refused one too);
 * another user's sign-in takes the page to that user's home (its owner's concern). Closing it
 * gives up the held calls, which then fail as refused; the next call asks again.
 */
export function SessionEndedDialog({ kind, signInAgain, onSignOut }: SessionEndedDialogProps) {
  const { ended, asked } = usePageSession(kind);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const formId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each time the session ends the question starts empty.
  useEffect(() => {
    if (ended) return;
    setClosedAt(null);
    setUsername('');
    setPassword('');
    setError(null);
    setBusy(false);
  }, [ended]);

  if (!ended || closedAt === asked) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInAgain({ username, password });
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : 'Sign-in failed. Please try again.');
    }
  }

  return (
    <Modal
      title={SESSION_ENDED.title}
      onClose={() => {
        setClosedAt(asked);
        giveUpHeldCalls(kind);
      }}
      width="420px"
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </>
      }
    >
      <Message>{SESSION_ENDED.message}</Message>
      {error && <Alert>{error}</Alert>}
      <form id={formId} onSubmit={onSubmit} aria-label="Sign in again">
        <TextField label="Username" name="username" value={username} onChange={setUsername} required autoComplete="username" />
        <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} required autoComplete="current-password" />
      </form>
    </Modal>
  );
}

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;
