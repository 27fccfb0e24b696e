import type { ReactNode } from 'react';
import { UNSAVED_CHANGES, useFormSubmit, type SubmittableForm } from '@kyubos/screens';
import { Alert, Modal, SaveCancelBar, useConfirm } from '@kyubos/ui';

/** What the dialog needs of a form: `useSchemaForm` gives it, a pick list may give its own. */
export interface DialogFormState extends SubmittableForm {
  /** Something was chosen or typed: closing asks first. */
  dirty: boolean;
}

export interface SetupDialogProps {
  title: string;
  form: DialogFormState;
  /** Sends the values; a rejection (the server's answer) is shown and nothing typed is lost. */
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small add or edit form of the product set-up, in a dialog over its list: checked before
 * sending, the server's field errors on their fields and any other refusal (a duplicate code,
 * 409) above them; saved, the dialog closes and the list reads itself again. Leaving with
 * changes asks first.
 */
export function SetupDialog({ title, form, onSave, onClose, children }: SetupDialogProps) {
  const { formRef, saving, saveError, submit } = useFormSubmit(form, onSave, onClose);
  const { confirm, confirmDialog } = useConfirm();

  async function close() {
    if (form.dirty && !saving && !(await confirm(UNSAVED_CHANGES, { confirmLabel: 'Leave' }))) return;
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
