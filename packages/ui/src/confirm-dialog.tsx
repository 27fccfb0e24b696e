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
}

/**
 * OK / Cancel question. Focus starts on Cancel, so Enter never deletes at once; Escape, the
 * close button and the backdrop cancel.
 */
export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  title = 'Please confirm',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
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

interface PendingConfirm extends ConfirmOptions {
  message: ReactNode;
  resolve: (answer: boolean) => void;
}

export interface ConfirmControls {
  /** Asks the question; resolves true on OK, false on Cancel / Escape. */
  confirm: (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>;
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

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, message, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirmDialog = pending ? (
    <ConfirmDialog
      message={pending.message}
      title={pending.title}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      danger={pending.danger}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, confirmDialog };
}
