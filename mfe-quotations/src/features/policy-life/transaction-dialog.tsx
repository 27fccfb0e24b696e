import { errorMessage } from '@kyubos/api';
import { Alert, Button, Modal, TextAreaField } from '@kyubos/ui';
import { useState, type ReactNode } from 'react';

export interface TransactionDialogProps {
  title: string;
  /** The label of the button that sends the transaction. */
  action: string;
  /** Sends it with the reason typed; answers the message shown once it is saved. */
  send: (reason: string) => Promise<string>;
  /** What a refusal says when the server gives no reason. */
  fallback: string;
  onClose: () => void;
  onDone: (message: string) => void;
  width?: string;
  /** The transaction's own fields, above the reason. */
  children?: ReactNode;
  /** Below the reason: what the transaction will do (its premium effect), shown before sending. */
  preview?: ReactNode;
  /** Why it cannot be written as it stands (the server's own rule): shown in place of the preview, the action disabled. */
  problem?: string | null;
}

/**
 * The dialog of a policy transaction (endorse, cancel, reinstate, do not renew and its rescission): its fields, a
 * reason every transaction keeps, the server's refusal above them, Close and the one action,
 * which waits for a reason, for the call in flight and for a problem the server would refuse to
 * be put right. The refusal takes the focus the waiting action lost, so Escape and Tab keep
 * working in the dialog.
 */
export function TransactionDialog({ title, action, send, fallback, onClose, onDone, width, children, preview, problem = null }: TransactionDialogProps) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit() {
    setFailure(null);
    setSending(true);
    try {
      onDone(await send(reason));
    } catch (caught) {
      setFailure(errorMessage(caught, fallback));
      setSending(false);
    }
  }
  return (
    <Modal
      title={title}
      onClose={onClose}
      {...(width ? { width } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button variant="primary" disabled={sending || reason.trim() === '' || problem !== null} onClick={() => void submit()}>
            {action}
          </Button>
        </>
      }
    >
      {failure && <Alert takeFocus>{failure}</Alert>}
      {children}
      <TextAreaField name="reason" label="Reason" value={reason} onChange={setReason} required />
      {problem ? <Alert>{problem}</Alert> : preview}
    </Modal>
  );
}
