import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Note, SaveCancelBar, useConfirm } from '@kyubos/ui';
import { useAskBeforeLeaving } from './ask-before-leaving';
import { useFormScreenAccess } from './form-access';
import { UNSAVED_CHANGES, useFormSubmit } from './form-submit';
import { useRecordReload } from './record-as-read';
import type { SchemaForm } from './schema-form';
import { useUnsavedChangesWarning } from './unsaved-changes-warning';

export interface RecordFormProps<K extends string> {
  form: SchemaForm<K>;
  /** Sends the values; a rejection (the server's answer) is shown and nothing typed is lost. */
  onSave: () => Promise<unknown>;
  /** Where Save (on success) and Cancel go. */
  listHref: string;
  /** Names the form for assistive technology. */
  label?: string;
  /** Replaces Cancel's link to the list (e.g. a full reload of it); asked first like the link. */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A create/edit form: checked against the contract's schema before anything is sent, the
 * server's field errors shown on their fields, Save back to the list, Cancel asking first
 * when something was changed, leaving it another way (the menu, a breadcrumb) asking whether
 * to save, and the browser warning before a reload loses typing.
 * A caller who may not write (the access of its FormScreen) sees it read-only, without Save:
 * the server would refuse the write anyway. While access loads it stays editable, so nothing
 * typed meanwhile is lost.
 */
export function RecordForm<K extends string>({ form, onSave, listHref, label, onCancel, children }: RecordFormProps<K>) {
  const navigate = useNavigate();
  const { canWrite, readOnly, readOnlyNotice } = useFormScreenAccess();
  const { formRef, saving, saveError, savedMeanwhile, submit } = useFormSubmit(form, onSave, () => navigate(listHref));
  // After "changed meanwhile" the form keeps what was typed (and the version it read, so Save is refused again) until the user reloads.
  const recordReload = useRecordReload();
  const { confirm, confirmDialog } = useConfirm();
  const guard = form.dirty && !saving;

  // Set once the user chose to leave, so the browser does not ask a second time.
  const leaving = useRef(false);
  useUnsavedChangesWarning(guard, leaving);
  const askBeforeLeaving = useAskBeforeLeaving({ active: guard, form: formRef, onSave: () => formRef.current?.requestSubmit(), leaving });

  async function confirmCancel(event?: MouseEvent<HTMLAnchorElement>) {
    if (guard) event?.preventDefault();
    if (guard && !(await confirm(UNSAVED_CHANGES, { confirmLabel: 'Leave' }))) return;
    leaving.current = true;
    if (onCancel) onCancel();
    else if (guard) navigate(listHref);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      {saveError && (
        <Alert>
          {saveError}
          {savedMeanwhile && recordReload && (
            <>
              {' '}
              <Button variant="secondary" size="sm" onClick={() => void recordReload.reload()}>
                {recordReload.label}
              </Button>
            </>
          )}
        </Alert>
      )}
      {readOnly && <Note>{readOnlyNotice}</Note>}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      {onCancel ? (
        <SaveCancelBar onCancel={() => void confirmCancel()} saving={saving} disabled={!canWrite} readOnly={readOnly} />
      ) : (
        <SaveCancelBar cancelTo={listHref} onCancelClick={(event) => void confirmCancel(event)} saving={saving} disabled={!canWrite} readOnly={readOnly} />
      )}
      {confirmDialog}
      {askBeforeLeaving}
    </form>
  );
}
