import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@kyubos/api';
import { Alert, Modal, SaveCancelBar, useConfirm } from '@kyubos/ui';

/** What the dialog needs of a form: `useSchemaForm` gives it, a pick list may give its own. */
export interface DialogFormState {
  /** Something was chosen or typed: closing asks first. */
  dirty: boolean;
  /** Checks the values before anything is sent; shows each field's message. */
  validate: () => boolean;
  /** Shows the server's field errors of a refused save on their fields; false when none is shown. */
  showServerErrors: (error: unknown) => boolean;
}

export interface SetupDialogProps {
  title: string;
  form: DialogFormState;
  /** Sends the values; a rejection (the server's answer) is shown and nothing typed is lost. */
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

const UNSAVED = 'You have unsaved changes. Leave this form and lose them?';

/**
 * A small add or edit form of the product set-up, in a dialog over its list: checked before
 * sending, the server's field errors on their fields and any other refusal (a duplicate code,
 * 409) above them; saved, the dialog closes and the list reads itself again. Leaving with
 * changes asks first.
 */
export function SetupDialog({ title, form, onSave, onClose, children }: SetupDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const { confirm, confirmDialog } = useConfirm();

  // After a refused save the first field at fault gets the focus, so keyboard users land on it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    if (!form.validate()) {
      setRefusals((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await onSave();
      onClose();
    } catch (error) {
      if (form.showServerErrors(error)) setRefusals((count) => count + 1);
      else setSaveError(errorMessage(error));
      setSaving(false);
    }
  }

  async function close() {
    if (form.dirty && !saving && !(await confirm(UNSAVED, { confirmLabel: 'Leave' }))) return;
    onClose();
  }

  return (
    <Modal title={title} onClose={() => void close()} width="560px">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        {saveError && <Alert>{saveError}</Alert>}
        {children}
        <SaveCancelBar onCancel={() => void close()} saving={saving} />
      </form>
      {confirmDialog}
    </Modal>
  );
}
