import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import { Alert, SaveCancelBar, useConfirm } from '@kyubos/ui';
import type { SchemaForm } from './schema-form';

/** The caller's access to the screen, as useItemAccess gives it. */
export interface FormAccess {
  canWrite: boolean;
  isLoading: boolean;
}

export interface RecordFormProps<K extends string> {
  form: SchemaForm<K>;
  /** Sends the values; a rejection (the server's answer) is shown and nothing typed is lost. */
  onSave: () => Promise<unknown>;
  /** Where Save (on success) and Cancel go. */
  listHref: string;
  /**
   * Readers see the form without Save: the server would refuse the write anyway. While access
   * loads the form stays editable, so nothing typed meanwhile is lost.
   */
  access?: FormAccess;
  /** Shown to readers above the disabled form. */
  readOnlyNotice?: string;
  /** Names the form for assistive technology. */
  label?: string;
  /** Replaces Cancel's link to the list (e.g. a full reload of it); asked first like the link. */
  onCancel?: () => void;
  children: ReactNode;
}

const UNSAVED = 'You have unsaved changes. Leave this form and lose them?';

/**
 * A create/edit form: checked against the contract's schema before anything is sent, the
 * server's field errors shown on their fields, Save back to the list, Cancel asking first
 * when something was changed, and the browser warning before a reload loses typing.
 */
export function RecordForm<K extends string>({
  form,
  onSave,
  listHref,
  access = { canWrite: true, isLoading: false },
  readOnlyNotice = 'Only the platform administrator may change this data.',
  label,
  onCancel,
  children,
}: RecordFormProps<K>) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = !access.canWrite && !access.isLoading;
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const { confirm, confirmDialog } = useConfirm();
  const guard = form.dirty && !saving;

  // Set once the user chose to leave, so the browser does not ask a second time.
  const leaving = useRef(false);
  useUnsavedChangesWarning(guard, leaving);

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
      navigate(listHref);
    } catch (error) {
      if (form.showServerErrors(error)) setRefusals((count) => count + 1);
      else setSaveError(errorMessage(error));
      setSaving(false);
    }
  }

  async function confirmCancel(event?: MouseEvent<HTMLAnchorElement>) {
    if (guard) event?.preventDefault();
    if (guard && !(await confirm(UNSAVED, { confirmLabel: 'Leave' }))) return;
    leaving.current = true;
    if (onCancel) onCancel();
    else if (guard) navigate(listHref);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      {saveError && <Alert>{saveError}</Alert>}
      {readOnly && <Alert>{readOnlyNotice}</Alert>}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      {onCancel ? (
        <SaveCancelBar onCancel={() => void confirmCancel()} saving={saving} disabled={!access.canWrite} />
      ) : (
        <SaveCancelBar cancelTo={listHref} onCancelClick={(event) => void confirmCancel(event)} saving={saving} disabled={!access.canWrite} />
      )}
      {confirmDialog}
    </form>
  );
}

/** The browser's own warning when a reload or closing the tab would lose what was typed. */
function useUnsavedChangesWarning(active: boolean, leaving: RefObject<boolean>) {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, leaving]);
}
