import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.base};
`;

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red OK button for destructive actions such as delete. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape, the close button and the backdrop: the question is put away unanswered (onCancel when not given). */
  onDismiss?: () => void;
}

/**
 * OK / Cancel question. Focus starts on Cancel, so Enter never deletes at once; Escape, the
 * close button and the backdrop dismiss it (cancel, unless `onDismiss` tells them apart).
 */
export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  onDismiss,
  title = 'Please confirm',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onDismiss ?? onCancel}
      initialFocusRef={cancelRef}
      width="420px"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}

/** How a question was answered: the confirm button, the cancel button, or put away (Escape, close, backdrop). */
export type ConfirmAnswer = 'confirm' | 'cancel' | 'dismiss';

interface PendingConfirm extends ConfirmOptions {
  message: ReactNode;
  resolve: (answer: ConfirmAnswer) => void;
}

export interface ConfirmControls {
  /** Asks the question; resolves true on OK, false on Cancel / Escape. */
  confirm: (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>;
  /**
   * Asks the question and tells a No apart from a dismissal: Escape, the close button and the
   * backdrop answer 'dismiss', for screens where No itself acts (goes elsewhere) and Escape must not.
   */
  ask: (message: ReactNode, options?: ConfirmOptions) => Promise<ConfirmAnswer>;
  /** Render this somewhere in the component (it is null while no question is open). */
  confirmDialog: ReactNode;
}

/**
 * Promise-based confirmation:
 *   const { confirm, confirmDialog } = useConfirm();
 *   if (await confirm('Do you want to remove?', { danger: true })) remove(id);
 */
export function useConfirm(): ConfirmControls {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  // The ref resolves the promise exactly once, outside of render and state updaters.
  const pendingRef = useRef<PendingConfirm | null>(null);

  const settle = useCallback((answer: ConfirmAnswer) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const open = useCallback((message: ReactNode, options: ConfirmOptions, resolve: (answer: ConfirmAnswer) => void) => {
    pendingRef.current?.resolve('dismiss');
    const next = { ...options, message, resolve };
    pendingRef.current = next;
    setPending(next);
  }, []);
  const ask = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) => new Promise<ConfirmAnswer>((resolve) => open(message, options, resolve)),
    [open],
  );
  const confirm = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => open(message, options, (answer) => resolve(answer === 'confirm'))),
    [open],
  );

  useEffect(() => () => pendingRef.current?.resolve('dismiss'), []);

  const confirmDialog = pending ? (
    <ConfirmDialog
      message={pending.message}
      title={pending.title}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      danger={pending.danger}
      onConfirm={() => settle('confirm')}
      onCancel={() => settle('cancel')}
      onDismiss={() => settle('dismiss')}
    />
  ) : null;

  return { confirm, ask, confirmDialog };
}
