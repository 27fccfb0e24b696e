import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { ItemAccess } from '@kyubos/mfe';
import { Alert, Breadcrumbs, ErrorPanel, LoadingState, Page, SaveCancelBar } from '@kyubos/ui';

export interface RecordFormPageProps {
  title: string;
  list: { label: string; href: string };
  /** An edit screen's record query: the form is shown once it has loaded. */
  load?: { isLoading: boolean; error?: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** The frame of a create/edit screen: breadcrumbs to the list, and the record's loading and error states. */
export function RecordFormPage({ title, list, load, children }: RecordFormPageProps) {
  let content = children;
  if (load?.error) {
    content = <ErrorPanel message={errorMessage(load.error, 'The record could not be loaded. Please try again.')} onRetry={() => void load.refetch()} />;
  } else if (load?.isLoading) {
    content = <LoadingState />;
  }
  return (
    <Page title={title} breadcrumbs={<Breadcrumbs items={[{ label: list.label, to: list.href }, { label: title }]} />}>
      {content}
    </Page>
  );
}

export interface RecordFormProps {
  /** Sends the values; a rejection (the server's answer) is shown and nothing typed is lost. */
  onSave: () => Promise<unknown>;
  listHref: string;
  /**
   * The caller's access to the screen (useItemAccess). Readers see the form without Save: the
   * server would refuse the write anyway. While access loads the form stays editable, so
   * nothing typed in the meantime is lost and writers never see a read-only flash.
   */
  access: Pick<ItemAccess, 'canWrite' | 'isLoading'>;
  /** Shown to readers above the disabled form. */
  readOnlyNotice?: string;
  /** Replaces the default Cancel (a link back to the list). */
  onCancel?: () => void;
  children: ReactNode;
}

/** A create/edit form: Save goes back to the list on success, Cancel goes back at once. */
export function RecordForm({
  onSave,
  listHref,
  access: { canWrite, isLoading: accessLoading },
  readOnlyNotice = 'Only the platform administrator may change this data.',
  onCancel,
  children,
}: RecordFormProps) {
  const navigate = useNavigate();
  const readOnly = !canWrite && !accessLoading;
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSaveError(null);
    try {
      await onSave();
      navigate(listHref);
    } catch (error) {
      setSaveError(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit}>
      {saveError && <Alert>{saveError}</Alert>}
      {readOnly && <Alert>{readOnlyNotice}</Alert>}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
      {onCancel ? (
        <SaveCancelBar onCancel={onCancel} saving={saving} disabled={!canWrite} />
      ) : (
        <SaveCancelBar cancelTo={listHref} saving={saving} disabled={!canWrite} />
      )}
    </form>
  );
}
