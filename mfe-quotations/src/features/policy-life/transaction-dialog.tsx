import { errorMessage, errorStatus } from '@kyubos/api';
import { SaveBeforeLeavingDialog, useAsRead, useAskBeforeLeaving, useUnsavedChangesWarning } from '@kyubos/screens';
import { Alert, Button, Modal, TextAreaField } from '@kyubos/ui';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** What a filled transaction dialog tells the page it sits on: how the question's Yes sends it. */
interface FilledDialog {
  send: () => void;
}

const ReportFilled = createContext<((filled: FilledDialog | null) => void) | null>(null);

/**
 * The page side of the transaction dialogs' question: while one of the dialogs within is filled, a
 * reload or closing the tab (the browser's warning), the browser's Back and a link or button of the
 * page outside the dialog ask "Unsaved changes" as a changed form does (useAskBeforeLeaving: Yes
 * sends the dialog when it can be sent, No leaves). Hosted by the page, not the dialog, so the
 * history entry Back is asked on is taken away by the page once the dialog closed.
 */
export function DialogLeaveGuard({ children }: { children: ReactNode }) {
  const [filled, setFilled] = useState<FilledDialog | null>(null);
  const leaving = useRef(false);
  // Clicks inside a dialog (its fields, Close, its action) are never asked about: there is no form around them.
  const noForm = useRef<HTMLFormElement>(null);
  const question = useAskBeforeLeaving({ active: filled !== null, form: noForm, onSave: () => filled?.send(), leaving });
  useUnsavedChangesWarning(filled !== null, leaving);
  return (
    <ReportFilled.Provider value={setFilled}>
      {children}
      {question}
    </ReportFilled.Provider>
  );
}

export interface TransactionDialogProps<Done = string> {
  title: string;
  /** The label of the button that sends the transaction. */
  action: string;
  /** The policy version the caller saw when the dialog opened: the one sent, whatever the policy's later loads say (useAsRead). */
  version: number;
  /** Sends it with the reason typed and the version read; answers what the caller is given once it is saved (the message shown). */
  send: (reason: string, version: number) => Promise<Done>;
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
  /** The transaction's own fields differ from what they opened with (the reason typed counts by itself). */
  changed?: boolean;
}

/**
 * The dialog of a policy transaction (endorse, cancel, reinstate, renew, do not renew and its rescission): its fields, a
 * reason (every transaction but Renew keeps one), the server's refusal above them, Close and the one action,
 * which waits for the reason, for the call in flight and for a problem the server would refuse to
 * be put right. The refusal takes the focus the waiting action lost, so Escape and Tab keep
 * working in the dialog. A filled dialog asks before what was typed into it is lost, as a changed
 * form does ("Unsaved changes": Yes sends it when it can be sent, No leaves): on Close (or Escape),
 * and, within a DialogLeaveGuard, on leaving the page.
 */
export function TransactionDialog<Done = string>({
  title,
  action,
  version,
  send,
  fallback,
  onClose,
  onDone,
  asksReason = true,
  width,
  children,
  preview,
  problem = null,
  changed = false,
}: TransactionDialogProps<Done>) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // After "changed meanwhile" the action is refused again until the dialog is closed and opened on the policy as it now is.
  const { read: readVersion } = useAsRead(version);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const filled = (changed || reason.trim() !== '') && !sending;
  // What stops the action, said on it (the problem is also shown in the dialog's body).
  const missing = asksReason && reason.trim() === '' ? 'Fill in the Reason first.' : problem;
  const canSend = !sending && missing === null;
  // Yes sends what can be sent; otherwise the dialog stays open on what still stops it.
  const sendIfReady = () => {
    if (canSend) void submit();
  };
  const sendRef = useRef(sendIfReady);
  useEffect(() => {
    sendRef.current = sendIfReady;
  });
  const reportFilled = useContext(ReportFilled);
  useEffect(() => {
    reportFilled?.(filled ? { send: () => sendRef.current() } : null);
  }, [filled, reportFilled]);
  useEffect(() => () => reportFilled?.(null), [reportFilled]);
  const close = () => (filled ? setAskingToClose(true) : onClose());
  async function submit() {
    setFailure(null);
    setChangedMeanwhile(false);
    setSending(true);
    try {
      onDone(await send(reason, readVersion));
    } catch (caught) {
      setFailure(errorMessage(caught, fallback));
      // A 409 says the policy is no longer as the dialog read it (another's transaction, a version moved on).
      setChangedMeanwhile(errorStatus(caught) === 409);
      setSending(false);
    }
  }
  return (
    <Modal
      title={title}
      onClose={close}
      {...(width ? { width } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button variant="primary" disabled={sending} disabledReason={missing} onClick={() => void submit()}>
            {action}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert takeFocus>
          {failure}
          {changedMeanwhile && (
            <>
              {' '}
              <Button variant="secondary" size="sm" onClick={onClose}>
                Reload the policy
              </Button>
            </>
          )}
        </Alert>
      )}
      {children}
      {asksReason && <TextAreaField name="reason" label="Reason" value={reason} onChange={setReason} required />}
      {problem ? <Alert>{problem}</Alert> : preview}
      {askingToClose && (
        <SaveBeforeLeavingDialog
          onSave={() => {
            setAskingToClose(false);
            sendIfReady();
          }}
          onLeave={onClose}
          onStay={() => setAskingToClose(false)}
        />
      )}
    </Modal>
  );
}
