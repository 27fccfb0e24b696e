import { errorMessage } from '@kyubos/api';
import { Alert, Button, Modal, TextAreaField } from '@kyubos/ui';
import { useState, type ReactNode } from 'react';

export interface TransactionDialogProps<Done = string> {
  title: string;
  /** The label of the button that sends the transaction. */
  action: string;
  /** Sends it with the reason typed; answers what the caller is given once it is saved (the message shown). */
  send: (reason: string) => Promise<Done>;
  /** What a refusal says when the server gives no reason. */
  fallback: string;
  onClose: () => void;
  onDone: (done: Done) => void;
  /** Whether the transaction keeps a reason (all but Renew, whose quotation says what it renews): asked for and required. */
  asksReason?: boolean;
  width?: string;
  /** The transaction's own fields, above the reason. */
  children?: ReactNode;
  /** Below the reason: what the transaction will do (its premium effect), shown before sending. */
  preview?: ReactNode;
  /** Why it cannot be written as it stands (the server's own rule): shown in place of the preview, the action disabled. */
  problem?: string | null;
}

/**
 * The dialog of a policy transaction (endorse, cancel, reinstate, renew, do not renew and its rescission): its fields, a
 * reason (every transaction but Renew keeps one), the server's refusal above them, Close and the one action,
 * which waits for the reason, for the call in flight and for a problem the server would refuse to
 * be put right. The refusal takes the focus the waiting action lost, so Escape and Tab keep
 * working in the dialog.
 */
export function TransactionDialog<Done = string>({
  title,
  action,
  send,
  fallback,
  onClose,
  onDone,
  asksReason = true,
  width,
  children,
  preview,
  problem = null,
}: TransactionDialogProps<Done>) {
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
          <Button variant="primary" disabled={sending || (asksReason && reason.trim() === '') || problem !== null} onClick={() => void submit()}>
            {action}
          </Button>
        </>
      }
    >
      {failure && <Alert takeFocus>{failure}</Alert>}
      {children}
      {asksReason && <TextAreaField name="reason" label="Reason" value={reason} onChange={setReason} required />}
      {problem ? <Alert>{problem}</Alert> : preview}
    </Modal>
  );
}
